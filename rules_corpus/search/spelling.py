"""Typo tolerance: "did you mean" from the corpus's own vocabulary (rapidfuzz)."""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Iterable

from rapidfuzz import fuzz, process

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
_MIN_SCORE = 72.0


class Speller:
    """Corrects words that appear nowhere in the corpus to the closest word that does."""

    def __init__(self, texts: list[str], is_known: Callable[[str], bool] | None = None) -> None:
        """``is_known`` says whether the index knows a word in another form ("blanking" when
        the rules say "blank"): such a word is not a typo."""
        self._counts: Counter[str] = Counter()
        self._is_known = is_known
        self.add_texts(texts)

    def add_texts(self, texts: Iterable[str]) -> None:
        """Learn the words of ``texts`` (e.g. card names from rulings supplied later)."""
        counts = self._counts
        for text in texts:
            counts.update(word.lower() for word in _WORD.findall(text) if len(word) >= 2)
        self._words = sorted(counts, key=lambda w: -counts[w])
        self._alphabetical = sorted(counts)

    def known(self, word: str) -> bool:
        return word.lower() in self._counts

    def is_prefix(self, word: str) -> bool:
        lowered = word.lower()
        index = bisect.bisect_left(self._alphabetical, lowered)
        return index < len(self._alphabetical) and self._alphabetical[index].startswith(lowered)

    def correct_word(self, word: str) -> str | None:
        """The closest corpus word (ties go to the more frequent), or None."""
        lowered = word.lower()
        if len(lowered) < 3 or lowered in self._counts:
            return None
        if self._is_known is not None and self._is_known(lowered):
            return None
        best = process.extract(
            lowered, self._words, scorer=fuzz.ratio, score_cutoff=_MIN_SCORE, limit=5
        )
        if not best:
            return None
        top = max(best, key=lambda m: (m[1], self._counts[m[0]]))
        return str(top[0])

    def correct(self, query: str, last_word_is_prefix: bool = False) -> str | None:
        """``query`` with its unknown words corrected, or None when nothing changes."""
        words = list(_WORD.finditer(query))
        changed = False
        out: list[str] = []
        position = 0
        for index, match in enumerate(words):
            word = match.group(0)
            replacement: str | None = None
            is_last = index == len(words) - 1
            wildcard = query[match.end() : match.end() + 1] in ("*", "?")
            if wildcard or _inside_quotes(query, match.start()):
                replacement = None
            elif not (last_word_is_prefix and is_last and self.is_prefix(word)):
                replacement = self.correct_word(word)
            out.append(query[position : match.start()])
            out.append(replacement if replacement else word)
            changed = changed or replacement is not None
            position = match.end()
        out.append(query[position:])
        return "".join(out) if changed else None


def _inside_quotes(query: str, position: int) -> bool:
    """Words inside a quoted phrase are taken as typed (the user asked for exactly them)."""
    return query.count('"', 0, position) % 2 == 1
