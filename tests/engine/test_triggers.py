"""Triggers (6.3): leaving and going to Reserve, being sacrificed, joining Expeditions,
conditions (6.3.k), bound "it" (6.3.i), Activate (7.3.1), "don't activate" (7.3.1.e),
granted abilities and Gifts (7.3.22, 7.3.29)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    PermanentZone,
    Phase,
    Status,
    Step,
    Subject,
    Task,
    TaskKind,
    TokenSpec,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.state.cards import (
    Condition,
    ConditionKind,
    Grant,
    GrantScope,
    Restriction,
    RestrictionKind,
)
from engine.state.game_state import GameState

from .helpers import choose, pending, rules_of, until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
BOOST_IT = EffectStep(ActionKind.GIVE_BOOST, Subject.IT)


def _reaction(
    trigger: TriggerKind, *effect: EffectStep, condition: Condition | None = None
) -> tuple[Ability, ...]:
    return (Ability(AbilityKind.REACTION, trigger=trigger, effect=effect, condition=condition),)


def _requested(state: GameState, step: Step) -> GameState:
    """A judge request, then Reactions are checked and a pending decision is asked again
    (as a scenario script does)."""
    new, _ = request(state, step)
    added = len(new.agenda) - len(state.agenda)
    resume = (state.pending.resume,) if state.pending is not None else ()
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *resume, *new.agenda[added:])
    state, _ = until_decision(replace(new, agenda=agenda, pending=None))
    return state


def test_2_1_f_when_i_am_sacrificed_finds_me_in_the_discard_pile() -> None:
    put_back = EffectStep(ActionKind.PUT, Subject.SELF, to_zone=ZoneKind.RESERVE)
    not_fleeting = Condition(ConditionKind.STATUS, status=Status.FLEETING, negated=True, past=True)
    b = GameBuilder().in_expedition(
        "p1",
        "hero",
        "Jelly",
        abilities=_reaction(TriggerKind.SACRIFICED, put_back, condition=not_fleeting),
    )
    state = b.build()
    jelly = find(state, "Jelly")
    state = _requested(
        state, Step(ActionKind.SACRIFICE, objects=(jelly,), to_zone=ZoneKind.DISCARD)
    )
    assert state.objects[find(state, "Jelly")].zone == "reserve:p1"


def test_6_3_k_a_past_tense_condition_looks_before_the_event() -> None:
    was_fleeting = Condition(ConditionKind.STATUS, status=Status.FLEETING, past=True)
    ability = _reaction(TriggerKind.LEAVES_EXPEDITION_ZONE, DRAW, condition=was_fleeting)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Fleeing", abilities=ability, statuses=(Status.FLEETING,))
        .in_expedition("p1", "hero", "Staying", abilities=ability)
        .deck_of("p1", 2)
    )
    state = b.build()
    both = (find(state, "Fleeing"), find(state, "Staying"))
    state = _requested(state, Step(ActionKind.SEND, objects=both, to_zone=ZoneKind.RESERVE))
    assert len(state.zone("hand:p1")) == 1  # only the one that was Fleeting draws


def test_6_3_e_remark_go_to_reserve_from_anywhere_is_a_self_move_reaction() -> None:
    exhaust_me = EffectStep(ActionKind.EXHAUST, Subject.SELF)
    b = GameBuilder().in_hand(
        "p1", "Machine", abilities=_reaction(TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE, exhaust_me)
    )
    state = b.build()
    state = _requested(
        state, Step(ActionKind.PUT, objects=(find(state, "Machine"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Machine")].has(Status.EXHAUSTED)


def test_6_3_j_my_expedition_is_where_the_object_was() -> None:
    create = EffectStep(
        ActionKind.CREATE, Subject.MY_EXPEDITION, token=TokenSpec("Recruit", 1, 1, 1)
    )
    b = GameBuilder().in_expedition(
        "p1",
        "companion",
        "Sentry",
        abilities=_reaction(TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE, create),
    )
    state = b.build()
    state = _requested(
        state, Step(ActionKind.SEND, objects=(find(state, "Sentry"),), to_zone=ZoneKind.RESERVE)
    )
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Recruit"]


def test_6_3_f_leaving_the_landmark_zone_activates_after_the_object_is_gone() -> None:
    b = (
        GameBuilder()
        .in_landmarks(
            "p1",
            "Jammer",
            permanent_zone=PermanentZone.LANDMARK,
            abilities=_reaction(TriggerKind.LEAVES_LANDMARK_ZONE, DRAW),
        )
        .deck_of("p1", 1)
    )
    state = b.build()
    state = _requested(
        state, Step(ActionKind.DISCARD, objects=(find(state, "Jammer"),), to_zone=ZoneKind.DISCARD)
    )
    assert len(state.zone("hand:p1")) == 1


def test_6_3_i_each_joining_character_binds_its_own_emblem() -> None:
    monolith = _reaction(TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS, BOOST_IT)
    b = GameBuilder().in_landmarks(
        "p1", "Monolith", permanent_zone=PermanentZone.LANDMARK, abilities=monolith
    )
    state = b.build()
    token = TokenSpec("Recruit", 1, 1, 1)
    state, _ = request(
        state,
        Step(ActionKind.CREATE, expeditions=("p1:hero", "p1:companion"), token=token, amount=2),
    )
    state = replace(state, agenda=(*state.agenda, Task(TaskKind.CHECK_REACTIONS)))
    state, entries = until_decision(state)
    for _ in range(3):
        state = choose(state, pending(state).option_ids()[0])
    recruits = [o for o in state.objects if state.name(o) == "Recruit"]
    assert len(recruits) == 4 and all(state.objects[o].boosts == 1 for o in recruits)
    assert "6.3.i" in rules_of(entries)


def test_7_3_39_b_switching_joins_my_expedition_and_one_of_your_expeditions() -> None:
    """Amarok's "my Expedition" and the Monolith's "your Expeditions" both see the Mover
    join p1's hero Expedition by switching (7.3.39.b, 7.5.10.c): "your Expeditions" are
    several Expeditions, each considered on its own (7.4.4.j only joins them into one subset
    for a trigger naming one Expedition of a Gigantic object)."""
    amarok = _reaction(
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        EffectStep(ActionKind.SACRIFICE, Subject.IT, to_zone=ZoneKind.DISCARD),
    )
    monolith = _reaction(TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS, BOOST_IT)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Amarok", abilities=amarok)
        .in_landmarks("p1", "Monolith", permanent_zone=PermanentZone.LANDMARK, abilities=monolith)
        .in_expedition("p1", "companion", "Mover")
    )
    state = b.build()
    state = _requested(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Mover"),)))
    reactions = [o.label for o in pending(state).options]
    assert any("Amarok" in r for r in reactions) and any("Monolith" in r for r in reactions)
    for _ in range(4):
        if state.pending is None:
            break
        state = choose(state, pending(state).option_ids()[0])
    assert [state.name(o) for o in state.zone("discard:p1")] == ["Mover"]


def _joining_rules(how: Step) -> set[str]:
    """The rules of the Reaction-activating step after ``how`` makes something join the
    hero Expedition, watched by "When a Character joins my Expedition"."""
    milk = _reaction(TriggerKind.CHARACTER_JOINS_MY_EXPEDITION, BOOST_IT)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Milk", type=CardType.PERMANENT, abilities=milk)
        .in_expedition("p1", "companion", "Mover")
    )
    state = b.build()
    how = replace(how, objects=tuple(find(state, o) for o in how.objects))
    state, first = request(state, how)
    state, entries = until_decision(state)
    return rules_of((first, *entries))


def test_7_5_10_b_a_token_created_in_an_expedition_joins_it() -> None:
    token = TokenSpec("Recruit", 1, 1, 1)
    rules = _joining_rules(Step(ActionKind.CREATE, expeditions=("p1:hero",), token=token))
    assert {"6.3.f", "7.5.10.b"} <= rules and "7.5.10.c" not in rules


def test_7_5_10_c_a_character_switching_expeditions_joins_the_new_one() -> None:
    rules = _joining_rules(Step(ActionKind.SWITCH_EXPEDITIONS, objects=("Mover",)))
    assert {"6.3.f", "7.5.10.c"} <= rules and "7.5.10.b" not in rules


def test_2_2_11_c_at_noon_if_you_are_the_first_player() -> None:
    create = EffectStep(
        ActionKind.CREATE, Subject.YOUR_COMPANION_EXPEDITION, token=TokenSpec("Booda", 2, 2, 2)
    )
    first = Condition(ConditionKind.FIRST_PLAYER)
    ability = (
        Ability(
            AbilityKind.REACTION,
            trigger=TriggerKind.AT_PHASE,
            phase=Phase.NOON,
            effect=(create,),
            condition=first,
        ),
    )
    b = GameBuilder().hero("p1", "Kojo", abilities=ability).hero("p2", "Other", abilities=ability)
    state, _ = until_decision(b.at_phase(Phase.NOON, first="p1").build())
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Booda"]
    assert state.zone("expedition:p2:companion") == ()


def test_7_3_1_d_an_activated_reaction_is_created_by_its_own_object() -> None:
    kelon = EffectStep(ActionKind.GAIN_COUNTERS, Subject.SELF, counter="Kelon", amount=3)
    activate = EffectStep(
        ActionKind.ACTIVATE, Subject.TARGET_PERMANENT_YOU_CONTROL, trigger=TriggerKind.ENTERS_PLAY
    )
    b = (
        GameBuilder()
        .in_landmarks(
            "p1",
            "Hub",
            permanent_zone=PermanentZone.LANDMARK,
            abilities=_reaction(TriggerKind.ENTERS_PLAY, kelon),
        )
        .in_hand(
            "p1", "Doctor", hand_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, activate)
        )
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Doctor"), "hero")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Hub"))
    assert state.objects[find(state, "Hub")].counters == {"Kelon": 3}
    assert state.objects[find(state, "Doctor")].counters == {}


def test_7_3_1_e_triggers_of_characters_facing_me_do_not_activate() -> None:
    council = Ability(
        AbilityKind.PASSIVE,
        restriction=Restriction(
            RestrictionKind.TRIGGERS_FACING_ME, frozenset({TriggerKind.ENTERS_PLAY})
        ),
    )
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Council", abilities=(council,))
        .in_hand("p1", "Facing", hand_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, DRAW))
        .in_hand("p1", "Aside", hand_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, DRAW))
        .deck_of("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Facing"), "hero")
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == 1 and "7.3.1.e" in rules_of(entries)
    state = choose(state, "pass")
    state, _ = play_card(state, "p1", find(state, "Aside"), "companion")
    state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == 1  # drew one card: Aside's Reaction activated


def test_2_1_d_a_granted_reaction_does_not_follow_the_card_to_the_discard_pile() -> None:
    boost_me = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF)
    haven = Grant(
        GrantScope.CHARACTERS_YOU_PLAY_FROM_RESERVE,
        abilities=(
            Ability(
                AbilityKind.REACTION, trigger=TriggerKind.PLAYED_FROM_RESERVE, effect=(boost_me,)
            ),
        ),
    )
    sacrifice = EffectStep(
        ActionKind.SACRIFICE, Subject.A_CHARACTER_YOU_CONTROL, to_zone=ZoneKind.DISCARD
    )
    b = (
        GameBuilder()
        .in_landmarks(
            "p1",
            "Haven",
            permanent_zone=PermanentZone.LANDMARK,
            abilities=(Ability(AbilityKind.PASSIVE, grant=haven),),
        )
        .in_reserve(
            "p1", "Kuwat", reserve_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, sacrifice)
        )
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Kuwat"), "hero")
    state, _ = until_decision(state)
    d = pending(state)
    assert len(d.options) == 2  # its own {J} and the granted {R}
    state = choose(state, d.option_ids()[0])  # the {J}: sacrifice a Character
    state = choose(state, find(state, "Kuwat"))
    kuwat = state.objects[find(state, "Kuwat")]
    assert kuwat.zone == "discard:p1" and kuwat.counters == {}


def test_7_3_22_a_receiving_a_token_in_another_players_turn_is_a_gift() -> None:
    gift = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
    b = (
        GameBuilder()
        .hero("p1", "Giver", abilities=_reaction(TriggerKind.YOU_MAKE_A_GIFT, gift))
        .in_hand(
            "p1",
            "Woolly",
            type=CardType.SPELL,
            hand_cost=0,
            effect=(
                EffectStep(
                    ActionKind.CREATE,
                    Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
                    token=TokenSpec("Sheep", 1, 1, 1),
                ),
            ),
        )
        .deck_of("p1", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Woolly"), "spell")
    state, _ = until_decision(state)
    state, _ = answer(state, pending(state).id, "p2")
    state, entries = until_decision(state)
    assert [state.name(o) for o in state.zone("expedition:p2:companion")] == ["Sheep"]
    assert len(state.zone("hand:p1")) == 1 and "7.3.22.a" in rules_of(entries)


def test_2_2_12_f_a_tokens_abilities_come_from_the_effect_creating_it() -> None:
    maw_reaction = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.YOU_SACRIFICE_A_CHARACTER,
        effect=(EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=2),),
    )
    maw = TokenSpec("Maw", 0, 0, 0, ("Companion",), (maw_reaction,))
    create = EffectStep(ActionKind.CREATE, Subject.YOUR_COMPANION_EXPEDITION, token=maw)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Victim")
        .in_hand(
            "p1", "Summoner", hand_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, create)
        )
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Summoner"), "hero")
    state, _ = until_decision(state)
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Maw"]
    victim = find(state, "Victim")
    state = _requested(
        state, Step(ActionKind.SACRIFICE, objects=(victim,), to_zone=ZoneKind.DISCARD)
    )
    assert state.objects[find(state, "Maw")].boosts == 2
