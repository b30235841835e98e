"""Plays and counts (issue 30, session 36), played on real boards: the scenario files of
``tests/data/plays_counts`` (semantics/chained_plays_counts.py). Each file states the outcome and
the rules its trace must cite; every card is read from its printed text.

- chained play with a cost change: "Return target Character …. Then, you may play it for {1}
  less this Afternoon" / "Draw a card. You may play the card drawn this way for free this Day"
  — the Emblem-Ongoing names the card the earlier step moved (5.1.2.f, 7.3.26.a, 2.2.15.c);
  "this turn" ends with the turn (2.2.15.a);
- one step giving two things, then "it": "Target Character gains 2 Frost counters and 1 boost.
  At Dusk, if it has 3 or more Frost counters, send it to Reserve." (6.1.e, 6.1.c, 6.5.d);
- several targets each counted by its own: "Up to two target Characters each gain 1 boost for
  each Frost counter on them" (6.5.i, 2.5.c);
- a target in a zone with a filter: "… with Hand Cost {3} or less from your Reserve" (6.5.b,
  2.2.7.a, 2.2.8.a, 2.2.11.b)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

DIR = Path(__file__).resolve().parents[1] / "data" / "plays_counts"
FILES = sorted(DIR.glob("*.yaml"))
_KINDS = {
    "chained play": ("play",),
    "two gains then it": ("gains", "anchored"),
    "each its own count": ("each_target", "each_gain", "two_targets"),
    "zone target with a filter": ("zone_target",),
}


def test_three_boards_per_construction() -> None:
    for kind, words in _KINDS.items():
        boards = [p for p in FILES if any(w in p.stem for w in words)]
        assert len(boards) >= 3, kind


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_board(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [o for o in report.outcomes if not o.held]
    assert report.ok, failed
