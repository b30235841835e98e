"""The writer beside the reader for g1's readings: random delayed steps — at the next
[phase] or at the end of your next turn, after a step on a target or on no object, on any
trigger (2.2.2.m, 4.2.b, 4.2.3.e) — and keywords lasting until the end of your next turn
(2.2.15.c), read, written in the cards' own style and read back are the same readings."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

_TRIGGERS = ("{J}", "At Noon —", "At Dusk —", "When my Expedition moves forward —")
_BEFORE_IT = {
    "Exhaust target Character.": ("ready it", "sacrifice it", "exhaust it"),
    "Ready target Character.": ("exhaust it", "send it to Reserve"),
}
_MOMENTS = (
    "At the next Morning",
    "At the next Noon",
    "At the next Afternoon",
    "At the next Dusk",
    "At the next Night",
    "At the end of your next turn",
)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(_TRIGGERS),
    st.sampled_from(sorted(_BEFORE_IT)),
    st.sampled_from(_MOMENTS),
    st.data(),
)
def test_delayed_step_on_it_round_trip(
    trigger: str, before: str, moment: str, data: st.DataObject
) -> None:
    after = data.draw(st.sampled_from(_BEFORE_IT[before]))
    ability = read_ability(f"{trigger} {before} {moment}, {after}.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_TRIGGERS), st.sampled_from(_MOMENTS))
def test_delayed_draw_round_trip(trigger: str, moment: str) -> None:
    ability = read_ability(f"{trigger} Draw a card. {moment}, draw a card.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(_TRIGGERS),
    st.sampled_from(["Target Character gains", "Target Character loses", "I gain"]),
    st.sampled_from(["Defender", "Tough 1", "Eternal"]),
)
def test_keyword_until_the_end_of_your_next_turn_round_trip(
    trigger: str, change: str, keyword: str
) -> None:
    ability = read_ability(f"{trigger} {change} {keyword} until the end of your next turn.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text
