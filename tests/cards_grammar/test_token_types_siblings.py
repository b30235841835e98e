"""Token types (issue 30, session 40): every sibling of sentences_token_types.py reads to what it
means or is refused with a reason (never another meaning), and the writer prints each reading back
to the same reading:

* CONTROLLED — "If you control a Landmark token / no Landmark token …": the condition is
  checked on boards (7.5.5.b: what a player controls; 2.1.e, 2.2.3.e: a Landmark token is a
  token Permanent in Landmarks);
* SACRIFICED — "Sacrifice a Landmark token [you control]": the objects offered (7.3.36.a);
* GAINED — "I gain [K]", "It gains [K]", "Target Character gains [K] [for a time]": a set
  keyword's reminder given by an Emblem-Ongoing (2.2.12.c, 2.2.15.a, 2.3.1.a; 2.1.d)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.reading.conditions import holds
from engine.state.enums import CardType
from engine.state.game_state import GameState
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import fields, names, play, read
from ..engine.helpers import until_decision
from .sentences_token_types import BOARDS, CANT, CONTROLLED, GAINED, SACRIFICED, SET_KEYWORDS
from .test_board_effects import ALLY

LANDMARK_TOKEN = {"type": CardType.PERMANENT, "is_token": True}


def test_the_siblings_are_many() -> None:
    assert len(CONTROLLED) >= 30 and len(SACRIFICED) >= 12
    assert sum(v is None for v in CONTROLLED.values()) >= 4


@cache
def _board(kind: str) -> GameState:
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4)
    if kind in ("landmark_token", "two_landmark_tokens"):
        b = b.in_landmarks("p1", "Mast", **LANDMARK_TOKEN)
    if kind == "two_landmark_tokens":
        b = b.in_landmarks("p1", "Spire", **LANDMARK_TOKEN)
    if kind == "landmark":
        b = b.in_landmarks("p1", "Tower")
    if kind == "character_token":
        b = b.in_expedition("p1", "hero", "Zephyr", is_token=True, **ALLY)
    if kind == "theirs":
        b = b.in_landmarks("p2", "Buoy", **LANDMARK_TOKEN)
    return b.build()


def _condition(text: str) -> Any:
    reading = read("{J} " + text + ", I gain 2 boosts.")
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    (step,) = fields(reading)["abilities"][0].effect
    assert step.condition is not None
    return step.condition


@pytest.mark.parametrize("case", sorted(CONTROLLED))
def test_7_5_5_b_a_control_condition_on_a_token_of_a_type_holds_as_it_says(case: str) -> None:
    wanted = CONTROLLED[case]
    if wanted is None:
        reading = read("{J} " + case + ", I gain 2 boosts.")
        assert not reading.executable
        assert reading.abilities[0].reason
        return
    condition = _condition(case)
    got = tuple(holds(condition, _board(kind), "p1") for kind in BOARDS)
    assert got == wanted, dict(zip(BOARDS, got, strict=True))


@pytest.mark.parametrize("case", sorted(CONTROLLED))
def test_the_writer_prints_a_control_condition_back(case: str) -> None:
    if CONTROLLED[case] is None:
        return
    text = "{J} " + case + ", I gain 2 boosts."
    ability, _ = grammar_ability(text, support=False)
    if ability is None:  # read by the printed reader's condition clauses, not the grammar
        assert read(text).executable
        return
    again, why = grammar_ability(write_ability(ability), support=False)
    assert again is not None, why
    ability.pop("text", None)
    again.pop("text", None)
    assert again == ability


def _mixed() -> GameBuilder:
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4).mana("p1", 3)
    b = b.in_landmarks("p1", "Mast", **LANDMARK_TOKEN).in_landmarks("p1", "Tower")
    b = b.in_expedition("p1", "companion", "Zephyr", is_token=True, **ALLY)
    b = b.in_expedition("p1", "companion", "Vanilla", **ALLY)
    return b.in_landmarks("p2", "Buoy", **LANDMARK_TOKEN)


ALL_SACRIFICEABLE = frozenset({"Mast", "Tower", "Zephyr", "Vanilla", "Buoy"})


@pytest.mark.parametrize("case", sorted(SACRIFICED))
def test_7_3_36_a_sacrifice_a_token_of_a_type_offers_only_those(case: str) -> None:
    wanted = SACRIFICED[case]
    reading = read("{J} " + case, name="Sacrificer")
    if wanted is None:
        assert not reading.executable
        assert reading.abilities[0].reason
        return
    state, _ = play(_mixed().in_hand("p1", "Sacrificer", **fields(reading)), "Sacrificer")
    d = state.pending
    for _ in range(2):  # "You may …": yes, then the choice
        if d is None or d.kind == DecisionKind.TURN:
            break
        offered = {o.label.split(" (")[0] for o in d.options} & ALL_SACRIFICEABLE
        if offered:
            assert offered == wanted, [o.label for o in d.options]
            return
        yes = [o.id for o in d.options if o.label.lower().startswith(("yes", "pay", "do"))]
        if not yes:
            break
        state, _ = until_decision(answer(state, d.id, (yes[0],))[0])
        d = state.pending
    left = {
        n
        for z in ("landmark:p1", "landmark:p2", "expedition:p1:companion")
        for n in names(state, z)
    }
    assert ALL_SACRIFICEABLE - left <= wanted and ALL_SACRIFICEABLE - left, left


# ------------------------------------------------------------ GAINED (2.2.12.c, 2.2.15.a)
def test_the_gained_siblings_are_many() -> None:
    assert len(GAINED) >= 30
    assert sum(v is None for v in GAINED.values()) >= 8


@pytest.mark.parametrize("case", sorted(GAINED))
def test_2_2_15_a_a_set_keyword_gained_gives_its_reminder_for_the_time_said(case: str) -> None:
    """ "[object] gains [K]" (no time said: until it leaves play, 2.1.d) is an Emblem-Ongoing
    whose passive gives the step's objects the reminder's ability (2.2.15.a, 2.3.1.a) — the
    subject, the duration and the ability given as the sentence says; refused otherwise."""
    wanted = GAINED[case]
    with using_keywords(defined_keywords(list(SET_KEYWORDS))):
        reading = read(case)
        if wanted is None:
            assert not reading.executable, case
            assert reading.abilities[0].reason
            return
        assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
        effect = compile_card(reading.model).fields["abilities"][0].effect
    step = next(s for s in effect if s.ongoing is not None)
    assert step.subject is not None and step.ongoing is not None
    (emblem,) = step.ongoing.abilities
    assert emblem.grant is not None
    (given,) = emblem.grant.abilities
    keyword = case.split("[")[1].split("]")[0]
    got = (step.subject.value, step.ongoing.duration, given.kind.value)
    assert got == wanted and given.text == f"[{keyword}]", got
    assert (step.condition is not None) == (" if " in case)


# ------------------------------------------------------------ CANT (1.4.1.a)
def test_the_cant_siblings_are_many() -> None:
    assert len(CANT) >= 19 and sum(v is None for v in CANT.values()) >= 5


@pytest.mark.parametrize("case", sorted(CANT))
def test_1_4_1_a_cant_gain_boosts_or_counters_reads_both_or_is_refused(case: str) -> None:
    wanted = CANT[case]
    ability, stop = grammar_ability(case, support=False)
    if wanted is None:
        assert ability is None and stop is not None and stop.reason
        assert not read(case).executable
        return
    assert ability is not None, stop.reason if stop else ""
    cant = ability["passive"]["cant_be"]
    assert (tuple(cant["actions"]), cant.get("filter")) == wanted
    assert read(case).executable
    again, why = grammar_ability(write_ability(ability), support=False)  # the writer's words
    assert again is not None, why
    again.pop("text", None)
    ability.pop("text", None)
    assert again == ability
