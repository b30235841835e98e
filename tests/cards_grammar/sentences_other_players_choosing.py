"""Printed sentences of gram55 (issue 30): other players acting and choosing — N objects
chosen by the player an effect names and acted on as "them" (6.1.g, 1.4.7.b), one chosen in
each of the chooser's Expeditions, "If you / they do / don't, [X], otherwise [Y]" (6.5.e,
6.5.f) and the restriction that keeps its target (6.5.b, 1.2.6.c): their readings and the
rules each exercises. Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

OPPONENT_CHOOSES_TWO_IN_RESERVE = (
    "{H} Target opponent chooses two cards in their Reserve and discards them."
)
CHOOSE_TWO_AND_EXHAUST = "{J} Choose two Characters you control and exhaust them."
EACH_OPPONENT_CHOOSES_TWO_SENDS = (
    "{J} Each opponent chooses two Characters they control and sends them to Reserve."
)
OPPONENT_CHOOSES_ONE_PER_EXPEDITION = (
    "{J} Target opponent chooses a Character they control in each of their Expeditions and"
    " sacrifices them."
)
SACRIFICE_ONE_PER_EXPEDITION = "{J} Sacrifice a Character you control in each of your Expeditions."
THEY_AFTER_TWO = "{J} Exhaust two Characters you control, then they gain 1 boost."
"""Read: "they" names the two chosen (it was refused as naming no objects)."""
IT_AFTER_TWO = "{J} Sacrifice two Characters you control. If it was a token, draw a card."
"""Refused: which of the two "it" names is not said."""
IT_HAD_AFTER_EACH_EXPEDITION = (
    "{J} Sacrifice a Character you control in each of your Expeditions. "
    "Draw a card for each Kelon counter it had."
)
"""Refused: which of the Characters chosen "it" names is not said."""
IF_YOU_DO_OTHERWISE = (
    "{J} You may sacrifice another Character. If you do, draw two cards, otherwise discard a"
    " card from your hand."
)
IF_YOU_DONT_OTHERWISE = (
    "{J} You may exhaust me. If you don't, draw a card, otherwise I gain 2 boosts."
)
IF_THEY_DO_OTHERWISE = (
    "{J} Target opponent may pay {1}. If they do, draw a card, otherwise exhaust target"
    " Character they control."
)
IF_THEY_DONT_OTHERWISE = (
    "{J} Target opponent may pay {1}. If they don't, draw a card, otherwise I gain 1 boost."
)
PAY_IF_YOU_DO_OTHERWISE = "{J} You may pay {1}. If you do, draw a card, otherwise I gain 1 boost."
TARGET_PLAYER_CANT_PLAY = "{J} Target player can't play Spells this Afternoon."
EACH_OPPONENT_CANT_PLAY = "{J} Each opponent can't play Characters until the end of the turn."
FIGHT_ME = (
    "{H} Target opponent may pay {2}. If they don't, target Character they control gains"
    " Asleep and loses all its boosts."
)

READINGS_OTHER_PLAYERS_CHOOSING: dict[str, dict[str, Any]] = {
    FIGHT_ME: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 2,
                    "may": True,
                    "if_not_done": [
                        {
                            "action": "gain_status",
                            "status": "Asleep",
                            "subject": "target_character",
                            "filter": {"controller": "decider"},
                            "then": [
                                {
                                    "action": "remove_counters",
                                    "counter": "boost",
                                    "all_counters": True,
                                    "subject": "it",
                                }
                            ],
                            "it_follows": True,
                        }
                    ],
                }
            ],
        }
    },
    OPPONENT_CHOOSES_TWO_IN_RESERVE: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_reserve",
                    "choose_count": 2,
                }
            ],
        }
    },
    CHOOSE_TWO_AND_EXHAUST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "exhaust", "subject": "a_character_you_control", "choose_count": 2}
            ],
        }
    },
    EACH_OPPONENT_CHOOSES_TWO_SENDS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "a_character_you_control",
                    "choose_count": 2,
                    "players_do": "each_opponent",
                }
            ],
        }
    },
    OPPONENT_CHOOSES_ONE_PER_EXPEDITION: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_target_opponent_controls",
                    "per_expedition": True,
                }
            ],
        }
    },
    SACRIFICE_ONE_PER_EXPEDITION: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "per_expedition": True,
                }
            ],
        }
    },
    IF_YOU_DO_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "filter": {"another": True},
                    "may": True,
                    "then": [{"action": "draw", "amount": 2}],
                    "if_not_done": [{"action": "discard", "subject": "a_card_from_your_hand"}],
                }
            ],
        }
    },
    IF_YOU_DONT_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                    "then": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    IF_THEY_DO_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 1,
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "if_not_done": [
                        {
                            "action": "exhaust",
                            "subject": "target_character",
                            "filter": {"controller": "decider"},
                        }
                    ],
                }
            ],
        }
    },
    IF_THEY_DONT_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 1,
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                    "then": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    PAY_IF_YOU_DO_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "pay": 1,
                    "may": True,
                    "if_not_done": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    TARGET_PLAYER_CANT_PLAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_player",
                    "ongoing": {
                        "duration": "this Afternoon",
                        "cant": "Target player can't play Spells",
                    },
                }
            ],
        }
    },
    EACH_OPPONENT_CANT_PLAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "cant": "Your opponents can't play Characters",
                    },
                }
            ],
        }
    },
}

READINGS_OTHER_PLAYERS_CHOOSING[THEY_AFTER_TWO] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "exhaust",
                "subject": "a_character_you_control",
                "choose_count": 2,
                "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
            }
        ],
    }
}

REFUSED_OTHER_PLAYERS_CHOOSING: dict[str, str] = {
    IT_AFTER_TWO: "'it' names one object, and the step before acted on several chosen",
    IT_HAD_AFTER_EACH_EXPEDITION: "the step before acted on several chosen",
}

RULE_SENTENCES_OTHER_PLAYERS_CHOOSING: dict[str, tuple[str, ...]] = {
    "they_object": (THEY_AFTER_TWO,),
    "sacrifice_count": (IT_AFTER_TWO,),
    "per_had_chain": (IT_HAD_AFTER_EACH_EXPEDITION,),
    "choose_count_and_step": (
        OPPONENT_CHOOSES_TWO_IN_RESERVE,
        CHOOSE_TWO_AND_EXHAUST,
        EACH_OPPONENT_CHOOSES_TWO_SENDS,
    ),
    "in_each_of_your_expeditions": (
        OPPONENT_CHOOSES_ONE_PER_EXPEDITION,
        SACRIFICE_ONE_PER_EXPEDITION,
    ),
    "if_you_do_otherwise": (IF_YOU_DO_OTHERWISE,),
    "if_you_dont_otherwise": (IF_YOU_DONT_OTHERWISE,),
    "if_they_do_otherwise": (IF_THEY_DO_OTHERWISE,),
    "if_they_dont_otherwise": (IF_THEY_DONT_OTHERWISE,),
    "may_pay_if_you_do_otherwise": (PAY_IF_YOU_DO_OTHERWISE,),
    "target_cant_play_for": (TARGET_PLAYER_CANT_PLAY,),
    "restricted_target_player": (TARGET_PLAYER_CANT_PLAY,),
    "opponents_cant_play_for": (EACH_OPPONENT_CANT_PLAY,),
    "vp_lose_all_boosts": (FIGHT_ME,),
}

BOARD_SENTENCES_OTHER_PLAYERS_CHOOSING: tuple[str, ...] = (
    THEY_AFTER_TWO,
    OPPONENT_CHOOSES_TWO_IN_RESERVE,
    CHOOSE_TWO_AND_EXHAUST,
    SACRIFICE_ONE_PER_EXPEDITION,
    IF_YOU_DONT_OTHERWISE,
    IF_THEY_DONT_OTHERWISE,
    PAY_IF_YOU_DO_OTHERWISE,
)
