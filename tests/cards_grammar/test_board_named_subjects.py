# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The session-25 review's fixed defects and doubtful siblings, played on boards (issue 30).

* "Exhaust target Character. Draw a card. If that card is a Spell, I gain 1 boost.": "that
  card" is the card the sentence before drew (7.2.3.a) — read, and it is the drawn card that
  is checked; "If that Character is exhausted" there named the drawn card too, and is
  refused since (named_subjects._one_named);
* "Sacrifice a Character. If the sacrificed Character was a token, draw a card.": the
  object as it last was in play (a token, 2.1.e), though it no longer exists;
* doubtful siblings of gram73 / eng75 played: "unless they pay {1}. If they do, …", each
  player's own count, "minus" below zero, each player deciding their own sacrifice, and a
  trigger finding the object that left play in its new zone (2.1.f)."""

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


@pytest.mark.parametrize(("pays", "p1_hand", "p2_discard"), [(True, 1, 0), (False, 0, 1)])
def test_6_5_d_unless_they_pay_then_if_they_do_is_if_they_paid(
    pays: bool, p1_hand: int, p2_discard: int
) -> None:
    """ "If they do" after "[X] unless they pay {1}": if the opponent paid (6.5.d)."""
    text = "{J} Each opponent discards a card from their hand unless they pay {1}. If they do, draw a card."
    b = _board(text).deck_of("p1", 3).mana("p2", 2).in_hand("p2", "Kept")
    answer = "do it" if pays else "do not"
    state, _ = _resolved(b, _pick(answer))
    assert len(names(state, "hand:p1")) == p1_hand
    assert len(names(state, "discard:p2")) == p2_discard


def test_6_5_i_each_player_who_controls_a_landmark_counts_their_own() -> None:
    text = "{J} Each player who controls a Landmark draws a card for each Landmark they control."
    b = _board(text).deck_of("p1", 3).deck_of("p2", 3)
    b = b.in_landmarks("p2", "L1").in_landmarks("p2", "L2")
    state, _ = _resolved(b, _pick(""))
    assert (len(names(state, "hand:p1")), len(names(state, "hand:p2"))) == (0, 2)


@pytest.mark.parametrize(
    ("text", "landmarks", "drawn"),
    [
        ("{J} Draw cards equal to the number of Characters you control minus 2.", 0, 0),
        (
            "{J} Each opponent draws cards equal to the number of Landmarks they control minus 1.",
            3,
            2,
        ),
    ],
)
def test_minus_below_zero_is_none_and_above_is_the_difference(
    text: str, landmarks: int, drawn: int
) -> None:
    b = _board(text).deck_of("p1", 3).deck_of("p2", 3)
    for i in range(landmarks):
        b = b.in_landmarks("p2", f"L{i}")
    state, _ = _resolved(b, _pick(""))
    who = "p2" if "opponent" in text else "p1"
    assert len(names(state, f"hand:{who}")) == drawn


def test_7_3_36_each_player_may_sacrifice_each_decides_their_own() -> None:
    text = "{J} Each player may sacrifice a Character. For each player who does, target Character gains 1 boost."
    b = _board(text).in_expedition("p1", "hero", "Ally").in_expedition("p2", "hero", "Foe")
    state, _ = _resolved(b, _pick(""))
    assert names(state, "discard:p1") == ["Ally"] and names(state, "discard:p2") == ["Foe"]
    assert state.objects[find(state, "Unique")].counters.get("boost", 0) == 2


def test_2_1_f_when_it_leaves_your_expedition_return_it_finds_the_new_object() -> None:
    watcher = grammar_fields(
        "When a Character leaves your Expedition — Return it to its owner's hand."
    )
    b = _board("{J} Sacrifice target Character.").in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p1", "hero", "Ally")
    state, _ = _resolved(b, _pick("Ally"))
    assert names(state, "hand:p1") == ["Ally"]
