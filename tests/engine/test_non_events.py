"""Non-events explained (issue 18, item 2): when something a judge might expect does not
happen, the trace says so with the rule that decides it."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    GameState,
    Keyword,
    ModifierSpec,
    Phase,
    QuickCost,
    Status,
    Step,
    Subject,
    Terrain,
    TraceEntry,
    TriggerKind,
    answer,
    find,
    play_card,
)
from engine.steps.resolution import run_step

from .helpers import until_decision

F = Terrain.FOREST


def _dusk_line(b: GameBuilder) -> TraceEntry:
    _, entries = until_decision(b.at_phase(Phase.DUSK).build())
    return next(e for e in entries if e.text.startswith("Progress"))


def _rest_line(b: GameBuilder) -> TraceEntry:
    _, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    return next(e for e in entries if e.text.startswith("Rest"))


def test_4_2_4_e_a_tie_that_does_not_move_forward_is_explained() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "A", forest=2)
        .in_expedition("p2", "hero", "B", forest=2)
    )
    assert "p1's hero Expedition does not move forward: tied in forest" in line.text
    assert "4.2.4.e" in line.rules


def test_4_2_4_f_a_zero_that_would_have_been_greater_is_explained() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Nothing", mountain=3)
        .in_expedition("p2", "hero", "Weakened", forest=-1)
    )
    assert "p1's hero Expedition does not move forward: its forest is 0" in line.text
    assert "4.2.4.f" in line.rules


def test_7_4_2_b_an_expedition_with_a_defender_does_not_move_and_says_why() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Guard", forest=5, keywords=frozenset({Keyword.DEFENDER}))
    )
    assert "does not move forward: Guard has Defender" in line.text
    assert "7.4.2.b" in line.rules


def test_2_4_4_an_asleep_characters_statistics_not_counted_is_said() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Dozer", forest=5, statuses=(Status.ASLEEP,))
    )
    assert "Dozer Asleep: not counted in p1's hero Expedition" in line.text
    assert "2.4.4" in line.rules


def test_4_2_4_b_an_expedition_that_moves_gets_no_excuse() -> None:
    line = _dusk_line(GameBuilder().region(0, F).in_expedition("p1", "hero", "Strong", forest=3))
    assert "does not move forward" not in line.text
    assert not {"4.2.4.e", "4.2.4.f", "7.4.2.b"} & set(line.rules)


def test_2_4_2_and_7_4_3_b_characters_that_stay_in_play_at_rest_are_named() -> None:
    line = _rest_line(
        GameBuilder()
        .in_expedition("p1", "hero", "Anchor", statuses=(Status.ANCHORED,))
        .in_expedition("p1", "companion", "Forever", keywords=frozenset({Keyword.ETERNAL}))
        .in_expedition("p2", "hero", "Tired")
    )
    assert "Anchor stays in play (Anchored)" in line.text
    assert "Forever stays in play (Eternal)" in line.text
    assert "Tired" in line.text and "Tired stays" not in line.text
    assert {"2.4.2", "7.4.3.b"} <= set(line.rules)


def test_4_2_5_b_a_gear_of_an_expedition_that_did_not_move_stays_and_says_why() -> None:
    gear = {"type": CardType.PERMANENT, "subtypes": ("Gear",)}
    line = _rest_line(GameBuilder().in_expedition("p1", "hero", "Lantern", **gear))
    assert "Lantern stays in play (a Gear of p1's hero Expedition" in line.text
    assert "4.2.5.b" in line.rules


def _with_reaction(trigger: TriggerKind) -> tuple[Ability, ...]:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=1)
    return (Ability(AbilityKind.REACTION, "I gain 1 boost.", trigger=trigger, effect=(boost,)),)


def _played(where: str, trigger: TriggerKind) -> tuple[TraceEntry, ...]:
    b = GameBuilder()
    card = {"hand_cost": 0, "reserve_cost": 0, "abilities": _with_reaction(trigger)}
    b = (
        b.in_reserve("p1", "Courier", **card)
        if where == "reserve"
        else b.in_hand("p1", "Courier", **card)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Courier"), "hero")
    state, rest = until_decision(state)
    return (first, *rest)


def test_7_1_1_b_a_hand_reaction_of_a_card_played_from_reserve_does_not_activate() -> None:
    entries = _played("reserve", TriggerKind.PLAYED_FROM_HAND)
    line = next(e for e in entries if "Reaction does not activate" in e.text)
    assert "Courier's {H} Reaction does not activate: played from reserve" in line.text
    assert "7.1.1.b" in line.rules
    assert not any("Reaction-activating step" in e.text for e in entries)


def test_7_1_1_c_a_reserve_reaction_of_a_card_played_from_hand_does_not_activate() -> None:
    entries = _played("hand", TriggerKind.PLAYED_FROM_RESERVE)
    line = next(e for e in entries if "Reaction does not activate" in e.text)
    assert "Courier's {R} Reaction does not activate: played from hand" in line.text
    assert "7.1.1.c" in line.rules


def test_7_1_1_b_a_matching_symbol_explains_nothing() -> None:
    entries = _played("hand", TriggerKind.PLAYED_FROM_HAND)
    assert not any("does not activate" in e.text for e in entries)
    assert any("Reaction-activating step" in e.text for e in entries)


def test_7_3_36_a_an_opponents_character_is_no_option_to_sacrifice() -> None:
    sacrifice = EffectStep(ActionKind.SACRIFICE, Subject.A_CHARACTER_YOU_CONTROL)
    b = (
        GameBuilder()
        .in_hand("p1", "Toll", type=CardType.SPELL, hand_cost=0, effect=(sacrifice,))
        .in_expedition("p2", "hero", "Theirs", forest=1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Toll"), "spell")
    state, rest = until_decision(state)
    assert state.objects[find(state, "Theirs")].zone == "expedition:p2:hero"
    line = next(e for e in (first, *rest) if "nothing to sacrifice" in e.text)
    assert "control nothing in play they could sacrifice" in line.text
    assert "7.3.36.a" in line.rules


def test_7_4_4_e_progress_names_a_gigantic_character_counted_in_both_expeditions() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .region(7, F)
        .in_expedition("p1", "hero", "Titan", forest=2, keywords=frozenset({Keyword.GIGANTIC}))
    )
    assert "Titan counted in both Expeditions" in line.text
    assert "7.4.4.e" in line.rules
    assert "p1's companion Expedition moves forward" in line.text


def test_7_4_4_e_progress_without_a_gigantic_character_does_not_cite_it() -> None:
    line = _dusk_line(GameBuilder().region(0, F).in_expedition("p1", "hero", "Small", forest=2))
    assert "7.4.4.e" not in line.rules


def _turn_line(b: GameBuilder) -> TraceEntry:
    _, entries = until_decision(b.at_afternoon().build())
    return next(e for e in entries if "chooses a turn effect" in e.text)


def test_2_4_6_c_an_exhausted_card_in_reserve_is_named_as_not_playable() -> None:
    line = _turn_line(
        GameBuilder().in_reserve("p1", "Tired", statuses=(Status.EXHAUSTED,)).mana("p1", 3)
    )
    assert "exhausted in Reserve, so not playable: Tired" in line.text
    assert "2.4.6.c" in line.rules and "2.4.6.e" not in line.rules


def test_5_3_b_an_opponents_quick_action_is_named_as_not_offered() -> None:
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
    quick = Ability(
        AbilityKind.QUICK_ACTION,
        "{T}: Draw a card.",
        cost=QuickCost(exhaust_me=True),
        effect=(draw,),
    )
    line = _turn_line(GameBuilder().in_expedition("p2", "hero", "Lamp", abilities=(quick,)))
    assert "not offered: Lamp (p2)" in line.text
    assert "5.3.b" in line.rules


def test_2_4_6_c_and_5_3_b_a_plain_turn_explains_nothing() -> None:
    line = _turn_line(GameBuilder().in_reserve("p1", "Ready").in_expedition("p2", "hero", "Plain"))
    assert "[" not in line.text
    assert "2.4.6.c" not in line.rules and "5.3.b" not in line.rules


def _monk_and_exhaust(*statuses: Status) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """A Character with "If I would be exhausted, I gain 1 boost instead", then an effect
    exhausting it."""
    monk = Ability(
        AbilityKind.PASSIVE,
        "If I would be exhausted, I gain 1 boost instead.",
        modifier=ModifierSpec(
            replacing=True, action=ActionKind.EXHAUST, replace_action=ActionKind.GIVE_BOOST
        ),
    )
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Monk", abilities=(monk,), statuses=statuses)
        .build()
    )
    state, entry = run_step(
        state, Step(ActionKind.EXHAUST, controller="p2", objects=(find(state, "Monk"),))
    )
    return state, (entry,)


def test_6_2_b_a_replacing_modifier_into_a_boost_gives_a_boost() -> None:
    state, _ = _monk_and_exhaust()
    monk = state.objects[find(state, "Monk")]
    assert monk.boosts == 1 and not monk.has(Status.EXHAUSTED)


def test_1_4_1_d_an_impossible_event_is_not_modified_and_the_trace_says_so() -> None:
    state, entries = _monk_and_exhaust(Status.EXHAUSTED)
    assert state.objects[find(state, "Monk")].boosts == 0
    (entry,) = entries
    assert "Monk cannot modify it: an impossible event cannot be modified" in entry.text
    assert {"7.3.16.b", "1.4.1.d"} <= set(entry.rules)


def test_7_3_38_b_a_quick_action_spending_more_counters_than_it_has_is_named() -> None:
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
    quick = Ability(
        AbilityKind.QUICK_ACTION,
        "Spend 2 of my boosts: Draw a card.",
        cost=QuickCost(spend=2, spend_counter="boost"),
        effect=(draw,),
    )
    line = _turn_line(
        GameBuilder().in_expedition("p1", "hero", "Sage", abilities=(quick,), counters={"boost": 1})
    )
    assert "Sage's quick action is not offered: its object has fewer counters" in line.text
    assert "7.3.38.b" in line.rules


def test_7_4_7_c_targeting_ones_own_tough_object_says_no_tough_cost() -> None:
    sleep = EffectStep(ActionKind.GAIN_STATUS, Subject.TARGET_CHARACTER, status=Status.ASLEEP)
    b = (
        GameBuilder()
        .in_hand("p1", "Lullaby", type=CardType.SPELL, hand_cost=0, effect=(sleep,))
        .in_expedition("p1", "hero", "Own", keywords=frozenset({Keyword.TOUGH}), tough=1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Lullaby"), "spell")
    state, _ = until_decision(state)
    state, entry = answer(state, state.pending.id, (find(state, "Own"),))
    assert "no Tough cost, p1 controls Own" in entry.text
    assert "7.4.7.c" in entry.rules
