"""Issue 19: the second fresh question set (tests/data/fresh_questions_2.yaml) stays usable
and is never fitted on.

Like the first (fresh_questions.yaml), it is studied now: its misses were read to find the
mechanisms behind them, so it is no longer a clean held-out measure — but it must still never
be fitted on, or its figures would be in-sample too. These tests check
only what keeps that measure honest: the file parses in the shape of player_questions.yaml,
every answer names a rule, section or glossary entry that exists in its document (a question
with no document is asked in the default search and answered in the current rules, CR 5.0),
the set keeps its spread over the documents and CR 5.0's sections, no question repeats one of
any other question set, and nothing that fits the ranking reads the file.
"""

from __future__ import annotations

import re
from fnmatch import fnmatch
from pathlib import Path
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

HELD_OUT = DATA / "fresh_questions_2.yaml"


def other_question_sets() -> list[Path]:
    """Every other file of questions in tests/data (the tuned sets and the first held-out set)."""
    return [
        path
        for path in sorted(DATA.glob("*questions*.yaml"))
        if path.resolve() != HELD_OUT.resolve()
    ]


@pytest.fixture(scope="module")
def held_out() -> list[dict[str, Any]]:
    return load(HELD_OUT)


def test_every_entry_has_the_fields_of_a_question(held_out: list[dict[str, Any]]) -> None:
    assert_fields(held_out)


def test_the_set_is_spread_over_the_documents_and_the_default_search(
    held_out: list[dict[str, Any]],
) -> None:
    """About 65 on CR 5.0, 15 on The Heroes' Journey, 20 in the default search; CR 5.0's
    questions (with or without the document selected) reach all eight of its sections."""
    assert_spread(held_out, 100, 60, 15, 20)


def test_every_answer_exists_in_its_document(
    corpus: Corpus, held_out: list[dict[str, Any]]
) -> None:
    assert missing_answers(corpus, held_out) == []


def test_no_question_repeats_itself_or_any_other_question_set(
    held_out: list[dict[str, Any]],
) -> None:
    own = [normalised(item["question"]) for item in held_out]
    assert len(set(own)) == len(own), "a question appears twice in fresh_questions_2.yaml"
    others = other_question_sets()
    assert {path.name for path in others} >= {
        "player_questions.yaml",
        "judge_questions.yaml",
        "fresh_questions.yaml",
    }
    elsewhere = {normalised(item["question"]) for path in others for item in load(path)}
    assert sorted(set(own) & elsewhere) == []


def test_the_file_says_it_is_held_out() -> None:
    header = HELD_OUT.read_text("utf-8").split("\n- question:", 1)[0]
    assert "NEVER use this file to train" in header


def fitting_files() -> list[Path]:
    """What fits the ranking: benchmarks/train_ranker.py and everything in rules_corpus/."""
    fitting = [REPO / "benchmarks" / "train_ranker.py", *sorted((REPO / "rules_corpus").rglob("*"))]
    return [
        path
        for path in fitting
        if path.is_file() and path.suffix in {".py", ".json", ".yaml", ".yml", ".txt", ".toml"}
    ]


def test_nothing_that_fits_the_ranking_names_the_held_out_set() -> None:
    """If the ranker's fitting code or data names this file, its figures are no longer held out."""
    readers = [
        str(path.relative_to(REPO))
        for path in fitting_files()
        if "fresh_questions_2" in path.read_text("utf-8", errors="replace")
    ]
    assert readers == []


def test_nothing_that_fits_the_ranking_globs_the_held_out_set() -> None:
    """A file pattern aimed at the question sets ("*questions*.yaml") would read this file
    without naming it."""
    quoted = re.compile(r"""["']([^"'\n]*[*?][^"'\n]*)["']""")
    globbing = [
        (str(path.relative_to(REPO)), pattern)
        for path in fitting_files()
        for pattern in quoted.findall(path.read_text("utf-8", errors="replace"))
        if re.search("question|fresh", pattern, re.IGNORECASE)
        and (fnmatch(HELD_OUT.name, pattern) or fnmatch(f"tests/data/{HELD_OUT.name}", pattern))
    ]
    assert globbing == []
