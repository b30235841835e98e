"""Issue 19: the held-out question set (tests/data/fresh_questions.yaml) stays usable and held out.

The set measures the search on questions nobody tuned it to, so these tests check only what
keeps that measure honest: the file parses in the shape of player_questions.yaml, every answer
names a rule, section or glossary entry that exists in its document (a question with no
document is asked in the default search and answered in the current rules, CR 5.0), no
question repeats one of the sets the ranking was fitted on, and nothing that fits the ranking
reads the file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from rules_corpus.corpus import Corpus

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
FRESH = DATA / "fresh_questions.yaml"
TUNED_SETS = ("player_questions.yaml", "judge_questions.yaml")
CR5, HJ = "altered-cr-5.0", "heroes-journey"
DEFAULT_SEARCH_DOC = CR5  # the current rules: what a question with no document is answered in


def load(path: Path) -> list[dict[str, Any]]:
    loaded = YAML(typ="safe").load(path.read_text("utf-8"))
    assert isinstance(loaded, list), f"{path.name}: expected a list of questions"
    return loaded


def normalised(question: str) -> str:
    """The question's words, lower-case, without punctuation: "Tap?" and "tap" are one question."""
    return " ".join(re.findall(r"[a-z0-9+]+", question.lower()))


@pytest.fixture(scope="module")
def fresh() -> list[dict[str, Any]]:
    return load(FRESH)


def test_every_entry_has_the_fields_of_a_question(fresh: list[dict[str, Any]]) -> None:
    for number, item in enumerate(fresh, 1):
        assert set(item) <= {"question", "doc", "answers", "note"}, (number, item)
        assert isinstance(item["question"], str) and item["question"].strip(), number
        assert isinstance(item["note"], str) and item["note"].strip(), number
        answers = item["answers"]
        assert isinstance(answers, list) and answers, number
        assert all(isinstance(a, str) and a for a in answers), (number, answers)
        assert len(set(answers)) == len(answers), (number, answers)


def test_the_set_is_spread_over_the_documents_and_the_default_search(
    fresh: list[dict[str, Any]],
) -> None:
    """About 80 on CR 5.0, 20 on The Heroes' Journey, 20 in the default search; CR 5.0's
    questions reach all eight of its sections."""
    docs = [item.get("doc") for item in fresh]
    assert len(fresh) >= 120
    assert docs.count(CR5) >= 80
    assert docs.count(HJ) >= 20
    assert docs.count(None) >= 20
    assert set(docs) == {CR5, HJ, None}
    sections = {
        item["answers"][0].split(".")[0]
        for item in fresh
        if item.get("doc", CR5) == CR5 and item["answers"][0][0].isdigit()
    }
    assert {"1", "2", "3", "4", "5", "6", "7", "8"} <= sections


def test_every_answer_exists_in_its_document(corpus: Corpus, fresh: list[dict[str, Any]]) -> None:
    missing = [
        (item["question"], answer)
        for item in fresh
        for answer in item["answers"]
        if corpus.get(item.get("doc") or DEFAULT_SEARCH_DOC, answer) is None
    ]
    assert missing == []


def test_no_question_repeats_itself_or_a_tuned_set(fresh: list[dict[str, Any]]) -> None:
    own = [normalised(item["question"]) for item in fresh]
    assert len(set(own)) == len(own), "a question appears twice in fresh_questions.yaml"
    tuned = {normalised(item["question"]) for name in TUNED_SETS for item in load(DATA / name)}
    assert sorted(set(own) & tuned) == []


def test_the_file_says_it_is_held_out() -> None:
    header = FRESH.read_text("utf-8").split("\n- question:", 1)[0]
    assert "NEVER use this file to train" in header


def test_nothing_that_fits_the_ranking_reads_the_held_out_set() -> None:
    """The ranker is fitted by benchmarks/train_ranker.py from the data in rules_corpus/: if
    either names the held-out file, its figures are no longer held out."""
    fitting = [REPO / "benchmarks" / "train_ranker.py", *sorted((REPO / "rules_corpus").rglob("*"))]
    readers = [
        str(path.relative_to(REPO))
        for path in fitting
        if path.is_file()
        and path.suffix in {".py", ".json", ".yaml", ".yml", ".txt"}
        and "fresh_questions" in path.read_text("utf-8", errors="replace")
    ]
    assert readers == []
