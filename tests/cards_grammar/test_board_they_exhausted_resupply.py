"""'Target an opponent. They [Exhausted Resupply].' (7.3.14, 1.4.7.b): the action's name is a
status and a verb, so the word lexer marks the players' step at the status word ("they"
before it as "you" says the step) — read by the grammar alone and played on a board."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state import zones as z
from engine.state.enums import Status, ZoneKind

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize(
    ("text", "picks"),
    [
        ("{J} Target an opponent. They [Exhausted Resupply].", ()),
        ("{J} Target a player. They [Exhausted Resupply].", ("p2",)),
    ],
)
def test_7_3_14_a_the_target_opponent_does_the_exhausted_resupply(
    text: str, picks: tuple[str, ...]
) -> None:
    """p2, not p1, puts the top card of their deck in their Reserve, exhausted."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).mana("p1", 4)
    state, entries = play(b.deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state = answer_picking(state, entries, picks)[0]
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == []
    theirs = names(state, z.personal(ZoneKind.RESERVE, "p2"))
    assert len(theirs) == 1
    (card,) = state.zones[z.personal(ZoneKind.RESERVE, "p2")]
    assert Status.EXHAUSTED in state.objects[card].statuses
