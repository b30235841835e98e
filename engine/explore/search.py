"""Following every legal answer: the graph of decisions from one pending decision.

From a state waiting for a decision, :class:`Explorer` answers it in every legal way
(6.1.g: only legal options), lets the engine run each answer until the next decision or
the stopping point (:mod:`engine.explore.stops`), and goes on breadth first, so the
shortest answers to each state are found first. States are told apart by their canonical
key (:func:`engine.explore.canonical.state_key`), so a state reached by two orders is
explored once and the two orders become two paths to it.

The work is bounded by a number of states and a time budget, and goes in slices
(:meth:`Explorer.advance`), so a window can run it a little at a time, show progress and
cancel it. What the explorer keeps is plain data — keys, states and answers — and the
answers of the state being explored, made one at a time as they are followed
(:func:`engine.explore.answers.legal_answers`).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from engine.core import answer, step
from engine.explore.alike import AlikeMemo, alike_classes
from engine.explore.answers import Answer, alike_notes, legal_answers
from engine.explore.board import Board, board_of
from engine.explore.canonical import KeyMemo, state_key
from engine.explore.stops import UNTIL, reached
from engine.state.decisions import Decision
from engine.state.errors import EngineError, IllegalAction
from engine.state.game_state import GameState

STEP_LIMIT = 20_000
"""Engine steps allowed between two decisions before an answer counts as unfinished."""


@dataclass(slots=True)
class Node:
    """One state of the graph. ``parents`` are the (state key, answer) pairs that lead to
    it; ``end`` says it is a stopping point (no decision followed)."""

    key: str
    state: GameState
    depth: int
    end: bool
    parents: list[tuple[str, Answer]] = field(default_factory=list)
    explored: bool = False
    board: Board | None = None  # a stopping point's board, seen within the bounds


@dataclass(frozen=True, slots=True)
class Progress:
    """How far an exploration has got."""

    states: int
    waiting: int  # states found and not yet explored
    ends: int  # stopping points reached
    seconds: float


class Explorer:
    """A breadth-first exploration from ``root``, which must wait for a decision."""

    def __init__(
        self,
        root: GameState,
        until: str = "resolution",
        max_states: int = 5_000,
        time_budget: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if until not in UNTIL:
            raise ValueError(f"explore until one of {', '.join(UNTIL)}, not {until!r}")
        if root.pending is None:
            raise ValueError("no decision is pending: there is nothing to explore")
        self.until = until
        self.root_kind = root.pending.kind
        self.max_states = max_states
        self.time_budget = time_budget
        self._clock = clock
        self._spent = 0.0
        self._memo: KeyMemo = {}  # each record's JSON text, made once
        self._alike_memo = AlikeMemo()  # each record's words and look, made once
        self.root_key = state_key(root, self._memo)
        self.nodes: dict[str, Node] = {self.root_key: Node(self.root_key, root, 0, False)}
        self.order: list[str] = [self.root_key]  # discovery order
        self._queue: deque[str] = deque([self.root_key])
        # the state being explored, its answers still to follow, how many were followed
        self._current: tuple[str, Iterator[Answer], int] | None = None
        self.stopped = ""  # why it stopped early: "states", "time", "cancelled"
        self.problems: list[str] = []  # answers the engine could not finish, in words
        self.refused = 0  # answer sets the engine refused as illegal (not answers at all)
        # interchangeable options met (ready Mana Orbs, copies of one card), in words with
        # "{n}" for how many, and the most met at once: each choice among them was followed
        # once (engine.explore.alike)
        self.alike: dict[str, int] = {}

    # ------------------------------------------------------------------ reading
    @property
    def finished(self) -> bool:
        """Whether there is nothing more to do (explored all, or stopped early)."""
        return bool(self.stopped) or (not self._queue and self._current is None)

    @property
    def complete(self) -> bool:
        """Whether every answer was followed to its stopping point."""
        return self.finished and not self.stopped and not self.problems

    def progress(self) -> Progress:
        ends = sum(1 for n in self.nodes.values() if n.end)
        waiting = len(self._queue) + (self._current is not None)
        return Progress(len(self.nodes), waiting, ends, self._spent)

    # ------------------------------------------------------------------ working
    def cancel(self) -> None:
        """Stop now; what was found so far stays readable (incomplete)."""
        if not self.finished:
            self.stopped = "cancelled"

    def advance(self, seconds: float | None = None) -> bool:
        """Explore for about ``seconds`` (all the way when ``None``), within the bounds;
        returns whether the exploration is finished. The clock is read between two
        answers, so a slice overruns by at most one answer followed."""
        start = self._clock()
        try:
            while not self.finished:
                if len(self.nodes) >= self.max_states:
                    self.stopped = "states"
                    break
                now = self._clock()
                if self._spent + (now - start) >= self.time_budget:
                    self.stopped = "time"
                    break
                if seconds is not None and now - start >= seconds:
                    break
                self._next_answer()
        finally:
            self._spent += self._clock() - start
        return self.finished

    def _next_answer(self) -> None:
        """Follow one answer of the state being explored (taking the next state from the
        queue when the last one is done). Answers are made one at a time, so the bounds
        hold whatever the number of answers a decision has."""
        if self._current is None:
            key = self._queue.popleft()
            node = self.nodes[key]
            decision = node.state.pending
            assert decision is not None
            classes = alike_classes(decision, node.state, self._alike_memo)
            for note, n in alike_notes(decision, node.state, classes):
                self.alike[note] = max(n, self.alike.get(note, 0))
            self._current = (key, legal_answers(decision, node.state, classes), 0)
            return
        key, answers, given = self._current
        node = self.nodes[key]
        decision = node.state.pending
        assert decision is not None
        ans = next(answers, None)
        if ans is None:  # every answer of this state followed
            self._current = None
            node.explored = True
            if not given:  # nothing legal to choose: a dead end the judge should hear of
                self.problems.append(
                    f"{decision.player} has no legal answer to “{decision.prompt}”"
                )
            return
        self._current = (key, answers, given + 1)
        reached_state = self._follow(node.state, decision, ans)
        if reached_state is not None:
            self._link(node, ans, reached_state)

    def _follow(self, state: GameState, decision: Decision, ans: Answer) -> GameState | None:
        """The state after ``ans``, run until the next decision or the stopping point."""
        try:
            state, _ = answer(state, decision.id, ans.choice)
            for _ in range(STEP_LIMIT):
                if reached(state, self.until) or state.pending is not None:
                    return state
                state, _ = step(state)
        except IllegalAction:
            # offered but not legal on closer look (a set of options that cannot go
            # together, 6.1.g): not an answer, so nothing is missing from the exploration
            self.refused += 1
            return None
        except EngineError as exc:  # a rule the engine cannot apply yet: the result is partial
            self.problems.append(f"{ans.said}: the engine cannot follow it: {exc}")
            return None
        except Exception as exc:  # an engine defect must not end the exploration
            self.problems.append(f"{ans.said}: engine error: {type(exc).__name__}: {exc}")
            return None
        self.problems.append(f"{ans.said}: still running after {STEP_LIMIT} steps")
        return None

    def _link(self, parent: Node, ans: Answer, state: GameState) -> None:
        key = state_key(state, self._memo)
        child = self.nodes.get(key)
        if child is None:
            end = reached(state, self.until)
            child = Node(key, state, parent.depth + 1, end)
            if end:  # seen now, so the time it takes is within the budget
                child.board = board_of(state)
            self.nodes[key] = child
            self.order.append(key)
            if not end:
                self._queue.append(key)
        child.parents.append((parent.key, ans))


def explore_graph(
    root: GameState,
    until: str = "resolution",
    max_states: int = 5_000,
    time_budget: float = 30.0,
    progress: Callable[[Progress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    slice_seconds: float = 0.1,
) -> Explorer:
    """Run an :class:`Explorer` to its end, calling ``progress`` after each slice and
    stopping early when ``cancelled()`` says so."""
    explorer = Explorer(root, until, max_states, time_budget)
    while not explorer.advance(slice_seconds):
        if progress is not None:
            progress(explorer.progress())
        if cancelled is not None and cancelled():
            explorer.cancel()
    if progress is not None:
        progress(explorer.progress())
    return explorer
