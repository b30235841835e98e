"""review25's fixed defects and doubtful siblings, played on boards (issue 30).

* "Exhaust target Character. Draw a card. If that card is a Spell, I gain 1 boost.": "that
  card" is the card the sentence before drew (7.2.3.a) — read, and it is the drawn card that
  is checked; "If that Character is exhausted" there named the drawn card too, and is
  refused since (named_subjects._one_named);
* "Sacrifice a Character. If the sacrificed Character was a token, draw a card.": the
  object as it last was in play (a token, 2.1.e), though it no longer exists."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import CardType, GameBuilder, find
from engine.state.decisions import Decision
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_numbers_and_distribution import _resolved


def _board(text: str) -> GameBuilder:
    b = GameBuilder().hero("p1", "Captain").hero("p2", "Rival")
    return b.in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 6)


def _pick(label: str) -> Callable[[Decision], list[str]]:
    return lambda d: [o.id for o in d.options if o.label == label] or [d.options[0].id]


@pytest.mark.parametrize(("kind", "boosts"), [(CardType.SPELL, 1), (CardType.CHARACTER, 0)])
def test_7_2_3_a_that_card_after_draw_is_the_card_drawn(kind: CardType, boosts: int) -> None:
    text = "{J} Exhaust target Character. Draw a card. If that card is a Spell, I gain 1 boost."
    b = _board(text).in_deck("p1", "Top", type=kind, hand_cost=1).deck_of("p1", 3)
    b = b.deck_of("p2", 3).in_expedition("p2", "hero", "Foe")
    state, _ = _resolved(b, _pick("Foe"))
    assert names(state, "hand:p1") == ["Top"]
    assert state.objects[find(state, "Unique")].counters.get("boost", 0) == boosts


def test_that_character_after_a_draw_is_refused_not_read_as_the_card_drawn() -> None:
    text = (
        "{J} Exhaust target Character. Draw a card. If that Character is exhausted, I gain 1 boost."
    )
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    assert not read_printed(card).executable


@pytest.mark.parametrize(("token", "drawn"), [(True, 1), (False, 0)])
def test_2_1_e_the_sacrificed_character_was_a_token(token: bool, drawn: int) -> None:
    text = "{J} Sacrifice a Character. If the sacrificed Character was a token, draw a card."
    b = _board(text).deck_of("p1", 3).in_expedition("p1", "hero", "Tok", is_token=token)
    state, _ = _resolved(b, _pick("Tok"))
    assert len(names(state, "hand:p1")) == drawn


def test_unless_they_pay_and_a_step_is_refused_not_the_controllers_step() -> None:
    text = "{J} Target opponent discards a card from their hand unless they pay {1} and sacrifice a Character."
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    assert not read_printed(card).executable
