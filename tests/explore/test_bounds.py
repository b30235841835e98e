"""Explore within its bounds from the first answer (issue 34): answers made one at a time,
interchangeable options picked once, the state and time limits holding for decisions with
combinatorially many answers."""

from __future__ import annotations

import itertools
from math import comb
from pathlib import Path

from engine.explore import Explorer, explore, legal_answers, outcomes_of
from engine.explore.alike import alike_classes, count_vectors
from engine.explore.outcomes import COMPARED_LIMIT
from engine.state.enums import Status
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from tests.explore.helpers import DISTINCT, TIRER, board

PRICEY = """
title: pay 8 of 200 Mana Orbs
cards:
  - {name: Pricey, type: Character, hand_cost: 8, reserve_cost: 8, forest: 1, mountain: 1,
     water: 1}
phase: Afternoon
players:
  p1:
    hand: [Pricey]
    mana: 200
  p2: {}
script:
  - play: {card: Pricey, to: hero}
"""


def _thirty_different(tmp_path: Path) -> GameState:
    reserve = ", ".join(f"Card {i}" for i in range(1, 31))
    return board(tmp_path, TIRER.format(cards=DISTINCT, reserve=reserve))


def test_a_choice_of_up_to_30_different_cards_is_answered_one_set_at_a_time(
    tmp_path: Path,
) -> None:
    state = _thirty_different(tmp_path)
    decision = state.pending
    assert decision is not None and len(decision.options) == 30
    answers = legal_answers(decision, state)
    # 2^30 sets: taking the first few never lists the rest
    first = list(itertools.islice(answers, 32))
    assert first[0].choice == () and first[0].said == "p1 chooses nothing"
    assert [len(a.choice) for a in first[1:31]] == [1] * 30
    assert len(first[31].choice) == 2


def test_the_bound_on_states_holds_for_a_billion_answers(tmp_path: Path) -> None:
    result = explore(_thirty_different(tmp_path), max_states=10, time_budget=30)
    assert result.stopped == "states" and result.states == 10 and not result.complete


def test_the_time_budget_holds_for_a_billion_answers(tmp_path: Path) -> None:
    ticks = itertools.count()
    explorer = Explorer(
        _thirty_different(tmp_path), max_states=10**9, time_budget=50, clock=lambda: next(ticks)
    )
    assert explorer.advance()
    assert explorer.stopped == "time"
    assert len(explorer.nodes) < 50  # one answer followed per tick: stopped at the budget


def test_paying_8_of_200_ready_mana_orbs_is_one_answer_2_2_1_f(tmp_path: Path) -> None:
    state = board(tmp_path, PRICEY)
    decision = state.pending
    assert decision is not None and len(decision.options) == 200
    (only,) = legal_answers(decision, state)
    assert len(only.choice) == 8 and only.ways == comb(200, 8)
    assert only.said == "p1 chooses 8 ready Mana Orbs"
    result = explore(state)
    assert result.complete and len(result.outcomes) == 1
    assert result.alike == ("200 ready Mana Orbs in p1's Mana zone",)
    assert result.verdict() == "Every answer leads to the same board."


def test_ready_and_exhausted_mana_orbs_are_not_alike(tmp_path: Path) -> None:
    state = board(tmp_path, PRICEY)
    decision = state.pending
    assert decision is not None
    tired = decision.option_ids()[0]
    obj = state.objects[tired]
    state = evolve(
        state,
        objects={**state.objects, tired: replace(obj, statuses=obj.statuses | {Status.EXHAUSTED})},
    )
    sizes = sorted(len(c) for c in alike_classes(decision, state))
    assert sizes == [1, 199]


def test_a_copy_whose_once_per_day_reaction_activated_is_not_alike_1_4_6_c(
    tmp_path: Path,
) -> None:
    reserve = ", ".join(["Vanilla 1/1/1"] * 3)
    state = board(tmp_path, TIRER.format(cards="", reserve=reserve))
    decision = state.pending
    assert decision is not None
    assert sorted(len(c) for c in alike_classes(decision, state)) == [3]
    used = decision.option_ids()[0]
    counts = {**state.reaction_counts, f"{used}:0:per_day": 1}
    state = evolve(state, reaction_counts=counts)
    assert sorted(len(c) for c in alike_classes(decision, state)) == [1, 2]


def test_copies_of_one_card_are_alike_and_each_count_is_one_outcome(tmp_path: Path) -> None:
    reserve = ", ".join(["Vanilla 1/1/1"] * 30)
    result = explore(board(tmp_path, TIRER.format(cards="", reserve=reserve)))
    assert result.complete
    assert len(result.outcomes) == 31  # none to all thirty exhausted
    assert result.states == 32
    assert result.alike == ("30 × Vanilla 1/1/1 in p1's Reserve",)
    assert result.verdict() == "What p1 exhausts matters: 31 outcomes."


def test_an_object_something_else_names_is_never_alike_6_3_j(tmp_path: Path) -> None:
    reserve = ", ".join(["Vanilla 1/1/1"] * 3)
    state = board(tmp_path, TIRER.format(cards="", reserve=reserve))
    decision = state.pending
    assert decision is not None
    named = decision.option_ids()[0]
    # a task waiting on that copy (what an Emblem bound to it would be): it stands apart
    (task, *rest) = state.agenda
    state = evolve(state, agenda=(replace(task, object_id=named), *rest))
    assert sorted(len(c) for c in alike_classes(decision, state)) == [1, 2]


def test_count_vectors_are_every_way_to_pick_in_combinations_order() -> None:
    caps = (2, 1, 3)
    for total in range(0, 7):
        got = list(count_vectors(caps, total))
        expected = sorted(
            (c for c in itertools.product(range(3), range(2), range(4)) if sum(c) == total),
            reverse=True,
        )
        expected = [c for c in expected if all(n <= m for n, m in zip(c, caps, strict=True))]
        assert got == expected
    assert list(count_vectors(caps, 7)) == []


def test_the_window_sees_the_same_bounds_through_an_explorer(tmp_path: Path) -> None:
    explorer = Explorer(_thirty_different(tmp_path), max_states=20)
    while not explorer.advance(0.01):
        pass
    result = outcomes_of(explorer)
    assert result.stopped == "states" and result.states == 20


def test_thousands_of_outcomes_are_listed_and_only_the_first_compared(tmp_path: Path) -> None:
    result = explore(_thirty_different(tmp_path), max_states=120)
    assert len(result.outcomes) == 119  # each set of cards exhausted is its own board
    assert len(result.differences) == COMPARED_LIMIT - 1
    assert {d.first for d in result.differences} == {0}
    # every board was seen as it was reached, within the bounds
    explorer = Explorer(_thirty_different(tmp_path), max_states=120)
    explorer.advance()
    ends = [n for n in explorer.nodes.values() if n.end]
    assert ends and all(n.board is not None for n in ends)
