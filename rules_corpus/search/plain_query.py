"""The engine's query for plain words, built directly rather than by whoosh's query parser.

Most questions reach the engine as words only (the question's words, the players' words'
meanings, a card's rules words): whoosh's parser turns each into ``Or([Term('title', stem),
Term('body', stem)])`` and flattens them into one disjunction — a few milliseconds of its
tagging and copying for a question naming cards. Here the same query is built from the same
analysis of each word by the fields' own analyzers, and flattened by whoosh's own
``normalize`` (tested equal to the parser's on every question set).

Anything the parser reads as syntax — quotes, parentheses, wildcards, ranges, operators — or
a word the analyzer splits in two is left to the parser: :func:`plain_query` says None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from whoosh import query as wq
from whoosh.fields import Schema

# What whoosh's default query parser reads as syntax (phrases, single quotes, groups,
# wildcards, ranges, fields, boosts, fuzzy terms, plus/minus), and its operators.
_SYNTAX: Final = re.compile(r"[\"“”\[\]{}*?:^~+\-!/\\<>=]|(?<!\w)['’‘]")
# Parentheses group words the parser joins with OR, as it joins every word here: flattened by
# ``normalize``, a group is its words in place.
_GROUP: Final = re.compile(r"[()]")
_OPERATORS: Final = frozenset({"AND", "OR", "NOT", "ANDNOT", "ANDMAYBE"})


def plain_query(
    text: str,
    schema: Schema,
    fieldnames: Sequence[str],
    analysed: dict[tuple[str, str], tuple[str, ...]] | None = None,
) -> wq.Query | None:
    """The parser's query for ``text`` searched in ``fieldnames`` (any word in any field),
    or None when ``text`` is not plain words. Given ``analysed`` (kept by the caller for one
    schema), each field's analysis of a word is kept there: the analyzers' stemming is most of
    a parse, and a judge's questions reuse their words."""
    if _SYNTAX.search(text) or not _balanced(text):
        return None
    words = _GROUP.sub(" ", text).split()
    if not words or any(word in _OPERATORS for word in words):
        return None
    groups: list[wq.Query] = []
    for word in words:
        terms: list[wq.Query] = []
        for fieldname in fieldnames:
            tokens = _tokens(schema, fieldname, word, analysed)
            if len(tokens) > 1:
                return None  # the parser makes a compound of such a word
            if tokens:
                terms.append(wq.Term(fieldname, tokens[0]))
        if terms:
            groups.append(wq.Or(terms))
    query: wq.Query = wq.Or(groups).normalize()
    return query


_ANALYSED_WORDS: Final = 20_000  # words kept per schema (a few MB at most)


def _tokens(
    schema: Schema,
    fieldname: str,
    word: str,
    analysed: dict[tuple[str, str], tuple[str, ...]] | None,
) -> tuple[str, ...]:
    """The field's analysis of one word as a query (its stems), from ``analysed`` if kept."""
    if analysed is None:
        return tuple(schema[fieldname].process_text(word, mode="query"))
    tokens = analysed.get((fieldname, word))
    if tokens is None:
        tokens = tuple(schema[fieldname].process_text(word, mode="query"))
        if len(analysed) >= _ANALYSED_WORDS:
            analysed.clear()
        analysed[(fieldname, word)] = tokens
    return tokens


def _balanced(text: str) -> bool:
    """Whether ``text``'s parentheses are balanced and not nested (the parser's groups)."""
    depth = 0
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        if depth not in (0, 1):
            return False
    return depth == 0
