"""'It' named by a condition on one object, played on boards (issue 30): "If your Hero is
exhausted, ready it and draw a card" readies the controller's Hero (3.2.6.b, 7.3.28) and
draws, both only if the Hero was exhausted (6.5.d: one condition governs both steps)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import Status

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .sentences_condition_it import IF_HERO_EXHAUSTED_READY_IT_DRAW
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


@pytest.mark.parametrize("exhausted", [True, False])
def test_6_5_d_if_your_hero_is_exhausted_ready_it_and_draw(exhausted: bool) -> None:
    text = IF_HERO_EXHAUSTED_READY_IT_DRAW
    statuses = (Status.EXHAUSTED,) if exhausted else ()
    b = GameBuilder().hero("p1", "Captain", statuses=statuses).hero("p2", "Rival")
    b = b.in_hand("p1", "Unique", **grammar_fields(text)).in_expedition(
        "p1", "hero", "Ally", **ALLY
    )
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = _resolved(b)
    assert Status.EXHAUSTED not in state.objects[find(state, "Captain")].statuses
    assert len(names(state, "hand:p1")) == (1 if exhausted else 0)
