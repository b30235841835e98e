"""Printed sentences of the grammar's "costs and modes" section (issue 30): their
readings, the rules each exercises, and those played on a board
(``test_board_cost_alterations_and_modes.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_TO_PLAY = "I cost {2} less to play."
_FROM_RESERVE = "I cost {1} less to play from Reserve."
_FROM_HAND = "I cost {1} more from your hand."
_FROM_RESERVE_IF = "I cost {1} less to play from your Reserve if you control a Plant."
_CARDS_TO_PLAY = "Characters you play cost {1} less to play."
_CARDS_FROM = "Characters you play cost {1} more from Reserve."
_CARDS_BOUNDED = "Characters you play cost {2} less, but they can't cost less than {1}."
_YOURS_FROM = "Your Characters cost {1} less to play from Reserve."
_YOURS_BOUNDED = "Your Spells cost {2} less, but can't cost less than {1}."
_EACH_PLAYERS = "Each player's Spells cost {1} more."
_OPPONENTS_FROM = "Your opponents' Characters cost {1} more to play from Reserve."
_EACH_OPPONENTS = "Each opponent's Spells cost {1} more to play."
_AT_LEAST = "I can't cost less than {2}."
_EXHAUST_ME = "Exhaust me: I gain 1 boost."
_SACRIFICE_ME = "{1}, Sacrifice me: Draw a card."
_FOR_A_TIME = "{J} Your Spells cost {1} less this Day."
_OTHERS_FOR_A_TIME = "Your opponents' Characters cost {2} more until end of turn. Draw a card."
_USE_ONLY_IF = "{T}: Draw a card. Use this only if you control a Plant."
_PLAY_GIGANTIC = "{J} You may play a Character with Gigantic from your Reserve for free."
_REDUCE = "If you control a Plant, reduce my cost by {1}."
_REDUCE_PER = "Reduce my cost by {1} for each Plant you control."
_FROM_PER = "I cost {1} less to play from Reserve for each card in your hand."
_CARDS_PER = "Spells you play cost {1} less for each Plant you control."
_YOURS_PER = "Your Characters cost {1} more to play for each Plant you control."
_PAY_IF_YOU_DO = "{J} You may pay {1}. If you do, target Character gains 2 boosts."
_PUT_ME = "{J} You may put me in your Reserve to draw a card."
_TOP_READY = "{J} Put the top card of your deck in your Mana zone as a ready Mana Orb."
_TOP_EXHAUSTED = "Put the top two cards of your deck in your Mana zone as an exhausted Mana Orb."
_EXHAUST_ALLY = "{1}, Exhaust a Character you control: Draw a card."
_FIRST_DAY = "The first Character you play each Day costs {1} less."
_SACRIFICE_TWO = "Sacrifice two Characters: Draw three cards."
_DISCARD_TWO = "{T}, Discard two cards from your Reserve: Draw a card."
_DISCARD_ME = "Discard me from your Reserve: Draw a card."
_PAY = "Pay {2}, exhaust me: Draw a card."
_DASH = "Choose one — • Draw a card. • Target Character gains 2 boosts."
_UP_TO_ONE_DASH = "{J} Choose up to one — • Draw a card. • I gain 2 boosts."
_UP_TO_TWO = (
    "{J} Choose up to two: • Draw a card. • I gain 2 boosts. • Target Character gains 1 boost."
)
_ANY_NUMBER = (
    "{J} Choose any number: • Draw a card. • I gain 2 boosts. • Target Character gains 1 boost."
)
_ONE_OR_MORE = "Choose one or more: • Draw a card. • Target Character gains 2 boosts."
_ONE_OR_BOTH = "{J} Choose one or both — • Draw a card. • I gain 2 boosts."
_AGAIN = (
    "{J} Choose two. You may choose the same mode more than once: • Draw a card. • I gain 2 boosts."
)

READINGS_COSTS_AND_MODES: dict[str, dict[str, Any]] = {
    _SACRIFICE_TWO: {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [
                    {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}
                ],
            },
            "effect": [{"action": "draw", "amount": 3}],
        }
    },
    _DISCARD_TWO: {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [
                    {"action": "discard", "subject": "a_card_from_your_reserve", "choose_count": 2}
                ],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _FIRST_DAY: {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "the first character you play each day",
                "played": {"card_type": "Character", "period": "day"},
            }
        }
    },
    _EXHAUST_ALLY: {
        "quick_action": {
            "cost": {
                "mana": 1,
                "steps": [{"action": "exhaust", "subject": "a_character_you_control"}],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _TOP_READY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "mana",
                    "subject": "top_cards_of_your_deck",
                    "amount": 1,
                    "ready_orb": True,
                }
            ],
        }
    },
    _TOP_EXHAUSTED: {
        "effect": [
            {"action": "put", "to": "mana", "subject": "top_cards_of_your_deck", "amount": 2}
        ]
    },
    _REDUCE: {"passive": {"cost": {"change": -1, "applies_to": "me", "if": "you control a plant"}}},
    _REDUCE_PER: {
        "passive": {"cost": {"change": -1, "applies_to": "me", "per": "plant you control"}}
    },
    _FROM_PER: {
        "passive": {
            "cost": {"change": -1, "applies_to": "me from reserve", "per": "card in your hand"}
        }
    },
    _CARDS_PER: {
        "passive": {
            "cost": {"change": -1, "applies_to": "spells you play", "per": "plant you control"}
        }
    },
    _YOURS_PER: {
        "passive": {
            "cost": {"change": 1, "applies_to": "characters you play", "per": "plant you control"}
        }
    },
    _PAY_IF_YOU_DO: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "target_character",
                    "pay": 1,
                    "may": True,
                }
            ],
        }
    },
    _PUT_ME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "reserve",
                    "subject": "self",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "to_pay": True,  # the put is the cost the draw is paid with (6.1.d)
                }
            ],
        }
    },
    _PLAY_GIGANTIC: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "play_for_free",
                    "subject": "a_character_from_hand_or_reserve",
                    "filter": {"keywords": ["Gigantic"], "in_your_reserve": True},
                    "may": True,
                }
            ],
        }
    },
    _FOR_A_TIME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Day",
                        "cost": {"change": -1, "applies_to": "spells you play"},
                    },
                }
            ],
        }
    },
    _OTHERS_FOR_A_TIME: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this turn",
                    "cost": {"change": 2, "applies_to": "characters your opponents play"},
                },
            },
            {"action": "draw", "amount": 1},
        ]
    },
    _USE_ONLY_IF: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
            "if": "you control a plant",
        }
    },
    _SACRIFICE_ME: {
        "quick_action": {
            "cost": {"mana": 1, "sacrifice_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _TO_PLAY: {"passive": {"cost": {"change": -2, "applies_to": "me"}}},
    _FROM_RESERVE: {"passive": {"cost": {"change": -1, "applies_to": "me from reserve"}}},
    _FROM_HAND: {"passive": {"cost": {"change": 1, "applies_to": "me from hand"}}},
    _FROM_RESERVE_IF: {
        "passive": {
            "cost": {"change": -1, "applies_to": "me from reserve", "if": "you control a plant"}
        }
    },
    _CARDS_TO_PLAY: {"passive": {"cost": {"change": -1, "applies_to": "characters you play"}}},
    _CARDS_FROM: {
        "passive": {"cost": {"change": 1, "applies_to": "characters you play from reserve"}}
    },
    _CARDS_BOUNDED: {
        "passive": {"cost": {"change": -2, "applies_to": "characters you play", "at_least": 1}}
    },
    _YOURS_FROM: {
        "passive": {"cost": {"change": -1, "applies_to": "characters you play from reserve"}}
    },
    _YOURS_BOUNDED: {
        "passive": {"cost": {"change": -2, "applies_to": "spells you play", "at_least": 1}}
    },
    _EACH_PLAYERS: {"passive": {"cost": {"change": 1, "applies_to": "spells each player plays"}}},
    _OPPONENTS_FROM: {
        "passive": {
            "cost": {"change": 1, "applies_to": "characters your opponents play from reserve"}
        }
    },
    _EACH_OPPONENTS: {
        "passive": {"cost": {"change": 1, "applies_to": "spells your opponents play"}}
    },
    _AT_LEAST: {"passive": {"cost": {"applies_to": "me", "at_least": 2}}},
    _EXHAUST_ME: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    _DISCARD_ME: {
        "support": True,
        "quick_action": {
            "cost": {"mana": 0, "discard_me_from_reserve": True},
            "effect": [{"action": "draw", "amount": 1}],
        },
    },
    _PAY: {
        "quick_action": {
            "cost": {"mana": 2, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _DASH: {
        "effect": [
            {
                "action": "choose",
                "modes": [
                    {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                    {
                        "text": "Target Character gains 2 boosts.",
                        "effect": [
                            {"action": "give_boost", "amount": 2, "subject": "target_character"}
                        ],
                    },
                ],
                "choose": 1,
            }
        ]
    },
    _UP_TO_ONE_DASH: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                    ],
                    "choose": 1,
                    "may": True,
                }
            ],
        }
    },
    _UP_TO_TWO: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                        {
                            "text": "Target Character gains 1 boost.",
                            "effect": [
                                {"action": "give_boost", "amount": 1, "subject": "target_character"}
                            ],
                        },
                    ],
                    "choose": 2,
                    "modes_min": 0,
                }
            ],
        }
    },
    _ANY_NUMBER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                        {
                            "text": "Target Character gains 1 boost.",
                            "effect": [
                                {"action": "give_boost", "amount": 1, "subject": "target_character"}
                            ],
                        },
                    ],
                    "choose": 3,
                    "modes_min": 0,
                }
            ],
        }
    },
    _ONE_OR_MORE: {
        "effect": [
            {
                "action": "choose",
                "modes": [
                    {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                    {
                        "text": "Target Character gains 2 boosts.",
                        "effect": [
                            {"action": "give_boost", "amount": 2, "subject": "target_character"}
                        ],
                    },
                ],
                "choose": 2,
                "modes_min": 1,
            }
        ]
    },
    _ONE_OR_BOTH: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                    ],
                    "choose": 2,
                    "modes_min": 1,
                }
            ],
        }
    },
    _AGAIN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                    ],
                    "choose": 2,
                    "repeat_modes": True,
                }
            ],
        }
    },
}

RULE_SENTENCES_COSTS_AND_MODES: dict[str, tuple[str, ...]] = {
    "sacrifice_count_cost": (_SACRIFICE_TWO,),
    "discard_count_cost": (_DISCARD_TWO,),
    "nth_played_costs": (_FIRST_DAY,),
    "put_top_in_mana_ready": (_TOP_READY,),
    "mana_entered_status": (_TOP_EXHAUSTED,),
    "my_cost_reduced": (_REDUCE,),
    "my_cost_reduced_per": (_REDUCE_PER,),
    "my_cost_from_per": (_FROM_PER,),
    "cards_cost_per": (_CARDS_PER,),
    "your_cards_cost_per": (_YOURS_PER,),
    "may_pay_if_you_do": (_PAY_IF_YOU_DO,),
    "put_me_in_your_reserve": (_PUT_ME,),
    "play_described_for_free": (_PLAY_GIGANTIC,),
    "your_cards_cost_for_a_time": (_FOR_A_TIME,),
    "others_cards_cost_for_a_time": (_OTHERS_FOR_A_TIME,),
    "sacrifice_cost": (_SACRIFICE_ME,),
    "my_cost_to_play": (_TO_PLAY,),
    "reserve_cost_paid": (
        _FROM_RESERVE,
        _FROM_RESERVE_IF,
        _CARDS_FROM,
        _YOURS_FROM,
        _OPPONENTS_FROM,
    ),
    "my_cost_from": (
        _FROM_RESERVE,
        _FROM_HAND,
        _FROM_RESERVE_IF,
    ),
    "hand_cost_paid": (_FROM_HAND,),
    "cards_cost_to_play": (
        _CARDS_TO_PLAY,
        _CARDS_FROM,
    ),
    "cards_cost_bounded": (_CARDS_BOUNDED,),
    "your_cards_cost_to_play": (_YOURS_FROM,),
    "your_cards_cost_bounded": (_YOURS_BOUNDED,),
    "each_players_played": (_EACH_PLAYERS,),
    "others_cards_cost": (
        _EACH_PLAYERS,
        _OPPONENTS_FROM,
        _EACH_OPPONENTS,
    ),
    "opponents_played_said": (
        _OPPONENTS_FROM,
        _EACH_OPPONENTS,
    ),
    "my_cost_at_least": (_AT_LEAST,),
    "exhaust_cost": (
        _EXHAUST_ALLY,
        _EXHAUST_ME,
        _PAY,
    ),
    "discard_me_from_reserve_cost": (_DISCARD_ME,),
    "pay_mana_cost": (_PAY,),
    "choose_modes_dash": (_DASH,),
    "choose_up_to_modes_dash": (_UP_TO_ONE_DASH,),
    "choose_up_to_modes": (_UP_TO_TWO,),
    "choose_any_number_modes": (_ANY_NUMBER,),
    "choose_one_or_more_modes": (
        _ONE_OR_MORE,
        _ONE_OR_BOTH,
    ),
    "choose_modes_again": (_AGAIN,),
}

BOARD_SENTENCES_COSTS_AND_MODES: tuple[str, ...] = (
    _FROM_RESERVE,
    _YOURS_BOUNDED,
    _EACH_PLAYERS,
    _EXHAUST_ME,
    _PAY,
    _SACRIFICE_ME,
    _SACRIFICE_TWO,
    _FIRST_DAY,
    _EXHAUST_ALLY,
    _FOR_A_TIME,
    _PLAY_GIGANTIC,
    _TOP_READY,
    _UP_TO_TWO,
    _ANY_NUMBER,
    _ONE_OR_BOTH,
)
