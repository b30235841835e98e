# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Siblings of "[X]. If [c], [Y] instead" (prec34, issue 30; written for these tests from CR
6.2.b, 6.2.f, 6.1.e and 6.5.e): which atomic actions "instead" replaces, for every shape —
the whole group then a part of it, the same group, one object, a player's draw and counters,
"instead" said with "they" / "it" / "that Character". Each maps to the effect the grammar
alone reads, or None: refused with a reason naming the words and the rule.

Each is tagged with how the engine read it before prec34 -> now (boards: RIGHT / WRONG /
refused): before, 20 RIGHT, 14 WRONG (a part's "instead" dropped the rest of the group's
step; an ambiguous pronoun bound to one reading), 5 refused; now 29 RIGHT, 0 WRONG, 10
refused."""

from __future__ import annotations

from typing import Any

INSTEAD_SIBLINGS: dict[str, list[dict[str, Any]] | None] = {
    # 1: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, they each gain 1 Kelon counter instead.": None,
    # 2: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, they gain 2 boosts instead.": None,
    # 3: WRONG -> part
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, Soldiers you control each gain 1 Kelon counter instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"none_of": [{"subtypes": ["Soldier"]}]},
            "if": "you control two or more soldiers",
            "also": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Kelon",
                    "subject": "characters_you_control",
                    "filter": {"subtypes": ["Soldier"]},
                }
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 4: WRONG -> part
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, Soldiers you control gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"none_of": [{"subtypes": ["Soldier"]}]},
            "if": "you control two or more soldiers",
            "also": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "characters_you_control",
                    "filter": {"subtypes": ["Soldier"]},
                }
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 5: WRONG -> part
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, Soldiers you control gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"none_of": [{"subtypes": ["Soldier"]}]},
            "if": "my expedition is ahead",
            "also": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "characters_you_control",
                    "filter": {"subtypes": ["Soldier"]},
                }
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 6: WRONG -> part
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, each Soldier you control gains 1 Kelon counter instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"none_of": [{"subtypes": ["Soldier"]}]},
            "if": "my expedition is ahead",
            "also": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Kelon",
                    "subject": "characters_you_control",
                    "filter": {"subtypes": ["Soldier"]},
                }
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 7: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, tokens you control gain [[Anchored]] instead.": None,
    # 8: RIGHT
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, each Character you control gains 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_you_control",
            "if": "you control two or more soldiers",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 9: RIGHT
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, each Character you control gains 1 Kelon counter instead.": [
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "characters_you_control",
            "if": "my expedition is ahead",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 10: RIGHT
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, they gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_you_control",
            "if": "my expedition is ahead",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 11: refused -> read
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, they each gain 1 Kelon counter instead.": [
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "characters_you_control",
            "if": "my expedition is ahead",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 12: WRONG -> part
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, I gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"another": True},
            "if": "my expedition is ahead",
            "also": [{"action": "give_boost", "amount": 2, "subject": "self"}],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 13: WRONG -> part
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, I gain 1 Kelon counter instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"another": True},
            "if": "my expedition is ahead",
            "also": [
                {"action": "gain_counters", "amount": 1, "counter": "Kelon", "subject": "self"}
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 14: RIGHT
    "{J} Each other Character you control gains 1 boost. If my Expedition is ahead, I gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "self",
            "if": "my expedition is ahead",
            "otherwise": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"another": True},
                }
            ],
        }
    ],
    # 15: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If you control a Soldier, it gains 2 boosts instead.": None,
    # 16: refused
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, that Character gains 2 boosts instead.": None,
    # 17: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, target Character gains 2 boosts instead.": None,
    # 18: RIGHT
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, draw two cards instead.": [
        {
            "action": "draw",
            "amount": 2,
            "if": "my expedition is ahead",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 19: RIGHT
    "{J} Each Character you control gains 1 boost. If my Expedition is ahead, Characters your opponents control gain 1 boost instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "controller": "opponent"},
            "if": "my expedition is ahead",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 20: RIGHT
    "{J} Draw a card. If you control two or more Soldiers, they each gain 1 Kelon counter instead.": [
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "characters_you_control",
            "filter": {"subtypes": ["Soldier"]},
            "if": "you control two or more soldiers",
            "otherwise": [{"action": "draw", "amount": 1}],
        }
    ],
    # 21: RIGHT
    "{J} Draw a card. If you control two or more Soldiers, they gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_you_control",
            "filter": {"subtypes": ["Soldier"]},
            "if": "you control two or more soldiers",
            "otherwise": [{"action": "draw", "amount": 1}],
        }
    ],
    # 22: RIGHT
    "{J} Draw a card. If you control two or more Soldiers, I gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "self",
            "if": "you control two or more soldiers",
            "otherwise": [{"action": "draw", "amount": 1}],
        }
    ],
    # 23: RIGHT
    "{J} Draw a card. If my Expedition is ahead, each Character you control gains 1 boost instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "draw", "amount": 1}],
        }
    ],
    # 24: RIGHT
    "{J} Draw a card. If my Expedition is ahead, draw two cards instead.": [
        {
            "action": "draw",
            "amount": 2,
            "if": "my expedition is ahead",
            "otherwise": [{"action": "draw", "amount": 1}],
        }
    ],
    # 25: RIGHT
    "{J} I gain 1 boost. If my Expedition is ahead, I gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "self",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    ],
    # 26: RIGHT
    "{J} I gain 1 boost. If my Expedition is ahead, I gain 1 Kelon counter instead.": [
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "self",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    ],
    # 27: RIGHT
    "{J} I gain 1 boost. If my Expedition is ahead, each Character you control gains 1 boost instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    ],
    # 28: RIGHT
    "{J} I gain 1 boost. If you control two or more Soldiers, they each gain 1 boost instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"subtypes": ["Soldier"]},
            "if": "you control two or more soldiers",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    ],
    # 29: RIGHT
    "{J} Target Character gains 1 boost. If my Expedition is ahead, it gains 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "target_character",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    ],
    # 30: refused -> read
    "{J} Target Character gains 1 boost. If my Expedition is ahead, it gains 1 Kelon counter instead.": [
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "subject": "target_character",
            "if": "my expedition is ahead",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    ],
    # 31: RIGHT
    "{J} Target Character gains 1 boost. If you control a Soldier, it gains 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "target_character",
            "if": "you control a soldier",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    ],
    # 32: RIGHT
    "{J} Target Character gains 1 boost. If you control two or more Soldiers, they gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_you_control",
            "filter": {"subtypes": ["Soldier"]},
            "if": "you control two or more soldiers",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    ],
    # 33: RIGHT
    "{J} Target Character gains 1 boost. If it's a Soldier, it gains 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "chosen_instead": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "it",
                    "if": "it's a soldier",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "it"}],
                }
            ],
        }
    ],
    # 34: refused
    "{J} Target Character gains 1 boost. If my Expedition is ahead, that Character gains 2 boosts instead.": None,
    # 35: WRONG -> refused
    "{J} Each Soldier you control gains 1 boost. If my Expedition is ahead, I gain 2 boosts instead.": None,
    # 36: WRONG -> part
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, Soldiers you control each gain 1 boost instead.": [
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"none_of": [{"subtypes": ["Soldier"]}]},
            "if": "you control two or more soldiers",
            "also": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"subtypes": ["Soldier"]},
                }
            ],
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
    # 37: refused
    "{J} Each player draws a card. If my Expedition is ahead, they each gain 1 Kelon counter instead.": None,
    # 38: WRONG -> refused
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, they each gain 2 boosts instead.": None,
    # 39: RIGHT
    "{J} Each Character you control gains 1 boost. If you control two or more Characters, they each gain 2 boosts instead.": [
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_you_control",
            "if": "you control two or more characters",
            "otherwise": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
            ],
        }
    ],
}
