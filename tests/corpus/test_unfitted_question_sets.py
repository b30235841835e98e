"""Issue 19: the question sets the ranking is never fitted on stay usable and unfitted.

Three sets written independently of the ranking, each by someone who ran no search first:
fresh_questions.yaml and fresh_questions_2.yaml (their misses were studied to find general
bugs, so they are no longer clean held-out measures) and fresh_questions_3.yaml (held out:
nobody reads its misses). None may ever be fitted on, or its figures would be in-sample. These
tests check only what keeps those measures honest, for each set: the file parses in the shape
of player_questions.yaml, every answer names a rule, section or glossary entry that exists in
its document (a question with no document is asked in the default search and answered in the
current rules, CR 5.0), the set keeps its spread over the documents and CR 5.0's sections, no
question repeats one of any other question set, the header forbids fitting, and nothing that
fits the ranking names the file or matches it with a file pattern.
"""

from __future__ import annotations

import re
from fnmatch import fnmatch
from pathlib import Path
from typing import Any, NamedTuple

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


class Spread(NamedTuple):
    """How many questions a set has: in all, on CR 5.0, on The Heroes' Journey, no document."""

    total: int
    cr5: int
    heroes: int
    default: int


UNFITTED = {
    "fresh_questions.yaml": Spread(120, 80, 20, 20),
    "fresh_questions_2.yaml": Spread(100, 60, 15, 20),
    "fresh_questions_3.yaml": Spread(150, 100, 20, 30),
}
NAMES = sorted(UNFITTED)


@pytest.fixture(scope="module", params=NAMES)
def question_set(request: pytest.FixtureRequest) -> tuple[Path, list[dict[str, Any]]]:
    path = DATA / request.param
    return path, load(path)


def test_every_entry_has_the_fields_of_a_question(
    question_set: tuple[Path, list[dict[str, Any]]],
) -> None:
    assert_fields(question_set[1])


def test_the_set_is_spread_over_the_documents_and_the_default_search(
    question_set: tuple[Path, list[dict[str, Any]]],
) -> None:
    """CR 5.0's questions (with or without the document selected) reach all eight of its
    sections; The Heroes' Journey and the default search have their share."""
    path, questions = question_set
    assert_spread(questions, *UNFITTED[path.name])


def test_every_answer_exists_in_its_document(
    corpus: Corpus, question_set: tuple[Path, list[dict[str, Any]]]
) -> None:
    assert missing_answers(corpus, question_set[1]) == []


def test_no_question_repeats_itself_or_any_other_question_set(
    question_set: tuple[Path, list[dict[str, Any]]],
) -> None:
    path, questions = question_set
    own = [normalised(item["question"]) for item in questions]
    assert len(set(own)) == len(own), f"a question appears twice in {path.name}"
    others = [p for p in sorted(DATA.glob("*questions*.yaml")) if p.name != path.name]
    assert {p.name for p in others} >= {
        "player_questions.yaml",
        "judge_questions.yaml",
        *(name for name in NAMES if name != path.name),
    }
    elsewhere = {normalised(item["question"]) for p in others for item in load(p)}
    assert sorted(set(own) & elsewhere) == []


def test_the_file_forbids_fitting_on_it(question_set: tuple[Path, list[dict[str, Any]]]) -> None:
    header = question_set[0].read_text("utf-8").split("\n- question:", 1)[0]
    assert "NEVER use this file to train" in header


def fitting_files() -> list[Path]:
    """What fits the ranking: benchmarks/train_ranker.py, benchmarks/fit_rerank.py and
    benchmarks/fit_card_rerank.py (the second look at questions naming cards, issue 32),
    benchmarks/fit_learned_order.py (the learned last look) and
    everything in rules_corpus/."""
    fitting = [
        REPO / "benchmarks" / "train_ranker.py",
        REPO / "benchmarks" / "fit_rerank.py",
        REPO / "benchmarks" / "fit_card_rerank.py",
        REPO / "benchmarks" / "fit_learned_order.py",
        *sorted((REPO / "rules_corpus").rglob("*")),
    ]
    return [
        path
        for path in fitting
        if path.is_file() and path.suffix in {".py", ".json", ".yaml", ".yml", ".txt", ".toml"}
    ]


def test_nothing_that_fits_the_ranking_names_an_unfitted_set() -> None:
    """If the ranker's fitting code or data names one of these files, its figures are no longer
    out of sample."""
    readers = [
        str(path.relative_to(REPO))
        for path in fitting_files()
        if "fresh_questions" in path.read_text("utf-8", errors="replace")
    ]
    assert readers == []


@pytest.mark.parametrize("name", NAMES)
def test_nothing_that_fits_the_ranking_globs_an_unfitted_set(name: str) -> None:
    """A file pattern aimed at the question sets ("*questions*.yaml") would read the file
    without naming it."""
    quoted = re.compile(r"""["']([^"'\n]*[*?][^"'\n]*)["']""")
    globbing = [
        (str(path.relative_to(REPO)), pattern)
        for path in fitting_files()
        for pattern in quoted.findall(path.read_text("utf-8", errors="replace"))
        if re.search("question|fresh", pattern, re.IGNORECASE)
        and (fnmatch(name, pattern) or fnmatch(f"tests/data/{name}", pattern))
    ]
    assert globbing == []
