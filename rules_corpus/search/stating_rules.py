"""The rule that states what a section's term is or does (issue 32).

A card's text invokes a term the rules define by a section's title (Tough → 7.4.7, a switch →
7.3.39, "instead" → 6.2's replacing modifiers, "can't" → 1.4.1 Can't Beats Can); a question about
the card asks, most often, what that term does — which one rule of the section states, the
others being its consequences or exceptions ("7.4.7.c Tough X means …", not 7.4.7.d "a player is
never forced to pay a Tough cost"). That rule is found in the CR's own wording, in this order:

1. **A defining sentence** in the section: the term (or any term) quoted and said to mean or be
   something ("To “switch expeditions” means …", "Tough X means “…”", "A player “controls” an
   object if …") or named as what something "is called" ("These modifiers are called replacing
   modifiers", CR 5.0 6.2.b);
2. else **the first rule that says what the term does**: the first rule of the section that
   writes its title, other than the one saying what kind of ability it is ("Gigantic is a
   passive ability that appears on Characters" → "7.4.4.b A Gigantic object is present in both
   Expeditions of its controller");
3. else **the section's first rule**: a golden rule's statement ("1.4.1.a If a rule or a passive
   ability says that it is impossible to do something, … the thing cannot be done").

Found by the rules' words, not by number: a new edition that renumbers keeps them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rules_corpus.model import Document

_DEFINING = re.compile(
    r"^(?:To |(?:An?|The) (?:[\w-]+ )?)?[“\"][^”\"]+[”\"][^.]*?\b(?:means?|is|are)\b"
    r"|\b(?:are|is) called\b"
    r"|^[A-Z][\w' -]*? X means\b"
)
# "Gigantic is a passive ability that appears on Characters": what kind it is, not what it does.
_KIND_OF = re.compile(r"^[\w' -]+ (?:is|are) (?:a|an) (?:[\w-]+ )*?(?:ability|abilities|action)\b")
_QUALIFIER = re.compile(r"\s*\(.*?\)|\s+X$")


class StatingRules:
    """Each section's stating rules (see the module), worked out once for a document."""

    def __init__(self, document: Document) -> None:
        rules_of: dict[str, list[tuple[str, str]]] = {}
        for rule in document.rules:
            rules_of.setdefault(rule.section_id, []).append((rule.id, rule.text))
        self._stating: dict[str, tuple[str, ...]] = {}
        for section in document.sections:
            rules = rules_of.get(section.id, [])
            if rules:
                self._stating[section.id] = _stating(_QUALIFIER.sub("", section.title), rules)

    def of(self, sections: Iterable[str]) -> frozenset[str]:
        """The stating rules of ``sections`` (ids; a section with no rule of its own, none)."""
        return frozenset(rule for s in sections for rule in self._stating.get(s, ()))


def _stating(title: str, rules: list[tuple[str, str]]) -> tuple[str, ...]:
    defining = tuple(rule_id for rule_id, text in rules if _DEFINING.search(text))
    if defining:
        return defining
    term = re.compile(rf"\b{re.escape(title)}\b", re.IGNORECASE)
    for rule_id, text in rules:
        if term.search(text) and not _KIND_OF.search(text):
            return (rule_id,)
    return (rules[0][0],)
