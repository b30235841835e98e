"""Limits changed (issue 30, session 37) played on boards: a passive changing a limit said with a
verb — "If you control 2 or more Characters with Kelon counters, your Reserve limit increases by
one.", "Each opponent's Reserve limit decreases by one.", a Hero's "Your Landmark limit increases by
one." — a rule of the game changed (2.2.12.m): the Reserve's limit (3.2.10.b), the Landmarks'
(3.2.7.c), kept to at Clean-up (4.2.5.c) while the condition holds; the Clean-up line names the card
and its change."""

from __future__ import annotations

from engine import CardType, DecisionKind, GameBuilder, Phase, answer
from engine.reading.limits import landmark_limit, reserve_limit
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

_KELON = (
    "If you control 2 or more Characters with Kelon counters, your Reserve limit increases by one."
)


def _night(b: GameBuilder) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """The Night played until a turn: each Clean-up choice answered with its first options."""
    b = b.deck_of("p1", 4).deck_of("p2", 4)  # no Deck to refill from the Discard pile (4.2.1.f)
    state, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    found = list(entries)
    for _ in range(6):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        state, entry = answer(state, d.id, tuple(o.id for o in d.options[: d.min_choices]))
        state, more = until_decision(state)
        found.extend((entry, *more))
    return state, tuple(found)


def _with_reserve(b: GameBuilder, player: str, count: int) -> GameBuilder:
    for i in range(count):
        b = b.in_reserve(player, f"{player} R{i}")
    return b


_STAY = {"statuses": (Status.ANCHORED,)}
"""Anchored: not sent to Reserve at Rest (4.2.5.b and its Remark), so still in play at
Clean-up — where the limit is decided (4.2.5.c)."""


def _kelon_board(kelons: int) -> GameBuilder:
    """p1's Bearer printing :data:`_KELON` (no Kelon counter), ``kelons`` other Characters of
    p1 with a Kelon counter, one without, all Anchored; three cards in p1's Reserve."""
    bearer = {**grammar_fields(_KELON, "Bearer"), **_STAY}
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer)
    for i in range(kelons):
        b = b.in_expedition("p1", "companion", f"Kel{i}", counters={"Kelon": 1}, **_STAY)
    b = b.in_expedition("p1", "companion", "Plain", **_STAY)
    return _with_reserve(b, "p1", 3)


def test_3_2_10_b_the_condition_holding_three_cards_are_kept() -> None:
    state, entries = _night(_kelon_board(2))
    assert len(state.zone("reserve:p1")) == 3  # the limit 2 + 1 (2.2.12.m, 4.2.5.c)
    line = next(e for e in entries if e.text.startswith("Clean-up"))
    assert "+1 by Bearer" in line.text, line.text  # the card that changes it, named
    assert {"3.2.10.b", "2.2.12.m", "4.2.5.c"} <= set(line.rules), line.rules


def test_3_2_10_b_the_condition_not_holding_the_limit_stays_two() -> None:
    b = _kelon_board(1)  # one Character with Kelon counters: "2 or more" does not hold
    assert reserve_limit(b.build(), "p1") == 2
    state, _ = _night(b)
    assert len(state.zone("reserve:p1")) == 2  # one discarded at Clean-up (4.2.5.c)
    assert len(state.zone("discard:p1")) == 1


def test_1_2_1_b_each_opponents_reserve_limit_decreases_by_one() -> None:
    text = "Each opponent's Reserve limit decreases by one."
    thief = {**grammar_fields(text, "Thief"), **_STAY}
    b = GameBuilder().in_expedition("p1", "hero", "Thief", **thief)
    b = _with_reserve(_with_reserve(b, "p1", 2), "p2", 2)
    assert (reserve_limit(b.build(), "p1"), reserve_limit(b.build(), "p2")) == (2, 1)
    state, entries = _night(b)
    assert len(state.zone("reserve:p1")) == 2  # its controller's limit is not changed
    assert len(state.zone("reserve:p2")) == 1  # the opponent keeps one (4.2.5.c)
    assert any("3.2.10.b" in e.rules and "2.2.12.m" in e.rules for e in entries)


def test_3_2_7_c_a_heros_passive_increases_the_landmark_limit() -> None:
    hero = grammar_fields("Your Landmark limit increases by one.", "Sierra", type="Hero")
    b = GameBuilder().hero("p1", "Sierra", **{**hero, "type": CardType.HERO})
    for i in range(3):
        b = b.in_landmarks("p1", f"L{i}").in_landmarks("p2", f"Their L{i}")
    assert (landmark_limit(b.build(), "p1"), landmark_limit(b.build(), "p2")) == (3, 2)
    state, entries = _night(b)
    assert len(state.zone("landmark:p1")) == 3  # kept: the limit 3 (3.2.7.c, 4.2.5.c)
    assert len(state.zone("landmark:p2")) == 2  # the opponent's is not changed
    line = next(e for e in entries if e.text.startswith("Clean-up") and "p1" in e.text)
    assert "+1 by Sierra" in line.text and "3.2.7.c" in line.rules, line
