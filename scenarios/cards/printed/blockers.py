"""Which part of an ability left to the judge actually blocks it (issue 30: a judge who reads
"resolve by hand: …" must be able to trust the part it names).

A reason names one part of the printed ability: its trigger ("the trigger 'When …' is not
understood yet"), a condition ("condition 'if …' is not evaluated by the engine yet"), a
target or other object ("'target Landmark you control' is not an object the reader
understands yet") or an effect sentence ("'roll a die' is not understood yet"). The reader
that stops first is not always the one that reads most: the sentence patterns may read a
condition as words and stop at a target the card grammar reads, while the condition is
what the engine cannot evaluate. So the named part is checked: replaced by a neutral
phrase of the same kind (a target by "target Character", a condition by nothing, a trigger
by "When I enter play", an effect sentence by "Draw a card.") and the ability read again.

- It reads: the named part is the blocker, the reason stands.
- It is still by hand for another part, and replacing that other part alone makes the
  original read: the named part was not a blocker — the other part's reason is given.
- Both must be replaced: both are named, in the order a judge resolves them (the trigger
  activates, 6.3.f; the condition is checked, 6.3.k / 6.1.d; targets are chosen, 6.5;
  the step is performed).

The replacements are only ever read to locate the blocker; the ability stays by hand.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

TRIGGER, CONDITION, OBJECT, EFFECT = "trigger", "condition", "object", "effect"
_ORDER = {TRIGGER: 0, CONDITION: 1, OBJECT: 2, EFFECT: 3}
"""The order a judge meets the parts resolving the ability: the trigger activates it
(6.3.f), its condition is checked (6.3.k, 6.1.d), its targets chosen (6.5.b), its step
performed."""

_NAMED = (
    (TRIGGER, re.compile(r"^the trigger '(?P<part>.+?)' is not (?:understood|read) yet")),
    (CONDITION, re.compile(r"^(?:the )?condition '(?P<part>(?:if|unless) .+?)' is not ")),
    (OBJECT, re.compile(r"^'(?P<part>.+?)' is not an? (?:object|card) the reader understands")),
    (EFFECT, re.compile(r"^'(?P<part>.+?)' is not understood yet$")),
    (
        EFFECT,
        re.compile(r"^'(?P<part>.+?)' after '(?P<after>.*?)' is not read by the card grammar$"),
    ),
    (EFFECT, re.compile(r"^'(?P<part>.+?)' after this step is not read yet$")),
    (EFFECT, re.compile(r"^counting '(?P<part>.+?)' is not supported by the engine yet$")),
    (EFFECT, re.compile(r"^creating a token in '(?P<part>.+?)' is not understood yet$")),
)
"""The reasons that name one part of the ability, and the part's kind."""

_HEADS = re.compile(r"^[^\u2014:\u2022]*(?:\u2014|:)\s*|^(?:\s*(?:\{[A-Z]\}|#)\s*)+")
"""What stands before an effect's first sentence: trigger icons, "[trigger] —", "[cost]:"."""


@dataclass(frozen=True)
class Part:
    """One part of a printed ability a reason names: its kind and where it is."""

    kind: str
    start: int
    end: int
    reason: str

    def words(self, text: str) -> str:
        return text[self.start : self.end]


_BETWEEN = r"[\s\[\]#]*"
"""What may stand between two quoted words in the printed text: spaces, the brackets of a
token's or keyword's name ("a [Campfire] Landmark token"), a Rare's change marks."""


def _span(text: str, words: str, start: int = 0) -> tuple[int, int] | None:
    """Where ``words`` (as a reason quotes them: lower case, the brackets and marks of the
    printed text dropped) stand in ``text`` from ``start`` on; ``None`` when not found."""
    pattern = _BETWEEN.join(re.escape(w.strip("[]#")) for w in words.split())
    m = re.compile(pattern, re.IGNORECASE).search(text, start) if pattern else None
    return (m.start(), m.end()) if m else None


def named_part(text: str, reason: str) -> Part | None:
    """The part of ``text`` that ``reason`` names, or ``None`` when it names none (a rule
    explained, a keyword of the set, the whole ability)."""
    for kind, pattern in _NAMED:
        m = pattern.match(reason)
        if m is None:
            continue
        after = m.groupdict().get("after")
        where = _span(text, after) if after else None
        span = _span(text, m["part"], where[1] if where else 0)
        if span is None:
            return None
        at, end = span
        if kind == EFFECT:
            at, end = _sentence(text, at, end)
        if kind == CONDITION:
            at, end = _condition(text, at, end)
        return Part(kind, at, end, reason)
    return None


def _sentence(text: str, at: int, end: int) -> tuple[int, int]:
    """The effect sentence holding ``text[at:end]``: from the head's end or the previous
    sentence's full stop (or mode bullet) to the next full stop."""
    head = _HEADS.match(text)
    first = head.end() if head else 0
    before = max(text.rfind(". ", first, at + 1), text.rfind("\u2022", first, at + 1))
    start = max(first, before + 1 if before >= 0 else first)
    while start < len(text) and text[start] == " ":
        start += 1
    stop = text.find(".", max(end - 1, start))
    return start, (stop + 1 if stop >= 0 else len(text))


def _condition(text: str, at: int, end: int) -> tuple[int, int]:
    """A leading "If [c], " with its comma, or a trailing " if [c]" with its space."""
    if end < len(text) and text[end] == ",":
        end += 1
        while end < len(text) and text[end] == " ":
            end += 1
    elif at > 0 and text[at - 1] == " ":
        at -= 1
    return at, end


def neutral(text: str, part: Part) -> str:
    """``text`` with ``part`` replaced by a neutral phrase of its kind a reader reads."""
    before, after = text[: part.start], text[part.end :]
    if part.kind == TRIGGER:  # one naming an object when the output says "it" (6.3.i)
        refers = re.search(r"\b(?:it|its|they|them)\b", after, re.IGNORECASE)
        said = "When a Character joins my Expedition" if refers else "When I enter play"
        return f"{before}{said}{after}"
    if part.kind == CONDITION:
        if after[:1].islower() and (not before.strip() or before.rstrip()[-1:] in ".}\u2014:"):
            after = after[0].upper() + after[1:]  # "If c, draw …" -> "Draw …"
        return before + after
    if part.kind == OBJECT:
        target = "target" in part.words(text).lower()
        said = "target Character" if target else "a Character"
        if part.words(text)[:1].isupper():
            said = said[0].upper() + said[1:]
        return before + said + after
    return f"{before}Draw a card.{after}"


Reader = Callable[[str], str]
"""Reads one ability's text as the card it is printed on: its by-hand reason, "" if it runs."""


MAX_PARTS = 4
"""The most parts located in one ability (a printed ability has a trigger, a condition, a
target or two and a step or two): each costs one reading more."""


def without_parts(text: str, parts: list[Part]) -> str:
    """``text`` with each of ``parts`` replaced by its neutral phrase (from the last, so the
    places of the earlier ones stay right)."""
    for part in sorted(parts, key=lambda p: -p.start):
        text = neutral(text, part)
    return text


def _replaced(text: str, parts: list[Part]) -> list[tuple[int, int]]:
    """Where the neutral phrases of ``parts`` stand in :func:`without_parts`' text."""
    spans: list[tuple[int, int]] = []
    shift = 0
    for part in sorted(parts, key=lambda p: p.start):
        alone = neutral(text, part)
        length = len(alone) - len(text) + (part.end - part.start)
        spans.append((part.start + shift, part.start + shift + length))
        shift += len(alone) - len(text)
    return spans


def _blames_neutral(text: str, found: list[Part], said: str) -> bool:
    """Whether ``said``, the reason for ``text`` with ``found`` replaced, names words of a
    neutral phrase put in to read again rather than printed ones."""
    variant = without_parts(text, found)
    part = named_part(variant, said)
    if part is None:
        return True
    return any(a < part.end and part.start < b for a, b in _replaced(text, found))


def blocking_reason(text: str, reason: str, read: Reader) -> str:
    """The reason to give for ``text``, naming the parts that actually block it (see the
    module's docstring); ``reason`` itself when it names no part or names the blocker.

    The named part is replaced and the ability read again; while it is still by hand for
    another part of the printed text, that part is replaced too. Of the parts found, a
    blocker is one without which — every other one replaced — the ability still does not
    read; the blockers are named in the order a judge resolves them."""
    found: list[Part] = []
    said = reason
    while len(found) < MAX_PARTS:
        part = named_part(text, said)
        if part is None or any(p.start < part.end and part.start < p.end for p in found):
            return reason  # a part not in the printed text, or one found already
        if found and _blames_neutral(text, found, said):
            return reason  # it blames words put in to read again: never named
        found.append(part)
        said = read(without_parts(text, found))
        if not said:
            break
    else:
        return reason
    if len(found) == 1:
        return reason  # the named part is the blocker
    blockers = [p for p in found if read(without_parts(text, [o for o in found if o != p]))]
    named = sorted(blockers or found, key=lambda p: (_ORDER[p.kind], p.start))
    return "; and ".join(p.reason for p in named)
