"""Quick actions (5.3), After You (7.3.2), Emblem-Ongoings (2.2.2.m, 2.2.15) and 5.2.d."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    IllegalAction,
    Status,
    Subject,
    TriggerKind,
    answer,
    find,
    play_card,
    play_quick_action,
)
from engine.play.quick import QUICK_ACTION_LIMIT, quick_key
from engine.state.cards import (
    CostScope,
    CostSpec,
    Duration,
    NextPlayed,
    OngoingSpec,
    QuickCost,
    Restriction,
    RestrictionKind,
)
from engine.state.game_state import GameState

from .helpers import choose, pending, rules_of, texts, until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)


def _quick(*effect: EffectStep, support: bool = False, **cost: object) -> Ability:
    return Ability(
        AbilityKind.QUICK_ACTION,
        "quick",
        effect=effect,
        support=support,
        cost=QuickCost(**cost),  # type: ignore[arg-type]
    )


def _ongoing(ability: Ability, duration: str = Duration.TURN) -> EffectStep:
    return EffectStep(
        ActionKind.CREATE_ONGOING, Subject.CONTROLLER, ongoing=OngoingSpec((ability,), duration)
    )


def _start(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    return state


def test_4_2_3_d_quick_actions_are_offered_as_turn_effects() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Tinker", abilities=(_quick(DRAW, exhaust_me=True),))
        .deck_of("p1", 2)
    )
    state = _start(b)
    tinker = find(state, "Tinker")
    assert f"quick:{tinker}:0" in pending(state).option_ids()


def test_4_2_3_e_after_a_quick_action_the_turn_continues() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Tinker", abilities=(_quick(DRAW, exhaust_me=True),))
        .deck_of("p1", 2)
    )
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Tinker"), 0)
    state, entries = until_decision(state)
    assert (pending(state).player, pending(state).kind) == ("p1", DecisionKind.TURN)
    assert state.objects[find(state, "Tinker")].has(Status.EXHAUSTED)  # 5.3.d
    assert len(state.zone("hand:p1")) == 1
    assert {"4.2.3.e", "5.3.d", "6.4.a"} <= rules_of(entries)
    # Exhausted, it cannot pay "exhaust me" again (2.4.6.a Remark), and the trace says so.
    assert not any(o.startswith("quick:") for o in pending(state).option_ids())
    asked = entries[-1]
    said = "Tinker's quick action is not offered: its [exhaust me] cost cannot be paid"
    assert said in asked.text
    assert "2.4.6.a" in asked.rules


def test_5_3_b_support_quick_actions_work_from_reserve_only_when_ready() -> None:
    support = _quick(DRAW, support=True, discard_me=True)
    b = (
        GameBuilder()
        .in_reserve("p1", "Helper", abilities=(support,))
        .in_reserve("p1", "Tired", abilities=(support,), statuses=(Status.EXHAUSTED,))
        .in_expedition("p1", "hero", "InPlay", abilities=(support,))
        .deck_of("p1", 1)
    )
    state = _start(b)
    quick = [o for o in pending(state).option_ids() if o.startswith("quick:")]
    assert quick == [f"quick:{find(state, 'Helper')}:0"]
    # in play, a support ability does not work: 2.2.12.i decides before 5.3.b, and its {D}
    # cost discards the card from Reserve (7.1.4.b)
    with pytest.raises(IllegalAction, match=r"2\.2\.12\.i") as refused:
        play_quick_action(state, "p1", find(state, "InPlay"), 0)
    assert refused.value.also == ("7.1.4.b",)


def test_6_4_a_a_cost_with_mana_and_discard_me_is_one_event() -> None:
    support = _quick(DRAW, support=True, discard_me=True, mana=1)
    b = (
        GameBuilder()
        .in_reserve("p1", "Helper", abilities=(support,))
        .mana("p1", 1)
        .deck_of("p1", 1)
    )
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Helper"), 0)
    state, entries = until_decision(state)
    paid = next(e for e in entries if "pays for the quick action" in e.text)
    assert {ev.kind for ev in paid.events} == {ActionKind.EXHAUST, ActionKind.DISCARD}
    assert len({ev.seq for ev in paid.events}) == 1  # 1.2.7.b
    assert [state.name(o) for o in state.zone("discard:p1")] == ["Helper"]


def test_1_4_6_b_a_quick_action_is_played_at_most_a_hundred_times_a_day() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Loop", abilities=(_quick(DRAW),))
    state = _start(b)
    loop = find(state, "Loop")
    state = replace(state, quick_action_counts={quick_key(state, loop, 0): QUICK_ACTION_LIMIT})
    with pytest.raises(IllegalAction, match=r"5\.3\.e"):  # 1.4.6.b summarises it
        play_quick_action(state, "p1", loop, 0)


def test_5_1_2_f_a_quick_action_cost_alteration_of_its_own_object() -> None:
    more = CostSpec(change=1, scope=CostScope.MY_QUICK_ACTIONS)
    b = (
        GameBuilder()
        .hero(
            "p1",
            "Lindiwe",
            abilities=(
                _quick(DRAW, exhaust_me=True),
                Ability(AbilityKind.PASSIVE, cost_change=more),
            ),
        )
        .deck_of("p1", 1)
    )
    state = _start(b)
    with pytest.raises(IllegalAction, match=r"6\.4\.c"):  # costs 1, no Mana Orb (1.2.5.c)
        play_quick_action(state, "p1", find(state, "Lindiwe"), 0)


def test_7_3_2_b_after_you_ends_the_turn_but_is_not_passing() -> None:
    after_you = _quick(
        EffectStep(ActionKind.AFTER_YOU, Subject.CONTROLLER), discard_me=True, support=True
    )
    b = GameBuilder().in_reserve("p1", "Alice", abilities=(after_you,))
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Alice"), 0)
    state, entries = until_decision(state)
    assert pending(state).player == "p2" and "p1" not in state.passed
    assert "7.3.2.b" in rules_of(entries)
    state = choose(state, "pass")
    assert pending(state).player == "p1"  # p1 has not passed: another turn


def test_2_2_2_m_an_emblem_ongoing_restriction_and_its_duration() -> None:
    cant = Ability(AbilityKind.PASSIVE, restriction=Restriction(RestrictionKind.MOVE_FORWARD))
    spell = {"type": CardType.SPELL, "hand_cost": 0, "effect": (_ongoing(cant, Duration.DAY),)}
    b = (
        GameBuilder()
        .in_hand("p1", "Holiday", **spell)
        .in_expedition("p1", "hero", "Walker", forest=3)
    )
    state = _start(b)
    state, _ = play_card(state, "p1", find(state, "Holiday"), "spell")
    state, _ = until_decision(state)
    (emblem,) = state.zone("limbo")
    assert state.name(emblem) == "Emblem-Ongoing of Holiday"
    state = choose(state, "pass")
    state = choose(state, "pass")  # Dusk, Night, then Morning
    assert state.positions["p1:hero"] == 0  # 1.4.1.a: can't beats can
    assert state.day == 2 and state.zone("limbo") == ()  # "this Day" is over


def test_2_2_15_c_a_this_turn_emblem_ceases_when_the_turn_ends() -> None:
    cant = Ability(AbilityKind.PASSIVE, restriction=Restriction(RestrictionKind.MOVE_FORWARD))
    b = GameBuilder().in_expedition("p1", "hero", "Host", abilities=(_quick(_ongoing(cant)),))
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Host"), 0)
    state, _ = until_decision(state)
    assert len(state.zone("limbo")) == 1  # the turn continues
    state, _ = answer(state, pending(state).id, "pass")
    state, entries = until_decision(state)
    assert state.zone("limbo") == () and "2.2.15.c" in rules_of(entries)


def test_5_2_d_the_next_character_played_gets_an_emblem_reaction() -> None:
    loses = NextPlayed(
        CardType.CHARACTER,
        (EffectStep(ActionKind.LOSE_STATUS, Subject.IT, status=Status.FLEETING),),
    )
    lady = _quick(
        _ongoing(Ability(AbilityKind.PASSIVE, next_played=loses)), support=True, discard_me=True
    )
    gain = EffectStep(ActionKind.GAIN_STATUS, Subject.SELF, status=Status.FLEETING)
    tracer = (Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(gain,)),)
    b = (
        GameBuilder()
        .in_reserve("p1", "Lady", abilities=(lady,))
        .in_hand("p1", "Tracer", hand_cost=0, abilities=tracer)
    )
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Lady"), 0)
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Tracer"), "hero")
    state, entries = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE_REACTION and len(d.options) == 2
    assert "5.2.d" in rules_of(entries)
    tracer_first = next(o.id for o in d.options if o.label.startswith("Reaction of Tracer"))
    state = choose(state, tracer_first)
    assert not state.objects[find(state, "Tracer")].has(Status.FLEETING)
    assert any("Emblem-Ongoing applied" in t for t in texts(entries))


def test_2_2_15_c_the_next_card_costs_less_once() -> None:
    cheaper = NextPlayed(None, (), -1)
    twinkle = _quick(
        _ongoing(Ability(AbilityKind.PASSIVE, next_played=cheaper)), support=True, discard_me=True
    )
    b = (
        GameBuilder()
        .in_reserve("p1", "Twinkle", abilities=(twinkle,))
        .in_hand("p1", "Costly", hand_cost=1)
    )
    state = _start(b)
    state, _ = play_quick_action(state, "p1", find(state, "Twinkle"), 0)
    state, _ = until_decision(state)
    assert f"play:{find(state, 'Costly')}:hero" in pending(state).option_ids()  # costs 0 now
    state, _ = play_card(state, "p1", find(state, "Costly"), "hero")
    state, _ = until_decision(state)
    assert state.zone("limbo") == ()
