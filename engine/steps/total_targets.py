"""Several targets whose total is limited: "Send to Reserve any number of target Characters
with total {M} of 4 or less", "up to three target Characters with a total Hand Cost {5} or
less" (6.5.b).

The controller chooses the targets one by one (6.1.g): each time, among the suitable targets
not yet chosen whose value still fits under the limit, one more — or none, to stop. The
count stops at the step's ``up_to`` (0: any number); with a count of ``targets`` ("two
target Characters with total ..."), a target is chosen for each while a suitable one fits.
The targets chosen are then the step's targets exactly as if chosen at once, through the
ordinary target answer (Tough costs included, 7.4.7.c).
"""

from __future__ import annotations

from engine.pipeline.runtime import ANSWER_HANDLERS, Result, ask, on_answer, push
from engine.reading.passives import statistics
from engine.state.agenda import Task
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import CardType, Terrain
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_targets import target_options
from engine.steps.targets_together import TOGETHER_WORDS, fits_together
from engine.why.compared import hand_cost_rules, reserve_cost_rules
from engine.why.step_words import to_do
from engine.why.table import why
from engine.why.trace import TraceEntry

_WORDS = {
    "forest": "Forest",
    "mountain": "Mountain",
    "water": "Water",
    "hand_cost": "Hand Cost",
    "reserve_cost": "Reserve Cost",
}


def value(state: GameState, object_id: str, of: str) -> int:
    """What one target adds to the total: a statistic as it is now (2.2.11.c), the printed
    Hand Cost (tokens 0, 2.2.7.c) or Reserve Cost (tokens 0, 2.2.8.c)."""
    card = state.card(object_id)
    if of == "hand_cost":
        if card is None or card.is_token:
            return 0
        return card.hand_cost or 0
    if of == "reserve_cost":  # 2.2.8.a; tokens 0 (2.2.8.c)
        if card is None or card.is_token:
            return 0
        return card.reserve_cost or 0
    if state.type_of(object_id) is not CardType.CHARACTER:
        return 0
    return statistics(state, object_id)[Terrain(of)]


def ask_within_total(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """Ask for one more target under the limit (and fitting those chosen, when the targets
    go together: engine.steps.targets_together), or hand the targets chosen to the step."""
    limit = step.total
    spent = (
        0
        if limit is None
        else sum(value(state, c, limit.of) for c in step.chosen if c in state.objects)
    )
    options = tuple(
        Option(i, label)
        for i, label in target_options(state, step)
        if i not in step.chosen
        and (limit is None or value(state, i, limit.of) <= limit.at_most - spent)
        and fits_together(state, step.targets_together, step.chosen, i)
    )
    most = step.targets or step.up_to
    full = bool(most) and len(step.chosen) >= most
    if full or not options:
        return _targets_chosen(state, task, step, controller)
    if limit is None:
        so_far = f"{len(step.chosen)} chosen, {TOGETHER_WORDS[step.targets_together]}"
    else:
        what = _WORDS.get(limit.of, limit.of)
        so_far = f"{len(step.chosen)} chosen, total {what} {spent} of {limit.at_most} or less"
    if step.targets:
        # "Two target Characters with total ...": a suitable object for each target while
        # one fits; the controller does not stop early (6.5.b).
        nth = len(step.chosen) + 1
        prompt = f"choose target {nth} of {step.targets} {to_do(step)} ({so_far})"
        fewest = 1
    else:
        prompt = f"choose one more target {to_do(step)} ({so_far}), or none to stop"
        fewest = 0
    return ask(
        state,
        DecisionKind.TARGET_ONE_MORE,
        controller,
        prompt,
        options,
        task,
        _rules(state, step, step.chosen, options),
        fewest,
        1,
    )


@on_answer(DecisionKind.TARGET_ONE_MORE)
def _one_more(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    if not choice:
        return _targets_chosen(state, decision.resume, step, decision.player)
    more = replace(step, chosen=(*step.chosen, *choice))
    state = push(state, replace(decision.resume, step=more))
    label = next(o.label for o in decision.options if o.id == choice[0])
    return state, TraceEntry(f"{decision.player} chooses {label}", _rules(state, step, choice, ()))


def _rules(
    state: GameState, step: Step, chosen: tuple[str, ...], options: tuple[Option, ...]
) -> tuple[str, ...]:
    """The rules of choosing one more target: under a total (and what each adds), or
    fitting the targets chosen before (6.5.b)."""
    if step.total is None:
        return why("target.together")
    return (*why("target.within_total"), *_value_rules(state, step.total.of, chosen, options))


def _value_rules(
    state: GameState, of: str, chosen: tuple[str, ...], options: tuple[Option, ...]
) -> tuple[str, ...]:
    """The rules of what each target adds to a total of Hand Cost: the object's Hand Cost
    (2.2.7.a), a token's 0 (2.2.7.c) — for the targets chosen and those still offered; of
    Reserve Cost, the Reserve Cost (2.2.8.a), a token's 0 (2.2.8.c)."""
    if of == "reserve_cost":  # 2.2.8.a, a token's 0 (2.2.8.c)
        return reserve_cost_rules(state, (*chosen, *(o.id for o in options)))
    if of != "hand_cost":
        return ()
    return hand_cost_rules(state, (*chosen, *(o.id for o in options)))


def _targets_chosen(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """The targets chosen become the step's targets, as the ordinary answer of a target
    decision (6.5.b; Tough costs paid with the choice, 7.4.7.c)."""
    chosen = tuple(c for c in step.chosen if c in state.objects)
    plain = replace(step, chosen=(), total=None, targets_together="")
    whole = Decision(
        id="",
        kind=DecisionKind.TARGET,
        player=controller,
        prompt=f"targets for {step.label}",
        options=tuple(Option(c, state.name(c)) for c in chosen),
        resume=replace(task, step=plain),
        min_choices=0,
        max_choices=len(chosen),
    )
    return ANSWER_HANDLERS[DecisionKind.TARGET](state, whole, chosen)
