"""Readings of the card grammar played on boards (issue 30): a Unique's "[trigger] If
[condition]: [output]" and "[X], otherwise [Y]", read by the grammar alone, do on the board
what the text says in both cases of the condition (6.5.d, 6.5.e)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Keyword, answer, find
from engine.reading.passives import has_keyword
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences import PLAYED, SHAPES

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}

COLON = "{H} If your hand is empty: Draw two cards."
OTHERWISE = "{H} If your hand is empty: Draw two cards, otherwise I gain 1 boost."
UNLESS = "{J} Unless your hand is empty: I gain 2 boosts."
KEYWORDS = "Seasoned, Tough 1."


def _unique(text: str) -> dict[str, object]:
    return grammar_fields(text)


def _played(text: str, other_cards: int) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **_unique(text))
    for i in range(other_cards):
        b = b.in_hand("p1", f"Other {i}", **_unique(""))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    return state


def test_6_5_d_a_colon_condition_that_holds_gives_the_output() -> None:
    state = _played(COLON, 0)
    assert len(names(state, "hand:p1")) == 2


def test_6_5_d_a_colon_condition_that_fails_gives_nothing() -> None:
    state = _played(COLON, 1)
    assert names(state, "hand:p1") == ["Other 0"]


def test_6_5_e_otherwise_is_done_when_the_condition_fails() -> None:
    state = _played(OTHERWISE, 1)
    assert names(state, "hand:p1") == ["Other 0"]
    assert state.objects[find(state, "Unique")].boosts == 1


def test_6_5_e_otherwise_is_not_done_when_the_condition_holds() -> None:
    state = _played(OTHERWISE, 0)
    assert len(names(state, "hand:p1")) == 2
    assert state.objects[find(state, "Unique")].boosts == 0


def test_6_5_d_unless_negates_the_colon_condition() -> None:
    assert _played(UNLESS, 1).objects[find(_played(UNLESS, 1), "Unique")].boosts == 2
    assert _played(UNLESS, 0).objects[find(_played(UNLESS, 0), "Unique")].boosts == 0


def test_7_4_a_keyword_list_gives_each_keyword() -> None:
    state = _played(KEYWORDS, 0)
    unique = find(state, "Unique")
    assert has_keyword(state, unique, Keyword.SEASONED)
    assert has_keyword(state, unique, Keyword.TOUGH)
    assert not has_keyword(state, unique, Keyword.GIGANTIC)


def test_the_shapes_counted_are_those_played_here() -> None:
    assert set(SHAPES) == {COLON, OTHERWISE, UNLESS, KEYWORDS}


@pytest.mark.parametrize("text", PLAYED)
def test_a_played_reading_resolves_on_a_board(text: str) -> None:
    """Every {J}/{H} reading of the rule sentences is played from Hand on a board with
    Characters, cards in Reserve and Decks on both sides, its decisions answered with their
    first options: it resolves (play comes back to a turn, 4.2.3.d) and the engine's
    invariants hold at every step (checked by ``until_decision``)."""
    b = GameBuilder().in_hand("p1", "Unique", **_unique(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY).in_hand("p1", "Spare", **ALLY)
    state, _ = play(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        ids = decision.option_ids()[: max(1, decision.min_choices)]
        state, _ = answer(state, decision.id, ids)
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
