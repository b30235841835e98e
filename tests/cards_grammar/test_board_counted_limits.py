"""Counted limits on plays played on boards (gram82, issue 30): "Each player can't play more
than two Characters each Afternoon" read by the grammar alone is a "can't" passive ability
(1.4.1.a) — once a player has played two Characters this Afternoon, the play of a third is
refused, naming the card that bears the limit and 1.4.1.a; the plays before it, other
kinds of cards, and a player the limit does not name are not refused. The count is the
engine's plain data (``plays_this_afternoon`` / ``plays_this_day``, 5.1.2.k)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, IllegalAction, find, play_card
from engine.state.cards import CardType
from engine.state.game_state import GameState
from engine.state.records import replace

from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}
EACH_PLAYER = "Each player can't play more than two Characters each Afternoon."


def _board(text: str, first: str = "p2") -> GameState:
    """p1's "Harbour Clerk" printing ``text`` in play; each player holds three Characters and
    a Spell and has two Characters in their discard pile; ``first``'s turn is asked."""
    b = GameBuilder().in_expedition("p1", "hero", "Harbour Clerk", **grammar_fields(text))
    for p in ("p1", "p2"):
        for name in ("Deckhand", "Bosun", "Gunner"):
            b = b.in_hand(p, f"{p} {name}", **ALLY)
        b = b.in_hand(p, f"{p} Flare", **SPELL)
        b = b.in_discard(p, f"{p} Lookout", **ALLY).in_discard(p, f"{p} Cook", **ALLY)
        b = b.mana(p, 8).deck_of(p, 6)
    state, _ = until_decision(b.at_afternoon(first=first).build())
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state


def _played(state: GameState, player: str, *names: str, day: bool = False) -> GameState:
    """``state`` with the cards ``names`` of ``player``'s discard pile played this Afternoon
    (or this Day only, before the Afternoon, with ``day``)."""
    plays = tuple(
        (player, state.objects[find(state, n, f"discard:{player}")].card_id) for n in names
    )
    if day:
        return replace(state, plays_this_day=plays)
    return replace(state, plays_this_afternoon=plays, plays_this_turn=plays, plays_this_day=plays)


def _play(state: GameState, player: str, name: str, where: str = "hero") -> GameState:
    """``player`` plays ``name`` from Hand, paying with the first Mana Orbs, up to their
    next turn decision."""
    state, _ = play_card(state, player, find(state, name), where)
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    return state


def test_1_4_1_a_a_third_character_this_afternoon_is_refused_naming_the_limit() -> None:
    state = _played(_board(EACH_PLAYER), "p2", "p2 Lookout", "p2 Cook")
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "p2 Deckhand"), "hero")
    assert "1.4.1.a" in str(refused.value.rule)
    said = str(refused.value)
    assert "Harbour Clerk" in said and "more than two Characters each Afternoon" in said
    assert "p2 has played 2 Characters this Afternoon" in said


def test_the_plays_before_the_limit_and_other_kinds_are_not_refused() -> None:
    state = _played(_board(EACH_PLAYER), "p2", "p2 Lookout")  # one Character so far
    played, _ = play_card(state, "p2", find(state, "p2 Deckhand"), "hero")
    assert played is not None
    state = _played(_board(EACH_PLAYER), "p2", "p2 Lookout", "p2 Cook")
    played, _ = play_card(state, "p2", find(state, "p2 Flare"), "spell")  # a Spell: not counted
    assert played is not None


def test_plays_of_the_afternoon_counted_by_the_engine_as_they_happen() -> None:
    """Real plays (5.1.2.k), p1 having passed so that p2 takes turns in a row (4.2.3.e)."""
    state = replace(_board(EACH_PLAYER), passed=frozenset({"p1"}))
    state = _play(state, "p2", "p2 Deckhand")
    state = _play(state, "p2", "p2 Bosun", "companion")
    assert state.pending is not None and state.pending.player == "p2"
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "p2 Gunner"), "hero")
    assert "1.4.1.a" in str(refused.value.rule)


def test_each_player_names_its_controller_too_your_opponents_does_not() -> None:
    state = _played(_board(EACH_PLAYER, first="p1"), "p1", "p1 Lookout", "p1 Cook")
    with pytest.raises(IllegalAction):
        play_card(state, "p1", find(state, "p1 Deckhand"), "hero")
    theirs = "Your opponents can't play more than two Characters each Afternoon."
    state = _played(_board(theirs, first="p1"), "p1", "p1 Lookout", "p1 Cook")
    played, _ = play_card(state, "p1", find(state, "p1 Deckhand"), "hero")
    assert played is not None


def test_plays_before_the_afternoon_count_each_day_not_each_afternoon() -> None:
    """Cards played by effects in the Morning (5.2.b) are this Day's, not this Afternoon's."""
    state = _played(_board(EACH_PLAYER), "p2", "p2 Lookout", "p2 Cook", day=True)
    played, _ = play_card(state, "p2", find(state, "p2 Deckhand"), "hero")
    assert played is not None
    daily = "Each player can't play more than two Characters each Day."
    state = _played(_board(daily), "p2", "p2 Lookout", "p2 Cook", day=True)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "p2 Deckhand"), "hero")
    assert "this Day" in str(refused.value)
