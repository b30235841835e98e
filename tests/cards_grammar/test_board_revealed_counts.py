"""Reveal counts and superlatives (issue 30) played on boards: "for each [noun] revealed this way /
among them" after a reveal counts the cards it showed that are such cards (6.5.i, 1.2.7.d: the
reveal changes nothing), and a superlative said with its statistic's word ("with the highest {V}
power", 2.2.11.b) compares as "with the highest {V}" does — each with the rules cited on the way."""

from __future__ import annotations

from engine import CardType, GameBuilder, find

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved


def _hand_board(text: str) -> GameBuilder:
    """Unique to play; in p1's hand two Characters and a Spell; six cards in each deck."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_hand("p1", "Spare", **ALLY).in_hand("p1", "Spare2", **ALLY)
    b = b.in_hand("p1", "Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_6_5_i_for_each_character_revealed_this_way_counts_the_characters_shown() -> None:
    """Spare, Spare2 and Bolt revealed: two Characters, two cards drawn; the hand kept."""
    text = "{J} Reveal your hand. Draw a card for each Character revealed this way."
    state, entries = _resolved(_hand_board(text))
    hand = names(state, "hand:p1")
    assert {"Spare", "Spare2", "Bolt"} <= set(hand)
    assert len(hand) == 3 + 2
    assert {"6.5.i", "1.2.7.d"} <= set(rules_of(entries))


def test_6_5_i_for_each_spell_among_them_after_a_reveal_counts_the_spell_only() -> None:
    """Bolt is the one Spell shown: one boost on Unique."""
    text = "{J} Reveal your hand. I gain 1 boost for each Spell among them."
    state, entries = _resolved(_hand_board(text))
    assert state.objects[find(state, "Unique")].boosts == 1
    assert "6.5.i" in rules_of(entries)


def test_6_5_i_for_each_card_revealed_this_way_counts_every_card_shown() -> None:
    """Three cards shown: three cards drawn."""
    text = "{J} Reveal your hand. Draw a card for each card revealed this way."
    state, _ = _resolved(_hand_board(text))
    assert len(names(state, "hand:p1")) == 3 + 3


def test_6_5_i_none_revealed_of_that_kind_draws_none() -> None:
    """No Permanent in the hand: nothing drawn."""
    text = "{J} Reveal your hand. Draw a card for each Permanent revealed this way."
    state, _ = _resolved(_hand_board(text))
    assert len(names(state, "hand:p1")) == 3


def _stat_board(text: str) -> GameBuilder:
    """Unique to play; p1's Big ({V} 4) and Ally ({V} 1) in the Expedition."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "hero", "Big", **{**ALLY, "forest": 4})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_3_1_4_a_with_the_highest_v_power_sacrifices_the_strongest_of_yours() -> None:
    text = "{J} Sacrifice a Character with the highest {V} power."
    state, _ = _resolved(_stat_board(text), _labelled("Ally"))  # Ally is not offered
    assert "Big" in names(state, "discard:p1")
    assert "Ally" not in names(state, "discard:p1")


def test_with_the_lowest_v_statistic_gives_the_boost_to_the_weakest() -> None:
    text = "{J} Each Character with the lowest {V} statistic gains 1 boost."
    state, _ = _resolved(_stat_board(text))
    assert state.objects[find(state, "Ally")].boosts == 1  # {V} 1: Ally and Foe tie (ties pass)
    assert state.objects[find(state, "Foe")].boosts == 1
    assert state.objects[find(state, "Big")].boosts == 0


def test_6_5_i_the_top_cards_revealed_are_counted_and_stay_on_the_deck() -> None:
    """The top three of p1's deck revealed (the builder's deck cards are Characters): three
    boosts on Unique, the deck unchanged in size (1.2.7.d: no change to the game state)."""
    text = (
        "{J} Reveal the top three cards of your deck."
        " I gain 1 boost for each Character revealed this way."
    )
    before = len(names(_hand_board(text).build(), "deck:p1"))
    state, entries = _resolved(_hand_board(text))
    assert state.objects[find(state, "Unique")].boosts == 3
    assert len(names(state, "deck:p1")) == before
    assert "1.2.7.d" in rules_of(entries)
