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

The judge may also **go on with the loop** (:func:`go_on`): the game's own bound
(``GameState.loop_bound``) rises by :data:`MAX_CREATED_OBJECTS` above the tokens and Emblems
already made, so the loop runs on as the rules say until that many more are made, and the
raised bound is kept with the board (saved layouts and exact states alike). The words that
say how to go on belong to each surface (the sandbox's Run menu, a scenario script's
``loop: go_on``); the line here says only what the app did and what the rules would do.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why
from engine.why.trace import TraceEntry

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


def loop_bound_of(state: GameState) -> int:
    """The tokens and Emblems at which ``state``'s game stops a loop of Reactions: the
    app's bound, or the bound a judge raised by going on with a loop."""
    return MAX_CREATED_OBJECTS if state.loop_bound is None else state.loop_bound


def go_on(state: GameState) -> GameState:
    """``state`` with its loop bound raised: the loop of Reactions goes on as the rules say
    (1.4.6.c) until :data:`MAX_CREATED_OBJECTS` more tokens and Emblems are made than the
    board holds now. Applied to the state just before a stop, the loop goes on from there."""
    return replace(state, loop_bound=created_objects(state) + MAX_CREATED_OBJECTS)


def is_loop_stop(entry: TraceEntry) -> bool:
    """Whether ``entry`` is the line of a loop of Reactions stopped at the bound: the
    Emblem-Reactions waiting cease to exist, by the loop's own rule."""
    stopped = why("reaction.loop_stopped")
    return (
        bool(entry.events)
        and all(e.kind is ActionKind.CEASE_TO_EXIST for e in entry.events)
        and entry.rules[: len(stopped)] == stopped
    )


def loop_stop(state: GameState, waiting: tuple[str, ...]) -> Step | None:
    """The step that stops a loop of Reactions when the board has reached the bound: the
    Emblem-Reactions ``waiting`` in Limbo cease to exist unplayed; None below the bound."""
    bound = loop_bound_of(state)
    if not waiting or len(state.objects) < bound:
        return None  # cheap first: fewer objects than the bound holds no more created ones
    made = created_objects(state)
    if made < bound:
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
            f"{bound:,}): the app stops this loop of Reactions here, and "
            f"{these} in Limbo cease to exist without being played. The rules would go on: "
            "each new object's Reaction activates up to a hundred times a day of its own "
            f"({rules[0]}), and the rules give such a loop no other end; the "
            "players settle it as they agree or the tournament's rules say."
        ),
    )
