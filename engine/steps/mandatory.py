"""A mandatory step said where a player might take it for optional (6.5.a, 6.5.c).

"Effects are usually mandatory" (6.5.a); only a step written "You may [do step]" is
optional (6.5.c). Where the step takes the player's own objects — sacrifice, discard,
exhaust, return or send their own — the player would rather skip it, and a table often
asks whether they must: the choice says so as it is asked, "(no “you may”: the step is
mandatory)", citing 6.5.a. Not said of a "you may" step, of the X of "[X] to [Y]" (a cost
a player may always decline, 6.4.b), nor where the player may choose none.

The same words go with every choice a mandatory step asks that a player may take for a way
out (:func:`mandatory_choice`): the modes of "Choose one: ● … ● …" (6.5.g: the controller
*must* choose X modes), and an amount to choose where none is no option — not "up to N",
whose 0 is an answer.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.sequence_notes import to_cost
from engine.why.table import why

__all__ = ["MANDATORY_WORDS", "mandatory_choice", "mandatory_note"]

MANDATORY_WORDS = " (no “you may”: the step is mandatory)"
"""What the choice of a mandatory step the player would rather skip says (6.5.a)."""

_UNWELCOME = frozenset(
    {
        ActionKind.SACRIFICE,
        ActionKind.DISCARD,
        ActionKind.EXHAUST,
        ActionKind.RETURN,
        ActionKind.SEND,
    }
)
"""Steps a player would rather not do to their own objects."""

_HELPING = frozenset({ActionKind.GIVE_BOOST, ActionKind.READY, ActionKind.GAIN_COUNTERS})
"""Steps a player would rather not do to an opponent's objects: they help them (a boost, a
readied object; counters, which an effect may read for either player — said all the same,
since only "you may" makes a step optional, 6.5.c)."""


def mandatory_note(
    state: GameState, step: Step, player: str, options: tuple[str, ...], low: int
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` for the choice ``player`` makes for ``step`` among ``options``
    (at least ``low``): the step is mandatory (6.5.a) when it has no "you may", is no cost,
    takes at least one, and acts on the player's own objects in a way they would rather
    skip; ``("", ())`` otherwise."""
    if step.optional or to_cost(step) or low < 1:
        return "", ()
    if step.kind not in _UNWELCOME and step.kind not in _HELPING:
        return "", ()
    present = [o for o in options if o in state.objects]
    if not present:
        return "", ()
    own = all(
        state.objects[o].controller == player or state.objects[o].owner == player for o in present
    )
    if step.kind in _UNWELCOME and own:
        return MANDATORY_WORDS, why("step.mandatory")
    # "Target Character gains 2 boosts" with only an opponent's Characters to target: the
    # player must still target one (6.5.a) — a target is no "you may" (6.5.b)
    theirs = all(state.objects[o].controller not in ("", player) for o in present)
    if step.kind in _HELPING and theirs:
        return MANDATORY_WORDS, why("step.mandatory")
    return "", ()


def mandatory_choice(step: Step, low: int) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` for a mode or amount ``step`` asks with at least ``low`` to choose:
    mandatory (6.5.a) when the step has no "you may", is no cost and the player must choose
    at least one mode, or an amount of at least one; ``("", ())`` otherwise."""
    if step.optional or to_cost(step) or low < 1:
        return "", ()
    return MANDATORY_WORDS, why("step.mandatory_choice")
