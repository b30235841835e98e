"""Whose Reaction it is when another player's effect caused the event (7.5.5.c).

A player controls the abilities of the objects they control and the effects of those
abilities (7.5.5.c): when p2's Spell sends p1's Character to Reserve, the Reaction of p1's
Character that the leaving activates is p1's — p1 plays it (4.4.b) and p1 controls its
effect — not p2's, though p2's effect caused the event. This module notes, on each such
activation, which other player's effect caused it, for the line that says who plays it.
"""

from __future__ import annotations

from engine.state.agenda import Activation
from engine.state.records import replace
from engine.state.steps import Step


def cause_of(steps: tuple[Step, ...]) -> tuple[str, str] | None:
    """The player whose effect did the step(s) and the effect's name ("Off You Go!"), when
    one player's effect did them all; ``None`` for a move the rules make (Rest, no
    controller) or steps of several players' effects."""
    controllers = {s.controller for s in steps}
    if len(controllers) != 1:
        return None
    (controller,) = controllers
    if controller is None:
        return None
    names = {s.source for s in steps if s.source}
    return controller, (names.pop() if len(names) == 1 else "")


def cause_noted(
    steps: tuple[Step, ...], activations: tuple[Activation, ...]
) -> tuple[Activation, ...]:
    """``activations`` with ``caused_by`` set on those of a player other than the one whose
    effect caused the event (7.5.5.c): "p2's Off You Go!", or "p2's effect"."""
    cause = cause_of(steps)
    if cause is None:
        return activations
    player, name = cause
    words = f"{player}'s {name}" if name else f"an effect of {player}'s"
    return tuple(
        replace(a, caused_by=words) if a.controller != player and not a.caused_by else a
        for a in activations
    )
