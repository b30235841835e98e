"""The event audit of issue 31: every atomic action kind that changes an object's counters
or statuses is classified (engine.pipeline.gains), and each one that gains triggers the
same gain Reactions — "When I gain a boost" fires on an exchange of boosts (7.3.11.a), a
doubling (7.3.8.a), an augment (7.3.4.a) as on giving boosts (7.3.17.a); "When I gain
exhausted" on exhausting (7.3.13.a) as on gaining the status (7.3.16.a)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Status,
    Subject,
    TriggerKind,
    find,
)
from engine.pipeline.gains import (
    COUNTER_CHANGES,
    COUNTER_GAINS,
    NO_CHANGE_WHERE_IT_IS,
    STATUS_CHANGES,
    STATUS_GAINS,
)
from engine.pipeline.keywords import ACTION_RULES
from engine.pipeline.resolve import resolve_step
from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState
from engine.state.steps import Step

from .helpers import until_decision

_ME = ObjectFilter(only_me=True)
_DRAW = (EffectStep(ActionKind.DRAW, Subject.CONTROLLER, amount=1),)


def _when_i_gain_boosts(at_least: int = 1) -> Ability:
    return Ability(
        AbilityKind.REACTION,
        "When I gain boosts — Draw a card.",
        trigger=TriggerKind.GAINS_BOOSTS,
        trigger_filter=_ME,
        trigger_amount=at_least,
        effect=_DRAW,
    )


def _when_i_reach(counter: str, count: int) -> Ability:
    return Ability(
        AbilityKind.REACTION,
        f"When I gain my {count}th {counter} counter — Draw a card.",
        trigger=TriggerKind.COUNTER_REACHES,
        trigger_filter=_ME,
        trigger_counter=counter,
        trigger_amount=count,
        effect=_DRAW,
    )


def _when_i_gain(status: Status, *, becomes: bool = False) -> Ability:
    return Ability(
        AbilityKind.REACTION,
        f"When I {'become' if becomes else 'gain'} {status.value} — Draw a card.",
        trigger=TriggerKind.BECOMES_STATUS if becomes else TriggerKind.GAINS_STATUS,
        trigger_filter=_ME,
        trigger_status=status,
        effect=_DRAW,
    )


def _board(watch: Ability, counters: dict[str, int] | None = None) -> GameState:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", abilities=(watch,), counters=counters)
        .in_expedition("p2", "hero", "Other", counters={BOOST: 3})
        .deck_of("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _counter_step(state: GameState, kind: ActionKind, counter: str) -> Step:
    watcher = find(state, "Watcher")
    if kind is ActionKind.EXCHANGE_BOOSTS:
        return Step(kind, controller="p1", objects=(watcher, find(state, "Other")))
    if kind is ActionKind.REMOVE_COUNTERS:  # the counters chosen, "object/name/index"
        return Step(kind, controller="p1", choices_made=(f"{watcher}/{counter}/0",))
    return Step(kind, controller="p1", objects=(watcher,), counter=counter, amount=1)


def test_every_action_kind_is_classified_once() -> None:
    """Each kind changes counters, changes statuses, or is named with why it changes neither
    where the object is (a move makes a new object, 2.1.d)."""
    tables = (set(COUNTER_CHANGES), set(STATUS_CHANGES), set(NO_CHANGE_WHERE_IT_IS))
    for kind in ActionKind:
        assert sum(kind in t for t in tables) == 1, kind
    assert set(COUNTER_CHANGES) >= COUNTER_GAINS and set(STATUS_CHANGES) >= STATUS_GAINS


@pytest.mark.parametrize("kind", sorted(COUNTER_GAINS - {ActionKind.EXCHANGE_BOOSTS}))
def test_2_5_f_every_counter_gain_triggers_when_i_gain_boosts(kind: ActionKind) -> None:
    state = _board(_when_i_gain_boosts(), counters={BOOST: 1})
    out = resolve_step(state, _counter_step(state, kind, BOOST))
    assert out.state.objects[find(out.state, "Watcher")].boosts > 1
    (act,) = out.activations
    assert act.source_name == "Watcher"
    if kind is not ActionKind.GAIN_COUNTERS:
        assert ACTION_RULES[kind] in act.rules


def test_7_3_11_a_the_character_with_fewer_boosts_gains_them_in_an_exchange() -> None:
    state = _board(_when_i_gain_boosts(2))
    out = resolve_step(state, _counter_step(state, ActionKind.EXCHANGE_BOOSTS, BOOST))
    assert out.state.objects[find(out.state, "Watcher")].boosts == 3
    (act,) = out.activations  # gained 3, "2 or more"
    assert "7.3.11.a" in act.rules


def test_7_3_11_a_the_character_with_more_boosts_loses_them_and_gains_none() -> None:
    state = _board(_when_i_gain_boosts(), counters={BOOST: 5})
    out = resolve_step(state, _counter_step(state, ActionKind.EXCHANGE_BOOSTS, BOOST))
    assert out.state.objects[find(out.state, "Watcher")].boosts == 3
    assert out.activations == ()


@pytest.mark.parametrize(
    "kind", sorted(COUNTER_GAINS - {ActionKind.EXCHANGE_BOOSTS, ActionKind.GIVE_BOOST})
)
def test_2_5_f_every_counter_gain_counts_toward_my_nth_counter(kind: ActionKind) -> None:
    state = _board(_when_i_reach("Rune", 2), counters={"Rune": 1})
    out = resolve_step(state, _counter_step(state, kind, "Rune"))
    assert out.state.objects[find(out.state, "Watcher")].counters["Rune"] == 2
    (act,) = out.activations
    assert act.source_name == "Watcher"


@pytest.mark.parametrize("becomes", [False, True])
def test_7_3_13_a_exhausting_is_gaining_exhausted(becomes: bool) -> None:
    state = _board(_when_i_gain(Status.EXHAUSTED, becomes=becomes))
    step = Step(ActionKind.EXHAUST, controller="p1", objects=(find(state, "Watcher"),))
    out = resolve_step(state, step)
    (act,) = out.activations
    assert "7.3.13.a" in act.rules


def test_7_3_16_a_gaining_a_status_triggers_when_i_gain_it() -> None:
    state = _board(_when_i_gain(Status.ASLEEP))
    step = Step(
        ActionKind.GAIN_STATUS,
        controller="p1",
        objects=(find(state, "Watcher"),),
        status=Status.ASLEEP,
    )
    out = resolve_step(state, step)
    (act,) = out.activations
    assert act.source_name == "Watcher"


@pytest.mark.parametrize("kind", sorted(set(COUNTER_CHANGES) - COUNTER_GAINS))
def test_2_5_g_losing_counters_triggers_no_gain(kind: ActionKind) -> None:
    state = _board(_when_i_gain_boosts(), counters={BOOST: 2})
    out = resolve_step(state, _counter_step(state, kind, BOOST))
    assert out.state.objects[find(out.state, "Watcher")].boosts == 1
    assert out.activations == ()
