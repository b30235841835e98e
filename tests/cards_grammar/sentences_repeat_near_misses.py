"""Printed sentences the session-23 review read against gram60's constructions (issue 30; written
for these tests, not copied from card data): siblings a different designer could print, close to
"once for each", "for each die that shows", "If you rolled", "that many" and "play target … in your
Reserve for free" but meaning something else. Those whose reading ran and meant otherwise are read
right or refused here; the rest are listed as tried (:data:`SIBLINGS_TRIED`), each read as its words
say. Boards in ``test_board_repeat_near_misses.py``."""

from __future__ import annotations

from typing import Any

MAY_DRAW_PER = "{J} You may draw a card for each Landmark you control."
"""6.5.i: done once per Landmark, the "may" asked each time (was: asked once, "you may draw
1 card", then every card drawn)."""
MAY_DRAW_ONCE_PER = "{J} You may draw two cards once for each Landmark you control."
MAY_TARGET_BOOST_PER = "{J} You may give target Character 1 boost for each Landmark you control."
"""Each instance chooses its target and whether to give it (6.5.i)."""
MAY_DRAW_PER_IF_YOU_DO = (
    "{J} You may draw a card for each Landmark you control. If you do, I gain 1 boost."
)
"""Refused: "If you do" answers one choice; the "may" is asked at each instance."""
OPPONENT_ROLLS_DICE = (
    "{J} Your opponent rolls two dice. Draw a card for each die that shows 4 or more."
)
"""Refused: read, the opponent rolled and drew too (the players' step did its outcome)."""
EACH_PLAYER_ROLLS_DICE = (
    "{J} Each player rolls two dice. Draw a card for each die that shows 4 or more."
)
OPPONENT_ROLLED_YOU = "{J} Your opponent rolls a die. If you rolled 4 or more, draw a card."
"""Refused: read, the opponent's result decided what "you rolled" says."""
YOU_ROLLED_AFTER_A_DRAW = "{J} Roll a die. Draw a card. If you rolled 4 or more, I gain 1 boost."
ROLL_TRIGGER_YOU_ROLLED = "When you roll a die \u2014 If you rolled a 6, draw a card."
"""The roll the trigger names is the controller's: "you rolled" is its result (7.3.33.a)."""
THAT_MANY_TWO_STEPS = (
    "{J} Target Character loses all its boosts. Draw a card. I gain that many boosts."
)
"""Refused: read, "that many" counted the one card drawn, not the boosts lost."""
IT_GAINS_THAT_MANY = "{J} Target Character loses all its boosts. It gains that many boosts."
"""Read since ia42: "it" is the one target the removal acted on, gaining one boost per boost
removed (6.5.i; its reading in sentences_set_action_objects.py). Was refused."""
BOOSTS_AFTER_EMBER = (
    "{J} Remove all Ember counters from target Character. Draw a card for each boost removed "
    "this way."
)
"""Refused naming the printed "for each boost removed this way" (was named "that many")."""
GROUP_LOSES_SET_KEYWORD = "Characters you control lose Homeward."
"""Refused naming the loss ("taken from a group"; was "given to a group"), read with the
set's keywords of :mod:`.sentences_set_keywords`."""
RESULT_CREATE_ONE_THERE = (
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in my Expedition, otherwise create one in your companion Expedition."
)
"""The token the first result named, in the place the other says (was refused with the
card language's words "Extra inputs are not permitted")."""
ON_A_DRAW_THEN_CREATE_ONE = (
    "{J} Roll a die. On a 4+, draw a card. On a 1-3, create one in your companion Expedition."
)
"""Refused: no token is named before "create one"."""
EACH_LOSES_ONE_THIS_WAY = (
    "{J} Each Character loses 1 boost. Draw a card for each boost lost this way."
)
"""Read as it was; the engine removed 1 boost in all, chosen among the Characters (2.5.g:
from each)."""
EACH_LOSES_TWO_THIS_WAY = (
    "{J} Each Character loses 2 boosts. Draw a card for each boost lost this way."
)
TARGET_ONCE_PER = "{J} Target Character gains 1 boost once for each Landmark you control."
"""6.5.i: each instance chooses its own target (was: one target given every boost)."""
REMOVE_FROM_TWO_TARGETS = "{J} Remove 1 boost from up to two target Characters."
"""Read as it was; the engine removed 1 boost in all from the two targets (2.5.g: from each)."""


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


_EACH_LANDMARK = {"times": 0, "x_is": "landmark you control", "may": True}

_RECRUIT = "Ordis Recruit 1/1/1 Soldier"

READINGS_REVIEW23: dict[str, dict[str, Any]] = {
    TARGET_ONCE_PER: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "times": 0,
            "x_is": "landmark you control",
        }
    ),
    RESULT_CREATE_ONE_THERE: _j(
        {
            "action": "roll_die",
            "outcomes": [
                {
                    "low": 4,
                    "high": 6,
                    "effect": [
                        {
                            "action": "create",
                            "subject": "my_expedition",
                            "amount": 2,
                            "token": _RECRUIT,
                        }
                    ],
                },
                {
                    "low": 1,
                    "high": 3,
                    "effect": [
                        {
                            "action": "create",
                            "subject": "your_companion_expedition",
                            "amount": 1,
                            "token": _RECRUIT,
                        }
                    ],
                },
            ],
        }
    ),
    ROLL_TRIGGER_YOU_ROLLED: {
        "reaction": {
            "trigger": "you_roll_a_die",
            "effect": [{"action": "draw", "amount": 1, "if": "the result is 6"}],
        }
    },
    MAY_DRAW_PER: _j({"action": "draw", **_EACH_LANDMARK}),
    MAY_DRAW_ONCE_PER: _j({"action": "draw", "amount": 2, **_EACH_LANDMARK}),
    MAY_TARGET_BOOST_PER: _j(
        {"action": "give_boost", "amount": 1, "subject": "target_character", **_EACH_LANDMARK}
    ),
}

RULE_SENTENCES_REVIEW23: dict[str, tuple[str, ...]] = {
    "per_chain": (
        TARGET_ONCE_PER,
        MAY_DRAW_PER,
        MAY_DRAW_ONCE_PER,
        MAY_TARGET_BOOST_PER,
        MAY_DRAW_PER_IF_YOU_DO,
    ),
    "per_die_chain": (OPPONENT_ROLLS_DICE, EACH_PLAYER_ROLLS_DICE),
    "you_rolled_result_cond": (
        OPPONENT_ROLLED_YOU,
        YOU_ROLLED_AFTER_A_DRAW,
        ROLL_TRIGGER_YOU_ROLLED,
    ),
    "that_many_number": (THAT_MANY_TWO_STEPS, IT_GAINS_THAT_MANY),
    "per_counters_acted_chain": (BOOSTS_AFTER_EMBER,),
    "group_lose_keyword": (GROUP_LOSES_SET_KEYWORD,),
    "if_otherwise": (RESULT_CREATE_ONE_THERE,),
    "die_outcome": (ON_A_DRAW_THEN_CREATE_ONE,),
}

REFUSED_REVIEW23: dict[str, str] = {
    MAY_DRAW_PER_IF_YOU_DO: "'you may' on a step done for each thing counted",
    OPPONENT_ROLLS_DICE: "'for each die' of the dice rolled by your opponent",
    EACH_PLAYER_ROLLS_DICE: "'for each die' of the dice rolled by each player",
    OPPONENT_ROLLED_YOU: "'If you rolled …' after a roll another player made",
    # YOU_ROLLED_AFTER_A_DRAW is read since gram82: the steps between the roll and its result
    # are done on every result (7.3.33.b: "a subsequent step"; sentences_modes_dice_limits.py)
    THAT_MANY_TWO_STEPS: "which of the two it counts is not said",
    BOOSTS_AFTER_EMBER: "'for each boost removed this way' counts no step before it",
    GROUP_LOSES_SET_KEYWORD: "taken from a group by a passive ability",
    ON_A_DRAW_THEN_CREATE_ONE: "no token is named before it",
}

SIBLINGS_TRIED: tuple[str, ...] = (
    # once for each: actor, count, order, a count the step changes
    "{J} Sacrifice a Character once for each Character you control.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition once for each "
    "Character you control.",
    "{J} Draw a card once for each card in your hand.",
    TARGET_ONCE_PER,
    "{J} Once for each Landmark you control, draw a card.",
    "{J} Draw a card twice for each Landmark you control.",
    "{J} Your opponent draws a card once for each Landmark you control.",
    "{J} Each player draws a card once for each Landmark they control.",
    "{J} Draw a card once for each Landmark your opponent controls.",
    "{J} Draw a card and I gain 1 boost once for each Landmark you control.",
    "{J} Resupply once for each Landmark you control if you have 2 or more Landmarks.",
    "{J} Draw a card once for each time you played a Spell this turn.",
    MAY_DRAW_PER,
    MAY_DRAW_ONCE_PER,
    MAY_TARGET_BOOST_PER,
    MAY_DRAW_PER_IF_YOU_DO,
    # for each die: a condition, an actor, a roller, another result said after
    "{J} Roll two dice. Draw a card for each die that shows an even number.",
    "{J} Roll two dice. Draw a card for each die that shows 4.",
    "{J} Roll two dice. Draw a card for each die that doesn't show 1.",
    "{J} Roll two dice. Draw a card for each die that shows 3 or less.",
    "{J} Roll two dice. If both dice show 4 or more, draw a card.",
    "{J} Roll a die. Draw a card for each die that shows 4 or more.",
    "{J} Roll two dice. Draw a card for each die that shows 4 or more. If the result is 6, "
    "I gain 1 boost.",
    "{J} Roll two dice. Your opponent draws a card for each die that shows 4 or more.",
    "{J} Roll two dice. Draw a card for each die that shows 4 or more and I gain 1 boost.",
    OPPONENT_ROLLS_DICE,
    EACH_PLAYER_ROLLS_DICE,
    "{J} Target opponent rolls two dice. Draw a card for each die that shows 4 or more.",
    "{J} Roll two dice. I gain 1 boost for each die that shows 5 or more, otherwise draw a card.",
    "{J} Roll two dice. You may draw a card for each die that shows 4 or more.",
    "{J} Roll two dice. Each player draws a card for each die that shows 4 or more.",
    "{J} Roll two dice. Sacrifice a Character for each die that shows 1.",
    "{J} Roll two dice. Draw a card for each die that shows 4 or more. Roll a die. If the "
    "result is 6, I gain 1 boost.",
    "{J} Roll two dice. Draw a card for each die that shows 4 or more. Draw a card for each "
    "die that shows 4 or more.",
    # If you rolled: another roller, another step between, two dice, a Reaction to a roll
    OPPONENT_ROLLED_YOU,
    "{J} Target opponent rolls a die. If you rolled a 6, draw a card.",
    YOU_ROLLED_AFTER_A_DRAW,
    "{J} Roll two dice. If you rolled 4 or more, draw a card.",
    "{J} Roll a die. If you rolled 4 or more, draw two cards, otherwise your opponent draws a "
    "card.",
    "{J} Roll a die. If your opponent rolled 4 or more, draw a card.",
    "{J} Roll a die. If you rolled a 6 this turn, draw a card.",
    ROLL_TRIGGER_YOU_ROLLED,
    # that many / this way: another actor, two candidate steps, another verb or counter
    "{J} Draw two cards. Your opponent draws that many cards.",
    "{J} Your opponent draws two cards. I gain that many boosts.",
    "{J} Draw up to two cards. I gain that many boosts.",
    "{J} Target Character loses 2 boosts. I gain that many boosts.",
    "{J} Each Character loses all its boosts. I gain that many boosts.",
    THAT_MANY_TWO_STEPS,
    "{J} Draw two cards. Target Character loses all its boosts. I gain that many boosts.",
    "{J} Sacrifice any number of Characters. Draw that many cards.",
    IT_GAINS_THAT_MANY,
    "{J} Target Character loses all its boosts. Draw a card for each boost gained this way.",
    "{J} Each Character loses all its boosts. Draw a card for each boost lost this way.",
    "{J} Draw two cards. Create that many [Ordis Recruit 1/1/1] Soldier tokens in my Expedition.",
    "{J} Draw two cards. If you do, I gain that many boosts.",
    BOOSTS_AFTER_EMBER,
    "{J} Each player draws two cards. I gain that many boosts.",
    EACH_LOSES_ONE_THIS_WAY,
    EACH_LOSES_TWO_THIS_WAY,
    "{J} Remove 1 boost from each Character.",
    REMOVE_FROM_TWO_TARGETS,
    # otherwise "create one": another actor, another place, another verb
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in my Expedition, otherwise your opponent creates one.",
    RESULT_CREATE_ONE_THERE,
    ON_A_DRAW_THEN_CREATE_ONE,
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in my Expedition, otherwise draw one.",
    "{J} Roll a die. If the result is 4 or more, draw two cards, otherwise create one.",
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in my Expedition, otherwise create three.",
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in target Expedition, otherwise create one.",
    # play target … in your Reserve for free: another zone, owner, cost, player
    "{J} You may play target Character in your opponent's Reserve for free.",
    "{J} You may play target Character in your Reserve with Hand Cost {2} or less.",
    "{J} You may play target Character in your Reserve with Reserve Cost {2} or more for free.",
    "{J} You may play target Character in your Discard pile for free.",
    "{J} Your opponent may play target Character in their Reserve for free.",
    "{J} You may play target exhausted Character in your Reserve for free.",
    "{J} You may play target Character in your Reserve with Hand Cost {2} or less for {1}.",
    "{J} You may play target Character in a Reserve for free.",
)
