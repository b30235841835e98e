"""Conditions of the section "conditions and triggers, round 2 (session 3)", read by the
grammar alone and played on boards, each where it holds and where it does not: the cards in
the controller's Mana zone, every one a Mana Orb (3.2.9.c), exhausted ones too (2.2.1.f)."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state.game_state import GameState
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import fields, names, play
from .sentences_conditions2 import MANA_CARDS


def _drawn(text: str, mana: int) -> int:
    """How many cards p1 draws when a bearer of ``text`` is played from Hand with ``mana``
    Mana Orbs (playing it exhausts one; it stays in the Mana zone, 2.2.1.f)."""
    card = PrintedCard(
        "Bearer",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    b = GameBuilder().in_hand("p1", "Bearer", **fields(reading)).mana("p1", mana)
    state: GameState
    state, _ = play(b.deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(("mana", "drawn"), [(3, 2), (4, 2), (2, 0)])
def test_3_2_9_c_three_or_more_cards_in_your_mana_zone(mana: int, drawn: int) -> None:
    assert _drawn(MANA_CARDS, mana) == drawn
