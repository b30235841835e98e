"""Where an Expedition stands against the Expedition facing it (7.5.2): behind, tied or
ahead — for "each of your Expeditions that's behind or tied" — and what is in it (3.2.4.b),
for "each of your Expeditions that's ahead / with no other Characters".

"Behind or tied" is not ahead: no farther from its starting region than the Expedition
facing it (7.5.2.b, 7.5.2.c); during tiebreakers all Expeditions are tied (7.5.2.d). The
Expeditions are found as the step happens.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result
from engine.reading.conditions import behind_or_tied
from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.positions import ahead, distance
from engine.state import zones as z
from engine.state.agenda import Task
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import resume_step
from engine.steps.subject_targets import expedition_label
from engine.why.standing_notes import standing_note
from engine.why.step_lines import step_entry
from engine.why.table import why


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
    # each of the two, kept or left out, with the case that decides it (7.5.2.a-c)
    standing, standing_rules = standing_note(
        state, (z.expedition_id(player, k) for k in ExpeditionKind)
    )
    said += f" ({standing})" if standing else ""
    return resume_step(state, task, replace(step, subject=None, expeditions=found)), step_entry(
        step, f"your Expeditions behind or tied now: {said}", (*rules, *standing_rules)
    )


def your_expeditions_described(state: GameState, task: Task, step: Step) -> Result:
    """The step's Expeditions: those of its controller its filter describes, now — ahead of
    the one facing it (7.5.2.b; none during tiebreakers, 7.5.2.d), with no Character in it
    but the bearer ("with no other Characters", 7.2.1.a) or none at all (3.2.4.b)."""
    player = step.controller or state.first_player
    wanted = step.filter
    found: list[str] = []
    for e in (z.expedition_id(player, k) for k in ExpeditionKind):
        if wanted is not None and wanted.expedition_ahead and not ahead(state, e):
            continue
        if wanted is not None and not standing_fits(state, e, wanted.expedition_standing):
            continue
        if wanted is not None and wanted.expedition_empty:
            there = set(present_in_expeditions(state, (e,), characters_only=True))
            if wanted.expedition_empty == "other":
                there -= {step.me}
            if there:
                continue
        found.append(e)
    said = ", ".join(expedition_label(e) for e in found) or "none"
    ahead_said = wanted is not None and wanted.expedition_ahead
    rules = why("group.ahead") if ahead_said else ()
    if wanted is not None and wanted.expedition_empty:
        rules = (*rules, *why("group.no_other_characters"))
    if wanted is not None and wanted.expedition_standing:
        rules = (*rules, *why(f"group.{wanted.expedition_standing}"))
    if ahead_said or (wanted is not None and wanted.expedition_standing):
        # each of the two, kept or left out, with the case that decides it (7.5.2.a-c)
        standing, standing_rules = standing_note(
            state, (z.expedition_id(player, k) for k in ExpeditionKind)
        )
        said += f" ({standing})" if standing else ""
        rules = (*rules, *standing_rules)
    return resume_step(
        state, task, replace(step, subject=None, expeditions=tuple(found))
    ), step_entry(step, f"your Expeditions as described, now: {said}", rules)


def standing_fits(state: GameState, expedition: str, standing: str) -> bool:
    """Whether ``expedition`` stands as said against the Expedition facing it: "behind",
    closer to its starting region (7.5.2.b); "tied", at the same distance (7.5.2.c) — every
    Expedition during tiebreakers (7.5.2.d); any standing when none is said."""
    if not standing:
        return True
    if state.tiebreakers:
        return standing == "tied"
    mine, theirs = distance(state, expedition), distance(state, state.facing(expedition))
    return mine < theirs if standing == "behind" else mine == theirs
