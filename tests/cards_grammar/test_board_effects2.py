"""The effects' second round (helper "effects2", issue 30), read by the grammar alone and
played on boards: a choice among a list of statuses gives the one chosen, and only it
(7.3.16, 6.1.g)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, find

from ..cards_text.helpers import names
from .sentences_effects2 import READINGS_EFFECTS2
from .test_board_effects import ALLY, _board, _card, _resolved


@pytest.mark.parametrize(
    ("chosen", "status"),
    [("Fleeting", Status.FLEETING), ("Anchored", Status.ANCHORED), ("Asleep", Status.ASLEEP)],
)
def test_7_3_16_a_choice_among_three_statuses_gives_the_one_chosen(
    chosen: str, status: Status
) -> None:
    text = "{J} Target Character gains Fleeting, Anchored or Asleep."
    assert text in READINGS_EFFECTS2
    state = _resolved(_board(text), {"target": "Ally", "choose_status": chosen})
    ally = state.objects[find(state, "Ally")].statuses
    assert status in ally
    assert {Status.FLEETING, Status.ANCHORED, Status.ASLEEP} & set(ally) == {status}


def test_6_5_f_sabotage_then_its_owner_exhausted_resupplies_only_if_discarded() -> None:
    """ "Sabotage. If you discarded a card this way, its owner Exhausted Resupplies": the
    owner of the card discarded (p2's) puts their top card in Reserve, exhausted (7.3.35.a,
    7.3.13)."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    assert text in READINGS_EFFECTS2
    b = _board(text).in_reserve("p2", "Theirs", **ALLY)
    state = _resolved(b, {"target": "Theirs"})
    assert "Theirs" in names(state, "discard:p2")
    reserve = names(state, "reserve:p2")
    assert len(reserve) == 1 and "Theirs" not in reserve
    assert Status.EXHAUSTED in state.objects[find(state, reserve[0])].statuses
    assert names(state, "reserve:p1") == ["Kept"]


def test_6_5_f_its_owner_is_the_discarded_cards_owner() -> None:
    """My own Reserve card discarded: I (its owner) Exhausted Resupply, not my opponent."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    state = _resolved(_board(text), {"target": "Kept"})
    assert "Kept" in names(state, "discard:p1")
    reserve = names(state, "reserve:p1")
    assert len(reserve) == 1 and "Kept" not in reserve
    assert names(state, "reserve:p2") == []


def test_6_5_f_nothing_discarded_nothing_resupplied() -> None:
    """No card in any Reserve: nothing is discarded, so no one Exhausted Resupplies."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    b = GameBuilder().in_hand("p1", "Unique", **_card(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 6)
    state = _resolved(b.deck_of("p1", 6).deck_of("p2", 6))
    assert names(state, "reserve:p1") == [] and names(state, "reserve:p2") == []
