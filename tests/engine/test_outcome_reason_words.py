"""Outcome lines said as a judge would (issue 31, cite39): one modifier's name applied
twice (6.2.i) and the roll kept of several dice (7.3.33.c)."""

from __future__ import annotations

from dataclasses import replace

from engine.pipeline.modifiers import _applications_said
from engine.state.actions import ActionKind
from engine.state.steps import Step
from engine.steps.dice_choice import kept_roll_words


def test_one_name_applied_twice_is_said_as_the_first_and_the_second() -> None:
    said = _applications_said(["Drill Yard (additive)", "Drill Yard (additive)"])
    assert said[0] == "Drill Yard (additive, the first one)"
    assert said[1].startswith("Drill Yard (additive, the second one: the step is checked again")
    assert said[1].endswith("6.2.i)")


def test_different_modifiers_are_not_numbered() -> None:
    said = ["The Ouroboros (replacing)", "The Wayfarer (additive)"]
    assert _applications_said(said) == said


def _roll(dice: tuple[int, ...], kept: int) -> Step:
    step = Step(ActionKind.ROLL_DIE, label="Lucky Draw: roll die", source="Lucky Draw")
    return replace(step, dice=dice, rolled=kept, players=("p1",))


def test_the_die_kept_of_several_is_said_as_the_roll_that_counts() -> None:
    text, rules = kept_roll_words(_roll((2, 5), 5), "Lucky Draw: p1 rolls a die (5)")
    assert (
        text
        == "Lucky Draw: p1 rolls 2 dice (2 and 5) and keeps 5, the result that counts (2 ignored)"
    )
    assert rules == ("7.3.33.c",)


def test_one_die_is_said_as_rolled() -> None:
    text, rules = kept_roll_words(_roll((), 5), "Lucky Draw: p1 rolls a die (5)")
    assert (text, rules) == ("Lucky Draw: p1 rolls a die (5)", ())
