""" "When I'm returned to your Hand —", read by the grammar alone and played on a board (issue
30): the bearer moved from play to a Hand (7.3.32.a; put, return and send are synonyms,
7.3.32.c) activates it — the Reaction looks back at the bearer as it was in play (6.3.f);
another Character returned, or the bearer sent to Reserve, does not."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .sentences_first_time_triggers import RETURNED_TO_HAND

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(effect: str, pick: str) -> tuple[GameState, set[str]]:
    """p1's Bearer printing :data:`RETURNED_TO_HAND` in play, p2's Foe; p1 plays a Giver
    printing ``effect``, picking ``pick``: the state at the next turn and the rules cited."""
    b = GameBuilder().in_expedition(
        "p1", "hero", "Bearer", **grammar_fields(RETURNED_TO_HAND, "Bearer")
    )
    b = b.in_hand("p1", "Giver", **grammar_fields(effect, "Giver", unique=False))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Giver")
    state, entries = answer_picking(state, tuple(entries), (pick,))
    return state, rules_of(entries)


@pytest.mark.parametrize(
    ("effect", "pick", "drawn"),
    [
        ("{H} Return target Character to its owner's hand.", "Bearer", 1),
        ("{H} Return target Character to its owner's hand.", "Foe", 0),
        ("{H} Send target Character to Reserve.", "Bearer", 0),
    ],
    ids=["returned", "another-character", "sent-to-reserve"],
)
def test_7_3_32_a_when_i_am_returned_to_your_hand(effect: str, pick: str, drawn: int) -> None:
    state, cited = _played(effect, pick)
    assert len(names(state, "deck:p1")) == 6 - drawn
    moved_to_hand = "Bearer" in names(state, "hand:p1")
    assert moved_to_hand is (pick == "Bearer" and "hand" in effect)
    if drawn:
        assert "7.3.32.a" in cited
    elif pick == "Bearer":
        # The bearer sent to Reserve: not returned to a Hand, and said so with the rule that
        # decides (6.3.b, 6.3.f; 7.3.32.a the action the trigger names).
        assert {"6.3.b", "6.3.f", "7.3.32.a"} <= cited, cited
    else:
        assert "7.3.32.a" not in cited  # another Character returned: nothing to say of me
