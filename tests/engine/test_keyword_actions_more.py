"""Keyword actions of section 7.3: Exchange (boosts) 7.3.11, Have (object) do 7.3.18,
Ignore 7.3.19, Receive a Token 7.3.30, Rush 7.3.34 and Take control 7.3.40."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    BOOST,
    IMPLEMENTED,
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    Duration,
    EffectStep,
    GameBuilder,
    IllegalAction,
    NotImplementedRule,
    OngoingSpec,
    PermanentZone,
    QuickCost,
    StatModifier,
    Status,
    Step,
    Subject,
    Terrain,
    TokenSpec,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    from_dict,
    play_card,
    play_quick_action,
    request,
    to_dict,
)
from engine.invariants import violations
from engine.pipeline.atomic import propose, token_receiver
from engine.reading.passives import ignored_abilities, is_ignored, statistics
from engine.state.cards import IgnoreScope, IgnoreSpec
from engine.state.game_state import GameState, evolve
from engine.steps.resolution import run_step
from engine.steps.subjects import instantiate
from scenarios.cards.compile import NotExecutable, compile_step
from scenarios.cards.models import StepModel

from .helpers import choose, pending, rules_of, until_decision


def _spell(*effect: EffectStep, cost: int = 0) -> dict[str, object]:
    return {"type": CardType.SPELL, "hand_cost": cost, "effect": effect}


def _cast(b: GameBuilder, name: str, dest: str = "spell") -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, name), dest)
    state, _ = until_decision(state)
    return state


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


# --------------------------------------------------------------------------- 7.3.11
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
        .in_hand("p1", "Swap", **_spell(swap))
        .in_expedition("p1", "hero", "Mine", counters={BOOST: 1})
        .in_expedition("p2", "hero", "Theirs", counters={BOOST: 4})
    )
    state = _cast(b, "Swap")
    state = choose(state, find(state, "Theirs"))
    assert pending(state).kind == DecisionKind.CHOOSE
    state, _ = answer(state, pending(state).id, find(state, "Mine"))
    state, entries = until_decision(state)
    assert (_boosts(state, "Mine"), _boosts(state, "Theirs")) == (4, 1)
    assert "7.3.11.a" in rules_of(entries)


# --------------------------------------------------------------------------- 7.3.18
LYRA = EffectStep(
    ActionKind.HAVE_DO,
    Subject.TARGET_CHARACTER,
    optional=True,
    does=EffectStep(ActionKind.GAIN_STATUS, status=Status.FLEETING),
)


def _lyra_board() -> GameBuilder:
    enters = Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(LYRA,))
    return (
        GameBuilder()
        .in_hand("p1", "Lyra", hand_cost=0, abilities=(enters,))
        .in_expedition("p2", "companion", "Vanilla")
    )


def test_7_3_18_a_having_a_character_gain_fleeting_is_it_gaining_fleeting() -> None:
    state = _cast(_lyra_board(), "Lyra", "hero")
    state = choose(state, find(state, "Vanilla"))  # the target (6.5.b)
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP  # then "may" (6.5.c)
    state, _ = answer(state, pending(state).id, "yes")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Vanilla")].has(Status.FLEETING)
    assert not state.objects[find(state, "Lyra")].has(Status.FLEETING)
    done = next(e for e in entries if any(ev.kind is ActionKind.GAIN_STATUS for ev in e.events))
    assert "7.3.18.a" in done.rules  # the event is the object's own gaining of the status


def test_7_3_18_a_the_player_may_decline_to_have_it_done() -> None:
    state = _cast(_lyra_board(), "Lyra", "hero")
    state = choose(state, find(state, "Vanilla"))
    state = choose(state, "no")
    assert not state.objects[find(state, "Vanilla")].has(Status.FLEETING)


def test_7_3_18_a_what_the_object_cannot_do_it_cannot_be_had_do() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Tired", statuses=(Status.EXHAUSTED,)).build()
    step = Step(
        ActionKind.HAVE_DO,
        controller="p1",
        objects=(find(state, "Tired"),),
        does=ActionKind.EXHAUST,
    )
    with pytest.raises(IllegalAction) as exc:
        request(state, step)
    assert exc.value.rule == "7.3.16.b"


def test_7_3_18_a_objects_are_only_had_do_what_objects_do() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Abe").build()
    step = Step(
        ActionKind.HAVE_DO, controller="p1", objects=(find(state, "Abe"),), does=ActionKind.DRAW
    )
    with pytest.raises(NotImplementedRule):
        propose(state, step)


# --------------------------------------------------------------------------- 7.3.19
REACT = Ability(
    AbilityKind.REACTION,
    trigger=TriggerKind.ENTERS_PLAY,
    effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
)
PASSIVE = Ability(AbilityKind.PASSIVE, "Expeditions can't move forward.")


def _hush(duration: str) -> GameState:
    hush = EffectStep(
        ActionKind.IGNORE,
        Subject.TARGET_CHARACTER,
        ongoing=OngoingSpec((), duration, "Ignore its abilities."),
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Hush", **_spell(hush))
        .in_expedition("p2", "hero", "Loud", abilities=(REACT, PASSIVE))
        .in_expedition("p2", "companion", "Other", abilities=(PASSIVE,))
    )
    state = _cast(b, "Hush")
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


# --------------------------------------------------------------------------- 7.3.30
WOOLLY = TokenSpec("Woollyback", 1, 1, 1, ("Animal",))


def test_7_3_30_a_a_player_receives_a_token_joining_their_expedition() -> None:
    state = GameBuilder().build()
    before = state
    step = Step(
        ActionKind.RECEIVE_TOKEN, controller="p1", expeditions=("p2:companion",), token=WOOLLY
    )
    state, entry = request(state, step)
    (ev,) = entry.events
    assert ev.kind is ActionKind.RECEIVE_TOKEN and ev.player == "p2"
    token = state.objects[ev.new_object_id or ""]
    assert token.zone == "expedition:p2:companion" and token.controller == "p2"
    assert state.name(token.id) == "Woollyback"
    assert token_receiver(before, state, ev) == "p2"
    assert "7.3.30.a" in entry.rules
    assert violations(state) == []


def test_7_3_30_a_a_created_token_is_received_by_the_player_whose_expedition_it_joins() -> None:
    state = GameBuilder().build()
    before = state
    step = Step(ActionKind.CREATE, controller="p1", expeditions=("p2:hero",), token=WOOLLY)
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) == "p2"


def test_7_3_30_a_a_token_moving_among_the_same_players_expeditions_is_not_received() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bug", is_token=True)
    state = b.build()
    before = state
    step = Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Bug"),))
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) is None


def test_7_3_30_a_taking_control_of_a_token_is_receiving_it() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Bug", is_token=True).build()
    before = state
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Bug"),))
    state, entry = request(state, step)
    assert token_receiver(before, state, entry.events[0]) == "p1"


# --------------------------------------------------------------------------- 7.3.34
RUSH = EffectStep(ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE)


def test_7_3_34_a_to_rush_is_to_play_a_card_immediately() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Rusher", **_spell(RUSH))
        .in_hand("p1", "Quick", hand_cost=0)
        .in_reserve("p1", "Spent", reserve_cost=0, statuses=(Status.EXHAUSTED,))
        .in_reserve("p1", "Ready", reserve_cost=0)
    )
    state = _cast(b, "Rusher")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE
    # 5.2.a: from Hand or Reserve; an exhausted card in Reserve cannot be played (2.4.6.c).
    assert set(d.option_ids()) == {find(state, "Quick"), find(state, "Ready")}
    state = choose(state, find(state, "Quick"))
    state, _ = answer(state, pending(state).id, "hero")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Quick")].zone == "expedition:p1:hero"
    assert state.name(state.zone("reserve:p1")[-1]) == "Rusher"  # then the Spell finishes
    assert "5.2.b" in rules_of(entries)


def test_7_3_34_a_rush_is_instantiated_as_playing_a_card() -> None:
    state = GameBuilder().build()
    step = instantiate(RUSH, state, "p1", None, None, "Rusher")
    assert step.kind is ActionKind.PLAY
    assert step.rules == ("7.3.34.a", "5.2.b")
    assert ActionKind.RUSH in IMPLEMENTED
    with pytest.raises(NotImplementedRule):
        propose(state, Step(ActionKind.RUSH, controller="p1"))


# --------------------------------------------------------------------------- 7.3.40
def test_7_3_40_a_taking_control_moves_the_object_to_one_of_your_expeditions() -> None:
    state = (
        GameBuilder()
        .in_expedition("p2", "hero", "Turncoat", statuses=(Status.ASLEEP,), counters={BOOST: 2})
        .build()
    )
    old = find(state, "Turncoat")
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(old,), to_sub="p1:companion")
    state, entry = request(state, step)
    o = state.objects[find(state, "Turncoat")]
    assert (o.zone, o.controller, o.owner) == ("expedition:p1:companion", "p1", "p2")
    # 3.2.4.d: not a zone change — the same object, with its status and counters.
    assert o.id == old and o.has(Status.ASLEEP) and o.boosts == 2
    assert {"7.3.40.a", "3.2.4.d"} <= set(entry.rules)
    assert violations(state) == []


def test_7_3_40_a_the_player_taking_control_chooses_the_expedition() -> None:
    steal = EffectStep(
        ActionKind.TAKE_CONTROL, Subject.TARGET_CHARACTER, to_zone=ZoneKind.EXPEDITION
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Steal", **_spell(steal))
        .in_expedition("p2", "hero", "Turncoat")
    )
    state = _cast(b, "Steal")
    state = choose(state, find(state, "Turncoat"))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    state, _ = answer(state, d.id, "companion")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Turncoat")].zone == "expedition:p1:companion"


def test_7_3_40_b_taking_control_in_the_landmark_zone_moves_it_to_your_landmarks() -> None:
    state = GameBuilder().in_landmarks("p2", "Tower", permanent_zone=PermanentZone.LANDMARK).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Tower"),))
    state, entry = request(state, step)
    o = state.objects[find(state, "Tower")]
    assert (o.zone, o.controller) == ("landmark:p1", "p1")
    assert {"7.3.40.b", "3.2.7.b"} <= set(entry.rules)


def test_7_3_40_b_remark_taking_control_does_not_activate_enter_play_reactions() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Herald", abilities=(REACT,)).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Herald"),))
    state, _ = request(state, step)
    assert all(t.kind.value != "activate_reactions" for t in state.agenda)


def test_7_3_40_c_only_objects_in_the_expedition_or_landmark_zone() -> None:
    state = GameBuilder().in_reserve("p2", "Stored").build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Stored"),))
    with pytest.raises(IllegalAction) as exc:
        request(state, step)
    assert exc.value.rule == "7.3.40.c"


def test_7_3_40_d_not_an_object_one_already_controls() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Mine").build()
    new, entry = run_step(
        state, Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Mine"),))
    )
    assert entry.events == () and "7.3.40.d" in entry.rules
    assert new.objects == state.objects


# --------------------------------------------------------------------------- card text
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


def test_7_3_40_a_card_text_take_control_lets_the_player_choose_the_expedition() -> None:
    one = _compiled(action="take control", subject="target_character", to="expedition")
    assert one.action is ActionKind.TAKE_CONTROL and one.to_zone is ZoneKind.EXPEDITION


def test_7_3_34_card_text_rush_plays_a_card() -> None:
    one = _compiled(action="rush")
    assert (one.action, one.subject) == (ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE)
    # "you may Rush to [do X]" (7.3.34.b): tests/scenarios/test_card_rush_to.py


def test_7_3_30_a_card_text_receive_token_names_the_expedition() -> None:
    one = _compiled(
        action="receive_token",
        subject="target_opponent_companion_expedition",
        token="Woollyback 1/1/1 Animal",
    )
    assert one.action is ActionKind.RECEIVE_TOKEN and one.token is not None
    assert one.token.name == "Woollyback"
    # "in one of your Expeditions": tests/scenarios/test_card_rush_to.py


def test_7_3_19_card_text_ignore_compiles_to_the_keyword_action() -> None:
    step = _compiled(action="ignore", subject="target_character")
    assert step.action is ActionKind.IGNORE


def test_new_action_data_round_trips_through_json() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Loud", abilities=(REACT,)).build()
    state = _ignore(state, "Loud")  # an Emblem-Ongoing with an ignoring passive ability
    assert from_dict(GameState, to_dict(state)) == state
    midway = _cast(_lyra_board(), "Lyra", "hero")  # a have_do step waits for its target
    waiting = pending(midway).resume.step
    assert waiting is not None and waiting.does is ActionKind.GAIN_STATUS
    assert from_dict(GameState, to_dict(midway)) == midway


# ------------------------------------------------------------ 7.3.19.b: no effect
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


@pytest.mark.parametrize(
    ("kind", "start", "rule"),
    [(ActionKind.MOVE_FORWARD, 6, "7.3.25.d"), (ActionKind.MOVE_BACKWARDS, 1, "7.3.24.c")],
)
def test_7_3_25_d_and_7_3_24_c_a_move_cut_short_stops_at_the_end_and_says_why(
    kind: ActionKind, start: int, rule: str
) -> None:
    state = GameBuilder().position("p1:hero", start).build()
    state, entry = request(state, Step(kind, expeditions=("p1:hero",), amount=3))
    assert state.positions["p1:hero"] == (7 if kind is ActionKind.MOVE_FORWARD else 0)
    assert rule in rules_of((entry,))


def test_7_3_25_d_a_move_that_fits_cites_no_cut() -> None:
    state = GameBuilder().position("p1:hero", 2).build()
    state, entry = request(state, Step(ActionKind.MOVE_FORWARD, expeditions=("p1:hero",), amount=3))
    assert state.positions["p1:hero"] == 5
    assert "7.3.25.d" not in rules_of((entry,))


def test_7_3_24_d_moving_backwards_in_the_arena_cites_the_arena_rule() -> None:
    state = evolve(GameBuilder().position("p1:hero", 3).build(), tiebreakers=True)
    state, entry = run_step(
        state, Step(ActionKind.MOVE_BACKWARDS, controller="p2", expeditions=("p1:hero",))
    )
    assert "7.3.24.d" in entry.rules and "7.3.24.b" not in entry.rules


def test_7_3_21_b_losing_a_status_it_does_not_have_cites_the_keyword_rule() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Awake").build()
    step = Step(
        ActionKind.LOSE_STATUS,
        controller="p1",
        objects=(find(state, "Awake"),),
        status=Status.ASLEEP,
    )
    state, entry = run_step(state, step)
    assert {"2.4.1.h", "7.3.21.b"} <= set(entry.rules)
