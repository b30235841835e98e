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

A set defines its keyword once and then uses its NAME everywhere (issue 30, gram50): a
Rare reprint prints "{R} [Kindle]." without the reminder, another card "…, then [Kindle]."
or "If you do, [Kindle].". The reminders printed anywhere in the pool being read
(:func:`using_keywords`, filled by the import from every print) and on the card itself are
the set's definitions (:func:`defined_keywords`); a keyword action's NAME standing as a
step — where a step starts, or after "then", "otherwise", "If you do," — is read as its
definition's steps (:func:`read_by_reminder`). A definition that is a trigger or an
activated ability (a keyword ability: "When …", "…: …") is read only where an ability
starts; a name in any other place ("to [Kindle]", "gains [[Warden]]") is left unread.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from types import MappingProxyType

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


_NO_DEFINITIONS: Mapping[str, str] = MappingProxyType({})
_SET_KEYWORDS: ContextVar[Mapping[str, str]] = ContextVar("set_keywords", default=_NO_DEFINITIONS)
"""The set's keywords being read with (:func:`using_keywords`): lower-case name -> reminder."""


def defined_keywords(texts: Iterable[str]) -> dict[str, str]:
    """Each keyword the rules do not define that ``texts`` print with a reminder, by its
    lower-case name: the set's definition of it (the first reminder printed wins)."""
    found: dict[str, str] = {}
    for text in texts:
        if "(" not in text or "[" not in text:
            continue
        for m in _REMINDED.finditer(text.replace("#", "")):
            if not known_keyword(m["name"]):
                found.setdefault(m["name"].lower().strip(), _sentence(m["reminder"]))
    return found


@contextmanager
def using_keywords(defined: Mapping[str, str]) -> Iterator[None]:
    """Read with ``defined`` (:func:`defined_keywords` of the pool) as the set's keywords: a
    print naming one without its reminder reads it by the set's reminder (2.2.12.c)."""
    reset = _SET_KEYWORDS.set(MappingProxyType(dict(defined)))
    try:
        yield
    finally:
        _SET_KEYWORDS.reset(reset)


def set_keywords() -> Mapping[str, str]:
    """The set's keywords read with now (:func:`using_keywords`); empty outside."""
    return _SET_KEYWORDS.get()


_NAMED = re.compile(
    r"\[\[?(?P<name>[A-Z][A-Za-z' ]*?)(?: (?P<n>\d+|X))?\]\]?(?: (?P<after_n>\d+)\b)?(?!\s*\()"
    r"(?!\s+(?:[A-Z][A-Za-z'\-]*\s+){0,3}tokens?\b)"
)
"""A bracketed name without a reminder after it, not a token's ("[Waystone] Site token"); its
number inside the brackets or after them ("[Kindle 2]", "[[Kindle]] 2")."""

_STARTS = re.compile(r"(?:^|[.:}\u2014])\s*$")
"""Where a step starts: the text's start, after a period, a colon, an icon or a dash."""
_JOINED = re.compile(
    r"(?:\bthen,?|\botherwise,?|\bIf you do,|\bIf you don't,|\bIf [^.,:]+,)\s*$", re.IGNORECASE
)
"""The words a step follows inside a sentence (6.5.f "If you do", "then", "otherwise"; a
condition's comma, 6.5.d: "If you control three or more Characters, [Kindle] again")."""
_NOT_A_STEP = re.compile(r"\u2014|:|^\s*(?:When|Whenever|At|After|As long as)\b")
"""A definition that is an ability, not steps: a trigger's dash, a cost's colon (5.1.2)."""


def _imperative(definition: str) -> bool:
    """Whether a definition is a step said with its verb first ("Draw a card."): the form
    that follows "to" ("You may exhaust me to draw a card", 7.3)."""
    first = definition.split(" ", 1)[0].lower()
    return first in {a for a in v.ACTIONS if "_" not in a} | {"give", "roll"}


def _inlined(definition: str, capital: bool) -> str:
    first = definition[:1]
    if not capital and not definition.startswith("I "):
        first = first.lower()
    return first + definition[1:]


def _by_name(text: str, defined: Mapping[str, str]) -> str:
    """``text`` with each set keyword action named as a step read as its definition."""

    def step(m: re.Match[str]) -> str:
        definition = defined.get(m["name"].lower().strip())
        if definition is None or known_keyword(m["name"]):
            return m.group(0)
        before, after = text[: m.start()], text[m.end() :]
        if _NOT_A_STEP.search(definition):
            # a keyword ability: read where it is the whole ability ("[Homeward].", 7.4)
            alone = not before.strip() and after.strip() in ("", ".") and m["n"] is None
            said = definition.rstrip(".") if after.startswith(".") else definition
            return said if alone and not m["after_n"] else m.group(0)
        number = m["n"] or m["after_n"]
        if number is not None:  # "[Kindle 2]": the definition's X is the number (7.3)
            if not re.search(r"\bX\b", definition):
                return m.group(0)
            definition = re.sub(r"\bX\b", number, definition)
        ends = after[:1] in ("", ".") or after.startswith("  ")
        sentences = len(re.findall(r"[.!?](?:\s|$)", definition))
        if sentences > 1 and not ends:
            return m.group(0)  # more than one sentence inside a sentence: not a step here
        said = definition if ends and after[:1] == "" else definition.rstrip(".")
        if _STARTS.search(before):
            return _inlined(said, True)
        if _JOINED.search(before):
            return _inlined(said, False)
        if re.search(r"\bto\s*$", before) and sentences == 1 and _imperative(definition):
            return _inlined(said, False)  # "exhaust me to [Kindle]": a step said "to [verb]"
        return m.group(0)

    return _NAMED.sub(step, text)


def read_by_reminder(text: str) -> str:
    """``text`` with each keyword the rules do not define, printed with a reminder, read as
    its reminder: "{J} [Glow]. (I gain 1 boost.)" -> "{J} I gain 1 boost." Known keywords
    and their reminders are untouched. A set keyword action named as a step without its
    reminder — defined on this text or in the pool read (:func:`using_keywords`) — is read
    as its definition: "{H} Draw a card, then [Glow]." -> "{H} Draw a card, then I gain 1
    boost."."""
    if "[" not in text:
        return text
    own = defined_keywords([text])
    defined = {**set_keywords(), **own}

    def by_reminder(m: re.Match[str]) -> str:
        if known_keyword(m["name"]):
            return m.group(0)
        return _sentence(m["reminder"])

    read = _REMINDED.sub(by_reminder, text) if "(" in text else text
    return _by_name(read, defined) if defined else read


def reminded_notes(text: str) -> list[str]:
    """What the card sheet says of each keyword read by its reminder: reminder text has no
    existence rules-wise (2.2.12.c), so the judge is told the reading rests on it."""
    notes = [
        f"[{m['name']}] is not a keyword of the rules: read by its reminder text, which has no"
        " existence rules-wise (2.2.12.c) — check the set's own rules"
        for m in _REMINDED.finditer(text)
        if not known_keyword(m["name"])
    ]
    own = {m["name"].lower().strip() for m in _REMINDED.finditer(text)}
    pool = set_keywords()
    for m in _NAMED.finditer(text):
        low = m["name"].lower().strip()
        if low in pool and low not in own and not known_keyword(m["name"]):
            notes.append(
                f"[{m['name']}] is not a keyword of the rules: read by the reminder text the"
                " set prints with it on another card, which has no existence rules-wise"
                " (2.2.12.c) — check the set's own rules"
            )
    return notes


__all__ = [
    "defined_keywords",
    "known_keyword",
    "read_by_reminder",
    "reminded_notes",
    "set_keywords",
    "using_keywords",
]
