"""Decision points of dice (7.3.33): who rolls, what follows each result, and the choices
made once the die is seen.

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "dice.roll": Point(
        "What did the die show, as the player who rolls says (1 to 6)?", ("7.3.33.a",)
    ),
    "dice.faces": Point("Which results can a die show?", ("7.3.33.a",)),
    "dice.this_way": Point(
        "Is 'When you roll a 1-3 this way — [X]' a step of the effect or a Reaction?",
        ("6.3.h", "7.3.33.b"),
        non_event=True,
    ),
    "reveal.this_way_step": Point(
        "Is 'When you reveal a card this way — [X]' after the effect's own reveal a step of "
        "the effect or a Reaction, and which card is 'it'?",
        ("6.3.h", "6.3.i"),
    ),
    "dice.this_way_activates": Point(
        "Which roll activates 'When you roll a 1-3 this way'?",
        ("7.3.33.b",),
    ),
    "dice.more_dice": Point(
        "How many dice does a player roll when a passive ability has them roll more and "
        "choose one?",
        ("7.3.33.c", "6.2.b"),
    ),
    "dice.said_dice": Point(
        "How many dice does a player roll when the effect says 'Roll two dice and choose one "
        "result', and when is the result kept chosen?",
        ("7.3.33.c", "7.3.33.a"),
    ),
    "dice.keep": Point(
        "Which result counts when a player rolled several dice and ignores the rolls of "
        "their choice?",
        ("7.3.33.c",),
    ),
    "dice.outcome": Point("Which of 'On a 4+ ... On a 1-3 ...' follows the roll?", ("7.3.33.b",)),
    "dice.result_used": Point(
        "Which result does the step after a roll use ('On a 1-3, I gain 3 boosts', 'I gain X "
        "boosts, where X is the result') — the result of that roll?",
        ("7.3.33.b",),
    ),
    "dice.no_outcome": Point("What follows a result no 'On a ...' range holds?", ("7.3.33.b",)),
    "dice.no_target": Point(
        "Is the die rolled when the target chosen before the roll has no suitable object?",
        ("6.5.b", "7.3.33.b"),
        non_event=True,
    ),
    "dice.each_player": Point(
        "In which order do several players roll their dice?", ("6.1.h", "1.4.5.a")
    ),
    "dice.modify": Point(
        "May the roller, having seen the die, use a passive ability modifying its result?",
        ("7.3.33.c",),
        non_event=True,
    ),
    "dice.modify_exhausting": Point(
        "May the roller, having seen the die, exhaust the source of an ability modifying its "
        "result to add to it, and can an exhausted source be used?",
        ("7.3.33.c", "7.3.16.b"),
    ),
    "dice.modify_source_exhausted": Point(
        "Is the roller asked whether to use 'You may exhaust me to add 1 to the result' when "
        "its source is already exhausted?",
        ("7.3.16.b", "6.1.g", "7.3.33.c"),
        non_event=True,
    ),
    "dice.modify_always": Point(
        "Is a die's result changed by a passive ability that adds to every roll of its "
        "controller, without a choice?",
        ("7.3.33.c", "2.3.1.c"),
        non_event=True,
    ),
}
