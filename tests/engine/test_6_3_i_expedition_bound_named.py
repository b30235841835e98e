"""A Reaction bound to the Expedition that moved ("When my Expedition moves forward", 6.3.i)
is said to be for that Expedition — never "for an object that no longer exists", which would
tell a judge its source, an Expedition Permanent still in play, had gone (2.1.d). An id that
names no object and no Expedition is still said to be gone."""

from __future__ import annotations

from pathlib import Path

from engine import GameBuilder, find
from engine.why.labels import GONE, expedition_bound, seen_by
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_EXAMPLE = (
    Path(__file__).parents[2]
    / "scenarios/examples/6_3_i_derived_the_expedition_that_moved_is_named_not_a_gone_object.yaml"
)


def test_6_3_i_an_expedition_a_reaction_is_for_is_named_as_that_expedition() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Lantern").build()
    assert seen_by(state, "p1:hero", None) == "p1's hero Expedition"
    assert seen_by(state, "p2:companion", "p1") == "p2's companion Expedition"
    assert expedition_bound(state, "p3:hero") is None  # no such player
    assert expedition_bound(state, "p1:reserve") is None  # not an Expedition
    assert seen_by(state, "obj-gone", None) == GONE
    assert seen_by(state, find(state, "Lantern"), None) == "Lantern in p1's hero Expedition"


def test_6_3_i_the_trace_names_the_expedition_that_moved_and_its_permanent_in_play() -> None:
    result = run_scenario(load_scenario(_EXAMPLE))
    lines = [line.text for line in result.lines]
    said = [t for t in lines if "Reaction of Trail Lantern" in t]
    assert said and all(GONE not in t for t in said)
    assert any(t.endswith("— for p1's hero Expedition") for t in said)
    assert not result.errors
