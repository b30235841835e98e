"""The writer's round trip for the gram34 forms (issue 30): "[I / group] can't be [verb] by
your opponents' effects" (1.4.1.a, 6.2.h) under a condition or not, and a list of verbs with
such a source refused by both (which verbs it names is not said)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import Unwritable, write_ability

from .test_round_trip_cr_vocabulary import CONDITIONS, groups

VERBS = ["sacrifice", "exhaust", "ready", "discard"]


@st.composite
def by_opponents(draw: st.DrawFn) -> dict[str, Any]:
    action = draw(st.sampled_from(VERBS)) + "_by_opponent"
    cant: dict[str, Any] = {"actions": [action]}
    if draw(st.booleans()):
        cant["filter"] = draw(groups())
    condition = draw(st.sampled_from(CONDITIONS))
    passive: dict[str, Any] = {"cant_be": cant}
    return {"passive": {**passive, "if": condition}} if condition else {"passive": passive}


@settings(max_examples=150, deadline=None)
@given(by_opponents())
def test_a_written_cant_by_opponents_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert "by your opponents' effects" in text
    assert read_ability(text) == ability, text


def test_several_verbs_with_a_source_are_refused_both_ways() -> None:
    ability = {"passive": {"cant_be": {"actions": ["sacrifice", "exhaust_by_opponent"]}}}
    with pytest.raises(Unwritable):
        write_ability(ability)
    with pytest.raises(NotRead, match=r"list of .can.t be. verbs"):
        read_ability("I can't be sacrificed or exhausted by your opponents' effects.")


WHO = ["expeditions", "my expedition", "your expeditions", "your opponents' expeditions"]


@st.composite
def rule_changes(draw: st.DrawFn) -> dict[str, Any]:
    """ "[whose Expeditions] can't move forward / backward [due to …]" (1.4.1.a), "Your
    opponents can't play [cards]", a die's result changed (7.3.33.c) — under a condition
    or not (2.3.2.f)."""
    kind = draw(st.sampled_from(["move", "play", "die"]))
    passive: dict[str, Any]
    if kind == "move":
        way = draw(st.sampled_from(["forward", "backward"]))
        due = draw(st.sampled_from(["", " due to effects your opponents control"]))
        passive = {"cant": f"{draw(st.sampled_from(WHO))} can't move {way}{due}"}
    elif kind == "play":
        said = draw(st.sampled_from(["Spells", "Characters", "Permanents", "cards"]))
        where = draw(st.sampled_from(["", " from Reserve", " from hand"]))
        if draw(st.booleans()):
            passive = {"cant": f"Your opponents can't play {said}{where}"}
        else:
            passive = {"cant": f"{said[:1].upper()}{said[1:]} can't be played{where}"}
    else:
        replace = {"action": "roll_die", "scope": "mine", "add_to_result": draw(st.integers(1, 3))}
        if draw(st.booleans()):
            replace["always"] = True
        return {"passive": {"instead": replace}}
    condition = draw(st.sampled_from([None, "it's your turn", "it's dusk"]))
    return {"passive": {**passive, "if": condition}} if condition else {"passive": passive}


@settings(max_examples=150, deadline=None)
@given(rule_changes())
def test_a_written_rule_change_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
