"""The writer beside the reader for the delayed steps readings (session 35): random delayed steps at
a turn's start (yours or your opponent's, 4.2.3.e), at the start of the next Day (4.2.a), with "you
may" after the moment (6.5.c) or under "If [c]," (6.5.d), after a step on a target or on no object,
on any trigger — read, written in the cards' own style and read back the same."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

_TRIGGERS = ("{J}", "{H}", "At Noon —", "When my Expedition moves forward —")
_MOMENTS = (
    "At the start of your next turn",
    "At the start of your opponent's next turn",
    "At the start of the next Day",
    "At the next Dusk",
    "At the end of your next turn",
)
_BEFORE_IT = {
    "Exhaust target Character.": ("ready it", "sacrifice it"),
    "Ready target Character.": ("exhaust it", "send it to Reserve"),
}


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(_TRIGGERS),
    st.sampled_from(sorted(_BEFORE_IT)),
    st.sampled_from(_MOMENTS),
    st.booleans(),
    st.data(),
)
def test_delayed_step_on_it_round_trip(
    trigger: str, before: str, moment: str, may: bool, data: st.DataObject
) -> None:
    after = data.draw(st.sampled_from(_BEFORE_IT[before]))
    said = f"you may {after}" if may else after
    ability = read_ability(f"{trigger} {before} {moment}, {said}.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(_TRIGGERS),
    st.sampled_from(_MOMENTS),
    st.sampled_from(("", "If you control a Mage, ", "If you have no cards in hand, ")),
)
def test_delayed_draw_round_trip(trigger: str, moment: str, condition: str) -> None:
    said = f"{condition}{moment[0].lower()}{moment[1:]}" if condition else moment
    ability = read_ability(f"{trigger} Draw a card. {said}, draw a card.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text
