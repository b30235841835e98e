"""Issue 19: the first fresh question set (tests/data/fresh_questions.yaml) stays usable, unfitted.

Never fitted on (its misses were studied for query bugs, see its header), so the tests check what
keeps that measure honest: the file parses in the shape of player_questions.yaml, every answer
names a rule, section or glossary entry that exists in its document (a question with no
document is asked in the default search and answered in the current rules, CR 5.0), no
question repeats one of the sets the ranking was fitted on, and nothing that fits the ranking
reads the file.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules_corpus.corpus import Corpus
from tests.corpus.question_files import (
    DATA,
    REPO,
    assert_fields,
    assert_spread,
    load,
    missing_answers,
    normalised,
)

FRESH = DATA / "fresh_questions.yaml"
TUNED_SETS = ("player_questions.yaml", "judge_questions.yaml")


@pytest.fixture(scope="module")
def fresh() -> list[dict[str, Any]]:
    return load(FRESH)


def test_every_entry_has_the_fields_of_a_question(fresh: list[dict[str, Any]]) -> None:
    assert_fields(fresh)


def test_the_set_is_spread_over_the_documents_and_the_default_search(
    fresh: list[dict[str, Any]],
) -> None:
    """About 80 on CR 5.0, 20 on The Heroes' Journey, 20 in the default search; CR 5.0's
    questions reach all eight of its sections."""
    assert_spread(fresh, 120, 80, 20, 20)


def test_every_answer_exists_in_its_document(corpus: Corpus, fresh: list[dict[str, Any]]) -> None:
    assert missing_answers(corpus, fresh) == []


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
