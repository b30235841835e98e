"""Typo tolerance: "did you mean" from the corpus's own vocabulary (rapidfuzz).

A word is taken for a typo only when it is neither a word of the rules nor an English word:
players ask in plain English, and "illegal", "attached" or "proxies" — words the rules never
print — are what the player meant, not misspellings of "legal", "attacked" or "provides".
The English words are the word-frequency list of everyday English that pyspellchecker ships
(data only; about 160,000 words, slang included), read once, when a first unknown word asks.

A typo is corrected to the corpus word fewest edits away (insertions, deletions, substitutions,
and a swap of two neighbouring letters counts as one edit: "hnad" is "hand", not "had"); on a
tie, a word not shorter than the typo (a dropped letter is the commonest slip), then the more
similar and the more frequent. A misspelling whose stem the rules know ("fleetting" stems like
"fleeting") is corrected to a word of that stem when one is close enough; a word the index
drops ("at" for "atk") is never a correction.
"""

from __future__ import annotations

import bisect
import gzip
import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import lru_cache
from importlib import resources
from typing import Final

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from rules_corpus.search.analysis import stems_of

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
_MIN_SCORE: Final = 72.0
_POSSESSIVE: Final = re.compile(r"['’]s?$")  # "Hound's" is the name Hound's


@lru_cache(maxsize=1)
def english_words() -> str:
    """The English word list as its JSON text (``{"word": count, ...}``, 2.8 MB, read in
    about 40 ms; the app reads it in the background once the judge stops typing): looking a
    word up in the text (about 1.5 ms, once per word) is far cheaper than building a set of
    160,000 words for the few a question does not share with the rules. Empty if the
    package's data is missing: every unknown word is then a possible typo, as before."""
    try:
        data = resources.files("spellchecker").joinpath("resources", "en.json.gz").read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return ""
    return gzip.decompress(data).decode("utf-8")


@lru_cache(maxsize=4096)
def is_english_word(word: str) -> bool:
    """Whether ``word`` is an everyday English word (see the module docstring)."""
    bare = word.lower().replace("’", "'")
    return bool(bare) and '"' not in bare and f'"{bare}":' in english_words()


class Speller:
    """Corrects words that appear nowhere in the corpus to the closest word that does."""

    def __init__(
        self,
        texts: list[str],
        is_known: Callable[[str], bool] | None = None,
        is_english: Callable[[str], bool] = is_english_word,
    ) -> None:
        """``is_known`` says whether the index knows a word in another form ("blanking" when
        the rules say "blank"); ``is_english`` whether a word is a real word of the language
        the questions are asked in. Neither is a typo."""
        self._counts: Counter[str] = Counter()
        self._is_known = is_known
        self._is_english = is_english
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
        """The closest corpus word (fewest edits, then the more frequent), or None."""
        lowered = word.lower()
        if len(lowered) < 3 or lowered in self._counts or self._is_english(lowered):
            return None
        found = [
            str(match[0])
            for match in process.extract(
                lowered, self._words, scorer=fuzz.ratio, score_cutoff=_MIN_SCORE, limit=10
            )
        ]
        # A word the index drops ("at" for "atk") would correct nothing; a misspelling whose
        # stem the index knows is first a misspelt form of that word ("fleetting").
        found = [w for w in found if stems_of(w)]
        if self._is_known is not None and self._is_known(lowered):
            stems = stems_of(lowered)
            found = [w for w in found if stems_of(w) == stems] or found
        if not found:
            return None
        return min(found, key=lambda w: self._closeness(lowered, w))

    def _closeness(self, typed: str, word: str) -> tuple[int, bool, float, int]:
        """How far ``word`` is from ``typed`` (smaller is closer): fewest edits (a swap of
        neighbours is one), then a word not shorter than the typo (a dropped letter is the
        commonest slip: "movment" is "movement" before "moment"), then the more similar and
        the more frequent."""
        return (
            OSA.distance(typed, word),
            len(word) < len(typed),
            -fuzz.ratio(typed, word),
            -self._counts[word],
        )

    def correct(
        self, query: str, last_word_is_prefix: bool = False, names: frozenset[str] = frozenset()
    ) -> str | None:
        """``query`` with its unknown words corrected, or None when nothing changes. A word of
        ``names`` (lower case: the words of the names the question writes that no known card
        has, :mod:`~rules_corpus.search.unknown_cards`) is a name's, taken as typed: no typo
        of a rules word ("Zephyr" of "Zephyr Hound" is not "wound")."""
        words = list(_WORD.finditer(query))
        changed = False
        out: list[str] = []
        position = 0
        for index, match in enumerate(words):
            word = match.group(0)
            replacement: str | None = None
            is_last = index == len(words) - 1
            wildcard = query[match.end() : match.end() + 1] in ("*", "?")
            if wildcard or _inside_quotes(query, match.start()) or _a_name(word, names):
                replacement = None
            elif not (last_word_is_prefix and is_last and self.is_prefix(word)):
                replacement = self.correct_word(word)
            out.append(query[position : match.start()])
            out.append(replacement if replacement else word)
            changed = changed or replacement is not None
            position = match.end()
        out.append(query[position:])
        return "".join(out) if changed else None


def _a_name(word: str, names: frozenset[str]) -> bool:
    """Whether ``word`` (a possessive's ending left out) is one of the ``names``' words."""
    return bool(names) and (word.lower() in names or _POSSESSIVE.sub("", word.lower()) in names)


def _inside_quotes(query: str, position: int) -> bool:
    """Words inside a quoted phrase are taken as typed (the user asked for exactly them)."""
    return query.count('"', 0, position) % 2 == 1
