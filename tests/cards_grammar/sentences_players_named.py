"""Printed sentences of players named by a step's subject and of choices said as their own
verb (written for these tests, not copied from card data): "Target opponent [step]" — any
step the grammar reads, in the third person, done by the opponent targeted (6.5.b, 1.4.7.b)
— and "Choose [object] and [step] it" (6.1.g), said of "you" or of the players named.
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

TARGET_OPPONENT_EXHAUSTS_ORB = "{J} Target opponent exhausts one of their Mana Orbs."
TARGET_OPPONENT_EXHAUSTS = "{H} Target opponent exhausts a Character they control."
TARGET_OPPONENT_MAY_RETURN = (
    "{J} Target opponent may return a Character they control to their hand."
)
TARGET_OPPONENT_SENDS = "Target opponent sends a Character they control to their Reserve."
TARGET_OPPONENT_READIES_PLANT = "{R} Draw a card. Target opponent readies a Plant they control."
TARGET_OPPONENT_SACRIFICES_ROBOT = "{J} Target opponent sacrifices a Robot."
EACH_OPPONENT_CHOOSES_SENDS = (
    "{J} Each opponent chooses a Character they control and sends it to Reserve."
)
EACH_PLAYER_CHOOSES_EXHAUSTS = "{H} Each player chooses a Permanent they control and exhausts it."
YOU_CHOOSE_SEND = "Choose a Character you control and send it to Reserve."
YOU_CHOOSE_SACRIFICE = "{J} Choose a Permanent you control and sacrifice it."
TARGET_OPPONENT_CHOOSES_EXHAUSTS = (
    "{J} Target opponent chooses a Character they control and exhausts it."
)
# references: "it" after a trigger naming its object, "they" the tokens created, "one" the
# token named before, "the Expedition I was in"
LOSES_ASLEEP_IT = "When a Character in my Expedition loses [[Asleep]] — It gains 2 boosts."
OPPONENT_SACRIFICES_IT = "When an opponent sacrifices a Character — Return it to its owner's hand."
CREATED_EACH_THEY = (
    "Create an [Ordis Sentry 1/0/1] Soldier token in each of your Expeditions. They gain 1 boost."
)
CREATED_IF_THEY = (
    "{J} Create a [Sproutling 1/1/1] Plant token in my Expedition. "
    "If you control a Plant, it gains 1 boost."
)
CREATE_ONE_OTHERWISE = (
    "{J} If you control a Bureaucrat: Create two [Ordis Sentry 1/0/1] Soldier tokens in target "
    "Expedition, otherwise create one in my Expedition."
)
CREATE_ONE_THEN = (
    "Create a [Sproutling 1/1/1] Plant token in my Expedition. Then, create one in target "
    "Expedition."
)
I_WAS_IN = (
    "When I leave the Expedition zone — Create a [Sproutling 1/1/1] Plant token in the "
    "Expedition I was in."
)
I_WAS_IN_RESERVE = (
    "When I go to Reserve from the Expedition zone — Create two [Sproutling 1/1/1] Plant tokens "
    "in the Expedition I was in."
)
I_AM_IN = "{J} Create a [Sproutling 1/1/1] Plant token in the Expedition I'm in."
I_LOSE_CANT_GAIN = "{1}: I lose and can't gain [[Anchored]] this turn."
I_LOSE_CANT_GAIN_DAY = "{J} I lose and can't gain [[Asleep]] this Day."
CONTROLLER_SACRIFICES = "Target Permanent's controller sacrifices it."
CONTROLLER_SACRIFICES_CHARACTER = "Target Character's controller sacrifices it."
CONTROLLER_EXHAUSTS_ROBOT = "{J} Target Robot's controller exhausts it."
CONTROLLER_MODE = (
    "Choose one: • Send target Character with Hand Cost {3} or less to Reserve. "
    "• Target Permanent's controller sacrifices it."
)
WHO_CONTROL_DRAWS = "{J} Each player who controls a Plant draws a card."
WHO_CONTROL_MAY_DRAW = "{J} Each opponent who controls a Robot may draw a card."
WHO_CONTROL_EXHAUSTS = "Each player who controls a Plant exhausts a Character they control."
THEY_CHOOSE_YOU_SEND = (
    "{J} Target opponent chooses a Character they control. Send it to its owner's Reserve."
)
EACH_CHOOSES_YOU_RETURN = (
    "Each opponent chooses a Character they control. Return it to its owner's hand."
)
YOU_CHOOSE_THEN_SEND = "{H} Choose a Character you control. Send it to Reserve."
OPPONENT_CHOOSES_MODE = (
    "{J} Each opponent chooses one: • They sacrifice a Character. • You draw two cards."
)
OPPONENT_CHOOSES_MODE_HAND = (
    "Each opponent chooses one: • They discard a card from their hand. • I gain 2 boosts."
)
# refused, with the reason
EACH_PLAYER_CHOOSES_MODE = "{J} Each player chooses one: • Draw a card. • Resupply."
THEY_CHOOSE_YOU_SACRIFICE = "{J} Target opponent chooses a Character they control. Sacrifice it."
CHOICE_ALONE = "{J} Target opponent chooses a Character they control."
THEY_CHOOSE_YOU_MAY_SEND = (
    "{J} Each opponent chooses a Character they control. You may send it to its owner's Reserve."
)
WHO_CONTROL_ONE_STEP = "{J} Each player who controls a Plant sacrifices a Character."
OWNER_SACRIFICES = "{J} Target Character's owner sacrifices it."
CONTROLLER_DRAWS = "{J} Target Character's controller draws a card."
I_LOSE_CANT_GAIN_FOREVER = "{J} I lose and can't gain [[Asleep]]."
CREATE_ONE_NONE = "{J} Draw a card. Create one in my Expedition."
I_WAS_IN_NOT_LEFT = "{J} Create a [Sproutling 1/1/1] Plant token in the Expedition I was in."
TARGET_OPPONENT_TARGET = "{J} Target opponent exhausts target Character."
TARGET_PLAYER_EXHAUSTS = "{J} Target player exhausts a Character they control."
CHOOSE_TARGET = "{J} Choose target Character and exhaust it."
CHOOSE_NO_IT = "{J} Choose a Character you control and draw a card."
TARGET_OPPONENT_IF_THEY_DO = (
    "{J} Target opponent exhausts a Character they control. If they do, draw a card."
)


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _hand(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "played_from_hand", "effect": list(effect)}}


def _reserve(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "played_from_reserve", "effect": list(effect)}}


_THEIRS = {"players_do": "target_opponent"}

READINGS_PLAYERS_NAMED: dict[str, dict[str, Any]] = {
    # "Target player [step]": either player, targeted (1.2.6.c), does it (1.4.7.b)
    TARGET_PLAYER_EXHAUSTS: _enters(
        {"action": "exhaust", "subject": "a_character_you_control", "players_do": "target_player"}
    ),
    TARGET_OPPONENT_EXHAUSTS_ORB: _enters(
        {"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 1, **_THEIRS}
    ),
    TARGET_OPPONENT_EXHAUSTS: _hand(
        {"action": "exhaust", "subject": "a_character_you_control", **_THEIRS}
    ),
    TARGET_OPPONENT_MAY_RETURN: _enters(
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "a_character_you_control",
            "may": True,
            **_THEIRS,
        }
    ),
    TARGET_OPPONENT_SENDS: {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "to_owner": True,
                "subject": "a_character_you_control",
                **_THEIRS,
            }
        ]
    },
    TARGET_OPPONENT_READIES_PLANT: _reserve(
        {"action": "draw", "amount": 1},
        {
            "action": "ready",
            "subject": "a_character_you_control",
            "filter": {"subtypes": ["Plant"]},
            **_THEIRS,
        },
    ),
    EACH_OPPONENT_CHOOSES_SENDS: _enters(
        {
            "action": "send",
            "to": "reserve",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
        }
    ),
    EACH_PLAYER_CHOOSES_EXHAUSTS: _hand(
        {
            "action": "exhaust",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
            "players_do": "each_player",
        }
    ),
    YOU_CHOOSE_SEND: {
        "effect": [{"action": "send", "to": "reserve", "subject": "a_character_you_control"}]
    },
    YOU_CHOOSE_SACRIFICE: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
        }
    ),
    TARGET_OPPONENT_CHOOSES_EXHAUSTS: _enters(
        {"action": "exhaust", "subject": "a_character_you_control", **_THEIRS}
    ),
}
_SENTRY = "Ordis Sentry 1/0/1 Soldier"
_SPROUT = "Sproutling 1/1/1 Plant"
READINGS_PLAYERS_NAMED.update(
    {
        LOSES_ASLEEP_IT: {
            "reaction": {
                "trigger": "loses_status",
                "filter": {"in_my_expedition": True, "types": ["Character"]},
                "status": "Asleep",
                "effect": [{"action": "give_boost", "amount": 2, "subject": "it"}],
            }
        },
        OPPONENT_SACRIFICES_IT: {
            "reaction": {
                "trigger": "player_sacrifices",
                "player": "opponent",
                "effect": [{"action": "return", "to": "hand", "to_owner": True, "subject": "it"}],
            }
        },
        CREATED_EACH_THEY: {
            "effect": [
                {
                    "action": "create",
                    "token": _SENTRY,
                    "amount": 1,
                    "subject": "each_my_expedition",
                    "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
                }
            ]
        },
        CREATED_IF_THEY: _enters(
            {
                "action": "create",
                "token": _SPROUT,
                "amount": 1,
                "subject": "my_expedition",
                "then": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "it",
                        "if": "you control a plant",
                    }
                ],
            }
        ),
        CREATE_ONE_OTHERWISE: _enters(
            {
                "action": "create",
                "token": _SENTRY,
                "amount": 2,
                "subject": "target_expedition",
                "if": "you control a bureaucrat",
                "otherwise": [
                    {"action": "create", "token": _SENTRY, "amount": 1, "subject": "my_expedition"}
                ],
            }
        ),
        CREATE_ONE_THEN: {
            "effect": [
                {"action": "create", "token": _SPROUT, "amount": 1, "subject": "my_expedition"},
                {"action": "create", "token": _SPROUT, "amount": 1, "subject": "target_expedition"},
            ]
        },
        I_WAS_IN: {
            "reaction": {
                "trigger": "leaves_expedition_zone",
                "effect": [
                    {"action": "create", "token": _SPROUT, "amount": 1, "subject": "my_expedition"}
                ],
            }
        },
        I_WAS_IN_RESERVE: {
            "reaction": {
                "trigger": "goes_to_reserve_from_expedition_zone",
                "effect": [
                    {"action": "create", "token": _SPROUT, "amount": 2, "subject": "my_expedition"}
                ],
            }
        },
        I_AM_IN: _enters(
            {"action": "create", "token": _SPROUT, "amount": 1, "subject": "my_expedition"}
        ),
    }
)
READINGS_PLAYERS_NAMED.update(
    {
        I_LOSE_CANT_GAIN: {
            "quick_action": {
                "cost": {"mana": 1},
                "effect": [
                    {"action": "lose_status", "status": "Anchored", "subject": "self"},
                    {
                        "action": "ongoing",
                        "subject": "self",
                        "ongoing": {"duration": "this turn", "cant_be": ["gain_anchored"]},
                    },
                ],
            }
        },
        I_LOSE_CANT_GAIN_DAY: _enters(
            {"action": "lose_status", "status": "Asleep", "subject": "self"},
            {
                "action": "ongoing",
                "subject": "self",
                "ongoing": {"duration": "this Day", "cant_be": ["gain_asleep"]},
            },
        ),
    }
)
READINGS_PLAYERS_NAMED.update(
    {
        CONTROLLER_SACRIFICES: {
            "effect": [
                {"action": "sacrifice", "subject": "target_permanent", "its_controller_does": True}
            ]
        },
        CONTROLLER_SACRIFICES_CHARACTER: {
            "effect": [
                {"action": "sacrifice", "subject": "target_character", "its_controller_does": True}
            ]
        },
        CONTROLLER_EXHAUSTS_ROBOT: _enters(
            {
                "action": "exhaust",
                "subject": "target_character",
                "filter": {"subtypes": ["Robot"]},
                "its_controller_does": True,
            }
        ),
        CONTROLLER_MODE: {
            "effect": [
                {
                    "action": "choose",
                    "choose": 1,
                    "modes": [
                        {
                            "text": "Send target Character with Hand Cost {3} or less to Reserve.",
                            "effect": [
                                {
                                    "action": "send",
                                    "to": "reserve",
                                    "subject": "target_character",
                                    "filter": {"hand_cost_max": 3},
                                }
                            ],
                        },
                        {
                            "text": "Target Permanent's controller sacrifices it.",
                            "effect": [
                                {
                                    "action": "sacrifice",
                                    "subject": "target_permanent",
                                    "its_controller_does": True,
                                }
                            ],
                        },
                    ],
                }
            ]
        },
    }
)
READINGS_PLAYERS_NAMED.update(
    {
        WHO_CONTROL_DRAWS: _enters(
            {
                "action": "draw",
                "amount": 1,
                "players_do": "each_player",
                "players_if": "you control a plant",
            }
        ),
        WHO_CONTROL_MAY_DRAW: _enters(
            {
                "action": "draw",
                "amount": 1,
                "may": True,
                "players_do": "each_opponent",
                "players_if": "you control a robot",
            }
        ),
        # gram92: the one step in which each chooses their own, said as each one's own step,
        # so each one's condition applies to theirs (semantics/player_filters.each_ones_own)
        WHO_CONTROL_ONE_STEP: _enters(
            {
                "action": "sacrifice",
                "subject": "a_character_you_control",
                "players_do": "each_player",
                "players_if": "you control a plant",
            }
        ),
        WHO_CONTROL_EXHAUSTS: {
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "players_do": "each_player",
                    "players_if": "you control a plant",
                }
            ]
        },
    }
)
READINGS_PLAYERS_NAMED.update(
    {
        THEY_CHOOSE_YOU_SEND: _enters(
            {
                "action": "send",
                "to": "reserve",
                "to_owner": True,
                "subject": "a_character_target_opponent_controls",
                "effect_controller_does": True,
            }
        ),
        EACH_CHOOSES_YOU_RETURN: {
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "a_character_each_opponent_controls",
                    "effect_controller_does": True,
                }
            ]
        },
        YOU_CHOOSE_THEN_SEND: _hand(
            {"action": "send", "to": "reserve", "subject": "a_character_you_control"}
        ),
    }
)
READINGS_PLAYERS_NAMED.update(
    {
        OPPONENT_CHOOSES_MODE: _enters(
            {
                "action": "choose",
                "choose": 1,
                "opponent_chooses_modes": True,
                "modes": [
                    {
                        "text": "They sacrifice a Character.",
                        "effect": [
                            {"action": "sacrifice", "subject": "a_character_each_opponent_controls"}
                        ],
                    },
                    {
                        "text": "You draw two cards.",
                        "effect": [{"action": "draw", "amount": 2}],
                    },
                ],
            }
        ),
        OPPONENT_CHOOSES_MODE_HAND: {
            "effect": [
                {
                    "action": "choose",
                    "choose": 1,
                    "opponent_chooses_modes": True,
                    "modes": [
                        {
                            "text": "They discard a card from their hand.",
                            "effect": [
                                {"action": "discard", "subject": "a_card_from_each_opponents_hand"}
                            ],
                        },
                        {
                            "text": "I gain 2 boosts.",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                    ],
                }
            ]
        },
    }
)
RULE_SENTENCES_PLAYERS_NAMED: dict[str, tuple[str, ...]] = {
    "choose_modes": (
        OPPONENT_CHOOSES_MODE,
        OPPONENT_CHOOSES_MODE_HAND,
        EACH_PLAYER_CHOOSES_MODE,
    ),
    "choose_object": (
        THEY_CHOOSE_YOU_SEND,
        EACH_CHOOSES_YOU_RETURN,
        YOU_CHOOSE_THEN_SEND,
        THEY_CHOOSE_YOU_SACRIFICE,
        CHOICE_ALONE,
        THEY_CHOOSE_YOU_MAY_SEND,
    ),
    "players_who_control_do": (
        WHO_CONTROL_DRAWS,
        WHO_CONTROL_MAY_DRAW,
        WHO_CONTROL_EXHAUSTS,
        WHO_CONTROL_ONE_STEP,
    ),
    "object_player_does": (
        CONTROLLER_SACRIFICES,
        CONTROLLER_SACRIFICES_CHARACTER,
        CONTROLLER_EXHAUSTS_ROBOT,
        CONTROLLER_MODE,
        OWNER_SACRIFICES,
        CONTROLLER_DRAWS,
    ),
    "lose_cant_gain_for": (I_LOSE_CANT_GAIN, I_LOSE_CANT_GAIN_DAY, I_LOSE_CANT_GAIN_FOREVER),
    "create_same_token": (CREATE_ONE_OTHERWISE, CREATE_ONE_THEN, CREATE_ONE_NONE),
    "it": (LOSES_ASLEEP_IT, OPPONENT_SACRIFICES_IT, CREATED_IF_THEY),
    "they_object": (CREATED_EACH_THEY,),
    "expedition_i_was_in_place": (I_WAS_IN, I_WAS_IN_RESERVE, I_AM_IN, I_WAS_IN_NOT_LEFT),
    "target_opponent_acting": (
        TARGET_OPPONENT_EXHAUSTS_ORB,
        TARGET_OPPONENT_EXHAUSTS,
        TARGET_OPPONENT_MAY_RETURN,
        TARGET_OPPONENT_SENDS,
        TARGET_OPPONENT_READIES_PLANT,
        TARGET_OPPONENT_TARGET,
        TARGET_OPPONENT_IF_THEY_DO,
    ),
    "target_player_acting": (TARGET_PLAYER_EXHAUSTS,),
    "choose_and_step": (
        EACH_OPPONENT_CHOOSES_SENDS,
        EACH_PLAYER_CHOOSES_EXHAUSTS,
        YOU_CHOOSE_SEND,
        YOU_CHOOSE_SACRIFICE,
        TARGET_OPPONENT_CHOOSES_EXHAUSTS,
        CHOOSE_TARGET,
        CHOOSE_NO_IT,
    ),
}
REFUSED_PLAYERS_NAMED: dict[str, str] = {
    TARGET_OPPONENT_TARGET: "what each of these players does there is not read yet",
    CHOOSE_TARGET: "only an object chosen",
    CHOOSE_NO_IT: "the step does not act on the object chosen",
    TARGET_OPPONENT_IF_THEY_DO: "after a step each of several players does is not read yet",
    CREATE_ONE_NONE: "which token is created",
    OWNER_SACRIFICES: "what its owner does there is not read yet",
    # ib40: the reason names the rule — you sacrifice only what you control (7.3.36.a)
    THEY_CHOOSE_YOU_SACRIFICE: "one sacrifices only an object in play one controls (7.3.36.a)",
    CHOICE_ALONE: "a choice no step acts on",
    THEY_CHOOSE_YOU_MAY_SEND: "'you may' after another player's choice is not read yet",
    # id (session 38): each player's own modes read; a mode naming no player is refused
    EACH_PLAYER_CHOOSES_MODE: "names no player doing it",
    CONTROLLER_DRAWS: "only a step on the object targeted",
    I_LOSE_CANT_GAIN_FOREVER: "with no duration printed",
    I_WAS_IN_NOT_LEFT: "read only after a trigger on my leaving the Expedition zone",
}
"""Read, and refused with the reason: a target inside the opponent's step (who chooses it is
not said, 6.5.b), "target player" (the engine does not ask which), a target said as chosen
before the step (targets are chosen as the step resolves, 6.5.b), a choice no step acts on,
a follow-up whose doer is not said."""
BOARD_SENTENCES_PLAYERS_NAMED: tuple[str, ...] = (
    TARGET_OPPONENT_EXHAUSTS_ORB,
    TARGET_OPPONENT_EXHAUSTS,
    TARGET_OPPONENT_MAY_RETURN,
    EACH_OPPONENT_CHOOSES_SENDS,
    YOU_CHOOSE_SACRIFICE,
    LOSES_ASLEEP_IT,
    CREATED_EACH_THEY,
    CREATE_ONE_OTHERWISE,
    I_WAS_IN,
    I_LOSE_CANT_GAIN,
    CONTROLLER_SACRIFICES_CHARACTER,
    WHO_CONTROL_DRAWS,
    WHO_CONTROL_MAY_DRAW,
    THEY_CHOOSE_YOU_SEND,
    OPPONENT_CHOOSES_MODE,
)
"""Played on boards in tests/cards_text/test_players_named.py."""
