"""The opponent a step's condition names (6.5.b, 6.5.d): unit checks of
:mod:`engine.steps.condition_targets` and of how such a condition holds before a player is
chosen — the boards that play it are in tests/cards_text/test_condition_target_audit.py."""

from __future__ import annotations

from engine import GameBuilder
from engine.reading.conditions import holds
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Condition, ConditionKind, Counted, EffectStep, Subject
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.condition_targets import ask_condition_target, asks_condition_target

LEAD = Condition(
    ConditionKind.COUNT,
    counted=Counted.LEAD,
    lead_of=Counted.YOUR_RESERVE,
    at_most=-1,  # "you have fewer cards in Reserve than target opponent"
    against_target=True,
    text="you have fewer cards in reserve than target opponent",
)


def _state() -> GameState:
    b = GameBuilder().in_reserve("p2", "Theirs").in_reserve("p2", "Theirs 2")
    return b.at_afternoon().build()


def test_a_condition_about_target_opponent_holds_only_once_a_player_is_chosen() -> None:
    state = _state()
    # p1 has 0 cards in Reserve, p2 has 2: true against p2 ...
    assert holds(replace(LEAD, player="p2"), state, "p1")
    # ... but about no one chosen it cannot hold — nor its "unless" form (6.5.b)
    assert not holds(LEAD, state, "p1")
    assert not holds(replace(LEAD, negated=True, text="unless " + LEAD.text), state, "p1")


def test_the_condition_target_is_asked_exactly_one_with_its_words() -> None:
    state = _state()
    step = Step(ActionKind.DRAW, controller="p1", source="Probe", condition=LEAD, amount=1)
    assert asks_condition_target(step)
    assert not asks_condition_target(replace(step, condition=replace(LEAD, player="p2")))
    waiting, entry = ask_condition_target(state, Task(TaskKind.STEP, step=step), step, "p1")
    d = waiting.pending
    assert d is not None and d.option_ids() == ("p2",)
    assert (d.min_choices, d.max_choices) == (1, 1)
    assert "target opponent" in d.prompt and LEAD.text in d.prompt
    assert {"6.5.b", "6.5.d"} <= set(entry.rules)


def test_with_no_opponent_to_choose_the_step_does_nothing_and_says_why() -> None:
    state = evolve(_state(), players=("p1",))  # no suitable player (6.5.b)
    step = Step(ActionKind.DRAW, controller="p1", source="Probe", condition=LEAD, amount=1)
    after, entry = ask_condition_target(state, Task(TaskKind.STEP, step=step), step, "p1")
    assert after.pending is None and after.agenda == state.agenda
    assert "cannot" in entry.text and "6.5.b" in entry.rules
    other = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=1)
    with_otherwise = replace(step, otherwise=(other,))
    after, entry = ask_condition_target(
        state, Task(TaskKind.STEP, step=with_otherwise), with_otherwise, "p1"
    )
    assert "the card's steps for when it is not met happen" in entry.text and "6.5.e" in entry.rules
    assert len(after.agenda) == len(state.agenda) + 1
