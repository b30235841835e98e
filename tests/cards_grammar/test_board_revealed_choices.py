"""Choices among revealed cards (issue 30, session 36) played on boards: "Reveal the top 3 cards of
your deck. Choose a card revealed this way and put it in your hand, then put the rest at the bottom
of your deck." — the player chooses among the revealed cards (6.1.g, 1.2.7.d), the others go to the
bottom; "Name a faction. Reveal the top card of your deck. If it's a card of the named faction, draw
it." — the faction named is a decision (6.1.g), the card drawn only if it is of it (2.2.10)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder
from engine.state.enums import Faction

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved

CHOOSE = (
    "{J} Reveal the top 3 cards of your deck. Choose a card revealed this way and put it in your"
    " hand, then put the rest at the bottom of your deck."
)
CHOOSE_SPELL = (
    "{J} Look at the top 3 cards of your deck. Choose a Spell from among them and put it in your"
    " hand, then put the rest at the bottom of your deck."
)
NAME_FACTION = (
    "{J} Name a faction. Reveal the top card of your deck. If it's a card of the named faction,"
    " draw it."
)


def _board(text: str, top: Faction = Faction.BRAVOS) -> GameBuilder:
    """Unique to play by p1; p1's Deck: Ant, Bolt (a Spell), Crow, then six more."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_deck("p1", "Ant", faction=top, hand_cost=1, reserve_cost=1)
    b = b.in_deck("p1", "Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    b = b.in_deck("p1", "Crow", hand_cost=1, reserve_cost=1)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


@pytest.mark.parametrize("chosen", ["Ant", "Bolt", "Crow"])
def test_6_1_g_the_card_chosen_among_the_revealed_goes_to_hand(chosen: str) -> None:
    state, entries = _resolved(_board(CHOOSE), _labelled(chosen))
    assert names(state, "hand:p1") == [chosen]
    deck = names(state, "deck:p1")
    others = {"Ant", "Bolt", "Crow"} - {chosen}
    assert set(deck[-2:]) == others  # the rest at the bottom (7.3.27)
    assert {"6.1.g", "1.2.7.d"} <= rules_of(entries)


def test_6_1_g_a_spell_chosen_among_the_cards_looked_at() -> None:
    state, _ = _resolved(_board(CHOOSE_SPELL), _labelled("Bolt"))
    assert names(state, "hand:p1") == ["Bolt"]
    assert set(names(state, "deck:p1")[-2:]) == {"Ant", "Crow"}


@pytest.mark.parametrize(
    ("named", "top", "drawn"),
    [("Bravos", Faction.BRAVOS, True), ("Axiom", Faction.BRAVOS, False), ("Bravos", None, False)],
    ids=["named-faction", "another-faction", "neutral-card"],
)
def test_2_2_10_the_card_of_the_named_faction_is_drawn(
    named: str, top: Faction | None, drawn: bool
) -> None:
    """A neutral card (no faction, 2.2.10.b) is of no faction named."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(NAME_FACTION))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_deck("p1", "Ant", hand_cost=1, reserve_cost=1, **({"faction": top} if top else {}))
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = _resolved(b, _labelled(named))
    assert (names(state, "hand:p1") == ["Ant"]) is drawn
    assert any(e.text.startswith(f"p1 names {named}") for e in entries), [e.text for e in entries]
    assert {"6.1.g", "1.2.7.d"} <= rules_of(entries)
