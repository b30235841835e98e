"""A player the engine has no choice for, doing a step that chooses what they control or
hold ("Its controller sacrifices a Character", 6.1.h, 7.3.36.a), is refused in a judge's
words — a by-hand reason on import, never a reader error that would stop the import."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import read

REFUSED = [
    f"{{J}} Exhaust target Character. {who} {verb}."
    for who in ("Its controller", "Its owner")
    for verb in (
        "sacrifices a Character",
        "sacrifices a Character or Permanent",
        "discards a card from their hand",
        "discards a card from their Reserve",
        "puts a card from their hand in Reserve",
    )
]


@pytest.mark.parametrize("text", REFUSED)
def test_6_1_h_an_unnamed_chooser_is_refused_in_a_judges_words(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert refused.value.reason.startswith("what its ")
    assert "resolve it by hand" in refused.value.reason


@pytest.mark.parametrize("text", REFUSED[:3])
def test_the_card_imports_with_a_by_hand_reason(text: str) -> None:
    reading = read(text, name="Probe")
    assert not reading.executable
    assert any(a.reason for a in reading.abilities)


def test_7_2_3_a_its_controller_still_draws() -> None:
    """The same player drawing is read: the engine resolves "its controller" for a draw."""
    found = read_ability("{J} Exhaust target Character. Its controller draws a card.")
    then = found["reaction"]["effect"][0]["then"]
    assert then == [{"action": "draw", "amount": 1, "subject": "its_controller"}]
