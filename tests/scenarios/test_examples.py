"""Every example scenario runs; known failures are strict xfails reported by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_corpus.parsing.altered_cr5 import parse_altered_cr5
from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

REPO = Path(__file__).resolve().parents[2]
CORPUS = (REPO / "rules_corpus" / "sources" / "altered_cr_5_0.md").read_text(encoding="utf-8")
# Rule ids as the parser reads them: the export's "5.1.2.1" is rule 5.1.2.l (a typo the
# parser fixes and the engine cites).
PARSED = frozenset(r.id for r in parse_altered_cr5(CORPUS).rules)
FILES = sorted(EXAMPLES_DIR.glob("*.yaml"))


def _params() -> list[object]:
    params: list[object] = []
    for path in FILES:
        scenario = load_scenario(path)
        marks = []
        if scenario.model.known_failure:
            marks.append(
                pytest.mark.xfail(
                    strict=True, reason=f"{path.stem}: {scenario.model.known_failure}"
                )
            )
        params.append(pytest.param(path, id=path.stem, marks=marks))
    return params


@pytest.mark.parametrize("path", _params())
def test_example_scenario(path: Path) -> None:
    report = check_scenario(load_scenario(path))
    failed = [
        f"{o.label}: expected {o.expected!r}, actual {o.actual!r}"
        for o in report.outcomes
        if not o.held
    ]
    assert failed == []


def test_there_are_enough_examples() -> None:
    assert len(FILES) >= 50
    passing = [p for p in FILES if not load_scenario(p).model.known_failure]
    assert len(passing) >= 20


def _is_rule(rule_id: str) -> bool:
    if rule_id in PARSED:
        return True
    escaped = re.escape(rule_id)
    pattern = rf"^[-*\s]*{escaped}(?![\w.])|^#+\s*\**{escaped}\b"
    return re.search(pattern, CORPUS, re.MULTILINE) is not None


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_example_is_named_after_and_cites_rules_of_the_cr(path: Path) -> None:
    model = load_scenario(path).model
    assert model.rules, "an example scenario cites the rules that justify it"
    missing = [r for r in model.rules if not _is_rule(r)]
    assert missing == []
    named_after = [r for r in model.rules if path.stem.startswith(r.replace(".", "_") + "_")]
    assert named_after or path.stem.split("_")[0].isdigit()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_example_says_which_rules_its_trace_cites_or_must_not(path: Path) -> None:
    """The citation suite: each example names the rules a judge would cite for its key
    outcome (``cites``), or the ones that must not appear (``does_not_cite``) — checked by
    the example's own test against the trace."""
    text = path.read_text(encoding="utf-8")
    assert re.search(r"^\s*- (cites|does_not_cite):", text, re.MULTILINE)
