"""Removing counters by an effect: "Remove up to 2 counters from target card in play or in
Reserve", "Remove 3 counters from target card" (2.5.g).

A step that names no counter removes counters of any names: just before it happens (6.1.g)
its controller chooses which ones — counters of one name are indistinguishable (2.5.d), so
an option is "a Kelon counter on X" — exactly ``amount`` of them ("up to" is the amount
chosen first, ``amounts``), or all of them when there are no more than that (2.5.g: with X
or less, the object has now zero). The step then removes, for each object and name, that
many counters (one atomic action each, 6.1.e). Not a cost: nothing is "spent" (7.3.38.a).

"Each Character you control loses 1 boost", "Remove 1 boost from each Character" (a step
``each_object``): 2.5.g's "remove X counters from an object" happens to every object, one
atomic action each (6.1.e) — X from each, nothing to choose among them (its counters of
one name are alike, 2.5.d). Without it the amount is a total chosen among the objects.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.cards import EffectStep
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ANY_COUNTER, BOOST
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.event_sentences import counted_words
from engine.why.step_lines import step_entry
from engine.why.step_words import whose
from engine.why.table import why
from engine.why.trace import TraceEntry

_NONE_LEFT = "-"
"""``choices_made`` of a step that found no counter to remove: nothing more to decide."""


def _units(state: GameState, step: Step) -> list[tuple[str, str]]:
    """One (option id, label) per counter on the step's objects, of the step's name if it
    gives one."""
    out = []
    for oid in step.objects:
        o = state.objects.get(oid)
        if o is None:
            continue
        for name, n in sorted(o.counters.items()):
            if step.counter not in ("", ANY_COUNTER, name):
                continue
            for i in range(n):
                out.append((f"{oid}/{name}/{i + 1}", f"a {name} counter on {state.name(oid)}"))
    return out


def _held(state: GameState, units: list[tuple[str, str]]) -> str:
    """What the counters in ``units`` are, by object: "Vanilla 2/2/2 has 3 boosts"."""
    by_object: dict[str, dict[str, int]] = {}
    for u, _ in units:
        oid, name, _i = u.rsplit("/", 2)
        names = by_object.setdefault(oid, {})
        names[name] = names.get(name, 0) + 1
    return "; ".join(
        f"{state.whose_name(oid)} has "
        + " and ".join(counted_words(n, name) for name, n in sorted(names.items()))
        for oid, names in by_object.items()
    )


def _rules(
    state: GameState, step: Step, units: list[tuple[str, str]], point: str
) -> tuple[str, ...]:
    """``point``'s rules, and 2.5.1.a when a step that names no counter ("Remove up to 2
    counters") takes boosts: boosts are counters — the answer to "boosts aren't counters"."""
    rules = why(point)
    takes_boosts = any(u.rsplit("/", 2)[1] == BOOST for u, _ in units)
    if step.counter in ("", ANY_COUNTER) and takes_boosts:
        return (*why("effect.boosts_are_counters"), *rules)
    return rules


def _from_each(state: GameState, task: Task, step: Step, units: list[tuple[str, str]]) -> Result:
    """ "Each [object] loses N boosts": N of the step's counters from each object (all of
    them from one with N or less, 2.5.g), one atomic action per object (6.1.e)."""
    by_object: dict[str, list[str]] = {}
    for u, _ in units:
        by_object.setdefault(u.rsplit("/", 2)[0], []).append(u)
    chosen = tuple(u for held in by_object.values() for u in held[: step.amount])
    if not chosen:
        return push(
            state, replace(task, step=replace(step, choices_made=(_NONE_LEFT,)))
        ), step_entry(step, "no counter to remove", why("effect.remove_counters"))
    name = step.counter if step.counter not in ("", ANY_COUNTER) else BOOST
    return push(state, replace(task, step=replace(step, choices_made=chosen))), step_entry(
        step,
        f"{_held(state, units)}: {counted_words(step.amount, name)} removed from each,"
        " nothing to choose",
        _rules(state, step, units, "effect.remove_from_each"),
    )


def _all_removed(step: Step, units: list[tuple[str, str]]) -> tuple[str, ...]:
    """The counters a step of all counters removes: every one, or on each object all but
    ``kept`` of them, or half of them rounded up / down (``halved``) — each object's counted
    as the step happens (2.5.g, 6.5.i)."""
    by_object: dict[str, list[str]] = {}
    for u, _ in units:
        by_object.setdefault(u.rsplit("/", 2)[0], []).append(u)
    chosen: list[str] = []
    for held in by_object.values():
        n = len(held)
        if step.halved:
            n = (n + 1) // 2 if step.halved == "up" else n // 2
        elif step.kept:
            n = max(n - step.kept, 0)
        chosen.extend(held[:n])
    return tuple(chosen)


def _all_said(step: Step) -> str:
    """What a step of all counters removes, in a judge's words."""
    if step.halved:
        return f"half of them, rounded {step.halved}, are removed"
    if step.kept:
        return f"all but {step.kept} of them are removed"
    return "all of them are removed"


def choose_removed(state: GameState, task: Task, step: Step) -> Result:
    """Before a ``remove_counters`` step: which counters it removes (see the module doc)."""
    units = _units(state, step)
    if step.each_object and not step.all_counters and step.amount > 0:
        return _from_each(state, task, step, units)
    if step.all_counters and units:
        # "Remove all boosts from ...": every one of them; nothing to choose (2.5.g).
        chosen = _all_removed(step, units)
        if not chosen:
            return push(
                state, replace(task, step=replace(step, choices_made=(_NONE_LEFT,)))
            ), step_entry(
                step,
                f"{_held(state, units)}; {_all_said(step)}: none to remove",
                why("effect.remove_counters"),
            )
        return push(state, replace(task, step=replace(step, choices_made=chosen))), step_entry(
            step,
            f"{_held(state, units)}; {_all_said(step)}",
            _rules(state, step, units, "effect.remove_counters"),
        )
    if step.amount <= 0 or not units:
        return push(
            state, replace(task, step=replace(step, choices_made=(_NONE_LEFT,)))
        ), step_entry(step, "no counter to remove", why("effect.remove_counters"))
    if len(units) <= step.amount:
        # 2.5.g: with X or less, all of them are removed; nothing to choose.
        chosen = tuple(u for u, _ in units)
        return push(state, replace(task, step=replace(step, choices_made=chosen))), step_entry(
            step,
            f"{_held(state, units)}, no more than the {step.amount} to remove:"
            " all of them are removed, nothing to choose",
            _rules(state, step, units, "effect.remove_counters"),
        )
    if len({u.rsplit("/", 1)[0] for u, _ in units}) == 1:
        # One name on one object: its counters are indistinguishable (2.5.d), nothing to
        # choose ("I lose 1 boost").
        chosen = tuple(u for u, _ in units[: step.amount])
        name = units[0][0].rsplit("/", 2)[1]
        return push(state, replace(task, step=replace(step, choices_made=chosen))), step_entry(
            step,
            f"{_held(state, units)}, all alike: {counted_words(step.amount, name)}"
            " removed, nothing to choose",
            _rules(state, step, units, "effect.remove_alike"),
        )
    player = step.controller or state.first_player
    return ask(
        state,
        DecisionKind.REMOVE_COUNTERS,
        player,
        f"choose {_counters_said(step)} to remove ({whose(step)})",
        tuple(Option(u, text) for u, text in units),
        task,
        why("effect.remove_which"),
        step.amount,
        step.amount,
    )


def _counters_said(step: Step) -> str:
    """ "1 counter", "2 counters", "1 boost", "2 Kelon counters": what the player chooses, in
    number agreement."""
    if step.counter in ("", ANY_COUNTER):
        return f"{step.amount} counter" + ("" if step.amount == 1 else "s")
    return counted_words(step.amount, step.counter)


def removed_outcomes(step: Step, events: tuple[Event, ...]) -> tuple[EffectStep, ...]:
    """ "Then, depending on the number of boosts removed this way: ● 1-4: [X] ● 9+: [Y]":
    the steps of every range that holds the number of counters the step removed, in order
    (6.5.d: each evaluated as the step ends)."""
    if not step.count_outcomes:
        return ()
    n = sum(ev.amount for ev in events if ev.kind is ActionKind.REMOVE_COUNTERS)
    return tuple(
        s
        for o in step.count_outcomes
        if o.low <= n and (o.high is None or n <= o.high)
        for s in o.steps
    )


def resume_with_choices(
    state: GameState, decision: Decision, choice: tuple[str, ...], point: str
) -> Result:
    """The counters chosen (``choice``) kept on the step the decision resumes, and the line
    naming them with the rules of ``point``: which counters a removal or a spend in all
    takes (6.1.g)."""
    step = decision.resume.step
    assert step is not None
    state = push(state, replace(decision.resume, step=replace(step, choices_made=choice)))
    words = {o.id: o.label for o in decision.options}
    said = ", ".join(words[c] for c in choice)
    return state, TraceEntry(f"{decision.player} chooses {said}", why(point))


@on_answer(DecisionKind.REMOVE_COUNTERS)
def _removed_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    return resume_with_choices(state, decision, choice, "effect.remove_which")
