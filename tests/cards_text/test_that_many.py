""" "{J} You may discard any number of cards from your Reserve to draw that many cards": the
controller chooses none to all of them (6.5.i, 6.1.g), then draws as many cards as were
discarded — nothing when none was (6.5.f)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps

TEXT = "{J} You may discard any number of cards from your Reserve to draw that many cards."


def test_the_printed_sentence_reads_as_a_choice_then_that_many() -> None:
    assert steps(executed(read(TEXT))) == [
        {
            "action": "discard",
            "subject": "a_card_from_your_reserve",
            "any_number": True,
            "then": ({"action": "draw", "per": "that many"},),
            "to_pay": True,
        }
    ]


@pytest.mark.parametrize("discarded", [0, 1, 3])
def test_6_5_i_as_many_cards_drawn_as_discarded(discarded: int) -> None:
    b = GameBuilder().in_hand("p1", "Sifter", **fields(executed(read(TEXT, name="Sifter"))))
    for i in range(3):
        b = b.in_reserve("p1", f"Old {i}")
    state, _ = play(b.mana("p1", 1).deck_of("p1", 5), "Sifter")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    assert d.min_choices == 0 and d.max_choices == 3  # none to all of them
    chosen = [find(state, f"Old {i}") for i in range(discarded)]
    state, _ = answer(state, d.id, chosen)
    state, _ = until_decision(state)
    assert len(names(state, "discard:p1")) == discarded
    assert len(state.zone("hand:p1")) == discarded
    assert len(state.zone("deck:p1")) == 5 - discarded


@pytest.mark.parametrize(
    "text",
    [
        "{J} Sacrifice any number of Characters to draw that many cards.",
        "{H} Discard any number of cards from your hand to draw that many cards.",
    ],
)
def test_variants_other_costs_and_zones(text: str) -> None:
    [step] = steps(executed(read(text)))
    assert step["any_number"] and step["then"][0]["per"] == "that many"


@pytest.mark.parametrize(
    "text",
    [
        # "that many" with no step before it to count
        "{J} Draw that many cards.",
        # two objects of different kinds
        "{J} Discard any number of cards from your Reserve to gain that many boosts.",
    ],
)
def test_that_many_elsewhere_is_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))
