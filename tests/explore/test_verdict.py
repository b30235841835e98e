"""The verdict names its cause (issue 33): which decisions separate the outcomes.

Boards built from the rules' text: where only the order of Reactions matters (two
"At Noon" Reactions on one Deck, 4.4.b), where only a choice matters (the 2.1.d example
with a second Character: what is sacrificed, 7.3.36.a), where both do (a draw and an
optional Resupply at Noon, 6.5.c), where a mode does (6.5.g), and where nothing does (the
2.1.d example itself).
"""

from __future__ import annotations

from pathlib import Path

from engine.explore import explore
from engine.explore.board import Board
from engine.explore.decisive import Decisive
from scenarios import EXAMPLES_DIR
from tests.explore.helpers import KITSUNE, board, kuwat

NOON = """
title: Two Reactions at Noon on a Deck of two cards (CR 5.0, 4.4.b)
cards:
  - name: Noon Drawer
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "At Noon — Draw a card."
    read_text: true
  - name: Noon Stocker
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "At Noon — {resupply}."
    read_text: true
day: 2
phase: Noon
first_player: p1
players:
  p1:
    hero_expedition: [Noon Drawer, Noon Stocker]
    deck: [Vanilla 1/1/1, Vanilla 2/2/2]
  p2: {{}}
"""

MODAL = EXAMPLES_DIR / "6_5_g_derived_modal_only_the_chosen_mode.yaml"
SECOND_CHARACTER = (
    EXAMPLES_DIR / "2_1_d_derived_haven_kuwat_the_sacrifice_decides_not_the_order.yaml"
)


def _only(decisive: tuple[Decisive, ...]) -> Decisive:
    (found,) = decisive
    return found


def _zone(seen: Board, name: str) -> str:
    (zone,) = {s.zone for s in seen.cards if s.name == name}
    return zone


def test_only_the_order_matters_when_a_draw_and_a_resupply_share_one_deck_4_4_b(
    tmp_path: Path,
) -> None:
    result = explore(board(tmp_path, NOON.format(resupply="[Resupply]")))
    assert result.complete
    assert result.verdict() == "The order matters: 2 outcomes."
    cause = _only(result.decisive)
    assert cause.order and cause.words == "the order"
    # each Reaction played first leads to one outcome: the top card is drawn or stocked
    led = dict(cause.outcomes)
    assert len(led) == 2
    assert {len(answers) for answers in led.values()} == {1}
    firsts = {answers[0] for answers in led.values()}
    assert any("Draw a card" in f for f in firsts) and any("Resupply" in f for f in firsts)
    drawn_first = next(i for i, answers in led.items() if "Draw a card" in answers[0])
    assert _zone(result.outcomes[drawn_first].board, "Vanilla 1/1/1") == "hand:p1"


def test_only_what_is_sacrificed_matters_in_the_2_1_d_example_with_a_second_character(
    tmp_path: Path,
) -> None:
    # the example scenario, stopped where Kuwat's two Reactions wait to be ordered
    text = SECOND_CHARACTER.read_text(encoding="utf-8").split("\nscript:")[0]
    text += '\nscript:\n  - play: {card: "Kuwat, the Dissenter", to: hero}\n'
    result = explore(board(tmp_path, text))
    assert result.complete
    assert result.verdict() == "The order does not matter. What p1 sacrifices does: 2 outcomes."
    cause = _only(result.decisive)
    assert not cause.order
    assert (cause.player, cause.kind, cause.words) == ("p1", "choose", "what p1 sacrifices")
    by_answer = {answers: i for i, answers in cause.outcomes}
    kept = result.outcomes[by_answer[("Vanilla 2/2/2",)]]
    gone = result.outcomes[by_answer[("Kuwat, the Dissenter",)]]
    assert _zone(kept.board, "Kuwat, the Dissenter") == "expedition:p1:hero"
    assert _zone(gone.board, "Kuwat, the Dissenter") == "discard:p1"
    assert kept.paths == 2 and gone.paths == 2  # both orders lead to each


def test_only_the_mode_matters_in_the_modal_example_6_5_g(tmp_path: Path) -> None:
    """The example scenario's Spell played, its mode not yet chosen: "Choose one" (6.5.g)
    is what decides — drawing the card or boosting the Character."""
    text = MODAL.read_text(encoding="utf-8").split("\nscript:")[0]
    text += "\nscript:\n  - play: {card: Two Paths}\n"
    result = explore(board(tmp_path, text))
    assert result.complete
    assert result.verdict() == "The mode p1 chooses matters: 2 outcomes."
    cause = _only(result.decisive)
    assert not cause.order and cause.kind == "choose_mode"
    led = {answers: i for i, answers in cause.outcomes}
    assert set(led) == {("Draw a card.",), ("Target Character gains 2 boosts.",)}
    drew = result.outcomes[led[("Draw a card.",)]]
    assert _zone(drew.board, "Vanilla 2/2/2") == "hand:p1"


def test_the_order_and_a_yes_or_no_both_matter_and_both_are_named(tmp_path: Path) -> None:
    result = explore(board(tmp_path, NOON.format(resupply="You may [Resupply]")))
    assert result.complete
    assert result.verdict() == "The order and whether p1 resupplies matter: 3 outcomes."
    order, optional = result.decisive
    assert order.order and not optional.order
    assert optional.kind == "optional_step"
    # declining the Resupply leads to one board whichever Reaction came first
    said_no = {i for i, answers in optional.outcomes if "do not" in answers}
    assert len(said_no) == 1
    (no,) = said_no
    assert _zone(result.outcomes[no].board, "Vanilla 2/2/2") == "deck:p1"


def test_several_yes_or_no_decisions_are_each_listed(tmp_path: Path) -> None:
    result = explore(board(tmp_path, KITSUNE.format(p2_deck="[Vanilla 2/2/2]")))
    assert result.verdict() == "Whether p1 resupplies and whether p2 resupplies matter: 4 outcomes."
    assert [d.player for d in result.decisive] == ["p1", "p2"]
    for d in result.decisive:
        assert {answers for _, answers in d.outcomes} == {("do it",), ("do not",)}


def test_a_decision_that_changes_nothing_is_not_named(tmp_path: Path) -> None:
    # p2's Deck is empty: whether p2 resupplies leaves the same board
    result = explore(board(tmp_path, KITSUNE.format(p2_deck="[]")))
    assert result.verdict() == "Whether p1 resupplies matters: 2 outcomes."
    assert _only(result.decisive).player == "p1"


def test_nothing_matters_in_the_2_1_d_example_itself(tmp_path: Path) -> None:
    result = explore(kuwat(tmp_path, second_character=False))
    assert result.complete and len(result.outcomes) == 1
    assert result.verdict() == "The order does not matter: every answer leads to the same board."
    assert result.decisive == ()


def test_an_incomplete_exploration_names_what_it_found_so_far(tmp_path: Path) -> None:
    result = explore(kuwat(tmp_path, second_character=True), max_states=4)
    assert not result.complete
    assert result.verdict().startswith("Incomplete (the bound on states was reached): so far ")
    assert "order matters" not in result.verdict()
