"""Issue 32: the interaction questions naming cards stay usable measures.

card_questions.yaml (written before the search was tuned for cards, studied since),
card_questions_2.yaml and card_questions_3.yaml (written before the second and the third round of
changes, held out), card_questions_4.yaml (written blind, held out), card_questions_studied_2.yaml
(a second studied set, written before the fourth round of tuning), card_questions_studied_3.yaml
(a third, written before the fifth), card_questions_studied_4.yaml (a fourth, written before the
sixth), card_questions_studied_5.yaml and card_questions_studied_6.yaml (a fifth and a sixth,
written before the seventh and the eighth), card_questions_studied_7.yaml,
card_questions_studied_8.yaml and card_questions_studied_9.yaml (written before search25's,
search26's and search27's changes), card_questions_13.yaml (written blind by search30,
measured once, studied since), card_questions_14.yaml and card_questions_15.yaml (written
blind by search31 and search32, the same way): each parses in the shape of the other question
sets, every answer names a rule, section or glossary entry of CR 5.0, no question repeats one
of any other set, and the held-out ones forbid fitting on them and are named by nothing that
fits the ranking.
"""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from tests.corpus.question_files import DATA, assert_fields, load, missing_answers, normalised
from tests.corpus.test_unfitted_question_sets import fitting_files

SETS = (
    "card_questions.yaml",
    "card_questions_2.yaml",
    "card_questions_3.yaml",
    "card_questions_4.yaml",
    "card_questions_studied_2.yaml",
    "card_questions_studied_3.yaml",
    "card_questions_studied_4.yaml",
    "card_questions_studied_5.yaml",
    "card_questions_studied_6.yaml",
    "card_questions_studied_7.yaml",
    "card_questions_studied_8.yaml",
    "card_questions_studied_9.yaml",
    "card_questions_13.yaml",
    "card_questions_14.yaml",
    "card_questions_15.yaml",
)
HELD_OUT = ("card_questions_2", "card_questions_3", "card_questions_4")


@pytest.mark.parametrize("name", SETS)
def test_each_set_has_the_shape_and_its_answers_exist(corpus: Corpus, name: str) -> None:
    questions = load(DATA / name)
    assert len(questions) >= 30
    assert_fields(questions)
    assert missing_answers(corpus, questions) == []


@pytest.mark.parametrize("name", SETS)
def test_no_question_repeats_one_of_another_set(name: str) -> None:
    own = [normalised(item["question"]) for item in load(DATA / name)]
    assert len(set(own)) == len(own)
    others = [p for p in sorted(DATA.glob("*questions*.yaml")) if p.name != name]
    elsewhere = {normalised(item["question"]) for p in others for item in load(p)}
    assert sorted(set(own) & elsewhere) == []


@pytest.mark.parametrize("name", HELD_OUT)
def test_a_held_out_set_forbids_fitting_and_nothing_that_fits_names_it(name: str) -> None:
    header = (DATA / f"{name}.yaml").read_text("utf-8").split("\n- question:", 1)[0]
    assert "NEVER use this file to train" in header
    readers = [p.name for p in fitting_files() if name in p.read_text("utf-8")]
    assert readers == []


def test_the_twelfth_studied_set_has_the_shape_and_repeats_no_question(corpus: Corpus) -> None:
    # card_questions_studied_12.yaml (search46): 25 questions on two cards' interactions.
    name = "card_questions_studied_12.yaml"
    questions = load(DATA / name)
    assert len(questions) >= 25
    assert_fields(questions)
    assert missing_answers(corpus, questions) == []
    own = {normalised(item["question"]) for item in questions}
    others = [p for p in DATA.glob("*questions*.yaml") if p.name != name]
    assert not own & {normalised(item["question"]) for p in others for item in load(p)}
