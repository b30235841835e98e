"""The writer beside the reader for the block "how many times a quick action is played each
Day" (issue 30): random quick actions printed "Use this ability only once / twice each Day"
(1.4.6.b, 5.1.2.g), written in the cards' style and read back."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

STEPS: list[dict[str, Any]] = [
    {"action": "draw", "amount": 1},
    {"action": "give_boost", "amount": 1, "subject": "target_character"},
    {"action": "give_boost", "amount": 2, "subject": "self"},
]


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(STEPS),
    st.sampled_from([{"mana": 1}, {"mana": 0, "exhaust_me": True}, {"mana": 2}]),
    st.sampled_from([1, 2]),
)
def test_a_quick_action_s_plays_each_day_are_written_and_read_back(
    step: dict[str, Any], cost: dict[str, Any], per_day: int
) -> None:
    """ "Use this ability only once / twice each Day" (1.4.6.b, 5.1.2.g)."""
    ability = {"quick_action": {"cost": cost, "effect": [step], "per_day": per_day}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(STEPS),
    st.sampled_from([{"mana": 1}, {"mana": 0, "exhaust_me": True}, {"mana": 2}]),
    st.sampled_from([1, 2]),
    st.sampled_from([None, 1]),
)
def test_a_quick_action_s_plays_each_turn_are_written_and_read_back(
    step: dict[str, Any], cost: dict[str, Any], per_turn: int, per_day: int | None
) -> None:
    """ "Activate only once / twice per turn" (4.2.3.e, 5.1.2.g), alone or with a limit
    each Day."""
    part = {"cost": cost, "effect": [step], "per_turn": per_turn}
    ability = {"quick_action": {**part, **({"per_day": per_day} if per_day else {})}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(STEPS),
    st.sampled_from([None, "you", "opponent"]),
    st.sampled_from([None, "you have no cards in hand", "you control no characters"]),
)
def test_the_end_of_whose_turn_is_written_and_read_back(
    step: dict[str, Any], player: str | None, condition: str | None
) -> None:
    """ "At the end of the turn / your turn / an opponent's turn[, if c] —" (4.2.3.e, 1.2.2)."""
    reaction: dict[str, Any] = {"trigger": "at_end_of_turn"}
    reaction |= {"player": player} if player else {}
    reaction |= {"if": condition} if condition else {}
    ability = {"reaction": {**reaction, "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(STEPS),
    st.sampled_from(
        [
            {"types": ["Character"], "controller": "you"},
            {"types": ["Permanent"], "permanents_in_landmarks": True, "controller": "you"},
            {"tokens": True},
            {"types": ["Character"], "tokens": True, "controller": "opponent"},
            {"types": ["Permanent"]},
        ]
    ),
)
def test_one_or_more_leaving_play_is_written_and_read_back(
    step: dict[str, Any], flt: dict[str, Any]
) -> None:
    """ "When one or more [objects] leave play —": once per event (1.2.7.c)."""
    ability = {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": flt,
            "once_per_event": True,
            "effect": [step],
        }
    }
    text = write_ability(ability)
    assert read_ability(text) == ability, text
