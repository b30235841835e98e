"""Issue 32: a question of plain words is parsed and scored without whoosh's per-posting
Python — the query built directly (rules_corpus/search/plain_query.py) and its BM25F scores
worked out with numpy (rules_corpus/search/term_scores.py) — and both give exactly what whoosh
gives: the same query, the same matches with the same scores in the same order, filtered or
not. Anything else is left to whoosh."""

from __future__ import annotations

import pytest

from rules_corpus.library import RulesLibrary
from rules_corpus.search.plain_query import plain_query
from rules_corpus.search.query import understand
from rules_corpus.search.term_scores import TermScores

QUESTIONS = (
    "If I play while my opponent controls what happens first Character Reaction Sacrifice",
    "does a fleeting character go to reserve when it is sent there by an effect",
    "Tough cost paid when choosing the target (opponent must pay)",
    "who decides the order of replacing modifiers instead",
    "expedition moves forward during dusk tiebreakers arena",
    "opponent's character in my expedition: whose reserve",
)


@pytest.mark.parametrize("question", QUESTIONS)
def test_plain_words_make_the_parsers_query(library: RulesLibrary, question: str) -> None:
    index = library.index
    text = understand(question, index._lexicon).engine_text
    built = plain_query(text, index._ix.schema, ("title", "body"))
    if ":" in question:  # syntax to the parser (a field): left to it
        assert built is None
        return
    assert built is not None
    assert built == index._parser.parse(text)


@pytest.mark.parametrize(
    "text", ['"can\'t beats can"', "exhau*", "first?", "rule AND reserve", "(a (b c))"]
)
def test_syntax_is_left_to_the_parser(library: RulesLibrary, text: str) -> None:
    assert plain_query(text, library.index._ix.schema, ("title", "body")) is None


@pytest.mark.parametrize("question", QUESTIONS)
def test_numpy_scores_are_whooshs(library: RulesLibrary, question: str) -> None:
    index = library.index
    scores = TermScores(index._searcher)
    parsed = index._parser.parse(understand(question, index._lexicon).engine_text)
    for filter_ in (
        None,
        index._filter("altered-cr-5.0", None, None),
        index._filter(None, "rule", None),
    ):
        mine = scores.matches(parsed, filter_)
        assert mine is not None
        results = index._searcher.search(parsed, limit=None, filter=filter_)
        theirs = tuple((float(s or 0.0), d) for s, d in results.top_n)
        assert mine == theirs and len(mine) > 10


@pytest.mark.parametrize("word", ["Expedition", "fleeting", "Limbo", "initiative", "hand"])
def test_one_words_numpy_scores_are_whooshs(library: RulesLibrary, word: str) -> None:
    """One word searched in the title and the body (two terms, whoosh's union matcher): the
    same matches, scores and order as whoosh's, filtered or not."""
    index = library.index
    scores = TermScores(index._searcher)
    parsed = index._parser.parse(understand(word, index._lexicon).engine_text)
    assert len(parsed.subqueries) == 2
    for filter_ in (None, index._filter("altered-cr-5.0", None, None)):
        mine = scores.matches(parsed, filter_)
        assert mine is not None
        results = index._searcher.search(parsed, limit=None, filter=filter_)
        theirs = tuple((float(s or 0.0), d) for s, d in results.top_n)
        assert mine == theirs and len(mine) > 5


def test_a_phrase_or_prefix_is_left_to_whoosh(library: RulesLibrary) -> None:
    index = library.index
    scores = TermScores(index._searcher)
    for text in ('"can\'t beats can" reserve', "exhau* reserve played"):
        assert scores.matches(index._parser.parse(text), None) is None


@pytest.mark.parametrize("question", QUESTIONS)
def test_kept_word_analyses_make_the_same_query(library: RulesLibrary, question: str) -> None:
    """Each word's analysis kept from an earlier question (the search keeps them) builds the
    very query built afresh — asked twice, the second time from what was kept."""
    index = library.index
    text = understand(question, index._lexicon).engine_text
    fresh = plain_query(text, index._ix.schema, ("title", "body"))
    analysed: dict[tuple[str, str], tuple[str, ...]] = {}
    first = plain_query(text, index._ix.schema, ("title", "body"), analysed)
    again = plain_query(text, index._ix.schema, ("title", "body"), analysed)
    assert first == fresh and again == fresh
    if fresh is not None:
        assert analysed, "the words' analyses were kept"
