"""The words of a counted step whose number came to 0 (7.3.15.a, 7.3.17.a): said of each
object named, the verb agreeing with them."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.actions import ActionKind
from engine.state.steps import Step
from engine.steps.outcome import _counted_none


def test_7_3_17_a_no_boost_said_of_one_and_of_two_characters() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Ash").in_expedition("p1", "hero", "Oak")
    built = state.build()
    ash, oak = find(built, "Ash"), find(built, "Oak")
    one = Step(ActionKind.GIVE_BOOST, objects=(ash,), amount=0)
    two = Step(ActionKind.GIVE_BOOST, objects=(ash, oak), amount=0)
    assert _counted_none(built, one) == "Ash gains no boost"
    assert _counted_none(built, two) == "Ash and Oak gain no boost"
