""" "When a token enters play under your control —" / "When a token you control enters play
—", read by the grammar alone and played on a board (issue 30): a token enters play only as
it is created (7.3.5.a, 7.3.10.a), joining its controller's Expeditions — the engine's "you
receive a token" (7.3.30.a); "it" is the token (6.3.i); a token of the opponent's is not
yours; a narrower token is resolved by hand."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

from .sentences_first_time_triggers import (
    REFUSED_TOKEN_ENTERS,
    TOKEN_ENTERS_PLAY,
    TOKEN_YOU_CONTROL_ENTERS,
)
from .test_board_received_events import _boosts, _run

CREATED = "{H} Create an [Ordis Recruit 1/1/1] Soldier token in your Companion Expedition."


@pytest.mark.parametrize(("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "not-theirs"])
def test_7_3_10_a_when_a_token_enters_play_under_your_control(owner: str, boosts: int) -> None:
    state, cited = _run(CREATED, TOKEN_ENTERS_PLAY, owner)
    assert _boosts(state, "Watcher") == boosts
    assert ("7.3.30.a" in cited) is bool(boosts)


def test_6_3_i_it_is_the_token_that_entered_play() -> None:
    state, _ = _run(CREATED, TOKEN_YOU_CONTROL_ENTERS, "p1")
    assert _boosts(state, "Ordis Recruit") == 1
    assert _boosts(state, "Watcher") == 0


def test_a_card_played_is_no_token_entering_play() -> None:
    state, _ = _run("{H} Draw a card.", TOKEN_ENTERS_PLAY, "p1")
    assert _boosts(state, "Watcher") == 0


@pytest.mark.parametrize("text", REFUSED_TOKEN_ENTERS)
def test_a_narrower_token_is_resolved_by_hand(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(text)
