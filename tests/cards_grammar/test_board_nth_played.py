"""Readings of "the first / second … [card] [player] play(s) each [period] costs {N}
more / less" played on boards (gram59, issue 30): only the Nth card of that kind the
players named play in the period has its cost changed (5.1.2.f); the cards before and after
it, and another player's, cost as printed — which cards count as played is 5.1.2.k."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Phase, answer, find, play_card
from engine.play.costs import card_cost
from engine.reading.limits import reserve_limit
from engine.state.cards import CardType
from engine.state.enums import PermanentZone, Status
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.trace import TraceEntry

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_nth_played import (
    ALL_RESERVE_IS,
    BOARD_SENTENCES_NTH_PLAYED,
    EACH_PLAYED_BEHIND,
    FIRST_SPELL_EACH_OPPONENT,
    OPPONENTS_RESERVE_REDUCED,
    SECOND_SPELL_YOU,
    SPELLS_BY_OPPONENTS,
)

SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def test_the_sentences_counted_are_those_played_here() -> None:
    played = {FIRST_SPELL_EACH_OPPONENT, SECOND_SPELL_YOU, EACH_PLAYED_BEHIND}
    played |= {OPPONENTS_RESERVE_REDUCED, SPELLS_BY_OPPONENTS}
    assert set(BOARD_SENTENCES_NTH_PLAYED) == played


def _board(text: str, first: str) -> GameState:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    for player in ("p1", "p2"):
        b = b.in_hand(player, f"{player} Bolt", **SPELL).in_hand(player, f"{player} Zap", **SPELL)
        b = b.in_discard(player, f"{player} Spark", **SPELL)
        b = b.in_discard(player, f"{player} Ally", hand_cost=1, reserve_cost=1, forest=1)
        b = b.mana(player, 6)
    state, _ = until_decision(b.at_afternoon(first=first).build())
    return state


def _played(state: GameState, *cards: tuple[str, str]) -> GameState:
    """``state`` with ``cards`` (player, name in their discard pile) played this Afternoon."""
    plays = tuple(
        (p, state.objects[find(state, name, f"discard:{p}")].card_id) for p, name in cards
    )
    return replace(state, plays_this_afternoon=plays, plays_this_turn=plays, plays_this_day=plays)


def _play(state: GameState, player: str, name: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, first = play_card(state, player, find(state, name), "spell")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return state, (first, *entries)


@pytest.mark.parametrize(
    ("before", "player", "paid"),
    [
        ((), "p2", 3),  # the opponent's first Spell: {1} + {2}
        ((("p2", "p2 Spark"),), "p2", 1),  # their second: as printed
        ((("p2", "p2 Ally"),), "p2", 3),  # a Character before it is not a Spell
        ((("p1", "p1 Spark"),), "p2", 3),  # p1's Spell is not theirs (each opponent's own)
        ((), "p1", 1),  # the controller's own Spell: not an opponent's
    ],
)
def test_5_1_2_f_the_first_spell_each_opponent_plays_costs_more(
    before: tuple[tuple[str, str], ...], player: str, paid: int
) -> None:
    state = _played(_board(FIRST_SPELL_EACH_OPPONENT, "p2"), *before)
    assert card_cost(state, player, find(state, f"{player} Bolt")).amount == paid


@pytest.mark.parametrize(("player", "paid"), [("p2", 2), ("p1", 1)])
def test_5_1_2_f_spells_played_by_your_opponents_cost_more(player: str, paid: int) -> None:
    """ "Spells played by your opponents": the cards "your opponents play" (the passive
    voice of who plays them), every one of them — p2's, not its controller's."""
    state = _played(_board(SPELLS_BY_OPPONENTS, "p2"), ("p2", "p2 Spark"))
    assert card_cost(state, player, find(state, f"{player} Bolt")).amount == paid


def test_5_1_2_k_the_opponent_plays_two_spells_the_second_costs_as_printed() -> None:
    """p2 plays two {1} Spells in the Afternoon: the first costs {3}, citing 5.1.2.f and what
    counts as played (5.1.2.k); once it started its resolution, the second costs {1}."""
    state = _board(FIRST_SPELL_EACH_OPPONENT, "p2")
    orbs = len(state.zone("mana:p2"))
    state, entries = _play(state, "p2", "p2 Bolt")
    assert "5.1.2.f" in rules_of(entries) and "5.1.2.k" in rules_of(entries)
    ready = [o for o in state.zone("mana:p2") if not state.objects[o].has(Status.EXHAUSTED)]
    spent = orbs - len(ready)
    assert spent == 3
    assert card_cost(state, "p2", find(state, "p2 Zap")).amount == 1


def test_5_1_2_k_the_second_spell_you_play_costs_less_not_the_first() -> None:
    state = _board(SECOND_SPELL_YOU, "p1")
    assert card_cost(state, "p1", find(state, "p1 Bolt")).amount == 1  # the first: as printed
    state = _played(state, ("p1", "p1 Spark"))
    state, entries = _play(state, "p1", "p1 Bolt")
    assert "5.1.2.k" in rules_of(entries) and "5.1.2.f" in rules_of(entries)
    state2 = _played(_board(SECOND_SPELL_YOU, "p1"), ("p1", "p1 Spark"), ("p1", "p1 Ally"))
    assert card_cost(state2, "p1", find(state2, "p1 Bolt")).amount == 0
    state3 = _played(_board(SECOND_SPELL_YOU, "p1"), ("p2", "p2 Spark"))
    assert card_cost(state3, "p1", find(state3, "p1 Bolt")).amount == 1  # p2's does not count


@pytest.mark.parametrize(("dest", "boosts"), [("hero", 1), ("companion", 0)])
def test_5_2_d_each_character_you_play_in_an_expedition_that_is_behind_gains_a_boost(
    dest: str, boosts: int
) -> None:
    """p2's Hero Expedition is a region ahead, so p1's Hero Expedition is behind (7.5.2.b)
    and their Companion Expeditions tied: a Character p1 plays into the one behind gets the
    boost as it enters (an Emblem-Reaction during its resolution, 5.2.d), not one played
    into the tied one; another Character played after it gets it too (each, not the first)."""
    ally = {"hand_cost": 0, "reserve_cost": 0, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition(
        "p1", "companion", "Bearer", **grammar_fields(EACH_PLAYED_BEHIND)
    )
    b = b.in_hand("p1", "Recruit", **ally).in_hand("p1", "Second", **ally)
    b = b.position("p2:hero", 1).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Recruit"), dest)
    state, entries = until_decision(state)
    assert state.objects[find(state, "Recruit")].boosts == boosts
    if boosts:
        assert "5.2.d" in rules_of((first, *entries))
        state, _ = answer(state, state.pending.id, "pass")  # type: ignore[union-attr]  # p2
        state, _ = until_decision(state)
        state, _ = play_card(state, "p1", find(state, "Second"), dest)
        state, _ = until_decision(state)
        assert state.objects[find(state, "Second")].boosts == 1


# ------------------------------------------------------------------- limits (2.2.12.m)
def test_3_2_10_b_your_opponents_reserve_limits_are_reduced_at_clean_up() -> None:
    """ "Your opponents' Reserve limits are reduced by one": p2 keeps one card in Reserve at
    Clean-up (3.2.10.b, 4.2.5.c), p1 — the controller, not an opponent — two."""
    tax = grammar_fields(OPPONENTS_RESERVE_REDUCED, "Tax", unique=False, type="Permanent")
    tax = {**tax, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Tax", **tax)
    for i in range(3):
        b = b.in_reserve("p1", f"Mine{i}").in_reserve("p2", f"Theirs{i}")
    state, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (2, 1)
    asked = []
    while state.pending is not None and state.pending.kind == DecisionKind.CLEANUP_RESERVE:
        d = state.pending  # each player over the limit chooses what to keep (4.2.5.c)
        asked.append((d.player, d.min_choices))
        state, said = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, said, *more)
    assert (len(state.zone("reserve:p1")), len(state.zone("reserve:p2"))) == (2, 1), asked
    assert {"3.2.10.b", "2.2.12.m", "4.2.5.c"} <= rules_of(entries)


@pytest.mark.parametrize(
    ("text", "limits"),
    [
        (ALL_RESERVE_IS, (3, 3)),
        ("Your Reserve limit is 4.", (4, 2)),
        (OPPONENTS_RESERVE_REDUCED, (2, 1)),
        ("Each opponent's Reserve limit is 0.", (2, 0)),
    ],
)
def test_2_2_12_m_whose_limit_is_said_composes_with_the_change(
    text: str, limits: tuple[int, int]
) -> None:
    said = grammar_fields(text, "Lab", unique=False, type="Permanent")
    said = {**said, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    state = GameBuilder().in_landmarks("p1", "Lab", **said).build()
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == limits
