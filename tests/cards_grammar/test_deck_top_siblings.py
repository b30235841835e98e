"""The top of a deck (issue 30, gram98): every sibling of sentences_deck_top.py reads to what
it means, or is refused when the engine cannot say it (never another meaning); boards play
the cards seen as a group — put back in the order chosen, some at the bottom and the rest
back, a type chosen from among them and the rest at the bottom (3.2.2.b, 7.3.27.a, 6.1.g) —
and a Deck shuffled by the scenario's seed (3.2.2.b, 6.5.j)."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import assert_one_effect_or_refused, grammar_fields
from .sentences_deck_top import SIBLINGS
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved as resolved_picking

PERMANENT = {"type": "Permanent", "hand_cost": 1, "reserve_cost": 1}


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 60


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    assert_one_effect_or_refused(text, SIBLINGS[text])


def _board(text: str, deck: tuple[str, ...], seed: int = 1) -> GameBuilder:
    b = GameBuilder(seed=seed).in_hand("p1", "Unique", **grammar_fields(text))
    for name in deck:
        b = b.in_deck("p1", name, **(PERMANENT if name.startswith("Perm") else ALLY))
    return b.mana("p1", 4).deck_of("p2", 6)


def _resolved(b: GameBuilder, order: list[str]) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Play "Unique"; a "may" is answered yes, each choice with the cards named in ``order``
    still offered (as many as it takes), until the next turn's choice."""
    return resolved_picking(b, lambda d: _pick(d, order))


def _pick(d: Decision, order: list[str]) -> list[str]:
    by_label = {o.label: o.id for o in d.options}
    if "yes" in d.option_ids():
        return ["yes"]
    wanted = [by_label[n] for n in order if n in by_label]
    if d.max_choices > 1 or d.min_choices == 0:
        return wanted[: d.max_choices]
    return wanted[:1] or list(d.option_ids()[: max(1, d.min_choices)])


def test_3_2_2_b_them_back_in_any_order_is_the_order_chosen() -> None:
    """Each card seen put on top in turn: C, then A, then B — B is the top card now."""
    text = "{J} Look at the top three cards of your deck. Put them back in any order."
    state, entries = _resolved(_board(text, ("A", "B", "C", "D")), ["C", "A", "B"])
    assert names(state, "deck:p1") == ["B", "A", "C", "D"]
    assert {"3.1.3.f", "6.1.g", "6.5.i"} <= rules_of(entries)  # seen, chosen, one by one


def test_7_3_27_a_any_number_at_the_bottom_and_the_rest_back() -> None:
    text = (
        "{J} Look at the top three cards of your deck. Put any number of them on the bottom"
        " of your deck and the rest back in any order."
    )
    board = _board(text, ("A", "B", "C", "D"))
    state, _ = _resolved(board, ["A", "C"])  # A and C to the bottom; B, left, back
    deck = names(state, "deck:p1")
    assert deck[:2] == ["B", "D"] and sorted(deck[2:]) == ["A", "C"]


@pytest.mark.parametrize(
    ("deck", "hand"), [(("A", "Perm", "B", "C", "E"), ["Perm"]), (("A", "B", "C", "D", "E"), [])]
)
def test_6_1_g_a_permanent_from_among_them_and_the_rest_at_the_bottom(
    deck: tuple[str, ...], hand: list[str]
) -> None:
    """A Permanent among the four seen goes to the hand; none there, none is put — and the
    rest, three or all four, go to the bottom: the fifth card is on top after."""
    text = (
        "{J} Look at the top four cards of your deck. You may put a Permanent from among them"
        " in your hand. Put the rest on the bottom of your deck in any order."
    )
    state, _ = _resolved(_board(text, deck), ["Perm", "A", "B", "C", "D"])
    assert names(state, "hand:p1") == hand
    assert names(state, "deck:p1")[0] == "E"
    assert sorted(names(state, "deck:p1")) == sorted(n for n in deck if n not in hand)


def _shuffled(seed: int) -> tuple[list[str], set[str]]:
    deck = tuple("ABCDEFGH")
    state, entries = _resolved(_board("{J} Shuffle your deck.", deck, seed), [])
    return names(state, "deck:p1"), rules_of(entries)


def test_3_2_2_b_a_shuffled_deck_is_the_same_cards_in_the_order_the_seed_decides() -> None:
    order, rules = _shuffled(1)
    assert sorted(order) == list("ABCDEFGH")
    assert order == _shuffled(1)[0]  # the same seed, the same order (the scenario's)
    assert len({tuple(_shuffled(s)[0]) for s in (1, 2, 3, 4)}) > 1  # the seed decides it
    assert {"3.2.2.b", "6.5.j"} <= rules
