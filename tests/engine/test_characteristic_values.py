"""The value a condition, filter or count compared, said with where it comes from (cite41,
blind batch 30's finding 14): a card's printed Hand Cost (2.2.7.b) though less was paid
(5.1.2.f), a token's 0 (2.2.7.c), an Emblem's none (2.2.7.d), the Reserve Cost likewise
(2.2.8.b-d), statistics printed (2.2.11.d) or a token's (2.2.11.e), each boost adding one
(2.5.1.b); and the audit of every field of a description that compares a characteristic."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine import GameBuilder, find
from engine.reading.characteristic_values import COMPARING_FIELDS, field_value, paid_words
from engine.state.conditions import ObjectFilter
from engine.state.enums import BOOST, Terrain
from engine.state.game_state import GameState
from engine.why.characteristic_values import compared_values

_READ_APART = frozenset({"base_cost_max", "base_cost_min", "extreme_of", "hand_cost_max_plus"})
"""Comparing fields read apart: the Base Cost by its own point (2.2.9.b), the extreme by its
value (``extreme_of``), and a bound's addend (read with the bound it adds to)."""

_COMPARING_WORDS = frozenset({"cost", "stat", "stats", "boosts"})
"""The words of a field's name that say it compares a characteristic or boosts."""


def test_every_field_comparing_a_characteristic_is_audited() -> None:
    """A new field of :class:`ObjectFilter` comparing a cost, a statistic or boosts must say
    its value: listed in COMPARING_FIELDS or read apart — never silently left out."""
    comparing = {f.name for f in fields(ObjectFilter) if _COMPARING_WORDS & set(f.name.split("_"))}
    assert comparing - set(COMPARING_FIELDS) - _READ_APART == set()
    assert set(COMPARING_FIELDS) <= {f.name for f in fields(ObjectFilter)}


def _board() -> tuple[GameState, dict[str, str]]:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Tall", hand_cost=5, reserve_cost=2, forest=3, mountain=0)
        .add("p1", "expedition:p1:hero", "Boosted", counters={BOOST: 2}, forest=1, water=0)
        .in_expedition("p1", "hero", "Recruit", is_token=True, forest=1, mountain=1, water=1)
    )
    state = b.at_afternoon().build()
    return state, {n: find(state, n) for n in ("Tall", "Boosted", "Recruit")}


@pytest.mark.parametrize(
    ("name", "wanted", "words", "rule"),
    [
        ("Tall", ObjectFilter(hand_cost_min=3), "Hand Cost 5 (printed)", "2.2.7.b"),
        ("Recruit", ObjectFilter(hand_cost_max=1), "Hand Cost 0 (a token's)", "2.2.7.c"),
        ("Tall", ObjectFilter(reserve_cost_max=2), "Reserve Cost 2 (printed)", "2.2.8.b"),
        ("Recruit", ObjectFilter(reserve_cost_max=2), "Reserve Cost 0 (a token's)", "2.2.8.c"),
        (
            "Boosted",
            ObjectFilter(stat_of=Terrain.FOREST, stat_min=3),
            "Forest 3 (printed 1, +2 boosts)",
            "2.5.1.b",
        ),
        (
            "Recruit",
            ObjectFilter(stat_of=Terrain.WATER, stat_min=1),
            "Water 1 (a token's)",
            "2.2.11.e",
        ),
        ("Tall", ObjectFilter(base_stat=0), "base statistics 3/0/0 (printed)", "2.2.11.d"),
        ("Tall", ObjectFilter(base_stat=0), "base statistics 3/0/0 (printed)", "2.2.a"),
        ("Boosted", ObjectFilter(boosts_min=2), "2 boosts", "2.5.1.a"),
    ],
    ids=[
        "printed",
        "token",
        "reserve",
        "token-reserve",
        "boosted",
        "token-stat",
        "base",
        "base-is-printed",
        "boosts",
    ],
)
def test_the_value_compared_and_its_source(
    name: str, wanted: ObjectFilter, words: str, rule: str
) -> None:
    state, ids = _board()
    said, rules = compared_values(state, wanted, ids[name])
    assert said == words
    assert rule in rules


def test_the_mana_paid_is_said_when_it_differs_from_the_hand_cost() -> None:
    state, ids = _board()
    said, rules = compared_values(state, ObjectFilter(hand_cost_min=3), ids["Tall"], paid=4)
    assert said == "Hand Cost 5 (printed), though 4 was paid"
    assert {"2.2.7.b", "5.1.2.f"} <= set(rules)
    same, _ = compared_values(state, ObjectFilter(hand_cost_min=3), ids["Tall"], paid=5)
    assert same == "Hand Cost 5 (printed)"
    assert paid_words(5, None, True) == ", though it was played for free"


def test_a_filter_comparing_nothing_says_nothing() -> None:
    state, ids = _board()
    assert compared_values(state, ObjectFilter(another=True), ids["Tall"]) == ("", ())
    assert compared_values(state, None, ids["Tall"]) == ("", ())
    assert field_value(state, ids["Tall"], ObjectFilter(another=True), "another") == ("", ())
