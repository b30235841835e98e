"""Which card a typed name means, for the sandbox's quick entry: the card library and the
imported card pool, by whole name, by the name before its comma ("Kuwat" for "Kuwat, the
Dissenter"), by the first letters of its words ("haven bra"), then forgiving a typo.

When several cards answer equally well, the one the place can hold comes first (typing
"Haven" for the Landmarks means Haven, Bravos Bastion, not Haven Trainee), then the library's
before the pool's, then the shorter name; the others are said, so the judge can type more of
the name. Pure Python: no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from judge_app.sandbox.quick_words import fold
from scenarios.cards.library import Library, LibraryCard
from scenarios.pool import POOL_PREFIX

if TYPE_CHECKING:
    from scenarios.pool import CardPool

EXACT, TITLE, PREFIX, TYPO = 0, 1, 2, 3
"""How well a name answers what was typed, best first."""
TYPO_SCORE = 80.0
"""The lowest similarity taken as a typo of a name (rapidfuzz ratio, 0–100: "kuwta" for
"kuwat" is 80)."""


@dataclass(frozen=True, slots=True)
class Named:
    """A card a name can mean: its shown name, every name it answers to (aliases, other
    languages), its reference (library id or ``pool:KEY``)."""

    name: str
    names: tuple[str, ...]
    ref: str


def match_level(typed: str, names: Iterable[str]) -> int | None:
    """How well the folded ``typed`` answers one of ``names`` (``EXACT``, ``TITLE``,
    ``PREFIX``), or ``None``."""
    best: int | None = None
    words = typed.split()
    for name in names:
        whole = fold(name)
        if whole == typed:
            return EXACT
        title = fold(name.split(",")[0])
        if "," in name and title == typed:
            best = TITLE
            continue
        parts = whole.split()
        if len(words) <= len(parts) and all(
            p.startswith(w) for w, p in zip(words, parts, strict=False)
        ):
            best = PREFIX if best is None else min(best, PREFIX)
    return best


class CardNames:
    """The cards a quick entry can name: the library's, and the imported pool's when there
    is one."""

    def __init__(self, library: Library, pool: CardPool | None = None) -> None:
        self.library = library
        self.pool = pool
        self._library_named = [
            Named(c.name, (c.name, *c.model.aliases), c.id) for c in library.cards.values()
        ]

    def _pool_named(self, typed: str, limit: int = 15) -> list[Named]:
        if self.pool is None or not typed.strip():
            return []
        try:
            found = self.pool.search(typed, limit=limit)
        except Exception:  # a damaged or busy card database: the library still answers
            return []
        return [Named(c.name, (c.name, *c.names.values()), POOL_PREFIX + c.key) for c in found]

    def candidates(self, typed: str) -> list[tuple[int, Named]]:
        """The cards ``typed`` (folded words) can mean with their level, best first."""
        found: list[tuple[int, int, int, Named]] = []
        seen: set[str] = set()
        for source, named in enumerate((self._library_named, self._pool_named(typed))):
            for index, n in enumerate(named):
                level = match_level(typed, n.names)
                if level is not None and fold(n.name) not in seen:
                    seen.add(fold(n.name))
                    found.append((level, source, index, n))
        if not found:
            found = [(TYPO, 0, i, n) for i, n in enumerate(self._typos(typed))]
        # among equals: the library's first, in its order (the pool's in its ranking)
        found.sort(key=lambda t: (t[0], t[1], t[2]))
        return [(t[0], t[3]) for t in found]

    def _typos(self, typed: str) -> list[Named]:
        """Cards whose whole name, or name before the comma, is ``typed`` with a typo."""
        found = [
            n
            for n in (*self._library_named, *self._pool_named(typed))
            if max(fuzz.ratio(typed, fold(x)) for x in (n.name, n.name.split(",")[0])) >= TYPO_SCORE
        ]
        return found[:3]

    def is_name(self, typed: str) -> bool:
        """Whether folded ``typed`` is a card's whole name or its name before the comma."""
        return any(level <= TITLE for level, _ in self.candidates(typed)[:1]) if typed else False

    def card(self, ref: str) -> LibraryCard:
        """The card ``ref`` as the sandbox places it (an imported card read afresh by the
        printed text reader)."""
        if ref.startswith(POOL_PREFIX):
            if self.pool is None:
                raise KeyError("the card database is not open")
            pc = self.pool.card(ref.removeprefix(POOL_PREFIX))
            if pc is None:
                raise KeyError("that imported card is no longer in the card data")
            from scenarios.pool.reading import library_card

            return library_card(self.pool.reading(pc), self.pool.path, ref, pc.printed_card())
        return self.library.cards[ref]

    def complete(self, typed: str, limit: int = 10) -> list[str]:
        """Names to offer while ``typed`` is being typed, best first."""
        folded = fold(typed)
        if not folded:
            return []
        names = [n.name for _level, n in self.candidates(folded)]
        if len(names) < limit:  # the words anywhere in the name ("bastion" → Haven, …)
            words = folded.split()
            names += [
                n.name
                for n in self._library_named
                if all(any(p.startswith(w) for p in fold(n.name).split()) for w in words)
            ]
        return list(dict.fromkeys(names))[:limit]

    def choose(
        self, typed: str, fits: Callable[[LibraryCard], bool]
    ) -> tuple[LibraryCard, list[str]]:
        """The card ``typed`` means and the other names it could have meant; ``fits``: whether
        the place asked for can hold a card (those that fit come first among equals).
        ``KeyError`` with the judge's words when nothing answers."""
        found = self.candidates(fold(typed))
        if not found:
            known = [n.name for n in self._library_named]
            near = process.extractOne(fold(typed), {k: fold(k) for k in known}, scorer=fuzz.WRatio)
            hint = f" — did you mean {near[2]}?" if near and near[1] >= 60 else ""
            raise KeyError(f"no card is named “{typed}”{hint}")
        best_level = found[0][0]
        best = [n for level, n in found if level == best_level]
        cards = [self.card(n.ref) for n in best[:8]]
        cards.sort(key=lambda c: not fits(c))  # stable: the order above within each
        chosen = cards[0]
        others = [c.name for c in cards[1:] if c.name != chosen.name]
        return chosen, others


__all__ = ["CardNames", "Named", "match_level"]
