"""'Have [an object] do [something]' (7.3.18.a), compiled: the steps the object does, each
marked as had done, so the engine cites 7.3.18.a as it performs them."""

from __future__ import annotations

from dataclasses import replace

from engine.pipeline.keywords import HAD_DOINGS
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep


def had_do(steps: tuple[EffectStep, ...], optional: bool) -> tuple[EffectStep, ...]:
    """The steps an object is had do: a player having an object do something is the object
    doing it (7.3.18.a), so each step keeps its own action, subject and amounts — as the
    ``does`` of a ``have_do`` step when it is something objects do (:data:`HAD_DOINGS`), and
    as itself otherwise. "You may have ..." makes each of them optional (6.5.c)."""
    out: list[EffectStep] = []
    for s in steps:
        s = replace(s, optional=optional or s.optional)
        out.append(replace(s, action=ActionKind.HAVE_DO, does=s) if s.action in HAD_DOINGS else s)
    return tuple(out)
