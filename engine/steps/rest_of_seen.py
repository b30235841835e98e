""" "Put one in Reserve and the other at the bottom of your deck": the cards seen and not put
before are put one at a time, their player choosing the order (6.1.g, 7.3.27.a). With one
card left there is no choice to make — "the other" names it — so no decision is asked: the
card is put (6.1.g: decisions are made for steps that require them)."""

from __future__ import annotations

from engine.pipeline.runtime import Result
from engine.state.agenda import Task
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import resume_step
from engine.steps.per_expedition import next_chooser
from engine.why.labels import table_names
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts


def the_one_left(
    state: GameState, task: Task, step: Step, player: str, options: tuple[str, ...]
) -> Result | None:
    """The step's object when ``step`` puts "the other" / "the rest" of the cards seen and
    exactly one is left (no decision, 6.1.g); ``None`` when there is a choice to make."""
    if not step.rest_of_seen or len(options) != 1 or step.up_to:
        return None
    step = replace(
        next_chooser(step), objects=(*step.objects, *options), chosen=(*step.chosen, *options)
    )
    known = frozenset() if step.looked else frozenset(step.it)
    names, named, zones = table_names(state, options, known)
    said = f"{player} has no choice to make: {names} is the only card seen left (“the other”)"
    rules = why("choice.rest_of_seen")
    return resume_step(state, task, step), TraceEntry(
        said,
        rules,
        unnamed=unnamed_parts(
            said,
            f"{player} has no choice to make: {named} is the only card seen left (“the other”)",
            zones,
        ),
    )
