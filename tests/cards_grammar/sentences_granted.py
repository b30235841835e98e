# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The sibling sentences of abilities granted to other objects (issue 30, eng66), written
before the reader was built: a granted passive, Reaction, quick action or keyword × given
to a target, a group, the bearer itself or "that Character" × for a time or while the
granting ability works (2.3.1.a, 2.2.15.a). ``GRANTED`` are the ones the engine can play
(each read must be executable); ``REFUSED`` are those it cannot (refused by name, never
read as something else). "SPELL " marks a Spell's text. Measured by
``benchmarks/granted_siblings.py``."""

from __future__ import annotations

GRANTED: tuple[str, ...] = (
    # a group, while the granting ability works (objects entering later included)
    'Characters you control have "{J} Draw a card."',
    'Your Characters have "{J} I gain 1 boost."',
    'Your Characters have: "{R} I gain 1 boost."',
    'Characters you control have "{T} : I gain 1 boost."',
    'Your Characters have "{T} : Draw a card."',
    'Characters you control have "When I leave play — Draw a card."',
    'Characters you control have "At Dusk — I gain 1 boost."',
    'Characters you control have "When you play a Spell — I gain 1 boost."',
    'Other Characters you control have "{T} : I gain 1 boost."',
    'Your Plants have "{J} Draw a card."',
    'Your Boosted Characters have "{T} : Draw a card."',
    'Characters in my Expedition have "At Dusk — I gain 1 boost."',
    'Your Characters have "{H} Draw a card."',
    'Characters you control have "I have +1/+0/+0."',
    'Your Characters have "{T} : Target Character gains 1 boost."',
    "Your Characters have Tough 1.",
    # the bearer itself, under a condition
    'If I have 5 or more Scrap counters, I gain "{T} : Draw a card, then put a card from your hand in Reserve."',
    'If I have 3 or more Sap counters, I gain "{T} : I gain 1 boost."',
    # a target, for a time
    'SPELL Target Character gains "{T} : Draw a card." this turn.',
    'SPELL Target Character gains "{T} : I gain 1 boost." until end of turn.',
    'SPELL Target Character you control gains "When I leave play — Draw a card." this turn.',
    'SPELL Target Character gains "At Dusk — I gain 1 boost." this Day.',
    'SPELL Target Character gains "I have +2/+0/+0." this turn.',
    '{J} Another target Character you control gains "{T} : Draw a card." this turn.',
    '{J} Target Character gains "When I leave play — Draw a card." until end of turn.',
    "SPELL Target Character gains [Tough 1] this turn.",
    # a group, for a time (the objects the step acts on, 2.2.15.a)
    'SPELL Characters you control gain "When I leave play — Draw a card." this turn.',
    'SPELL Each Character you control gains "{T} : I gain 1 boost." this turn.',
    'SPELL Up to two target Characters gain "{T} : Draw a card." this turn.',
    # the bearer, for a time
    '{J} I gain "{T} : Draw a card." this turn.',
    '{J} I gain "At Dusk — I gain 1 boost." this Day.',
    # "that Character" / "it": what a trigger or a step named
    'When you play a Character — It gains "{T} : Draw a card." this turn.',
    'SPELL Target Character gains 1 boost. It gains "When I leave play — Draw a card." this turn.',
    '{J} Target Character gains 2 boosts and "{T} : Draw a card." this turn.',
)

REFUSED: tuple[str, ...] = (
    # no object in play has it: a Hero's, a card in a hidden zone's (2.3.1.b)
    'Your Hero has "{T} : Draw a card."',
    'Cards in your hand have "{T} : Draw a card."',
    # an arrival Reaction given to objects already in play never triggers
    'SPELL Target Character gains "{J} Draw a card." this turn.',
    # given to what a player does, not to an object
    'SPELL Target player gains "{T} : Draw a card." this turn.',
    # tokens as they are created: not a group in play
    'Tokens you create have "{T} : Draw a card."',
)

_GROUP_QUICK = 'Characters you control have "{T} : Draw a card."'
_GROUP_REACTION = 'Your Characters have "{H} Draw a card."'
_TARGET_QUICK = 'Target Character gains "{T} : Draw a card." this Afternoon.'
_TARGET_STATS = 'Target Character gains "I have +2/+0/+0." this turn.'
_DRAW_QUICK = {
    "text": "{T} : Draw a card.",
    "quick_action": {
        "cost": {"mana": 0, "exhaust_me": True},
        "effect": [{"action": "draw", "amount": 1}],
    },
}

READINGS_GRANTED: dict[str, dict[str, object]] = {
    _GROUP_QUICK: {
        "passive": {"grant": {"to": "characters you control", "abilities": [_DRAW_QUICK]}}
    },
    _GROUP_REACTION: {
        "passive": {
            "grant": {
                "to": "characters you control",
                "abilities": [
                    {
                        "text": "{H} Draw a card.",
                        "reaction": {
                            "trigger": "played_from_hand",
                            "effect": [{"action": "draw", "amount": 1}],
                        },
                    }
                ],
            }
        }
    },
    _TARGET_QUICK: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {"duration": "this Afternoon", "abilities": [_DRAW_QUICK]},
            }
        ]
    },
    _TARGET_STATS: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {
                    "duration": "this turn",
                    "abilities": [
                        {
                            "text": "I have +2/+0/+0.",
                            "passive": {
                                "stats": {"scope": "self", "forest": 2, "mountain": 0, "water": 0}
                            },
                        }
                    ],
                },
            }
        ]
    },
}
"""The grammar's readings of one sentence per rule of the abilities given (eng66)."""

RULE_SENTENCES_GRANTED: dict[str, tuple[str, ...]] = {
    "group_given": (_GROUP_QUICK,),
    "group_abilities": (_GROUP_REACTION,),
    "gain_abilities_for_a_time": (_TARGET_QUICK, _TARGET_STATS),
    "given_stats": (_TARGET_STATS,),
}
BOARD_SENTENCES_GRANTED: tuple[str, ...] = (_GROUP_QUICK, _GROUP_REACTION, _TARGET_QUICK)
"""Played on a board by tests/cards_grammar/test_board_granted.py."""
