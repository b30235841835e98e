"""gram107 (issue 30): "Starting with you, each player [step]" read by the grammar alone and
played at Noon while the OTHER player has initiative (the first player, 1.4.5.a): the card's
order beats initiative order (1.4.2.a over 6.1.h) — the effect's controller decides first,
then the other; "Each player [step]" alone keeps initiative order (6.1.h). Each player's
"may" is their own (6.5.c), "their hand" and "they control" are theirs (1.4.7.b)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Phase, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
FROM_YOU = (
    "At Noon — Starting with you, each player may put a card from their hand in their Reserve."
)
IN_INITIATIVE = "At Noon — Each player may put a card from their hand in their Reserve."


def _noon(text: str) -> tuple[GameState, tuple]:
    """p1 controls the card; p2 is the first player, so p2 has initiative at Noon."""
    b = GameBuilder().in_expedition("p1", "hero", "Herald", **grammar_fields(text))
    b = b.in_hand("p1", "Mine", **ALLY).in_hand("p2", "Theirs", **ALLY)
    b = b.deck_of("p1", 6).deck_of("p2", 6)
    return until_decision(b.at_phase(Phase.NOON, first="p2").build())


def _asked(state: GameState, entries: tuple) -> tuple[GameState, list[str], tuple]:
    """Every optional step answered yes and every choice its first option, up to the next
    turn: the players asked the "may", in order, and the trace."""
    asked: list[str] = []
    for _ in range(10):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.OPTIONAL_STEP:
            asked.append(d.player)
            pick: tuple[str, ...] = ("yes",)
        else:
            pick = d.option_ids()[: max(1, d.min_choices)]
        state, first = answer(state, d.id, pick)
        entries = (*entries, first)
        state, more = until_decision(state)
        entries = (*entries, *more)
    return state, asked, entries


@pytest.mark.parametrize(
    ("text", "order"), [(FROM_YOU, ["p1", "p2"]), (IN_INITIATIVE, ["p2", "p1"])]
)
def test_1_4_2_a_starting_with_you_the_controller_decides_first(
    text: str, order: list[str]
) -> None:
    """From you: p1 then p2, though p2 has initiative; without the words, p2 first (6.1.h)."""
    state, entries = _noon(text)
    state, asked, entries = _asked(state, entries)
    assert asked == order
    # each put a card of their own hand in their own Reserve (1.4.7.b)
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == ["Mine"]
    assert names(state, z.personal(ZoneKind.RESERVE, "p2")) == ["Theirs"]
    if text == FROM_YOU:
        assert "1.4.2.a" in rules_of(entries)
