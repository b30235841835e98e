# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""gram94's sibling sentences (issue 30): counters as one language (2.5; boosts 2.5.1; the
atomic actions 7.3 that put or remove them) — counter kinds (boosts, a set's own counters,
made-up names a next set could print) × verbs (gain / put / get, lose N / all / all but N /
half rounded up or down, remove, move, exchange, double, set to N, can't gain / can't have more
than N) × amounts × objects, counting "for each <counter> on / among <objects>" and "the number
of <counters> on …", "up to a max of N", "N more" / "another one" pointing back at an amount or
a creation made earlier in the same ability, and counter events as triggers. Written BEFORE
the reader was built (tree 81c9ec06); "SPELL " marks a Spell's text, "{J}" a Character's."""

from __future__ import annotations

from typing import Any

SIBLINGS: tuple[str, ...] = (
    # gain / put / get, kinds × objects × amounts
    "SPELL Target Character you control gains 2 Debt counters.",
    "SPELL Target Character an opponent controls gains 1 Debt counter.",
    "SPELL Put 2 Debt counters on target Character.",
    "SPELL Put a Debt counter on target Character an opponent controls.",
    "SPELL Put 3 boosts on target Character you control.",
    "{J} Each Character you control gains 1 Ember counter.",
    "{J} Put an Ember counter on each Character you control.",
    "{J} Target Character gets 2 boosts.",
    "{J} I gain 2 Glimmer counters.",
    # lose N / all / all but N / half
    "SPELL Target Character you control loses all its Debt counters.",
    "SPELL Target Character loses all its Ember counters.",
    "{J} Each Character you control loses all its Debt counters.",
    "{J} Characters you control lose all their Debt counters.",
    "SPELL Target Character loses 2 Debt counters.",
    "SPELL Target Character loses 1 Ember counter.",
    "SPELL Target Character loses all its boosts.",
    "SPELL Target Character loses all but one of its boosts.",
    "SPELL Target Character loses all but 2 of its boosts.",
    "SPELL Target Character loses all but one of its Debt counters.",
    "SPELL Target Character loses half of its boosts, rounded up.",
    "SPELL Target Character loses half of its boosts, rounded down.",
    "SPELL Target Character loses half of its Debt counters, rounded up.",
    "{J} I lose half of my boosts, rounded down.",
    "{J} I lose all my Glimmer counters.",
    # remove
    "SPELL Remove all Debt counters from target Character.",
    "SPELL Remove 2 Debt counters from target Character you control.",
    "SPELL Remove up to 2 Ember counters from target Character.",
    "SPELL Remove all boosts from target Character an opponent controls.",
    "{J} Remove a Debt counter from each Character you control.",
    "SPELL Remove all counters from target Character.",
    # move
    "SPELL Move 2 boosts from target Character you control to another target Character you control.",
    "SPELL Move a Debt counter from target Character you control to target Character an opponent controls.",
    "SPELL Move all boosts from target Character you control to another target Character you control.",
    "SPELL Move all Debt counters from target Character you control to target Character an opponent controls.",
    "{J} Move 1 boost from me to target Character you control.",
    # exchange
    "SPELL Exchange the boosts of target Character you control and target Character an opponent controls.",
    "{J} You may exchange the boosts of target Character you control and target Character an opponent controls.",
    "SPELL Exchange the Debt counters of target Character you control and target Character an opponent controls.",
    "SPELL Exchange the boosts of two target Characters.",
    # double
    "SPELL Double the number of boosts on target Character you control.",
    "SPELL Double the number of Debt counters on target Character.",
    "SPELL Double the boosts of target Character.",
    "SPELL Double the number of Ember counters on target Character you control.",
    "{J} Double the number of boosts on me.",
    # set to N
    "SPELL Set the number of boosts on target Character to 2.",
    "SPELL Set the number of Debt counters on target Character to 1.",
    "SPELL Target Character's boosts become 3.",
    # can't gain / can't have more than N
    "Characters in my Expedition can't gain Debt counters.",
    "Characters you control can't gain Debt counters.",
    "Characters your opponents control can't gain boosts.",
    "I can't gain Debt counters.",
    "I can't gain boosts.",
    "Characters you control can't have more than 3 boosts.",
    "Characters can't have more than 2 Debt counters.",
    "I can't have more than 5 boosts.",
    # counting for each / among / the number of
    "{J} I gain 1 boost for each Debt counter among Characters you control.",
    "{J} I gain 1 boost for each Debt counter among Characters you control, up to a max of 3.",
    "{J} I gain 1 boost for each Debt counter among Characters your opponents control, up to a max of 3.",
    "{J} Draw a card for each Debt counter among Characters an opponent controls, up to a max of 2.",
    "{J} I gain 1 boost for each Debt counter on Characters your opponents control.",
    "{J} Draw a card for each boost on me.",
    "{J} Draw a card for each Debt counter on me, up to a max of 2.",
    "SPELL Target Character gains 1 boost for each Debt counter on it.",
    "SPELL Target Character gains X boosts, where X is the number of Debt counters on Characters you control.",
    "SPELL Draw X cards, where X is the number of boosts on target Character you control.",
    "{J} I gain 2 boosts, up to a max of 5 boosts.",
    "{J} Target Character gains 1 boost for each Character you control, up to a max of 3.",
    # N more / another one / the same number
    "SPELL Target Character gains 1 boost. Roll a die. If you roll a 6, it gains 3 more boosts.",
    "SPELL Target Character gains 2 boosts. If you control a token, it gains 1 more boost.",
    "SPELL Target Character gains 1 Debt counter. If it has 3 or more boosts, it gains 1 more Debt counter.",
    "{J} I gain 1 boost. If you control a Landmark, I gain 2 more boosts.",
    "SPELL Create a [Hired Hand 1/1/1] Soldier token in each of your Expeditions. If an opponent controls more Characters than you, create another one in your Hero Expedition.",
    "SPELL Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition. If you control a Landmark, create another one in your Companion Expedition.",
    "SPELL Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition. Roll a die. On a 6, create another one.",
    "SPELL Target Character you control gains 2 boosts. Then, another target Character you control gains the same number of boosts.",
    # counter events as triggers
    "When I gain a boost for the first time each turn — Draw a card.",
    "When I gain a Debt counter for the first time each turn — I gain 1 boost.",
    "When a Character you control gains a boost for the first time each turn — Draw a card.",
    "When one or more Debt counters are put on a Character an opponent controls — Draw a card.",
    "When one or more boosts are put on a Character you control — I gain 1 boost.",
    "When one or more Debt counters are put on me — Draw a card.",
    "When a Character you control gains a Debt counter — Draw a card.",
    "When a Character an opponent controls gains a Debt counter — I gain 1 boost.",
    "When I lose a boost — Draw a card.",
    "When I lose my last boost — Draw a card.",
    "When a Character you control loses its boosts — Draw a card.",
    "When a Debt counter is removed from a Character you control — Draw a card.",
    "When one or more Debt counters are removed from a Character an opponent controls — Draw a card.",
    "When I gain a boost — Draw a card.",
)


# The reader's sentences of gram94's grammar rules (tests/cards_grammar/test_rules.py), each
# rule's readings checked by meaning: merged into :mod:`.sentences` at its end.
READINGS_COUNTER_LANGUAGE: dict[str, dict[str, Any]] = {
    "Target Character you control loses all its Debt counters.": {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "Debt",
                "all_counters": True,
                "subject": "target_character",
                "filter": {"controller": "you"},
            }
        ]
    },
    "{J} I lose all my Glimmer counters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "Glimmer",
                    "all_counters": True,
                    "subject": "self",
                }
            ],
        }
    },
    "Target Character loses 2 Debt counters.": {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "Debt",
                "amount": 2,
                "subject": "target_character",
            }
        ]
    },
    "{J} Each Character you control loses 1 Ember counter.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "Ember",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "each": True,
                }
            ],
        }
    },
    "Put 3 boosts on target Character you control.": {
        "effect": [
            {
                "action": "give_boost",
                "amount": 3,
                "subject": "target_character",
                "filter": {"controller": "you"},
            }
        ]
    },
    "{J} I gain 1 boost for each Debt counter among Characters an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "debt counter on characters an opponent controls",
                }
            ],
        }
    },
    "Target Character gains X boosts, where X is the number of Debt counters among Characters you control.": {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "per": "debt counters on characters you control",
            }
        ]
    },
    "When one or more Debt counters are put on a Character an opponent controls — Draw a card.": {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "opponent"},
            "counter": "Debt",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a boost is put on a Character you control — I gain 1 boost.": {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one or more Debt counters are put on me — Draw a card.": {
        "reaction": {
            "trigger": "gains_counters",
            "amount": 1,
            "counter": "Debt",
            "filter": {"only_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "I can't gain Debt counters.": {
        "passive": {"cant_be": {"actions": ["gain_counters"], "counter": "Debt"}}
    },
    "Characters in my Expedition can't gain Debt counters.": {
        "passive": {
            "cant_be": {
                "actions": ["gain_counters"],
                "filter": {"in_my_expedition": True, "types": ["Character"]},
                "counter": "Debt",
            }
        }
    },
    "Each Character you control can't gain Ember counters.": {
        "passive": {
            "cant_be": {
                "actions": ["gain_counters"],
                "filter": {"types": ["Character"], "controller": "you"},
                "counter": "Ember",
            }
        }
    },
    "Your Characters can't gain Debt counters.": {
        "passive": {
            "cant_be": {
                "actions": ["gain_counters"],
                "filter": {"types": ["Character"], "controller": "you"},
                "counter": "Debt",
            }
        }
    },
    "Target Character loses all but one of its boosts.": {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                "subject": "target_character",
                "kept": 1,
            }
        ]
    },
    "{J} Each Character you control loses all but 2 of its Debt counters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "Debt",
                    "all_counters": True,
                    "subject": "characters_you_control",
                    "kept": 2,
                }
            ],
        }
    },
    "Target Character loses half of its boosts, rounded up.": {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                "subject": "target_character",
                "halved": "up",
            }
        ]
    },
    "{J} I lose half of my Debt counters, rounded down.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "Debt",
                    "all_counters": True,
                    "subject": "self",
                    "halved": "down",
                }
            ],
        }
    },
    "Move all Debt counters from target Character you control to target Character an opponent controls.": {
        "effect": [
            {
                "action": "remove_counters",
                "counter": "Debt",
                "subject": "target_character",
                "filter": {"controller": "you"},
                "all_counters": True,
                "then": [
                    {
                        "action": "gain_counters",
                        "counter": "Debt",
                        "subject": "target_character",
                        # ia39: two targets of one step are two objects (6.5.b)
                        "filter": {"controller": "opponent", "other_than_it": True},
                        "per": "debt counter removed this way",
                    }
                ],
            }
        ]
    },
    "{J} Move all boosts from me to target Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "boost",
                    "subject": "self",
                    "all_counters": True,
                    "then": [
                        {
                            "action": "give_boost",
                            "subject": "target_character",
                            "filter": {"controller": "you"},
                            "per": "boost removed this way",
                        }
                    ],
                }
            ],
        }
    },
    "Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition. If you control a Landmark, create another one in your Companion Expedition.": {
        "effect": [
            {
                "action": "create",
                "token": "Hired Hand 1/1/1 Soldier",
                "amount": 1,
                "subject": "your_hero_expedition",
            },
            {
                "token": "Hired Hand 1/1/1 Soldier",
                "action": "create",
                "amount": 1,
                "subject": "your_companion_expedition",
                "if": "you control a landmark",
            },
        ]
    },
    "Remove all counters from target Character.": {
        "effect": [
            {"action": "remove_counters", "all_counters": True, "subject": "target_character"}
        ]
    },
}
RULE_SENTENCES_COUNTER_LANGUAGE: dict[str, tuple[str, ...]] = {
    "lose_all_named_counters": (
        "Target Character you control loses all its Debt counters.",
        "{J} I lose all my Glimmer counters.",
    ),
    "lose_named_counters": (
        "Target Character loses 2 Debt counters.",
        "{J} Each Character you control loses 1 Ember counter.",
    ),
    "put_boosts": ("Put 3 boosts on target Character you control.",),
    "counters_among_many": (
        "Target Character gains X boosts, where X is the number of Debt counters among Characters you control.",
    ),
    "ev_counters_put_on": (
        "When one or more Debt counters are put on a Character an opponent controls — Draw a card.",
        "When a boost is put on a Character you control — I gain 1 boost.",
    ),
    "ev_counters_put_on_me": ("When one or more Debt counters are put on me — Draw a card.",),
    "i_cant_gain_named_counters": ("I can't gain Debt counters.",),
    "group_cant_gain_named_counters": (
        "Characters in my Expedition can't gain Debt counters.",
        "Each Character you control can't gain Ember counters.",
    ),
    "your_group_cant_gain_named_counters": ("Your Characters can't gain Debt counters.",),
    "lose_all_but_counters": (
        "Target Character loses all but one of its boosts.",
        "{J} Each Character you control loses all but 2 of its Debt counters.",
    ),
    "lose_half_counters": (
        "Target Character loses half of its boosts, rounded up.",
        "{J} I lose half of my Debt counters, rounded down.",
    ),
    "move_all_counters": (
        "Move all Debt counters from target Character you control to target Character an opponent controls.",
        "{J} Move all boosts from me to target Character you control.",
    ),
    "create_another_token": (
        "Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition. If you control a Landmark, create another one in your Companion Expedition.",
    ),
    "remove_every_counter": ("Remove all counters from target Character.",),
}
