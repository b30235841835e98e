"""hd (issue 30): the writer's meaning audit. Every reading the reader makes is written by
the writer in the cards' style, the writing read back, and the two READINGS compared (not
the texts): a difference is a writer that printed another meaning (a limit, a chooser, a
number of dice, a rounding dropped) or a reader that reads two wordings of one meaning
apart. A reading the writer has no words for is :class:`Unwritable` — honest, not a
difference. Used by ``benchmarks/writer_meaning_audit.py`` (the real sets and the sentence
files) and ``tests/cards_grammar/test_writer_meaning_audit.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability, read_spell_effect
from scenarios.cards.grammar.writer.all_rules import Unwritable, write_ability, write_effect
from scenarios.cards.grammar.writer.static import UnwritablePassive

SPELL = "SPELL "
"""How the sentence files mark a Spell's effect (5.1.2.j)."""


@dataclass(frozen=True)
class Audited:
    """One reading's round trip: ``kind`` is "same", "unread" (the reader refuses the text),
    "unwritable", "not read back", "writer error" or "different"; ``keys`` the parts of the
    reading that differ (``.reaction.ordinal-``: dropped, ``+``: added, ``~``: changed)."""

    kind: str
    written: str = ""
    keys: tuple[str, ...] = ()


def meaning(value: Any) -> Any:
    """A reading without its display words: a step's "text" (the printed words, whose case
    the readers keep differently) — every other key is meaning."""
    if isinstance(value, dict):
        return {k: meaning(v) for k, v in value.items() if not (k == "text" and "action" in value)}
    if isinstance(value, list):
        return [meaning(v) for v in value]
    return value


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """The key paths where reading ``a`` and reading ``b`` differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        out: list[str] = []
        for k in sorted(set(a) | set(b)):
            if k not in b:
                out.append(f"{path}.{k}-")
            elif k not in a:
                out.append(f"{path}.{k}+")
            else:
                out += differences(a[k], b[k], f"{path}.{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for x, y in zip(a, b, strict=True) for d in differences(x, y, path)]
    return [] if a == b else [f"{path}~"]


def read(text: str, *, spell: bool = False) -> dict[str, Any]:
    """The reading of ``text`` (a Spell's effect as ``{"effect": [...]}``), without "text"."""
    reading = {"effect": read_spell_effect(text)} if spell else read_ability(text)
    reading.pop("text", None)
    return reading


def audit(text: str, *, spell: bool = False) -> Audited:
    """``text`` read, written, read back; the readings compared by meaning."""
    try:
        reading = read(text, spell=spell)
    except NotRead:
        return Audited("unread")
    written = ""
    try:
        if "effect" in reading and len(reading) == 1:
            written = write_effect(reading["effect"])
            back = read(written, spell=True)
        else:
            written = write_ability(dict(reading))
            back = read(written)
    except (Unwritable, UnwritablePassive):
        return Audited("unwritable", written)
    except NotRead:
        return Audited("not read back", written)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return Audited("writer error", written)
    a, b = meaning(reading), meaning(back)
    if a == b:
        return Audited("same", written)
    keys = tuple(sorted({d.replace("..", ".") for d in differences(a, b)}))
    return Audited("different", written, keys)
