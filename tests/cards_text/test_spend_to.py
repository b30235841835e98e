""" "Spend [counters] to [Y]" without "you may" (Sap Overflow's mode): the spend is Y's cost
(6.1.d), which a player is never forced to pay (1.2.5.b, 6.4.b: asked, as "you may" is); Y
happens only if they were spent; an object cannot spend more than it has (7.3.38.b)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

OVERFLOW = (
    "Choose one: • Spend 1 counter from a card you control or in your Reserve to discard "
    "target Permanent. • Discard target Character in play or in Reserve."
)


def test_spend_to_is_read_as_spend_then() -> None:
    (modal,) = steps(executed(read(OVERFLOW, type="Spell")))
    (first,) = modal["modes"][0]["effect"]
    assert (first["action"], first["subject"]) == (
        "spend_counters",
        "a_card_you_control_or_in_your_reserve",
    )
    assert [dict(t) for t in first["then"]] == [
        {"action": "discard", "subject": "target_permanent"}
    ]
    assert steps(executed(read("{J} Spend 2 of my boosts to draw a card."))) == [
        {
            "action": "spend_counters",
            "amount": 2,
            "counter": "boost",
            "may": True,
            "then": ({"action": "draw"},),
            "to_pay": True,
            "never_forced": True,
        }
    ]


def _spender(boosts: int) -> tuple[int, int]:
    card = fields(executed(read("{R} Spend 2 of my boosts to draw a card.", name="Spender")))
    b = GameBuilder().in_reserve("p1", "Spender", counters={"boost": boosts}, **card)
    b = b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 2)
    state, _ = play(b.in_hand("p1", "Other", **card), "Spender")
    d = state.pending
    if d is not None and d.kind == DecisionKind.OPTIONAL_STEP:  # never forced: asked (6.4.b)
        state, _ = answer(state, d.id, (d.option_ids()[0],))
        state, _ = until_decision(state)
    return len(state.zone("hand:p1")), state.objects[find(state, "Spender")].boosts


def test_6_5_f_with_enough_boosts_they_are_spent_and_a_card_is_drawn() -> None:
    drawn, left = _spender(boosts=3)
    assert (drawn, left) == (2, 1)  # Other stays in hand, plus the card drawn


def test_7_3_38_b_with_too_few_nothing_is_spent_and_nothing_drawn() -> None:
    drawn, left = _spender(boosts=1)
    assert (drawn, left) == (1, 1)
