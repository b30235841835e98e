"""The game's own words in other languages read as the rules' English terms (issue 32).

A player asks in English with words of their own language around card names — "Dorothy Gale
renvoie mon Scarabot en Réserve", "in der Reserve erschöpft", "nella mia Riserva" — and neither
the rules' words nor the sentence encoder know "Réserve", "erschöpft" or "Riserva". Each word
of ``rules_corpus/data/translated_words.yaml`` is one the publisher's French, German, Spanish
or Italian card texts use for one rules term (a keyword ability or status — Fleeting is
"Fugace", "Vergänglich", "Fugacidad" —, a zone, a phase, a cost, a counter, an object type);
the question is searched with those words put in the CR 5.0 terms. No entry is an everyday
English word, so a question in English is read as typed. Card names are not translated: the
caller translates only the words outside them.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Final

from ruamel.yaml import YAML

WORDS_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "translated_words.yaml"


def parse_translated(text: str) -> dict[str, str]:
    """Each language's word or phrase (lower case, spaces normalised) → the rules' term; a
    word two languages share must mean the same term in both."""
    data = YAML(typ="safe").load(text) or {}
    table: dict[str, str] = {}
    for language, words in data.items():
        if not isinstance(words, dict):
            raise ValueError(f"translated words: {language!r} must map words to rules' terms")
        for word, term in words.items():
            key = " ".join(str(word).lower().split())
            if table.get(key, term) != term:
                raise ValueError(f"translated words: {key!r} means {table[key]!r} and {term!r}")
            table[key] = str(term)
    return table


@lru_cache(maxsize=1)
def translated_words() -> dict[str, str]:
    """The bundled table (read once per process)."""
    return parse_translated(WORDS_FILE.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    """Every word and phrase, longest first ("zone de mana" before a shorter entry), matched
    as whole words in any case."""
    words = sorted(translated_words(), key=len, reverse=True)
    alternatives = "|".join(r"\s+".join(map(re.escape, w.split())) for w in words)
    # An elided article stays outside the word ("nell'area del mana", "l'Expédition").
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w’'-])", re.IGNORECASE)


def in_rules_words(text: str) -> str:
    """``text`` with the other languages' rules words put in CR 5.0's terms (unchanged when
    it has none)."""
    table = translated_words()
    return _pattern().sub(lambda m: table[" ".join(m.group(0).lower().split())], text)
