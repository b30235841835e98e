"""Imported cards named in a scenario file: by name (in any imported language) or by print
reference, as the sandbox names them.

A scenario's ``card:`` is looked up in the scenario's own ``cards:``, then the library, then
the card pool (:class:`ImportedCards`): ``card: Foundry Armorer``, ``card: Armurier de la
Fonderie``, ``card: ALT_CORE_B_AX_08_C`` or ``ALT_CORE_B_AX_08`` all name the same imported
card. The card is read by the printed text reader like a card the judge puts on the board
(:func:`scenarios.pool.reading.library_card`), keeping its printed text — so a board saved
from it writes the card as a ``read_text`` card and opens anywhere, without the pool.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from scenarios.cards.library import LibraryCard

if TYPE_CHECKING:  # the pool and the printed text reader are imported on first use
    from scenarios.cards.printed import PrintedCard
    from scenarios.cards.printed.token_names import TokenCard
    from scenarios.pool import CardPool


class ImportedCards:
    """The card pool as a scenario's card resolver; the pool is opened on first use (a
    scenario naming only library cards never opens it)."""

    def __init__(self, pool: CardPool | Callable[[], CardPool | None] | None) -> None:
        self._pool = pool
        self._cards: dict[str, LibraryCard] = {}

    def _opened(self) -> CardPool | None:
        """The pool now (a window's pool may be opened, or reopened after an import, after
        the board was)."""
        from scenarios.pool.store import CardPool

        if callable(self._pool) and not isinstance(self._pool, CardPool):
            return self._pool()
        return self._pool

    def card(self, ref: str) -> LibraryCard | None:
        """The imported card named or referenced ``ref``; ``None`` if the pool has none;
        ``KeyError`` naming the choices if several imported cards answer to it."""
        key = ref.strip().casefold()
        if key in self._cards:
            return self._cards[key]
        pool = self._opened()
        if pool is None or pool.is_empty():
            return None
        found = pool.lookup(ref)
        if not found:
            return None
        if len(found) > 1:
            refs = ", ".join(c.references[0] for c in found if c.references)
            raise KeyError(
                f"several imported cards are named {ref!r} (different prints); name one by "
                f"its reference: {refs}"
            )
        [pc] = found
        from scenarios.pool.reading import POOL_PREFIX, library_card

        card = library_card(pool.reading(pc), pool.path, POOL_PREFIX + pc.key, pc.printed_card())
        self._cards[key] = card
        return card

    def token_cards(self) -> Mapping[str, TokenCard]:
        """The pool's token cards by :func:`~scenarios.cards.printed.token_names.token_key`
        (2.1.e: a token is defined by its token card), for a scenario's typed card that creates
        one by name; empty when there is no pool."""
        pool = self._opened()
        if pool is None or pool.is_empty():
            return {}
        return pool.token_cards()

    def subtypes(self) -> Mapping[str, frozenset[str]]:
        """Card type -> the sub-types the pool's cards print (2.2.2: a new set's own sub-types
        are words of the game once imported); empty when there is no pool."""
        pool = self._opened()
        if pool is None or pool.is_empty():
            return {}
        return pool.subtypes()

    def tokens_in(self, text: str) -> list[PrintedCard]:
        """The pool's token cards a printed text creates by name ("[SPORELING]",
        "[Mana Moth]"), as printed — so a saved board can embed them with the card."""
        pool = self._opened()
        if pool is None or not text:
            return []
        low = " ".join(text.replace("_", " ").lower().split())
        found: list[PrintedCard] = []
        for key, token in pool.token_cards().items():
            if re.search(rf"\[{re.escape(key)}\]", low):
                for pc in pool.lookup(token.name):
                    if pc.token:
                        found.append(pc.printed_card())
                        break
        return found

    @property
    def cards(self) -> tuple[LibraryCard, ...]:
        """The imported cards the scenario named so far."""
        return tuple({c.id: c for c in self._cards.values()}.values())


def default_imported() -> ImportedCards:
    """The judge's card pool (the per-user data folder), if there is one; opened only when
    a scenario names a card that is neither its own nor the library's."""

    found: list[CardPool | None] = []

    def opened() -> CardPool | None:
        if not found:
            from scenarios.pool.store import CardPool, default_pool_path

            path = default_pool_path()
            found.append(CardPool(path) if path.is_file() else None)
        return found[0]

    return ImportedCards(opened)
