"""The block "conditions, amounts and choices: another player paying" (issue 30), read by
the grammar alone and played on boards: "Target opponent may pay {N}" is asked of that
opponent (6.1.h), who pays by exhausting N of their ready Mana Orbs (1.2.5.e) or declines
(6.4.b); with fewer than N they cannot pay (1.2.5.c); "If they do / don't" follows what they
did (6.5.f, 6.5.c)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Status, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_players_paying import (
    BOARD_SENTENCES_PLAYERS_PAYING,
    PAY_BOTH_WAYS,
    PAY_OR_DRAW,
    READINGS_PLAYERS_PAYING,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, p2_orbs: int = 3, p2_exhausted: int = 0) -> GameBuilder:
    """p1 plays "Unique" (``text``); p2 has ``p2_orbs`` ready Mana Orbs."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 4).mana("p2", p2_orbs, p2_exhausted)
    return b.deck_of("p1", 6).deck_of("p2", 6)


def _hand(state: GameState) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def _ready_orbs(state: GameState, player: str) -> int:
    orbs = state.zone(z.personal(ZoneKind.MANA, player))
    return sum(not state.objects[o].has(Status.EXHAUSTED) for o in orbs)


def _asked(b: GameBuilder) -> GameState:
    """Played up to the question "may" (the target opponent chosen on the way)."""
    state, _ = play(b, "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            assert d.player == "p2"  # the opponent decides, not p1 (6.1.h)
            return state
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    raise AssertionError("no optional step was asked")


def _answered(state: GameState, choice: str) -> tuple[GameState, list[str]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, [e.text for e in (first, *more, *rest)]


@pytest.mark.parametrize("text", BOARD_SENTENCES_PLAYERS_PAYING)
def test_a_sentence_of_the_block_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_PLAYERS_PAYING
    state, entries = play(_board(text), "Unique")
    answer_picking(state, entries, ())


@pytest.mark.parametrize(
    ("choice", "orbs_left", "drawn"), [("yes", 2, 0), ("no", 3, 1)], ids=["pays", "declines"]
)
def test_6_1_h_the_opponent_pays_or_declines(choice: str, orbs_left: int, drawn: int) -> None:
    """p2 pays {1} (one of their 3 Mana Orbs exhausted) and p1 draws nothing; or declines
    (6.4.b) and p1 draws a card ("If they don't")."""
    state, _ = _answered(_asked(_board(PAY_OR_DRAW)), choice)
    assert _ready_orbs(state, "p2") == orbs_left
    assert _hand(state) == drawn
    assert _ready_orbs(state, "p1") == 3  # p1 paid only for the Unique


def test_1_2_5_c_too_few_mana_orbs_cannot_pay() -> None:
    """With one ready Mana Orb, p2 cannot pay {2} (1.2.5.c: in full or not at all), so
    paying is not offered (6.1.g; eng75 — before, p2 was asked and their "yes" failed):
    nothing is exhausted, and "If they don't" happens — p1 draws; "If they do" does not."""
    state, entries = play(_board(PAY_BOTH_WAYS, p2_orbs=1, p2_exhausted=2), "Unique")
    state, rest = answer_picking(state, entries, ())
    trace = [e for e in (*entries, *rest)]
    assert not any(e.text.startswith("Unique: p2 decides") for e in trace)
    assert _ready_orbs(state, "p2") == 1
    assert _hand(state) == 1
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    assert state.objects[unique].counters.get(BOOST, 0) == 0
    line = next(e for e in trace if "cannot pay 2" in e.text)
    assert "6.4.c" in line.rules and "6.1.g" in line.rules


def test_6_5_f_if_they_do_follows_the_payment() -> None:
    """p2 pays {2} with exactly two ready Mana Orbs: both exhausted, the Unique gains the
    boost ("If they do"), p1 draws nothing."""
    state, _ = _answered(_asked(_board(PAY_BOTH_WAYS, p2_orbs=2)), "yes")
    assert _ready_orbs(state, "p2") == 0
    assert _hand(state) == 0
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    assert state.objects[unique].counters.get(BOOST, 0) == 1
