"""Snippets: the part of a text around the matched words, with the words' offsets.

Matching uses the same stemming analyzer as the index, so "exhausted" in a text is marked for
the query "exhaust".
"""

from __future__ import annotations

from functools import lru_cache

from rules_corpus.search.analysis import marking_analyzer

WINDOW = 220
_ANALYZER = marking_analyzer()


def make_snippet(
    text: str, wanted: tuple[set[str], tuple[str, ...]]
) -> tuple[str, tuple[tuple[int, int], ...]]:
    """Cut the window of ``text`` with most matches; return it and the matches' spans."""
    stems, prefixes = wanted
    matches = [
        (start, end)
        for word, start, end in _tokens(text)
        if word in stems or any(word.startswith(p) for p in prefixes)
    ]
    if len(text) <= WINDOW:
        return text, tuple(matches)
    start = _best_start(text, matches)
    end = min(len(text), start + WINDOW)
    if end < len(text):
        end = text.rfind(" ", start, end) if text.rfind(" ", start, end) > start else end
    snippet = text[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(text) else ""
    shift = len(prefix) - start
    spans = tuple((s + shift, e + shift) for s, e in matches if s >= start and e <= end)
    return prefix + snippet + suffix, spans


@lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[tuple[str, int, int], ...]:
    """Each word's stem and offsets, cached: a text is analysed once per session."""
    return tuple(
        (str(t.text), int(t.startchar), int(t.endchar)) for t in _ANALYZER(text, chars=True)
    )


def _best_start(text: str, matches: list[tuple[int, int]]) -> int:
    if not matches:
        return 0
    best, best_count = matches[0][0], 0
    for s, _ in matches:
        count = sum(1 for m, _ in matches if s <= m < s + WINDOW)
        if count > best_count:
            best, best_count = s, count
    start = max(0, best - 40)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < best else start
    return start
