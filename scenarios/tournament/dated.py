"""A card's standing on a date, from its history: suspended, banned, or legal; errata in
force.

The publisher's history entries are dated (``SUSPENDED``, ``UNSUSPENDED``, ``BANNED``,
``FUNCTIONAL_ERRATUM``, ``BALANCING_ERRATUM`` …). They are official documents that take
precedence over the rules (1.1.2.b). On a date, the latest suspension, lifting or ban dated
that day or before decides: a suspension counts from its own day, and a suspension lifted
later is legal again from the day it was lifted.

An entry is filed under every print it touches, but its title may narrow it to some
versions ("Ban of **Unique** Moonlight Jellyfish", "Suspension of **Common and Rare** Ordis
Ozma"): when the title names rarities, only prints of those rarities are concerned. An entry
whose text names the Constructed format concerns constructed play only (the published ones
add that the cards stay legal in Draft and Sealed); one naming no format concerns both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from scenarios.pool.official import HistoryEntry

SUSPENDING = {"SUSPENDED": "suspended", "BANNED": "banned"}
LIFTING = {"UNSUSPENDED", "UNBANNED"}
_RARITY_WORDS = {"common": "common", "rare": "rare", "exalted": "exalted", "unique": "unique"}


def day(date: str) -> str:
    """``2025-02-01T12:56:39+00:00`` → ``2025-02-01``."""
    return date[:10]


def rarities_named(title: str) -> frozenset[str]:
    """The rarities an entry's title narrows it to (none: every print it is filed under)."""
    words = re.findall(r"[a-z]+", title.lower())
    return frozenset(_RARITY_WORDS[w] for w in words if w in _RARITY_WORDS)


def concerns(entry: HistoryEntry, rarity: str, play: str) -> bool:
    """Whether ``entry`` concerns a print of ``rarity`` in ``play`` (constructed/limited)."""
    named = rarities_named(entry.title)
    if named and rarity not in named:
        return False
    text = f"{entry.title} {entry.question} {entry.answer}".lower()
    return not (play == "limited" and "constructed" in text)


@dataclass(frozen=True, slots=True)
class Standing:
    """A version's standing on a date."""

    status: str
    """``legal``, ``suspended`` or ``banned``."""
    entry: HistoryEntry | None
    """The entry that decides it (None: no suspension or ban in its history)."""
    lifted: HistoryEntry | None = None
    """A later lifting of the suspension in force (what the judge may tell the player)."""
    past: HistoryEntry | None = None
    """For a legal card: the suspension that was lifted before the date."""


def _dedupe(entries: Iterable[HistoryEntry]) -> list[HistoryEntry]:
    found: dict[tuple[str, str, str], HistoryEntry] = {}
    for e in entries:
        found.setdefault((e.kind, e.date, e.title), e)
    return sorted(found.values(), key=lambda e: e.date)


def standing_on(entries: Iterable[HistoryEntry], rarity: str, play: str, on: str) -> Standing:
    """The standing on day ``on`` (``YYYY-MM-DD``) of a print of ``rarity`` whose history is
    ``entries``, in ``play``."""
    relevant = [
        e
        for e in _dedupe(entries)
        if (e.kind in SUSPENDING or e.kind in LIFTING) and concerns(e, rarity, play)
    ]
    before = [e for e in relevant if day(e.date) <= on]
    if not before:
        return Standing("legal", None)
    last = before[-1]
    if last.kind in SUSPENDING:
        later = next((e for e in relevant if day(e.date) > on and e.kind in LIFTING), None)
        return Standing(SUSPENDING[last.kind], last, lifted=later)
    earlier = next((e for e in reversed(before[:-1]) if e.kind in SUSPENDING), None)
    return Standing("legal", last, past=earlier)


def errata_in_force(entries: Iterable[HistoryEntry], rarity: str, on: str) -> list[HistoryEntry]:
    """The errata dated ``on`` or before that concern a print of ``rarity``, oldest first."""
    return [
        e
        for e in _dedupe(entries)
        if e.kind.endswith("ERRATUM") and day(e.date) <= on and concerns(e, rarity, "constructed")
    ]
