"""Base Cost as a filter (2.2.9): "Target Character with Base Cost {1} or less" read as
the engine's ``base_cost_max`` and written back the same; the engine's Base Cost is the
Reserve Cost of a Fleeting object or one in Reserve, the Hand Cost otherwise (2.2.9.b)."""

from __future__ import annotations

import pytest

from engine.builder import GameBuilder, find
from engine.reading.filters import base_cost
from engine.state.enums import Status
from scenarios.cards.grammar.reader import read_spell_effect
from scenarios.cards.grammar.writer.all_rules import write_effect


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Target Character with Base Cost {1} or less gains 2 boosts.", "base_cost_max", 1),
        ("Target Character with Base Cost {3} or more gains 2 boosts.", "base_cost_min", 3),
    ],
)
def test_2_2_9_base_cost_is_read_as_a_filter(text: str, key: str, value: int) -> None:
    effect = read_spell_effect(text)
    assert effect[0]["filter"] == {key: value}
    assert read_spell_effect(write_effect(effect)) == effect


def test_2_2_9_b_base_cost_is_the_reserve_cost_when_fleeting() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Swift", hand_cost=3, reserve_cost=1, statuses=(Status.FLEETING,)
        )
        .in_expedition("p1", "hero", "Slow", hand_cost=3, reserve_cost=1)
        .in_reserve("p1", "Stored", hand_cost=4, reserve_cost=2)
        .build()
    )
    assert base_cost(state, find(state, "Swift")) == 1
    assert base_cost(state, find(state, "Slow")) == 3
    assert base_cost(state, find(state, "Stored")) == 2
