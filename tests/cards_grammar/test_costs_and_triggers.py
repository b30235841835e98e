"""Costs and trigger events as composed languages (gram95): the siblings of
sentences_costs_and_triggers.py read by the grammar alone — each read one holds the fields
its meaning names and runs; each refused one names why — and played on boards: a "Pay N"
cost paid in full before the effect and refused when it cannot be paid (1.2.5, 5.1.2.c), a
"first Character each Afternoon" trigger that fires once (5.1.2.k), a card put in the Mana
zone by Expand (4.2.1.e, 3.2.9.a) activating "When you put a card in your Mana zone"."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, Phase, Status, answer, find
from engine.core import play_card, play_quick_action
from engine.state.enums import BOOST
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import read_printed

from ..engine.helpers import choose, pending, until_decision
from .grammar_cards import grammar_fields
from .probe import probe_card
from .sentences_costs_and_triggers import (
    COST_READ,
    COST_REFUSED,
    FIRST_CHARACTER_EACH_AFTERNOON,
    MANA_ZONE_JOINED,
    MANA_ZONE_JOINED_AFTERNOON,
    PAY_TWO_DRAW,
    PUT_IN_RESERVE_COST,
    TRIGGER_READ,
    TRIGGER_REFUSED,
)

_STATS = {"forest": 1, "mountain": 1, "water": 1}


def _holds(got: dict[str, Any], wanted: dict[str, Any]) -> bool:
    return all(got.get(k) == v for k, v in wanted.items())


@pytest.mark.parametrize(("text", "wanted"), COST_READ.items(), ids=list(COST_READ))
def test_cost_read(text: str, wanted: dict[str, Any]) -> None:
    ability, why = grammar_ability(text, support=False)
    assert ability is not None, why
    assert _holds(ability["quick_action"]["cost"], wanted), ability
    assert read_printed(probe_card(text, hand_cost=2), patterns=False).executable


@pytest.mark.parametrize(("text", "wanted"), TRIGGER_READ.items(), ids=list(TRIGGER_READ))
def test_trigger_read(text: str, wanted: dict[str, Any]) -> None:
    ability, why = grammar_ability(text, support=False)
    assert ability is not None, why
    assert _holds(ability["reaction"], wanted), ability
    assert read_printed(probe_card(text, hand_cost=2), patterns=False).executable


@pytest.mark.parametrize(
    ("text", "reason"),
    [*COST_REFUSED.items(), *TRIGGER_REFUSED.items()],
    ids=[*COST_REFUSED, *TRIGGER_REFUSED],
)
def test_refused_by_name(text: str, reason: str) -> None:
    ability, why = grammar_ability(text, support=False)
    assert ability is None
    assert reason.lower() in str(why).lower()


# ------------------------------------------------------------------ boards
def _scribe(text: str, mana: int, hand: tuple[str, ...] = ()) -> tuple[GameState, str]:
    """p1's Scribe printing the quick action ``text``, ``mana`` ready Mana Orbs and the
    cards named ``hand`` in Hand, in p1's Afternoon turn."""
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **grammar_fields(text, "Scribe"))
    for name in hand:
        b = b.in_hand("p1", name, hand_cost=1, **_STATS)
    b = b.mana("p1", mana).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1")
    state, _ = until_decision(b.build())
    return state, find(state, "Scribe")


def _resolved(state: GameState) -> GameState:
    """Run, answering each decision but the next turn's with its first options."""
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        state, _ = until_decision(state)
    return state


def _ready_orbs(state: GameState, player: str) -> int:
    orbs = state.zone(f"mana:{player}")
    return sum(not state.objects[o].has(Status.EXHAUSTED) for o in orbs)


def test_pay_n_cost_paid_in_full_before_the_effect() -> None:
    state, oid = _scribe(PAY_TWO_DRAW, mana=3)
    hand = len(state.zone("hand:p1"))
    state = _resolved(play_quick_action(state, "p1", oid, 0)[0])
    assert _ready_orbs(state, "p1") == 1  # two Mana Orbs exhausted (1.2.5)
    assert state.objects[oid].has(Status.EXHAUSTED)  # {T} paid with it (7.1.4.a)
    assert len(state.zone("hand:p1")) == hand + 1


def test_pay_n_cost_not_payable_is_refused() -> None:
    state, oid = _scribe(PAY_TWO_DRAW, mana=1)
    with pytest.raises(IllegalAction):
        play_quick_action(state, "p1", oid, 0)  # one ready Mana Orb for two (1.2.5.c)


def test_put_in_reserve_cost_moves_the_chosen_card_before_the_effect() -> None:
    state, oid = _scribe(PUT_IN_RESERVE_COST, mana=0, hand=("Spare", "Kept"))
    state, _ = play_quick_action(state, "p1", oid, 0)
    state, _ = until_decision(state)
    assert pending(state).kind == DecisionKind.COST_CHOICE  # chosen as declared (5.1.2.c)
    spare = find(state, "Spare")
    assert set(pending(state).option_ids()) == {spare, find(state, "Kept")}
    state = _resolved(answer(state, pending(state).id, (spare,))[0])
    assert state.objects[find(state, "Spare")].zone == "reserve:p1"  # 7.3.27.a
    assert state.objects[find(state, "Kept")].zone == "hand:p1"
    assert len(state.zone("hand:p1")) == 2  # Kept and the card drawn
    assert state.objects[oid].has(Status.EXHAUSTED)


def test_put_in_reserve_cost_not_payable_with_an_empty_hand() -> None:
    state, oid = _scribe(PUT_IN_RESERVE_COST, mana=0)
    assert not state.zone("hand:p1")
    with pytest.raises(IllegalAction):
        play_quick_action(state, "p1", oid, 0)  # paid in full or not at all (1.2.5.c)


def _watcher(text: str) -> GameBuilder:
    fields = grammar_fields(text, "Watcher", unique=False)
    return GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)


def test_first_character_each_afternoon_fires_once() -> None:
    b = _watcher(FIRST_CHARACTER_EACH_AFTERNOON)
    b = b.in_hand("p1", "Alpha", hand_cost=1, **_STATS).in_hand("p1", "Beta", hand_cost=1, **_STATS)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1")
    state, _ = until_decision(b.build())
    state = _resolved(play_card(state, "p1", find(state, "Alpha"), "hero")[0])
    assert state.objects[find(state, "Alpha")].counters.get(BOOST, 0) == 1
    assert pending(state).player == "p2"
    state = choose(state, "pass")  # p2 is done for the Afternoon; p1 takes the next turn
    state = _resolved(play_card(state, "p1", find(state, "Beta"), "hero")[0])
    assert state.objects[find(state, "Beta")].counters.get(BOOST, 0) == 0  # the second


def _expand(text: str) -> GameState:
    """p1's Watcher printing ``text`` in play; each player puts a card from Hand in their
    Mana zone at Expand (4.2.1.e), then the Afternoon's first decision."""
    b = _watcher(text).in_hand("p1", "Spare").in_hand("p2", "Other Spare")
    b = b.deck_of("p1", 5).deck_of("p2", 5).at_phase(Phase.MORNING, first="p1")
    state, _ = until_decision(b.build())
    while pending(state).kind == DecisionKind.EXPAND:
        spare = "Spare" if pending(state).player == "p1" else "Other Spare"
        state = choose(state, find(state, spare))
    return _resolved(state)


def test_mana_zone_trigger_on_expand() -> None:
    state = _expand(MANA_ZONE_JOINED)
    assert find(state, "Spare") in state.zone("mana:p1")
    # once: p1's own card only — p2's card joined p2's Mana zone (3.2.9.a)
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 1


def test_mana_zone_trigger_during_the_afternoon_not_at_expand() -> None:
    state = _expand(MANA_ZONE_JOINED_AFTERNOON)
    assert find(state, "Spare") in state.zone("mana:p1")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 0  # Morning (4.2.a)
