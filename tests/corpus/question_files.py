"""What the tests of the held-out question files share: reading a file of questions in the shape
of tests/data/player_questions.yaml and the checks every such file must pass (issue 19)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from rules_corpus.corpus import Corpus

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
CR5, HJ = "altered-cr-5.0", "heroes-journey"
DEFAULT_SEARCH_DOC = CR5  # the current rules: what a question with no document is answered in


def load(path: Path) -> list[dict[str, Any]]:
    loaded = YAML(typ="safe").load(path.read_text("utf-8"))
    assert isinstance(loaded, list), f"{path.name}: expected a list of questions"
    return loaded


def normalised(question: str) -> str:
    """The question's words, lower-case, without punctuation: "Tap?" and "tap" are one question."""
    return " ".join(re.findall(r"[a-z0-9+]+", question.lower()))


def assert_fields(questions: list[dict[str, Any]]) -> None:
    """Every entry is a question with a note and distinct answers, on a document we have."""
    for number, item in enumerate(questions, 1):
        assert set(item) <= {"question", "doc", "answers", "note"}, (number, item)
        assert isinstance(item["question"], str) and item["question"].strip(), number
        assert isinstance(item["note"], str) and item["note"].strip(), number
        assert item.get("doc", CR5) in {CR5, HJ}, (number, item.get("doc"))
        answers = item["answers"]
        assert isinstance(answers, list) and answers, number
        assert all(isinstance(a, str) and a for a in answers), (number, answers)
        assert len(set(answers)) == len(answers), (number, answers)


def assert_spread(
    questions: list[dict[str, Any]], total: int, cr5: int, hj: int, default: int
) -> None:
    """At least so many questions in all, on CR 5.0, on The Heroes' Journey and in the default
    search; CR 5.0's questions reach all eight of its sections."""
    docs = [item.get("doc") for item in questions]
    assert len(questions) >= total
    assert docs.count(CR5) >= cr5
    assert docs.count(HJ) >= hj
    assert docs.count(None) >= default
    assert set(docs) == {CR5, HJ, None}
    sections = {
        item["answers"][0].split(".")[0]
        for item in questions
        if item.get("doc", CR5) == CR5 and item["answers"][0][0].isdigit()
    }
    assert {"1", "2", "3", "4", "5", "6", "7", "8"} <= sections


def missing_answers(corpus: Corpus, questions: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """The (question, answer) pairs whose answer is not in the question's document."""
    return [
        (item["question"], answer)
        for item in questions
        for answer in item["answers"]
        if corpus.get(item.get("doc") or DEFAULT_SEARCH_DOC, answer) is None
    ]
