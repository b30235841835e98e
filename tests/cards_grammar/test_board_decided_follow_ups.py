"""Who acts after another player's decision (gram64, issue 30), played on boards where the
OTHER player answers: p1 plays the Unique, p2 is asked its "may" (6.5.c, 1.4.7.b); "If they
do / don't, draw a card" is p1's draw (the effect's controller, 6.5.f), "If they do / don't,
they [step]" is p2's step (the player who decided)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Status, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_decided_follow_ups import (
    ANY_PAYS_OR_DRAW,
    BOARD_SENTENCES_DECIDED,
    EXHAUST_OR_DRAW,
    EXHAUST_THEN_THEY_DRAW,
    PAY_OR_THEY_DISCARD,
    PAY_OR_THEY_SACRIFICE,
    PAY_THEN_THEY_DRAW,
    PUT_THEN_DRAW,
    SEND_THEN_DRAW,
    WHO_DOESNT_SACRIFICES,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``); p2 has Foe in its hero Expedition and Spare in hand."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).in_hand("p2", "Spare", **ALLY)
    return b.mana("p1", 4).mana("p2", 3).deck_of("p1", 6).deck_of("p2", 6)


def _resolved(text: str, choice: str) -> tuple[GameState, list[str], list[str]]:
    """The Unique played and resolved, p2 answering ``choice`` to its "may"; the state, the
    trace, and who was asked the "may"."""
    state, entries = play(_board(text), "Unique")
    trace = [e.text for e in entries]
    asked: list[str] = []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.OPTIONAL_STEP:
            asked.append(d.player)
            ids: tuple[str, ...] = (choice,)
        else:
            # p1 targets the opponent (6.5.b); every other choice is p2's own (1.4.7.b)
            assert d.player == ("p1" if d.kind == DecisionKind.TARGET else "p2")
            ids = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, first = answer(state, d.id, ids)
        state, more = until_decision(state)
        trace += [e.text for e in (first, *more)]
    return state, trace, asked


def _zone(state: GameState, player: str, kind: ZoneKind) -> list[str]:
    return names(state, z.personal(kind, player))


def _foe_exhausted(state: GameState) -> bool:
    return any(
        state.name(o) == "Foe" and state.objects[o].has(Status.EXHAUSTED) for o in state.objects
    )


@pytest.mark.parametrize("text", BOARD_SENTENCES_DECIDED)
def test_6_5_c_the_other_player_decides(text: str) -> None:
    _, _, asked = _resolved(text, "no")
    assert asked == ["p2"]


@pytest.mark.parametrize(("choice", "p1_draws"), [("yes", 0), ("no", 1)])
def test_6_5_f_if_they_dont_draw_is_the_effects_controllers(choice: str, p1_draws: int) -> None:
    """p2 decides the exhaust; "If they don't, draw a card" is p1's draw, never p2's."""
    state, _, _ = _resolved(EXHAUST_OR_DRAW, choice)
    assert len(_zone(state, "p1", ZoneKind.HAND)) == p1_draws
    assert _zone(state, "p2", ZoneKind.HAND) == ["Spare"]
    assert _foe_exhausted(state) is (choice == "yes")


def test_6_5_f_if_they_do_draw_after_their_send() -> None:
    state, _, _ = _resolved(SEND_THEN_DRAW, "yes")
    assert _zone(state, "p2", ZoneKind.RESERVE) == ["Foe"]
    assert len(_zone(state, "p1", ZoneKind.HAND)) == 1
    assert _zone(state, "p2", ZoneKind.HAND) == ["Spare"]


@pytest.mark.parametrize(("choice", "discarded"), [("yes", []), ("no", ["Spare"])])
def test_1_4_7_b_they_discard_is_the_decider(choice: str, discarded: list[str]) -> None:
    """p2 declines to pay: "they discard a card from their hand" — p2 discards its own."""
    state, _, _ = _resolved(PAY_OR_THEY_DISCARD, choice)
    assert _zone(state, "p2", ZoneKind.DISCARD) == discarded


def test_1_4_7_b_each_opponent_who_declines_sacrifices() -> None:
    state, _, _ = _resolved(PAY_OR_THEY_SACRIFICE, "no")
    assert _zone(state, "p2", ZoneKind.DISCARD) == ["Foe"]


def test_1_4_7_b_they_draw_after_paying_says_who_decided() -> None:
    state, trace, _ = _resolved(PAY_THEN_THEY_DRAW, "yes")
    assert len(_zone(state, "p2", ZoneKind.HAND)) == 2
    assert _zone(state, "p1", ZoneKind.HAND) == []
    assert any("'they' is the player who decided, p2" in t for t in trace), trace


def test_1_4_7_b_they_draw_after_their_exhaust() -> None:
    state, _, _ = _resolved(EXHAUST_THEN_THEY_DRAW, "yes")
    assert _foe_exhausted(state)
    assert len(_zone(state, "p2", ZoneKind.HAND)) == 2
    assert _zone(state, "p1", ZoneKind.HAND) == []


@pytest.mark.parametrize(("choice", "p1_draws"), [("yes", 0), ("no", 1)])
def test_1_2_1_b_any_opponent_is_the_one_opponent(choice: str, p1_draws: int) -> None:
    """ "Any opponent may pay {1}. If no one does, draw a card": p2 decides; p1 draws only
    when p2 declines (6.5.c)."""
    state, _, _ = _resolved(ANY_PAYS_OR_DRAW, choice)
    assert len(_zone(state, "p1", ZoneKind.HAND)) == p1_draws


@pytest.mark.parametrize(("choice", "sacrificed"), [("yes", []), ("no", ["Foe"])])
def test_1_4_7_b_each_opponent_who_doesnt_sacrifices(choice: str, sacrificed: list[str]) -> None:
    """p2 declines to exhaust Foe: "each opponent who doesn't" — p2 — sacrifices a Character
    (its own, 7.3.36.a); having exhausted it, nothing more."""
    state, _, _ = _resolved(WHO_DOESNT_SACRIFICES, choice)
    assert _zone(state, "p2", ZoneKind.DISCARD) == sacrificed
    assert _foe_exhausted(state) is (choice == "yes")


@pytest.mark.parametrize(("choice", "p1_draws"), [("yes", 1), ("no", 0)])
def test_6_5_c_the_opponent_puts_from_their_hand(choice: str, p1_draws: int) -> None:
    """p2 decides and chooses the card from its own hand (1.4.7.b); p1 draws if they did."""
    state, _, _ = _resolved(PUT_THEN_DRAW, choice)
    assert _zone(state, "p2", ZoneKind.RESERVE) == (["Spare"] if choice == "yes" else [])
    assert len(_zone(state, "p1", ZoneKind.HAND)) == p1_draws
