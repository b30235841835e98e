"""The writer beside the reader for the section "triggers, permissions and control: the Nth
event each turn, another player receiving": random readings of its triggers (4.2.3,
7.3.22.a, 7.3.29.a, 7.3.30.a, 7.3.36.a, 1.2.2), with or without a condition, written in the
cards' own style and read back are the same readings; the sentences it does not count are
refused, naming the words."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .sentences_counted_events import REFUSED_COUNTED

EFFECTS = [
    [{"action": "draw", "amount": 1}],
    [{"action": "give_boost", "amount": 1, "subject": "self"}],
]


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.booleans()):
        trigger = draw(
            st.sampled_from(["you_make_a_gift", "you_receive_a_gift", "you_sacrifice_a_character"])
        )
        fields: dict[str, Any] = {
            "trigger": trigger,
            "ordinal": draw(st.integers(1, 6)),
            "per": "turn",
        }
    elif draw(st.booleans()):
        fields = {"trigger": "card_leaves_your_hero_zone"}  # semantics/leaving_hero_zone.py
    else:
        trigger = draw(st.sampled_from(["you_receive_a_gift", "you_receive_a_token"]))
        fields = {"trigger": trigger, "player": draw(st.sampled_from(["opponent", "any"]))}
    condition = draw(st.sampled_from([None, "i'm boosted", "you control a token"]))
    if condition is not None:
        fields["if"] = condition
    fields["effect"] = draw(st.sampled_from(EFFECTS))
    return {"reaction": fields}


@settings(max_examples=80, deadline=None)
@given(reactions())
def test_counted_events_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@pytest.mark.parametrize("text", REFUSED_COUNTED)
def test_an_nth_time_the_engine_does_not_count_is_refused(text: str) -> None:
    with pytest.raises(NotRead, match="time each turn"):
        read_ability(text)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["target_character", "target_permanent"]),
    st.sampled_from([None, "this turn", "this Afternoon", "this Day"]),
)
def test_control_taken_for_a_time_round_trip(subject: str, duration: str | None) -> None:
    """ "Take control of [object] until end of turn / this Day" (7.3.40, 2.2.15.a)."""
    step: dict[str, Any] = {"action": "take_control", "subject": subject}
    if subject == "target_character":
        step["to"] = "expedition"
    if duration is not None:
        step["ongoing"] = {"duration": duration}
    ability = {"reaction": {"trigger": "enters_play", "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text
