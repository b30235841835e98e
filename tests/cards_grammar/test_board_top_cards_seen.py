"""Cards seen on top of a deck (issue 30, session 37) played on boards: N of the cards seen on top
of a deck — "Look at the top 4 cards of your deck. Put two of them in your hand and the rest at the
bottom of your deck in any order." — two puts, each a card seen the player chooses (6.1.g) among
those left, then each card left put at the bottom one at a time, in the order the player chooses
(7.3.27.a, 3.2.2.b). Reserve, Discard pile and "discard the rest" the same way."""

from __future__ import annotations

from engine import GameBuilder

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved

_SEEN = ("Ant", "Bolt", "Crow", "Dune")


def _board(text: str) -> GameBuilder:
    """Unique to play by p1; p1's Deck: Ant, Bolt, Crow, Dune on top, then six more."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    for name in _SEEN:
        b = b.in_deck("p1", name, hand_cost=1, reserve_cost=1)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_6_1_g_two_of_four_seen_go_to_hand_the_rest_to_the_bottom() -> None:
    text = (
        "{J} Look at the top 4 cards of your deck. Put two of them in your hand and the rest at"
        " the bottom of your deck in any order."
    )
    state, entries = _resolved(_board(text), _labelled("Bolt", "Dune"))
    assert sorted(names(state, "hand:p1")) == ["Bolt", "Dune"]  # the two chosen (6.1.g)
    deck = names(state, "deck:p1")
    assert len(deck) == 8 and set(deck[-2:]) == {"Ant", "Crow"}  # the rest at the bottom
    assert not set(deck[:-2]) & set(_SEEN)
    # one choice per card put, each among the cards seen left (6.1.g; cards of a Deck,
    # 3.1.3.f) — but the last: one card left is no decision, it is put (6.1.g)
    chosen = [e for e in entries if e.text.startswith("p1 chooses a card in p1's Deck")]
    assert len(chosen) == 3 and all({"6.1.g", "3.1.3.f"} <= set(e.rules) for e in chosen)
    assert any("the only card seen left" in e.text for e in entries)


def test_6_1_g_three_of_four_revealed_go_to_reserve() -> None:
    text = (
        "{H} Reveal the top 4 cards of your deck. Put three of them in your Reserve and the rest"
        " at the bottom of your deck in any order."
    )
    state, entries = _resolved(_board(text), _labelled("Ant", "Crow", "Dune"))
    assert sorted(names(state, "reserve:p1")) == ["Ant", "Crow", "Dune"]
    assert names(state, "deck:p1")[-1] == "Bolt"  # the one left, at the bottom
    assert names(state, "hand:p1") == []
    assert "6.1.g" in rules_of(entries)


def test_7_3_7_two_kept_the_others_discarded() -> None:
    text = (
        "{J} Look at the top 4 cards of your deck. Put two of them in your hand and discard the"
        " rest."
    )
    state, _ = _resolved(_board(text), _labelled("Ant", "Bolt"))
    assert sorted(names(state, "hand:p1")) == ["Ant", "Bolt"]
    assert sorted(names(state, "discard:p1")) == ["Crow", "Dune"]  # the others (7.3.7)
    assert not set(names(state, "deck:p1")) & set(_SEEN)


def test_6_1_g_two_in_the_discard_pile_the_rest_in_reserve() -> None:
    text = (
        "{J} Look at the top 4 cards of your deck. Put two of them in your Discard pile and the"
        " rest in your Reserve."
    )
    state, _ = _resolved(_board(text), _labelled("Crow", "Ant"))
    assert sorted(names(state, "discard:p1")) == ["Ant", "Crow"]
    assert sorted(names(state, "reserve:p1")) == ["Bolt", "Dune"]


def test_6_1_g_up_to_two_none_chosen_all_go_to_the_bottom() -> None:
    text = (
        "{J} Look at the top 4 cards of your deck. Put up to two of them in your hand and the"
        " rest at the bottom of your deck in any order."
    )
    state, _ = _resolved(_board(text), lambda d: [] if "up to" in d.prompt else [d.options[0].id])
    assert names(state, "hand:p1") == []
    assert set(names(state, "deck:p1")[-4:]) == set(_SEEN)
