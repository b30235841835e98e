"""Comparisons with each opponent played on boards (issue 30): "If you control more
Characters than each opponent" draws only when the controller has more (1.2.2, 6.5.d);
"at least as many … as" when equal too."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .sentences_compared_with_each import (
    AS_MANY_CHARACTERS_AS_EACH,
    BOARD_SENTENCES_COMPARED_WITH_EACH,
    MORE_CHARACTERS_THAN_EACH,
)
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def test_every_board_sentence_of_the_section_is_played_here() -> None:
    assert set(BOARD_SENTENCES_COMPARED_WITH_EACH) == {
        MORE_CHARACTERS_THAN_EACH,
        AS_MANY_CHARACTERS_AS_EACH,
    }


@pytest.mark.parametrize(
    ("text", "theirs", "draws"),
    [
        (MORE_CHARACTERS_THAN_EACH, 1, 1),  # 2 (the Unique and an Ally) against 1
        (MORE_CHARACTERS_THAN_EACH, 2, 0),  # 2 against 2: not more
        (AS_MANY_CHARACTERS_AS_EACH, 2, 1),  # 2 against 2: as many
        (AS_MANY_CHARACTERS_AS_EACH, 3, 0),  # 2 against 3
    ],
)
def test_1_2_2_compared_with_each_opponent(text: str, theirs: int, draws: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    for i in range(theirs):
        b = b.in_expedition("p2", "hero", f"Rival {i}", **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert len(names(state, "hand:p1")) == draws
