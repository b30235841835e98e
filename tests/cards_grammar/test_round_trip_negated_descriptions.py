"""The writer beside the reader for descriptions by absence and negation (gram37, issue 30;
semantics/negated_descriptions.py): random filters of one or two denied predicates — a status
(2.4), a keyword ability (7.4), a token (2.1.e), a sub-type (2.2.2), who controls or owns it
(1.2.2, 1.1.3.c), where it is (7.5.5, 7.2.3.a, 7.5.8.c, 1.2.3.c), a cost (2.2.7) — on a target
or on each Character, under a trigger, written in the cards' style and read back."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of

DENIED: list[dict[str, Any]] = [
    {"without": ["Boosted"]},
    {"without": ["Anchored"]},
    {"without_keywords": ["Defender"]},
    {"without_keywords": ["Gigantic"]},
    {"non_token": True},
    {"without_subtypes": ["Animal"]},
    {"controller": "opponent"},
    {"owner": "opponent"},
    {"none_of": [{"in_my_expedition": True}]},
    {"none_of": [{"in_your_expedition": "hero"}]},
    {"none_of": [{"in_terrain": "forest"}]},
    {"none_of": [{"facing_me": True}]},
    {"none_of": [{"hand_cost_min": 3, "hand_cost_max": 3}]},
]


@st.composite
def negated(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One step on a target or on each Character, narrowed by one or two denied predicates
    (of different kinds, so no two say the same field)."""
    first = draw(st.sampled_from(DENIED))
    flt = dict(first)
    if draw(st.booleans()):
        second = draw(st.sampled_from([d for d in DENIED if not set(d) & set(first)]))
        flt.update(second)
    action = draw(st.sampled_from(["exhaust", "ready"]))
    if draw(st.booleans()):
        return [{"action": action, "subject": "target_character", "filter": flt}]
    each = {"types": ["Character"], **flt}
    return [{"action": action, "subject": "objects_in_play", "filter": each}]


@settings(max_examples=150, deadline=None)
@given(reactions_of(negated()))
def test_negated_descriptions_read_back_as_written(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text


OWN = [
    "my forest statistic",
    "my mountain statistic",
    "my water statistic",
    "my number of boosts",
    "my number of sap counters",
]


@st.composite
def own_amounts(draw: st.DrawFn) -> list[dict[str, Any]]:
    """A counted step whose amount is mine (6.5.i): cards drawn, boosts or counters gained."""
    per = draw(st.sampled_from(OWN))
    kind = draw(st.sampled_from(["draw", "give_boost", "gain_counters"]))
    plus = draw(st.sampled_from([{}, {"per_plus": 1}, {"per_plus": 2}]))
    if kind == "draw":
        return [{"action": "draw", "amount": 1, "per": per, **plus}]
    step: dict[str, Any] = {"action": kind, "amount": 1, "per": per, **plus}
    step["subject"] = draw(st.sampled_from(["self", "target_character"]))
    if kind == "gain_counters":
        step["counter"] = "Kelon"
    return [step]


@settings(max_examples=100, deadline=None)
@given(reactions_of(own_amounts()))
def test_own_amounts_read_back_as_written(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text
