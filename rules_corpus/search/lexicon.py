"""Players' words mapped to the rules' own words (``rules_corpus/data/players_words.yaml``).

A player who asks about the "graveyard" means the Discard pile, "untap" means ready (Prepare,
CR 5.0 4.2.1.c), "bounce" means return to Hand, "in response" means a Reaction in Limbo (4.4).
The lexicon is data, not code, so it can grow without touching the ranking: each entry maps a
word or a phrase to the rules' words for the same idea. Phrases are matched on whole words,
longest first, so "untap step" wins over "untap".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

LEXICON_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "players_words.yaml"
MAX_PHRASE_WORDS: Final = 4


@dataclass(frozen=True, slots=True)
class Expansion:
    """Words ``start``..``end`` (exclusive) of the query mean ``meanings`` in the rules."""

    start: int
    end: int
    meanings: tuple[str, ...]


class Lexicon:
    """Looks players' words and phrases up; built from a mapping phrase -> rules' words."""

    def __init__(self, entries: dict[str, tuple[str, ...]]) -> None:
        self._entries = {" ".join(k.lower().split()): v for k, v in entries.items() if v}

    def __len__(self) -> int:
        return len(self._entries)

    def phrases(self) -> tuple[str, ...]:
        """Every known player's word or phrase (they are words, not typos to correct)."""
        return tuple(self._entries)

    def get(self, phrase: str) -> tuple[str, ...]:
        return self._lookup(" ".join(phrase.lower().split()))

    def _lookup(self, phrase: str) -> tuple[str, ...]:
        """The meanings of ``phrase``, or of its singular ("mulligans": a player's plural of
        a word entered once) when only that is entered."""
        found = self._entries.get(phrase)
        if found is None and len(phrase) > 3 and phrase.endswith("s") and not phrase.endswith("ss"):
            found = self._entries.get(phrase[:-1])
        return found or ()

    def expansions(self, words: list[str]) -> list[Expansion]:
        """The longest known phrase at each position of ``words`` (no overlaps)."""
        lowered = [w.lower() for w in words]
        found: list[Expansion] = []
        position = 0
        while position < len(lowered):
            for size in range(min(MAX_PHRASE_WORDS, len(lowered) - position), 0, -1):
                meanings = self._lookup(" ".join(lowered[position : position + size]))
                if meanings:
                    found.append(Expansion(position, position + size, meanings))
                    position += size
                    break
            else:
                position += 1
        return found


def parse_lexicon(text: str, source: str = "players_words.yaml") -> Lexicon:
    """A lexicon from YAML text; a malformed entry raises ValueError naming the entry."""
    try:
        data = YAML(typ="safe").load(text) or {}
    except YAMLError as error:  # duplicate keys, bad indentation: say where
        raise ValueError(f"{source}: {error}") from error
    if not isinstance(data, dict):
        raise ValueError(f"{source}: expected a mapping of phrases to lists of words")
    entries: dict[str, tuple[str, ...]] = {}
    for key, value in data.items():
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{source}: entry {key!r} must map to a list of words")
        entries[str(key)] = tuple(value)
    return Lexicon(entries)


@lru_cache(maxsize=1)
def players_lexicon() -> Lexicon:
    """The bundled lexicon (read once per process)."""
    return parse_lexicon(LEXICON_FILE.read_text(encoding="utf-8"), LEXICON_FILE.name)
