"""A quick action's index: a scenario's ``quick_action: {card, ability: N}`` names the N-th ability
the engine runs for the card, from 0 (docs/scenarios.md, as saved scenarios always counted); a place
that holds no quick action is refused with 5.3.b, listing the card's printed abilities, each with
the place the engine gives it or said not run — so the judge sees which number to write."""

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
    report = check_scenario(load_scenario(write(BOARD % 1)))
    assert report.ok, [o for o in report.outcomes if not o.held]
    state = report.run.state
    assert len(state.zone("hand:p1")) == 1  # drew a card


@pytest.mark.parametrize(
    ("place", "said"),
    [
        (0, "Signal Tower's ability 0 is not a quick action"),
        (0, "“Whenever the moon is full, sing a song.” (not run by the engine"),
    ],
)
def test_a_place_without_a_quick_action_run_says_what_is_printed_there(
    write: Write, place: int, said: str
) -> None:
    text = BOARD % place + "    refused: {cites: 5.3.b, says: not a quick action}\n"
    report = check_scenario(load_scenario(write(text)))
    assert report.ok, [o for o in report.outcomes if not o.held]
    (refusal,) = report.run.refusals
    assert refusal.refused and refusal.rules == ("5.3.b",)
    entries = refusal.text
    assert said in entries, entries
    assert "1 “{T}: Draw a card.” (a quick action)" in entries
    assert "0 “At Noon — I gain 1 boost.” (not a quick action)" in entries
