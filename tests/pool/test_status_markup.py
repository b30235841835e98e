"""Issue 17: the data writes a status in double brackets ("[[Asleep]]", 2.4.1.a); what a
judge reads — the card sheets, the board's tooltips and tiles, the Add-card dialog, the
trace's "Not executed — resolve by hand" — says the status's name, never the markup."""

from __future__ import annotations

from scenarios.cards.byhand import by_hand_of
from scenarios.pool.describe import ability_lines, ability_text
from scenarios.pool.icons import icons_as_words, statuses_as_words

from ..cards_text.helpers import read


def test_a_status_in_double_brackets_is_shown_as_its_name() -> None:
    text = "{J} Target Character gains [[Asleep]]. #[[Fleeting]].#  [Resupply]."
    shown = icons_as_words(text)
    assert shown == "[When I enter play] Target Character gains Asleep. Fleeting.  [Resupply]."
    assert "[[" not in ability_text(text) and "]]" not in ability_text(text)
    # a tile keeps the icon codes, not the status markup
    assert statuses_as_words("{R} I gain [[ Anchored ]].") == "{R} I gain Anchored."


def test_not_executed_abilities_name_the_status_without_markup() -> None:
    reading = read("Each player hums a tune while I am [[Asleep]].", name="Fixture Dreamer")
    [line] = ability_lines(reading)
    assert not line.executed and line.text == "Each player hums a tune while I am Asleep."
    [by_hand] = by_hand_of(reading.abilities)
    assert by_hand.text == "Each player hums a tune while I am Asleep."
