"""Whole-step replacing modifiers (6.2.f): applied first (6.2.g), once per step (6.2.j),
checking again after each (6.2.i); optional ones ask first (6.2.d) and several at once
are ordered by the step's controller (6.2.h). Split from :mod:`engine.pipeline.modifiers`
(which re-exports these names)."""

from __future__ import annotations

from engine.pipeline.modifier_match import ActiveModifier, active_modifiers
from engine.pipeline.modifiers import Alternative, first_answer
from engine.state.game_state import GameState
from engine.state.records import record, replace
from engine.state.steps import Step
from engine.why.table import why

# ---------------------------------------------------------------- whole steps (6.2.f)
STEP_KEY = "step"
"""What an answer about a whole step names in place of an atomic action (6.2.d, 6.2.h)."""


def _step_matches(state: GameState, m: ActiveModifier, step: Step) -> bool:
    """Whether the whole-step modifier ``m`` would apply to ``step`` as it is now."""
    spec = m.spec
    if not (spec.whole_step and spec.replacing) or m.id in step.modifiers:
        return False  # 6.2.j: once per step
    if spec.action is not step.kind:
        return False
    if spec.scope == "any":
        return True
    if spec.scope == "self":
        return m.source in step.objects
    # "mine": "If you would ...": a step of a cost or effect its controller controls.
    return spec.scope == "mine" and step.controller == m.controller


@record
class StepQuestion:
    """A question about a step's whole-step modifiers still unanswered: whether an
    optional one applies (``optional``, 6.2.d), or which of several applies first
    (``candidates``, answered under ``key``, 6.2.h)."""

    optional: ActiveModifier | None = None
    key: str = ""
    candidates: tuple[ActiveModifier, ...] = ()


def _walk_step(
    state: GameState,
    step: Step,
    notes: list[str] | None = None,
    alternatives: list[Alternative] | None = None,
) -> tuple[Step, StepQuestion | None]:
    """Apply the whole-step replacing modifiers (6.2.g, first) one at a time, each once
    (6.2.j), checking again after each (6.2.i); return the step that results and the
    first question its controller has not answered yet. Unanswered, an optional
    modifier does not apply (6.2.d) and several at once apply by timestamp."""
    question: StepQuestion | None = None
    declined: set[str] = set()
    while True:
        found: list[ActiveModifier] = []
        for m in active_modifiers(state):
            if m.id in declined or not _step_matches(state, m, step):
                continue
            key = f"{m.id}@{STEP_KEY}"
            if m.spec.optional and f"yes:{key}" not in step.modifier_answers:
                declined.add(m.id)
                if f"no:{key}" not in step.modifier_answers:
                    question = question or StepQuestion(optional=m)
                    continue
                if m.spec.otherwise and alternatives is not None:
                    alternatives.append(
                        Alternative(m.spec.otherwise, m.controller, m.source, state.name(m.source))
                    )
                if notes is not None:
                    notes.append(f"{state.name(m.source)}: not applied to the step (6.2.d)")
                continue
            found.append(m)
        if not found:
            return step, question
        order = f"{STEP_KEY}|{'+'.join(step.modifiers)}"
        chosen = next(
            (m for m in found if first_answer(order, m.id) in step.modifier_answers), None
        )
        if chosen is None and len(found) > 1:
            question = question or StepQuestion(key=order, candidates=tuple(found))
        chosen = chosen or found[0]
        before = step.kind
        step = replace(
            step,
            kind=chosen.spec.replace_action or step.kind,
            modifiers=(*step.modifiers, chosen.id),
            rules=(
                *step.rules,
                *why("modifier.whole_step"),
                *why("modifier.whole_step_once"),
                *why("modifier.replaced_not_event"),
                *(why("modifier.chosen_first") if len(found) > 1 else ()),
            ),
        )
        if notes is not None:
            # 6.2.b, 6.2.m: the step replaced never happens — no event, no Reaction to it —
            # said at the moment, in the step's own words.
            was, now = _words(before), _words(step.kind)
            rules = (
                *why("modifier.whole_step"),
                *why("modifier.whole_step_once"),
                *why("modifier.replaced_not_event"),
            )
            notes.append(
                f"{state.name(chosen.source)} replaces the whole step: “{chosen.spec.text or now}”"
                f" — no {was} happens at all (not an event: Reactions to it do not activate); "
                f"{now} happens instead ({', '.join(dict.fromkeys(rules))})"
            )


def apply_step_modifiers(
    state: GameState,
    step: Step,
    notes: list[str] | None = None,
    alternatives: list[Alternative] | None = None,
) -> Step:
    """The step that happens once its whole-step replacing modifiers have applied."""
    return _walk_step(state, step, notes, alternatives)[0]


def pending_step_question(state: GameState, step: Step) -> StepQuestion | None:
    """The first question about ``step``'s whole-step modifiers still to ask, if any."""
    return _walk_step(state, step)[1]


def _words(kind: object) -> str:
    """An action kind in a judge's words: "draw", "exhausted resupply"."""
    value = getattr(kind, "value", str(kind))
    return str(value).replace("_", " ")
