"""Issue 33: the board view is made again only when something it shows changed. A step
that only asks a decision or moves the engine's agenda on keeps the table (the players'
zones, Limbo, the Adventure) and says only what comes next anew; a step that changes a card,
a revealed zone or the abilities by hand makes a new one — always equal to a view made from
scratch."""

from __future__ import annotations

from pathlib import Path

from engine.state.records import replace
from judge_app.sandbox.board import board_view
from judge_app.sandbox.board_kept import KeptBoard, same_on_the_board
from judge_app.sandbox.session import Session

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


def test_the_view_is_kept_while_the_table_does_not_change_and_always_matches_a_fresh_one() -> None:
    session = Session.open(BUSY)
    kept = KeptBoard()
    unchanged = changed = 0
    for _ in range(120):
        before = session.state
        view = kept.view(before, session.revealed, session.unexecuted)
        if session.needs_judge():
            d = session.state.pending
            assert d is not None
            session.answer(d.option_ids()[: max(d.min_choices, 1)])
        elif session.can_step():
            session.step()
        else:
            break
        made = kept.made
        again = kept.view(session.state, session.revealed, session.unexecuted)
        assert again == board_view(session.state, session.revealed, session.unexecuted)
        if same_on_the_board(before, session.state):  # the table as it was: not made again
            assert kept.made == made
            assert (again.players, again.limbo, again.regions) == (
                view.players,
                view.limbo,
                view.regions,
            )
            assert again.players is view.players and again.limbo is view.limbo
            unchanged += 1
        else:
            changed += 1
    assert unchanged and changed  # both kinds of step were met


def test_a_change_on_the_table_or_in_what_is_shown_makes_a_new_view() -> None:
    session = Session.open(BUSY)
    kept = KeptBoard()
    state = session.state
    first = kept.view(state, session.revealed, session.unexecuted)
    # the agenda is not on the table: only the line of what comes next is said anew
    emptied = replace(state, agenda=())
    again = kept.view(emptied, session.revealed, session.unexecuted)
    assert again.players is first.players and kept.made == 1
    assert again == board_view(emptied, session.revealed, session.unexecuted)
    assert kept.view(emptied, session.revealed, session.unexecuted) is again
    # a Character boosted is (its statistics, its counters)
    oid = next(o for o, ob in state.objects.items() if ob.zone.startswith("expedition"))
    boosted = replace(state.objects[oid], counters={**state.objects[oid].counters, "boost": 3})
    moved = replace(state, objects={**state.objects, oid: boosted})
    assert not same_on_the_board(state, moved)
    assert kept.view(moved, session.revealed, session.unexecuted) is not first
    # the decks shown
    shown = session.revealed | {"deck"}
    assert kept.view(moved, shown, session.unexecuted) != first
