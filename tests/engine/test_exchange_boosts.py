"""Exchange (boosts), the keyword action of 7.3.11: the Character with the most boosts loses
the difference and the other gains it, at once (7.3.11.a); with as many, nothing happens
(7.3.11.b)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Status,
    Step,
    Subject,
    answer,
    find,
    request,
)
from engine.invariants import violations
from engine.pipeline.atomic import propose
from engine.state.game_state import GameState
from engine.steps.resolution import run_step
from scenarios.cards.compile import NotExecutable, compile_step
from scenarios.cards.models import StepModel

from .helpers import cast, choose, pending, rules_of, spell, until_decision


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def _two_characters(a: int, b: int) -> GameState:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Abe", counters={BOOST: a} if a else None)
        .in_expedition("p2", "companion", "Bea", counters={BOOST: b} if b else None)
        .build()
    )


def test_7_3_11_a_the_one_with_most_boosts_loses_the_difference_the_other_gains_it() -> None:
    state = _two_characters(3, 1)
    pair = (find(state, "Abe"), find(state, "Bea"))
    state, entry = request(state, Step(ActionKind.EXCHANGE_BOOSTS, objects=pair))
    assert (_boosts(state, "Abe"), _boosts(state, "Bea")) == (1, 3)
    assert [ev.amount for ev in entry.events] == [-2, 2]
    assert len({ev.seq for ev in entry.events}) == 1  # simultaneously: one event
    assert "7.3.11.a" in entry.rules


def test_7_3_11_a_losing_every_boost_leaves_the_character_not_boosted() -> None:
    state = _two_characters(2, 0)
    pair = (find(state, "Abe"), find(state, "Bea"))
    state, _ = request(state, Step(ActionKind.EXCHANGE_BOOSTS, objects=pair))
    abe = state.objects[find(state, "Abe")]
    assert BOOST not in abe.counters and not abe.has(Status.BOOSTED)
    assert _boosts(state, "Bea") == 2
    assert violations(state) == []


def test_7_3_11_b_the_same_number_of_boosts_nothing_happens() -> None:
    state = _two_characters(2, 2)
    pair = (find(state, "Abe"), find(state, "Bea"))
    new, entry = run_step(state, Step(ActionKind.EXCHANGE_BOOSTS, objects=pair))
    assert entry.events == ()
    assert "7.3.11.b" in entry.rules
    assert new.objects == state.objects


def test_7_3_11_a_only_characters_in_play_exchange_boosts() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Abe", counters={BOOST: 2})
        .in_reserve("p2", "Bea", counters={BOOST: 1})
        .build()
    )
    pair = (find(state, "Abe"), find(state, "Bea"))
    assert propose(state, Step(ActionKind.EXCHANGE_BOOSTS, objects=pair)) == ()


def test_7_3_11_a_an_effect_exchanges_the_boosts_of_a_target_and_a_chosen_character() -> None:
    swap = EffectStep(
        ActionKind.EXCHANGE_BOOSTS, Subject.TARGET_CHARACTER, other=Subject.A_CHARACTER_YOU_CONTROL
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Swap", **spell(swap))
        .in_expedition("p1", "hero", "Mine", counters={BOOST: 1})
        .in_expedition("p2", "hero", "Theirs", counters={BOOST: 4})
    )
    state = cast(b, "Swap")
    state = choose(state, find(state, "Theirs"))
    assert pending(state).kind == DecisionKind.CHOOSE
    state, _ = answer(state, pending(state).id, find(state, "Mine"))
    state, entries = until_decision(state)
    assert (_boosts(state, "Mine"), _boosts(state, "Theirs")) == (4, 1)
    assert "7.3.11.a" in rules_of(entries)


def _compiled(**written: object) -> EffectStep:
    (one,) = compile_step(StepModel.model_validate(written))
    return one


def test_7_3_11_a_card_text_exchanges_the_boosts_of_two_characters() -> None:
    one = _compiled(
        action="exchange boosts", subject="target_character", **{"with": "a_character_you_control"}
    )
    assert one.action is ActionKind.EXCHANGE_BOOSTS
    assert (one.subject, one.other) == (Subject.TARGET_CHARACTER, Subject.A_CHARACTER_YOU_CONTROL)
    with pytest.raises(NotExecutable):
        _compiled(action="exchange_boosts", subject="target_character")
