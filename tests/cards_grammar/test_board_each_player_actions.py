"""Hands and players (session 40): each player's whole keyword action and each player's two steps,
played on boards — "Each player [Stows]." where [Stow] is "Put a card from your hand in your
Reserve. Draw a card.", "Each opponent [Trawls]." ("Draw a card. Then discard a card." — its discard
from the Hand, 3.1.3.d), "Each player draws a card, then discards a card.".

A keyword action is one verb: each player does the whole of it as their own (1.4.7.b), in
initiative order (6.1.h, 1.4.5.a), their decisions made in that order before the actions are
done (6.1.h: the engine's one order for a group's step). "Draws …, then discards …" are two
verbs, two steps (6.1.c): every player draws, then each discards, choosing in initiative
order (6.1.h)."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry
from engine.state.decisions import DecisionKind
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import answer, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_keyword_action_triggers import ALLY

KEYWORDS = {
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
    "trawl": "Draw a card. Then discard a card.",
}
"""The set's keyword actions of several steps (invented)."""


def _fields(text: str, name: str) -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, type="Spell", unique=False)


def _board() -> GameBuilder:
    """Each player with one card "Keep" in hand and a Deck of 6."""
    b = GameBuilder().in_hand("p1", "Keep1", **ALLY).in_hand("p2", "Keep2", **ALLY)
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(
    text: str, picks: tuple[str, ...] = ("Keep",)
) -> tuple[GameState, tuple[TraceEntry, ...], list[str]]:
    """p1 plays the Spell "Probe" printing ``text``; each decision answered with the options
    whose labels hold a word of ``picks`` (else the first): the state, the trace, WHO was
    asked each decision."""
    b = _board().in_hand("p1", "Probe", **_fields(text, "Probe"))
    state, entries = play(b, "Probe", "spell")
    asked: list[str] = []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append(decision.player)
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, tuple(entries), asked


def _zone(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def _moves(entries: tuple[TraceEntry, ...]) -> list[tuple[str, str]]:
    """(who, what) of each card put or drawn, in the order it happened."""
    return [
        (ev.player or "", ev.kind.value)
        for e in entries
        for ev in e.events
        if ev.kind.value in ("put", "draw", "discard")
    ]


def test_6_1_h_each_player_does_the_whole_keyword_action_in_turn() -> None:
    state, entries, asked = _played("Each player [Stows].")
    assert asked == ["p1", "p2"]  # each chooses their own card, in initiative order (6.1.h)
    assert _zone(state, "reserve:p2") == ["Keep2"] and "Keep1" in _zone(state, "reserve:p1")
    assert len(state.zone("hand:p1")) == 1 and len(state.zone("hand:p2")) == 1  # each drew
    assert len(state.zone("deck:p1")) == 5 and len(state.zone("deck:p2")) == 5
    # p1's whole Stow, then p2's: put and draw, then put and draw (1.4.7.b, 6.1.h)
    assert _moves(entries) == [("p1", "put"), ("p1", "draw"), ("p2", "put"), ("p2", "draw")]
    (turns,) = [e for e in entries if "each player does it in turn" in e.text]
    assert "6.1.h" in turns.rules


def test_3_1_3_d_each_opponent_trawls_discarding_from_their_hand() -> None:
    state, entries, asked = _played("Each opponent [Trawls].")
    assert asked == ["p2"]  # the one opponent chooses the card to discard (6.1.g)
    assert len(state.zone("discard:p2")) == 1 and len(state.zone("hand:p2")) == 1
    assert _zone(state, "hand:p1") == ["Keep1"] and len(state.zone("deck:p1")) == 6
    assert _moves(entries) == [("p2", "draw"), ("p2", "discard")]
    assert "6.1.h" in rules_of(entries)


def test_6_1_c_each_player_draws_then_each_discards_two_steps() -> None:
    state, entries, asked = _played("Each player draws a card, then discards a card.")
    assert asked == ["p1", "p2"]  # the discards chosen in initiative order (6.1.h)
    assert _zone(state, "discard:p1") == ["Keep1"] and _zone(state, "discard:p2") == ["Keep2"]
    assert len(state.zone("hand:p1")) == 1 and len(state.zone("hand:p2")) == 1
    # a step per verb (6.1.c): both draw, then both discard
    assert _moves(entries) == [("p1", "draw"), ("p2", "draw"), ("p1", "discard"), ("p2", "discard")]
    assert "6.1.h" in rules_of(entries)
