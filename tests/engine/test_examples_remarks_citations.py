"""Citations the CR 5.0 Examples and Remarks call for (issue 31,
benchmarks/examples_remarks_audit.py): a support ability played from Reserve is said to be
one (2.2.12.d and its Example, 2.2.12.i); a delayed step whose moment this Day has passed as
its Emblem-Ongoing is created is said never to happen, as it is created and as the Emblem
ceases to exist (4.2.b and its Remark, 2.2.15.c); a {J} Reaction of an object moved from the
Expedition zone to the Landmark zone does not activate because it did not enter play
(7.3.10.a and its Remark), not because it was not played; a player also receiving a token
Gift gets the same token, the effect's other constraints not carrying over (7.3.29.b and its
Remark); a card put from a Hand in a Mana zone is not revealed (3.2.9.b and its Remark)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    Duration,
    EffectStep,
    GameBuilder,
    Phase,
    QuickCost,
    Subject,
    TraceEntry,
    TriggerKind,
    find,
    play_quick_action,
    request,
)
from engine.pipeline.delayed_lapse import lapse_of
from engine.state.enums import CardType, ZoneKind
from engine.state.steps import Step

from .helpers import until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)


def _quick(support: bool) -> Ability:
    return Ability(
        AbilityKind.QUICK_ACTION,
        "{D}: Draw a card." if support else "{T}: Draw a card.",
        cost=QuickCost(discard_me=True) if support else QuickCost(exhaust_me=True),
        effect=(DRAW,),
        support=support,
    )


def test_2_2_12_d_a_support_ability_played_from_reserve_is_said_to_be_one() -> None:
    b = GameBuilder().in_reserve("p1", "Trainee", abilities=(_quick(True),))
    state, _ = until_decision(b.at_afternoon().build())
    _, entry = play_quick_action(state, "p1", find(state, "Trainee"), 0)
    assert "(a support ability: it works only in Reserve)" in entry.text
    # 2.2.12.i decides (it works only in Reserve); 2.2.12.d, what a support ability is,
    # is only relevant beside it (engine/why/deciding.py)
    assert "2.2.12.i" in entry.rules and "2.2.12.d" not in entry.rules
    assert "2.2.12.d" in entry.also


def test_2_2_12_d_a_quick_action_in_play_is_not_said_to_be_a_support_ability() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Lamp", abilities=(_quick(False),))
    state, _ = until_decision(b.at_afternoon().build())
    _, entry = play_quick_action(state, "p1", find(state, "Lamp"), 0)
    assert "support" not in entry.text
    assert not {"2.2.12.d", "2.2.12.i"} & {*entry.rules, *entry.also}


def _at(phase: Phase | None, trigger: TriggerKind = TriggerKind.AT_PHASE) -> tuple[Ability, ...]:
    return (Ability(AbilityKind.REACTION, "draw", trigger=trigger, phase=phase, effect=(DRAW,)),)


def test_4_2_b_a_next_dusk_step_made_before_dusk_will_happen() -> None:
    for now in (Phase.MORNING, Phase.NOON, Phase.AFTERNOON):
        assert lapse_of(_at(Phase.DUSK), Duration.DAY, now) == ""
    assert lapse_of(_at(Phase.NIGHT), Duration.DAY, Phase.DUSK) == ""
    assert lapse_of(_at(None, TriggerKind.AT_END_OF_AFTERNOON), Duration.DAY, Phase.NOON) == ""


def test_4_2_b_a_next_dusk_step_made_during_dusk_or_night_never_happens() -> None:
    said = lapse_of(_at(Phase.DUSK), Duration.DAY, Phase.DUSK)
    assert "at the start of the next Dusk will never activate" in said
    assert "this Day's Dusk has already begun" in said
    assert lapse_of(_at(Phase.DUSK), Duration.DAY, Phase.NIGHT)
    late = lapse_of(_at(None, TriggerKind.AT_END_OF_AFTERNOON), Duration.DAY, Phase.DUSK)
    assert "this Day's Afternoon has already ended" in late


def test_4_2_b_a_reaction_on_an_event_is_no_delayed_step() -> None:
    on_event = (
        Ability(AbilityKind.REACTION, "x", trigger=TriggerKind.ENTERS_PLAY, effect=(DRAW,)),
    )
    assert lapse_of(on_event, Duration.DAY, Phase.NIGHT) == ""


def _signal_put(to_zone: ZoneKind, to_sub: str | None, start: str) -> tuple[str, tuple[str, ...]]:
    enters = (
        Ability(
            AbilityKind.REACTION,
            "{J} Draw a card.",
            trigger=TriggerKind.ENTERS_PLAY,
            effect=(DRAW,),
        ),
    )
    card = {"type": CardType.PERMANENT, "abilities": enters}
    b = GameBuilder()
    b = (
        b.in_expedition("p1", "hero", "Wagon", **card)
        if start == "expedition"
        else b.in_reserve("p1", "Wagon", **card)
    )
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT,
        controller="p1",
        objects=(find(state, "Wagon"),),
        to_zone=to_zone,
        to_sub=to_sub,
    )
    _, entry = request(state, step)
    return entry.text, entry.rules


def test_7_3_10_a_moving_from_the_expedition_zone_to_the_landmarks_is_not_entering_play() -> None:
    text, rules = _signal_put(ZoneKind.LANDMARK, None, "expedition")
    assert "Reaction does not activate: it did not enter play" in text
    assert "7.3.10.a" in rules and "7.1.1.a" not in rules


def test_7_3_10_a_a_card_put_in_play_from_reserve_enters_play() -> None:
    text, _ = _signal_put(ZoneKind.EXPEDITION, "p1:hero", "reserve")
    assert "did not enter play" not in text and "does not activate" not in text


def test_3_2_9_b_a_card_put_from_hand_in_the_mana_zone_is_not_revealed() -> None:
    b = GameBuilder().in_hand("p1", "Secret")
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT, controller="p1", objects=(find(state, "Secret"),), to_zone=ZoneKind.MANA
    )
    _, entry = request(state, step)
    assert "Secret" not in entry.text and "a card" in entry.text
    assert {"3.2.9.a", "3.2.9.b"} <= set(entry.rules)


def test_3_2_9_b_a_card_put_from_reserve_in_the_mana_zone_was_seen_and_is_named() -> None:
    b = GameBuilder().in_reserve("p1", "Open")
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT, controller="p1", objects=(find(state, "Open"),), to_zone=ZoneKind.MANA
    )
    _, entry = request(state, step)
    assert "Open is put in p1's Mana zone" in entry.text  # visible before the move
    assert "3.1.3.f" not in entry.rules


def _discard_from_hand(types: frozenset[CardType]) -> TraceEntry:
    """A Character whose {J} Reaction has its controller discard a card of ``types`` (any
    card when empty) from their Hand; the line saying which card p1 chose."""
    from engine import answer
    from engine.state.conditions import ObjectFilter

    discard = EffectStep(
        ActionKind.DISCARD, Subject.A_CARD_FROM_YOUR_HAND, filter=ObjectFilter(types=types)
    )
    enters = (
        Ability(
            AbilityKind.REACTION, "{J} Discard.", trigger=TriggerKind.ENTERS_PLAY, effect=(discard,)
        ),
    )
    b = GameBuilder().in_hand("p1", "Sifter", abilities=enters)
    b = b.in_hand("p1", "Hidden Spell", type=CardType.SPELL).in_hand("p1", "Other")
    state, _ = until_decision(b.at_afternoon().build())
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, f"play:{find(state, 'Sifter')}:hero")
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == "choose"
    _, entry = answer(state, state.pending.id, find(state, "Hidden Spell"))
    return entry


def test_3_1_3_f_a_card_chosen_in_a_hand_by_its_type_is_revealed() -> None:
    entry = _discard_from_hand(frozenset({CardType.SPELL}))
    assert entry.text.startswith("p1 chooses Hidden Spell (revealed")
    assert "3.1.3.f" in entry.rules


def test_3_1_3_f_a_card_chosen_in_a_hand_by_no_characteristic_stays_unnamed() -> None:
    entry = _discard_from_hand(frozenset())
    assert "Hidden Spell" not in entry.text and "a card in p1's Hand" in entry.text


def _ignoring(target: str) -> TraceEntry:
    """Hermit's {J} "Ignore the abilities of target Character this turn. Draw a card.",
    targeting ``target``; the ignore line."""
    from engine import OngoingSpec, answer

    ignore = EffectStep(
        ActionKind.IGNORE, Subject.TARGET_CHARACTER, ongoing=OngoingSpec((), Duration.TURN, "")
    )
    enters = (
        Ability(
            AbilityKind.REACTION,
            "{J} Ignore.",
            trigger=TriggerKind.ENTERS_PLAY,
            effect=(ignore, DRAW),
        ),
    )
    b = GameBuilder().in_hand("p1", "Hermit", abilities=enters).in_expedition("p2", "hero", "Foe")
    state, _ = until_decision(b.at_afternoon().build())
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, f"play:{find(state, 'Hermit')}:hero")
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == "target"
    state, _ = answer(state, state.pending.id, find(state, target))
    state, entries = until_decision(state)
    return next(e for e in entries if "are ignored" in e.text)


def test_7_3_19_b_an_ability_ignoring_its_own_object_works_normally_and_is_said() -> None:
    entry = _ignoring("Hermit")
    assert "ignoring its own abilities works normally: it resolves in full" in entry.text
    assert "7.3.19.b" in entry.rules


def test_7_3_19_b_ignoring_another_object_says_nothing_of_itself() -> None:
    entry = _ignoring("Foe")
    assert "its own abilities" not in entry.text and "7.3.19.b" not in entry.rules


def test_4_2_b_a_lapsed_delayed_step_is_said_once_as_its_phase_next_begins() -> None:
    from engine.pipeline.delayed_lapse import lapsed_at
    from engine.state.game_state import evolve

    state = evolve(
        GameBuilder().build(),
        lapsed_delayed=(("Dusk", "the step of A does not happen"), ("Night", "B")),
    )
    none, same = lapsed_at(state, Phase.NOON)
    assert none == [] and same is state
    said, after = lapsed_at(state, Phase.DUSK)
    assert said == [("the step of A does not happen", ("4.2.b", "2.2.15.c"))]
    assert after.lapsed_delayed == (("Night", "B"),)  # said once; the Night one waits
