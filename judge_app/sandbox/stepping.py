"""Stepping a sandbox session: one unit at a time — the next script item when it is due
(with the command line's semantics, ``scenarios.scenario.run``), otherwise one engine step
— and running to the next decision nobody scripted or to the end of the turn, phase or day.

Functions of a :class:`~judge_app.sandbox.session.Session`, which calls them from its
``step``, ``run`` and ``run_batch``. Pure Python: no Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import (
    DecisionKind,
    EngineError,
    GameState,
    Phase,
    TaskKind,
    TraceEntry,
    answer,
)
from engine import step as engine_step
from engine.steps.loop_bound import go_on, is_loop_stop, loop_bound_of
from engine.why.table import why
from judge_app.sandbox.forced import forced_answer, forced_words
from judge_app.sandbox.moment import Moment, SandboxError
from scenarios.scenario.judge_words import without_ids
from scenarios.scenario.models import AnswerModel, ScriptItem
from scenarios.scenario.run import refusal_line_rules
from scenarios.scenario.run_result import RunResult, keyword_action_rules
from scenarios.scenario.script_words import ScriptError

if TYPE_CHECKING:
    from judge_app.sandbox.session import Session

GO_ON_HINT = (
    "The app stopped a loop of Reactions at its bound. Run ▸ Go on with the loop lets it go "
    "on as the rules would (6.3.l); Undo steps back to before the stop."
)
"""What the sandbox says when a step stops a loop (the trace line says what the app did)."""

STOPS = ("decision", "turn", "phase", "day")
"""What ``run`` can run to: the next decision nobody scripted, or the end of the current
turn, phase or day."""


def step(session: Session) -> Moment:
    """One unit: the next script item if it is due, otherwise one engine step (one step
    of the rules, or one task of the day's structure)."""
    s = session.state
    item = session.next_script_item()
    pos = session.moment.script_pos
    if item is not None and item.reactions is not None:
        moment = _reactions_step(session, s, pos)
        if moment is not None:
            return moment
    if item is not None and item.loop is not None:
        return go_on_step(session, pos)
    if s.game_over:
        if item is not None and item.until is not None:
            # as `scenario run` does: a run "until" ends with the game (4.2.5.d)
            text = f"script: run until {item.until.value} begins (stopped: the game is over)"
            return session._push(Moment(s, text, "script", (), (), pos + 1))
        raise SandboxError(session.why_not_step())
    if item is not None and item.until is not None and (s.pending is not None or not s.agenda):
        # as `scenario run` does: a run "until" stops at a decision, then the script
        # goes on with its next item
        text = f"script: run until {item.until.value} begins (stopped at a decision)"
        return session._push(Moment(s, text, "script", (), (), pos + 1))
    due = item is not None and (item.request is not None or s.pending is not None)
    if item is not None and item.until is None and due:
        return _script_step(session, item, pos)
    forced = forced_answer(s.pending) if session.answers_forced and not s.game_over else None
    if forced is not None and s.pending is not None:  # hd: one legal answer, not asked
        return _forced_step(session, s, forced, pos)
    if s.pending is not None or not s.agenda:
        raise SandboxError(session.why_not_step())
    try:
        new, entry = engine_step(s)
    except EngineError as exc:
        raise SandboxError(f"The engine refused: {exc}") from None
    except Exception as exc:  # an engine defect must not take the window down
        raise SandboxError(f"Engine error: {type(exc).__name__}: {exc}") from None
    if item is not None and item.until is not None:
        nxt = new.agenda[0] if new.agenda else None
        if nxt is not None and nxt.kind == TaskKind.BEGIN_PHASE and nxt.phase == item.until:
            pos += 1
    if is_loop_stop(entry):  # the sandbox's own words on how to go on
        session.notice = GO_ON_HINT
    return session._push(_engine_moment(new, entry, pos))


def _forced_step(
    session: Session, s: GameState, forced: tuple[str, tuple[str, ...]], pos: int
) -> Moment:
    """hd: the pending decision has one legal answer (6.5.b, 6.5.g, 6.1.g): the sandbox gives
    it, one moment, its line saying so and citing the rule that makes the choice mandatory."""
    d = s.pending
    assert d is not None
    chosen, rules = forced
    try:
        new, entry = answer(s, d.id, (chosen,))
    except EngineError as exc:
        raise SandboxError(f"The engine refused: {exc}") from None
    text = f"{forced_words(d)}: {d.prompt}"
    if entry.text and entry.text not in text:
        text = f"{text} — {entry.text}"
    cited = tuple(dict.fromkeys((*rules, *entry.rules)))
    return session._push(
        Moment(new, text, "engine", cited, keyword_action_rules(entry), pos, entry, (chosen,))
    )


def _reactions_step(session: Session, s: GameState, pos: int) -> Moment | None:
    """One unit of ``reactions: in_order``, as `scenario run` does it: a Reaction order
    choice (4.4.b) answered with the Reaction activated first — one moment a choice, so
    each can be stepped back —, the item done when no such choice is asked; None: an
    engine step comes first."""
    d = s.pending
    if not s.game_over and d is not None and d.kind == DecisionKind.CHOOSE_REACTION:
        try:
            new, entry = answer(s, d.id, (d.options[0].id,))
        except EngineError as exc:
            raise SandboxError(f"The engine refused: {exc}") from None
        text = f"{entry.text} (the script plays Reactions in the order they were activated)"
        return session._push(
            Moment(new, text, "script", entry.rules, keyword_action_rules(entry), pos, entry)
        )
    if s.game_over or d is not None or not s.agenda:
        text = "script: Reactions played in the order they were activated (none left to choose)"
        return session._push(Moment(s, text, "script", (), (), pos + 1))
    return None


def _engine_moment(state: GameState, entry: TraceEntry, pos: int) -> Moment:
    return Moment(state, entry.text, "engine", entry.rules, keyword_action_rules(entry), pos, entry)


def go_on_step(session: Session, pos: int) -> Moment:
    """The script item ``loop: go_on``, as `scenario run` does it: from just before the
    last loop the app stopped (if the judge has not gone on with it already), else from
    the board as it is, with the game's loop bound raised (1.4.6.c)."""
    shown = session.moments[: session.cursor + 1]
    stops = [i for i, m in enumerate(shown) if i and m.entry and is_loop_stop(m.entry)]
    stop = stops[-1] if stops else None
    bound = None if stop is None else shown[stop].state.loop_bound
    if stop is not None and all(m.state.loop_bound == bound for m in shown[stop:]):
        new = go_on(shown[stop - 1].state)
        done = "the board returns to just before the app stopped it, and"
    else:
        new = go_on(session.state)
        done = "no loop was stopped yet;"
    text = (
        "script: the judge goes on with the loop of Reactions, as the rules would "
        f"(6.3.l): {done} the app stops a loop again at {loop_bound_of(new):,} tokens "
        "and Emblems"
    )
    return session._push(Moment(new, text, "script", ("6.3.l",), (), pos + 1))


def _script_step(session: Session, item: ScriptItem, pos: int) -> Moment:
    runner = session._runner
    runner.result = RunResult(session.scenario, session.state, session.refs)
    refusing = item.refused is not None  # the engine, not the script, says why not
    try:
        if item.request is not None:
            runner.do_request(item.request)
        elif item.play is not None:
            runner.do_play(item.play, refusing)
        elif item.pass_ is not None:
            runner.do_answer(AnswerModel(choose=("pass",), player=item.pass_), turn_only=True)
        elif item.answer is not None:
            runner.do_answer(item.answer, refusing=refusing)
        else:
            runner.do(item, refusing)
    except EngineError as exc:
        if item.refused is not None:  # the scenario expects this refusal: the board stays
            return _refused_step(session, exc, pos)
        line = session.scenario.line("script", pos)
        raise SandboxError(
            f"The scenario's script, item {pos + 1} (line {line}), cannot be done: {exc}"
        ) from None
    except ScriptError as exc:
        line = session.scenario.line("script", pos)
        raise SandboxError(
            f"The scenario's script, item {pos + 1} (line {line}), cannot be done: {exc}"
        ) from None
    except Exception as exc:  # an engine defect must not take the window down
        raise SandboxError(f"Engine error: {type(exc).__name__}: {exc}") from None
    said = [ln.text for ln in runner.result.lines if ln.source == "script"]
    entries = runner.result.entries
    entry = entries[-1] if entries else TraceEntry(said[-1] if said else "script")
    text = said[-1].removeprefix("script: ") if said else entry.text
    if item.answer is not None and entries:
        text = f"{entry.text} (as the script says)"
    elif entries and (
        item.pass_ or item.request or ((item.play or item.quick_action) and _declares(entry))
    ):
        # the engine's own sentence says what the script item did ("p1 plays Recall from
        # Hand (spell), paying 1", "p2 passes"): the item's label is not said again
        text = entry.text
    elif entries and entry.text not in text:
        text = f"{text} — {entry.text}"
    return session._push(
        Moment(
            runner.result.state,
            text,
            "script",
            entry.rules,
            keyword_action_rules(entry),
            pos + 1,
            entry,
        )
    )


def _declares(entry: TraceEntry) -> bool:
    """Whether ``entry`` is the engine's declaration of a play (5.1.2.c) or of a quick
    action (5.3.c): its own sentence says who plays what, from where, paying what."""
    declared = (*why("play.declare"), *why("quick.declare"))
    return any(r in declared for r in entry.rules)


def _refused_step(session: Session, exc: EngineError, pos: int) -> Moment:
    """A script item the engine refused, as the scenario says it does (``refused:``):
    the board stays as it was, the moment says the refusal and cites its rule."""
    # the same split as `scenario run`'s refusal line: the deciding rules cited, Section 1's
    # summaries as "also" (1.1.1.d); the refusal's record keeps them all (session.py)
    rules, also = refusal_line_rules(exc)
    text = f"refused: {without_ids(session.state, str(exc))}"
    entry = TraceEntry(text, rules=rules, also=also)
    return session._push(Moment(session.state, text, "script", rules, (), pos + 1, entry))


def run(session: Session, until: str = "decision", limit: int = 20_000) -> int:
    """Step until the next decision nobody scripted (``"decision"``), or until the
    current ``"turn"``, ``"phase"`` or ``"day"`` is over, or the game ends. Returns the
    number of steps taken."""
    if until not in STOPS:
        raise ValueError(f"run until one of {STOPS}, not {until!r}")
    start = session.state
    taken = 0
    while taken < limit and session.can_step():
        ends = _step_of_run(session, until, start)
        taken += 1
        if ends:
            break
    return taken


def _step_of_run(session: Session, until: str, start: GameState) -> bool:
    """One step of a run from ``start``: whether the run ends after it — ``until`` is
    reached, the app stopped a loop, or the script's own ``until`` is reached."""
    before = session.moment
    session.step()
    crossed = _crossed(until, start, before.state, session.state)
    stopped = session.can_go_on_with_loop()  # a run ends where the app stopped a loop
    return stopped or crossed or reached_until(session, before)


def reached_until(session: Session, before: Moment) -> bool:
    """Whether the last step reached a script ``until`` (the script pauses there, as
    ``scenario run`` does)."""
    pos = before.script_pos
    return (
        session.moment.script_pos > pos
        and pos < len(session.script)
        and session.script[pos].until is not None
    )


def run_batch(session: Session, until: str, batch: int) -> tuple[int, bool]:
    """At most ``batch`` steps of :meth:`run` (for a window that stays responsive):
    returns the steps taken and whether the run is finished."""
    start = session._run_start or session.state
    session._run_start = start
    taken = 0
    while taken < batch:
        if not session.can_step():
            session._run_start = None
            return taken, True
        ends = _step_of_run(session, until, start)
        taken += 1
        if ends:
            session._run_start = None
            return taken, True
    return taken, False


def _crossed(until: str, start: GameState, before: GameState, now: GameState) -> bool:
    """Whether a run to the end of the turn, phase or day is over after the step that led
    from ``before`` to ``now``: it stops once nothing of the current one is left to do —
    the next task begins another turn (4.2.3), phase (4.2.a) or day."""
    if now.game_over:
        return True
    if until == "decision" or now.pending is not None or not now.agenda:
        return False
    head = now.agenda[0]
    if until == "day":
        return head.kind == TaskKind.BEGIN_PHASE and head.phase is Phase.MORNING
    if until == "phase":
        return head.kind == TaskKind.BEGIN_PHASE
    return head.kind in (TaskKind.NEXT_TURN, TaskKind.BEGIN_PHASE)
