"""The decision-point table (engine/why.py): every rule it names is a rule of CR 5.0 the
engine may cite, every point is used by the engine, and the engine uses no other."""

from __future__ import annotations

import re
from pathlib import Path

from engine.citations import RULES
from engine.why import TABLE
from rules_corpus.corpus import Corpus
from rules_corpus.model import Rule, Section

ENGINE = Path(__file__).resolve().parents[2] / "engine"
_USE = re.compile(r"""why\(\s*f?["']([\w.{}]+)["']""")


def _uses() -> set[str]:
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        if path.name == "why.py":
            continue
        found.update(_USE.findall(path.read_text(encoding="utf-8")))
    return found


def _expanded(uses: set[str]) -> set[str]:
    """Uses written as f-strings (``why(f"play.enters.{kind}")``) stand for every point
    with that prefix; indirections through a mapping are found by their string values."""
    out = {u for u in uses if "{" not in u}
    for u in uses:
        if "{" in u:
            prefix = u.split("{", 1)[0]
            out.update(p for p in TABLE if p.startswith(prefix))
    for path in ENGINE.rglob("*.py"):
        if path.name != "why.py":
            text = path.read_text(encoding="utf-8")
            out.update(p for p in TABLE if f'"{p}"' in text)
    return out


def test_every_rule_of_the_table_is_a_rule_of_cr5_the_engine_may_cite(corpus: Corpus) -> None:
    missing = [
        (point, r)
        for point, p in TABLE.items()
        for r in p.rules
        if r not in RULES or not isinstance(corpus.get("altered-cr-5.0", r), Rule | Section)
    ]
    assert missing == []


def test_every_point_says_what_it_decides() -> None:
    assert all(p.question.endswith("?") and p.rules for p in TABLE.values())


def test_every_point_of_the_table_is_used_by_the_engine() -> None:
    assert sorted(set(TABLE) - _expanded(_uses())) == []


def test_the_engine_uses_only_points_of_the_table() -> None:
    unknown = [u for u in _uses() if "{" not in u and u not in TABLE]
    assert unknown == []
