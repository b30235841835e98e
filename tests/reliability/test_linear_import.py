"""An import is linear in what it reads: each card's reading looks at its own sub-types, not
at every sub-type of the pool again (issue 34: 3,125 cards of 16 invented sub-types each took
over 75 s of CPU, every card copying and checking the pool's 50,000 names; now ~5 s)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scenarios.cards import card_words
from scenarios.pool import CardPool

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
CARD: dict[str, Any] = json.loads((DATA / "TEST_EN.json").read_text(encoding="utf-8"))[0]


def _cards(n: int, subtypes: int) -> list[dict[str, Any]]:
    cards = []
    for k in range(n):
        card: dict[str, Any] = json.loads(json.dumps(CARD))
        card["reference"] = f"ALT_TEST_B_AX_{100 + k}_C"
        card["collectorNumber"] = f"TST-{100 + k}-C-EN"
        card["cardSubTypes"] = [
            {"reference": f"KIND_{k}_{i}", "name": f"Kind{chr(97 + k % 26)}{k}x{i}"}
            for i in range(subtypes)
        ]
        cards.append(card)
    return cards


@pytest.mark.parametrize("n", [40, 120])
def test_reading_a_pool_looks_at_each_printed_sub_type_a_bounded_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    looked = 0
    may_be = card_words._may_be_subtype

    def counting(name: str) -> bool:
        nonlocal looked
        looked += 1
        return may_be(name)

    monkeypatch.setattr(card_words, "_may_be_subtype", counting)
    path = tmp_path / "kinds_EN.json"
    path.write_text(json.dumps(_cards(n, 16)), encoding="utf-8")
    pool = CardPool(tmp_path / "cards.db")
    try:
        report = pool.import_paths([path])
    finally:
        pool.close()
    assert report.prints == n
    printed = n * 16
    # a few looks per printed name (the pool's context, the token cards, the card's own
    # reading), whatever the number of cards: before, every card looked at all of them
    assert looked <= 6 * printed, (looked, printed)


def test_a_card_read_inside_its_pool_keeps_the_pools_sub_types_and_adds_its_own() -> None:
    with card_words.using_subtypes({"Character": ["Sailor", "Corsair"]}):
        pool_names = card_words.data_subtypes()
        with card_words.using_subtypes({"Character": ["Sailor"]}):
            assert card_words.data_subtypes() is pool_names  # nothing new: not copied
        with card_words.using_subtypes({"Character": ["Pirate"], "Spell": ["Shanty"]}):
            assert card_words.data_subtypes() == {
                "Character": frozenset({"Sailor", "Corsair", "Pirate"}),
                "Spell": frozenset({"Shanty"}),
            }
        with card_words.using_subtypes(
            {"Character": ["a name of four words", "Sailor 2", "Hero", "Fleeting"]}
        ):
            assert card_words.data_subtypes() is pool_names  # none may be a sub-type
        assert card_words.data_subtypes() == {"Character": frozenset({"Sailor", "Corsair"})}
    assert card_words.data_subtypes() == {}
