"""Exploring every legal answer (issue 21): outcomes as a judge compares boards."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import BOOST, GameState, Option, Terrain, answer, edits, from_dict, to_dict
from engine.explore import Explorer, explore, legal_answers, outcomes_of, state_key
from engine.explore.board import Board, Sight
from engine.state.game_state import evolve
from engine.state.records import replace
from scenarios import PACKAGE_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from tests.explore.helpers import ALOE_VERAS, KITSUNE, KUWAT, board, kuwat


def _card(b: Board, name: str) -> Sight:
    (found,) = [s for s in b.cards if s.name == name]
    return found


def test_2_1_d_with_a_second_character_the_order_and_the_sacrifice_give_two_outcomes(
    tmp_path: Path,
) -> None:
    result = explore(kuwat(tmp_path, second_character=True))
    assert result.complete
    assert len(result.outcomes) == 2
    assert result.verdict() == "The order does not matter. What p1 sacrifices does: 2 outcomes."
    by_kuwat = {_card(o.board, "Kuwat, the Dissenter").zone: o for o in result.outcomes}
    gone = by_kuwat["discard:p1"]  # Kuwat sacrificed: the {R} boost finds a new object
    assert _card(gone.board, "Kuwat, the Dissenter").counters == ()
    assert _card(gone.board, "Vanilla 2/2/2").zone == "expedition:p1:hero"
    kept = by_kuwat["expedition:p1:hero"]  # the other Character sacrificed, Kuwat boosted
    assert _card(kept.board, "Kuwat, the Dissenter").counters == ((BOOST, 1),)
    assert _card(kept.board, "Vanilla 2/2/2").zone == "discard:p1"
    # each outcome is reached by both orders of the two Reactions
    assert gone.paths == 2 and kept.paths == 2
    (diff,) = result.differences
    lines = set(diff.lines)
    boosted_first = result.outcomes.index(kept) == diff.first
    expected = "1 boost → none" if boosted_first else "none → 1 boost"
    assert f"Kuwat, the Dissenter: {expected}" in lines


def test_2_1_d_without_a_second_character_one_outcome_reached_by_both_orders(
    tmp_path: Path,
) -> None:
    result = explore(kuwat(tmp_path, second_character=False))
    assert result.complete
    (outcome,) = result.outcomes
    assert result.verdict() == "The order does not matter: every answer leads to the same board."
    assert _card(outcome.board, "Kuwat, the Dissenter").zone == "discard:p1"
    assert _card(outcome.board, "Kuwat, the Dissenter").counters == ()
    # the order changed only what happened on the way: both paths are listed
    assert outcome.paths == 2
    firsts = {path[0].said for path in outcome.answers}
    assert len(firsts) == 2
    assert any("Sacrifice a Character" in f for f in firsts)
    assert result.differences == ()


def test_a_choice_between_identical_effects_gives_one_outcome(tmp_path: Path) -> None:
    state = board(tmp_path, ALOE_VERAS)
    assert state.pending is not None
    # the two Emblems are alike (the same effect, bound to alike Aloe Veras, 6.3.i):
    # which one is played first is one answer, standing for both (issue 34)
    (only,) = legal_answers(state.pending, state)
    assert only.ways == 2 and len(only.choice) == 1
    result = explore(state)
    (outcome,) = result.outcomes
    assert outcome.paths == 1 and len(outcome.answers) == 1
    assert result.alike == ("2 × Reaction of Aloe Vera (p1's hero Expedition): Resupply. in Limbo",)
    reserve = [s.name for s in outcome.board.cards if s.zone == "reserve:p1"]
    assert sorted(reserve) == ["Vanilla 1/1/1", "Vanilla 2/2/2"]


def test_each_player_may_resupply_four_combinations_when_each_changes_the_board(
    tmp_path: Path,
) -> None:
    result = explore(board(tmp_path, KITSUNE.format(p2_deck="[Vanilla 2/2/2]")))
    assert result.verdict() == (
        "Whether p1 resupplies and whether p2 resupplies matter: 4 outcomes."
    )
    assert len(result.outcomes) == 4
    assert all(o.paths == 1 for o in result.outcomes)
    assert len(result.differences) == 6
    assert all(d.lines for d in result.differences)


def test_each_player_may_resupply_collapses_to_the_outcomes_that_differ(tmp_path: Path) -> None:
    # p2's Deck is empty: p2 resupplying or not leaves the same board
    result = explore(board(tmp_path, KITSUNE.format(p2_deck="[]")))
    assert len(result.outcomes) == 2
    for outcome in result.outcomes:
        assert outcome.paths == 2
        assert {path[0].said for path in outcome.answers} == {outcome.answers[0][0].said}
        # p2's two answers both lead here, each said with its question
        assert {path[1].choice for path in outcome.answers} == {("yes",), ("no",)}
        assert all(path[1].said.startswith("p2 answers “") for path in outcome.answers)
    (diff,) = result.differences
    assert len(diff.lines) == 1 and diff.lines[0].startswith("Vanilla 1/1/1: p1's ")


def _busy() -> GameState:
    """The sample board: six Aloe Veras' "At Noon – Resupply." Emblems in Limbo."""
    return run_scenario(load_scenario(PACKAGE_DIR / "sandbox" / "busy_board.yaml")).state


def test_the_bound_on_states_stops_a_large_tree_and_says_it_is_incomplete() -> None:
    result = explore(_busy(), max_states=4)
    assert not result.complete
    assert result.stopped == "states"
    assert result.states == 4
    assert result.waiting > 0
    assert result.verdict().startswith("Incomplete (the bound on states was reached)")


def test_the_time_budget_stops_the_exploration_and_says_it_is_incomplete() -> None:
    ticks = iter(range(0, 10_000))
    explorer = Explorer(_busy(), time_budget=3, clock=lambda: float(next(ticks)))
    assert explorer.advance()
    assert explorer.stopped == "time"
    assert not outcomes_of(explorer).complete


def test_cancelling_keeps_what_was_found_and_says_it_is_incomplete() -> None:
    explorer = Explorer(_busy())
    explorer.advance(seconds=0.0)
    explorer.cancel()
    assert explorer.finished
    result = outcomes_of(explorer)
    assert result.stopped == "cancelled" and not result.complete
    assert result.verdict().startswith("Incomplete (it was cancelled)")


def test_every_order_of_the_busy_boards_six_reactions_is_one_board() -> None:
    result = explore(_busy())
    assert result.complete
    (outcome,) = result.outcomes
    # p1 plays their three first (4.4.c), then p2: 3! x 3! orders, but each player's three
    # Emblems are alike, so each choice is one answer: one path — p1 chooses among three,
    # then two (the last is played without a choice), p2 likewise, then the end
    assert outcome.paths == 1
    assert result.states == 5
    assert result.alike == tuple(
        f"3 × Reaction of Aloe Vera ({p}'s hero Expedition): Resupply. in Limbo"
        for p in ("p1", "p2")
    )


def _renamed(state: GameState, shift: int) -> GameState:
    """The same game with every object id, token card id and timestamp moved by
    ``shift``: what another order of the same events could have handed out."""
    text = json.dumps(to_dict(state))
    text = re.sub(r"\b(o|token)(\d+)\b", lambda m: f"{m.group(1)}{int(m.group(2)) + shift}", text)
    text = re.sub(r'"timestamp": (\d+)', lambda m: f'"timestamp": {int(m.group(1)) + shift}', text)
    return from_dict(GameState, json.loads(text))


def test_the_same_game_under_other_ids_and_timestamps_has_the_same_key(tmp_path: Path) -> None:
    state = _busy()
    other = _renamed(state, 1000)
    assert other != state and other.zone("limbo") != state.zone("limbo")
    assert state_key(other) == state_key(state)


def test_terrain_markers_are_renamed_and_ranked_like_objects() -> None:
    state, _ = edits.place_terrain_marker(_busy(), 3, frozenset({Terrain.WATER}))
    state, _ = edits.place_terrain_marker(state, 3, frozenset({Terrain.FOREST}))
    assert state_key(_renamed(state, 500)) == state_key(state)
    # the same two markers placed the other way round: the last one decides (3.2.1.e)
    other, _ = edits.place_terrain_marker(_busy(), 3, frozenset({Terrain.FOREST}))
    other, _ = edits.place_terrain_marker(other, 3, frozenset({Terrain.WATER}))
    assert state_key(other) != state_key(state)


def test_states_that_differ_have_different_keys(tmp_path: Path) -> None:
    state = kuwat(tmp_path, second_character=True)
    decision = state.pending
    assert decision is not None
    keys = set()
    for option in decision.option_ids():
        s, _ = answer(state, decision.id, option)
        keys.add(state_key(s))
    assert len(keys) == 2


def test_exploring_without_a_pending_decision_is_refused(tmp_path: Path) -> None:
    state = evolve(kuwat(tmp_path, second_character=False), pending=None)
    with pytest.raises(ValueError, match="no decision is pending"):
        explore(state)


@pytest.mark.parametrize("until", ["turn", "phase"])
def test_later_stopping_points_go_on_past_the_resolution(tmp_path: Path, until: str) -> None:
    state = kuwat(tmp_path, second_character=False)
    short = explore(state, until="resolution")
    longer = explore(state, until=until, max_states=200)
    assert longer.states >= short.states
    for outcome in longer.outcomes:
        assert outcome.state.zone("limbo") == ()


def _with_option(state: GameState, option_id: str) -> GameState:
    pending = state.pending
    assert pending is not None
    return evolve(
        state, pending=replace(pending, options=(*pending.options, Option(option_id, "extra")))
    )


def test_an_option_the_engine_refuses_as_illegal_is_no_answer_6_1_g(tmp_path: Path) -> None:
    state = board(tmp_path, KUWAT.format(extra="").split("script:")[0])
    haven = state.zone("landmark:p1")[0]
    explorer = Explorer(_with_option(state, f"quick:{haven}:5"))  # Haven has no quick action
    explorer.advance()
    result = outcomes_of(explorer)
    assert explorer.refused == 1 and result.refused == 1
    assert result.complete and result.problems == ()


def test_an_answer_the_engine_cannot_follow_makes_the_result_incomplete(tmp_path: Path) -> None:
    explorer = Explorer(_with_option(kuwat(tmp_path, second_character=True), "o999"))
    explorer.advance()
    result = outcomes_of(explorer)
    assert not result.complete
    assert len(result.problems) == 1 and "p1 chooses extra" in result.problems[0]
    assert len(result.outcomes) == 2  # what could be followed is still there
    assert result.verdict().startswith("Incomplete (some answers could not be followed)")


def test_emblem_reactions_carry_their_abilitys_text_printed_or_granted_2_2_2_m(
    tmp_path: Path,
) -> None:
    state = kuwat(tmp_path, second_character=False)
    texts = set()
    for oid in state.zone("limbo"):
        emblem = state.objects[oid].emblem
        assert emblem is not None
        texts.add(emblem.text)
    # Kuwat's own {J} Reaction and the {R} one Haven grants to Characters played from Reserve
    assert texts == {"{J} Sacrifice a Character.", "{R} I gain 1 boost."}
    (outcome,) = explore(state).outcomes
    firsts = {path[0].said for path in outcome.answers}
    assert len(firsts) == 2  # the two Reactions are told apart in words
    assert any("boost" in said for said in firsts)
    assert any("Sacrifice a Character" in said for said in firsts)
