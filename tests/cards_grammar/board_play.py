"""Shared harness of the grammar's board tests (issue 30): a card printing a text is played on a
board and every later decision is answered by the words of the option wanted, so a test reads as
the table would — what was offered, who was asked, what happened and which rules the trace cites.

Two forms, as the board tests use them:

* :func:`bearer_played` — p1 plays the Character "Bearer" (its text read by the grammar) into the
  hero Expedition and pays; the picks are matched in turn, one decision each;
* :func:`spell_played` — p1 plays the Spell "Probe"; each decision takes every option holding any
  of the picks, and WHO was asked is recorded (6.1.g, 6.1.h)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find
from engine.core import play_card
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields

MOST_DECISIONS = 20
"""No board of these tests asks more; a loop past it would be a bug, not a longer board."""


def bearer(text: str, *, hand_cost: int = 1, **fields: object) -> GameBuilder:
    """p1 holding the Character "Bearer" printing ``text``, 8 mana, both Decks of 6."""
    read = grammar_fields(text, "Bearer", unique=False, hand_cost=hand_cost, **fields)
    b = GameBuilder().in_hand("p1", "Bearer", **read)
    return b.mana("p1", 8).deck_of("p1", 6).deck_of("p2", 6)


def bearer_played(
    state: GameState, picks: tuple[str, ...]
) -> tuple[GameState, list[list[str]], tuple[TraceEntry, ...]]:
    """p1 plays Bearer and pays; each later decision answered with the first option whose
    label holds the next of ``picks`` in turn (else its first option): the state after, each
    decision's option labels, and the trace."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state = pay_mana_asked(state)
    trace = [first, *entries]
    asked: list[list[str]] = []
    todo = list(picks)
    for _ in range(MOST_DECISIONS):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append([o.label for o in d.options])
        wanted = [o.id for o in d.options if todo and todo[0] in o.label]
        if wanted:
            todo.pop(0)
        else:
            wanted = list(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, tuple(wanted[:1]))
        state, more = until_decision(state)
        trace += [entry, *more]
    return state, asked, tuple(trace)


def spell_played(
    b: GameBuilder, text: str, picks: tuple[str, ...]
) -> tuple[GameState, tuple[TraceEntry, ...], list[tuple[str, tuple[str, ...]]]]:
    """p1 plays the Spell "Probe" printing ``text``; each decision answered with the options
    whose labels hold a word of ``picks`` (else the first): the state, the trace, and WHO was
    asked each decision with the labels offered."""
    b = b.in_hand("p1", "Probe", **grammar_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    asked: list[tuple[str, tuple[str, ...]]] = []
    for _ in range(MOST_DECISIONS):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append((decision.player, tuple(o.label for o in decision.options)))
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, tuple(entries), asked


def cited(entries: tuple[TraceEntry, ...]) -> set[str]:
    """Every rule the trace cites."""
    return {r for e in entries for r in e.rules}


def offered(asked: list[list[str]], name: str) -> bool:
    """Whether any decision offered an option naming ``name``."""
    return any(name in label for labels in asked for label in labels)


def zone_names(state: GameState, zone: str) -> list[str]:
    """The names of the objects in ``zone``, in its order."""
    return [state.name(o) for o in state.zone(zone)]
