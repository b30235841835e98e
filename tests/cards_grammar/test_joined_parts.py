"""Joined parts (issue 31): "[You may] [X] and [Y]. If you do, [Z]" — no "to", so no cost:
each part is done as far as it can be (6.5.h), and "if you do" holds when the player
started to do [X and Y] (6.5.f). The reading joins the two parts (``cost_with``,
``said_if_you_do``) with or without "you may"; parts not on "me" are refused, never read
as Z following the last part alone."""

from __future__ import annotations

import pytest

from engine import Status, find
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .test_board_costs_and_choosers import _board, _labels, _resolved

READ = [
    "{J} Exhaust me and spend 2 of my boosts. If you do, draw a card.",
    "{J} You may exhaust me and spend 2 of my boosts. If you do, draw a card.",
    "{J} Exhaust me and spend 1 of my Kelon counters. If you do, I gain 1 boost.",
    "{J} You may exhaust me and sacrifice me. If you do, draw a card.",
    "{J} Exhaust me and discard me. If you do, draw 2 cards.",
]
"""Siblings read: other verbs on "me" (sacrifice, discard), counters, with and without "may"."""

REFUSED = [
    "{J} Discard a card from your hand and draw a card. If you do, I gain 1 boost.",
    "{J} Sacrifice a Character and discard a card from your hand. If you do, draw a card.",
    "{J} Exhaust me and draw a card. If you do, I gain 1 boost.",
]
"""Siblings refused: a part not on "me" — "If you do" would follow the last part alone."""


@pytest.mark.parametrize("text", READ)
def test_joined_parts_read_and_written_back(text: str) -> None:
    ability = read_ability(text)
    (step,) = ability["reaction"]["effect"]
    assert step["said_if_you_do"] is True and step["cost_with"] and step["then"]
    assert bool(step.get("may")) is ("You may" in text)
    assert read_ability(write_ability(ability)) == ability
    assert "If you do," in write_ability(ability)


@pytest.mark.parametrize("text", REFUSED)
def test_joined_parts_not_on_me_are_refused_with_their_reason(text: str) -> None:
    with pytest.raises(NotRead) as caught:
        read_ability(text)
    assert "If you do" in str(caught.value) and "6.5.f" in str(caught.value)


def test_without_may_one_part_impossible_the_other_is_done_and_z_happens() -> None:
    """ "Exhaust me and spend 2 of my boosts. If you do, draw a card." with one boost: the
    spend is ignored (6.5.h, 7.3.38.b), the exhaust done — started, so Z (6.5.f)."""
    text = "{J} I gain 1 boost. Exhaust me and spend 2 of my boosts. If you do, draw a card."
    state, entries, _ = _resolved(_board(text), _labels())
    me = state.objects[find(state, "Unique")]
    assert me.boosts == 1 and Status.EXHAUSTED in me.statuses
    assert len(names(state, "hand:p1")) == 1
    assert {"6.5.h", "6.5.f", "7.3.38.b"} <= rules_of(entries)
