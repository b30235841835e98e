"""Query understanding: what a judge's question asks about, as concepts the index can match.

A question typed as a player says it — "does it untap in the morning?" — becomes:

* its content words, without the question's own words ("does", "what", "how many", "my"),
  which every rule could "answer" and which would otherwise drown the real concepts;
* each content word (or known phrase) as a :class:`Concept`: the stems that satisfy it — its
  own and those of the rules' words the players' :mod:`~rules_corpus.search.lexicon` maps it to
  ("untap" → ready, prepare);
* the text handed to the full-text engine: the content words plus the mapped words as
  alternatives, so a rule that says "ready" is found for "untap" and one that really says
  "untap" still is.

A quoted phrase asks for exactly its words, short ones too (``who is "we"``, ``"you may"``):
it is one concept the unit must hold whole, searched as a phrase, and players' words are not
mapped inside it — except a quote that is a single pronoun the rules define (``who is "you"``:
the second person, 7.2.3). Outside quotes the words the index keeps only for phrases
(:data:`~rules_corpus.search.analysis.QUIET_WORDS`: "can", "you", "may") name nothing.
``*`` prefixes and rule numbers are left as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from rules_corpus.search.analysis import (
    content_stems,
    is_quiet,
    is_stop_word,
    stem_pairs,
    stems_of,
)
from rules_corpus.search.lexicon import Expansion, Lexicon

__all__ = ["Concept", "Understood", "content_text", "stem_pairs", "stems_of", "understand"]

# Words that shape a question but name nothing a rule is about (the engine's own stop list
# already drops "a", "the", "can", "if", "is", ...). Dropped only outside quotes, and only
# when the query keeps at least one other word.
QUESTION_WORDS: Final = frozenset(
    {
        "what",
        "whats",
        "how",
        "many",
        "much",
        "who",
        "whom",
        "whose",
        "which",
        "where",
        "why",
        "does",
        "do",
        "did",
        "doing",
        "done",
        "i",
        "im",
        "i'm",
        "ive",
        "am",
        "was",
        "were",
        "been",
        "being",
        "me",
        "my",
        "mine",
        "he",
        "she",
        "his",
        "her",
        "him",
        "hers",
        "they",
        "them",
        "their",
        "theirs",
        "our",
        "ours",
        "its",
        "allowed",
        "there",
        "get",
        "gets",
        "got",
        "getting",
        "happen",
        "happens",
        "happened",
        "happening",
        "still",
        "just",
        "really",
        "actually",
        "should",
        "would",
        "could",
        "ok",
        "okay",
        "please",
        "anything",
        "something",
        "someone",
        "somebody",
        "thing",
        "things",
        "rule",
        "rules",
        "old",
        "edition",
    }
)

# What a question asks for, beyond its concepts: "how many" wants a number or a limit. These
# only add alternatives for the engine (they are not concepts a unit must cover).
QUESTION_INTENTS: Final = {
    "how many": ("number", "limit", "at most", "at least"),
    "how much": ("cost", "number"),
}

_WORD = re.compile(r"[\w'’+/-]+\*?")
# A quotation in single or typographic quotes, as players type a card's words ('we', 'you
# may', ‘if you did’): opened where no word precedes it and closed where none follows, so an
# apostrophe inside or after a word ("can't", "players' cards") is not a quote.
_SINGLE_QUOTED = re.compile(r"(?<![\w'’‘])['‘’]((?:[^'‘’\"“”]|(?<=\w)['’](?=\w))+?)['’‘](?!\w)")
_QUOTED = re.compile(r'"([^"]*)"')
_DOUBLE_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"'})
_BARE = "?!.,;:()"


def _ignored(word: str) -> bool:
    """Whether the search ignores ``word`` outside quotes (a question word, a quiet word or
    the index's stop word)."""
    bare = word.lower().replace("’", "'")
    return bare in QUESTION_WORDS or is_quiet(bare) or is_stop_word(bare)


def _only_quiet(word: str) -> bool:
    """Whether ``word`` is only quiet words to the index ("you", "can't")."""
    return is_quiet(word) or (bool(stems_of(word)) and not content_stems(word))


def _mapped(expansion: Expansion, words: list[str], quotes: list[int], ignored: set[int]) -> bool:
    """Whether a players' word is mapped where it stands: outside quotes, unless made only of
    ignored words ("can I play it" is not about the first person); inside a quote, only when
    it is the whole quote and the quote is made of ignored words (``who is "you"``, not
    ``"you may"``)."""
    span = range(expansion.start, expansion.end)
    if all(quotes[i] % 2 == 0 for i in span):
        return not all(_ignored(words[i]) for i in span)
    quote = quotes[expansion.start]
    whole = [i for i, q in enumerate(quotes) if q == quote]
    return quote in ignored and whole == list(span)


@dataclass(frozen=True, slots=True)
class Concept:
    """One thing the query asks about: the stems that satisfy it, or a typed prefix."""

    text: str
    stems: frozenset[str]
    prefix: str | None = None
    whole: bool = False  # a quoted phrase: the unit must hold every one of its stems

    def satisfied_by(self, unit_stems: frozenset[str]) -> bool:
        if self.whole:
            return self.stems <= unit_stems
        if self.stems & unit_stems:
            return True
        prefix = self.prefix
        return prefix is not None and any(stem.startswith(prefix) for stem in unit_stems)


@dataclass(frozen=True, slots=True)
class Understood:
    """A query as the index uses it: engine text and the concepts that judge coverage."""

    engine_text: str
    concepts: tuple[Concept, ...]
    meanings: tuple[str, ...]


def quotations(query: str) -> str:
    """``query`` with every quotation in double quotes: a player quoting a card with single
    or typographic quotes ('we', ‘you may’, “if you did”) asks for its words as with ``"``."""
    return _SINGLE_QUOTED.sub(r'"\1"', query.translate(_DOUBLE_QUOTES))


def unprinted_quotes(query: str, printed: Callable[[str], bool]) -> str:
    """``query`` with the quotation marks taken off a quoted phrase of several words that the
    rules never print (``printed`` says whether they do): a player quoting a card ("'if you
    control an axiom character'") quotes words no rule holds as a phrase, and its words are
    then what the rules can answer; a phrase the rules do print stays whole."""

    def loosened(match: re.Match[str]) -> str:
        if len(stems_of(match.group(1))) <= 1 or printed(match.group(1)):
            return match.group(0)
        return match.group(1)

    return _QUOTED.sub(loosened, query)


def content_text(query: str) -> str:
    """``query`` without its question words (outside quotes), unless nothing would remain."""
    return _without(quotations(query), lambda bare: bare in QUESTION_WORDS)


def _without(query: str, dropped: Callable[[str], bool]) -> str:
    """``query`` without the words outside quotes that ``dropped`` says (given the bare,
    lower-case word), unless nothing would remain."""
    parts = re.split(r'("[^"]*"?)', query)
    kept: list[str] = []
    content = 0
    for part in parts:
        if part.startswith('"'):
            kept.append(part)
            content += 1
            continue
        out = []
        for word in part.split(" "):
            bare = word.lower().strip(_BARE).replace("’", "'")
            if bare and dropped(bare):
                continue
            if bare:
                content += 1
            out.append(word)
        kept.append(" ".join(out))
    if content == 0:
        return query
    return " ".join(" ".join(kept).split())


def _quoted_concept(phrase: str, expansion: Expansion | None) -> Concept | None:
    """The concept of a whole quoted phrase: its own words, every one required
    (``"you may"``), or a pronoun the rules define and what they call it (``"you"``)."""
    if expansion is not None:
        stems = content_stems(phrase)
        for meaning in expansion.meanings:
            stems |= content_stems(meaning)
        return Concept(phrase, frozenset(stems)) if stems else None
    stems = stems_of(phrase)
    return Concept(phrase, frozenset(stems), whole=len(stems) > 1) if stems else None


def understand(query: str, lexicon: Lexicon, typing: bool = False) -> Understood:
    """The engine text and concepts of ``query`` (see the module docstring)."""
    text = content_text(query)
    matches = list(_WORD.finditer(text))
    raw_words = [m.group(0) for m in matches]
    words = [w.rstrip("*").strip("'’") for w in raw_words]
    quotes = [text.count('"', 0, m.start()) for m in matches]
    ends_open = typing and not text.endswith((" ", '"'))
    # A quote made only of words the search ignores ("you", "I", "they") may quote how a card
    # speaks: when it is one pronoun, the lexicon says what the rules call it (7.2).
    ignored = {
        n
        for n in set(quotes)
        if n % 2 == 1 and all(_ignored(w) for w, q in zip(words, quotes, strict=True) if q == n)
    }
    expansions = {
        e.start: e for e in lexicon.expansions(words) if _mapped(e, words, quotes, ignored)
    }
    concepts: list[Concept] = []
    meanings: list[str] = []
    position = 0
    while position < len(words):
        expansion = expansions.get(position)
        if quotes[position] % 2 == 1:
            end = position
            while end < len(words) and quotes[end] == quotes[position]:
                end += 1
            if expansion is not None:
                meanings.extend(expansion.meanings)
            quoted = _quoted_concept(" ".join(words[position:end]), expansion)
            if quoted is not None:
                concepts.append(quoted)
            position = end
            continue
        end = expansion.end if expansion else position + 1
        phrase = " ".join(words[position:end])
        stems = content_stems(phrase)
        if expansion is not None:
            meanings.extend(expansion.meanings)
            for meaning in expansion.meanings:
                stems |= content_stems(meaning)
        last = end == len(words)
        raw = raw_words[end - 1]
        is_prefix = raw.endswith("*") or (last and ends_open and expansion is None)
        prefix = words[end - 1].lower() if is_prefix and len(words[end - 1]) >= 3 else None
        if stems or prefix:
            concepts.append(Concept(phrase, frozenset(stems), prefix))
        position = end
    typed_prefix = ""
    if concepts and concepts[-1].prefix and raw_words and not raw_words[-1].endswith("*"):
        typed_prefix = f" {concepts[-1].prefix}*"
    lowered = " ".join(query.lower().split())
    for intent, wanted in QUESTION_INTENTS.items():
        if intent in lowered:
            meanings.extend(wanted)
    # The engine searches the quiet words only inside quotes (or when nothing else is asked).
    # A question mark ends a question: it is no wildcard for one more letter ("first?" would
    # look for "firsts" and never find "first").
    searched = _without(text, _only_quiet).replace("?", " ")
    alternatives = [_without(m, _only_quiet) for m in meanings]
    alternatives = [m for m in alternatives if content_stems(m)]
    engine = searched + typed_prefix + "".join(f" ({m})" for m in alternatives)
    return Understood(engine, tuple(concepts), tuple(meanings))
