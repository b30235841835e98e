"""Printed sentences of the grammar section "who decides and what follows a decision"
(gram33, issue 30): the Unique's optional cost "You may [cost]: [effect]" (6.5.f, 1.2.5.c),
"[X] if / unless [c], otherwise [Y]" (6.5.d, 6.5.e), "[Y] unless [player] [step]" (6.5.d,
6.1.h), "Otherwise" after an optional step (6.5.e, 6.5.c), and the follow-ups refused
because they name a player who did not decide (1.4.7, 6.1.h). Merged into
:mod:`.sentences` at its end; boards in ``test_board_decisions.py``."""

from __future__ import annotations

from typing import Any

EXHAUST_ME_COLON = "{J} You may exhaust me: Draw a card."
PAY_COLON = "{R} You may pay {1}: I gain 2 boosts."
PAY_AND_DISCARD_COLON = "{J} You may pay {1} and discard a card from your hand: Draw two cards."
IF_OTHERWISE_AFTER = "{J} Draw a card if you control a Landmark, otherwise I gain 1 boost."
UNLESS_OTHERWISE_AFTER = "{J} I gain 2 boosts unless you control a Landmark, otherwise draw a card."
UNLESS_THEY_DISCARD = "{J} I gain 2 boosts unless target opponent discards a card from their hand."
UNLESS_THEY_SACRIFICE_FIRST = "{J} Unless target opponent sacrifices a Character, draw two cards."
DISCARD_DO_OTHERWISE = (
    "{J} Target opponent may discard a card from their hand. If they do, I gain 2 boosts. "
    "Otherwise, draw a card."
)
SACRIFICE_DONT_OTHERWISE = (
    "{J} Target opponent may sacrifice a Character. If they don't, draw a card. "
    "Otherwise, I gain 2 boosts."
)
MAY_OTHERWISE = "{J} You may sacrifice a Character. Otherwise, I gain 2 boosts."
ITS_CONTROLLER_MAY = (
    "{J} Exhaust target Character. Its controller may draw a card. If they don't, I gain 2 boosts."
)
IF_YOU_AFTER_THEIRS = "{J} Target opponent may draw a card. If you do, I gain 2 boosts."
EACH_PLAYER_IF_THEY = "{J} Each player may draw a card. If they do, I gain 2 boosts."
COLON_THEN_MORE = "{J} You may exhaust me: Draw a card. I gain 1 boost."
UNLESS_EACH_PLAYER = "{J} I gain 2 boosts unless each player draws a card."

TARGET_OPPONENT_CHOOSES = (
    "{J} Target opponent chooses one: • They sacrifice a Character. • You draw two cards."
)

ITS_CONTROLLER_PAYS = (
    "{J} Exhaust target Character. Its controller may pay {1}. If they don't, I gain 2 boosts."
)

THEY_EXHAUST_OTHERWISE = (
    "{J} Target opponent may exhaust a Character they control. If they do, I gain 2 boosts. "
    "Otherwise, draw a card."
)

THEY_CHOOSE_MODE = (
    "{J} Target an opponent. They choose one: • They sacrifice a Character. • You draw two cards."
)

THEY_EXHAUST_OR_ME = (
    "{J} Target opponent may exhaust a Character they control. If they don't, I gain 2 boosts."
)

READINGS_DECISIONS: dict[str, dict[str, Any]] = {
    THEY_EXHAUST_OR_ME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "may": True,
                    "players_do": "target_opponent",
                    "if_not_done": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    THEY_CHOOSE_MODE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {
                            "text": "They sacrifice a Character.",
                            "effect": [
                                {
                                    "action": "sacrifice",
                                    "subject": "a_character_target_opponent_controls",
                                }
                            ],
                        },
                        {
                            "text": "You draw two cards.",
                            "effect": [{"action": "draw", "amount": 2}],
                        },
                    ],
                    "choose": 1,
                    "modes_chooser_targeted": True,
                    "opponent_chooses_modes": True,
                }
            ],
        }
    },
    ITS_CONTROLLER_PAYS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "pay_mana",
                            "subject": "its_controller",
                            "amount": 1,
                            "may": True,
                            "if_not_done": [
                                {"action": "give_boost", "amount": 2, "subject": "self"}
                            ],
                        }
                    ],
                }
            ],
        }
    },
    TARGET_OPPONENT_CHOOSES: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {
                            "text": "They sacrifice a Character.",
                            "effect": [
                                {
                                    "action": "sacrifice",
                                    "subject": "a_character_target_opponent_controls",
                                }
                            ],
                        },
                        {
                            "text": "You draw two cards.",
                            "effect": [{"action": "draw", "amount": 2}],
                        },
                    ],
                    "choose": 1,
                    "modes_chooser_targeted": True,
                    "opponent_chooses_modes": True,
                }
            ],
        }
    },
    EXHAUST_ME_COLON: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "to_pay": True,
                }
            ],
        }
    },
    PAY_COLON: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {"action": "give_boost", "amount": 2, "subject": "self", "pay": 1, "may": True}
            ],
        }
    },
    PAY_AND_DISCARD_COLON: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "pay": 1,
                    "may": True,
                    "then": [{"action": "draw", "amount": 2}],
                }
            ],
        }
    },
    IF_OTHERWISE_AFTER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "you control a landmark",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    UNLESS_OTHERWISE_AFTER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "self",
                    "if": "unless you control a landmark",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    UNLESS_THEY_DISCARD: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "may": True,
                    "if_not_done": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    UNLESS_THEY_SACRIFICE_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_target_opponent_controls",
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 2}],
                }
            ],
        }
    },
    DISCARD_DO_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "may": True,
                    "then": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                    "if_not_done": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    SACRIFICE_DONT_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_target_opponent_controls",
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                    "then": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    MAY_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "may": True,
                    "if_not_done": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    ITS_CONTROLLER_MAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "draw",
                            "amount": 1,
                            "subject": "its_controller",
                            "may": True,
                            "if_not_done": [
                                {"action": "give_boost", "amount": 2, "subject": "self"}
                            ],
                        }
                    ],
                }
            ],
        }
    },
}

# gram64: read — the follow-ups of a step the opponent does in turn are the effect's
# controller's ("I gain", "draw a card": 6.5.f), ``follow_ups_yours`` (board:
# test_board_decided_follow_ups.py)
READINGS_DECISIONS[THEY_EXHAUST_OTHERWISE] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "exhaust",
                "subject": "a_character_you_control",
                "players_do": "target_opponent",
                "may": True,
                "then": [{"action": "give_boost", "subject": "self", "amount": 2}],
                "if_not_done": [{"action": "draw", "amount": 1}],
                "follow_ups_yours": True,
            }
        ],
    }
}

REFUSED_DECISIONS: dict[str, str] = {
    IF_YOU_AFTER_THEIRS: "after another player's choice",
    EACH_PLAYER_IF_THEY: "each player or all of them",
    COLON_THEN_MORE: "whether it depends on the cost",
    UNLESS_EACH_PLAYER: "unless each player",
}

RULE_SENTENCES_DECISIONS: dict[str, tuple[str, ...]] = {
    "player_may_clause": (THEY_EXHAUST_OR_ME,),  # its "they control" read in the chain (gram43)
    "player_may_pay": (ITS_CONTROLLER_PAYS,),
    "choose_modes": (TARGET_OPPONENT_CHOOSES, THEY_CHOOSE_MODE),
    "may_colon_clause": (
        EXHAUST_ME_COLON,
        COLON_THEN_MORE,
    ),
    "may_pay_colon_clause": (PAY_COLON,),
    "may_pay_and_colon_clause": (PAY_AND_DISCARD_COLON,),
    "chain_if_otherwise": (IF_OTHERWISE_AFTER,),
    "chain_unless_otherwise": (UNLESS_OTHERWISE_AFTER,),
    "unless_player_does": (
        UNLESS_THEY_DISCARD,
        UNLESS_EACH_PLAYER,
    ),
    "unless_player_does_first": (UNLESS_THEY_SACRIFICE_FIRST,),
    "if_they_do": (
        THEY_EXHAUST_OTHERWISE,
        DISCARD_DO_OTHERWISE,
        EACH_PLAYER_IF_THEY,
    ),
    "if_they_dont": (
        SACRIFICE_DONT_OTHERWISE,
        ITS_CONTROLLER_MAY,
    ),
    "otherwise_clause": (MAY_OTHERWISE,),
    "if_you_do": (IF_YOU_AFTER_THEIRS,),
}

BOARD_SENTENCES_DECISIONS: tuple[str, ...] = (
    THEY_EXHAUST_OR_ME,
    THEY_CHOOSE_MODE,
    ITS_CONTROLLER_PAYS,
    TARGET_OPPONENT_CHOOSES,
    EXHAUST_ME_COLON,
    PAY_COLON,
    PAY_AND_DISCARD_COLON,
    IF_OTHERWISE_AFTER,
    UNLESS_OTHERWISE_AFTER,
    UNLESS_THEY_DISCARD,
    UNLESS_THEY_SACRIFICE_FIRST,
    DISCARD_DO_OTHERWISE,
    SACRIFICE_DONT_OTHERWISE,
    MAY_OTHERWISE,
    ITS_CONTROLLER_MAY,
)
