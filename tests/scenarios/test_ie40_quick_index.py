"""ie40: a scenario's ``quick_action: {card, ability: N}`` names the N-th PRINTED ability of
the card, from 0 (docs/scenarios.md): keyword lines and abilities left to the judge count, so
the place does not move when the reader reads an earlier ability; a place that holds no
quick action the engine runs is refused with 5.3.b, saying what is printed there and which
abilities are read."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

Write = Callable[..., Path]

BOARD = """\
title: printed places
cards:
  - name: Signal Tower
    type: Permanent
    zone_type: Landmark
    hand_cost: 1
    reserve_cost: 1
    text: "Whenever the moon is full, sing a song.  At Noon — I gain 1 boost.  {T}: Draw a card."
    read_text: true
not_exercised: {Signal Tower: "its first ability is one no reader reads, by design"}
players:
  p1:
    landmarks: [Signal Tower]
    deck: [Vanilla 1/1/1, Vanilla 2/2/2]
    mana: 1
  p2: {}
script:
  - quick_action: {card: Signal Tower, ability: %d}
"""


def test_the_printed_place_of_a_quick_action_after_an_unread_ability_plays_it(
    write: Write,
) -> None:
    report = check_scenario(load_scenario(write(BOARD % 2)))
    assert report.ok, [o for o in report.outcomes if not o.held]
    state = report.run.state
    assert len(state.zone("hand:p1")) == 1  # drew a card


@pytest.mark.parametrize(
    ("place", "said"),
    [
        (0, "printed ability 0 (“Whenever the moon is full, sing a song.”) is not run"),
        (1, "printed ability 1 (“At Noon — I gain 1 boost.”) is not a quick action"),
    ],
)
def test_a_place_without_a_quick_action_run_says_what_is_printed_there(
    write: Write, place: int, said: str
) -> None:
    text = BOARD % place + "    refused: {cites: 5.3.b, says: printed ability}\n"
    report = check_scenario(load_scenario(write(text)))
    assert report.ok, [o for o in report.outcomes if not o.held]
    (refusal,) = report.run.refusals
    assert refusal.refused and refusal.rules == ("5.3.b",)
    entries = refusal.text
    assert said in entries, entries
    assert "2 “{T}: Draw a card.” (a quick action)" in entries
