"""The writer beside the reader for the actor slot (gram43, issue 30): another player's
choice among their own, then the effect's controller's step on it (6.1.h, 1.4.7.c), written
back in the cards' style, reads again as itself — for every player the slot names and every
own choice the engine asks them for."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.writer.all_rules import write_effect

from ..cards_text.helpers import read, steps

_PLAYERS = ("Target opponent", "Target player", "Each opponent", "Each player")
_CHOSEN = ("a Character they control", "a card in their Reserve", "a card from their hand")


@pytest.mark.parametrize("who", _PLAYERS)
@pytest.mark.parametrize("chosen", _CHOSEN)
def test_their_choice_then_your_step_is_written_back_as_itself(who: str, chosen: str) -> None:
    verb = "Discard" if "hand" in chosen else "Exhaust"
    text = f"{who} chooses {chosen}. {verb} it."
    reading = read("{J} " + text)
    assert reading.abilities[0].status == "executed", reading.abilities[0].reason
    said = steps(reading)
    assert said[0].get("effect_controller_does")
    written = write_effect(said)
    assert written == text
    assert steps(read("{J} " + written)) == said


def test_you_may_pay_before_their_choice_is_written_back() -> None:
    text = "You may pay {1}: Target opponent chooses a card in their Reserve. Exhaust it."
    said = steps(read("{R} " + text))
    assert write_effect(said) == text
