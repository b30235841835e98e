"""Adversarial siblings of this stop's readings (the session-30 review): each read or refused as
judged (tests/cards_grammar/sentences_past_self_statistics_near_misses.py), the ones read checked
for what they mean, and the ones read WRONG before now refused by name (6.3.j)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.printed import read_printed
from tests.cards_grammar.probe import probe_card
from tests.cards_grammar.sentences_past_self_statistics_near_misses import SIBLINGS, WRONG_BEFORE


def _effect(sentence: str) -> list[dict[str, Any]]:
    reading = read_printed(probe_card(sentence))
    assert reading.executable, sentence
    dumped = reading.model.model_dump(exclude_none=True, exclude_defaults=True)
    return list(dumped["abilities"][0]["reaction"]["effect"])


@pytest.mark.parametrize("sentence", list(SIBLINGS))
def test_each_sibling_is_read_or_refused_as_judged(sentence: str) -> None:
    executable = read_printed(probe_card(sentence)).executable
    assert ("read" if executable else "refused") == SIBLINGS[sentence]


@pytest.mark.parametrize("sentence", WRONG_BEFORE)
def test_what_was_read_wrong_is_refused_by_name(sentence: str) -> None:
    reading = read_printed(probe_card(sentence))
    assert not reading.executable
    assert SIBLINGS[sentence] == "refused"


def test_compared_with_a_character_you_control_after_i_left_still_reads() -> None:
    text = (
        "When I leave play — Target Character with fewer boosts than a Character you "
        "control gains 1 boost."
    )
    assert _effect(text)[0]["filter"] == {"boosts_than": "fewer:you"}


def test_it_and_i_each_reads_two_steps_on_a_target_in_play() -> None:
    effect = _effect("{J} Target Character and I each gain 1 boost.")
    assert [(s["action"], s["subject"]) for s in effect] == [
        ("give_boost", "target_character"),
        ("give_boost", "self"),
    ]


def test_a_mandatory_step_then_may_is_two_steps_the_second_optional() -> None:
    effect = _effect("{J} Sacrifice a Character, then you may draw a card.")
    assert effect[0]["action"] == "sacrifice" and "may" not in effect[0]
    assert effect[1] == {"action": "draw", "may": True}


def test_otherwise_follows_the_step_not_done() -> None:
    step = _effect("{J} Sacrifice a Character. If you do, draw two cards, otherwise draw a card.")
    assert list(step[0]["then"]) == [{"action": "draw", "amount": 2}]
    assert list(step[0]["if_not_done"]) == [{"action": "draw"}]


def test_starting_with_you_each_player_acts_on_their_own_character() -> None:
    step = _effect("{J} Starting with you, each player sacrifices a Character.")[0]
    assert step["players_do"] == "each_player" and step["starting_with_you"] is True
    assert step["subject"] == "a_character_you_control"


def test_a_mode_said_of_them_is_the_target_opponents() -> None:
    text = "{J} Target opponent chooses one: they sacrifice a Character, or I gain 2 boosts."
    modes = _effect(text)[0]["modes"]
    assert modes[0]["effect"][0]["subject"] == "a_character_target_opponent_controls"
    assert modes[1]["effect"][0] == {"action": "give_boost", "subject": "self", "amount": 2}


def test_losing_statuses_and_all_boosts_chains_on_the_same_target() -> None:
    step = _effect("{J} Target Character loses Anchored, Fleeting and all its boosts.")[0]
    assert step["subject"] == "target_character"
    assert [s["subject"] for s in step["then"]] == ["it", "it"]
    assert [s["action"] for s in step["then"]] == ["lose_status", "remove_counters"]


def test_loses_all_its_boosts_alone_reads_again() -> None:
    # refused on the merged tree: "loses all its boosts and can't gain" said "loses" itself
    step = _effect("{J} Target Character loses all its boosts.")[0]
    assert step == {
        "action": "remove_counters",
        "subject": "target_character",
        "counter": "boost",
        "all_counters": True,
    }
