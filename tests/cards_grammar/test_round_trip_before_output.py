"""The writer beside the reader for the section "before the output" (issue 30, gram29):
random triggers of objects in play other than Character cards — a Permanent, a Landmark
Permanent, a token, "a Character or Permanent" (2.2.1, 2.2.3.b, 2.1.e) — with each event
they have (7.3.16.a, 7.3.21.a, 7.5.4.a, 7.3.15.a, 7.3.36.a), "another" (7.2.1.a) and a
controller (1.2.2), written in the cards' style and read back the same."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

SUBJECTS: list[dict[str, Any]] = [
    {"types": ["Permanent"]},
    {"types": ["Permanent"], "permanents_in_landmarks": True},
    {"tokens": True},
    {"types": ["Character"], "tokens": True},
    {"types": ["Character", "Permanent"]},
]
EVENTS: list[dict[str, Any]] = [
    {"trigger": "gains_status", "status": "Anchored"},
    {"trigger": "gains_status", "status": "Asleep"},
    {"trigger": "loses_status", "status": "Exhausted"},
    {"trigger": "becomes_status", "status": "Exhausted"},
    {"trigger": "gains_a_status"},
    {"trigger": "gains_boosts", "amount": 1},
    {"trigger": "gains_boosts", "amount": 2},
    {"trigger": "gains_counters", "amount": 1},
    {"trigger": "gains_counters", "amount": 2, "counter": "Charge"},
    {"trigger": "player_sacrifices"},
    {"trigger": "player_sacrifices", "player": "opponent"},
]


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    event = dict(draw(st.sampled_from(EVENTS)))
    subjects = SUBJECTS
    if event["trigger"] == "player_sacrifices":  # tokens: the older rules' (7.3.36.a)
        subjects = [s for s in SUBJECTS if not s.get("tokens")]
    flt = dict(draw(st.sampled_from(subjects)))
    controller = draw(st.sampled_from([None, "you", "opponent"]))
    if controller:
        flt["controller"] = controller
    if controller == "you" and draw(st.booleans()):
        flt["another"] = True
    return {"reaction": {**event, "filter": flt, "effect": [{"action": "draw", "amount": 1}]}}


@settings(max_examples=120, deadline=None)
@given(reactions())
def test_a_trigger_of_an_object_in_play_reads_back(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text


def test_a_landmark_played_reads_back() -> None:
    reading = {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Permanent"]},
            "zone_type": "landmark",
            "effect": [{"action": "draw", "amount": 1}],
        }
    }
    assert read_ability(write_ability(reading)) == reading
