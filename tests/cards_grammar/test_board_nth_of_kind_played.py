"""Condition forms: "If it's your second Spell this turn" / "If it's the first Character you played
this Day" played on boards read by the grammar: the card the trigger names (6.3.i) is counted among
the cards of its kind its Reaction's controller played in the period, itself included (5.1.2.k: a
card counts once its play started, even while still in Limbo); a card another player played is not
"yours"; the turn's plays (4.2.3) and the Day's (4.1). Both sides of each condition, and the rules
the condition's line cites."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState, evolve

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_condition_forms import BOARD_FIRST_CHARACTER_DAY, BOARD_SECOND_SPELL

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(
    text: str, card: str, before: tuple[tuple[str, str], ...], *, day: bool = False
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1's "Watcher" (``text``) in play; p1 plays ``card`` ("Bolt", a Spell, or "Recruit", a
    Character) after the plays ``before`` — (player, "Earlier Spell" / "Earlier Character")
    — kept as this turn's (and this Day's) plays, or as this Day's only when ``day``."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    spell = grammar_fields("Resupply.", "Bolt", unique=False, type="Spell")  # hand unchanged
    b = b.in_hand("p1", "Bolt", **spell).in_hand("p1", "Recruit", **ALLY)
    b = b.in_discard("p1", "Earlier Spell", **spell).in_discard("p2", "Earlier Character", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    ids = {n: state.objects[find(state, n)].card_id for n in ("Earlier Spell", "Earlier Character")}
    plays = tuple((who, str(ids[n])) for who, n in before)
    state = evolve(state, plays_this_day=plays, plays_this_turn=() if day else plays)
    state, first = play_card(state, "p1", find(state, card), "spell" if card == "Bolt" else "hero")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return answer_picking(state, (first, *entries), ())


def _rules(entries: tuple[TraceEntry, ...], words: str) -> set[str]:
    return {r for e in entries if words in e.text for r in e.rules}


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("before", "second"),
    [
        ((), False),  # Bolt is p1's first Spell this turn
        ((("p1", "Earlier Spell"),), True),  # p1's second (5.1.2.k)
        ((("p1", "Earlier Character"),), False),  # a Character is no Spell
        ((("p2", "Earlier Spell"),), False),  # p2's Spell is not p1's
        ((("p1", "Earlier Spell"), ("p1", "Earlier Spell")), False),  # its third
    ],
    ids=["first", "second", "after_a_character", "after_theirs", "third"],
)
def test_5_1_2_k_the_spell_played_is_my_second_this_turn(
    before: tuple[tuple[str, str], ...], second: bool
) -> None:
    """Only as p1's second Spell of the turn does Bolt draw p1 a card; otherwise Watcher gains
    1 boost (the condition checked once, 6.5.e)."""
    state, entries = _played(BOARD_SECOND_SPELL, "Bolt", before)
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1 + second  # Recruit (+1)
    assert _boosts(state, "Watcher") == (not second)
    met = "is met" if second else "is not met"
    assert "6.5.e" in _rules(entries, met)


@pytest.mark.parametrize(
    ("before", "first"),
    [((), True), ((("p1", "Earlier Character"),), False), ((("p2", "Earlier Character"),), True)],
    ids=["none_before", "mine_before", "theirs_before"],
)
def test_4_1_the_character_played_is_my_first_this_day(
    before: tuple[tuple[str, str], ...], first: bool
) -> None:
    """The Day's plays (4.1), not only the turn's: a Character p1 played earlier this Day (in
    an earlier turn) makes Recruit p1's second; p2's does not count."""
    state, entries = _played(BOARD_FIRST_CHARACTER_DAY, "Recruit", before, day=True)
    assert _boosts(state, "Recruit") == (2 if first else 0)
    assert "6.5.d" in _rules(entries, "is met" if first else "is not met")  # checked once
