"""Find glossary terms (and Heroes' Journey headwords) used in running text.

A term is linked at its first mention in each text — as a printed glossary does — matching
whole words, case-insensitively, singular or plural ("Expeditions" links to "Expedition"),
longest term first so "Discard pile" wins over "Discard".
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TermMatch:
    start: int
    end: int
    term: str


class TermFinder:
    """Matches a fixed vocabulary of terms in texts; build once per document."""

    def __init__(self, terms: dict[str, str]) -> None:
        """``terms`` maps each spelling to find (term or alias) to the entry's term."""
        self._canonical = {spelling.lower(): term for spelling, term in terms.items()}
        spellings = sorted(self._canonical, key=len, reverse=True)
        if spellings:
            alternatives = "|".join(re.escape(s) for s in spellings)
            self._pattern: re.Pattern[str] | None = re.compile(
                rf"(?<![\w-])({alternatives})(?:s|es)?(?![\w-])", re.IGNORECASE
            )
        else:
            self._pattern = None

    def find(self, text: str, exclude: str | None = None) -> list[TermMatch]:
        """First mention of each term in ``text`` (never ``exclude``, the entry's own term)."""
        if self._pattern is None:
            return []
        seen: set[str] = set()
        matches: list[TermMatch] = []
        for match in self._pattern.finditer(text):
            term = self._canonical[match.group(1).lower()]
            if term in seen or term == exclude:
                continue
            seen.add(term)
            matches.append(TermMatch(match.start(), match.end(), term))
        return matches

    def resolve(self, spelling: str) -> str | None:
        """The entry a printed name points at (case and plural insensitive), if any."""
        key = spelling.strip().lower()
        for candidate in (key, key.removesuffix("s"), key.removesuffix("es")):
            if candidate in self._canonical:
                return self._canonical[candidate]
        return None
