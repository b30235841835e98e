"""Condition forms: "it" for the object a condition found, played on boards read by the grammar —
"If you control a token, it gains 2 boosts", "If there is a Spell in your Reserve, return it to your
hand": the condition checked as the step would happen (6.5.d), then one of the objects it found
chosen by the effect's controller (6.1.g) — never another object; none found, the step does not
happen. Each outcome and the rules its lines cite."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, TraceEntry, find
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_condition_forms import BOARD_CONDITION_IT_BOOST, BOARD_CONDITION_IT_RESERVE

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _rules(entries: tuple[TraceEntry, ...], words: str) -> set[str]:
    return {r for e in entries if words in e.text for r in e.rules}


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize("tokens", [0, 1, 2])
def test_6_1_g_one_token_i_control_gains_the_boosts(tokens: int) -> None:
    """p1 plays the Unique beside an Ally (no token) and ``tokens`` tokens: with none, the
    condition fails (6.5.d) and nobody gains a boost; with one, it gains 2; with two, p1
    chooses one of them (6.1.g) — the one picked gains 2, the other none; the Ally never."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(BOARD_CONDITION_IT_BOOST))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    for n in range(tokens):
        b = b.in_expedition("p1", "companion", f"Recruit {n}", is_token=True, **ALLY)
    state, seen = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, seen, ("Recruit 1",) if tokens == 2 else ())
    assert _boosts(state, "Ally") == 0 and _boosts(state, "Unique") == 0
    gained = [_boosts(state, f"Recruit {n}") for n in range(tokens)]
    assert gained == {0: [], 1: [2], 2: [0, 2]}[tokens]
    if tokens == 0:
        assert "6.5.d" in _rules(entries, "is not met")
    if tokens == 2:
        assert "6.1.g" in _rules((*seen, *entries), "chooses")


@pytest.mark.parametrize("spell", [True, False])
def test_6_1_g_a_spell_from_my_reserve_returns_to_my_hand(spell: bool) -> None:
    """With a Spell in p1's Reserve it returns to p1's hand; a Character there never does;
    with no Spell there, nothing returns (6.5.d)."""
    card = grammar_fields(BOARD_CONDITION_IT_RESERVE, "Recall", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Recall", **card).in_reserve("p1", "Old Ally", **ALLY)
    if spell:
        old = grammar_fields("Resupply.", "Old Bolt", unique=False, type="Spell")
        b = b.in_reserve("p1", "Old Bolt", **old)
    state, seen = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Recall", dest="spell")
    state, entries = answer_picking(state, seen, ("Old Bolt",) if spell else ())
    hand = names(state, z.personal(ZoneKind.HAND, "p1"))
    assert hand == (["Old Bolt"] if spell else [])
    assert "Old Ally" in names(state, z.personal(ZoneKind.RESERVE, "p1"))
    met = "is met" if spell else "is not met"
    assert "6.5.d" in _rules((*seen, *entries), met)
