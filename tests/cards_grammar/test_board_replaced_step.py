# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The session-26 review's fixed defect and the readings kept beside it, played on boards (issue
30).

"[X]. If [c], [Y] instead" (6.2.b) with Y a whole step of its own is "if c, Y; otherwise X"
only where X is the ONE step Y can replace: the step just before, done by the controller, of
another action than every step before it. Where the text leaves which step is replaced
unsaid ("Draw a card. Target Character gains 1 boost. If …, draw two cards instead"; "Each
player draws a card. If …, draw two cards instead") it is refused by name (the session-26 review);
it was read before as the draw in the boost's place / your draw in every player's."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import GameBuilder, Status, find
from engine.state.decisions import Decision
from engine.state.enums import BOOST
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_numbers_and_distribution import _resolved


def _board(text: str, landmark: bool) -> GameBuilder:
    b = GameBuilder().hero("p1", "Captain").hero("p2", "Rival")
    b = b.in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 6)
    b = b.deck_of("p1", 3).deck_of("p2", 3).in_expedition("p2", "hero", "Foe")
    return b.in_landmarks("p1", "Tower") if landmark else b


def _pick(label: str) -> Callable[[Decision], list[str]]:
    return lambda d: [o.id for o in d.options if o.label == label] or [d.options[0].id]


def _read(text: str) -> bool:
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    return read_printed(card).executable


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw a card. Target Character gains 1 boost. If you control a Landmark, draw two cards instead.",
        "{J} Draw a card. Exhaust target Character. If you control a Landmark, draw two cards instead.",
        "{J} Each player draws a card. If you control a Landmark, draw two cards instead.",
        "{J} Each opponent draws a card. If you control a Landmark, draw two cards instead.",
        "{J} Target opponent draws a card. If you control a Landmark, draw two cards instead.",
    ],
)
def test_6_2_b_instead_whose_replaced_step_is_unsaid_is_refused(text: str) -> None:
    assert not _read(text)


@pytest.mark.parametrize(("landmark", "drawn", "boosts"), [(True, 0, 2), (False, 1, 0)])
def test_6_2_b_instead_replaces_the_step_just_before_not_an_earlier_one(
    landmark: bool, drawn: int, boosts: int
) -> None:
    """ "Exhaust target Character. Draw a card. If …, I gain 2 boosts instead": the boosts
    in the DRAW's place; the exhaust happens either way."""
    text = "{J} Exhaust target Character. Draw a card. If you control a Landmark, I gain 2 boosts instead."
    state, _ = _resolved(_board(text, landmark), _pick("Foe"))
    assert len(names(state, "hand:p1")) == drawn
    assert state.objects[find(state, "Unique")].counters.get("boost", 0) == boosts
    assert Status.EXHAUSTED in state.objects[find(state, "Foe")].statuses


@pytest.mark.parametrize(("landmark", "p1_hand", "p2_hand"), [(True, 0, 1), (False, 1, 0)])
def test_6_2_b_another_players_step_instead_of_yours(
    landmark: bool, p1_hand: int, p2_hand: int
) -> None:
    """ "Draw a card. If …, target opponent draws a card instead": the opponent's draw in
    yours (Y names its own player; X is yours alone)."""
    text = "{J} Draw a card. If you control a Landmark, target opponent draws a card instead."
    state, _ = _resolved(_board(text, landmark))
    assert len(names(state, "hand:p1")) == p1_hand
    assert len(names(state, "hand:p2")) == p2_hand


@pytest.mark.parametrize(
    "text",
    [
        "{J} Each player exhausts target Character they control and they draw a card.",
        "{J} Each opponent exhausts target Character they control and they draw a card.",
        "{J} Target opponent exhausts target Character they control and they draw a card.",
        "{J} Each player sacrifices a Character and they draw a card.",
        "{J} Each opponent sacrifices a Character and they draw a card.",
    ],
)
def test_1_4_7_b_and_they_after_players_step_is_refused_not_read_as_you(text: str) -> None:
    """ "… and they draw a card" after a step other players do: each of THEM draws (1.4.7.b);
    read as the controller's draw before review26 (the opponent drew nothing)."""
    assert not _read(text)


def test_1_4_7_b_and_you_after_players_step_is_the_controllers() -> None:
    """ "Each opponent sacrifices a Character and you draw a card": the opponent sacrifices
    one of theirs, the controller draws (the reading kept beside the refusal)."""
    text = "{J} Each opponent sacrifices a Character and you draw a card."
    state, _ = _resolved(_board(text, landmark=False))
    assert names(state, "discard:p2") == ["Foe"]
    assert len(names(state, "hand:p1")) == 1
    assert len(names(state, "hand:p2")) == 0


def test_2_5_1_a_sacrifice_a_character_with_the_most_boosts_is_among_yours() -> None:
    """gram79's sibling read since eng80 (its expectation was stale after the merge): "a
    Character with the most boosts" that you sacrifice is the most boosted of YOURS — an
    opponent's more boosted one does not stop it (1.4.7.b)."""
    text = "{J} Sacrifice a Character with the most boosts."
    b = GameBuilder().hero("p1", "Captain").hero("p2", "Rival")
    b = b.in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 6)
    b = b.deck_of("p1", 3).deck_of("p2", 3)
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: 5})
    b = b.in_expedition("p1", "hero", "Low").in_expedition(
        "p1", "hero", "High", counters={BOOST: 2}
    )
    state, _ = _resolved(b)
    assert names(state, "discard:p1") == ["High"]
    assert names(state, "discard:p2") == []
