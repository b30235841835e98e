"""Which grammar rules the writer covers (issue 30): a rule's reading is *written* when a
printed sentence exercising the rule, read, written by :mod:`writer` and read again, gives
the same reading. A rule none of whose sentences makes that round trip has no writer, and
no hypothesis round trip can cover it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scenarios.cards.grammar.coverage import rule_names, rules_used
from scenarios.cards.grammar.parser import GRAMMAR, NotRead
from scenarios.cards.grammar.reader import read_ability, read_spell_effect
from scenarios.cards.grammar.writer.all_rules import Unwritable, write_ability, write_effect
from scenarios.cards.grammar.writer.static import UnwritablePassive


@dataclass(frozen=True)
class WriterCoverage:
    rules: int
    """Grammar rules with a reader sentence."""
    unwritten: dict[str, tuple[str, str]]
    """rule -> (a sentence exercising it, why its reading was not written back)."""
    sentences: int
    sentences_written: int


def round_trip(text: str, reading: Mapping[str, Any]) -> str:
    """Why ``reading`` (of ``text``) does not make the round trip; ``""`` when it does."""
    try:
        if "effect" in reading and len(reading) == 1:  # a Spell's effect (5.1.2.j)
            written = write_effect(reading["effect"])
            back: Any = {"effect": read_spell_effect(written)}
        else:
            written = write_ability(dict(reading))
            back = read_ability(written)
    except (Unwritable, UnwritablePassive) as exc:
        return f"the writer has no words for {exc}"
    except NotRead as exc:
        return f"written as {written!r}, not read back ({exc})"
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        return f"the writer failed: {type(exc).__name__} {exc}"
    if back != reading:
        return f"written as {written!r}, read back differently"
    return ""


def writer_coverage(
    rule_sentences: Mapping[str, tuple[str, ...]], readings: Mapping[str, Mapping[str, Any]]
) -> WriterCoverage:
    """The rules of ``rule_sentences`` (rule -> its printed sentences) the writer covers."""
    names = rule_names()
    why: dict[str, str] = {}
    used: dict[str, frozenset[str]] = {}
    for texts in rule_sentences.values():
        for text in texts:
            if text in why or text not in readings:
                continue
            why[text] = round_trip(text, readings[text])
            used[text] = rules_used([text], spell="effect" in readings[text])
    written = {rule for text, reason in why.items() if not reason for rule in used[text]}
    unwritten: dict[str, tuple[str, str]] = {}
    for rule, texts in rule_sentences.items():
        if rule not in names or rule in written:
            continue
        first = next((t for t in texts if t in why), "")
        unwritten[rule] = (first, why.get(first, "no sentence"))
    tested = {r for r in rule_sentences if r in names}
    return WriterCoverage(len(tested), unwritten, len(why), sum(1 for r in why.values() if not r))


def section_rules(header: str) -> frozenset[str]:
    """The rule names (and aliases) a section of ``altered.lark`` defines: from its header
    line (``// ================ <header>``) to the next header."""
    import re

    text = GRAMMAR.read_text(encoding="utf-8")
    found: set[str] = set()
    inside = False
    for line in text.splitlines():
        if line.startswith("// ===="):
            inside = line.rstrip().endswith(header)
            continue
        if not inside or line.lstrip().startswith("//"):
            continue
        found.update(re.findall(r"->\s*(\w+)", line))
        head = re.match(r"\??(\w+)\s*:", line)
        if head:
            found.add(head.group(1))
    return frozenset(found & rule_names())
