"""The readings of the blocks "dice: a result said in a trigger …", "can't: sent to Reserve,
any status …" and "triggers: 'The first time …', 'gains a status'" written back in the
cards' style (the writer) and read again the same."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .sentences_cant_statuses import READINGS_CANT_STATUSES
from .sentences_dice_tables import READINGS_DICE_TABLES
from .sentences_first_time_triggers import READINGS_FIRST_TIME_TRIGGERS

ABILITIES = sorted(
    t
    for readings in (READINGS_DICE_TABLES, READINGS_CANT_STATUSES, READINGS_FIRST_TIME_TRIGGERS)
    for t, r in readings.items()
    if "effect" not in r
)


@pytest.mark.parametrize("text", ABILITIES)
def test_written_back_and_read_the_same(text: str) -> None:
    reading = read_ability(text)
    assert read_ability(write_ability(reading)) == reading
