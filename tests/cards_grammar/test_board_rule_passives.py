"""Passives that change a rule and incremental or capped amounts (issue 30, gram34), read by
the grammar alone and played on boards: "I can't be exhausted by your opponents' effects"
stops an opponent's effect and not the controller's own (1.4.1.a, 6.2.h), said in the trace
with the passive's words; "Your opponents can't play Spells during your turn" stops the
declaration only while it holds (1.4.1.a, 2.3.2.f); "Add 1 to the result of your die rolls"
changes the result noted without a choice (7.3.33.c); "draw one more card" and "…, up to a
maximum of N" after a count (6.5.i)."""

from __future__ import annotations

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
GUARDED = "I can't be exhausted by your opponents' effects."
EXHAUST = "{J} Exhaust target Character."


def _exhausting(guard_of: str) -> tuple[GameState, list[str]]:
    """``guard_of``'s Guard (``GUARDED``) in play; p1's Unique exhausting a target: Guard."""
    b = GameBuilder().in_expedition(guard_of, "hero", "Guard", **grammar_fields(GUARDED, "Guard"))
    b = b.in_hand("p1", "Unique", **grammar_fields(EXHAUST, "Unique"))
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, more = answer_picking(state, tuple(entries), ("Guard",))
    return state, [e.text for e in more]


def test_1_4_1_a_an_opponents_effect_cannot_exhaust_it() -> None:
    state, said = _exhausting("p2")
    guard = find(state, "Guard")
    assert Status.EXHAUSTED not in state.objects[guard].statuses
    line = next(s for s in said if "is impossible" in s)
    assert "Guard's \"I can't be exhausted by your opponents' effects.\"" in line
    assert "1.4.1.a" in line


def test_6_2_h_its_controllers_own_effect_exhausts_it() -> None:
    state, _ = _exhausting("p1")
    assert Status.EXHAUSTED in state.objects[find(state, "Guard")].statuses
