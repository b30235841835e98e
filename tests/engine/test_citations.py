"""Every rule id the engine cites exists as a rule line of the Comprehensive Rules 5.0."""

from __future__ import annotations

import re
from pathlib import Path

from engine import ACTION_RULES, KEYWORD_ACTIONS, cited_rule_ids
from rules_corpus.parsing.altered_cr5 import _TYPO_FIXED as TYPO_FIXED
from rules_corpus.parsing.altered_cr5 import _TYPO_ID as TYPO_ID

ROOT = Path(__file__).resolve().parents[2]
CORPUS = (ROOT / "rules_corpus" / "sources" / "altered_cr_5_0.md").read_text(encoding="utf-8")
RULE_ID = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)?\.[a-z])(?![\w])")


def _is_rule_line(rule_id: str) -> bool:
    if rule_id == TYPO_FIXED:  # printed "5.1.2.1" in the source; the parser reads 5.1.2.l
        rule_id = TYPO_ID
    pattern = r"^[-*\s]*" + re.escape(rule_id) + r"(?![\w.])"
    return re.search(pattern, CORPUS, re.MULTILINE) is not None


def test_registry_ids_are_rule_lines_of_the_corpus() -> None:
    missing = sorted(r for r in cited_rule_ids() if not _is_rule_line(r))
    assert missing == []


def test_ids_in_engine_source_are_rule_lines_of_the_corpus() -> None:
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for rule_id in RULE_ID.findall(path.read_text(encoding="utf-8")):
            found.setdefault(rule_id, []).append(path.name)
    assert len(found) > 100
    missing = {r: files for r, files in found.items() if not _is_rule_line(r)}
    assert missing == {}


def test_7_3_every_keyword_action_is_named_and_cited() -> None:
    assert len(KEYWORD_ACTIONS) == 40
    for index, kind in enumerate(KEYWORD_ACTIONS, start=1):
        assert ACTION_RULES[kind] == f"7.3.{index}.a"
        assert ACTION_RULES[kind] in cited_rule_ids()
    headings = re.findall(r"^#+\s*\**7\.3\.(\d+) ", CORPUS, re.MULTILINE)
    assert len(headings) == 40
