"""Conditions on what an earlier step named, played on boards (issue 30, gram72): the
condition is checked as its step would happen (6.5.d), of the object or player the step
before named (7.2.3.a) — where it holds and where it does not.

* "Ready target Permanent you control. If it's a Landmark, draw a card.": a Landmark is a
  Permanent of that zone type (2.2.3);
* "Discard a card from your hand. If it was a Landmark, draw a card.": the discarded card's
  printed zone type, wherever it now is (2.2.1.i, 2.2.3);
* "Exhaust target Character. If it's a Plant: Draw a card, otherwise I gain 1 boost.": a
  later sentence's "If …:" — the step for when it fails (6.5.e);
* "Target opponent draws a card. If they have 3 or more cards in hand, draw a card.": the
  opponent the step named (1.2.1.b), counted after their draw (6.5.d);
* "Target Character gains 1 boost. If it's ready, draw a card.": ready is not exhausted
  (2.4.6.b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import CardType, GameBuilder, find
from engine.state.decisions import Decision
from engine.state.enums import PermanentZone, Status

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _pick(label: str) -> Callable[[Decision], list[str]]:
    """Answer a choice with the option labelled ``label`` (else the first)."""

    def pick(d: Decision) -> list[str]:
        chosen = [o.id for o in d.options if o.label == label]
        return chosen or [d.options[0].id]

    return pick


def _board(text: str) -> GameBuilder:
    b = GameBuilder().hero("p1", "Captain").hero("p2", "Rival")
    b = b.in_hand("p1", "Unique", **grammar_fields(text))
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


@pytest.mark.parametrize(("target", "drawn"), [("Tower", 1), ("Banner", 0)])
def test_2_2_3_if_its_a_landmark_after_ready_target_permanent(target: str, drawn: int) -> None:
    b = _board("{J} Ready target Permanent you control. If it's a Landmark, draw a card.")
    b = b.in_landmarks("p1", "Tower", statuses=(Status.EXHAUSTED,))
    b = b.in_expedition(
        "p1",
        "hero",
        "Banner",
        type=CardType.PERMANENT,
        permanent_zone=PermanentZone.EXPEDITION,
        statuses=(Status.EXHAUSTED,),
    )
    state, _ = _resolved(b, _pick(target))
    assert Status.EXHAUSTED not in state.objects[find(state, target)].statuses
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(
    ("zone", "drawn"), [(PermanentZone.LANDMARK, 1), (PermanentZone.EXPEDITION, 0)]
)
def test_2_2_1_i_it_was_a_landmark_after_discard_reads_the_printed_zone_type(
    zone: PermanentZone, drawn: int
) -> None:
    b = _board("{J} Discard a card from your hand. If it was a Landmark, draw a card.")
    b = b.in_hand("p1", "Plan", type=CardType.PERMANENT, permanent_zone=zone, hand_cost=2)
    state, _ = _resolved(b, _pick("Plan"))
    assert "Plan" in names(state, "discard:p1")
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(("subtypes", "drawn", "boosts"), [(("Plant",), 1, 0), (("Robot",), 0, 1)])
def test_6_5_e_if_its_a_plant_colon_otherwise_after_a_sentence(
    subtypes: tuple[str, ...], drawn: int, boosts: int
) -> None:
    b = _board(
        "{J} Exhaust target Character. If it's a Plant: Draw a card, otherwise I gain 1 boost."
    )
    b = b.in_expedition("p2", "hero", "Foe", subtypes=subtypes, **ALLY)
    state, _ = _resolved(b, _pick("Foe"))
    assert Status.EXHAUSTED in state.objects[find(state, "Foe")].statuses
    assert len(names(state, "hand:p1")) == drawn
    assert state.objects[find(state, "Unique")].boosts == boosts


@pytest.mark.parametrize(("in_hand", "drawn"), [(2, 1), (1, 0)])
def test_1_2_1_b_they_after_target_opponent_is_that_opponent(in_hand: int, drawn: int) -> None:
    b = _board(
        "{J} Target opponent draws a card. If they have 3 or more cards in hand, draw a card."
    )
    for i in range(in_hand):
        b = b.in_hand("p2", f"Held {i}")
    state, _ = _resolved(b)
    assert len(names(state, "hand:p2")) == in_hand + 1
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(("exhausted", "drawn"), [(False, 1), (True, 0)])
def test_2_4_6_b_if_its_ready_is_not_exhausted(exhausted: bool, drawn: int) -> None:
    b = _board("{J} Target Character gains 1 boost. If it's ready, draw a card.")
    statuses = (Status.EXHAUSTED,) if exhausted else ()
    b = b.in_expedition("p2", "hero", "Foe", statuses=statuses, **ALLY)
    state, _ = _resolved(b, _pick("Foe"))
    assert state.objects[find(state, "Foe")].boosts == 1
    assert len(names(state, "hand:p1")) == drawn
