"""Modifiers that did not exist before the step they would modify (6.2.l), said at the
moment the step happened without them.

The engine modifies a step's atomic actions with the modifiers of the game state before
the step (:func:`engine.pipeline.modifiers.active_modifiers`): a Character put in play by
the very step that would trigger its "If a Character you control would ..., it also ..."
does not modify that step, nor the other atomic actions of it — "Welcoming Captain's “If a
Character you control would be put in an Expedition, it also gains 1 boost” did not exist
before this step, so it does not modify it". The exception, a passive ability modifying how
its own object enters a zone, is a ``self`` modifier: those are left to their own rules
(1.2.4.d, :mod:`engine.pipeline.dormant`) and never said here.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.modifier_match import active_modifiers, would_modify
from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.steps import AtomicAction
from engine.why.table import why

Note = tuple[str, tuple[str, ...]]


def late_modifier_notes(
    before: GameState, after: GameState, proposed: Iterable[AtomicAction]
) -> tuple[Note, ...]:
    """``(note, rules)`` for each modifier existing after the step but not before it that
    would have modified one of its atomic actions ``proposed`` (6.2.l). Only modifiers whose
    every word can be checked on the state before the step are said: not those of the
    object's own entering (``self``), nor those watching "an [[Anchored]] Character" or
    holding "while ...", which need their bearer on the board; a watched filter of what the
    object is ("If a Character you control would ...": its card types) is checked on the
    object acted on alone, and said."""
    old = {m.id for m in active_modifiers(before)}
    new = [
        m
        for m in active_modifiers(after)
        if m.id not in old
        and m.spec.scope != "self"
        and _of_the_object_alone(m.spec.watched)
        and m.spec.condition is None
    ]
    if not new:
        return ()
    actions = tuple(proposed)
    out: list[Note] = []
    for m in new:
        if any(would_modify(before, m, a) for a in actions):
            text = (m.spec.text or "its modifier").rstrip(".")
            out.append(
                (
                    f"{possessive(after.name(m.source))} “{text}” did not exist before this step, "
                    "so it does not modify it",
                    why("modifier.not_yet"),
                )
            )
    return tuple(out)


def _of_the_object_alone(watched: ObjectFilter | None) -> bool:
    """Whether a watched filter says only what the object acted on is (its card types), with
    nothing about the bearer (its Expedition, "another", its counters) — checkable before the
    step, while the bearer is not on the board yet (6.2.l)."""
    return watched is None or watched == ObjectFilter(types=watched.types)
