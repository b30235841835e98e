"""The session-29 review's adversarial siblings (sentences_deck_mana_places_near_misses.py) read as
judged: each read or refused as its meaning against the CR says, and the ones read wrong before now
read right (played in test_board_deck_mana_places.py) or refused by name."""

from __future__ import annotations

import pytest

from .read_with_definition import outcome
from .sentences_deck_mana_places_near_misses import SIBLINGS, WRONG_BEFORE


@pytest.mark.parametrize("sibling", sorted(SIBLINGS))
def test_each_sibling_is_read_as_judged(sibling: str) -> None:
    assert outcome(sibling) == SIBLINGS[sibling]


def test_at_least_120_siblings_and_every_wrong_one_among_them() -> None:
    assert len(SIBLINGS) >= 120
    assert set(WRONG_BEFORE) <= set(SIBLINGS)
