"""Issue 19: official card rulings have a meaning too, once the sentence encoder is loaded.

Each ruling's card, question and answer are encoded once, in the background (never while a
judge types), kept on disk by the text's digest; a ruling close in meaning to the question then
answers it with fewer of its words, and still sits after the best rule. The rulings here are
invented for these tests.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.query import Concept, stems_of
from rules_corpus.search.rulings import MEANING_AT, RULING_KIND, RulingRecord, Rulings

TOUGH = RulingRecord(
    "Brass Drummer",
    "TEST_DRUMMER_1",
    "Brass Drummer gives my Characters Tough 1. If another card also gives them Tough 1, "
    "does my opponent pay {1} or {2} to target them?",
    "{2}. Each instance of Tough is paid separately: two Tough 1 abilities mean the opponent "
    "pays {1} for each.",
    "2026-04-01",
    ("7.4.9.a",),
)
OTHER = RulingRecord(
    "Cinder Owl",
    "TEST_OWL_1",
    "Can Cinder Owl be played from Reserve during the Afternoon?",
    "Yes, like any Character in Reserve, by paying its Reserve cost.",
    "2026-04-02",
    ("5.1.1.b",),
)
# "twice" and "abilities" are not the ruling's words: by its words alone it does not answer.
# How close it is in meaning is the encoder's to say (the shipped model puts it at about 0.65).
PARAPHRASE = "two tough abilities on one character does my opponent pay twice"


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    """An index of its own (the session's stays lexical), with its encoder loaded."""
    index = RulesIndex.open_or_build(corpus, "ruling-meaning", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


@pytest.fixture
def with_rulings(semantic_index: RulesIndex) -> Iterator[RulesIndex]:
    semantic_index.set_rulings([TOUGH, OTHER])
    assert semantic_index.rulings_encoded(timeout=60)
    yield semantic_index
    semantic_index.set_rulings(())


def shown(index: RulesIndex, question: str) -> list[str]:
    return [h.title for h in index.search(question, limit=10).hits if h.kind == RULING_KIND]


def meaning_of(index: RulesIndex, question: str, record: RulingRecord) -> None:
    """Give ``record`` the question's own vector (cosine 1): how close a ruling is in
    meaning is the encoder's to say; what the search does with it is tested here."""
    assert index.semantic is not None and index.rulings.vectors is not None
    vectors = np.array(index.rulings.vectors)
    vectors[index.rulings.records.index(record)] = index.semantic.encoder.encode(question)
    index.rulings.vectors = vectors


def test_a_ruling_close_in_meaning_answers_with_fewer_of_the_question_words(
    with_rulings: RulesIndex,
) -> None:
    with_rulings.rulings.vectors = None  # as before the background encoding finishes
    assert shown(with_rulings, PARAPHRASE) == []
    assert with_rulings.rulings_encoded(timeout=60) is False
    with_rulings.set_rulings([TOUGH, OTHER])
    assert with_rulings.rulings_encoded(timeout=60)
    meaning_of(with_rulings, PARAPHRASE, TOUGH)
    assert shown(with_rulings, PARAPHRASE) == ["Brass Drummer"]


def test_a_ruling_found_by_meaning_still_comes_after_the_best_rule(
    with_rulings: RulesIndex,
) -> None:
    meaning_of(with_rulings, PARAPHRASE, TOUGH)
    kinds = [h.kind for h in with_rulings.search(PARAPHRASE, limit=10).hits]
    assert kinds.index(RULING_KIND) >= 1
    assert kinds[0] in ("rule", "section", "remark", "example")


def test_meaning_alone_is_not_enough_without_the_question_words(
    with_rulings: RulesIndex,
) -> None:
    # As close as can be in meaning, but sharing only common words ("play", "reserve") with
    # the ruling: not evidence that it answers a rules question.
    question = "what does it cost to play a card from reserve"
    meaning_of(with_rulings, question, OTHER)
    assert shown(with_rulings, question) == []


def test_the_scores_order_the_rulings_by_words_and_meaning_together() -> None:
    rulings = Rulings([OTHER, TOUGH])
    concepts = tuple(
        Concept(word, frozenset(stems_of(word))) for word in ("tough", "opponent", "twice")
    )
    weight = 6.0  # each concept: three of them weigh 18, above MIN_EVIDENCE
    assert rulings.answering(concepts, lambda c: weight) == []  # "twice": 2/3 covered
    below = rulings.answering(concepts, lambda c: weight, cosines=[0.9, MEANING_AT - 0.01])
    assert below == []
    found = rulings.answering(concepts, lambda c: weight, cosines=[0.9, MEANING_AT + 0.05])
    assert [r.card_name for _, r in found] == ["Brass Drummer"]
    assert found[0][0] == pytest.approx(2 / 3 + MEANING_AT + 0.05)


def test_rulings_are_encoded_in_the_background_not_while_searching(
    semantic_index: RulesIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    semantic = semantic_index.semantic
    assert semantic is not None
    release = threading.Event()
    original = semantic.text_vectors

    def slow(texts: list[str], directory: Path | None, *rest: Any) -> object:
        release.wait(30)
        return original(texts, directory, *rest)

    monkeypatch.setattr(semantic, "text_vectors", slow)
    try:
        semantic_index.set_rulings([TOUGH, OTHER])  # returns at once: the thread waits
        assert semantic_index.rulings.vectors is None
        # The search meanwhile answers by the rulings' words (and does not wait).
        assert shown(semantic_index, "brass drummer tough pay opponent") == ["Brass Drummer"]
        release.set()
        assert semantic_index.rulings_encoded(timeout=60)
        expected = semantic.encoder.encode_many([TOUGH.meaning_text])[0]
        assert np.allclose(np.asarray(semantic_index.rulings.vectors)[0], expected, atol=1e-5)
    finally:
        release.set()
        semantic_index.set_rulings(())


def test_the_rulings_vectors_are_kept_on_disk_and_read_back(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = RulesIndex.open_or_build(corpus, "kept", None)
    assert first.load_semantic(tmp_path) is None
    first.set_rulings([TOUGH, OTHER])
    assert first.rulings_encoded(timeout=60)
    assert len(list((tmp_path / "rulings").glob("ruling-vectors-*/chunk-*.npz"))) == 1
    second = RulesIndex.open_or_build(corpus, "kept", None)
    assert second.load_semantic(tmp_path) is None
    assert second.semantic is not None

    def refuse(*_: object, **__: object) -> object:
        raise AssertionError("a kept ruling was encoded again")

    monkeypatch.setattr(second.semantic.encoder, "encode_many", refuse)
    second.set_rulings([TOUGH, OTHER])
    assert second.rulings_encoded(timeout=60)
    kept = np.asarray(second.rulings.vectors)
    assert np.allclose(kept, np.asarray(first.rulings.vectors), atol=1e-2)  # kept as float16
    first.close()
    second.close()


def test_rulings_supplied_before_the_encoder_loads_get_their_meaning_with_it(
    corpus: Corpus,
) -> None:
    index = RulesIndex.open_or_build(corpus, "before", None)
    index.set_rulings([TOUGH, OTHER])
    assert not index.rulings_encoded(timeout=1)  # no encoder yet: words only
    assert index.load_semantic(None) is None
    assert np.asarray(index.rulings.vectors).shape[0] == 2
    meaning_of(index, PARAPHRASE, TOUGH)
    assert shown(index, PARAPHRASE) == ["Brass Drummer"]
    index.close()


def test_closing_the_app_ends_the_rulings_encoding_within_a_batch(corpus: Corpus) -> None:
    """The app closing while many rulings are being encoded: the background encoding ends
    within a batch and is waited for (a thread cut off inside the encoder as the process
    exits aborts it), and the rulings keep answering by their words."""
    index = RulesIndex.open_or_build(corpus, "ruling-stop", None)
    assert index.load_semantic(None) is None
    many = [
        RulingRecord(
            f"Fixture Card {n}",
            f"TEST_STOP_{n}",
            f"Question {n}: can card {n} be played from Reserve at Noon?",
            f"Answer {n}: yes, by paying its Reserve cost.",
            "2026-04-03",
            ("5.1.1.b",),
        )
        for n in range(400)
    ]
    index.set_rulings(many)
    index.stop_background(timeout=10)
    thread = index._rulings_thread
    assert thread is not None and not thread.daemon and not thread.is_alive()
    assert index.rulings.vectors is None  # stopped before all 400 were encoded
    assert len(index.rulings.records) == 400
    # The index outliving its window (a new window on the same rules): rulings given after
    # the stop are encoded, not stopped by the window that closed.
    index.set_rulings([TOUGH, OTHER])
    assert index.rulings_encoded(timeout=60)
    index.close()
