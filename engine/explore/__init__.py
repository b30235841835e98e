"""Exploring every legal answer: does the order matter?

From a state with a pending decision, :func:`explore` follows every legal answer of that
decision and of the decisions that follow, until the stopping point the caller names
(the end of the current resolution, turn, phase or day), and groups the end states into
distinct outcomes compared as a judge compares boards. Pure, like the rest of the
engine; bounded by a number of states and a time budget; interruptible::

    result = explore(state, until="resolution")
    result.verdict()        # "The order does not matter. What p1 sacrifices does: 2 outcomes."
    result.decisive[0].outcomes     # ((0, ("Vanilla 2/2/2",)), (1, ("Kuwat, the Dissenter",)))
    result.outcomes[0].answers[0]   # the answers of the shortest path to it
    result.differences[0].lines     # ("Kuwat, the Dissenter: 1 boost → none", ...)

A window runs an :class:`Explorer` a slice at a time (:meth:`Explorer.advance`) and
reads :func:`outcomes_of` when it is finished or cancelled.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.explore.answers import Answer, legal_answers, option_words
from engine.explore.board import Board, ExpeditionSight, Sight, board_data, board_of, sight
from engine.explore.canonical import state_key
from engine.explore.decisive import Decisive, decision_words
from engine.explore.outcomes import Difference, Exploration, Outcome, outcomes_of
from engine.explore.search import Explorer, Progress, explore_graph
from engine.explore.stops import UNTIL, UNTIL_WORDS, reached
from engine.explore.words import differences, zone_words
from engine.state.game_state import GameState


def explore(
    root: GameState,
    until: str = "resolution",
    max_states: int = 5_000,
    time_budget: float = 30.0,
    progress: Callable[[Progress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Exploration:
    """Follow every legal answer from ``root``'s pending decision to the stopping point
    ``until`` and return the distinct outcomes (see the module's docstring)."""
    explorer = explore_graph(root, until, max_states, time_budget, progress, cancelled)
    return outcomes_of(explorer)


__all__ = [
    "UNTIL",
    "UNTIL_WORDS",
    "Answer",
    "Board",
    "Decisive",
    "Difference",
    "ExpeditionSight",
    "Exploration",
    "Explorer",
    "Outcome",
    "Progress",
    "Sight",
    "board_data",
    "board_of",
    "decision_words",
    "differences",
    "explore",
    "legal_answers",
    "option_words",
    "outcomes_of",
    "reached",
    "sight",
    "state_key",
    "zone_words",
]
