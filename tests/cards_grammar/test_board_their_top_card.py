"""Reveal and naming (issue 30) played on boards: "Target opponent reveals the top card of their
deck. If it's a Spell, draw a card. Otherwise, …" — the opponent targeted reveals their own top card
(1.4.7.b; shown to every player, it stays on top of their Deck, 1.2.7.d, 3.1.3.f) and the effect's
controller does the step the card's kind calls for (6.5.d, 6.5.e, 6.5.f)."""

from __future__ import annotations

from engine import CardType, GameBuilder, find

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _board(text: str, top: CardType, hand_cost: int = 1) -> GameBuilder:
    """Unique to play by p1; p2's top card "Their Top" of type ``top``; six cards under it
    and six in p1's deck."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    card = {**ALLY, "hand_cost": hand_cost} if top is CardType.CHARACTER else {}
    card = {"hand_cost": hand_cost, "reserve_cost": 1, **card}
    b = b.in_deck("p2", "Their Top", type=top, **card)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


_SPELL_OR = (
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, draw a card."
    " Otherwise, target Character gains 1 boost."
)


def test_6_5_d_their_spell_on_top_makes_me_draw_and_it_stays_there() -> None:
    """p2's top card is a Spell: p1 (the effect's controller) draws one of their own; the
    revealed card stays on top of p2's Deck and p2 draws nothing (1.2.7.d)."""
    state, entries = _resolved(_board(_SPELL_OR, CardType.SPELL))
    assert names(state, "hand:p1") == ["p1 card 1"]
    assert names(state, "deck:p2")[0] == "Their Top"
    assert names(state, "hand:p2") == []
    assert state.objects[find(state, "Ally")].boosts == 0
    assert "6.5.d" in rules_of(entries)


def test_6_5_e_their_character_on_top_gives_my_target_a_boost() -> None:
    """p2's top card is a Character: the "otherwise" step, p1's, targets p1's first option
    (Ally): one boost; nobody draws."""
    state, entries = _resolved(_board(_SPELL_OR, CardType.CHARACTER))
    assert names(state, "hand:p1") == []
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Foe")].boosts == 0
    assert any(e.text == "p1 targets Ally" for e in entries)  # p1's step (6.5.f), not p2's
    assert names(state, "deck:p2")[0] == "Their Top"


def test_6_5_d_the_cost_of_their_card_decides() -> None:
    """ "with Hand Cost {3} or more" of the revealed card: 4 draws two, 2 draws none."""
    text = (
        "{J} Each opponent reveals the top card of their deck."
        " If it's a Character with Hand Cost {3} or more, draw two cards."
    )
    state, _ = _resolved(_board(text, CardType.CHARACTER, hand_cost=4))
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    state, _ = _resolved(_board(text, CardType.CHARACTER, hand_cost=2))
    assert names(state, "hand:p1") == []
