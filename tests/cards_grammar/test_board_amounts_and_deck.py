"""Amounts and bounds read by the grammar alone and played on boards (issue 30): a bound said
"fewer than N" holds at N-1 and not at N (6.5.d); "for every two [objects]" counts one per
two, rounded down, and "…, up to a max of N" after a count gives at most N (6.5.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Terrain, find
from engine.state.decisions import Decision
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from .grammar_cards import grammar_fields, roll_watched
from .sentences_amounts_and_deck import (
    AT_MOST_TWO_BOOSTS,
    BOOST_PER_PLANT_UP_TO_THREE,
    BOOST_PER_SENT,
    EACH_OF_YOURS_IN_FOREST,
    EACH_PLANT_UP_TO_THREE,
    EVERY_TWO_PLANTS_BOOST,
    EVERY_TWO_TOKENS,
    FROM_AN_OPPONENTS_RESERVE,
    GAIN_THEN_REMOVE_TWO,
    HALF_ROUNDED_DOWN,
    HALF_ROUNDED_UP,
    HALF_THE_HAND,
    LOOK_ONE_IN_HAND_OTHERS_BOTTOM,
    ONE_OR_FEWER_IN_HAND,
    READINGS_AMOUNTS_AND_DECK,
    TOKEN_PER_SACRIFICED,
    TWO_BOOSTS_PER_SACRIFICED,
    UP_TO_TWO_FROM_DISCARD,
    UP_TO_TWO_FROM_RESERVES,
)
from .sibling_checks import assert_reading_written_back
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

PLANT = {**ALLY, "subtypes": ("Plant",)}


def _board(text: str, plants: int, *, hand: int = 0) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in range(plants):
        b = b.in_expedition("p1", "hero", f"Plant{i}", **PLANT)
    for i in range(hand):
        b = b.in_hand("p1", f"Spare{i}", **ALLY)
    return b.mana("p1", 3).deck_of("p1", 8).deck_of("p2", 8)


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


@pytest.mark.parametrize(("plants", "drawn"), [(0, 0), (2, 2), (3, 3), (5, 3)])
def test_6_5_i_a_count_up_to_a_max_of_three_draws_no_more(plants: int, drawn: int) -> None:
    state, _ = _resolved(_board(EACH_PLANT_UP_TO_THREE, plants))
    assert _hand(state) == drawn


@pytest.mark.parametrize(("plants", "boosts"), [(0, 0), (2, 2), (3, 3), (5, 3)])
def test_2_5_1_a_maximum_after_a_count_of_boosts_caps_them(plants: int, boosts: int) -> None:
    # "I gain 1 boost for each Plant you control, up to a max of three" (gram42): the cap
    # after a "for each" as after a fixed number — no more than three boosts on me
    state, _ = _resolved(_board(BOOST_PER_PLANT_UP_TO_THREE, plants))
    assert _boosts(state, "Unique") == boosts


@pytest.mark.parametrize(("plants", "boosts"), [(1, 0), (2, 1), (3, 1), (5, 2)])
def test_6_5_i_for_every_two_counts_one_per_two_rounded_down(plants: int, boosts: int) -> None:
    state, _ = _resolved(_board(EVERY_TWO_PLANTS_BOOST, plants))
    assert _boosts(state, "Unique") == boosts


@pytest.mark.parametrize(("spare", "drawn"), [(0, 2), (1, 2), (2, 0)])
def test_6_5_d_one_or_fewer_cards_in_hand_holds_at_one_not_at_two(spare: int, drawn: int) -> None:
    # the Unique has left the hand when its {J} resolves: only the spare cards are counted
    state, _ = _resolved(_board(ONE_OR_FEWER_IN_HAND, 0, hand=spare))
    assert _hand(state) == spare + drawn


def test_6_5_i_for_every_two_tokens_counts_no_card_when_there_are_none() -> None:
    state, _ = _resolved(_board(EVERY_TWO_TOKENS, 3))
    assert _hand(state) == 0  # Plants in play are no tokens (2.1.e)


def test_the_writer_writes_amounts_and_bounds_back() -> None:
    """Each reading written in the cards' style reads back the same (the writer beside the
    reader)."""
    for text, reading in READINGS_AMOUNTS_AND_DECK.items():
        assert_reading_written_back(reading, text)


@pytest.mark.parametrize(("result", "drawn"), [(1, 0), (3, 1), (5, 2)])
def test_7_3_33_b_half_the_result_rounded_down_draws_that_many(result: int, drawn: int) -> None:
    _, hand, _ = roll_watched("Fleeting.", "p1", result, roller=HALF_ROUNDED_DOWN)
    assert hand == drawn - 1  # p1 played the Roller from their hand


@pytest.mark.parametrize(("result", "boosts"), [(1, 1), (3, 2), (4, 2), (5, 3)])
def test_7_3_33_b_half_the_result_rounded_up_gives_that_many(result: int, boosts: int) -> None:
    state, _, _ = roll_watched("Fleeting.", "p1", result, roller=HALF_ROUNDED_UP)
    assert state.objects[find(state, "Roller")].boosts == boosts


def test_6_5_b_up_to_two_targets_from_a_discard_pile_move_the_two_chosen() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(UP_TO_TWO_FROM_DISCARD))
    for name in ("Gone1", "Gone2", "Gone3"):
        b = b.in_discard("p1", name, **ALLY)
    b = b.in_discard("p2", "Theirs", **ALLY).mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)
    asked: list[int] = []

    def pick(d: Decision) -> list[str]:
        asked.append(d.max_choices)
        return [o.id for o in d.options if "Gone" in o.label][:2] or list(d.option_ids()[:1])

    state, _ = _resolved(b, pick)
    reserve = {state.objects[o].card_id for o in state.zone("reserve:p1")}
    assert len(reserve) == 2 and 2 in asked
    assert len(state.zone("discard:p1")) == 1  # the one not chosen stays
    assert len(state.zone("discard:p2")) == 1  # an opponent's pile is not "your" pile


def test_2_5_g_two_boosts_removed_from_me_leave_the_third() -> None:
    state, _ = _resolved(_board(GAIN_THEN_REMOVE_TWO, 0))
    assert _boosts(state, "Unique") == 1


def test_7_3_27_the_others_go_to_the_bottom_in_the_order_their_player_chooses() -> None:
    """One card seen goes to the hand; each other one is put at the bottom as its player
    chooses it, so the one chosen last is the bottom card (3.1.3.f, 6.1.g, 7.3.27)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(LOOK_ONE_IN_HAND_OTHERS_BOTTOM))
    for name in ("D1", "D2", "D3", "D4"):  # D1 on top (each added at the bottom)
        b = b.in_deck("p1", name, **ALLY)
    b = b.mana("p1", 3).deck_of("p2", 4)
    order = iter(["D2", "D3", "D1"])  # D2 to the hand, then D3, then D1 under it
    offered: list[list[str]] = []

    def pick(d: Decision) -> list[str]:
        want = next(order, "")
        offered.append([o.label for o in d.options])
        return [o.id for o in d.options if want and want in o.label][:1] or list(d.option_ids()[:1])

    state, _ = _resolved(b, pick)
    assert [state.name(o) for o in state.zone("hand:p1")] == ["D2"]
    assert [state.name(o) for o in state.zone("deck:p1")] == ["D4", "D3", "D1"]
    assert ["D1", "D3"] in offered  # the second choice is among the cards still unplaced


def _reserves_board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_reserve("p1", "Mine", **ALLY).in_reserve("p2", "Theirs", **ALLY)
    return b.in_reserve("p2", "Theirs2", **ALLY).mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)


def test_6_5_b_a_target_from_an_opponents_reserve_is_one_of_theirs() -> None:
    offered: list[str] = []

    def pick(d: Decision) -> list[str]:
        offered.extend(o.label for o in d.options)
        return list(d.option_ids()[:1])

    state, _ = _resolved(_reserves_board(FROM_AN_OPPONENTS_RESERVE), pick)
    assert not any("Mine" in label for label in offered)  # not the controller's own card
    assert len(state.zone("reserve:p2")) == 1 and len(state.zone("reserve:p1")) == 1


def test_6_5_b_up_to_two_targets_from_reserves_may_be_in_either_reserve() -> None:
    def pick(d: Decision) -> list[str]:
        return [o.id for o in d.options if "Mine" in o.label or o.label.endswith("Theirs")]

    state, _ = _resolved(_reserves_board(UP_TO_TWO_FROM_RESERVES), pick)
    assert len(state.zone("reserve:p1")) == 0 and len(state.zone("reserve:p2")) == 1


@pytest.mark.parametrize("chosen", [("Ally1", "Ally2"), ("Ally1",), ()])
def test_6_5_i_a_token_for_each_character_sacrificed_this_way(chosen: tuple[str, ...]) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TOKEN_PER_SACRIFICED))
    b = b.in_expedition("p1", "hero", "Ally1", **ALLY).in_expedition("p1", "hero", "Ally2", **ALLY)
    b = b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)

    def pick(d: Decision) -> list[str]:
        if d.max_choices > 1 or d.min_choices == 0:
            return [o.id for o in d.options if any(c in o.label for c in chosen)]
        return list(d.option_ids()[:1])

    state, _ = _resolved(b, pick)
    hounds = [o for o in state.objects.values() if state.name(o.id) == "Rivet Hound"]
    assert len(hounds) == len(chosen)


@pytest.mark.parametrize("chosen", [("Ally1", "Ally2"), ("Ally1",), ()])
def test_6_5_i_two_boosts_for_each_character_sacrificed_this_way(chosen: tuple[str, ...]) -> None:
    # gram42: N things per object the step before acted on, N = 2
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TWO_BOOSTS_PER_SACRIFICED))
    b = b.in_expedition("p1", "hero", "Ally1", **ALLY).in_expedition("p1", "hero", "Ally2", **ALLY)
    b = b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)

    def pick(d: Decision) -> list[str]:
        if d.max_choices > 1 or d.min_choices == 0:
            return [o.id for o in d.options if any(c in o.label for c in chosen)]
        return list(d.option_ids()[:1])

    state, _ = _resolved(b, pick)
    assert _boosts(state, "Unique") == 2 * len(chosen)


@pytest.mark.parametrize("chosen", [("Ally1", "Ally2"), ("Ally1",), ()])
def test_6_5_i_a_boost_for_each_character_sent_this_way(chosen: tuple[str, ...]) -> None:
    # gram42: "this way" after a move to Reserve counts the objects it moved
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(BOOST_PER_SENT))
    b = b.in_expedition("p1", "hero", "Ally1", **ALLY).in_expedition("p1", "hero", "Ally2", **ALLY)
    b = b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4)

    def pick(d: Decision) -> list[str]:
        if d.max_choices > 1 or d.min_choices == 0:
            return [o.id for o in d.options if any(c in o.label for c in chosen)]
        return list(d.option_ids()[:1])

    state, _ = _resolved(b, pick)
    assert _boosts(state, "Unique") == len(chosen)
    assert len(state.zone("reserve:p1")) == len(chosen)


def test_2_5_1_each_character_with_at_most_two_boosts_is_the_ones_with_two_or_fewer() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(AT_MOST_TWO_BOOSTS))
    b = b.in_expedition("p1", "hero", "Two", **ALLY, counters={BOOST: 2})
    b = b.in_expedition("p2", "hero", "Three", **ALLY, counters={BOOST: 3})
    state, _ = _resolved(b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4))
    assert (_boosts(state, "Two"), _boosts(state, "Three"), _boosts(state, "Unique")) == (3, 3, 1)


@pytest.mark.parametrize(("spare", "drawn"), [(1, 0), (2, 1), (5, 2)])
def test_6_5_i_half_the_cards_in_hand_rounded_down(spare: int, drawn: int) -> None:
    state, _ = _resolved(_board(HALF_THE_HAND, 0, hand=spare))
    assert _hand(state) == spare + drawn


@pytest.mark.parametrize(
    ("hero", "companion", "boosts"),
    [
        (Terrain.FOREST, Terrain.FOREST, 2),
        (Terrain.FOREST, Terrain.WATER, 1),
        (Terrain.WATER, Terrain.WATER, 0),
    ],
)
def test_7_5_8_b_for_each_of_your_expeditions_in_a_terrain(
    hero: Terrain, companion: Terrain, boosts: int
) -> None:
    """Each of the controller's Expeditions whose region has the terrain counts (7.5.8.b);
    the opponent's do not."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EACH_OF_YOURS_IN_FOREST))
    b = b.region(1, hero).region(2, companion).region(3, Terrain.FOREST)
    b = b.position("p1:hero", 1).position("p1:companion", 2)
    b = b.position("p2:hero", 3).position("p2:companion", 3)
    state, _ = _resolved(b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4))
    assert _boosts(state, "Unique") == boosts


def test_6_5_h_the_rest_of_a_short_deck_is_what_was_seen() -> None:
    """Two cards in the deck: two are seen, one goes to the hand and the other to the
    bottom; the third instance has nothing to put (6.5.h)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(LOOK_ONE_IN_HAND_OTHERS_BOTTOM))
    b = b.in_deck("p1", "D1", **ALLY).in_deck("p1", "D2", **ALLY)
    state, _ = _resolved(b.mana("p1", 3).deck_of("p2", 4))
    assert len(state.zone("hand:p1")) == 1 and len(state.zone("deck:p1")) == 1
