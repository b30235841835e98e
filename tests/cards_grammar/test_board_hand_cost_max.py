"""Conditions and descriptions of the section "conditions and triggers, round 2 (session 3)",
read by the grammar alone and played on boards, each where it holds and where it does not:
the cards in the controller's Mana zone, every one a Mana Orb (3.2.9.c), exhausted ones too
(2.2.1.f); a Hand Cost maximum found as the target is chosen (2.2.7, 6.5.b)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Status, answer
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_hand_cost_max import (
    COST_OF_YOURS,
    COST_X,
    MANA_CARDS,
    ROBOT_OR_PERMANENT,
    SACRIFICE_ROBOT_OR_CHARACTER,
    THERE_ARE_MANA,
    WHEN_EXHAUSTED,
    WHEN_YOURS_EXHAUSTED,
)


def _fields(text: str) -> dict[str, object]:
    return grammar_fields(text, "Bearer", unique=False)


def _drawn(text: str, mana: int) -> int:
    """How many cards p1 draws when a bearer of ``text`` is played from Hand with ``mana``
    Mana Orbs (playing it exhausts one; it stays in the Mana zone, 2.2.1.f)."""
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(text)).mana("p1", mana)
    state: GameState
    state, _ = play(b.deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize("text", [MANA_CARDS, THERE_ARE_MANA])
@pytest.mark.parametrize(("mana", "drawn"), [(3, 2), (4, 2), (2, 0)])
def test_3_2_9_c_three_or_more_cards_in_your_mana_zone(text: str, mana: int, drawn: int) -> None:
    assert _drawn(text, mana) == drawn


def _stats(cost: int) -> dict[str, int]:
    return {"hand_cost": cost, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _targetable(text: str, ally_cost: int, foe_cost: int) -> bool:
    """Whether the opponent's "Foe" (Hand Cost ``foe_cost``) may be the target when the
    bearer (Hand Cost 1) is played beside my "Ally" (Hand Cost ``ally_cost``)."""
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **_stats(ally_cost))
    b = b.in_expedition("p2", "hero", "Foe", **_stats(foe_cost))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = until_decision(state)
    decision = state.pending
    assert decision is not None
    if decision.kind == DecisionKind.TURN:  # no legal target: nothing to choose
        return False
    return any("Foe" in o.label for o in decision.options)


@pytest.mark.parametrize(("foe_cost", "targetable"), [(2, True), (3, False)])
def test_6_5_b_hand_cost_at_most_the_number_of_characters_you_control(
    foe_cost: int, targetable: bool
) -> None:
    # I control the bearer and Ally: X is 2 as the target is chosen
    assert _targetable(COST_X, ally_cost=5, foe_cost=foe_cost) is targetable


@pytest.mark.parametrize(
    ("ally_cost", "foe_cost", "targetable"), [(3, 3, True), (2, 3, False), (3, 4, False)]
)
def test_6_5_b_hand_cost_at_most_that_of_a_character_you_control(
    ally_cost: int, foe_cost: int, targetable: bool
) -> None:
    # the highest Hand Cost among mine (the bearer's is 1) is the maximum
    assert _targetable(COST_OF_YOURS, ally_cost=ally_cost, foe_cost=foe_cost) is targetable


@pytest.mark.parametrize(
    ("where", "subtypes", "drawn"),
    [("expedition", ["Robot"], 2), ("landmarks", [], 2), ("expedition", ["Plant"], 0)],
    ids=["robot-character", "permanent", "plant-character"],
)
def test_2_2_2_a_robot_or_a_permanent(where: str, subtypes: list[str], drawn: int) -> None:
    # a Robot of any type, or any Permanent; the bearer (no sub-type) is neither
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(ROBOT_OR_PERMANENT))
    if where == "landmarks":
        b = b.in_landmarks("p1", "Other", **_stats(1))
    else:
        b = b.in_expedition("p1", "hero", "Other", subtypes=subtypes, **_stats(1))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("text", "target", "ready", "drawn"),
    [
        (WHEN_EXHAUSTED, "Watcher", True, 1),
        (WHEN_EXHAUSTED, "Other", True, 0),
        (WHEN_EXHAUSTED, "Watcher", False, 0),
        (WHEN_YOURS_EXHAUSTED, "Watcher", True, 1),
        (WHEN_YOURS_EXHAUSTED, "Other", True, 0),
    ],
    ids=["me", "another", "already-exhausted", "mine", "theirs"],
)
def test_7_3_13_when_exhausted(text: str, target: str, ready: bool, drawn: int) -> None:
    # "Watcher" (mine) draws when the object becomes Exhausted (2.4.5, 7.5.4.a): not when
    # another object (the opponent's "Other") is exhausted, not when it already was
    statuses = () if ready else (Status.EXHAUSTED,)
    b = GameBuilder().in_hand("p1", "Bearer", **_fields("{H} Exhaust target Character."))
    watcher = {**_fields(text), "statuses": statuses}
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p2", "hero", "Other", **_stats(1))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = until_decision(state)
    for _ in range(5):
        decision = state.pending
        assert decision is not None
        if decision.kind == DecisionKind.TURN:
            break
        ids = [o.id for o in decision.options if target in o.label][:1]
        state, _ = answer(state, decision.id, tuple(ids or decision.option_ids()[:1]))
        state, _ = until_decision(state)
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("where", "subtypes", "offered"),
    [("landmarks", ["Robot"], True), ("landmarks", ["Plant"], False)],
    ids=["robot-permanent", "plant-permanent"],
)
def test_2_2_2_a_robot_or_a_character_sacrificed(
    where: str, subtypes: list[str], offered: bool
) -> None:
    # a Permanent passes only as a Robot; any Character passes (the bearer is one)
    b = GameBuilder().in_hand("p1", "Bearer", **_fields(SACRIFICE_ROBOT_OR_CHARACTER))
    b = b.in_landmarks("p1", "Other", subtypes=subtypes, **_stats(1))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = until_decision(state)
    seen: list[str] = []
    for _ in range(5):
        decision = state.pending
        assert decision is not None
        if decision.kind == DecisionKind.TURN:
            break
        seen += [o.label for o in decision.options]
        pick = [o.id for o in decision.options if "Bearer" in o.label or "yes" in o.label.lower()]
        state, _ = answer(state, decision.id, tuple(pick[:1] or decision.option_ids()[:1]))
        state, _ = until_decision(state)
    assert any("Bearer" in label for label in seen)
    assert any("Other" in label for label in seen) is offered
