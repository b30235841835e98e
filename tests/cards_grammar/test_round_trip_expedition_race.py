"""The writer beside the reader for the Expedition race as a FILTER (issue 30, gram87):
random relations (ahead of / behind / tied with / in contact with, the furthest ahead /
behind — 7.5.2.a-c, 7.5.9.a) against random Expeditions (an / each opponent's, one / both of
yours, mine, your other, your Hero / Companion one), narrowing a target Expedition (6.5.b) or
objects in an Expedition so standing (7.4.4.b), written in the cards' own style and read back
by the grammar to the same reading."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .expedition_conditions import race_relations

_OBJECT_STEPS = (
    {"action": "give_boost", "amount": 1, "subject": "objects_in_play", "types": ["Character"]},
    {"action": "exhaust", "subject": "characters_you_control"},
    {"action": "exhaust", "subject": "target_character"},
)


@st.composite
def race_filtered(draw: st.DrawFn) -> dict[str, Any]:
    """ "{J} Target [opponent's] Expedition that is [relation] moves forward one region",
    "{J} Each Character in an Expedition that is [relation] gains 1 boost"."""
    r = draw(race_relations())
    race = {
        "positions": r["positions"],
        "in_contact": r["in_contact"],
        "against": r["against"],
        "against_each": r["each"],
    }
    flt: dict[str, Any] = {"expedition_race": race}
    if draw(st.booleans()):
        if draw(st.booleans()):
            flt["expedition_controller"] = "opponent"
        direction = draw(st.sampled_from(["forward", "backwards"]))
        step = {"action": f"move_{direction}", "subject": "target_expedition", "filter": flt}
    else:
        step = dict(draw(st.sampled_from(_OBJECT_STEPS)))
        types = step.pop("types", None)
        step["filter"] = {**flt, **({"types": types} if types else {})}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@settings(max_examples=120, deadline=None)
@given(race_filtered())
def test_a_written_race_filter_reads_back_to_the_same_reading(reading: dict[str, Any]) -> None:
    words = write_ability(reading)
    back = read_ability(words)
    back.pop("text", None)
    assert back == reading, words
