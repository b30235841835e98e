"""A quick action's cost of X counters spent (eng76, issue 30), read by the grammar and played
on boards: the player chooses X as they declare it (5.1.2.c), from 0 up to the counters the
bearer has — never more, a cost is paid in full or not at all (2.5.h, 1.2.5.c); the X spent
leaves the bearer (7.3.38.a) and the effect's X is that number. X is data of the pending
declaration: saved with the game and undone with it."""

from __future__ import annotations

import json

import pytest

from engine import DecisionKind, GameBuilder, find
from engine.core import answer, play_quick_action
from engine.history import History
from engine.state.enums import BOOST, Status
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.serialization import from_dict, to_dict
from scenarios.cards.grammar.first import grammar_ability

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_x_costs import BOARD_SENTENCES_X_COSTS, READINGS_X_COSTS, X_REFUSED, X_SIBLINGS

DRAW_X = "Spend X of my boosts: Draw X cards."
TAP_EMBER_X = "{T}, Spend X of my Ember counters: Target Character gains X boosts."


def test_the_siblings_are_written_and_the_board_sentences_are_read_ones() -> None:
    assert len(X_SIBLINGS) == len(set(X_SIBLINGS)) >= 40
    assert set(BOARD_SENTENCES_X_COSTS) <= set(READINGS_X_COSTS)


@pytest.mark.parametrize("text", sorted(X_REFUSED))
def test_the_refused_siblings_name_their_reason(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None and X_REFUSED[text] in stop.reason


def _bearer(text: str, counters: dict[str, int]) -> GameState:
    fields = grammar_fields(text, "Bearer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", counters=counters, **fields)
    b = b.in_expedition("p1", "companion", "Goat")
    state, _ = until_decision(
        b.mana("p1", 2).deck_of("p1", 6).deck_of("p2", 4).at_afternoon().build()
    )
    return state


def _count(state: GameState, name: str, counter: str = BOOST) -> int:
    return state.objects[find(state, name)].counters.get(counter, 0)


def _declared(state: GameState) -> GameState:
    state, _ = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    return state


@pytest.mark.parametrize(("had", "x"), [(3, 0), (3, 1), (3, 3), (0, 0)], ids=str)
def test_2_5_h_spend_x_boosts_draws_x_cards(had: int, x: int) -> None:
    """X = 0, 1, the most (3 boosts: 3), and 0 with no boost at all: X boosts leave the
    Bearer and p1 draws X cards."""
    state = _declared(_bearer(DRAW_X, {BOOST: had} if had else {}))
    decision = state.pending
    assert decision is not None and decision.kind == DecisionKind.CHOOSE_X
    assert decision.option_ids() == tuple(str(n) for n in range(had + 1))  # 1.2.5.c
    assert f"X (up to {had})" in decision.prompt and "boosts" in decision.prompt
    hand = len(state.zone("hand:p1"))
    state, first = answer(state, decision.id, str(x))
    state, entries = until_decision(state)
    state, more = answer_picking(state, (first, *entries), ())
    assert _count(state, "Bearer") == had - x
    assert len(state.zone("hand:p1")) == hand + x
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    cited = rules_of(more)
    assert "5.1.2.c" in cited
    assert ("7.3.38.a" in cited) is bool(x)  # nothing is spent when X is 0


def test_1_2_5_c_x_cannot_be_more_than_the_counters() -> None:
    """An X above the Bearer's boosts is no option: it cannot be answered."""
    state = _declared(_bearer(DRAW_X, {BOOST: 2}))
    assert state.pending is not None
    with pytest.raises(IllegalAction):
        answer(state, state.pending.id, "3")


@pytest.mark.parametrize(("embers", "x"), [(2, 2), (2, 1), (1, 0)], ids=str)
def test_2_5_h_exhaust_and_spend_x_ember_counters_gives_x_boosts(embers: int, x: int) -> None:
    """ "{T}, Spend X of my Ember counters: Target Character gains X boosts": the Ember
    counters are spent and the Bearer exhausted as one cost; the Goat (target) gains X
    boosts — Ember counters are not boosts (2.5.a)."""
    state = _declared(_bearer(TAP_EMBER_X, {"Ember": embers}))
    assert state.pending is not None and state.pending.kind == DecisionKind.CHOOSE_X
    assert "Ember counters" in state.pending.prompt
    state, first = answer(state, state.pending.id, str(x))
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("Goat",))
    assert _count(state, "Bearer", "Ember") == embers - x
    assert _count(state, "Goat") == x
    assert Status.EXHAUSTED in state.objects[find(state, "Bearer")].statuses


def test_the_x_cost_cannot_be_paid_when_its_other_part_cannot() -> None:
    """X = 0 is always a number of Ember counters the Bearer can spend, but {T} is no cost
    an exhausted Bearer can pay (1.2.5.c): the quick action is refused as it is played."""
    state = _bearer(TAP_EMBER_X, {"Ember": 2})
    state, _ = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    assert state.pending is not None
    state, first = answer(state, state.pending.id, "1")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("Goat",))
    assert Status.EXHAUSTED in state.objects[find(state, "Bearer")].statuses
    with pytest.raises(IllegalAction):
        play_quick_action(state, "p1", find(state, "Bearer"), 0)


def test_x_is_data_of_the_declaration_saved_with_the_game() -> None:
    """The X chosen is kept in the pending declaration (the state): a state saved and read
    back after the choice resolves the same."""
    state = _declared(_bearer(DRAW_X, {BOOST: 2}))
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, "2")
    again = from_dict(GameState, json.loads(json.dumps(to_dict(state))))
    assert again == state
    hand = len(again.zone("hand:p1"))
    again, _ = until_decision(again)
    assert len(again.zone("hand:p1")) == hand + 2 and _count(again, "Bearer") == 0


def test_x_chosen_is_undone_with_the_state() -> None:
    """Undoing the choice of X gives back the question, with the same options; choosing
    another X then plays that one."""
    start = _declared(_bearer(DRAW_X, {BOOST: 2}))
    history = History.start(start)
    assert start.pending is not None
    chosen, _ = answer(start, start.pending.id, "2")
    history.record(chosen)
    back = history.undo()
    assert back == start and back.pending is not None
    assert back.pending.kind == DecisionKind.CHOOSE_X
    hand = len(back.zone("hand:p1"))
    again, _ = answer(back, back.pending.id, "1")
    again, _ = until_decision(again)
    assert len(again.zone("hand:p1")) == hand + 1 and _count(again, "Bearer") == 1
