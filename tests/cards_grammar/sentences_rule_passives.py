"""Printed sentences of the grammar's section "gram34: passives that change a rule,
incremental and capped amounts" (issue 30; written for these tests): their readings and
rules, and those played on a board (``test_board_rule_passives.py``). Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

EXHAUSTED_BY_OPPONENTS = "I can't be exhausted by your opponents' effects."
SACRIFICED_BY_OPPONENTS = "Your Characters can't be sacrificed by effects your opponents control."
TARGETED_BY_THEIR_SPELLS = "I can't be targeted by your opponents' Spells."
CANT_PLAY = "Your opponents can't play Spells."
CANT_PLAY_YOUR_TURN = "During your turn, your opponents can't play Spells."
COST_FOR_OPPONENTS = "Spells cost {1} more for your opponents."
ADD_TO_ROLLS = "Add 1 to the result of your die rolls."
MAY_ADD_TO_ROLLS = "You may add 1 to the result of each die you roll."
MINE_DUE_TO = "My Expedition can't move backward due to effects your opponents control."
YOURS_AT_DUSK = "During Dusk, your Expeditions can't move forward."
THEIRS_BACK = "Your opponents' Expeditions can't move backwards."
ALL_BACK = "Expeditions can't move backward due to your opponents' effects."
NOT_FROM_RESERVE = "Characters can't be played from Reserve."
THEIRS_FROM_HAND = "Your opponents can't play Spells from hand."
ONE_MORE = "{J} Draw a card. Draw one more card."
MAXIMUM = "{J} Draw a card for each Character you control, up to a maximum of 3."

READINGS_RULE_PASSIVES: dict[str, dict[str, Any]] = {
    EXHAUSTED_BY_OPPONENTS: {"passive": {"cant_be": {"actions": ["exhaust_by_opponent"]}}},
    SACRIFICED_BY_OPPONENTS: {
        "passive": {
            "cant_be": {
                "actions": ["sacrifice_by_opponent"],
                "filter": {"types": ["Character"], "controller": "you"},
            }
        }
    },
    TARGETED_BY_THEIR_SPELLS: {"passive": {"cant_be": {"actions": ["target_by_opponents_spell"]}}},
    CANT_PLAY: {"passive": {"cant": "Your opponents can't play Spells"}},
    CANT_PLAY_YOUR_TURN: {
        "passive": {"cant": "Your opponents can't play Spells", "if": "it's your turn"}
    },
    COST_FOR_OPPONENTS: {
        "passive": {"cost": {"change": 1, "applies_to": "spells your opponents play"}}
    },
    ADD_TO_ROLLS: {
        "passive": {
            "instead": {"action": "roll_die", "scope": "mine", "add_to_result": 1, "always": True}
        }
    },
    MAY_ADD_TO_ROLLS: {
        "passive": {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": 1}}
    },
    MINE_DUE_TO: {
        "passive": {
            "cant": "my expedition can't move backward due to effects your opponents control"
        }
    },
    YOURS_AT_DUSK: {"passive": {"cant": "your expeditions can't move forward", "if": "it's dusk"}},
    THEIRS_BACK: {"passive": {"cant": "your opponents' expeditions can't move backward"}},
    ALL_BACK: {
        "passive": {"cant": "expeditions can't move backward due to effects your opponents control"}
    },
    NOT_FROM_RESERVE: {"passive": {"cant": "Characters can't be played from Reserve"}},
    THEIRS_FROM_HAND: {"passive": {"cant": "Your opponents can't play Spells from hand"}},
    ONE_MORE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1}, {"action": "draw", "amount": 1}],
        }
    },
    MAXIMUM: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "per": "character you control", "per_most": 3}],
        }
    },
}

RULE_SENTENCES_RULE_PASSIVES: dict[str, tuple[str, ...]] = {
    "cant_verb_by_opponents": (EXHAUSTED_BY_OPPONENTS, SACRIFICED_BY_OPPONENTS),
    "cant_targeted_by_opponents_spells": (TARGETED_BY_THEIR_SPELLS,),
    "opponents_cant_play_passive": (CANT_PLAY, CANT_PLAY_YOUR_TURN),
    "cards_cost_for_opponents": (COST_FOR_OPPONENTS,),
    "add_to_your_rolls": (ADD_TO_ROLLS,),
    "may_add_to_your_rolls": (MAY_ADD_TO_ROLLS,),
    "max_total": (MAXIMUM,),
    "expeditions_cant_move_said": (MINE_DUE_TO, YOURS_AT_DUSK, THEIRS_BACK, ALL_BACK),
    "moving_mine": (MINE_DUE_TO,),
    "moving_yours": (YOURS_AT_DUSK,),
    "moving_theirs": (THEIRS_BACK,),
    "cards_cant_be_played": (NOT_FROM_RESERVE,),
    "opponents_cant_play_from": (THEIRS_FROM_HAND,),
}

BOARD_SENTENCES_RULE_PASSIVES: tuple[str, ...] = (
    EXHAUSTED_BY_OPPONENTS,
    CANT_PLAY,
    CANT_PLAY_YOUR_TURN,
    ADD_TO_ROLLS,
    MINE_DUE_TO,
    THEIRS_BACK,
    NOT_FROM_RESERVE,
    ONE_MORE,
    MAXIMUM,
)
