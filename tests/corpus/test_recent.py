"""Issue 32: what the search keeps of the last questions (rules_corpus/search/recent.py) —
bounded, least recently used dropped first — and a question searched again (as the window
does once its meaning is encoded) gets the same answer as the first time."""

from __future__ import annotations

import numpy as np

from rules_corpus.corpus import Corpus
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.recent import Recent
from rules_corpus.search.semantic import _best_rows


def test_recent_keeps_a_bounded_number_and_drops_the_least_recently_used() -> None:
    recent: Recent[int] = Recent(2)
    made: list[str] = []

    def make(key: str) -> int:
        made.append(key)
        return len(key)

    assert recent.get("a", lambda: make("a")) == 1
    assert recent.get("bb", lambda: make("bb")) == 2
    assert recent.get("a", lambda: make("a")) == 1  # kept: not made again, now most recent
    recent.get("ccc", lambda: make("ccc"))  # drops "bb", the least recently used
    recent.get("a", lambda: make("a"))
    recent.get("bb", lambda: make("bb"))
    assert made == ["a", "bb", "ccc", "bb"]
    assert len(recent) == 2


def test_a_question_searched_again_or_afresh_gets_the_same_hits(corpus: Corpus) -> None:
    index = RulesIndex.open_or_build(corpus, "recent", None)
    try:
        question = 'what happens if "can\'t" and a card say opposite things?'
        first = index.search(question, limit=10)
        again = index.search(question, limit=10)
        index.forget_recent()
        afresh = index.search(question, limit=10)
        assert [h.id for h in first.hits] == [h.id for h in again.hits]
        assert [h.id for h in again.hits] == [h.id for h in afresh.hits]
        assert first.notices == again.notices == afresh.notices
        assert first.hits
    finally:
        index.close()


def test_the_best_rows_are_those_of_a_full_stable_sort() -> None:
    rng = np.random.default_rng(7)
    # Rounded: many ties, which must keep row order as a stable sort does.
    scores = np.round(rng.random(5000).astype(np.float32), 2)
    full = np.argsort(-scores, kind="stable")
    for count in (1, 50, 200, 4999, 5000, 6000):
        assert list(_best_rows(scores, count)[:count]) == list(full[:count])
