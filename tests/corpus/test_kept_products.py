"""What the search keeps of a question it was asked (issue 32, search41): its cosines with
the units and the asked questions, its ranks by them and its candidates — the same results
whether kept or worked out afresh, and nothing a caller can change in what is kept."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex

CR5 = "altered-cr-5.0"
QUESTIONS = (
    "who makes the choices when an effect resolves",
    "can I play a reaction in the middle of a spell",
    "does a fleeting card go to reserve",
    "boost",
)


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    """An index of its own (the session's stays lexical), with its encoder loaded."""
    index = RulesIndex.open_or_build(corpus, "kept", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def _ranked(index: RulesIndex, text: str, doc: str | None) -> list[tuple[str, str, float]]:
    return [(h.doc, h.id, h.score) for h in index.search(text, doc=doc, limit=30).hits]


@pytest.mark.parametrize("doc", [None, CR5])
def test_a_question_asked_again_ranks_as_when_worked_out_afresh(
    semantic_index: RulesIndex, doc: str | None
) -> None:
    for text in QUESTIONS:
        semantic_index.forget_recent()
        afresh = _ranked(semantic_index, text, doc)
        assert afresh, text
        assert _ranked(semantic_index, text, doc) == afresh
        # Another question between, then the first again (its kept products read once more).
        _ranked(semantic_index, "what is an expedition", doc)
        assert _ranked(semantic_index, text, doc) == afresh


def test_the_kept_cosines_are_the_same_floats_and_cannot_be_changed(
    semantic_index: RulesIndex,
) -> None:
    semantic = semantic_index.semantic
    assert semantic is not None
    text = QUESTIONS[0]
    first = semantic.similarities(text)
    assert semantic.similarities(text) is first  # kept, not worked out again
    vector = semantic.encoder.encode(text)
    assert np.array_equal(first, semantic._matrix @ vector)
    for kept in (first, semantic.asked_similarities(text), semantic.asked3_similarities(text)):
        with pytest.raises(ValueError):
            kept[0] = 1.0
    semantic.forget_products()
    again = semantic.similarities(text)
    assert again is not first
    assert np.array_equal(again, first)


def test_a_filter_changes_the_ranks_by_cosine_not_the_cosines(semantic_index: RulesIndex) -> None:
    semantic_index.forget_recent()
    text = QUESTIONS[1]
    everywhere = semantic_index._similarity(text, None, None, None)
    current = semantic_index._similarity(text, CR5, None, None)
    assert everywhere is not None and current is not None
    assert current is not everywhere
    assert semantic_index._similarity(text, CR5, None, None) is current
    # Every unit the filtered ranks hold is of the chosen document; the unfiltered may not be.
    assert all(key.startswith(CR5 + "|") for key in current.closest)
    assert current.cosine(current.closest[0]) == everywhere.cosine(current.closest[0])


def test_forgetting_works_every_kept_answer_out_again(semantic_index: RulesIndex) -> None:
    text = QUESTIONS[2]
    kept = semantic_index._similarity(text, None, None, None)
    first = semantic_index.ranking_candidates(text)[0]
    semantic_index.forget_recent()
    assert semantic_index._similarity(text, None, None, None) is not kept
    assert semantic_index.ranking_candidates(text)[0] == first
