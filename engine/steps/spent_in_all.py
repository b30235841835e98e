"""Counters spent in all from a group (gz): "You may spend 2 boosts from Characters you
control to draw a card", "Spend 3 Sap counters from Characters you control. If you do, …".

Said with neither "each" nor "all", N counters "from" several objects are N in all, divided
among them as the step's controller chooses: a decision made immediately before the step
(6.1.g), recorded as the counters chosen — one option per counter (those of one name on an
object are alike, 2.5.d), exactly N of them. Spending is a cost (7.3.38.a): it is paid in
full or not at all (6.4.c) and an object cannot spend more counters than it has
(7.3.38.b) — so when the objects hold fewer than N in all the spend is impossible as a whole,
a "may" is not even offered (6.1.g) and what it was for does not happen (6.5.f). Paid, it is
one step with one atomic action per object it takes counters from (6.1.e, 6.4.a).

A ``remove_counters`` step needs nothing of this: without ``each_object`` its amount is
already a total chosen among its objects (``engine.steps.removing``, 2.5.g, 6.5.h).

Once chosen (``choices_made``), the step happens as any other: its atomic actions are the
counters chosen, by object (``engine.pipeline.removal.propose_removal``).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.agenda import Task
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ANY_COUNTER
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.event_sentences import counted_words
from engine.steps.may_steps import ask_may, not_done
from engine.steps.removing import resume_with_choices
from engine.steps.subject_choices import group_objects
from engine.why.step_lines import step_entry
from engine.why.step_words import whose
from engine.why.table import why


def _members(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects the counters may come from: the group found now, or those already found."""
    if step.subject is not None:
        return group_objects(state, step)
    return tuple(o for o in step.objects if o in state.objects)


def _units(state: GameState, step: Step, members: tuple[str, ...]) -> list[tuple[str, str]]:
    """One (option id, label) per counter of the step's name on ``members``."""
    out = []
    for oid in members:
        for name, n in sorted(state.objects[oid].counters.items()):
            if step.counter not in ("", ANY_COUNTER, name):
                continue
            for i in range(n):
                out.append((f"{oid}/{name}/{i + 1}", f"a {name} counter on {state.name(oid)}"))
    return out


def counters_to_choose(state: GameState, step: Step) -> list[tuple[str, str]]:
    """One (option id, label) per counter of the step's name on the objects of its group, as
    found now: what a quick action's cost spending N in all from among them chooses from as
    it is declared (5.1.2.c, 6.1.g; engine.play.quick)."""
    return _units(state, step, _members(state, step))


def _held(state: GameState, step: Step, members: tuple[str, ...]) -> str:
    """ "Vanilla has 1 boost, Sprout has 0 boosts": what each object holds."""
    name = step.counter or "counter"
    return ", ".join(
        f"{state.name(o)} has {counted_words(state.objects[o].counters.get(name, 0), name)}"
        for o in members
    )


def spend_in_all(state: GameState, task: Task, step: Step) -> Result:
    """A ``spend_counters`` step ``in_all`` (see the module doc): impossible as a whole with
    too few counters in all; a "may" asked once; then the counters chosen, or taken with
    nothing to choose (all on one object, or exactly N in all); then the step happens."""
    player = step.controller or state.first_player
    members = _members(state, step)
    units = _units(state, step, members)
    wanted = counted_words(step.amount, step.counter or "counter")
    if len(units) < step.amount:
        held = _held(state, step, members) if members else f"{player} controls none of them"
        asked = ", so it is not offered" if step.optional else ""
        return not_done(
            state,
            step,
            step_entry(
                step,
                f"{player} cannot spend {wanted} in all ({held}){asked}: none is spent and"
                " what it was for does not happen",
                (
                    *why("cost.spend_in_all_short"),
                    *(why("may.cant_option") if step.optional else ()),
                ),
            ),
        )
    if step.optional:
        return ask_may(state, task, step, player)
    found = replace(step, subject=None, objects=members)
    holders = {u.split("/", 1)[0] for u, _ in units}
    if len(units) == step.amount or len(holders) == 1:
        chosen = tuple(u for u, _ in units[: step.amount])
        how = "exactly that many in all" if len(units) == step.amount else "all on one object"
        said = f"{_held(state, step, members)}: {how}, nothing to choose"
        state = push(state, replace(task, step=replace(found, choices_made=chosen)))
        return state, step_entry(step, said, why("effect.spend_in_all"))
    return ask(
        state,
        DecisionKind.SPEND_IN_ALL,
        player,
        f"choose the {wanted} to spend ({whose(step)}): {_held(state, step, members)}",
        tuple(Option(u, text) for u, text in units),
        replace(task, step=found),
        why("effect.spend_in_all"),
        step.amount,
        step.amount,
    )


@on_answer(DecisionKind.SPEND_IN_ALL)
def _split_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    return resume_with_choices(state, decision, choice, "effect.spend_in_all")
