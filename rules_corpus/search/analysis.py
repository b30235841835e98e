"""How text becomes the index's words: one analyzer shared by the index, the query and the
snippets, so a word typed and a word printed meet in the same form.

A rules text is cut into words, lower-cased, its empty grammar words dropped and each word
stemmed. What this analyzer keeps that a stock English one (whoosh's ``StemmingAnalyzer``) loses:

* **numbers as the rules print them**: ``0``, ``2``, ``X`` and signed numbers (``+2``,
  ``-1``, ``+X``: "Defender +X", "risk cost is -1") are words of their own; a stock analyzer
  drops every one-character word and reads ``+2`` as ``2``;
* **the short words the rules give a meaning**: the pronouns a card speaks with (CR 5.0 7.2:
  "I", "We", "You"), "may" (an optional effect), "can"/"not", "if"/"when" (conditions and
  triggers). They are indexed, so a quoted phrase (``"you may"``, ``who is "we"``) finds the
  text that says it, but they are :data:`QUIET_WORDS`: outside quotes a question's "can you"
  names nothing, and :func:`content_stems` and :func:`stem_pairs` leave them out;
* **stems that keep words apart**: the Porter2 (Snowball English) stemmer, not the original
  Porter one, which turns "one" into "on", "has" into "ha", "day" into "dai" and "uses" into
  "us" (so "one" met every "on" and "uses" was a stop word).

Empty grammar words (articles, prepositions, "is", "it") are dropped everywhere, quotes too,
so ``"move to the Reserve"`` still finds "move it to Reserve".
"""

from __future__ import annotations

import itertools
import re
import string
from typing import Final

from whoosh.analysis import (
    STOP_WORDS as ENGINE_STOP_WORDS,
)
from whoosh.analysis import (
    Analyzer,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
    SubstitutionFilter,
)
from whoosh.lang.porter2 import stem

# Words the rules give a meaning although a stock stop list drops them (see the module
# docstring): indexed, searched inside quotes, never a concept of their own outside quotes.
QUIET_WORDS: Final = frozenset(
    {"i", "we", "us", "you", "your", "may", "can", "not", "if", "when", "will", "yet", "have"}
)

# One-character words that mean something: digits (a cost, a count) and X (any number).
_MEANINGFUL_LETTERS: Final = frozenset("x" + string.digits) | {"i"}

# Dropped everywhere: the engine's English stop list without the quiet words, and every other
# single character (the "s" of "card's", the "t" of "can't").
STOP_WORDS: Final = (ENGINE_STOP_WORDS - QUIET_WORDS) | (
    frozenset(string.ascii_lowercase) - _MEANINGFUL_LETTERS
)

# A signed number or X standing alone ("+2", "-1", "+X", but not the "-2" of "1-2"), else a
# word or a dotted rule number ("6.2.e").
_TOKEN: Final = r"(?<![\w+\-−])[+\-−](?:\d+|[xX])(?!\w)|\w+(?:\.?\w+)*"


def index_analyzer() -> Analyzer:
    """The analyzer of the index's text fields (and of the query text handed to them)."""
    return (
        RegexTokenizer(_TOKEN)
        | LowercaseFilter()
        | SubstitutionFilter("−", "-")
        | StopFilter(stoplist=STOP_WORDS, minsize=1)
        | StemFilter(stemfn=stem)
    )


def marking_analyzer() -> Analyzer:
    """The same words and stems with nothing dropped: what a snippet marks."""
    return (
        RegexTokenizer(_TOKEN)
        | LowercaseFilter()
        | SubstitutionFilter("−", "-")
        | StemFilter(stemfn=stem)
    )


_ANALYZER: Final = index_analyzer()
_QUIET_STEMS: Final = frozenset(stem(w) for w in QUIET_WORDS)


_TOKEN_RE: Final = re.compile(_TOKEN)
_WORD_STEMS: dict[str, str] = {}
"""Each word's stem ('' when the index drops it), as the analyzer gave it: filled as words are
met, emptied past :data:`_WORD_STEMS_KEPT` words."""
_WORD_STEMS_KEPT: Final = 200_000


def stems_of(text: str) -> set[str]:
    """Every stem the index holds for ``text`` (quiet words included): a unit's words. Each
    filter of the analyzer reads one word alone, so each distinct word is analysed once and
    its stem remembered: a 200 KB ruling answer, or 20,000 rulings in the same words, cost a
    regular expression pass each, not a trip through the stemmer per word (issue 34)."""
    stems = _WORD_STEMS
    if len(stems) > _WORD_STEMS_KEPT:
        stems.clear()
    found: set[str] = set()
    for word in dict.fromkeys(_TOKEN_RE.findall(text)):
        stemmed = stems.get(word)
        if stemmed is None:
            stemmed = stems[word] = _word_stem(word)
        if stemmed:
            found.add(stemmed)
    return found


def _word_stem(word: str) -> str:
    """One word through :func:`index_analyzer`'s filters, in their order (lower case, "−" as
    "-", stop words dropped, Porter2 stem); '' when it is dropped."""
    lowered = word.lower().replace("−", "-")
    return "" if not lowered or lowered in STOP_WORDS else stem(lowered)


def stem_sequence(text: str) -> tuple[str, ...]:
    """The stems of ``text`` in order (stop words dropped): what a phrase is matched on.

    The analyzer's tokens, read without its chain of filters: each word cut by the same
    expression, and its stem (or its dropping) remembered as :func:`stems_of` remembers it — a
    question naming cards reads every card's text and its own sentences this way, and the
    analyzer's generators cost a few microseconds a word (tested equal on every unit's text)."""
    stems = _WORD_STEMS
    if len(stems) > _WORD_STEMS_KEPT:
        stems.clear()
    found: list[str] = []
    for word in _TOKEN_RE.findall(text):
        stemmed = stems.get(word)
        if stemmed is None:
            stemmed = stems[word] = _word_stem(word)
        if stemmed:
            found.append(stemmed)
    return tuple(found)


_MARKED_STEMS: dict[str, str] = {}  # each word's stem, stop words too (marked_words)


def marked_words(text: str) -> tuple[tuple[str, int, int], ...]:
    """Each word of ``text`` with its stem and offsets, nothing dropped: what
    :func:`marking_analyzer` gives a snippet to mark (the same words and stems, each word's
    stem remembered; tested equal on every unit's text)."""
    stems = _MARKED_STEMS
    if len(stems) > _WORD_STEMS_KEPT:
        stems.clear()
    found: list[tuple[str, int, int]] = []
    for match in _TOKEN_RE.finditer(text):
        word = match.group()
        stemmed = stems.get(word)
        if stemmed is None:
            stemmed = stems[word] = stem(word.lower().replace("−", "-"))
        found.append((stemmed, match.start(), match.end()))
    return tuple(found)


def content_stems(text: str) -> set[str]:
    """The stems of ``text`` that name something: :func:`stems_of` without the quiet words."""
    return stems_of(text) - _QUIET_STEMS


def is_quiet(word: str) -> bool:
    """Whether ``word`` is a quiet word (indexed, but a concept only when quoted)."""
    return word.lower().replace("’", "'") in QUIET_WORDS


def is_stop_word(word: str) -> bool:
    """Whether the index drops ``word`` altogether."""
    return word.lower() in STOP_WORDS


def stem_pairs(text: str) -> frozenset[tuple[str, str]]:
    """Each pair of stems that follow each other in ``text`` once stop and quiet words are
    dropped ("move forward", "reserve limit"): what tells a phrase apart from scattered words."""
    stems = [s for s in stem_sequence(text) if s not in _QUIET_STEMS]
    return frozenset(itertools.pairwise(stems))
