"""Ignore, the keyword action of 7.3.19: an effect or a passive ability that ignores abilities
(7.3.19.a) — the ignored abilities still exist but have no effect: a passive changes no
statistics, a Reaction does not activate, a quick action may not be played (7.3.19.b)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    Duration,
    EffectStep,
    GameBuilder,
    IllegalAction,
    OngoingSpec,
    QuickCost,
    StatModifier,
    Step,
    Subject,
    Terrain,
    TriggerKind,
    ZoneKind,
    find,
    from_dict,
    play_quick_action,
    request,
    to_dict,
)
from engine.reading.passives import ignored_abilities, is_ignored, statistics
from engine.state.cards import IgnoreScope, IgnoreSpec
from engine.state.game_state import GameState
from scenarios.cards.compile import compile_step
from scenarios.cards.models import StepModel

from .helpers import cast, choose, enters, pending, spell, until_decision

(REACT,) = enters(EffectStep(ActionKind.DRAW, Subject.CONTROLLER))  # "When I enter play — Draw"
PASSIVE = Ability(AbilityKind.PASSIVE, "Expeditions can't move forward.")


def _hush(duration: str) -> GameState:
    hush = EffectStep(
        ActionKind.IGNORE,
        Subject.TARGET_CHARACTER,
        ongoing=OngoingSpec((), duration, "Ignore its abilities."),
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Hush", **spell(hush))
        .in_expedition("p2", "hero", "Loud", abilities=(REACT, PASSIVE))
        .in_expedition("p2", "companion", "Other", abilities=(PASSIVE,))
    )
    state = cast(b, "Hush")
    return choose(state, find(state, "Loud"))


def test_7_3_19_a_an_effect_ignoring_abilities_creates_an_emblem_ongoing_for_the_period() -> None:
    state = _hush(Duration.DAY)
    emblems = [state.objects[o].emblem for o in state.zone("limbo")]
    (emblem,) = [e for e in emblems if e is not None and e.subtype == "Ongoing"]
    assert emblem.duration == Duration.DAY and emblem.source_name == "Hush"
    loud, other = find(state, "Loud"), find(state, "Other")
    assert is_ignored(state, loud, 0) and is_ignored(state, loud, 1)
    assert not is_ignored(state, other, 0)


def test_7_3_19_a_the_abilities_are_ignored_only_during_the_period() -> None:
    state = _hush(Duration.TURN)
    assert pending(state).player == "p2"  # p1's turn is over, and so is "this turn"
    assert ignored_abilities(state) == frozenset()
    assert all(state.objects[o].emblem is None for o in state.zone("limbo"))


def _ignore(state: GameState, name: str) -> GameState:
    step = Step(
        ActionKind.IGNORE,
        controller="p1",
        objects=(find(state, name),),
        ongoing=OngoingSpec((), Duration.DAY),
    )
    state, entry = request(state, step)
    assert {"7.3.19.a", "2.2.2.m"} <= set(entry.rules)
    return state


def test_7_3_19_b_the_ignored_abilities_still_exist() -> None:
    state = _ignore(
        GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(REACT,)).build(), "Loud"
    )
    card = state.card(find(state, "Loud"))
    assert card is not None and card.abilities == (REACT,)
    assert ignored_abilities(state) == {(find(state, "Loud"), 0)}


def test_7_3_19_a_only_the_kinds_of_abilities_named_are_ignored() -> None:
    only_reactions = Ability(
        AbilityKind.PASSIVE,
        "Its Reactions are ignored.",
        ignore=IgnoreSpec(kinds=frozenset({AbilityKind.REACTION})),
    )
    state = GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(PASSIVE, REACT)).build()
    step = Step(
        ActionKind.IGNORE,
        controller="p1",
        objects=(find(state, "Loud"),),
        ongoing=OngoingSpec((only_reactions,), Duration.TURN),
    )
    state, _ = request(state, step)
    loud = find(state, "Loud")
    assert not is_ignored(state, loud, 0) and is_ignored(state, loud, 1)


def test_7_3_19_b_a_new_object_is_no_longer_ignored() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(REACT,)).build()
    state = _ignore(state, "Loud")
    state, _ = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Loud"),), to_zone=ZoneKind.RESERVE)
    )
    assert ignored_abilities(state) == frozenset()  # 2.1.d: it is a new object


def test_7_3_19_a_a_passive_ability_ignoring_the_abilities_of_characters_facing_me() -> None:
    silence = Ability(
        AbilityKind.PASSIVE,
        "The abilities of Characters facing me are ignored.",
        ignore=IgnoreSpec(IgnoreScope.FACING_ME),
    )
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Silencer", abilities=(silence,))
        .in_expedition("p2", "hero", "Facing", abilities=(REACT,))
        .in_expedition("p2", "companion", "Elsewhere", abilities=(REACT,))
        .build()
    )
    assert ignored_abilities(state) == {(find(state, "Facing"), 0)}


def test_7_3_19_b_remark_an_ability_that_would_ignore_itself_works_normally() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Self").build()
    me = find(state, "Self")
    mute = Ability(
        AbilityKind.PASSIVE, "My abilities are ignored.", ignore=IgnoreSpec(objects=(me,))
    )
    card = state.cards[state.objects[me].card_id or ""]
    state = replace(
        state, cards={**state.cards, card.card_id: replace(card, abilities=(mute, REACT))}
    )
    assert ignored_abilities(state) == {(me, 1)}  # its Reaction, not the ignoring ability


def test_7_3_19_b_an_ignored_ignoring_ability_has_no_effect() -> None:
    silence = Ability(
        AbilityKind.PASSIVE, "Facing: ignored.", ignore=IgnoreSpec(IgnoreScope.FACING_ME)
    )
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "First", abilities=(silence,))
        .in_expedition("p2", "hero", "Second", abilities=(silence, REACT))
        .build()
    )
    # First (earlier timestamp) ignores Second's abilities, so Second's does not apply.
    second = find(state, "Second")
    assert ignored_abilities(state) == {(second, 0), (second, 1)}


PLUS_TWO = Ability(AbilityKind.PASSIVE, stats=StatModifier("my_expedition", forest=2))


def test_7_3_19_b_an_ignored_passive_ability_does_not_change_statistics() -> None:
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Banner", abilities=(PLUS_TWO,))
        .in_expedition("p2", "hero", "Soldier", forest=1)
    )
    state = b.build()
    soldier = find(state, "Soldier")
    assert statistics(state, soldier)[Terrain.FOREST] == 3
    state = _ignore(state, "Banner")
    assert statistics(state, soldier)[Terrain.FOREST] == 1


def test_7_3_19_b_an_ignored_reaction_does_not_activate() -> None:
    leaves = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.LEAVES_EXPEDITION_ZONE,
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    state = GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(leaves,)).build()
    send = Step(ActionKind.SEND, objects=(find(state, "Loud"),), to_zone=ZoneKind.RESERVE)
    heard, _ = request(state, send)
    assert heard.agenda  # not ignored: the Reaction activated and its Emblem is on its way
    quiet, entry = request(_ignore(state, "Loud"), send)  # Ignore does not move Loud
    assert entry.events and quiet.agenda == ()


def test_7_3_19_b_an_ignored_quick_action_may_not_be_played() -> None:
    quick = Ability(
        AbilityKind.QUICK_ACTION,
        "Draw a card.",
        cost=QuickCost(exhaust_me=True),
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    b = GameBuilder().in_expedition("p1", "hero", "Tinker", abilities=(quick,)).deck_of("p1", 2)
    state, _ = until_decision(b.at_afternoon().build())
    tinker = find(state, "Tinker")
    assert f"quick:{tinker}:0" in pending(state).option_ids()
    hushed, _ = until_decision(_ignore(b.at_afternoon().build(), "Tinker"))
    assert pending(hushed).option_ids() == ("pass",)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(hushed, "p1", tinker, 0)
    assert refused.value.rule == "7.3.19.b"


def _compiled(**written: object) -> EffectStep:
    (one,) = compile_step(StepModel.model_validate(written))
    return one


def test_7_3_19_card_text_ignore_compiles_to_the_keyword_action() -> None:
    step = _compiled(action="ignore", subject="target_character")
    assert step.action is ActionKind.IGNORE


def test_7_3_19_a_an_emblem_ongoing_ignoring_abilities_round_trips_through_json() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(REACT,)).build()
    state = _ignore(state, "Loud")  # an Emblem-Ongoing with an ignoring passive ability
    assert from_dict(GameState, to_dict(state)) == state
