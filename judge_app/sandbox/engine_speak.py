"""Engine-speak in what a judge reads, by kind: the patterns an audit and the tests check.

What the user sees speaks a judge's language (the developers' guide): no internal ids, enum
names or Python reprs. Each kind is a general pattern of the engine's own vocabulary, never a
list of sentences:

- ``internal id``: an object id (``o12``, ``obj-3``), the handle a layout gives a card it does
  not name (``p1 orb 1``, ``p2 card 3``), an engine card id (``p1-c4``) or a zone key
  (``expedition:p1:hero``, ``discard:p2``, ``p1:hero``);
- ``enum name``: an upper-case or dotted enum name (``GIVE_BOOST``, ``Zone.RESERVE``), an
  engine enum class's name (``ExpeditionKind``), a member's name in capitals (``RESERVE``);
  a status in capitals on a badge (``FLEETING``, 2.4) is the rules' word, styled;
- ``python repr``: ``None``, ``True``/``False``, ``<...>`` object reprs, ``[...]`` and
  ``{...}`` dumps (``["a"]``, ``{"zone": ...}``), ``()``;
- ``statistics code``: statistics as codes (``F0 M0 W0``), not by terrain (2.2.11.c);
- ``snake_case``: an identifier with underscores (``spend_counters``);
- ``abbreviation``: an Expedition said by a letter after its player (``p1 H``, ``p2 C``)
  where the rules name it (3.2.4.b: a Hero Expedition, a Companion Expedition).

File paths (``…/name.yaml``) and cards' official references (``ALT_CORE_B_OR_20_C``) are
left out: each is what it is.
"""

from __future__ import annotations

import enum
import importlib
import pkgutil
import re
from functools import cache

_RULE_WORDS_IN_CAPITALS = frozenset({"EXHAUSTED", "FLEETING", "ASLEEP", "ANCHORED", "BOOSTED"})
"""A status said in capitals on a badge: the rules' word (2.4), styled."""
_VERDICT_WORDS = frozenset(
    {"FAILED", "FAIL", "FAILS", "ERROR", "INCOMPLETE", "OK", "CR", "TCG", "BY", "HAND"}
)
"""The command line's and the report's verdict words in capitals, and the board's "BY HAND"
badge (the judge resolves it), not enum names."""
_PATH = re.compile(r"\S+\.(?:ya?ml|json|html)\b")
_CARD_REFERENCE = re.compile(r"\bALT_[A-Z0-9_]+\b")
"""A card's official reference ("ALT_CORE_B_OR_20_C"), as the card data and decklists say
it: a judge's word for one printing, not an enum's name."""


@cache
def _engine_enums() -> tuple[type[enum.Enum], ...]:
    """Every Enum class the engine defines (found once, by walking its modules)."""
    import engine

    found: dict[str, type[enum.Enum]] = {}
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        try:
            module = importlib.import_module(info.name)
        except Exception:  # a module that cannot load alone names no enum
            continue
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, enum.Enum)
                and value.__module__.startswith("engine")
            ):
                found[value.__name__] = value
    return tuple(found.values())


@cache
def _enum_words() -> tuple[frozenset[str], frozenset[str]]:
    """(the engine's enum class names, their members' names of 3 letters or more)."""
    enums = _engine_enums()
    # a compound name ("ExpeditionKind"); a one-word class ("Terrain", "Status") is a rules
    # word unless dotted ("Status.EXHAUSTED"), which the dotted pattern finds
    classes = frozenset(e.__name__ for e in enums if sum(c.isupper() for c in e.__name__) > 1)
    members = frozenset(m.name for e in enums for m in e if len(m.name) >= 3)
    return classes, members


@cache
def kinds() -> dict[str, re.Pattern[str]]:
    """Each kind of engine-speak → its pattern."""
    classes, _ = _enum_words()
    return {
        "internal id": re.compile(
            r"(?<![\w#/])(?:o|obj-?)\d+\b"
            r"|\bp\d+ (?:orb|card) \d+\b"
            r"|\bp\d+-c\d+\b"
            r"|\b(?:expedition|hand|deck|discard|mana|reserve|landmarks?|hero):p\d+\b"
            r"|\bp\d+:(?:hero|companion)\b"
        ),
        "enum name": re.compile(
            r"\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b"
            r"|\b[A-Z][A-Za-z]+\.[A-Z_]{2,}\b"
            rf"|\b(?:{'|'.join(sorted(classes, key=len, reverse=True))})\b"
            r"|\b[A-Z]{3,}\b"
        ),
        "python repr": re.compile(
            r"\bNone\b|\bTrue\b|\bFalse\b|<[A-Za-z_][\w.]*(?: object|: | at 0x)"
            r"|\[\]|\{\}|\(\)|\[['\"]|\{['\"]|['\"]\]|['\"]\}"
        ),
        "statistics code": re.compile(r"\b[FMW]-?\d+ [FMW]-?\d+ [FMW]-?\d+\b"),
        "snake_case": re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"),
        "abbreviation": re.compile(r"(?<![\w'’])p\d+ [HC](?![\w'’])"),
    }


KINDS = ("internal id", "enum name", "python repr", "statistics code", "snake_case", "abbreviation")


def found_kinds(text: str) -> list[str]:
    """The kinds of engine-speak in ``text``, in :data:`KINDS` order (file paths left
    out)."""
    text = _CARD_REFERENCE.sub("ref", _PATH.sub("path", text))
    out = []
    for kind, pattern in kinds().items():
        if kind == "enum name":
            hit = any(_is_enum_word(m.group(0)) for m in pattern.finditer(text))
        else:
            hit = pattern.search(text) is not None
        if hit:
            out.append(kind)
    return out


def _is_enum_word(word: str) -> bool:
    """Whether a word the enum pattern found is an enum's: dotted, with underscores, a
    class's name, or a member's name in capitals that is no status or verdict word."""
    classes, members = _enum_words()
    if "_" in word or "." in word or word in classes:
        return True
    return word in members and word not in _RULE_WORDS_IN_CAPITALS | _VERDICT_WORDS
