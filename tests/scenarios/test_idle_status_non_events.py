"""A status whose rule a move does not meet is said as a non-event with that rule (cite40,
blind29 finding 16) — and only then: a move a modifier changed is said by the modifiers'
own notes, never as a status that "did not apply" (Fleeting DID discard Homing Pigeon at
Rest before its own "return me to my owner's hand instead", 6.2.i)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_EXAMPLES = Path(__file__).resolve().parents[2] / "scenarios/examples"


def _lines(name: str) -> list[tuple[str, tuple[str, ...]]]:
    result = run_scenario(load_scenario(_EXAMPLES / name))
    assert not result.errors
    return [(line.text, line.rules) for line in result.lines if line.source == "engine"]


@pytest.mark.parametrize(
    ("name", "words", "rule"),
    [
        (
            "2_4_7_d_derived_a_fleeting_character_returned_to_hand_is_not_discarded.yaml",
            "Fleeting does not discard Vanilla 2/2/2",
            "2.4.7.d",
        ),
        (
            "2_4_2_derived_an_anchored_character_sent_to_reserve_by_an_effect_goes.yaml",
            "Anchored does not keep Vanilla 2/2/2 in play",
            "2.4.2",
        ),
        (
            "2_4_4_derived_an_asleep_character_sent_to_reserve_by_an_effect_goes.yaml",
            "Asleep does not keep Vanilla 2/2/2 in play",
            "2.4.4",
        ),
        (
            "7_4_3_b_derived_an_eternal_character_sent_to_reserve_by_an_effect_goes.yaml",
            "Eternal does not keep Eternal Vanilla in play",
            "7.4.3.b",
        ),
    ],
)
def test_the_move_line_says_the_status_that_did_not_apply(name: str, words: str, rule: str) -> None:
    said = [(text, rules) for text, rules in _lines(name) if words in text]
    assert len(said) == 1
    assert rule in said[0][1]


def test_a_fleeting_move_its_own_modifier_changed_is_no_fleeting_non_event() -> None:
    lines = _lines("6_2_i_derived_fleeting_discards_then_its_own_modifier_sends_it_to_hand.yaml")
    assert any("replaced by rule 2.4.7.d" in text for text, _ in lines)
    assert not any("Fleeting does not discard" in text for text, _ in lines)


def test_an_anchored_character_at_rest_stays_and_no_non_event_is_said() -> None:
    lines = _lines("2_4_2_derived_an_anchored_fleeting_character_stays_at_rest.yaml")
    assert not any("does not keep" in text for text, _ in lines)
