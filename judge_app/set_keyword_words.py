"""A set's own keyword read by its reminder text, for the rules search (issue 32).

A new set brings keywords the rules do not define ("[Swell]. (Target Character you control
gains 1 Tide counter.)", "[Undertow]. (When I go to Reserve from the Expedition zone, I gain 1
Tide counter.)") and prints what each does only in its reminder text — once, on the print that
defines it; its other prints write the name alone ("{H} [Swell]."). Reminder text has no
existence rules-wise (CR 5.0 2.2.12.c) and, for a keyword of the rules, only restates it: the
search leaves it out (:func:`judge_app.card_mentions.rules_words`). For a set's keyword the
reminder is the only statement of what the card does, and its NAME is no word of the rules: a
card's rules words taken from the name ("Undertow") match nothing in the rules, while the
reminder's words ("When I go to Reserve from the Expedition zone": a Reaction that is not a
self-move one, 6.3.d; "gains 1 Tide counter": 2.5.f, 7.3.15) say which rules the card meets.

:func:`set_definitions` collects, from every known card's text, each bracketed name the rules
do not define with the reminder printed right after it (the first print's: one definition a
set); :func:`read_through` writes a card's text with each such keyword — wherever it stands,
with its reminder or without — as its definition, so the card's rules words are the
definition's. A definition that is a Reaction ("When …, …") is written as a Reaction is
printed ("When … — …", 2.2.12.l), so that the card is known to react. A name nothing defines
is left as printed. This is the search's light reading (no grammar): what the card text
compiler makes of a set's keyword is :mod:`scenarios.cards.printed.reminded_keywords`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence

# "[Name]" or "[[Name]]", a number after the name ("[Barter 2]"), a full stop after it, then
# the reminder in parentheses. A name with "/" is a token's ("[Brassbug 2/2/2]"), never a keyword.
_DEFINING = re.compile(r"\[+(?P<name>[^\[\]/]+?)\]+\.?\s*\((?P<reminder>[^()]*)\)")
_NAMED = re.compile(r"\[+(?P<name>[^\[\]/]+?)\]+(?P<stop>\.?)(?:\s*\((?P<reminder>[^()]*)\))?")
_NUMBER = re.compile(r"\s+(?:\d+|X)$")
# A parenthesis that only says again the ability's cost ("{D} : [Swell]. (Discard me from
# Reserve to do this.)", 7.1.4) defines nothing.
_COST_ONLY = re.compile(r"\bto do this\.?\s*$")
# A Reaction's reminder writes its trigger before a comma ("When I go to Reserve …, I gain …");
# a card prints it before a dash (2.2.12.l: "Trigger – Effect").
_TRIGGER_COMMA = re.compile(r"^((?:When|Whenever|Each time|At)\b[^,—–]*),\s*")


def _key(name: str) -> str:
    return " ".join(_NUMBER.sub("", name.strip()).casefold().split())


def set_definitions(
    texts: Iterable[str], defined: Callable[[str], Sequence[str]]
) -> dict[str, str]:
    """Each set keyword (its name folded, without a number) and its reminder, the first print's:
    the bracketed names ``defined`` (the rules' terms a text uses,
    :meth:`RulesIndex.defined_terms`) finds no term of the rules in, printed with a reminder
    that is more than its ability's cost."""
    found: dict[str, str] = {}
    for text in texts:
        for match in _DEFINING.finditer(text.replace("#", "")):
            name, reminder = match.group("name"), " ".join(match.group("reminder").split())
            key = _key(name)
            if not key or key in found or not reminder or _COST_ONLY.search(reminder):
                continue
            if defined(_NUMBER.sub("", name)):  # a keyword of the rules: the reminder reminds
                continue
            found[key] = reminder
    return found


def read_through(text: str, definitions: Mapping[str, str]) -> str:
    """``text`` with each set keyword of ``definitions`` (and the reminder printed after it,
    if any) written as its definition, a Reaction's trigger before a dash; any other
    bracketed name, and its reminder, left as printed."""
    if not definitions:
        return text

    def written(match: re.Match[str]) -> str:
        definition = definitions.get(_key(match.group("name")))
        if definition is None:
            return match.group(0)
        sentence = _TRIGGER_COMMA.sub(r"\1 — ", definition)
        return f" {sentence} " if sentence.endswith((".", "!", "?")) else f" {sentence}. "

    return _NAMED.sub(written, text)


# -- the abilities a question asks of a card ----------------------------------------------------

# A card's abilities are printed apart, two spaces (or a line) between them (1.2.4.a: each
# paragraph is a separate ability).
_ABILITY_BREAK = re.compile(r"\s{2,}|\n")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# The endings a keyword takes as a word of a sentence ("two Swells", "it swelled", "swelling").
_ENDINGS = ("", "s", "es", "d", "ed", "ing")


def _folded_words(text: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(text)]


def _writes(words: Sequence[str], name: str) -> bool:
    """Whether ``words`` (a question's, folded) write the keyword ``name`` (of one word or
    several, the last one with a verb's or a plural's ending)."""
    parts = _folded_words(_NUMBER.sub("", name))
    if not parts:
        return False
    for n in range(len(words) - len(parts) + 1):
        head, last = words[n : n + len(parts) - 1], words[n + len(parts) - 1]
        if list(head) == parts[:-1] and any(last == parts[-1] + e for e in _ENDINGS):
            return True
    return False


def asked_abilities(text: str, keywords: Iterable[str], asked: str) -> str | None:
    """The abilities of a card's printed ``text`` that the question's own words ``asked`` (its
    cards' names out) name by a keyword — bracketed in the text ("[Undertow]", "[Tough 1]") or
    one of ``keywords`` printed in it — joined; None when the question names none of them (or
    all: it asks of the whole card). "does Kelp Warden's Undertow trigger when it is sent to
    Reserve?" asks of Kelp Warden's [Undertow], not of its "{J} [Swell]." (what the rules its
    other abilities invoke say is no answer to it)."""
    words = _folded_words(asked)
    if not words:
        return None
    abilities = [a for a in _ABILITY_BREAK.split(text.replace("#", "")) if a.strip()]
    picked: list[str] = []
    for ability in abilities:
        names = [m.group("name") for m in _NAMED.finditer(ability)]
        names += [k for k in keywords if k and k.casefold() in ability.casefold()]
        if any(_writes(words, name) for name in names):
            picked.append(ability)
    return "  ".join(picked) if picked else None
