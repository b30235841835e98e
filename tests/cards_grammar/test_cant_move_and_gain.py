"""The reader and writer for "can't" said of a zone move and of gaining a status
(1.4.1.a): "Characters can't go to Reserve.", "Characters can't gain [[Fleeting]]." — read
as the engine's restriction, written back in the cards' style and read the same."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

from .sibling_checks import assert_reading_written_back

SENTENCES = {
    "Characters can't go to Reserve.": ("go_to_reserve", {"types": ("Character",)}),
    "Your Characters can't go to Reserve.": (
        "go_to_reserve",
        {"types": ("Character",), "controller": "you"},
    ),
    "I can't go to Reserve.": ("go_to_reserve", None),
    "Characters can't gain [[Fleeting]].": ("gain_fleeting", {"types": ("Character",)}),
    "I can't gain [[Anchored]].": ("gain_anchored", None),
    "Your Characters can't gain [[Asleep]].": (
        "gain_asleep",
        {"types": ("Character",), "controller": "you"},
    ),
}


@pytest.mark.parametrize("text", sorted(SENTENCES))
def test_1_4_1_a_cant_move_or_gain_is_read_and_written_back(text: str) -> None:
    action, flt = SENTENCES[text]
    reading = read_ability(text)
    cant = reading["passive"]["cant_be"]
    assert list(cant["actions"]) == [action]
    if flt is None:
        assert "filter" not in cant
    else:
        assert {
            k: (tuple(v) if isinstance(v, list) else v) for k, v in cant["filter"].items()
        } == flt
    assert_reading_written_back(reading)


def test_1_4_1_a_cant_gain_a_status_without_a_gain_is_not_read() -> None:
    with pytest.raises(NotRead):  # Boosted is boosts (2.4.5.b): "can't gain boosts"
        read_ability("Characters can't gain [[Boosted]].")
