"""Which atomic actions "[X]. If [c], [Y] instead" replaces (prec34), read by the grammar
alone and played on boards: a replacing modifier changes the atomic actions of what it is
about (6.2.b, 6.2.f) — a part of X's group does Y and the rest still does X (6.1.e); the
same group, or objects none of X's, replace the whole step; a pronoun that could be the
condition's objects or X's is refused naming it."""

from __future__ import annotations

import pytest

from engine import GameState, find
from scenarios.cards.grammar.first import grammar_ability

from .sentences_instead_parts import INSTEAD_SIBLINGS
from .test_board_composed_descriptions import ALLY, _bearer, _played

PART = (
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, "
    "Soldiers you control each gain 1 Kelon counter instead."
)
ME = (
    "{J} Each Character you control gains 1 boost. If you control a Soldier, I gain 2 "
    "boosts instead."
)
SAME = (
    "{J} Each Character you control gains 1 boost. If you control a Soldier, each Character "
    "you control gains 1 Kelon counter instead."
)
THEIRS = (
    "{J} Each Character you control gains 1 boost. If you control a Soldier, Characters your "
    "opponents control gain 1 boost instead."
)
THEY = (
    "{J} Each Character you control gains 1 boost. If you control two or more Soldiers, they "
    "each gain 1 Kelon counter instead."
)


@pytest.mark.parametrize("text", list(INSTEAD_SIBLINGS))
def test_6_2_b_each_instead_sibling_reads_as_meant_or_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    wanted = INSTEAD_SIBLINGS[text]
    if wanted is None:
        assert ability is None and stop is not None
        assert "6.2.b" in stop.reason and "(" in stop.reason
        return
    assert ability is not None, stop.reason if stop else ""
    assert ability["reaction"]["effect"] == wanted


def test_6_2_b_the_refusal_of_an_ambiguous_they_names_the_word() -> None:
    ability, stop = grammar_ability(THEY, support=False)
    assert ability is None and stop is not None
    assert stop.part == "they" and "condition" in stop.reason and "6.1.e" in stop.reason


def _board(text: str, soldiers: int) -> GameState:
    b = _bearer(text).in_expedition("p1", "hero", "Card", **ALLY)
    for i in range(soldiers):
        b = b.in_expedition("p1", "companion", f"Guard{i}", subtypes=("Soldier",), **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    return _played(b.at_afternoon(first="p1").build())


def _has(state: GameState, name: str) -> tuple[int, int]:
    """(boosts, Kelon counters) of ``name``."""
    o = state.objects[find(state, name)]
    return o.boosts, o.counters.get("Kelon", 0)


def test_6_2_f_the_part_gets_the_counter_the_rest_of_the_group_still_the_boost() -> None:
    """The blind set's defect: the Soldiers' atomic actions replaced (a counter each), the
    other Characters still gain their boost (6.1.e)."""
    state = _board(PART, soldiers=2)
    assert _has(state, "Guard0") == (0, 1) and _has(state, "Guard1") == (0, 1)
    assert _has(state, "Card") == (1, 0) and _has(state, "Bearer") == (1, 0)


def test_6_5_e_the_condition_fails_every_character_gains_the_boost() -> None:
    state = _board(PART, soldiers=1)
    assert _has(state, "Guard0") == (1, 0) and _has(state, "Card") == (1, 0)
    assert _has(state, "Bearer") == (1, 0)


def test_6_2_f_i_gain_two_the_others_still_one() -> None:
    state = _board(ME, soldiers=1)
    assert _has(state, "Bearer") == (2, 0)
    assert _has(state, "Card") == (1, 0) and _has(state, "Guard0") == (1, 0)


def test_6_2_b_the_same_group_replaces_the_whole_step() -> None:
    state = _board(SAME, soldiers=1)
    for name in ("Bearer", "Card", "Guard0"):
        assert _has(state, name) == (0, 1)


def test_6_2_b_objects_none_of_the_groups_replace_the_whole_step() -> None:
    state = _board(THEIRS, soldiers=1)
    assert _has(state, "Theirs") == (1, 0)
    assert _has(state, "Card") == (0, 0) and _has(state, "Bearer") == (0, 0)
