"""The writer beside the reader for "X chosen in one step" (issue 30): each reading written
back in the cards' style reads again as itself; another player's X choice is refused by the
writer with the reason, not written as something else."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.writer.all_rules import write_effect

from ..cards_text.helpers import read, steps


@pytest.mark.parametrize(
    "text",
    [
        "Discard X cards from your hand, where X is the number of Characters you control.",
        "Discard as many cards from your Reserve as there are Characters you control.",
        "Sacrifice Characters equal to the number of cards in your Reserve.",
        "Sacrifice up to two Characters you control. Discard that many cards from your hand.",
        "Exhaust up to two target Characters. Sacrifice that many Characters.",
    ],
)
def test_an_x_chosen_reading_is_written_back_as_itself(text: str) -> None:
    reading = steps(read("{J} " + text))
    written = write_effect(reading)
    assert "X times" not in written and "for each" not in written  # one step, not repeated
    assert steps(read("{J} " + written)) == reading


def test_another_players_x_choice_is_not_written_yet() -> None:
    text = "Target opponent discards X cards from their hand, where X is the number of"
    reading = steps(read(f"{{J}} {text} Characters you control."))
    with pytest.raises(ValueError, match="X chosen"):
        write_effect(reading)
