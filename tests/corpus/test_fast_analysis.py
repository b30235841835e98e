"""perf24 (issue 32): the stems a phrase is matched on (:func:`stem_sequence`) and the words a
snippet marks (:func:`marked_words`) are read without whoosh's chain of filters — each word cut
by the same expression and its stem remembered — and give exactly what the analyzers give, on
every unit's text and on the words the analyzer treats apart (signed numbers, "X", the minus
sign "−", stop and quiet words, dotted rule numbers, apostrophes, accents)."""

from __future__ import annotations

from rules_corpus.corpus import Corpus
from rules_corpus.search.analysis import (
    index_analyzer,
    marked_words,
    marking_analyzer,
    stem_sequence,
)
from rules_corpus.search.units import iter_units

AWKWARD = (
    "Defender +X: the risk cost is −1, +2 or -1 (not the -2 of 1-2).",
    "I, We and You: the card's \"can't\" beats 'can'; see 6.2.e and 7.4.4.",
    "Élan, naïve café — ÉPÉE; Ōkami’s Reserve, exhausted, exhausts, exhausting.",
    "",
    "a an the of to is it s t x 0 9 X",
)


def _texts(corpus: Corpus) -> list[str]:
    return [*AWKWARD, *(f"{u.title}\n{u.term}\n{u.body}" for u in iter_units(corpus))]


def test_stem_sequence_is_the_index_analyzers(corpus: Corpus) -> None:
    analyzer = index_analyzer()
    for text in _texts(corpus):
        assert stem_sequence(text) == tuple(str(t.text) for t in analyzer(text)), text


def test_marked_words_are_the_marking_analyzers(corpus: Corpus) -> None:
    analyzer = marking_analyzer()
    for text in _texts(corpus):
        expected = tuple(
            (str(t.text), int(t.startchar), int(t.endchar)) for t in analyzer(text, chars=True)
        )
        assert marked_words(text) == expected, text


def test_remembered_stems_change_nothing() -> None:
    """Asked twice, the same words (the second time from what was remembered)."""
    text = AWKWARD[0] + " " + AWKWARD[2]
    assert stem_sequence(text) == stem_sequence(text)
    assert marked_words(text) == marked_words(text)
