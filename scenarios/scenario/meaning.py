"""Matching a scenario's answers and expectations by meaning, not by exact wording.

A scenario names an option or quotes a trace line in the words the app used when the
file was written: "Mana Orb o3", "p1 draws a card". When the app's wording improves
("Mana Orb 2", "a card is drawn by p1") the file must keep working — the judge's scenario
scripts are their work. So when the exact words are not found, the words that carry
meaning are compared instead: the names of the objects, cards and players, the zones,
numbers and rule numbers, and the content words of the sentence (small words such as
"the", "a", "is" and word endings such as "draws"/"drawn" ignored). An option's meaning
also holds what its id names: the object's id and card name and the zone it is in.

The fallback only ever picks something when exactly one option (or line) has every
meaning word the scenario gives; otherwise the scenario's words are reported as before.
"""

from __future__ import annotations

import re
import unicodedata

from engine import GameState
from engine.state.decisions import Option
from engine.state.said import zone_words

_WORD = re.compile(r"\bo[0-9]+\b|[0-9]+(?:\.[0-9a-z]+)*|[^\W\d_]+", re.I)
_SMALL = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "in",
        "on",
        "to",
        "from",
        "for",
        "at",
        "by",
        "with",
        "and",
        "or",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "it",
        "its",
        "this",
        "that",
        "their",
        "his",
        "her",
        "as",
        "into",
        "onto",
        "one",
    ]
)
_ENDINGS = ("ing", "ed", "es", "en", "s", "n")
_SYNONYMS = {"yes": "yes", "y": "yes", "accept": "yes", "no": "no", "n": "no", "decline": "no"}


def _stem(word: str) -> str:
    """A word without its common English endings (``draws``, ``drawn`` → ``draw``)."""
    for ending in _ENDINGS:
        if len(word) > len(ending) + 2 and word.endswith(ending):
            return word[: -len(ending)]
    return word


def meaning_words(text: str) -> frozenset[str]:
    """The words of ``text`` that carry meaning, folded (case, accents) and stemmed."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in folded if not unicodedata.combining(c))
    words = (_SYNONYMS.get(w, w) for w in _WORD.findall(plain))
    return frozenset(_stem(w) for w in words if w not in _SMALL)


def same_meaning(wanted: str, text: str) -> bool:
    """Whether every meaning word of ``wanted`` is in ``text`` (and it has some)."""
    need = meaning_words(wanted)
    return bool(need) and need <= meaning_words(text)


def option_meaning(state: GameState, option: Option) -> frozenset[str]:
    """What an option means: its label's words, its id's parts and, for each object the
    id names, the object's card name and the zone it is in."""
    words = set(meaning_words(option.label))
    for part in re.split(r"[:,]", option.id):
        words |= meaning_words(part)
        obj = state.objects.get(part)
        if obj is not None:
            words |= meaning_words(state.name(part))
            words |= meaning_words(zone_words(obj.zone))
    return frozenset(words)


def option_by_meaning(state: GameState, options: tuple[Option, ...], wanted: str) -> str | None:
    """The id of the one option whose meaning holds every meaning word of ``wanted`` (the
    first of options that differ only in their number, "(second of 3)"), or ``None``."""
    need = meaning_words(wanted)
    if not need:
        return None
    fits = [o for o in options if need <= option_meaning(state, o)]
    if not fits:
        return None
    plain = {re.sub(r" \((?:\w+|#\d+) of \d+\)$", "", o.label) for o in fits}
    return fits[0].id if len(fits) == 1 or len(plain) == 1 else None
