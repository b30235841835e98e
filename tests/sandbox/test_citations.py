"""Every rule id the sandbox cites — in messages, explanations and comments — exists in CR 5.0."""

from __future__ import annotations

import re
from pathlib import Path

from judge_app.sandbox.explain import _WHY
from rules_corpus.corpus import Corpus

REPO = Path(__file__).resolve().parents[2]
_CITED = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)?(?:\.[a-z])?)(?![\w])")
FOLDERS = (REPO / "judge_app" / "sandbox", REPO / "judge_app" / "gui" / "sandbox")


def test_sandbox_citations_exist_in_corpus(corpus: Corpus) -> None:
    missing = []
    checked = 0
    for folder in FOLDERS:
        for path in folder.rglob("*.py"):
            for rule_id in _CITED.findall(path.read_text(encoding="utf-8")):
                if rule_id.count(".") < 2 and not rule_id.endswith(tuple("abcdefghij")):
                    continue  # a number such as 1.6 (a scale factor), not a rule id
                checked += 1
                if corpus.get("altered-cr-5.0", rule_id) is None:
                    missing.append(f"{path.relative_to(REPO)}: {rule_id}")
    assert missing == []
    assert checked > 20


def test_every_decision_kind_is_explained_with_existing_rules(corpus: Corpus) -> None:
    from engine import DecisionKind

    kinds = {v for k, v in vars(DecisionKind).items() if k.isupper()}
    assert kinds <= set(_WHY), kinds - set(_WHY)
    for _kind, (_text, rules) in _WHY.items():
        for rule_id in rules:
            assert corpus.get("altered-cr-5.0", rule_id) is not None, rule_id
