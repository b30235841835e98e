"""Issue 33, fast at the table: a tile that depends on its object alone (a Mana Orb, a card
in Hand, Reserve or Landmarks) is kept from one step to the next while its object is the
same, and is always the tile a fresh projection makes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine import CardType, Status
from engine.state import records
from engine.state.game_state import evolve
from judge_app.sandbox import board
from judge_app.sandbox.session import Session

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


def test_kept_tiles_are_the_tiles_a_fresh_projection_makes() -> None:
    session = Session.open(BUSY)
    kept = 0
    before: dict[str, tuple[object, board.Tile]] = {}
    for _ in range(200):
        state = session.state
        for oid, o in state.objects.items():
            made = board.tile(state, oid, session.unexecuted)
            assert made == board._tile(state, oid, session.unexecuted)  # as if made anew
            card = state.card(oid)
            cacheable = o.emblem is None and card is not None and card.type != CardType.CHARACTER
            if oid in before and cacheable and before[oid][0] is o:
                assert made is before[oid][1]  # the same object: the same tile, kept
                kept += 1
            before[oid] = (o, made)
        if session.needs_judge():
            pending = session.state.pending
            assert pending is not None
            session.answer(pending.option_ids()[: max(pending.min_choices, 1)])
        elif session.can_step():
            session.step()
    assert kept > 100


def test_an_object_that_changed_gets_a_new_tile() -> None:
    """A Mana Orb exhausted is a new object: its tile is made again and shows it."""
    session = Session.open(BUSY)
    state = session.state
    oid = next(i for i, o in state.objects.items() if o.zone.startswith("mana:"))
    first = board.tile(state, oid, session.unexecuted)
    assert not first.exhausted
    o = state.objects[oid]
    tired = records.replace(o, statuses=o.statuses | {Status.EXHAUSTED})
    later = evolve(state, objects={**state.objects, oid: tired})
    second = board.tile(later, oid, session.unexecuted)
    assert second.exhausted and second == board._tile(later, oid, session.unexecuted)
    assert board.tile(state, oid, session.unexecuted) == first  # the earlier moment's own


def test_a_card_given_by_hand_words_later_gets_a_new_tile() -> None:
    """What is resolved by hand is looked up at each projection: words added for the same
    printed card (a typed card of that name) show on a tile kept before."""
    session = Session.open(BUSY)
    state = session.state
    oid = next(
        i
        for i, o in state.objects.items()
        if o.emblem is None
        and (card := state.card(i)) is not None
        and card.type != CardType.CHARACTER
        and not o.zone.startswith("mana:")
    )
    card = state.card(oid)
    assert card is not None
    first = board.tile(state, oid, session.unexecuted)
    session.unexecuted[board.manual_key(card)] = ("I do something the engine cannot.",)
    second = board.tile(state, oid, session.unexecuted)
    assert second is not first
    assert second.not_executed == ("I do something the engine cannot.",)
    assert replace(second, not_executed=first.not_executed) == first
