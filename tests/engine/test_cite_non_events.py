"""Non-events and decisions of issue 31 said at the moment, with the rule: an object that
arrives with a status becomes it (7.5.4.a, 2.4.1.d) — one that keeps it does not; a
modifier must exist before the step (6.2.l); a "can't" leaves options out (6.1.g)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Status,
    Subject,
    TriggerKind,
    find,
    request,
)
from engine.pipeline.resolve import resolve_step
from engine.state.cards import ModifierSpec
from engine.state.conditions import ObjectFilter
from engine.state.enums import BOOST, CardType, ZoneKind
from engine.state.steps import Step

from .helpers import until_decision

WATCH = Ability(
    AbilityKind.REACTION,
    "When a card in your Reserve becomes exhausted — I gain 1 boost.",
    trigger=TriggerKind.BECOMES_STATUS,
    trigger_status=Status.EXHAUSTED,
    effect=(EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=1),),
)


def _watcher(b: GameBuilder) -> GameBuilder:
    return b.in_expedition("p1", "hero", "Watcher", abilities=(WATCH,))


def test_7_5_4_a_a_card_arriving_exhausted_becomes_exhausted() -> None:
    b = _watcher(GameBuilder()).deck_of("p1", 2)
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(ActionKind.EXHAUSTED_RESUPPLY, controller="p1", players=("p1",))
    out = resolve_step(state, step)
    (act,) = out.activations  # the card in Reserve became exhausted: one activation
    (arrived,) = out.state.zone("reserve:p1")
    assert act.source_name == "Watcher" and act.it == (arrived,)
    assert out.state.objects[arrived].has(Status.EXHAUSTED)
    assert {"7.5.4.a", "2.4.1.d"} <= set(act.rules)


def test_7_5_4_a_an_object_that_keeps_its_status_as_it_moves_does_not_become_it() -> None:
    b = _watcher(GameBuilder()).in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(ActionKind.SWITCH_EXPEDITIONS, controller="p1", objects=(find(state, "Tired"),))
    out = resolve_step(state, step)
    assert out.state.objects[find(out.state, "Tired")].has(Status.EXHAUSTED)
    assert out.activations == ()  # it was exhausted before the event: it became nothing


def test_6_2_l_a_modifier_that_existed_before_the_step_modifies_it_without_a_note() -> None:
    also = ModifierSpec(
        replacing=False, action=ActionKind.PUT, scope="mine", add_action=ActionKind.GIVE_BOOST
    )
    captain = Ability(AbilityKind.PASSIVE, "also gains 1 boost", modifier=also)
    b = GameBuilder().in_expedition("p1", "hero", "Captain", abilities=(captain,))
    b = b.in_reserve("p1", "Recruit")
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT,
        controller="p1",
        objects=(find(state, "Recruit"),),
        to_zone=ZoneKind.EXPEDITION,
        to_sub="p1:hero",
    )
    state, entry = request(state, step)
    assert state.objects[find(state, "Recruit")].counters.get(BOOST, 0) == 1
    assert "6.2.l" not in entry.rules and "did not exist before" not in entry.text


def test_6_2_l_a_modifier_watching_characters_put_in_play_by_the_step_is_said() -> None:
    """ "If a Character you control would be put in an Expedition, it also gains 1 boost"
    (watched: Characters) on a card put in play by that very step: said not to modify it."""
    also = ModifierSpec(
        replacing=False,
        action=ActionKind.PUT,
        scope="mine",
        add_action=ActionKind.GIVE_BOOST,
        watched=ObjectFilter(types=frozenset({CardType.CHARACTER})),
    )
    captain = Ability(AbilityKind.PASSIVE, "also gains 1 boost", modifier=also)
    b = GameBuilder().in_reserve("p1", "Captain", abilities=(captain,))
    b = b.in_reserve("p1", "Recruit")
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT,
        controller="p1",
        objects=(find(state, "Captain"), find(state, "Recruit")),
        to_zone=ZoneKind.EXPEDITION,
        to_sub="p1:hero",
    )
    state, entry = request(state, step)
    assert state.objects[find(state, "Recruit")].counters.get(BOOST, 0) == 0
    assert "6.2.l" in entry.rules and "did not exist before this step" in entry.text
