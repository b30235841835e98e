""" "I was [status]" in a Reaction's step on boards (6.3.k; gram113): the past tense reads
"me" as it was before the event, also when "I" stay in play — "When I gain a boost — If I
was boosted, draw a card" does not draw for the boost it reacts to. The present tense reads
the state after the event. An ability no event activated refuses "I was" by name."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from past_me_siblings import ELSEWHERE, TRIGGERS, drawn, expected, sentences, status

_CHANGED = {
    "When I gain a boost —": "boosted",
    "When I'm exhausted —": "exhausted",
    "When I'm readied —": "exhausted",
    "When I gain Anchored —": "anchored",
    "When I gain Asleep —": "asleep",
    "When I gain Fleeting —": "fleeting",
}
"""The status each event changes: where "was" and "am" differ (2.4)."""


@pytest.mark.parametrize("trigger", list(TRIGGERS))
@pytest.mark.parametrize("neg", ["", " not"])
def test_i_was_reads_the_status_the_event_changed_as_it_was_before(trigger: str, neg: str) -> None:
    read = f"If I was{neg} {_CHANGED[trigger]}, draw a card."
    assert drawn(trigger, read) == expected(trigger, read)


def test_expected_follows_the_board_before_the_event() -> None:
    # Reckless gained a boost: it was not boosted before, it is now (6.3.k)
    assert expected("When I gain a boost —", "If I was boosted, draw a card.") == 0
    assert expected("When I gain a boost —", "If I'm boosted, draw a card.") == 1
    assert expected("When I'm readied —", "If I was exhausted, draw a card.") == 1


def test_present_tense_reads_the_state_after_the_event() -> None:
    assert drawn("When I gain a boost —", "If I'm boosted, draw a card.") == 1
    assert drawn("When I'm readied —", "If I'm exhausted, draw a card.") == 0


def test_a_status_the_event_left_alone_reads_the_same_either_way() -> None:
    assert drawn("When I gain Anchored —", "If I was exhausted, draw a card.") == 1
    assert drawn("When I'm exhausted —", "If I was not boosted, draw a card.") == 0


def test_every_sibling_executes() -> None:
    assert all(status(f"{t} {e}")[0] for t, e in sentences())


@pytest.mark.parametrize("sentence", ELSEWHERE)
def test_i_was_where_no_event_activated_the_ability_is_refused_by_name(sentence: str) -> None:
    ok, why = status(sentence)
    assert not ok
    assert "6.3.k" in why and "I was" in why


def test_a_reactions_own_condition_still_reads_before_the_event() -> None:
    ok, _ = status("When I'm sacrificed, if I was not Fleeting — Draw a card.")
    assert ok


def test_i_was_in_a_reaction_to_my_leaving_play_reads_me_before_i_left() -> None:
    # Reckless left play Exhausted with 2 boosts (2.1.h, 6.3.j — the same moment as 6.3.k)
    from leaving_me_siblings import drawn as drawn_leaving

    assert (
        drawn_leaving("When I leave the Expedition zone —", "If I was exhausted, draw a card.") == 1
    )
    assert drawn_leaving("When I'm sacrificed —", "If I was not boosted, draw a card.") == 0
