"""From the graph of answers to the distinct outcomes a judge compares.

End states are grouped by their board (:mod:`engine.explore.board`): two orders that
leave the same table are one outcome, reached by two paths. For each outcome: how many
paths lead to it, and the answers of the shortest ones (paths that read the same in
words — a choice between two identical Emblems — are listed once); for each pair of
outcomes, what differs (:mod:`engine.explore.words`); and the decisions that separate
them, which the verdict names (:mod:`engine.explore.decisive`).
"""

from __future__ import annotations

import heapq
import itertools
from collections import deque

from engine.explore.answers import Answer
from engine.explore.board import Board, board_of
from engine.explore.decisive import Decisive, cause_sentences, decisive_decisions, order_asked
from engine.explore.search import Explorer
from engine.explore.words import differences
from engine.state.game_state import GameState
from engine.state.records import record

SHOWN_PATHS = 8
"""Answer sequences listed per outcome (the count of paths is always complete)."""

PAIRS_LIMIT = 12
"""Up to this many outcomes every pair is compared; beyond, each with the first."""

COMPARED_LIMIT = 50
"""Outcomes compared at most: beyond, the result lists the outcomes without what differs
(thousands of lists are read by nobody, and take longer than the exploration)."""


@record
class Outcome:
    """One distinct end board, with the answers that lead to it (shortest first) and the
    number of paths that do."""

    board: Board
    paths: int
    answers: tuple[tuple[Answer, ...], ...]
    state: GameState  # one end state with this board (the first found)


@record
class Difference:
    """What differs between outcomes ``first`` and ``second`` (indices, from 0)."""

    first: int
    second: int
    lines: tuple[str, ...]


@record
class Exploration:
    """The result of exploring every answer from one decision."""

    until: str
    complete: bool
    states: int
    waiting: int  # states found but not explored (bounds reached or cancelled)
    stopped: str  # "", "states", "time" or "cancelled"
    seconds: float
    outcomes: tuple[Outcome, ...]
    differences: tuple[Difference, ...]
    problems: tuple[str, ...]
    order: bool = False  # an order was explored (which Reaction first, 4.4.b)
    refused: int = 0  # option sets the engine refused as illegal (no answers, 6.1.g)
    decisive: tuple[Decisive, ...] = ()  # the decisions that separate the outcomes
    alike: tuple[str, ...] = ()  # interchangeable options, each choice among them followed once

    def verdict(self) -> str:
        """The answer to "does it matter?", naming what decides: "The order does not
        matter. What p1 sacrifices does: 2 outcomes." (:mod:`engine.explore.decisive`)."""
        said = cause_sentences(self.decisive, self.order, len(self.outcomes))
        if self.complete:
            return " ".join(s[0].upper() + s[1:] + "." for s in said)
        why = {
            "states": "the bound on states was reached",
            "time": "the time budget ran out",
            "cancelled": "it was cancelled",
        }.get(self.stopped, "some answers could not be followed")
        return f"Incomplete ({why}): so far {'; '.join(said)}."


def _path_counts(explorer: Explorer) -> dict[str, int]:
    """Number of paths from the root to each state (Kahn's order over the graph; edges
    closing a cycle, if any, are not counted)."""
    nodes = explorer.nodes
    children: dict[str, list[str]] = {k: [] for k in nodes}
    indegree = dict.fromkeys(nodes, 0)
    for key, node in nodes.items():
        for parent, _ in node.parents:
            children[parent].append(key)
            indegree[key] += 1
    counts = dict.fromkeys(nodes, 0)
    counts[explorer.root_key] = 1
    ready = deque(k for k, d in indegree.items() if d == 0)
    while ready:
        key = ready.popleft()
        for child in children[key]:
            counts[child] += counts[key]
            indegree[child] -= 1
            if indegree[child] == 0:
                ready.append(child)
    return counts


def _shortest_answers(explorer: Explorer, ends: list[str]) -> tuple[tuple[Answer, ...], ...]:
    """The answers of the shortest paths from the root to any of ``ends``, shortest
    first, each a distinct reading (answers alike to a judge are one), at most
    :data:`SHOWN_PATHS` (a best-first walk back from the ends: a path's cost is its length
    so far plus the depth of where it is)."""
    nodes = explorer.nodes
    tie = itertools.count()
    heap: list[tuple[int, int, str, tuple[Answer, ...]]] = [
        (nodes[k].depth, next(tie), k, ()) for k in ends
    ]
    heapq.heapify(heap)
    found: list[tuple[Answer, ...]] = []
    said: set[tuple[tuple[str, str, str], ...]] = set()
    budget = 20_000
    while heap and len(found) < SHOWN_PATHS and budget:
        budget -= 1
        _, _, key, suffix = heapq.heappop(heap)
        if key == explorer.root_key:
            reading = tuple((a.player, a.kind, a.alike or a.said) for a in suffix)
            if reading not in said:
                said.add(reading)
                found.append(suffix)
            continue
        for parent, ans in nodes[key].parents:
            path = (ans, *suffix)
            if len(path) > len(nodes):  # a cycle: never longer than the graph
                continue
            heapq.heappush(heap, (nodes[parent].depth + len(path), next(tie), parent, path))
    return tuple(found)


def outcomes_of(explorer: Explorer) -> Exploration:
    """Group the explorer's end states into outcomes and compare them."""
    counts = _path_counts(explorer)
    groups: dict[Board, list[str]] = {}
    for key in explorer.order:
        node = explorer.nodes[key]
        if node.end:
            board = node.board if node.board is not None else board_of(node.state)
            groups.setdefault(board, []).append(key)
    found = [
        Outcome(
            board,
            sum(counts[k] for k in keys),
            _shortest_answers(explorer, keys),
            explorer.nodes[keys[0]].state,
        )
        for board, keys in groups.items()
    ]
    found.sort(key=lambda o: len(o.answers[0]) if o.answers else 0)
    outcomes = tuple(found)
    index = {o.board: n for n, o in enumerate(outcomes)}
    ends = {key: index[board] for board, keys in groups.items() for key in keys}
    if len(outcomes) <= PAIRS_LIMIT:
        pairs = list(itertools.combinations(range(len(outcomes)), 2))
    else:
        pairs = [(0, j) for j in range(1, min(len(outcomes), COMPARED_LIMIT))]
    diffs = tuple(
        Difference(i, j, differences(outcomes[i].board, outcomes[j].board)) for i, j in pairs
    )
    progress = explorer.progress()
    return Exploration(
        explorer.until,
        explorer.complete,
        progress.states,
        progress.waiting,
        explorer.stopped,
        progress.seconds,
        outcomes,
        diffs,
        tuple(explorer.problems),
        order_asked(explorer),
        explorer.refused,
        decisive_decisions(explorer, ends),
        tuple(note.format(n=n) for note, n in explorer.alike.items()),
    )
