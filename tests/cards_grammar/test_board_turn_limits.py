"""Trigger limits (issue 30, session 36): a Reaction printed "This ability triggers only once per
turn", read by the grammar and played on boards — it activates at most that many times in one turn,
the line saying so with the turn's rule (4.2.3.e), and a new turn counts anew."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find
from engine.core import play_card
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import choose, until_decision
from .grammar_cards import grammar_fields

BEARER = "{H} I gain 1 boost. I gain 1 boost. I gain 1 boost."
"""Three gains of boosts, three events (1.2.7.c): a watcher's trigger matches each."""
ONCE = (
    "When a Character gains one or more boosts \u2014 Draw a card. This ability triggers only "
    "once per turn."
)
TWICE = "When a Character gains one or more boosts \u2014 Draw a card. (Twice per turn.)"
NONE = "When a Character gains one or more boosts \u2014 Draw a card."


def _settled(state: GameState, entries: tuple[TraceEntry, ...]) -> tuple[GameState, list[str]]:
    """Every Reaction in Limbo played (any order, 4.4) until a turn is asked; every line
    with the rules it cites."""
    seen = list(entries)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, more = until_decision(state)
        seen += [entry, *more]
    return state, [f"{e.text} {e.rules}" for e in seen]


def _board(watcher: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(BEARER, "Bearer", unique=False))
    b = b.in_hand("p1", "Second", **grammar_fields(BEARER, "Second", unique=False))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    return b.mana("p1", 6).deck_of("p1", 8).deck_of("p2", 8)


@pytest.mark.parametrize(
    ("watcher", "drawn"), [(ONCE, 1), (TWICE, 2), (NONE, 3)], ids=["once", "twice", "no-limit"]
)
def test_4_2_3_e_a_reaction_activates_only_so_often_in_a_turn(watcher: str, drawn: int) -> None:
    b = _board(watcher)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, entries = play(b, "Bearer")
    state, lines = _settled(state, entries)
    assert len(state.zone("hand:p1")) == before - 1 + drawn
    limited = [line for line in lines if "its limit each turn reached: Watcher" in line]
    assert bool(limited) is (watcher != NONE), lines
    assert all("4.2.3.e" in line for line in limited), limited


def test_4_2_3_e_a_new_turn_counts_anew() -> None:
    """p1's turn: three gains, one draw; p2 passes; p1's next turn: three gains, one draw
    more — the count of the turn before is forgotten as the new one starts (4.2.3.e)."""
    b = _board(ONCE)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, entries = play(b, "Bearer")
    state, _ = _settled(state, entries)
    assert len(state.zone("hand:p1")) == before  # Bearer played, one card drawn
    assert state.pending is not None and state.pending.player == "p2"
    state = choose(state, "pass")  # p2 passes; p1 takes a new turn (4.2.3.e)
    state, _ = until_decision(state)
    assert state.pending is not None and state.pending.player == "p1"
    state, first = play_card(state, "p1", find(state, "Second"), "hero")
    state, more = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    state, _ = _settled(state, (first, *more))
    assert len(state.zone("hand:p1")) == before  # Second played, one more card drawn


def test_the_count_of_a_turn_is_no_count_of_the_day() -> None:
    """The same Watcher limited per Day (1.4.6.c) draws once in all; per turn, once each turn:
    the limits are different counts."""
    day = ONCE.replace("per turn", "per Day")
    b = _board(day)
    state, entries = play(b, "Bearer")
    state, lines = _settled(state, entries)
    assert any("its limit each Day reached" in line for line in lines), lines
    assert not any("its limit each turn reached" in line for line in lines), lines
