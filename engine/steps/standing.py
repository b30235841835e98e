"""Where an Expedition stands against the Expedition facing it (7.5.2): behind, tied or
ahead — for "each of your Expeditions that's behind or tied".

"Behind or tied" is not ahead: no farther from its starting region than the Expedition
facing it (7.5.2.b, 7.5.2.c); during tiebreakers all Expeditions are tied (7.5.2.d). The
Expeditions are found as the step happens.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result
from engine.reading.conditions import behind_or_tied
from engine.state import zones as z
from engine.state.agenda import Task
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import resume_step
from engine.steps.subject_targets import expedition_label
from engine.why.table import why
from engine.why.trace import TraceEntry


def your_expeditions_behind_or_tied(state: GameState, task: Task, step: Step) -> Result:
    """The step's Expeditions: those of its controller that are behind or tied, now."""
    player = step.controller or state.first_player
    found = tuple(
        e for e in (z.expedition_id(player, k) for k in ExpeditionKind) if behind_or_tied(state, e)
    )
    said = ", ".join(expedition_label(e) for e in found) or "none"
    rules = why("group.behind_or_tied")
    if state.tiebreakers:
        rules = (*rules, *why("group.tied_in_tiebreakers"))  # every Expedition (7.5.2.d)
    return resume_step(state, task, replace(step, subject=None, expeditions=found)), TraceEntry(
        f"{step.label}: your Expeditions behind or tied now: {said}", rules
    )
