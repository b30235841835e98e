"""Zone changes: new zone, new object (1.4.4.a, 2.1.d) and what survives a move."""

from __future__ import annotations

from engine import (
    BOOST,
    ActionKind,
    CardType,
    GameBuilder,
    Keyword,
    PermanentZone,
    Status,
    Step,
    TokenSpec,
    ZoneKind,
    find,
    request,
)
from engine.invariants import violations

from .helpers import rules_of


def test_1_4_4_a_moving_creates_a_new_object_with_new_timestamp() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Kuwat").build()
    old = find(state, "Kuwat")
    card_id = state.objects[old].card_id
    assert card_id is not None
    new_state, entry = request(
        state, Step(ActionKind.SEND, objects=(old,), to_zone=ZoneKind.RESERVE)
    )
    new = new_state.object_of_card(card_id)
    assert new is not None and new != old
    assert old not in new_state.objects  # 2.1.d: the old object no longer exists
    old_ts = state.objects[old].timestamp
    new_ts = new_state.objects[new].timestamp
    assert old_ts is not None and new_ts is not None and new_ts > old_ts  # 2.2.16.b
    assert entry.events[0].new_object_id == new
    assert violations(new_state) == []


def test_2_4_1_d_statuses_are_lost_on_zone_change() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Sleepy", statuses=(Status.ASLEEP, Status.EXHAUSTED))
        .build()
    )
    sleepy = find(state, "Sleepy")
    state, _ = request(state, Step(ActionKind.SEND, objects=(sleepy,), to_zone=ZoneKind.RESERVE))
    assert state.objects[find(state, "Sleepy")].statuses == frozenset()


def test_2_1_i_object_that_no_longer_exists_cannot_move() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Kuwat").build()
    old = find(state, "Kuwat")
    state, _ = request(state, Step(ActionKind.SEND, objects=(old,), to_zone=ZoneKind.RESERVE))
    from engine.steps.resolution import run_step

    again, entry = run_step(state, Step(ActionKind.SEND, objects=(old,), to_zone=ZoneKind.HAND))
    assert entry.events == ()
    assert again.objects == state.objects


def test_2_5_j_leaving_play_loses_counters() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Pumped", counters={BOOST: 2}).build()
    state, _ = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Pumped"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Pumped")].counters == {}


def test_7_4_6_b_seasoned_keeps_boosts_going_to_reserve() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Vet", counters={BOOST: 2}, keywords=frozenset({Keyword.SEASONED})
        )
        .build()
    )
    state, _ = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Vet"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Vet")].boosts == 2


def test_2_5_l_moving_from_reserve_keeps_counters() -> None:
    state = GameBuilder().in_reserve("p1", "Saver", counters={BOOST: 1}).build()
    state, _ = request(
        state,
        Step(
            ActionKind.MOVE,
            objects=(find(state, "Saver"),),
            to_zone=ZoneKind.EXPEDITION,
            to_sub="p1:hero",
        ),
    )
    assert state.objects[find(state, "Saver")].boosts == 1


def test_2_5_b_counters_lost_in_discard_pile() -> None:
    state = GameBuilder().in_reserve("p1", "Saver", counters={BOOST: 1}).build()
    state, _ = request(
        state, Step(ActionKind.DISCARD, objects=(find(state, "Saver"),), to_zone=ZoneKind.DISCARD)
    )
    assert state.objects[find(state, "Saver")].counters == {}


def test_2_4_7_d_fleeting_character_going_to_reserve_is_discarded() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Kuwat", statuses=(Status.FLEETING,)).build()
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Kuwat"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Kuwat")].zone == "discard:p1"
    assert "2.4.7.d" in entry.rules
    assert entry.events[0].modifiers == ("rule:2.4.7.d",)


def test_2_4_7_d_applies_to_expedition_permanents_not_landmarks() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Boots",
            type=CardType.PERMANENT,
            permanent_zone=PermanentZone.EXPEDITION,
            statuses=(Status.FLEETING,),
        )
        .build()
    )
    state, _ = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Boots"),), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Boots")].zone == "discard:p1"


def test_2_1_e_token_leaving_expedition_zone_ceases_to_exist() -> None:
    state = GameBuilder().build()
    state, entry = request(
        state,
        Step(
            ActionKind.CREATE,
            controller="p1",
            expeditions=("p1:hero",),
            token=TokenSpec("Ordis Recruit", 1, 1, 1, ("Soldier",)),
            amount=2,
        ),
    )
    tokens = state.zone("expedition:p1:hero")
    assert len(tokens) == 2 and entry.events[0].kind is ActionKind.CREATE
    state, entry = request(state, Step(ActionKind.SEND, objects=tokens, to_zone=ZoneKind.RESERVE))
    assert state.zone("expedition:p1:hero") == ()
    assert state.zone("reserve:p1") == ()
    assert all(e.ceased for e in entry.events)
    assert "2.1.e" in entry.rules
    assert violations(state) == []


def test_1_4_3_a_cards_go_to_their_owners_zone() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Stolen").build()
    stolen = find(state, "Stolen")
    state, _ = request(
        state,
        Step(ActionKind.SEND, controller="p1", objects=(stolen,), to_zone=ZoneKind.RESERVE),
    )
    assert state.objects[find(state, "Stolen")].zone == "reserve:p2"


def test_3_2_4_d_switching_expeditions_keeps_the_object() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Walker", statuses=(Status.EXHAUSTED,), counters={BOOST: 1})
        .build()
    )
    walker = find(state, "Walker")
    state, _ = request(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(walker,)))
    o = state.objects[walker]
    assert o.zone == "expedition:p1:companion"
    assert o.has(Status.EXHAUSTED) and o.boosts == 1


def test_3_2_9_b_cards_enter_mana_zone_exhausted_unless_specified() -> None:
    state = GameBuilder().in_hand("p1", "Orb").build()
    state, _ = request(
        state, Step(ActionKind.MOVE, objects=(find(state, "Orb"),), to_zone=ZoneKind.MANA)
    )
    orb = state.zone("mana:p1")[0]
    assert state.objects[orb].has(Status.EXHAUSTED)
    assert state.type_of(orb) is CardType.MANA_ORB  # 2.2.1.f


def test_7_3_31_c_resupply_from_empty_deck_shuffles_discard() -> None:
    state = GameBuilder().in_discard("p1", "Old").build()
    state, _ = request(state, Step(ActionKind.RESUPPLY, players=("p1",)))
    assert state.objects[find(state, "Old")].zone == "reserve:p1"
    state, entry = request(state, Step(ActionKind.RESUPPLY, players=("p1",)))
    assert entry.events[0].new_object_id is None  # nothing left: Resupply does nothing


def test_3_2_2_e_draw_with_too_few_cards_draws_them_all() -> None:
    state = GameBuilder().deck_of("p1", 1).build()
    state, entry = request(state, Step(ActionKind.DRAW, players=("p1",), amount=3))
    assert len(state.zone("hand:p1")) == 1 and len(entry.events) == 1


def test_3_2_2_e_a_short_draw_outside_morning_cites_the_rule() -> None:
    state = GameBuilder().deck_of("p1", 1).build()
    state, entry = request(state, Step(ActionKind.DRAW, players=("p1",), amount=2))
    assert "3.2.2.e" in rules_of((entry,))
    state, entry = request(state, Step(ActionKind.DRAW, players=("p1",), amount=0))
    assert "3.2.2.e" not in rules_of((entry,))


def test_3_1_2_c_a_borrowed_object_sent_to_reserve_goes_to_its_owners_and_says_why() -> None:
    state = GameBuilder().add("p2", "expedition:p1:hero", "Borrowed").build()
    borrowed = find(state, "Borrowed")
    assert state.objects[borrowed].controller == "p1"
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(borrowed,), to_zone=ZoneKind.RESERVE)
    )
    assert state.objects[find(state, "Borrowed")].zone == "reserve:p2"
    assert {"3.1.2.c"} <= rules_of((entry,))


def test_3_1_2_c_an_own_object_sent_to_reserve_cites_no_redirection() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Mine").build()
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(find(state, "Mine"),), to_zone=ZoneKind.RESERVE)
    )
    assert "3.1.2.c" not in rules_of((entry,))


def test_1_1_3_d_a_borrowed_object_sent_to_its_owners_reserve_is_owned_not_redirected() -> None:
    """The text names "its owner's Reserve": ownership decides whose (1.1.3.d); no move is
    redirected, so 1.4.3.a and 3.1.2.c are not cited."""
    state = GameBuilder().add("p2", "expedition:p1:hero", "Borrowed").build()
    borrowed = find(state, "Borrowed")
    state, entry = request(
        state,
        Step(ActionKind.SEND, objects=(borrowed,), to_zone=ZoneKind.RESERVE, to_owner=True),
    )
    assert state.objects[find(state, "Borrowed")].zone == "reserve:p2"
    cited = rules_of((entry,))
    assert "1.1.3.d" in cited and not {"3.1.2.c"} & cited


def test_1_1_3_d_an_own_object_sent_to_its_owners_reserve_cites_no_owner_rule() -> None:
    state = GameBuilder().add("p1", "expedition:p1:hero", "Mine").build()
    mine = find(state, "Mine")
    state, entry = request(
        state, Step(ActionKind.SEND, objects=(mine,), to_zone=ZoneKind.RESERVE, to_owner=True)
    )
    assert state.objects[find(state, "Mine")].zone == "reserve:p1"
    assert not {"1.1.3.d", "3.1.2.c"} & rules_of((entry,))
