"""Printed "During Rest, you may [cost]. If you do, I'm not sent to Reserve." read and played
(issue 30, eng70): an optional replacement of the bearer's move to Reserve during Rest
(4.2.5.b, 6.2.d), chosen by paying its cost in its place (6.5.f), not offered when the cost
cannot be paid (1.2.5.c, 6.1.g)."""

from __future__ import annotations

from typing import Any

from engine import DecisionKind, GameBuilder, Phase, Status, find
from engine.state.game_state import GameState
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, read

SPEND = "During Rest, you may spend 1 of my Toxin counters. If you do, I don't go to Reserve."
EXHAUST = "During Rest, you may exhaust me. If you do, I'm not sent to Reserve."
PAY = "During Rest, you may pay {1} instead of sending me to Reserve."


def _night(text: str, *, ready: int = 0, **card: Any) -> GameState:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Walker")
        .in_expedition("p2", "hero", "Lingerer", **card, **fields(executed(read(text))))
        .mana("p2", ready)
        .at_phase(Phase.NIGHT)
    )
    state, _ = until_decision(b.build())
    return state


def _zone(state: GameState) -> str:
    return state.objects[find(state, "Lingerer")].zone


def test_spent_counter_paid_it_stays_declined_it_goes() -> None:
    state = _night(SPEND, counters={"Toxin": 1})
    assert (pending(state).kind, pending(state).player) == (DecisionKind.OPTIONAL_MODIFIER, "p2")
    assert _zone(choose(state, "yes")) == "expedition:p2:hero"
    assert _zone(choose(state, "no")) == "reserve:p2"


def test_no_counter_to_spend_nothing_is_asked() -> None:
    assert _zone(_night(SPEND)) == "reserve:p2"


def test_exhaust_me_only_while_ready() -> None:
    state = _night(EXHAUST)
    stayed = choose(state, "yes")
    assert _zone(stayed) == "expedition:p2:hero"
    assert _zone(_night(EXHAUST, statuses=(Status.EXHAUSTED,))) == "reserve:p2"


def test_pay_instead_of_being_sent() -> None:
    assert _zone(choose(_night(PAY, ready=1), "yes")) == "expedition:p2:hero"
    assert _zone(_night(PAY)) == "reserve:p2"


def test_given_to_a_group_by_the_set_keyword() -> None:
    # "Your other Characters have [Lingering]." where [Lingering] is the set's keyword whose
    # reminder is SPEND (2.2.12.c): each other Character has it (2.3.1.a) and is asked.
    with using_keywords({"lingering": SPEND}):
        giver = fields(executed(read("Your other Characters have [[Lingering]].")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Walker")
        .in_expedition("p2", "companion", "Banner", **giver)
        .in_expedition("p2", "hero", "Lingerer", counters={"Toxin": 1})
        .at_phase(Phase.NIGHT)
    )
    state, _ = until_decision(b.build())
    assert (pending(state).kind, pending(state).player) == (DecisionKind.OPTIONAL_MODIFIER, "p2")
    assert _zone(choose(state, "yes")) == "expedition:p2:hero"
    assert _zone(choose(state, "no")) == "reserve:p2"
