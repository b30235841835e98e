""" "Return target Character or Permanent to the top of its owner's deck" (Paint Prison): the
object moves to its owner's Deck (3.1.2.c: a personal zone is its owner's; 7.3.27.a: "put",
"return" and "send" are synonyms), on top — or at the bottom when the text says so."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps


@pytest.mark.parametrize(
    ("text", "subject", "position"),
    [
        ("Return target Character to the top of its owner's deck.", "target_character", "top"),
        ("Put target Permanent on the bottom of its owner's deck.", "target_permanent", "bottom"),
        ("Send target Character or Permanent to the top of its owner's Deck.", None, "top"),
        ("Return me to the top of my owner's deck.", "self", "top"),
    ],
)
def test_printed_variants_read_as_a_move_to_the_deck(
    text: str, subject: str | None, position: str
) -> None:
    [step] = steps(executed(read("{J} " + text)))
    assert step["to"] == "deck" and step["position"] == position
    if subject is not None:
        assert step.get("subject", "self") == subject


@pytest.mark.parametrize("position", ["top", "bottom"])
def test_3_1_2_c_the_object_goes_to_its_owners_deck(position: str) -> None:
    text = f"{{J}} Return target Character to the {position} of its owner's deck."
    b = GameBuilder().in_hand("p1", "Tide", **fields(executed(read(text, name="Tide"))))
    b = b.in_expedition("p2", "hero", "Intruder").deck_of("p2", 3).mana("p1", 1)
    state, _ = play(b, "Tide")
    d = state.pending
    if d is not None and d.kind == DecisionKind.TARGET:
        state, _ = answer(state, d.id, [find(state, "Intruder")])
        state, _ = until_decision(state)
    deck = names(state, "deck:p2")
    assert len(deck) == 4
    assert (deck[0] if position == "top" else deck[-1]) == "Intruder"
    assert "Intruder" not in names(state, "expedition:p2:hero")


def test_a_deck_not_its_owners_is_left_to_the_judge() -> None:
    assert not_executed(read("{J} Put target Character on top of target opponent's deck."))
