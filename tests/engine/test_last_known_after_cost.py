"""Last known information after a cost or an earlier step (2.1.h; issue 30, blind set): an
effect that reads an object its own cost or an earlier step took out of play reads it as
it was just before — counters, boosts, statuses, statistics, controller, Expedition — on
boards of every sibling of :mod:`last_known_cost_siblings` (a Landmark's named counters, a
Character's boosts, "my Expedition", "it had", "its controller"), and a cost's reading
cites 2.1.h, not the Reactions' 6.3.j."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from last_known_cost_siblings import COST, EARLIER, REFUSED, Sibling, outcome, played


@pytest.mark.parametrize("sibling", [*COST, *EARLIER], ids=lambda s: s[0])
def test_each_sibling_reads_the_object_as_it_was(sibling: Sibling) -> None:
    text, kind, answers, expected = sibling
    result = played(text, kind, answers)
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    assert outcome(result, expected) == expected[2]


@pytest.mark.parametrize("sibling", COST[:2] + COST[5:6], ids=lambda s: s[0])
def test_a_cost_reading_cites_2_1_h_not_the_reactions_rule(sibling: Sibling) -> None:
    text, kind, answers, _ = sibling
    lines = [e for e in played(text, kind, answers).entries if "counted:" in e.text]
    assert lines and all("2.1.h" in e.rules and "6.3.j" not in e.rules for e in lines)
    assert all("as it was just before it left play" in e.text for e in lines)


@pytest.mark.parametrize("text", REFUSED)
def test_what_is_not_read_is_refused(text: str) -> None:
    result = played(text, "own" if "target" in text.lower() else "character", ())
    assert result.gaps
