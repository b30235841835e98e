"""Decklists as deck builders export them: one ``N REFERENCE`` line per card.

::

    1 ALT_CORE_B_AX_01_C
    3 ALT_CORE_B_AX_08_C
    2 ALT_ALIZE_B_AX_33_R1

Blank lines and lines starting with ``#`` or ``//`` are ignored; ``3x REF`` is read as
``3 REF``. A line that is not ``N REFERENCE`` is an error naming the file and line, and so
is a count past ``MAX_DECKLIST_COUNT`` or a reference longer than any card data may give
(``card_limits.MAX_CARD_REFERENCE``: a 100 KB one used to be echoed whole, twice). Each
reference is looked up in the pool; a reference the pool does not know is **named, not
dropped** (:attr:`DeckEntry.card` is ``None``), so a deck keeps its size and the judge sees
what is missing. A Unique (``..._U_123``) is recognised by its card's other prints when they
are imported, since Unique prints are not in the published data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from scenarios.errors import LoadError
from scenarios.limits import MAX_DECKLIST_COUNT, read_bounded
from scenarios.pool.card_limits import MAX_CARD_REFERENCE
from scenarios.pool.printing import family
from scenarios.pool.store import CardPool, PoolCard
from scenarios.yamlio import display_path

_LINE = re.compile(r"^([0-9]+)\s*[xX×]?\s+([A-Za-z0-9_]+)\s*$")


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a decklist, with the card it names (``None`` when unknown)."""

    count: int
    reference: str
    line: int
    card: PoolCard | None
    note: str = ""
    """Why the card is unknown or approximate, in words."""

    @property
    def name(self) -> str:
        return self.card.name if self.card else self.reference


@dataclass(frozen=True, slots=True)
class Decklist:
    """A read decklist."""

    path: Path
    entries: tuple[DeckEntry, ...]

    @property
    def total(self) -> int:
        return sum(e.count for e in self.entries)

    @property
    def unknown(self) -> tuple[DeckEntry, ...]:
        return tuple(e for e in self.entries if e.card is None)


def parse_decklist(text: str, where: str = "decklist") -> list[tuple[int, str, int]]:
    """``(count, reference, line)`` for each card line; a :class:`LoadError` names every
    line that is not ``N REFERENCE``."""
    found: list[tuple[int, str, int]] = []
    errors: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = _LINE.match(line)
        if m is not None and (len(m.group(1)) > 9 or int(m.group(1)) > MAX_DECKLIST_COUNT):
            errors.append(
                f"{where}:{number}: {m.group(1)[:12]}{'…' if len(m.group(1)) > 12 else ''} "
                f"copies of {m.group(2)[:40]}: at most {MAX_DECKLIST_COUNT:,} copies on a line"
            )
            continue
        if m is not None and len(m.group(2)) > MAX_CARD_REFERENCE:
            # no card of the data can have it (an import refuses it): named once, cut short
            errors.append(
                f"{where}:{number}: a reference of {len(m.group(2)):,} characters "
                f"({m.group(2)[:24]}…): card references have at most {MAX_CARD_REFERENCE}"
            )
            continue
        if m is None or int(m.group(1)) < 1:
            errors.append(
                f"{where}:{number}: expected 'N REFERENCE' (e.g. '3 ALT_CORE_B_AX_08_C'), "
                f"got {line[:60]!r}"
            )
            continue
        found.append((int(m.group(1)), m.group(2).upper(), number))
    if errors:
        raise LoadError(errors)
    if not found:
        raise LoadError([f"{where}: no card lines ('N REFERENCE') in the decklist"])
    return found


MAX_DECKLIST_BYTES = 1024 * 1024


def read_decklist(path: Path, pool: CardPool) -> Decklist:
    """Read ``path`` and look every reference up in ``pool``."""
    where = display_path(path)
    try:
        # a regular file of bounded size: a FIFO or /dev/zero is refused, not waited on
        text = read_bounded(path, where, MAX_DECKLIST_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LoadError([f"{where}: not UTF-8 text (is it a decklist?)"]) from None
    return resolve(path, parse_decklist(text, where), pool)


def resolve(path: Path, lines: list[tuple[int, str, int]], pool: CardPool) -> Decklist:
    entries: list[DeckEntry] = []
    for count, reference, line in lines:
        found = pool.print_of(reference)
        if found is not None:
            entries.append(DeckEntry(count, reference, line, found[0]))
            continue
        note = "not in the imported card data"
        if "_U_" in reference:
            others = pool.lookup(family(reference))
            note = (
                f"a Unique print of {others[0].name}: Unique cards are not in the card data; "
                "type its text in the sandbox"
                if others
                else "a Unique print: Unique cards are not in the card data"
            )
        entries.append(DeckEntry(count, reference, line, None, note))
    return Decklist(path, tuple(entries))
