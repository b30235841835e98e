"""hc (issue 30, session 37): "Each Character in target Character's Expedition gains 1
boost" — a step whose target is a Character (6.5.b) and whose objects are every Character in
that Character's Expedition, found once it is chosen, as the step happens.

The Character is the step's target: chosen by the controller of the effect before the step
(6.5.b), with what targeting it implies (Tough, 7.4.7.c; "can't be targeted", 1.4.1.a). The
step then acts on each Character in its Expedition — the target among them — a separate
atomic action for each (6.1.e); a Gigantic target is in both of its controller's Expeditions
(7.4.4.b), so the Characters of both are.
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.why.table import why


def in_target_characters_expedition(
    state: GameState, asked: Step, step: Step, choice: tuple[str, ...]
) -> Step:
    """``step`` (``asked`` with its target ``choice`` made) acting on the Characters in the
    chosen Character's Expedition(s); unchanged for any other step."""
    if asked.target is not Subject.CHARACTERS_IN_TARGET_CHARACTERS_EXPEDITION:
        return step
    places = sorted({e for c in choice if c in state.objects for e in expeditions_of(state, c)})
    return replace(
        step,
        objects=asked.objects,
        subject=Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        expeditions=tuple(places),
        rules=(*step.rules, *why("place.target_characters_expedition")),
    )
