"""Printed sentences of the grammar's block "gram37" (issue 30; written for these tests from
the CR's words): descriptions by absence and negation — "non-[status / keyword / card type]",
"you don't control" (1.2.2), "you don't own" (1.1.3.c), "that isn't a token / an Animal",
"without / that doesn't have [keyword]" (7.4), "not [qualifier]" (6.5.b), "other than me"
(7.2.1.a), "with Hand Cost other than {N}", "with neither … nor …", "that isn't ready" — and
amounts read from "me": "equal to my {V}" (2.2.11.b), "my number of boosts" (2.5.c).
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

READINGS_NEGATED: dict[str, dict[str, Any]] = {
    "{J} Exhaust target Character with Hand Cost other than {3}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"none_of": [{"hand_cost_max": 3, "hand_cost_min": 3}]},
                }
            ],
        }
    },
    "{J} Exhaust each Character with a Reserve Cost not equal to {2}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {
                        "types": ["Character"],
                        "none_of": [{"reserve_cost_max": 2, "reserve_cost_min": 2}],
                    },
                }
            ],
        }
    },
    "{J} Draw cards equal to my {V}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "per": "my forest statistic"}],
        }
    },
    "{J} Draw cards equal to my number of boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "per": "my number of boosts"}],
        }
    },
    "{J} Target Character gains boosts equal to my {M}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "per": "my mountain statistic",
                }
            ],
        }
    },
    "{J} I gain Kelon counters equal to my Water statistic.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Kelon",
                    "subject": "self",
                    "per": "my water statistic",
                }
            ],
        }
    },
    "{J} I gain boosts equal to my number of Sap counters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "my number of sap counters",
                }
            ],
        }
    },
    "{J} Draw X cards, where X is my {O}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "per": "my water statistic"}],
        }
    },
    "{J} Exhaust target Character with neither boosts nor Defender.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"without": ["Boosted"], "without_keywords": ["Defender"]},
                }
            ],
        }
    },
    "{J} Exhaust each Character with neither Anchored nor Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"without": ["Anchored", "Asleep"], "types": ["Character"]},
                }
            ],
        }
    },
    "{J} Exhaust each non-Gigantic Character.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "without_keywords": ["Gigantic"]},
                }
            ],
        }
    },
    "{J} Exhaust target non-Boosted Character.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"without": ["Boosted"]},
                }
            ],
        }
    },
    "{J} Sacrifice target non-Character token.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "target_character_or_permanent",
                    "filter": {"none_of": [{"types": ["Character"]}], "tokens": True},
                }
            ],
        }
    },
    "{J} Exhaust target Character that isn't a token.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "exhaust", "subject": "target_character", "filter": {"non_token": True}}
            ],
        }
    },
    "{J} Exhaust all Characters that aren't Animals.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"without_subtypes": ["Animal"], "types": ["Character"]},
                }
            ],
        }
    },
    "{J} Exhaust each Character not in my Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "none_of": [{"in_my_expedition": True}]},
                }
            ],
        }
    },
    "{J} Exhaust target Character that isn't in your Hero Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"none_of": [{"in_your_expedition": "hero"}]},
                }
            ],
        }
    },
    "{J} Ready target Character that isn't ready.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ready",
                    "subject": "target_character",
                    "filter": {"statuses": ["Exhausted"]},
                }
            ],
        }
    },
    "{J} Exhaust each Character other than me.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "another": True},
                }
            ],
        }
    },
    "{J} Exhaust target Character without Defender.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"without_keywords": ["Defender"]},
                }
            ],
        }
    },
    "{J} Exhaust each Character that doesn't have Gigantic.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "without_keywords": ["Gigantic"]},
                }
            ],
        }
    },
    "{J} Draw a card for each Character you don't control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "per": "character you don't control"}],
        }
    },
    "When a Character you don't control leaves play — Draw a card.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "opponent"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{J} Exhaust target Character you don't own.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"owner": "opponent"},
                }
            ],
        }
    },
}

RULE_SENTENCES_NEGATED: dict[str, tuple[str, ...]] = {
    "cost_other_than": (
        "{J} Exhaust target Character with Hand Cost other than {3}.",
        "{J} Exhaust each Character with a Reserve Cost not equal to {2}.",
    ),
    "draw_equal_own": (
        "{J} Draw cards equal to my {V}.",
        "{J} Draw cards equal to my number of boosts.",
    ),
    "gain_boosts_equal_own": ("{J} Target Character gains boosts equal to my {M}.",),
    "gain_counters_equal_own": ("{J} I gain Kelon counters equal to my Water statistic.",),
    "own_statistic": (
        "{J} Draw cards equal to my {V}.",
        "{J} I gain Kelon counters equal to my Water statistic.",
    ),
    "own_counters": (
        "{J} Draw cards equal to my number of boosts.",
        "{J} I gain boosts equal to my number of Sap counters.",
    ),
    "where_x_own_statistic_chain": ("{J} Draw X cards, where X is my {O}.",),
    "with_neither": ("{J} Exhaust target Character with neither boosts nor Defender.",),
    "neither_boosts": ("{J} Exhaust target Character with neither boosts nor Defender.",),
    "neither_keyword": ("{J} Exhaust target Character with neither boosts nor Defender.",),
    "neither_status": ("{J} Exhaust each Character with neither Anchored nor Asleep.",),
    "non_keyword_adjective": ("{J} Exhaust each non-Gigantic Character.",),
    "non_status_adjective": ("{J} Exhaust target non-Boosted Character.",),
    "non_type_adjective": ("{J} Sacrifice target non-Character token.",),
    "not_a_noun": (
        "{J} Exhaust target Character that isn't a token.",
        "{J} Exhaust all Characters that aren't Animals.",
    ),
    "not_qualifier": (
        "{J} Exhaust each Character not in my Expedition.",
        "{J} Exhaust target Character that isn't in your Hero Expedition.",
    ),
    "not_ready": ("{J} Ready target Character that isn't ready.",),
    "other_than_me": ("{J} Exhaust each Character other than me.",),
    "without_keyword": (
        "{J} Exhaust target Character without Defender.",
        "{J} Exhaust each Character that doesn't have Gigantic.",
    ),
    "you_dont_control": (
        "{J} Draw a card for each Character you don't control.",
        "When a Character you don't control leaves play — Draw a card.",
    ),
    "you_dont_own": ("{J} Exhaust target Character you don't own.",),
}


BOARD_SENTENCES_NEGATED: tuple[str, ...] = (
    "{J} Exhaust each Character not in my Expedition.",
    "{J} Exhaust target Character without Defender.",
    "{J} Exhaust target Character with Hand Cost other than {3}.",
    "{J} Exhaust target Character that isn't a token.",
    "{J} Draw a card for each Character you don't control.",
    "{J} Draw cards equal to my {V}.",
)
