"""Judge edits (``engine.edits``): the table laid out by hand keeps the rules' invariants."""

from __future__ import annotations

import pytest

from engine import BOOST, CardDef, CardType, GameBuilder, IllegalAction, Phase, Status, edits
from engine.invariants import violations
from engine.state.enums import PermanentZone


def check_invariants(state) -> None:  # type: ignore[no-untyped-def]
    assert violations(state) == []


def _state():  # type: ignore[no-untyped-def]
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Kuwat", forest=2, mountain=1, water=1, hand_cost=2)
        .in_hand("p1", "Ada", hand_cost=1)
        .mana("p1", 2, 1)
        .at_afternoon()
        .build()
    )


def _id(state, name):  # type: ignore[no-untyped-def]
    return next(oid for oid in state.objects if state.name(oid) == name)


def test_2_1_d_moving_an_object_makes_a_new_object_with_a_new_timestamp() -> None:
    s = _state()
    kuwat = _id(s, "Kuwat")
    s = edits.set_statuses(s, kuwat, {Status.EXHAUSTED})
    moved = edits.move_object(s, kuwat, "reserve:p1")
    new = moved.zone("reserve:p1")[0]
    assert new != kuwat and kuwat not in moved.objects
    assert moved.objects[new].timestamp == s.next_timestamp
    assert moved.objects[new].statuses == frozenset()  # a new object keeps no status
    assert moved.card_objects[s.objects[kuwat].card_id or ""] == new
    check_invariants(moved)


def test_2_1_j_a_card_moved_to_a_hidden_zone_has_no_timestamp() -> None:
    s = _state()
    moved = edits.move_object(s, _id(s, "Kuwat"), "hand:p1", index=0)
    top = moved.zone("hand:p1")[0]
    assert moved.objects[top].timestamp is None
    assert moved.name(top) == "Kuwat"


def test_2_4_1_c_no_statuses_in_hand_deck_or_discard_pile() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.set_statuses(s, _id(s, "Ada"), {Status.EXHAUSTED})
    assert caught.value.rule == "2.4.1.c"


def test_2_5_b_no_counters_in_hand_deck_or_discard_pile() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.set_counters(s, _id(s, "Ada"), {BOOST: 1})
    assert caught.value.rule == "2.5.b"


def test_2_4_5_b_boosted_is_never_set_directly() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.set_statuses(s, _id(s, "Kuwat"), {Status.BOOSTED})
    assert caught.value.rule == "2.4.5.b"
    boosted = edits.set_boosts(s, _id(s, "Kuwat"), 2)
    assert boosted.objects[_id(s, "Kuwat")].has(Status.BOOSTED)


def test_2_1_e_a_token_cannot_be_put_outside_play() -> None:
    s = _state()
    token = CardDef("", "p1", "Ordis Recruit", CardType.CHARACTER, is_token=True)
    with pytest.raises(IllegalAction) as caught:
        edits.place_card(s, token, "reserve:p1")
    assert caught.value.rule == "2.1.e"
    placed, oid = edits.place_card(s, token, "expedition:p1:hero")
    with pytest.raises(IllegalAction):
        edits.move_object(placed, oid, "discard:p1")


def test_2_1_e_a_landmark_token_may_be_in_a_reserve_hand_or_discard_pile() -> None:
    # 2.1.e speaks of the Expedition zone only; a token may join a Reserve (7.3.30.a): a
    # Landmark Permanent token (2.2.1.d) that left the Landmark zone is where it went.
    s = _state()
    token = CardDef(
        "", "p1", "Cairn Token", CardType.PERMANENT, is_token=True,
        permanent_zone=PermanentZone.LANDMARK,
    )  # fmt: skip
    for zone in ("reserve:p1", "hand:p1", "discard:p1"):
        placed, oid = edits.place_card(s, token, zone)
        assert placed.objects[oid].zone == zone
    placed, oid = edits.place_card(s, token, "landmark:p1")
    moved = edits.move_object(placed, oid, "reserve:p1")
    assert [moved.name(o) for o in moved.zone("reserve:p1")].count("Cairn Token") == 1


def test_3_2_8_a_the_judge_does_not_put_cards_in_limbo() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.move_object(s, _id(s, "Kuwat"), "limbo")
    assert caught.value.rule == "3.2.8.a"


def test_3_2_1_b_an_expedition_counter_stays_on_the_adventure() -> None:
    s = _state()
    assert edits.set_position(s, "p2:companion", 4).positions["p2:companion"] == 4
    with pytest.raises(IllegalAction):
        edits.set_position(s, "p1:hero", 8)
    with pytest.raises(IllegalAction):
        edits.set_position(s, "p3:hero", 1)


def test_3_2_9_b_mana_orbs_are_set_ready_and_exhausted() -> None:
    s = edits.set_mana(_state(), "p1", 1, 3)
    orbs = [s.objects[o] for o in s.zone("mana:p1")]
    assert len(orbs) == 4
    assert sum(Status.EXHAUSTED in o.statuses for o in orbs) == 3
    check_invariants(s)


def test_4_2_a_setting_the_moment_puts_the_game_before_that_phase() -> None:
    s = edits.set_moment(_state(), Phase.DUSK, day=3, first_player="p2")
    assert s.first_player == "p2" and s.day == 3
    assert s.agenda[0].phase is Phase.DUSK and s.pending is None
    morning = edits.set_moment(_state(), Phase.MORNING, day=2)
    assert morning.day == 1  # Morning of day 2 begins the new day


def test_4_1_jumping_to_another_day_clears_what_the_day_counted() -> None:
    """A die rolled and a card played on Day 1 are not "this Day" on Day 2 (4.1, 7.3.33.a):
    the sandbox's jump to another Day clears them as a Morning does; a jump within the same
    Day keeps them."""
    from engine.state.game_state import GameState, evolve
    from engine.state.serialization import from_dict, to_dict

    made = (("p1", "o9", 2, "Character"),)  # a token created this Day (7.3.5.a)
    rolled = evolve(_state(), rolls_this_day=(("p1", 6),), plays_this_day=(("p1", "o1"),))
    rolled = evolve(rolled, tokens_created_this_day=made)
    assert from_dict(GameState, to_dict(rolled)).rolls_this_day == (("p1", 6),)
    assert from_dict(GameState, to_dict(rolled)).tokens_created_this_day == made
    later = edits.set_moment(rolled, Phase.AFTERNOON, day=rolled.day + 1)
    assert later.rolls_this_day == () and later.plays_this_day == ()
    assert later.tokens_created_this_day == ()
    same_day = edits.set_moment(rolled, Phase.DUSK, day=rolled.day)
    assert same_day.rolls_this_day == (("p1", 6),)


def test_removing_an_object_removes_its_card() -> None:
    s = _state()
    kuwat = _id(s, "Kuwat")
    card = s.objects[kuwat].card_id or ""
    gone = edits.remove_object(s, kuwat)
    assert kuwat not in gone.objects and card not in gone.cards
    check_invariants(gone)
