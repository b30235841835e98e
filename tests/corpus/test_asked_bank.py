"""The asked-questions bank (issue 19): its files, its guard against the measuring sets, and
how the search reads it (each unit's best cosine with the questions asked about it)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from rapidfuzz import fuzz, process

from rules_corpus.corpus import Corpus
from rules_corpus.model import Kind
from rules_corpus.search.asked import (
    ROUND3_DIR,
    AskedFileError,
    AskedQuestion,
    load_asked,
    normalised,
    parse_asked,
    problems,
)
from rules_corpus.search.semantic import AskedVectors, QuestionSimilarity, SemanticIndex
from rules_corpus.search.units import SearchUnit
from tests.corpus.question_files import DATA, load

GOOD = """
doc: altered-cr-5.0
asked:
  "4.1.h":
    - "how many cards do we   draw to start"
  Fleeting:
    - "what happens to a fleeting card"
"""


def test_a_bank_file_reads_into_questions_with_their_targets() -> None:
    questions = parse_asked(GOOD, "x.yaml")
    assert questions == [
        AskedQuestion("altered-cr-5.0", "4.1.h", "how many cards do we draw to start"),
        AskedQuestion("altered-cr-5.0", "Fleeting", "what happens to a fleeting card"),
    ]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("asked: {}", "expected 'doc"),
        ("doc: altered-cr-5.0\nasked: [a, b]", "must map ids"),
        ('doc: altered-cr-5.0\nasked:\n  "4.1.h": "one question, not a list"', "'4.1.h'"),
        ('doc: altered-cr-5.0\nasked:\n  "4.1.h": [q]\n  "4.1.h": [r]', "x.yaml"),
    ],
)
def test_a_malformed_bank_file_is_refused_naming_the_file_and_entry(text: str, says: str) -> None:
    with pytest.raises(AskedFileError, match=r"x\.yaml") as raised:
        parse_asked(text, "x.yaml")
    assert says in str(raised.value)


def test_problems_name_unknown_ids_bad_lengths_and_questions_written_twice() -> None:
    known = {"altered-cr-5.0": {"4.1.h", "Fleeting"}}
    questions = [
        AskedQuestion("altered-cr-5.0", "4.1.h", "how many cards to start?"),
        AskedQuestion("altered-cr-5.0", "9.9.z", "a question on no rule"),
        AskedQuestion("altered-cr-5.0", "Fleeting", "How many cards to start"),
        AskedQuestion("altered-cr-5.0", "Fleeting", "why"),
        AskedQuestion("no-such-doc", "1", "a question on no document"),
    ]
    found = list(problems(questions, known))
    assert any("9.9.z: no such rule" in p for p in found)
    assert any("written twice (also under 4.1.h)" in p for p in found)
    assert any("3 characters" in p for p in found)
    assert any("no-such-doc: no such document" in p for p in found)
    assert list(problems(questions[:1], known)) == []


def test_the_bundled_bank_names_only_ids_its_documents_have(corpus: Corpus) -> None:
    known = {slug: set(corpus.ids(slug)) for slug in corpus.slugs}
    assert list(problems(load_asked(), known)) == []


def test_no_asked_question_echoes_a_question_that_measures_the_search() -> None:
    """The bank is written from the rules alone: a question close to one of the measuring sets
    (``tests/data/*questions*.yaml``) would make their figures worthless."""
    measuring = [
        normalised(item["question"])
        for path in sorted(DATA.glob("*questions*.yaml"))
        for item in load(path)
    ]
    bank = [normalised(q.text) for q in [*load_asked(), *load_asked(ROUND3_DIR)]]
    if not bank:
        return
    scores = process.cdist(bank, measuring, scorer=fuzz.ratio, score_cutoff=85, workers=1)
    close = [bank[n] for n in np.flatnonzero(scores.max(axis=1) >= 85)]
    assert close == []


def _unit(doc: str, kind: Kind, item: str) -> SearchUnit:
    return SearchUnit(f"{doc}|{kind.value}|{item}", doc, "altered", item, kind, "", "", "", "")


def test_each_unit_gets_its_best_cosine_over_the_questions_asked_about_it() -> None:
    units = [
        _unit("cr", Kind.RULE, "1.1"),
        _unit("cr", Kind.REMARK, "1.1"),  # a Remark is never a target: its rule is
        _unit("cr", Kind.GLOSSARY, "Fleeting"),
        _unit("cr", Kind.RULE, "2.1"),
    ]
    questions = [
        AskedQuestion("cr", "fleeting", "q1"),  # entry terms match whatever their case
        AskedQuestion("cr", "1.1", "q2"),
        AskedQuestion("cr", "1.1", "q3"),
        AskedQuestion("cr", "9.9", "on no unit: left out"),
        AskedQuestion("other", "1.1", "another document's 1.1: left out"),
    ]
    rows = {"q1": [1.0, 0.0], "q2": [0.0, 1.0], "q3": [0.6, 0.8]}

    def vectors(texts: list[str]) -> np.ndarray:
        assert sorted(texts) == ["q1", "q2", "q3"]
        return np.asarray([rows[t] for t in texts], dtype=np.float32)

    asked = AskedVectors.group(questions, units, vectors)
    best = asked.best(np.asarray([1.0, 0.0], dtype=np.float32), len(units))
    assert best.tolist() == pytest.approx([0.6, 0.0, 1.0, 0.0])
    best = asked.best(np.asarray([0.0, 1.0], dtype=np.float32), len(units))
    assert best.tolist() == pytest.approx([1.0, 0.0, 0.0, 0.0])


def test_an_empty_bank_gives_every_unit_zero() -> None:
    asked = AskedVectors.empty()
    assert asked.best(np.ones(384, dtype=np.float32), 3).tolist() == [0.0, 0.0, 0.0]


def test_a_question_from_the_bank_finds_its_own_rule_first(semantic_index: object) -> None:
    """Asked word for word, a bank question is closest to the rule it was written for."""
    from rules_corpus.search.index import RulesIndex
    from rules_corpus.search.semantic import QuestionSimilarity

    assert isinstance(semantic_index, RulesIndex) and semantic_index.semantic is not None
    bank = load_asked()
    assert bank, "the bundled bank is empty"
    _, _, units = semantic_index.ranking_candidates("start", None)
    for q in random.Random(19).sample(bank, min(25, len(bank))):
        similarity = QuestionSimilarity(
            semantic_index.semantic, q.text, lambda key, doc=q.doc: units[key].doc == doc
        )
        target = next(
            key
            for key, unit in units.items()
            if unit.doc == q.doc
            and unit.id.lower() == q.target.lower()
            and unit.kind.value in ("rule", "section", "glossary", "headword")
        )
        assert similarity.asked_rank(target) == 0, (q, similarity.asked_cosine(target))
        assert target in similarity.closest


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[object]:
    from rules_corpus.search.index import RulesIndex

    index = RulesIndex.open_or_build(corpus, "asked", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def test_a_damaged_bank_file_leaves_the_search_lexical_and_names_the_file(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rules_corpus.search import asked
    from rules_corpus.search.index import RulesIndex

    (tmp_path / "broken.yaml").write_text("doc: altered-cr-5.0\nasked: [oops]\n", "utf-8")
    monkeypatch.setattr(asked, "ASKED_DIR", tmp_path)
    index = RulesIndex.open_or_build(corpus, "asked-broken", None)
    try:
        reason = index.load_semantic(None)
        assert reason is not None and "broken.yaml" in reason
        assert index.semantic is None
        assert index.search("fleeting", limit=1).hits  # the words still answer
    finally:
        index.close()


class _Encoder:
    """Encodes every question as the same two-dimensional vector (a tiny fixture)."""

    def encode(self, text: str) -> np.ndarray:
        return np.asarray([1.0, 0.0], dtype=np.float32)


def test_round_3_gives_each_unit_its_own_cosine_beside_the_first_rounds() -> None:
    """Round 3 of the bank (asked.ROUND3_DIR) is grouped by unit like the first rounds and read
    apart: a question's ``asked3_cosine`` comes from round 3's questions only."""
    units = [_unit("cr", Kind.RULE, "1.1"), _unit("cr", Kind.RULE, "2.1")]
    rows = {"first": [0.0, 1.0], "third": [0.6, 0.8]}

    def vectors(texts: list[str]) -> np.ndarray:
        return np.asarray([rows[t] for t in texts], dtype=np.float32)

    asked = AskedVectors.group([AskedQuestion("cr", "1.1", "first")], units, vectors)
    asked3 = AskedVectors.group([AskedQuestion("cr", "2.1", "third")], units, vectors)
    matrix = np.asarray([[0.0, 1.0], [1.0, 0.0]], dtype=np.float32)
    index = SemanticIndex(_Encoder(), [u.key for u in units], matrix, asked, asked3)  # type: ignore[arg-type]
    similarity = QuestionSimilarity(index, "anything")
    assert similarity.asked_cosine(units[0].key) == pytest.approx(0.0)
    assert similarity.asked3_cosine(units[0].key) == pytest.approx(0.0)
    assert similarity.asked3_cosine(units[1].key) == pytest.approx(0.6)
    assert similarity.asked3_cosine("no such key") == 0.0


def test_round_3_of_the_bank_ships_and_names_only_ids_its_documents_have(corpus: Corpus) -> None:
    known = {slug: set(corpus.ids(slug)) for slug in corpus.slugs}
    round_3 = load_asked(ROUND3_DIR)
    assert len(round_3) > 500
    assert list(problems(round_3, known)) == []
