"""gdef (session 36): every sibling of sentences_gdef.py reads to what it means — the
controller of a joining Character kept (7.5.5.b), the type of a created token kept (2.2.1,
7.3.5.a) — and each near-miss is refused with its reason; the writer prints each reading
back to the same reading."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .sentences_gdef import CONTROLLED_JOINS, CREATED_KINDS, REDUNDANT_GDEF, REFUSED_GDEF


def _reaction(text: str) -> dict[str, Any]:
    ability, why = grammar_ability(text, support=False)
    assert ability is not None, why
    return dict(ability["reaction"])


def test_there_are_forty_siblings_per_construction() -> None:
    assert len(CONTROLLED_JOINS) >= 20 and len(CREATED_KINDS) >= 20
    assert len(CONTROLLED_JOINS) + len(REDUNDANT_GDEF) + len(REFUSED_GDEF) >= 30
    assert len(CREATED_KINDS) + len(REFUSED_GDEF) >= 30


@pytest.mark.parametrize("text", sorted(CONTROLLED_JOINS))
def test_7_5_5_b_the_controller_of_the_joining_character_is_kept(text: str) -> None:
    reaction = _reaction(text)
    wanted = CONTROLLED_JOINS[text]
    assert reaction["trigger"] == wanted["trigger"]
    assert reaction["filter"] == wanted["filter"]


@pytest.mark.parametrize("text", sorted(CREATED_KINDS))
def test_2_2_1_the_type_of_the_created_token_is_kept(text: str) -> None:
    reaction = _reaction(text)
    wanted = CREATED_KINDS[text]
    assert reaction["trigger"] == wanted["trigger"]
    assert reaction.get("filter") == wanted.get("filter")
    assert reaction.get("player") == wanted.get("player")


@pytest.mark.parametrize("text", sorted(REFUSED_GDEF))
def test_a_near_miss_is_refused_with_its_reason(text: str) -> None:
    ability, why = grammar_ability(text, support=False)
    assert ability is None and why is not None
    assert REFUSED_GDEF[text] in why.reason


@pytest.mark.parametrize("text", sorted(REDUNDANT_GDEF))
def test_7_5_5_a_whose_expedition_says_whose_character(text: str) -> None:
    reaction = _reaction(text)
    assert reaction["trigger"] == REDUNDANT_GDEF[text]["trigger"]
    assert "controller" not in (reaction.get("filter") or {})


@pytest.mark.parametrize("text", sorted({*CONTROLLED_JOINS, *CREATED_KINDS}))
def test_the_writer_prints_the_reading_back(text: str) -> None:
    ability, _ = grammar_ability(text, support=False)
    assert ability is not None
    written = write_ability(ability)
    again, why = grammar_ability(written, support=False)
    assert again is not None, (written, why)
    assert again["reaction"] == ability["reaction"], written
