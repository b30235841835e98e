"""Descriptions joined by "or" (issue 30, session 40): "or" between object descriptions in a count,
a trigger and a condition, read by the grammar alone and played on boards. An object of either
description counts once, fitting both or one (2.2.1: an object is of a kind or not; 6.5.i "for each"
counts objects); an object of either description leaving play activates the Reaction once (6.3.b,
7.3.20.a); a condition holds when one object of either is there (6.5.d)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    ActionKind,
    DecisionKind,
    GameBuilder,
    Step,
    Task,
    TaskKind,
    ZoneKind,
    answer,
    find,
    request,
)
from engine.core import play_card
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import after_judge_step, grammar_fields

STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
ROBOT_OR_TOKEN_LEAVES = "When a Robot or a token you control leaves play \u2014 Draw a card."
PER_BUREAUCRAT_OR_TOKEN = "{J} I gain 1 boost for each Bureaucrat or token you control."
IF_BUREAUCRAT_OR_LANDMARK = "{J} If you control a Bureaucrat or a Landmark, draw a card."


def _played(b: GameBuilder) -> tuple[GameState, set[str]]:
    """p1 plays Bearer from hand and pays; its {J} Reaction resolves: the state after and
    the rules the trace cites."""
    state = b.mana("p1", 8).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    found = [first, *entries]
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending  # the first Mana Orbs offered (5.1.2.h), the trace kept
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        found += [paid, *more]
    if state.zone("limbo"):  # the {J} Emblem-Reaction resolves as p1 passes (6.3.h, 4.4.b)
        decision = state.pending
        assert decision is not None and decision.kind == DecisionKind.TURN
        state, passed = answer(state, decision.id, ("pass",))
        state, after = until_decision(state)
        found += [passed, *after]
    assert not state.zone("limbo")
    return state, rules_of(tuple(found))


def _bearer(text: str) -> GameBuilder:
    return GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))


# ---------------------------------------------------------------------------- a count
def test_6_5_i_each_bureaucrat_or_token_counted_once() -> None:
    """Clerk (a Bureaucrat), Badge (a Bureaucrat token: both, counted once) and Wisp (a
    token) are counted; Brute (neither) and the opponent's token are not: 3 boosts."""
    b = _bearer(PER_BUREAUCRAT_OR_TOKEN)
    b = b.in_expedition("p1", "companion", "Clerk", subtypes=("Bureaucrat",), **STATS)
    b = b.in_expedition(
        "p1", "companion", "Badge", subtypes=("Bureaucrat",), is_token=True, **STATS
    )
    b = b.in_expedition("p1", "hero", "Wisp", is_token=True, **STATS)
    b = b.in_expedition("p1", "hero", "Brute", **STATS)
    b = b.in_expedition("p2", "hero", "Foe", is_token=True, **STATS)
    state, cited = _played(b)
    assert state.objects[find(state, "Bearer")].boosts == 3
    assert "6.5.i" in cited, cited


# --------------------------------------------------------------------------- a trigger
def _watched(owner: str, **card: object) -> GameState:
    fields = grammar_fields(ROBOT_OR_TOKEN_LEAVES, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition(owner, "companion", "Leaver", **{**STATS, **card})
    return b.deck_of("p1", 3).deck_of("p2", 3).build()


@pytest.mark.parametrize(
    ("owner", "card", "drawn"),
    [
        ("p1", {"subtypes": ("Robot",)}, 1),
        ("p1", {"is_token": True}, 1),
        ("p1", {"subtypes": ("Robot",), "is_token": True}, 1),  # both: one activation
        ("p1", {}, 0),  # neither
        ("p2", {"subtypes": ("Robot",)}, 0),  # not yours
    ],
    ids=["a-robot", "a-token", "a-robot-token-once", "neither", "an-opponents-robot"],
)
def test_6_3_b_a_robot_or_a_token_you_control_leaving_play(
    owner: str, card: dict[str, object], drawn: int
) -> None:
    state = _watched(owner, **card)
    hand = len(state.zone("hand:p1"))
    leaver = (find(state, "Leaver"),)
    step = Step(ActionKind.DISCARD, objects=leaver, to_zone=ZoneKind.DISCARD)
    state, cited = after_judge_step(state, step)
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the object fits one
    assert ("7.3.20.a" in cited) is bool(drawn)


def test_6_3_b_an_object_of_neither_description_is_said_not_to_activate() -> None:
    """A plain Character of p1's leaving play: the trace says the Reaction does not
    activate, the object being neither a Robot nor a token (6.3.b), naming the trigger."""
    state = _watched("p1")
    leaver = (find(state, "Leaver"),)
    new, first = request(state, Step(ActionKind.DISCARD, objects=leaver, to_zone=ZoneKind.DISCARD))
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    _, entries = until_decision(replace(new, agenda=agenda, pending=None))
    said = [e for e in (first, *entries) if "does not activate" in e.text]
    assert said and "Robot or a token" in said[0].text, [e.text for e in entries]
    assert "6.3.b" in said[0].rules


# ------------------------------------------------------------------------- a condition
@pytest.mark.parametrize(
    ("mine", "theirs", "drawn"),
    [
        ("landmark", None, 1),
        ("bureaucrat", None, 1),
        (None, "bureaucrat", 0),  # an opponent's Bureaucrat: not one you control
        ("plain", "landmark", 0),
    ],
    ids=["your-landmark", "your-bureaucrat", "theirs-only", "neither-yours"],
)
def test_6_5_d_if_you_control_a_bureaucrat_or_a_landmark(
    mine: str | None, theirs: str | None, drawn: int
) -> None:
    b = _bearer(IF_BUREAUCRAT_OR_LANDMARK)
    for player, what in (("p1", mine), ("p2", theirs)):
        if what == "landmark":
            b = b.in_landmarks(player, f"Tower {player}", reserve_cost=1)
        elif what == "bureaucrat":
            b = b.in_expedition(
                player, "hero", f"Clerk {player}", subtypes=("Bureaucrat",), **STATS
            )
        elif what == "plain":
            b = b.in_expedition(player, "hero", f"Brute {player}", **STATS)
    state, cited = _played(b)
    assert len(state.zone("hand:p1")) == drawn, cited  # Bearer played: the hand was empty
    assert "6.5.d" in cited, cited
