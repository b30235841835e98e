"""A keyword the rules do not define, read by the reminder text printed with it.

A new set brings keywords of its own — a keyword action ("{J} [Glow]. (I gain 1 boost.)")
or a keyword ability ("[Wayfare]. (When I leave play, draw a card.)") — and prints what
each does in the reminder text after it, in the card language itself. Reminder text has
no existence rules-wise (2.2.12.c): the rules (7.3, 7.4) list the keywords they define,
and for those the reminder only reminds; it is dropped as before. For a keyword that is
neither a rule's keyword nor a word the card grammar knows, the reminder is the only
statement offline of what it does: the keyword and its reminder are read as the
reminder's words, and the card sheet says so (a note). A keyword printed without a
reminder is left as it is (read by hand, naming the word).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from engine import Status
from scenarios.cards import vocabulary as v

_GRAMMAR = Path(__file__).resolve().parents[1] / "grammar" / "altered.lark"

_REMINDED = re.compile(
    r"(?:(?<=^)|(?<=[.:}\u2014]\s)|(?<=[.:}\u2014]))"
    r"\[\[?(?P<name>[A-Z][A-Za-z' ]*?)(?: (?P<n>\d+|X))?\]\]?(?P<after>\.?)\s*"
    r"\((?P<reminder>[^()]*[A-Za-z][^()]*)\)"
)
"""A bracketed keyword (with its number or X, if any: "[[Tough X]]") where an ability or a
step starts — the text's start, after an icon, a period, a colon or a dash — and the
parenthesis right after it. A bracketed name inside a sentence ("Create a [Mana Moth] (a
1/1/1 token)") is a name, not a keyword, and is left alone."""

_LITERAL = re.compile(r'"([a-z\']+)"')


@cache
def _grammar_words() -> frozenset[str]:
    """Every word the card grammar spells out (its literals)."""
    try:
        from scenarios.cards.grammar.verbs import grammar_rules  # the verb slots' words

        text = _GRAMMAR.read_text(encoding="utf-8") + grammar_rules()
        return frozenset(_LITERAL.findall(text))
    except OSError:
        return frozenset()


@cache
def known_keyword(name: str) -> bool:
    """Whether ``name`` is a keyword the rules define (7.4 abilities, statuses 2.4) or whose
    every word the card grammar reads (the 7.3 keyword actions: Resupply, Sabotage …)."""
    low = name.lower().strip()
    if low in {k.lower() for k in v.KEYWORD_ABILITIES} | {s.value.lower() for s in Status}:
        return True
    words = low.replace("'", " ").split()
    return bool(words) and all(w in _grammar_words() for w in words)


def _sentence(reminder: str) -> str:
    said = reminder.strip()
    return said if said.endswith((".", "!", "?")) else f"{said}."


def read_by_reminder(text: str) -> str:
    """``text`` with each keyword the rules do not define, printed with a reminder, read as
    its reminder: "{J} [Glow]. (I gain 1 boost.)" -> "{J} I gain 1 boost." Known keywords
    and their reminders are untouched."""
    if "(" not in text or "[" not in text:
        return text

    def by_reminder(m: re.Match[str]) -> str:
        if known_keyword(m["name"]):
            return m.group(0)
        return _sentence(m["reminder"])

    return _REMINDED.sub(by_reminder, text)


def reminded_notes(text: str) -> list[str]:
    """What the card sheet says of each keyword read by its reminder: reminder text has no
    existence rules-wise (2.2.12.c), so the judge is told the reading rests on it."""
    return [
        f"[{m['name']}] is not a keyword of the rules: read by its reminder text, which has no"
        " existence rules-wise (2.2.12.c) — check the set's own rules"
        for m in _REMINDED.finditer(text)
        if not known_keyword(m["name"])
    ]


__all__ = ["known_keyword", "read_by_reminder", "reminded_notes"]
