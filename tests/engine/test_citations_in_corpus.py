"""Every rule the engine can cite exists in the parsed CR 5.0 corpus (a wrong citation is a bug)."""

from __future__ import annotations

import re
from pathlib import Path

from engine import cited_rule_ids
from rules_corpus.corpus import Corpus
from rules_corpus.model import Rule, Section

ENGINE = Path(__file__).resolve().parents[2] / "engine"
_CITED = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)?\.[a-z])(?![\w])")


def test_engine_registry_citations_exist_in_corpus(corpus: Corpus) -> None:
    missing = [
        rule_id
        for rule_id in sorted(cited_rule_ids())
        if not isinstance(corpus.get("altered-cr-5.0", rule_id), Rule | Section)
    ]
    assert missing == []
    assert len(cited_rule_ids()) > 50


def test_engine_comment_citations_exist_in_corpus(corpus: Corpus) -> None:
    missing = []
    for path in ENGINE.rglob("*.py"):
        for rule_id in _CITED.findall(path.read_text(encoding="utf-8")):
            if corpus.get("altered-cr-5.0", rule_id) is None:
                missing.append(f"{path.name}: {rule_id}")
    assert missing == []
