"""gdef (session 36): the trigger events x the filters of their object
(benchmarks/event_filter_matrix.py). Every event the grammar reads with an object
description, each place a Character joins, and the creation events, crossed with each word
a description says (controller, "another", owner, type, sub-type, token, status, boosts,
counters, Hand Cost, statistic, keyword, place): each reading keeps the word (or is refused
with a reason, or the word says nothing more there, by a cited rule), and the Reaction the
card compiles to matches an object the word fits and not one it does not (6.3.b)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import event_filter_matrix as matrix  # noqa: E402


@pytest.fixture(scope="module")
def found() -> tuple[list[matrix.Cell], Counter[str]]:
    return matrix.run()


def test_no_filter_is_dropped_by_the_reading_or_the_engine(
    found: tuple[list[matrix.Cell], Counter[str]],
) -> None:
    cells, engine = found
    bad = [(c.outcome, c.text, c.detail) for c in cells if c.outcome in ("dropped", "crash")]
    bad += [(c.outcome, c.text, "") for c in cells if c.outcome == "engine dropped"]
    assert bad == []
    assert engine["ignored"] == 0


def test_the_matrix_is_the_grammar_s_size(found: tuple[list[matrix.Cell], Counter[str]]) -> None:
    """The generator keeps finding the events: a matrix shrunk by a generator's miss would
    pass the test above emptily."""
    cells, engine = found
    outcomes = Counter(c.outcome for c in cells)
    assert outcomes["kept"] > 1500
    assert len({c.event.rule for c in cells if c.outcome == "kept"}) >= 60
    assert engine["matched"] > 1400
    for name in (f.name for f in matrix._filters()):
        assert any(c.filter == name and c.outcome == "kept" for c in cells), name


def _cell(cells: list[matrix.Cell], text: str) -> matrix.Cell:
    return next(c for c in cells if c.text == text)


def test_the_two_defects_are_cells_of_it(found: tuple[list[matrix.Cell], Counter[str]]) -> None:
    cells, _ = found
    yours = _cell(cells, "When a Character you control joins an Expedition \u2014 I gain 1 boost.")
    assert yours.outcome == "kept" and yours.reaction is not None
    assert yours.reaction["filter"] == {"controller": "you"}
    assert yours.detail == "matched"  # the opponent's Character does not match (7.5.5.b)
    token = _cell(cells, "When you create a token Character \u2014 I gain 1 boost.")
    assert token.outcome == "kept" and token.reaction is not None
    assert token.reaction["filter"] == {"types": ["Character"]}
    assert token.detail == "matched"  # a Permanent token does not match (2.2.1)


def test_a_contradiction_is_refused_and_a_redundancy_cites_its_rule(
    found: tuple[list[matrix.Cell], Counter[str]],
) -> None:
    cells, _ = found
    facing = _cell(
        cells, "When a Character you control joins the Expedition facing me \u2014 I gain 1 boost."
    )
    assert facing.outcome == "refused" and "7.5.5.b" in facing.detail
    mine = _cell(cells, "When a Character you control joins my Expedition \u2014 I gain 1 boost.")
    assert mine.outcome == "redundant" and "7.5.5" in mine.detail


def test_a_dropped_filter_is_caught() -> None:
    """The check itself: a reading without the filter's words is "dropped"."""
    f = next(f for f in matrix._filters() if f.name == "controller: you control")
    assert not f.kept({"trigger": "character_joins_an_expedition"})
    assert f.kept({"trigger": "character_joins_an_expedition", "filter": {"controller": "you"}})
