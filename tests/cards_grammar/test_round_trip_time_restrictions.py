"""The writer beside the reader for changes and restrictions for a time (gd, session 33):
random statistic changes an Emblem-Ongoing gives for a time (2.2.15.a, 2.2.15.c), an
Expedition's "can't move" for a time — targeted, every one, the one facing mine (1.4.1.a,
1.2.3.c) — and a player's "can't play" for a time, on any trigger and every duration the reader
keeps, read, written in the cards' own style and read back are the same readings."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

_TRIGGERS = ("{J}", "{H}", "{R}", "At Noon —", "At Dusk —", "When my Expedition moves forward —")
_DURATIONS = (
    "this turn",
    "this Afternoon",
    "this Day",
    "until the end of the turn",
    "until the end of your next turn",
    "until your next turn",
    "until the next Morning",
    "until the next Dusk",
    "until the next Night",
)
_CHANGED = (
    "Target Character gets",
    "I get",
    "Characters you control get",
    "Each Character you control gets",
)
_RESTRICTED = (
    "Target Expedition can't move forward",
    "Target Expedition can't move backward",
    "Expeditions can't move forward",
    "The Expedition facing me can't move forward",
    "The Expedition facing mine can't move backward",
    "Target opponent can't play Spells",
    "Your opponents can't play Characters",
)
_STAT = st.integers(min_value=-3, max_value=3).map(lambda n: f"{n:+d}")


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(_TRIGGERS),
    st.sampled_from(_CHANGED),
    st.tuples(_STAT, _STAT, _STAT),
    st.sampled_from(_DURATIONS),
)
def test_statistics_for_a_time_round_trip(
    trigger: str, changed: str, stats: tuple[str, str, str], duration: str
) -> None:
    ability = read_ability(f"{trigger} {changed} {'/'.join(stats)} {duration}.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text
    assert duration.replace("until the end of the turn", "this turn") in text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_TRIGGERS), st.sampled_from(_RESTRICTED), st.sampled_from(_DURATIONS))
def test_restrictions_for_a_time_round_trip(trigger: str, restricted: str, duration: str) -> None:
    ability = read_ability(f"{trigger} {restricted} {duration}.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text


_TURN_TRIGGERS = tuple(t for t in _TRIGGERS if not t.startswith("At "))
"""A Reaction of a phase has no turn in progress (4.2.3): its delayed end of turn is refused."""


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_TURN_TRIGGERS), st.sampled_from(("this turn", "this Afternoon")))
def test_delayed_at_the_end_of_this_round_trip(trigger: str, period: str) -> None:
    """ "At the end of this turn / this Afternoon, [steps]" reads as "At the end of the turn /
    the Afternoon" (4.2.3.e): written so, read back the same."""
    ability = read_ability(f"{trigger} Exhaust target Character. At the end of {period}, ready it.")
    text = write_ability(ability)
    assert read_ability(text) == ability, text
