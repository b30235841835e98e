"""Optional replacing modifiers (6.2.d, 6.2.e), attempts (7.5.3.a), Exchange (7.3.12),
playing a card during an effect (5.2.b, 7.3.26), Gifts (7.3.29.b), Gigantic (7.4.4),
reveal (1.2.7.d), costs inside effects (6.1.d) and "if you did" (6.5.f)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    ModifierSpec,
    PermanentZone,
    Status,
    Step,
    Subject,
    Task,
    TaskKind,
    Terrain,
    TokenSpec,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.reading.passives import expedition_statistics, is_gigantic
from engine.state.cards import Condition, ConditionKind
from engine.state.game_state import GameState

from .helpers import (
    cast,
    choose,
    enters,
    pending,
    rules_of,
    spell,
    until_decision,
    with_energy_bars,
)

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)


JINN = ModifierSpec(
    replacing=True,
    action=ActionKind.MOVE,
    from_zone=ZoneKind.EXPEDITION,
    replace_to_zone=ZoneKind.MANA,
    optional=True,
    otherwise=(DRAW,),
    text="If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.",
)
PAINT_PRISON = EffectStep(
    ActionKind.RETURN, Subject.TARGET_CHARACTER, to_zone=ZoneKind.DECK, position="top"
)


def _jinn_board() -> GameBuilder:
    return (
        GameBuilder()
        .in_hand("p1", "Prison", **spell(PAINT_PRISON))
        .in_expedition(
            "p2", "hero", "Jinn", abilities=(Ability(AbilityKind.PASSIVE, modifier=JINN),)
        )
        .deck_of("p2", 1)
    )


def test_6_2_d_the_controller_of_an_optional_modifier_decides() -> None:
    state = cast(_jinn_board(), "Prison")
    state = choose(state, find(state, "Jinn"))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_MODIFIER, "p2")
    state = choose(state, "yes")
    assert state.objects[find(state, "Jinn")].zone == "mana:p2"
    assert len(state.zone("hand:p2")) == 0  # applied: no alternative


def test_6_2_e_a_declined_modifier_adds_its_alternative_after_the_step() -> None:
    state = cast(_jinn_board(), "Prison")
    state = choose(state, find(state, "Jinn"))
    state, _ = answer(state, pending(state).id, "no")
    state, entries = until_decision(state)
    # Returned to the top of the Deck (3.2.2.b), then drawn by the added step.
    assert [state.name(o) for o in state.zone("hand:p2")] == ["Jinn"]
    assert [state.name(o) for o in state.zone("deck:p2")] == ["p2 card 1"]
    assert "6.2.e" in rules_of(entries)


def test_7_5_3_a_a_modifier_of_attempts_replaces_the_impossible_action() -> None:
    mandjet = ModifierSpec(
        replacing=True,
        action=ActionKind.ASCEND,
        scope="mine",
        attempt=True,
        replace_action=ActionKind.RESUPPLY,
    )
    b = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Mandjet", abilities=(Ability(AbilityKind.PASSIVE, modifier=mandjet),)
        )
        .ascended("p1:hero")
        .deck_of("p1", 1)
    )
    state = b.build()
    state, entry = request(state, Step(ActionKind.ASCEND, expeditions=("p1:hero", "p1:companion")))
    assert len(state.zone("reserve:p1")) == 1  # the attempt on the Ascended Expedition
    assert "Ascended" in {s.value for s in state.expedition_statuses["p1:companion"]}
    assert "7.5.3.a" in entry.rules


def test_7_3_12_a_exchange_moves_each_to_the_others_zone() -> None:
    sleight = EffectStep(
        ActionKind.EXCHANGE,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        other=Subject.A_CARD_FROM_YOUR_HAND,
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Sleight", **spell(sleight))
        .in_hand("p1", "Held")
        .in_reserve("p1", "Stored")
    )
    state = cast(b, "Sleight")
    state = choose(state, find(state, "Stored"))
    state = choose(state, find(state, "Held"))
    assert [state.name(o) for o in state.zone("hand:p1")] == ["Stored"]
    assert state.name(state.zone("reserve:p1")[0]) == "Held"


def test_7_3_12_b_nothing_happens_if_an_object_cannot_be_determined() -> None:
    sleight = EffectStep(
        ActionKind.EXCHANGE,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        other=Subject.A_CARD_FROM_YOUR_HAND,
    )
    b = GameBuilder().in_hand("p1", "Sleight", **spell(sleight)).in_reserve("p1", "Stored")
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Sleight"), "spell")
    state, entries = until_decision(state)
    assert pending(state).kind == DecisionKind.TURN  # no target asked
    assert "7.3.12.b" in rules_of(entries)


def test_5_2_b_a_card_played_by_an_effect_is_part_of_it_with_its_cost_change() -> None:
    flare = EffectStep(ActionKind.PLAY, Subject.A_CHARACTER_FROM_HAND_OR_RESERVE, cost_change=-5)
    b = GameBuilder().in_hand("p1", "Flare", **spell(flare)).in_reserve("p1", "Big", reserve_cost=5)
    state = cast(b, "Flare")
    assert pending(state).kind == DecisionKind.CHOOSE
    state = choose(state, find(state, "Big"))
    d = pending(state)
    assert d.kind == DecisionKind.PLAY_DESTINATION and set(d.option_ids()) == {"hero", "companion"}
    state, _ = answer(state, d.id, "companion")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Big")].zone == "expedition:p1:companion"
    assert state.name(state.zone("reserve:p1")[0]) == "Flare"  # then the Spell finishes
    assert {"5.2.b", "5.1.2.f"} <= rules_of(entries)


def test_7_3_26_a_playing_for_free_skips_the_payment() -> None:
    free = EffectStep(ActionKind.PLAY_FOR_FREE, Subject.SELF, optional=True)
    # the reader marks "I" after "play me" as found through Limbo (2.1.g)
    asleep = EffectStep(
        ActionKind.GAIN_STATUS,
        Subject.SELF,
        status=Status.ASLEEP,
        follow=True,
        follow_through=True,
    )
    ability = Ability(
        AbilityKind.REACTION, trigger=TriggerKind.GOES_TO_RESERVE_FROM_HAND, effect=(free, asleep)
    )
    b = GameBuilder().in_hand("p1", "Doll", hand_cost=3, reserve_cost=3, abilities=(ability,))
    state = b.build()
    state, _ = request(
        state, Step(ActionKind.PUT, objects=(find(state, "Doll"),), to_zone=ZoneKind.RESERVE)
    )
    state = replace(state, agenda=(*state.agenda, Task(TaskKind.CHECK_REACTIONS)))
    state, _ = until_decision(state)
    state = choose(state, "yes")
    state, _ = answer(state, pending(state).id, "hero")
    state, entries = until_decision(state)
    doll = state.objects[find(state, "Doll")]
    assert doll.zone == "expedition:p1:hero" and doll.has(Status.ASLEEP)  # 2.1.g
    assert {"7.3.26.a", "2.1.g"} <= rules_of(entries)


def test_6_1_d_a_cost_inside_an_effect_is_one_step_and_gates_what_follows() -> None:
    create = EffectStep(ActionKind.CREATE, Subject.MY_EXPEDITION, token=TokenSpec("Bug", 2, 2, 2))
    put = EffectStep(
        ActionKind.PUT,
        Subject.A_CARD_FROM_YOUR_HAND,
        to_zone=ZoneKind.RESERVE,
        optional=True,
        pay=1,
        then=(create,),
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Maker", hand_cost=0, abilities=enters(put))
        .in_hand("p1", "Fodder")
        .mana("p1", 1)
    )
    state = cast(b, "Maker", "hero")
    state = choose(state, "yes")
    state, _ = answer(state, pending(state).id, find(state, "Fodder"))
    state, entries = until_decision(state)
    paid = next(e for e in entries if "paying 1" in e.text)
    assert len({ev.seq for ev in paid.events}) == 1 and len(paid.events) == 2
    assert [state.name(o) for o in state.zone("expedition:p1:hero")] == ["Maker", "Bug"]


def test_6_5_f_without_the_cost_paid_what_follows_does_not_happen() -> None:
    create = EffectStep(ActionKind.CREATE, Subject.MY_EXPEDITION, token=TokenSpec("Bug", 2, 2, 2))
    put = EffectStep(
        ActionKind.PUT,
        Subject.A_CARD_FROM_YOUR_HAND,
        to_zone=ZoneKind.RESERVE,
        pay=1,
        then=(create,),
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Maker", hand_cost=0, abilities=enters(put))
        .in_hand("p1", "Fodder")
    )
    state = cast(b, "Maker", "hero")
    state = choose(state, find(state, "Fodder"))  # no Mana Orb: the cost cannot be paid
    assert [state.name(o) for o in state.zone("expedition:p1:hero")] == ["Maker"]
    assert [state.name(o) for o in state.zone("hand:p1")] == ["Fodder"]


def test_6_5_d_it_is_the_card_an_earlier_step_chose() -> None:
    draw = EffectStep(
        ActionKind.DRAW,
        Subject.CONTROLLER,
        condition=Condition(ConditionKind.IT_IS_TYPE, card_type=CardType.PERMANENT),
    )
    put = EffectStep(
        ActionKind.PUT, Subject.A_CARD_FROM_YOUR_HAND, to_zone=ZoneKind.RESERVE, then=(draw,)
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Ada", hand_cost=0, abilities=enters(put))
        .in_hand("p1", "Character card")
        .in_hand(
            "p1", "Permanent card", type=CardType.PERMANENT, permanent_zone=PermanentZone.LANDMARK
        )
        .deck_of("p1", 2)
    )
    state = cast(b, "Ada", "hero")
    state = choose(state, find(state, "Character card"))
    assert len(state.zone("hand:p1")) == 1  # not a Permanent: no card drawn


def test_3_2_2_e_reveal_as_many_as_there_are_and_choose_up_to_two() -> None:
    gain = EffectStep(ActionKind.GAIN_STATUS, Subject.IT, status=Status.FLEETING)
    put = EffectStep(
        ActionKind.PUT,
        Subject.CHARACTERS_AMONG_THEM,
        to_zone=ZoneKind.EXPEDITION,
        up_to=2,
        then=(gain,),
    )
    discard = EffectStep(ActionKind.DISCARD, Subject.IT, to_zone=ZoneKind.DISCARD)
    reveal = EffectStep(
        ActionKind.REVEAL, Subject.TOP_CARDS_OF_YOUR_DECK, amount=4, then=(put, discard)
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Apotheosis", **spell(reveal))
        .in_deck("p1", "Walker")
        .in_deck("p1", "Wall", type=CardType.PERMANENT, permanent_zone=PermanentZone.LANDMARK)
    )
    state = cast(b, "Apotheosis")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE and (d.min_choices, d.max_choices) == (0, 1)
    state = choose(state, find(state, "Walker"))
    state = choose(state, "companion")
    walker = state.objects[find(state, "Walker")]
    assert walker.zone == "expedition:p1:companion" and walker.has(Status.FLEETING)
    assert [state.name(o) for o in state.zone("discard:p1")] == ["Wall"]  # the other cards


def test_7_3_29_b_also_receiving_a_drawn_card_draws_one() -> None:
    also = EffectStep(ActionKind.RECEIVE_GIFT, Subject.CONTROLLER)
    give = EffectStep(ActionKind.DRAW, Subject.TARGET_OPPONENT)
    b = (
        GameBuilder()
        .hero(
            "p1",
            "Benefactor",
            abilities=(
                Ability(AbilityKind.REACTION, trigger=TriggerKind.YOU_MAKE_A_GIFT, effect=(also,)),
            ),
        )
        .in_hand("p1", "Gift", **spell(give))
        .deck_of("p1", 1)
        .deck_of("p2", 1)
    )
    state = cast(b, "Gift")
    state = choose(state, "p2")
    assert len(state.zone("hand:p2")) == 1 and len(state.zone("hand:p1")) == 1


def test_7_4_4_e_a_gigantic_characters_statistics_count_in_both_expeditions() -> None:
    b = with_energy_bars(GameBuilder()).in_expedition(
        "p1", "hero", "Titan", forest=4, mountain=1, water=0
    )
    state = b.build()
    titan = find(state, "Titan")
    assert is_gigantic(state, titan)
    assert expedition_statistics(state, "p1:companion")[Terrain.FOREST] == 4


def test_7_4_4_h_each_token_of_a_gigantic_characters_expedition_is_placed() -> None:
    create = EffectStep(
        ActionKind.CREATE, Subject.MY_EXPEDITION, token=TokenSpec("Recruit", 1, 1, 1), amount=2
    )
    b = with_energy_bars(GameBuilder()).in_hand(
        "p1", "Squirrel", hand_cost=0, abilities=enters(create)
    )
    state = cast(b, "Squirrel", "hero")
    d = pending(state)
    assert d.kind == DecisionKind.PLACE and set(d.option_ids()) == {"p1:hero", "p1:companion"}
    state = choose(state, "p1:companion")
    state = choose(state, "p1:hero")
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Recruit"]
    assert [state.name(o) for o in state.zone("expedition:p1:hero")] == [
        "Bars",
        "Squirrel",
        "Recruit",
    ]


def test_7_4_4_j_moving_inside_a_gigantic_characters_expeditions_is_not_joining() -> None:
    sacrifice_it = EffectStep(ActionKind.SACRIFICE, Subject.IT, to_zone=ZoneKind.DISCARD)
    amarok = (
        Ability(
            AbilityKind.REACTION,
            trigger=TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
            effect=(sacrifice_it,),
        ),
    )
    b = (
        with_energy_bars(GameBuilder())
        .in_expedition("p1", "hero", "Amarok", abilities=amarok)
        .in_expedition("p1", "companion", "Mover")
    )
    state = b.build()
    state, _ = request(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Mover"),)))
    assert state.agenda == ()  # no Reaction activated


def _tough_board(mana: int) -> GameBuilder:
    sleep = EffectStep(ActionKind.GAIN_STATUS, Subject.TARGET_CHARACTER, status=Status.ASLEEP)
    return (
        GameBuilder()
        .in_hand("p1", "Lullaby", **spell(sleep))
        .in_expedition("p2", "hero", "Brute", keywords=frozenset({Keyword.TOUGH}), tough=1)
        .in_expedition("p1", "hero", "Own", keywords=frozenset({Keyword.TOUGH}), tough=1)
        .mana("p1", mana)
    )


def test_7_4_7_c_targeting_an_opponents_tough_object_costs_x_more() -> None:
    state = cast(_tough_board(1), "Lullaby")
    d = pending(state)
    labels = {o.label for o in d.options}
    assert labels == {"Brute (Tough 1: pay 1)", "Own"}  # one's own Tough costs nothing
    state, entry = answer(state, d.id, find(state, "Brute"))
    assert "7.4.7.e" in entry.rules
    state, entries = until_decision(state)
    assert state.objects[find(state, "Brute")].has(Status.ASLEEP)
    (orb,) = state.zone("mana:p1")
    assert state.objects[orb].has(Status.EXHAUSTED)
    assert "7.4.7.c" in rules_of(entries)


def test_7_4_7_d_a_tough_target_one_cannot_pay_for_is_not_a_legal_choice() -> None:
    state = cast(_tough_board(0), "Lullaby")
    assert {o.label for o in pending(state).options} == {"Own"}


def test_7_4_7_c_no_target_because_tough_cannot_be_paid_says_so() -> None:
    sleep = EffectStep(ActionKind.GAIN_STATUS, Subject.TARGET_CHARACTER, status=Status.ASLEEP)
    b = (
        GameBuilder()
        .in_hand("p1", "Lullaby", **spell(sleep))
        .in_expedition("p2", "hero", "Brute", keywords=frozenset({Keyword.TOUGH}), tough=1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Lullaby"), "spell")
    state, rest = until_decision(state)
    assert not state.objects[find(state, "Brute")].has(Status.ASLEEP)
    line = next(e for e in (first, *rest) if "no suitable target" in e.text)
    assert "Brute cannot be chosen: p1 cannot pay its Tough cost" in line.text
    assert {"6.5.b", "7.4.7.c"} <= set(line.rules)


def _scout_board() -> GameBuilder:
    kelon = EffectStep(ActionKind.GAIN_COUNTERS, Subject.SELF, counter="Kelon", amount=1)
    return (
        GameBuilder()
        .in_hand(
            "p1",
            "Scout",
            hand_cost=3,
            keywords=frozenset({Keyword.SCOUT}),
            scout=1,
            abilities=enters(kelon),
        )
        .mana("p1", 1)
    )


def test_7_4_5_c_scout_is_an_alternative_cost_and_adds_send_me_to_reserve() -> None:
    state, _ = until_decision(_scout_board().at_afternoon().build())
    scout = find(state, "Scout")
    ids = pending(state).option_ids()
    assert f"play:{scout}:hero:scout" in ids and f"play:{scout}:hero" not in ids  # 3 > 1 mana
    state, _ = play_card(state, "p1", scout, "hero", scout=True)
    state, entries = until_decision(state)
    assert {"7.4.5.c", "7.4.5.e"} <= rules_of(entries)
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE_REACTION and len(d.options) == 2
    state = choose(state, d.option_ids()[1])  # "Send me to Reserve" first
    now = state.objects[find(state, "Scout")]
    # 7.4.5.e: the {J} Reaction still finds it, in Reserve.
    assert now.zone == "reserve:p1" and now.counters == {"Kelon": 1}


def test_7_4_5_b_scout_is_not_offered_from_reserve() -> None:
    b = _scout_board()
    b.in_reserve(
        "p1", "Resting Scout", reserve_cost=3, keywords=frozenset({Keyword.SCOUT}), scout=1
    )
    state, _ = until_decision(b.at_afternoon().build())
    resting = find(state, "Resting Scout")
    assert not any(o.startswith(f"play:{resting}") for o in pending(state).option_ids())


def _overseer(p2_companion: int) -> GameState:
    behind = Condition(ConditionKind.EXPEDITION_BEHIND)
    create = EffectStep(
        ActionKind.CREATE,
        Subject.MY_EXPEDITION,
        token=TokenSpec("Recruit", 1, 1, 1),
        condition=behind,
    )
    b = (
        with_energy_bars(GameBuilder())
        .in_hand("p1", "Overseer", hand_cost=0, abilities=enters(create))
        .position("p2:hero", 1)
        .position("p2:companion", p2_companion)
    )
    return cast(b, "Overseer", "hero")


def test_7_4_4_k_a_gigantic_characters_expedition_condition_holds_for_both() -> None:
    state = _overseer(p2_companion=7)  # p1's companion Expedition is tied, not behind
    assert not any(state.name(o) == "Recruit" for o in state.objects)
    state = _overseer(p2_companion=6)  # both behind: one token, placed where p1 picks
    assert pending(state).kind == DecisionKind.PLACE
    state = choose(state, "p1:hero")
    assert sum(1 for o in state.objects if state.name(o) == "Recruit") == 1


def test_7_4_4_l_your_other_expedition_of_a_gigantic_character_is_none_and_says_why() -> None:
    create = EffectStep(
        ActionKind.CREATE, Subject.YOUR_OTHER_EXPEDITION, token=TokenSpec("Recruit", 1, 1, 1)
    )
    b = GameBuilder().in_hand(
        "p1",
        "Giant",
        hand_cost=0,
        keywords=frozenset({Keyword.GIGANTIC}),
        abilities=enters(create),
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Giant"), "hero")
    state, entries = until_decision(state)
    assert not any(state.name(o) == "Recruit" for o in state.objects)
    assert "7.4.4.l" in rules_of((first, *entries))


def test_7_4_7_d_never_forced_to_pay_tough_when_every_target_has_it() -> None:
    sleep = EffectStep(ActionKind.GAIN_STATUS, Subject.TARGET_CHARACTER, status=Status.ASLEEP)
    b = (
        GameBuilder()
        .in_hand("p1", "Lullaby", **spell(sleep))
        .in_expedition("p2", "hero", "Brute", keywords=frozenset({Keyword.TOUGH}), tough=1)
        .mana("p1", 2)
    )
    state = cast(b, "Lullaby")
    d = pending(state)
    assert [o.label for o in d.options] == ["Brute (Tough 1: pay 1)"]
    assert (d.min_choices, d.max_choices) == (0, 1) and "7.4.7.d" in d.rules

    def exhausted_orbs(s: GameState) -> int:
        return sum(s.objects[o].has(Status.EXHAUSTED) for o in s.zone("mana:p1"))

    before = exhausted_orbs(state)
    state, _ = answer(state, d.id, [])  # declines: no target, the step does nothing
    state, _ = until_decision(state)
    assert not state.objects[find(state, "Brute")].has(Status.ASLEEP)
    assert exhausted_orbs(state) == before  # no Tough paid
