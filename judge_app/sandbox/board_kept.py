"""The board view kept while nothing it shows has changed.

Many sandbox steps change nothing on the table: a decision is asked, a phase begins with
nothing to do, "no Reactions in Limbo". The engine's state is plain immutable data, so a
step that leaves the objects, zones, cards, Adventure and the turn's counts alone hands the
very same mappings and tuples on; only the agenda of steps, the pending decision and the
engine's counters change. The board (every tile, each Character's statistics read from the
passive abilities in play, 2.3.3, the Expeditions' totals) was nonetheless projected anew
at each step (~1 ms on a busy board, issue 33). :class:`KeptBoard` gives back the view
made last when every field of the state the board can depend on is the same — compared by
identity first, then by value — and the judge's display choices (the hidden zones shown,
the abilities resolved by hand) are the same too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields, replace

from engine import GameState
from engine.state.cards import CardDef
from judge_app.sandbox.board import BoardView, board_view, what_comes_next

NOT_ON_THE_BOARD = frozenset(
    {"agenda", "pending", "next_decision", "event_seq", "noted_dependencies", "rng"}
)
"""Fields of the state that no tile, count or statistic is read from: the steps still to
do, the decision asked, and the engine's own counters. The board's line of what comes next
(the decision asked, the next task, the phase about to begin) is read from the first two
at every step (:func:`~judge_app.sandbox.board.what_comes_next`)."""

ON_THE_BOARD = tuple(f.name for f in fields(GameState) if f.name not in NOT_ON_THE_BOARD)


def same_on_the_board(a: GameState, b: GameState) -> bool:
    """Whether ``a`` and ``b`` show the same board (every field it may read is equal)."""
    if a is b:
        return True
    for name in ON_THE_BOARD:
        x, y = getattr(a, name), getattr(b, name)
        if x is not y and x != y:
            return False
    return True


class KeptBoard:
    """The last board view made, given back while the board has not changed."""

    def __init__(self) -> None:
        self._kept: tuple[GameState, tuple[object, ...], BoardView] | None = None
        self.made = 0  # views made (for tests and benchmarks)

    def view(
        self,
        state: GameState,
        revealed: frozenset[str],
        unexecuted: Mapping[CardDef, tuple[str, ...]],
    ) -> BoardView:
        # the abilities by hand change in place when a card is put on the board: each
        # entry's words are a new tuple then
        shown = (revealed, len(unexecuted), tuple(map(id, unexecuted.values())))
        kept = self._kept
        if kept is not None and kept[1] == shown and same_on_the_board(kept[0], state):
            board = kept[2]
            decision, next_task, next_phase = what_comes_next(state)
            if (decision, next_task, next_phase) != (
                board.decision,
                board.next_task,
                board.next_phase,
            ):  # the table as it was, with what the engine asks or does next
                board = replace(
                    board, decision=decision, next_task=next_task, next_phase=next_phase
                )
            self._kept = (state, shown, board)
            return board
        board = board_view(state, revealed, unexecuted)
        self.made += 1
        self._kept = (state, shown, board)
        return board
