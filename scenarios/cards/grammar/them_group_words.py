"""ie39 (issue 30, session 39): "them" in a count after a group — "Characters you control with
an Ember counter gain 1 boost. If you control 3 or more of them, draw a card." — in the
grammar's words.

"Them" in "If you control N or more of them" / "If there are N or more of them" right after a
sentence whose subject is a group ("[Each] [objects] [you control] [with …] gain(s) / lose(s)
…") is that group: the condition counts the group as it is checked (6.5.d: the condition of
the step it opens; 6.5.i), said "If you control N or more [objects] [with …]" — the words a
count of that group reads. Only the group of the sentence just before (the same ability),
only a group described from the controller's side ("you control", or no controller), and
only after "you control / there are N or more"; "them" anywhere else keeps its words. The
text is said so before it is read (:func:`them_said_as_group`); the card keeps its printed
text.
"""

from __future__ import annotations

import re

__all__ = ["them_said_as_group"]

_OF_THEM = re.compile(
    r"(?P<if>\bIf) (?P<lead>you control|there are) (?P<n>[\w]+) or more of them\b", re.IGNORECASE
)
_SENTENCE_START = re.compile(r"(?:^|[.:}\u2014]\s*)(?=[^.:}\u2014]*$)")
_VERBS = frozenset({"gain", "gains", "lose", "loses"})
"""The verbs whose subject is the group (one step on every object of it, 6.1.e)."""
_NOT_OURS = frozenset(
    {"opponent", "opponents", "controls", "their", "they", "them", "it", "its", "target", "up"}
)
"""Words of a group that is not described from the controller's side, is chosen, or refers
on."""
_PLURAL = {"character": "Characters", "permanent": "Permanents", "token": "tokens"}


def _plural(word: str) -> str | None:
    """``word`` (the noun the group is of) in the plural, or ``None`` when not known."""
    from scenarios.cards.grammar.lexicon import SUBTYPES, plural_subtype

    low = word.lower()
    if low in ("characters", "permanents", "tokens") or plural_subtype(low) is not None:
        return word
    if low in _PLURAL:
        return _PLURAL[low]
    if low in SUBTYPES:
        for said in (f"{word}s", f"{word}es", f"{word[:-1]}ies"):
            if plural_subtype(said.lower()) is not None:
                return said
    return None


_ADJECTIVES = frozenset({"other", "boosted", "exhausted", "asleep", "anchored", "fleeting"})
"""Words before the group's noun ("[[Boosted]] Characters you control", 2.4)."""


def _group(sentence: str) -> tuple[str, bool] | None:
    """The group ``sentence`` opens with as its subject ("Characters you control with an
    Ember counter gain 1 boost"), in the plural, without "you control", and whether it said
    "you control"; ``None`` when it opens with no group of the controller's side."""
    words = sentence.split()
    verb = next((i for i, w in enumerate(words) if w.lower() in _VERBS), None)
    if not verb:
        return None
    subject = words[:verb]
    if subject[0].lower() in ("each", "all"):
        subject = subject[1:]
    low = [w.lower() for w in subject]
    if not subject or _NOT_OURS & set(low) or "each" in low:
        return None
    lead = 0
    while lead < len(subject) and subject[lead].lower().strip("[]") in _ADJECTIVES:
        lead += 1
    noun = _plural(subject[lead]) if lead < len(subject) else None
    if noun is None:
        return None
    rest = subject[lead + 1 :]
    yours = [w.lower() for w in rest[:2]] == ["you", "control"]
    if yours:
        rest = rest[2:]
    if {"you", "your", "i", "me", "my"} & {w.lower() for w in rest}:
        return None  # "in your Expeditions" is said of the group, but not counted so here
    return " ".join([*subject[:lead], noun, *rest]), yours


def them_said_as_group(text: str) -> str:
    """``text`` with "of them" in "If you control / there are N or more of them" said as the
    group the sentence before opened with; as printed when there is none."""
    m = _OF_THEM.search(text)
    if m is None:
        return text
    before = text[: m.start()].rstrip()
    if not before.endswith("."):
        return text
    sentence = before[:-1]
    start = _SENTENCE_START.search(sentence)
    found = _group(sentence[start.end() :] if start else sentence)
    if found is None:
        return text
    group, yours = found
    # "there are N or more of them", of a group you control: you control N or more of it
    lead = "you control" if yours else m["lead"]
    said = f"{m['if']} {lead} {m['n']} or more {group}"
    return text[: m.start()] + said + text[m.end() :]
