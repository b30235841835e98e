"""A decklist's lines: ``N REFERENCE`` as deck builders export them, ``N Name`` as people
write them.

::

    1 ALT_CORE_B_AX_01_C
    3 Kuwat, the Dissenter
    2x Cogwheel Tinkerer (Rare, Bravos)
    3 Bricoleur à engrenages

Blank lines and lines starting with ``#`` or ``//`` are ignored. A name may end with the
version in parentheses (rarity and/or faction words: ``(Rare)``, ``(Common, Axiom)``), the
way a player makes clear which version they play (1.1.4.d, Remark). A line that is neither is
an error naming the file and the line — a decklist is never half read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from scenarios.errors import LoadError
from scenarios.limits import read_bounded
from scenarios.yamlio import display_path

MAX_LIST_BYTES = 1024 * 1024
MAX_COPIES = 999
"""More copies on one line is a typing slip, not a deck."""

_LINE = re.compile(r"^(\d+)\s*[xX×]?\s+(.+?)\s*$")
_REFERENCE = re.compile(r"^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+){3,}$")
_VERSION = re.compile(r"^(.*?)\s*[(\[]([^()\[\]]+)[)\]]$")


@dataclass(frozen=True, slots=True)
class ListLine:
    """One card line of a list: how many, what was written, where."""

    count: int
    written: str
    """The reference or the name as written (without the version words)."""
    line: int
    is_reference: bool
    version_words: tuple[str, ...] = ()
    """Words in parentheses after a name (``("rare", "bravos")``), lower case."""

    @property
    def as_written(self) -> str:
        if self.version_words:
            return f"{self.written} ({', '.join(self.version_words)})"
        return self.written


def parse_list(text: str, where: str = "decklist") -> list[ListLine]:
    """The card lines of ``text``; a :class:`LoadError` names every line that is not
    ``N REFERENCE`` or ``N Name`` (file and line), or a list with no card line."""
    found: list[ListLine] = []
    errors: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = _LINE.match(line)
        if m is None:
            errors.append(
                f"{where}:{number}: expected a number of copies then a reference or a name "
                f"('3 ALT_CORE_B_AX_08_C' or '3 Kuwat, the Dissenter'), got {line[:60]!r}"
            )
            continue
        count, rest = int(m.group(1)), m.group(2)
        if not 1 <= count <= MAX_COPIES:
            errors.append(
                f"{where}:{number}: {count} copies of {rest[:40]!r}: "
                f"expected between 1 and {MAX_COPIES}"
            )
            continue
        if _REFERENCE.match(rest):
            found.append(ListLine(count, rest.upper(), number, True))
            continue
        words: tuple[str, ...] = ()
        v = _VERSION.match(rest)
        if v is not None and v.group(1):
            rest = v.group(1)
            words = tuple(w.lower() for w in re.split(r"[\s,/;]+", v.group(2)) if w)
        found.append(ListLine(count, rest, number, False, words))
    if errors:
        raise LoadError(errors)
    if not found:
        raise LoadError([f"{where}: no card lines ('3 REFERENCE' or '3 Card name') in the list"])
    return found


def read_list(path: Path) -> tuple[str, list[ListLine]]:
    """``(where, lines)`` of the list in ``path`` (a regular UTF-8 file of bounded size)."""
    where = display_path(path)
    try:
        text = read_bounded(path, where, MAX_LIST_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LoadError([f"{where}: not UTF-8 text (is it a decklist?)"]) from None
    return where, parse_list(text, where)
