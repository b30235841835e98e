"""Round trip of the effects' second round (issue 30): random readings
of "Choose X+N, where X is my number of [name] counters[. You may pick the same option
multiple times]: • …" and "Do the following X+N times, where X is …: • [step]" (6.5.g,
6.5.i) and of status lists ("gains X, Y or Z", 7.3.16) are written in the cards' style and
read back by the grammar to the same reading."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.first import grammar_effect
from scenarios.cards.grammar.writer.all_rules import write_effect

MODES: list[dict[str, Any]] = [
    {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
    {"text": "Sabotage.", "effect": [{"action": "sabotage"}]},
    {"text": "Resupply.", "effect": [{"action": "resupply"}]},
    {
        "text": "Target Character gains 1 boost.",
        "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
    },
]
COUNTED = ["my number of arcane counters", "my number of sap counters", "my number of boosts"]
REPEATED: list[dict[str, Any]] = [
    {"action": "draw", "amount": 1},
    {"action": "give_boost", "amount": 1, "subject": "target_character"},
    {"action": "gain_status", "status": "Anchored", "subject": "target_character"},
]
STATUSES = ["Anchored", "Asleep", "Fleeting"]


@st.composite
def effects(draw: st.DrawFn) -> list[dict[str, Any]]:
    kind = draw(st.sampled_from(["choose", "times", "statuses"]))
    if kind == "choose":
        modes = draw(st.lists(st.sampled_from(MODES), min_size=2, max_size=4, unique_by=str))
        step: dict[str, Any] = {
            "action": "choose",
            "modes": modes,
            "choose": draw(st.integers(1, 3)),
            "x_is": draw(st.sampled_from(COUNTED)),
        }
        if draw(st.booleans()):
            step["repeat_modes"] = True
        return [step]
    if kind == "times":
        repeated = draw(st.sampled_from(REPEATED))
        return [
            {**repeated, "times": draw(st.integers(1, 3)), "x_is": draw(st.sampled_from(COUNTED))}
        ]
    listed = draw(st.permutations(STATUSES))[: draw(st.integers(2, 3))]
    return [
        {
            "action": "gain_status",
            "status": listed[0],
            "status_choices": listed,
            "subject": draw(st.sampled_from(["self", "target_character"])),
        }
    ]


@settings(max_examples=150, deadline=None)
@given(effects())
def test_a_written_effects2_reading_reads_back_the_same(effect: list[dict[str, Any]]) -> None:
    text = write_effect(effect)
    steps, stop = grammar_effect(text)
    assert steps == effect, (text, stop.reason if stop else "")
