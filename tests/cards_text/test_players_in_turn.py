"""Players quantified and acting in turn: "Each opponent exhausts a Character they control",
"Each player sends a Character they control to their Reserve" (written for these tests).

The effect names who does the step (1.4.7.b): each of those players does it as its own
controller — they choose among their own objects and decide their own "may" (6.5.c) — one
after another in initiative order (6.1.h), the turn player first in Afternoon (1.4.5.a).
"""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_grammar.sentences_players_in_turn import (
    EACH_OPPONENT_EXHAUSTS,
    EACH_OPPONENT_MAY_RETURN,
    EACH_PLAYER_SENDS,
    IF_PLANT_EACH_OPPONENT,
    REFUSED_PLAYERS_IN_TURN,
)
from ..engine.helpers import until_decision
from .helpers import executed, fields, names, read


def _caller(text: str) -> dict[str, object]:
    return fields(executed(read(text, name="Town Crier", hand_cost=1, reserve_cost=1)))


def _board(text: str) -> GameState:
    b = (
        GameBuilder()
        .in_hand("p1", "Town Crier", **_caller(text))
        .mana("p1", 2)
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Theirs A")
        .in_expedition("p2", "companion", "Theirs B")
    )
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _play(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    """Play the Town Crier and answer the Mana Orbs, up to the first decision of its effect."""
    state, _ = play_card(state, "p1", find(state, "Town Crier"), "hero")
    entries: list[TraceEntry] = []
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: d.min_choices])
        entries.append(entry)
        state, more = until_decision(state)
        entries.extend(more)
    return state, entries


def _turns(state: GameState, entries: list[TraceEntry]) -> list[TraceEntry]:
    """Entries up to the next turn decision, answering each choice with its first option."""
    state, more = until_decision(state)
    entries.extend(more)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        entries.append(entry)
        state, more = until_decision(state)
        entries.extend(more)
    return entries


def test_1_4_7_b_each_opponent_chooses_and_exhausts_one_of_their_own() -> None:
    state, entries = _play(_board(EACH_OPPONENT_EXHAUSTS))
    state, more = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent chooses (1.4.7.b)
    assert sorted(o.label for o in d.options) == ["Theirs A", "Theirs B"]
    state, _ = answer(state, d.id, (find(state, "Theirs B"),))
    state, _ = until_decision(state)
    assert state.objects[find(state, "Theirs B")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Theirs A")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Mine")].has(Status.EXHAUSTED)  # not the controller's
    said = next(e for e in [*entries, *more] if "each opponent does it in turn" in e.text)
    assert "6.1.h" in said.rules and "7.5.6.b" in said.rules


def test_6_1_h_each_player_in_initiative_order_the_turn_player_first() -> None:
    state, entries = _play(_board(EACH_PLAYER_SENDS))
    state, more = until_decision(state)
    first = state.pending
    assert first is not None and first.player == "p1"  # the turn player, first in Afternoon
    assert {o.label for o in first.options} == {"Mine", "Town Crier"}
    state, _ = answer(state, first.id, (find(state, "Mine"),))
    state, _ = until_decision(state)
    second = state.pending
    assert second is not None and second.player == "p2"
    state, _ = answer(state, second.id, (find(state, "Theirs A"),))
    state, _ = until_decision(state)
    assert names(state, "reserve:p1") == ["Mine"]
    assert names(state, "reserve:p2") == ["Theirs A"]
    said = next(e for e in [*entries, *more] if "in initiative order: p1, p2" in e.text)
    assert "6.1.h" in said.rules


def test_6_5_c_each_opponent_decides_their_own_may() -> None:
    state, _ = _play(_board(EACH_OPPONENT_MAY_RETURN))
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2"  # their "may", not the controller's
    entries = _turns(state, [])
    assert entries  # the effect went on to its end


def test_6_5_d_the_effects_condition_is_its_controllers_evaluated_once() -> None:
    # "If you control a Plant, each opponent …": "you" is the effect's controller, who
    # controls no Plant here — no opponent is asked, nothing is exhausted.
    state, entries = _play(_board(IF_PLANT_EACH_OPPONENT))
    entries = _turns(state, entries)
    assert any("is not met" in e.text for e in entries)
    assert not any("each opponent does it in turn" in e.text for e in entries)


@pytest.mark.parametrize("text", sorted(REFUSED_PLAYERS_IN_TURN))
def test_what_is_not_read_is_refused_in_a_judges_words(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED_PLAYERS_IN_TURN[text] in refused.value.reason
    assert "players_do" not in refused.value.reason and "_" not in refused.value.reason
