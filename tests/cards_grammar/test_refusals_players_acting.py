"""A player the engine has no choice for, doing a step that chooses what they control or
hold ("Its controller sacrifices a Character or Permanent", 6.1.h, 7.3.36.a), is refused in a
judge's words — a by-hand reason on import, never a reader error that would stop the import;
"Its controller / Its owner" doing the steps the engine has a choice for is read as that
player doing them (1.4.7.b)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import read

REFUSED = [
    f"{{J}} Exhaust target Character. {who} {verb}."
    for who in ("Its controller", "Its owner")
    for verb in (
        "sacrifices a Character or Permanent",
        "puts a card from their hand in Reserve",
    )
]
READ = {
    f"{{J}} Exhaust target Character. {who} {verb}.": {
        "action": action,
        "subject": subject,
        "players_do": who.lower().replace(" ", "_"),
    }
    for who in ("Its controller", "Its owner")
    for verb, action, subject in (
        ("sacrifices a Character", "sacrifice", "a_character_you_control"),
        ("discards a card from their hand", "discard", "a_card_from_your_hand"),
        ("discards a card from their Reserve", "discard", "a_card_from_your_reserve"),
    )
}


@pytest.mark.parametrize("text", REFUSED)
def test_6_1_h_an_unnamed_chooser_is_refused_in_a_judges_words(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert refused.value.reason.startswith("what its ")
    assert "resolve it by hand" in refused.value.reason


@pytest.mark.parametrize("text", sorted(READ))
def test_1_4_7_b_its_controller_or_owner_does_the_step_the_engine_can_ask(text: str) -> None:
    found = read_ability(text)
    assert found["reaction"]["effect"][0]["then"] == [READ[text]]  # after the step on "it"


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
