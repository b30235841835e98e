"""Amounts and bounds read by the grammar alone and played on boards (issue 30): a bound said
"fewer than N" holds at N-1 and not at N (6.5.d); "for every two [objects]" counts one per
two, rounded down, and "…, up to a max of N" after a count gives at most N (6.5.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .grammar_cards import grammar_fields, roll_watched
from .sentences_amounts_and_deck import (
    EACH_PLANT_UP_TO_THREE,
    EVERY_TWO_PLANTS_BOOST,
    EVERY_TWO_TOKENS,
    GAIN_THEN_REMOVE_TWO,
    HALF_ROUNDED_DOWN,
    HALF_ROUNDED_UP,
    ONE_OR_FEWER_IN_HAND,
    READINGS_AMOUNTS_AND_DECK,
    UP_TO_TWO_FROM_DISCARD,
)
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
        assert read_ability(write_ability(reading)) == reading, text


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
