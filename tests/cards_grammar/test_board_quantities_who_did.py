"""'for each opponent who does' (issue 30, gram63), read by the grammar alone and played on
a board: after "Each opponent may [step on one object]" each opponent is asked (6.5.c) and
the step counted once per opponent who did it — the objects that step acted on (6.5.i)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_quantities import WHO_DOES

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
CARD = {"hand_cost": 1, "reserve_cost": 1}
_DISCARD = WHO_DOES


def _played(text: str, their_hand: int) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    for i in range(their_hand):
        b = b.in_hand("p2", f"Theirs {i}", **CARD)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    return state


def _answer(state: GameState, kind: DecisionKind, option: str) -> GameState:
    d = state.pending
    assert d is not None and d.kind == kind, d
    assert d.player == "p2"  # the opponent decides and chooses, not p1 (6.5.c, 6.1.h)
    state, _ = answer(state, d.id, (option,))
    return until_decision(state)[0]


def _hand(state: GameState, player: str) -> list[str]:
    return sorted(names(state, z.personal(ZoneKind.HAND, player)))


@pytest.mark.parametrize("does", [True, False])
def test_6_5_c_draw_a_card_for_each_opponent_who_does(does: bool) -> None:
    state = _played(_DISCARD, 2)
    state = _answer(state, DecisionKind.OPTIONAL_STEP, "yes" if does else "no")
    if does:
        d = state.pending
        assert d is not None
        state = _answer(state, DecisionKind.CHOOSE, d.option_ids()[0])
    assert len(_hand(state, "p2")) == (1 if does else 2)
    assert len(_hand(state, "p1")) == (1 if does else 0)  # one card per opponent who did


def test_6_5_i_an_opponent_with_nothing_to_discard_did_not() -> None:
    """p2's hand is empty: whatever they answer, no card is discarded, none drawn."""
    state = _played(_DISCARD, 0)
    d = state.pending
    if d is not None and d.kind == DecisionKind.OPTIONAL_STEP:
        state = _answer(state, DecisionKind.OPTIONAL_STEP, "yes")
    assert _hand(state, "p1") == []
