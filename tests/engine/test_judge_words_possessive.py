"""Words a judge reads (review21): a card's name said as an owner never "Shelves's", and a
zone said as the table says it ("p1's Discard pile"), never an enum's value ("discard")."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.reading.my_counters import my_counters_note
from engine.state.conditions import ObjectFilter
from engine.state.said import possessive


def test_a_name_ending_in_s_takes_the_apostrophe_alone() -> None:
    assert possessive("Spare Shelves") == "Spare Shelves'"
    assert possessive("Evanescence") == "Evanescence's"


def test_why_a_card_has_no_counters_names_its_zone_as_the_table_does() -> None:
    state = GameBuilder().in_discard("p1", "Old Tumulus").build()
    me = find(state, "Old Tumulus")
    words, points = my_counters_note(
        state, ObjectFilter(hand_cost_max_my_counters="Arcane", hand_cost_max_plus=2), me
    )
    assert words == (
        "Hand Cost 2 or less (X+2): X is 0, Old Tumulus' Arcane counters (it is in p1's "
        "Discard pile, where a card cannot have counters)"
    )
    assert "counters.none_in_hidden" in points
