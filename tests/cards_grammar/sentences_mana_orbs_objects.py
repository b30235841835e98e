"""Printed sentences of the grammar's block "Mana Orbs as objects" (issue 30; written for
these tests from CR 3.2.9 and 7.3): their readings and rules, and those played on a board
(``test_board_mana_orbs_objects.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

READY_ONE_OF_YOUR_ORBS = "{J} Ready one of your Mana Orbs."
READY_UP_TO_TWO_ORBS = "Ready up to two of your Mana Orbs."
EXHAUST_UP_TO_THREE_ORBS = "{R} Exhaust up to three of your Mana Orbs."
READY_ALL_YOUR_ORBS = "{J} Ready all your Mana Orbs."
DISCARD_ALL_OF_YOUR_ORBS = "Discard all of your Mana Orbs."
PUT_AS_AN_EXHAUSTED_ORB = (
    "Put target Permanent with Hand Cost {3} or less in its owner's Mana zone as an exhausted "
    "Mana Orb."
)


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_MANA_ORBS_OBJECTS: dict[str, dict[str, Any]] = {
    READY_ONE_OF_YOUR_ORBS: _on_play(
        {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 1}
    ),
    READY_UP_TO_TWO_ORBS: {
        "effect": [{"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2, "up_to": 2}]
    },
    EXHAUST_UP_TO_THREE_ORBS: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 3, "up_to": 3}
            ],
        }
    },
    READY_ALL_YOUR_ORBS: _on_play({"action": "ready", "subject": "your_mana_orbs"}),
    DISCARD_ALL_OF_YOUR_ORBS: {"effect": [{"action": "discard", "subject": "your_mana_orbs"}]},
    # 3.2.9.b: exhausted is what a card put in a Mana zone is anyway
    PUT_AS_AN_EXHAUSTED_ORB: {
        "effect": [
            {
                "action": "put",
                "to": "mana",
                "to_owner": True,
                "subject": "target_permanent",
                "filter": {"hand_cost_max": 3},
            }
        ]
    },
}

RULE_SENTENCES_MANA_ORBS_OBJECTS: dict[str, tuple[str, ...]] = {
    "mana_orbs_chosen": (READY_ONE_OF_YOUR_ORBS, READY_UP_TO_TWO_ORBS, EXHAUST_UP_TO_THREE_ORBS),
    "all_your_mana_orbs": (READY_ALL_YOUR_ORBS, DISCARD_ALL_OF_YOUR_ORBS),
    "mana_entered_status": (PUT_AS_AN_EXHAUSTED_ORB,),
}

BOARD_SENTENCES_MANA_ORBS_OBJECTS: tuple[str, ...] = (
    READY_ONE_OF_YOUR_ORBS,
    READY_ALL_YOUR_ORBS,
)

# ---- conditions on Expeditions: "in a {V} region" (7.5.8.b)
IN_A_MOUNTAIN_REGION = "{J} If my Expedition is in a {M} region, draw a card."
IN_A_FOREST_OR_MOUNTAIN_REGION = "{J} If my Expedition is in a {V} or {M} region, draw a card."


def _draw_if(condition: str) -> dict[str, Any]:
    return _on_play({"action": "draw", "amount": 1, "if": condition})


READINGS_MANA_ORBS_OBJECTS.update(
    {
        IN_A_MOUNTAIN_REGION: _draw_if("my expedition is in a {m} region"),
        IN_A_FOREST_OR_MOUNTAIN_REGION: _draw_if("my expedition is in a {v} or {m} region"),
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS.update(
    {
        "expedition_in_terrain": (IN_A_MOUNTAIN_REGION,),
        "expedition_in_terrains": (IN_A_FOREST_OR_MOUNTAIN_REGION,),
    }
)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (IN_A_MOUNTAIN_REGION,)

# ---- conditions on Expeditions: "ahead of / behind the opposing Expedition" (7.5.2, 1.2.3.c)
BEHIND_THE_OPPOSING = "{J} If my Expedition is behind the opposing Expedition, draw a card."
HERO_AHEAD_OF_THE_OPPOSING_HERO = (
    "{J} If your Hero Expedition is ahead of the opposing Hero Expedition, draw a card."
)
TIED_WITH_THE_OPPOSING = "{J} If my Expedition is tied with the opposing Expedition, draw a card."
# the Companion Expeditions face each other, not a Hero one (1.2.3.c): refused
NOT_FACING = (
    "{J} If your Hero Expedition is ahead of the opposing Companion Expedition, draw a card."
)

READINGS_MANA_ORBS_OBJECTS.update(
    {
        BEHIND_THE_OPPOSING: _draw_if("my expedition is behind the opposing expedition"),
        HERO_AHEAD_OF_THE_OPPOSING_HERO: _draw_if(
            "your hero expedition is ahead of the opposing hero expedition"
        ),
        TIED_WITH_THE_OPPOSING: _draw_if("my expedition is tied with the opposing expedition"),
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS.update(
    {
        # read by the Expedition race since gram83 (the opposing one: the one facing it)
        "race_opposing": (
            BEHIND_THE_OPPOSING,
            HERO_AHEAD_OF_THE_OPPOSING_HERO,
            TIED_WITH_THE_OPPOSING,
        ),
    }
)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (BEHIND_THE_OPPOSING,)

# ---- "While [c], [static]" (2.3.2.f), as "As long as [c], …"
WHILE_BEHIND_DEFENDER = "While my Expedition is behind, I'm [[Defender]] and [[Eternal]]."
READINGS_MANA_ORBS_OBJECTS[WHILE_BEHIND_DEFENDER] = {
    "passive": {"keyword": "Defender", "if": "my expedition is behind"},
    "_more": [
        {
            "text": WHILE_BEHIND_DEFENDER,
            "passive": {"keyword": "Eternal", "if": "my expedition is behind"},
        }
    ],
}
RULE_SENTENCES_MANA_ORBS_OBJECTS["if_passive"] = (WHILE_BEHIND_DEFENDER,)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (WHILE_BEHIND_DEFENDER,)

# ---- "token Characters": the Character tokens (2.1.e), in any description's slot
TOKEN_CHARACTERS_HAVE_TOUGH = "Token Characters in my Expedition have [[Tough 1]]."
WHEN_A_TOKEN_CHARACTER_LEAVES = (
    "When a token Character you control leaves the Expedition zone \u2014 Draw a card."
)
READINGS_MANA_ORBS_OBJECTS.update(
    {
        TOKEN_CHARACTERS_HAVE_TOUGH: {
            "passive": {"grant": {"to": "token characters in my expedition", "keyword": "Tough 1"}}
        },
        WHEN_A_TOKEN_CHARACTER_LEAVES: {
            "reaction": {
                "trigger": "object_leaves_expedition_zone",
                "filter": {"types": ["Character"], "controller": "you", "tokens": True},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS["character_token_noun"] = (
    TOKEN_CHARACTERS_HAVE_TOUGH,
    WHEN_A_TOKEN_CHARACTER_LEAVES,
)
EXHAUST_TOKEN_PERMANENT = "{J} Exhaust target token Permanent."
READINGS_MANA_ORBS_OBJECTS[EXHAUST_TOKEN_PERMANENT] = _on_play(
    {"action": "exhaust", "subject": "target_permanent", "filter": {"tokens": True}}
)
RULE_SENTENCES_MANA_ORBS_OBJECTS["permanent_token_noun"] = (EXHAUST_TOKEN_PERMANENT,)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (TOKEN_CHARACTERS_HAVE_TOUGH,)

# ---- cards of your Discard pile as targets, returned to "your [zone]" (3.2.3, 1.1.3.d)
RETURN_SPELL_TO_YOUR_RESERVE = "{J} Return target Spell from your Discard pile to your Reserve."
READINGS_MANA_ORBS_OBJECTS[RETURN_SPELL_TO_YOUR_RESERVE] = _on_play(
    {
        "action": "return",
        "to": "reserve",
        "to_owner": True,
        "subject": "target_card_in_your_discard_pile",
        "filter": {"types": ["Spell"]},
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS["return_yours_to_your_zone"] = (RETURN_SPELL_TO_YOUR_RESERVE,)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (RETURN_SPELL_TO_YOUR_RESERVE,)
PUT_SPELL_IN_YOUR_RESERVE = "{J} Put target Spell from your Discard pile in your Reserve."
READINGS_MANA_ORBS_OBJECTS[PUT_SPELL_IN_YOUR_RESERVE] = _on_play(
    {
        "action": "put",
        "to": "reserve",
        "subject": "target_card_in_your_discard_pile",
        "filter": {"types": ["Spell"]},
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS["put_in_reserve"] = (PUT_SPELL_IN_YOUR_RESERVE,)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (PUT_SPELL_IN_YOUR_RESERVE,)

# ---- "you have a ready Mana Orb" (3.2.9.c, 2.4.3)
IF_A_READY_ORB = "{J} If you have a ready Mana Orb, draw a card."
IF_TWO_EXHAUSTED_ORBS = "{J} If you have two or more exhausted Mana Orbs, draw a card."
READINGS_MANA_ORBS_OBJECTS.update(
    {
        IF_A_READY_ORB: _draw_if("you have a ready mana orb"),
        IF_TWO_EXHAUSTED_ORBS: _draw_if("you have two or more exhausted mana orbs"),
    }
)
RULE_SENTENCES_MANA_ORBS_OBJECTS["mana_orbs_status_cond"] = (IF_A_READY_ORB, IF_TWO_EXHAUSTED_ORBS)
BOARD_SENTENCES_MANA_ORBS_OBJECTS += (IF_A_READY_ORB,)
