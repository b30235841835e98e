"""The chooser audit (benchmarks/chooser_audit.py) crosses every chooser with the actions a
player does, and tells a reading right from one that runs with another player or amount."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import chooser_audit as audit  # noqa: E402


def test_every_chooser_does_every_action_it_can() -> None:
    cases = audit.cases()
    choosers = {v for c in cases for d, v in c.dims if d == "chooser"}
    assert {who.label for who in audit.CHOOSERS} <= choosers
    texts = [c.text for c in cases]
    assert "{J} Target opponent discards their hand." in texts
    assert "{J} Exhaust target Character. Its owner sacrifices any number of Characters." in texts
    assert len(texts) == len(set(texts))  # one sentence, one case


def test_a_reading_by_another_player_or_amount_is_read_wrong() -> None:
    right = next(c for c in audit.cases() if c.text == "{J} Target opponent discards their hand.")
    assert audit.check(right) == "read right"
    wrong_player = audit.Case(
        right.text,
        right.dims,
        lambda steps: any(audit._chooser_is(audit.CHOOSERS[1], s) for s in steps),  # target player
    )
    assert audit.check(wrong_player) == "read wrong"
    unread = audit.Case("{J} Target opponent frobnicates their hand.", right.dims, right.check)
    assert audit.check(unread) == "not read"
