"""The target a step's condition names: "If target opponent has more Mana Orbs than you:
[Sabotage]", "Draw a card unless target opponent has more cards in hand than you".

"Target opponent" in a condition is a target of the conditional step (1.2.6.c, 6.5.b):
before the step resolves, its controller must choose a suitable player for it — when one
exists it must be chosen, there is no "none" — and the condition is then evaluated against
that player just before the step would happen (6.5.d). It is asked first, as the text names
it, in a decision of its own whose prompt says what it is for; the step's own targets
("target Character", Sabotage's card, 7.3.35.a) are asked after it, exactly as they would be
without the condition, by whoever chooses them (1.4.7.b).

With no suitable player the condition names no one and cannot hold (6.5.b: the atomic action
associated with a target that has none does nothing): the step is ignored with the steps it
governs, and where "otherwise" follows, the otherwise steps happen instead (6.5.e) — said in
the trace with the rules.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, push
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import following
from engine.why.step_lines import earlier, step_line
from engine.why.table import why
from engine.why.trace import TraceEntry


def asks_condition_target(step: Step) -> bool:
    """Whether ``step``'s condition names a target not chosen yet ("than target opponent",
    6.5.b)."""
    c = step.condition
    return c is not None and c.against_target and not c.player


def _words(step: Step) -> str:
    """The condition's words as printed, without its "unless" (what the target is for)."""
    assert step.condition is not None
    text = step.condition.text
    return text[len("unless ") :] if text.startswith("unless ") else text


def ask_condition_target(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """Ask ``controller`` for the opponent ``step``'s condition names, exactly one when one
    exists (6.5.b); with none, the condition cannot hold (see the module doc)."""
    source = step.source or step.label or "the effect"
    options = tuple(Option(p, p) for p in state.players if p != controller)  # 1.2.6.c
    words = _words(step)
    if options:
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose target opponent for {source} — the player the condition “{words}” is about",
            options,
            task,
            tuple(dict.fromkeys((*why("target.condition"), *why("target.choose")))),
        )
    label = step.label or source
    body = f"no opponent can be chosen as target opponent, so the condition “{words}”"
    said, raw = step_line(step, body, label), earlier(step, body, label)
    rules = (*why("target.none"), *why("target.condition"))
    if step.otherwise:
        instead = [Task(TaskKind.STEP, step=following(state, step, t)) for t in step.otherwise]
        return push(state, *instead), TraceEntry(
            f"{said} cannot hold, so the card's steps for when it is not met happen",
            (*rules, *why("effect.otherwise")),
            earlier_words=raw
            and f"{raw} cannot hold, so the card's steps for when it is not met happen",
        )
    governed = " with the steps after it that it governs" if step.also else ""
    nothing = f" cannot be evaluated: the step does nothing{governed}"
    return state, TraceEntry(said + nothing, rules, earlier_words=raw and raw + nothing)


def condition_target_chosen(
    state: GameState, decision: Decision, choice: tuple[str, ...]
) -> Result:
    """The answer to :func:`ask_condition_target`: the condition is now about that player,
    and the step goes on to its own decisions (6.5.b, 6.5.d)."""
    step = decision.resume.step
    assert step is not None and step.condition is not None and len(choice) == 1
    chosen = replace(step, condition=replace(step.condition, player=choice[0]))
    state = push(state, replace(decision.resume, step=chosen))
    return state, TraceEntry(
        f"{decision.player} targets {choice[0]}: the condition “{_words(step)}” is about them",
        why("target.condition"),
    )
