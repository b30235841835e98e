"""The app's bound on a loop of Reactions the rules let run on (issue 34).

The rules end a loop by counting: a Reaction of a given object activates at most a hundred
times a day (1.4.6.a, 1.4.6.c). A loop in which every new object brings a Reaction of its
own ("Create a token with this ability") therefore ends only after thousands of steps:
each token's Reaction has a hundred activations of its own, so one such card makes ten
thousand tokens, and every step of the engine looks at every one of them. The rules would
go on; the Comprehensive Rules give no other end to such a loop, so the players settle it
(by agreement, or as the tournament's rules say) and the app stops there.

The bound counts what effects create — tokens and Emblems — never cards: the cards of a
game are those its layout holds (bounded by the scenario limits), and only effects add
objects. When Reactions wait in Limbo and the board holds :data:`MAX_CREATED_OBJECTS` or
more tokens and Emblems, the Reactions waiting cease to exist without being played, one
trace line says why and what the rules would do, and the game goes on from there. The board
is kept as it is, so the judge can look at it, step back (undo), or edit it.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.table import why

MAX_CREATED_OBJECTS = 2_000
"""Tokens and Emblems on the board at which the app stops a loop of Reactions (a real game
has a few dozen; one "Create a token with this ability" loop would make ten thousand)."""


def created_objects(state: GameState) -> int:
    """How many objects of the game effects created: tokens and Emblems (one pass)."""
    cards = state.cards
    return sum(
        1
        for o in state.objects.values()
        if o.emblem is not None or (o.card_id is not None and cards[o.card_id].is_token)
    )


def loop_stop(state: GameState, waiting: tuple[str, ...]) -> Step | None:
    """The step that stops a loop of Reactions when the board has reached the bound: the
    Emblem-Reactions ``waiting`` in Limbo cease to exist unplayed; None below the bound."""
    if not waiting or len(state.objects) < MAX_CREATED_OBJECTS:
        return None  # cheap first: fewer objects than the bound holds no more created ones
    made = created_objects(state)
    if made < MAX_CREATED_OBJECTS:
        return None
    rules = why("reaction.loop_stopped")
    n = len(waiting)
    these = "the Reaction waiting" if n == 1 else f"the {n:,} Reactions waiting"
    return Step(
        ActionKind.CEASE_TO_EXIST,
        objects=waiting,
        rules=rules,
        label=(
            f"The board holds {made:,} tokens and Emblems (the app's bound is "
            f"{MAX_CREATED_OBJECTS:,}): the app stops this loop of Reactions here, and "
            f"{these} in Limbo cease to exist without being played. The rules would go on: "
            "each new object's Reaction activates up to a hundred times a day of its own "
            f"({rules[1]}), and the rules give such a loop no other end ({rules[0]}). Step "
            "back to undo, or settle the loop as the players agree or the tournament's rules "
            "say."
        ),
    )
