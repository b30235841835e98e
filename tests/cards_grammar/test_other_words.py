"""Paraphrases read as the usual form (gram71): benchmarks/paraphrase_kinds.py's pairs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from paraphrase_kinds import PAIRS, outcome


@pytest.mark.parametrize(("kind", "paraphrase", "usual"), PAIRS)
def test_read_as_the_usual_form(kind: str, paraphrase: str, usual: str) -> None:
    found = outcome(paraphrase, usual)
    assert found != "read differently"
    assert found != "usual not read"
    if "Choose two cards" not in paraphrase:  # "choose two cards from your reserve": not read
        assert found == "same"


def test_asleep_by_becomes_is_kept() -> None:
    """A status gained is not always one "become" (7.5.4.a): only ready / exhausted fold."""
    from scenarios.cards.grammar.rewordings import reworded

    words = [("Target", 0, 6), ("Character", 7, 16), ("becomes", 17, 24), ("Asleep", 25, 31)]
    assert reworded([*words, (".", 31, 32)]) == [*words, (".", 31, 32)]
