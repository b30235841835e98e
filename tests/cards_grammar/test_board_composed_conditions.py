"""Conditions on objects and players composed of a subject and a predicate (gram84, issue 30),
played on boards: a Unique's "{J} If [condition]: Draw a card." draws only when the condition
holds — counters on a card in Reserve (2.5.a), the bearer's base statistic (2.2.11.b), each
opponent's Reserve (1.2.1.b), another Character's sub-type (2.2.2), an exact amount, the zone
"you played me from" (5.1.2.d)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _drawn(text: str, b: GameBuilder, **card: object) -> int:
    """Cards in p1's hand after "Unique" printing ``text`` is played from Hand and resolves."""
    b = b.in_hand("p1", "Unique", **grammar_fields(text, **card))  # type: ignore[arg-type]
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = _resolved(b)
    return len(names(state, "hand:p1"))


def _board() -> GameBuilder:
    return GameBuilder().hero("p1", "Captain").hero("p2", "Rival")


@pytest.mark.parametrize("omens", [1, 0])
def test_2_5_a_a_card_in_your_reserve_has_an_omen_counter(omens: int) -> None:
    text = "{J} If a card in your Reserve has an Omen counter: Draw a card."
    b = _board().in_reserve("p1", "Kept", counters={"Omen": omens} if omens else None, **ALLY)
    assert _drawn(text, b) == omens


@pytest.mark.parametrize(("forest", "drawn"), [(0, 1), (2, 0)])
def test_2_2_11_b_i_have_a_base_statistic_of_0(forest: int, drawn: int) -> None:
    text = "{J} If I have a base statistic of 0: Draw a card."
    assert _drawn(text, _board(), forest=forest) == drawn


@pytest.mark.parametrize(("kept", "drawn"), [(2, 1), (1, 0)])
def test_1_2_1_b_each_opponent_has_at_least_two_cards_in_their_reserve(
    kept: int, drawn: int
) -> None:
    text = "{J} If each opponent has at least two cards in their Reserve: Draw a card."
    b = _board()
    for i in range(kept):
        b = b.in_reserve("p2", f"Theirs{i}", **ALLY)
    assert _drawn(text, b) == drawn


@pytest.mark.parametrize(("kept", "drawn"), [(1, 1), (2, 0), (0, 0)])
def test_exactly_one_card_in_your_reserve(kept: int, drawn: int) -> None:
    text = "{J} If you have exactly one card in your Reserve: Draw a card."
    b = _board()
    for i in range(kept):
        b = b.in_reserve("p1", f"Kept{i}", **ALLY)
    assert _drawn(text, b) == drawn


@pytest.mark.parametrize(("subtypes", "drawn"), [(("Spirit",), 1), (("Robot",), 0)])
def test_2_2_2_another_character_you_control_is_a_spirit(
    subtypes: tuple[str, ...], drawn: int
) -> None:
    text = "{J} If another Character you control is a Spirit: Draw a card."
    b = _board().in_expedition("p1", "hero", "Ally", subtypes=subtypes, **ALLY)
    assert _drawn(text, b) == drawn


@pytest.mark.parametrize(("boosts", "drawn"), [(1, 0), (0, 1)])
def test_2_5_1_no_character_you_control_has_a_boost(boosts: int, drawn: int) -> None:
    """The bearer enters play with no boost; the Ally's boost alone decides."""
    text = "{J} If no Character you control has a boost: Draw a card."
    counters = {"boost": boosts} if boosts else None
    b = _board().in_expedition("p1", "hero", "Ally", counters=counters, **ALLY)
    assert _drawn(text, b) == drawn


def test_5_1_2_d_you_played_me_from_reserve_not_from_hand() -> None:
    """Played from Hand: "if you played me from Reserve" does not hold, "from your hand" does."""
    assert _drawn("{J} If you played me from Reserve: Draw a card.", _board()) == 0
    assert _drawn("{J} If you played me from your hand: Draw a card.", _board()) == 1


@pytest.mark.parametrize(("types", "drawn"), [(("Spell", "Spell"), 1), (("Spell", "Character"), 0)])
def test_6_5_d_every_card_in_your_reserve_is_a_spell(types: tuple[str, ...], drawn: int) -> None:
    """ "each" said of a type (no "non-[type]" in the filter): no more cards described than
    cards that are Spells."""
    text = "{J} If every card in your Reserve is a Spell: Draw a card."
    b = _board()
    for i, kind in enumerate(types):
        card = {"type": CardType(kind), "hand_cost": 1, "reserve_cost": 1}
        if kind == "Character":
            card.update(forest=1, mountain=1, water=1)
        b = b.in_reserve("p1", f"Kept{i}", **card)
    assert _drawn(text, b) == drawn
