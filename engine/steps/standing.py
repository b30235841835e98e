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
from engine.reading.expedition_descriptions import counts_characters, expedition_fits, says_terrain
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
    but the bearer ("with no other Characters", 7.2.1.a), none at all or N or more (3.2.4.b),
    in a terrain ("that's in {O}", 7.5.8.b; engine.reading.expedition_descriptions)."""
    player = step.controller or state.first_player
    wanted = step.filter
    found = [
        e
        for e in (z.expedition_id(player, k) for k in ExpeditionKind)
        if expedition_fits(state, e, wanted, step.me)
    ]
    said = ", ".join(expedition_label(e) for e in found) or "none"
    ahead_said = wanted is not None and wanted.expedition_ahead
    rules = why("group.ahead") if ahead_said else ()
    if wanted is not None and wanted.expedition_empty:
        rules = (*rules, *why("group.no_other_characters"))
    if counts_characters(wanted) and not (wanted is not None and wanted.expedition_empty):
        rules = (*rules, *why("group.characters_in_expedition"))  # N or more in it (3.2.4.b)
    if wanted is not None and wanted.expedition_standing:
        rules = (*rules, *why(f"group.{wanted.expedition_standing}"))
    if says_terrain(wanted):
        rules = (*rules, *why("group.expeditions_in_terrain"))  # in a region with it (7.5.8.b)
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


def expeditions_described(state: GameState, task: Task, step: Step) -> Result:
    """The step's Expeditions: every player's its filter describes, now (6.1.g) — by where
    each stands against the one facing it (7.5.2.a-d) and the Characters in it (3.2.4.b);
    "you control / an opponent controls" narrows them to that player's (7.5.5.a)."""
    controller = step.controller or state.first_player
    wanted = step.filter
    whose = wanted.expedition_controller if wanted is not None else ""
    found = tuple(
        e
        for e in state.expedition_ids()
        if _of(e, whose, controller) and expedition_fits(state, e, wanted, step.me)
    )
    said = ", ".join(expedition_label(e) for e in found) or "none"
    rules = why("group.expeditions_described")
    if says_terrain(wanted):
        rules = (*rules, *why("group.expeditions_in_terrain"))  # in a region with it (7.5.8.b)
    if wanted is not None and (wanted.expedition_ahead or wanted.expedition_standing):
        standing, standing_rules = standing_note(state, state.expedition_ids())
        said += f" ({standing})" if standing else ""
        rules = (*rules, *standing_rules)
    return resume_step(state, task, replace(step, subject=None, expeditions=found)), step_entry(
        step, f"the Expeditions as described, now: {said}", rules
    )


def _of(expedition: str, whose: str, controller: str) -> bool:
    """Whether ``expedition`` (``"p1:hero"``) is the player's ``whose`` says: "you" the
    effect's controller, "opponent" another player, "" any (7.5.5.a)."""
    player = expedition.split(":", 1)[0]
    return not whose or (player == controller) == (whose == "you")
