"""The siblings of benchmarks/last_known_siblings.py (gram105): every one executes, and
each "If it's …" reads who controls "it" as its words say — never dropped (a condition
read as "it's a Character" alone would draw for anyone's Character)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scenarios.cards.condition_texts import condition_of

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from last_known_siblings import IT_IS, sentences, status

_WHOSE = {
    "If it's an opponent's Character": ("opponent", False),
    "If it's a Character you control": ("you", False),
    "If it's a Character an opponent controls": ("opponent", False),
    "If it's one of your Characters": ("you", False),
    "If it's a token": ("", False),
    "If it's not a Character you control": ("you", True),
}


@pytest.mark.parametrize("sentence", sentences())
def test_every_sibling_executes(sentence: str) -> None:
    done, reason = status(sentence)
    assert done, reason


@pytest.mark.parametrize("said", IT_IS)
def test_if_its_reads_whose_it_is(said: str) -> None:
    words = said.split(",")[0]
    condition = condition_of(words[len("If ") :])
    assert condition is not None
    whose, negated = _WHOSE[words]
    assert [f.controller for f in condition.any_of] == [whose]
    assert condition.negated is negated


def test_it_is_an_opponents_turn_is_not_a_kind_of_card() -> None:
    """ "it's an opponent's turn" is no object of "it" (4.2.3.b): never read as one."""
    found = condition_of("it's an opponent's turn")
    assert found is None or found.kind != "it_matches"
