"""Reveal and naming (issue 30) played on boards: "Reveal the top three cards of your deck. Put a
Character revealed this way in your hand …" — one of the cards shown (1.2.7.d), of the kind
said, the controller's choice (6.1.g), put in the zone said (7.3.27); the rest where said."""

from __future__ import annotations

from engine import CardType, GameBuilder

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

_SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _board(text: str) -> GameBuilder:
    """Unique to play by p1; p1's Deck from the top: Bolt (Spell), Squire (Character),
    Bolt 2 (Spell), then three more cards."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_deck("p1", "Bolt", **_SPELL).in_deck("p1", "Squire", **ALLY)
    b = b.in_deck("p1", "Bolt 2", **_SPELL)
    return b.mana("p1", 6).deck_of("p1", 3).deck_of("p2", 6)


def test_7_3_27_the_character_shown_goes_to_hand_the_rest_to_the_bottom() -> None:
    text = (
        "{J} Reveal the top three cards of your deck. Put a Character revealed this way in your"
        " hand. Put the rest at the bottom of your deck in any order."
    )
    state, entries = _resolved(_board(text))
    assert names(state, "hand:p1") == ["Squire"]
    deck = names(state, "deck:p1")
    assert deck[:3] == ["p1 card 1", "p1 card 2", "p1 card 3"]
    assert sorted(deck[3:]) == ["Bolt", "Bolt 2"]
    # shown to every player (1.2.7.d), chosen among those shown (6.1.g, by its
    # characteristics once revealed, 3.1.3.f)
    assert {"1.2.7.d", "6.1.g", "3.1.3.f"} <= rules_of(entries)
    assert any(e.text.startswith("p1 chooses Squire (revealed") for e in entries)


def test_6_1_g_a_spell_shown_goes_to_reserve() -> None:
    """Two Spells shown: one (the first option) goes to Reserve, the other with the rest."""
    text = (
        "{J} Reveal the top three cards of your deck. Put a Spell revealed this way in your"
        " Reserve and the rest at the bottom of your deck in any order."
    )
    state, _ = _resolved(_board(text))
    reserve = names(state, "reserve:p1")
    assert len([n for n in reserve if n.startswith("Bolt")]) == 1
    assert "Squire" in names(state, "deck:p1")[3:]


def test_6_1_g_no_permanent_shown_none_is_put() -> None:
    """No Permanent among the three shown: nothing is put in the hand; all three go under."""
    text = (
        "{J} Reveal the top three cards of your deck. Put a Permanent revealed this way in your"
        " hand. Put the rest at the bottom of your deck in any order."
    )
    state, _ = _resolved(_board(text))
    assert names(state, "hand:p1") == []
    assert sorted(names(state, "deck:p1")[3:]) == ["Bolt", "Bolt 2", "Squire"]
