"""What gram88's "target opponent" conditions MEAN and how they play (issue 30): the players'
composed predicates said of a player the step targets (1.2.6.c) — read as the opponent's
condition with ``against_target`` (each part of "exactly" too), the target asked before the
condition is evaluated against that player (6.5.b, 6.5.d; engine.steps.condition_targets);
"target player" (who may be you) is left to the judge."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import GameBuilder
from engine.reading.conditions import holds
from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import Whose
from engine.state.records import replace

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .sentences_target_opponent_conditions import ALSO_REFUSED, FORMS, REFUSED, SIBLINGS, said
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _siblings import unique_card_conditions


def _one(sibling: str, form: str = FORMS[1]) -> Condition:
    found = unique_card_conditions(said(sibling, form))
    assert found is not None, sibling
    return found[0]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("sibling", [s for s in SIBLINGS if s not in REFUSED])
def test_every_sibling_is_read_about_the_target(sibling: str, form: str) -> None:
    c = _one(sibling, form)
    assert c.against_target and not c.player
    assert all(p.against_target for p in c.parts)


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("sibling", sorted(REFUSED))
def test_target_player_who_may_be_you_is_refused(sibling: str, form: str) -> None:
    assert unique_card_conditions(said(sibling, form)) is None


@pytest.mark.parametrize("sentence", ALSO_REFUSED)
def test_a_step_targeting_a_player_too_and_a_trigger_are_refused(sentence: str) -> None:
    assert unique_card_conditions(sentence) is None


def test_3_2_cards_in_their_zone_and_1_2_2_what_they_control() -> None:
    c = _one("target opponent has two or more cards in their Reserve")
    assert (c.counted, c.whose, c.at_least) == (Counted.YOUR_RESERVE, Whose.OPPONENT, 2)
    c = _one("target opponent controls two or more Characters")
    assert (c.counted, c.at_least) == (Counted.OPPONENT_CONTROLS, 2)
    c = _one("target opponent doesn't control a Landmark")
    assert c.negated and (c.counted, c.whose) == (Counted.YOUR_LANDMARKS, Whose.OPPONENT)
    c = _one("target opponent has exactly one card in their hand")
    assert c.kind == ConditionKind.ALL_OF
    assert [(p.at_least, p.at_most) for p in c.parts] == [(1, None), (None, 1)]


def test_6_5_b_the_chosen_player_is_counted_each_part_too() -> None:
    state = GameBuilder().in_reserve("p2", "Theirs").at_afternoon().build()
    c = _one("target opponent has exactly one card in their Reserve")
    assert not holds(c, state, "p1")  # no one chosen: it cannot hold
    assert holds(replace(c, player="p2"), state, "p1")
    c = _one("target opponent has no cards in their Reserve")
    assert not holds(replace(c, player="p2"), state, "p1")


def _drawn(text: str, b: GameBuilder) -> tuple[int, str]:
    """Cards in p1's hand after "Unique" printing ``text`` resolves, and the trace's text."""
    b = b.in_hand("p1", "Unique", **grammar_fields(text))  # type: ignore[arg-type]
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = _resolved(b)
    return len(names(state, "hand:p1")), "\n".join(e.text for e in entries)


def _board() -> GameBuilder:
    return GameBuilder().hero("p1", "Captain").hero("p2", "Rival")


@pytest.mark.parametrize(("kept", "drawn"), [(2, 1), (1, 0)])
def test_if_target_opponent_has_two_or_more_cards_in_their_reserve(kept: int, drawn: int) -> None:
    text = "{J} If target opponent has two or more cards in their Reserve, draw a card."
    b = _board()
    for i in range(kept):
        b = b.in_reserve("p2", f"Theirs{i}", **ALLY)
    n, trace = _drawn(text, b)
    assert n == drawn
    assert "p1 targets p2" in trace  # asked before the condition is evaluated (6.5.b)


@pytest.mark.parametrize(("landmarks", "drawn"), [(0, 1), (1, 0)])
def test_draw_a_card_unless_target_opponent_controls_a_landmark(landmarks: int, drawn: int) -> None:
    text = "{J} Draw a card unless target opponent controls a Landmark."
    b = _board()
    if landmarks:
        b = b.in_landmarks("p2", "Tower")
    assert _drawn(text, b)[0] == drawn


@pytest.mark.parametrize(("allies", "drawn"), [(2, 1), (1, 0)])
def test_if_target_opponent_controls_two_or_more_characters(allies: int, drawn: int) -> None:
    text = "{J} If target opponent controls two or more Characters, draw a card."
    b = _board()
    for i in range(allies):
        b = b.in_expedition("p2", "hero", f"Theirs{i}", **ALLY)
    assert _drawn(text, b)[0] == drawn
