"""Which part of an unread ability is not read: a Reaction "[trigger] — [output]" is read
part by part — the trigger alone (rule ``trigger``), then the output alone, and in an
output's sentence "If [condition], [step]" the condition alone and the step alone — so the
reason a judge is given names the part actually not read (issue 30: "a by-hand reason
names the part actually not read").

The parts' readings are never used as the ability's reading (only the whole's is, 6.3.b,
6.3.i): this module only tells where the reading fails.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.semantics import transform

_DASH = " \u2014 "
_IF_STEP = re.compile(r"^(?P<word>If|Unless) (?P<cond>[^,:]+?), (?P<step>[^,].*)$")


def trigger_and_output(text: str) -> tuple[str, str] | None:
    """ "[trigger] —" and the output of a Reaction printed with a dash (6.3.b); ``None``
    for another ability (a quick action's or a Unique's colon is read elsewhere)."""
    if _DASH not in text or not text.startswith(("When ", "At ", "Each time ", "After ")):
        return None
    head, _, output = text.partition(_DASH)
    if ":" in head:
        return None
    return f"{head} \u2014", output


def read_trigger(part: str) -> str:
    """The engine's trigger name of ``part`` ("When … —") read alone; :class:`NotRead`
    naming the trigger when it is not read."""
    found = transform(parse(part, start="trigger_only"), part)
    return str(found["trigger"]["trigger"])


def locate(text: str, whole: NotRead) -> NotRead:
    """Why ``text`` is not read, naming the part not read: its trigger's reason when the
    trigger alone is not read; else the output's (a condition's in "If [c], [step]" when
    the step alone is read and the condition alone is not); else ``whole``, the reason the
    whole gave (each part reads alone, not the whole)."""
    parts = trigger_and_output(text)
    if parts is None:
        return whole
    trigger, output = parts
    try:
        named = read_trigger(trigger)
    except NotRead as exc:
        said = trigger.removesuffix(" \u2014")
        return NotRead(said, f"the trigger '{said}' is not read yet ({exc.reason})", "trigger")
    from scenarios.cards.grammar.reader import read_spell_effect

    try:
        read_spell_effect(output, it_trigger=named)
    except NotRead as exc:
        return _in_output(output, named) or exc
    return whole


def _in_output(output: str, named: str) -> NotRead | None:
    """ "If [condition], [step]." whose step alone is read and whose condition alone is not:
    the condition's reason; ``None`` otherwise."""
    from scenarios.cards.grammar.reader import read_spell_effect

    first = output.split(". ")[0].rstrip(".")
    m = _IF_STEP.match(first)
    if m is None:
        return None
    step = m["step"][0].upper() + m["step"][1:] + "."
    try:
        read_spell_effect(step, it_trigger=named)
    except NotRead:
        return None
    condition = f"{m['word']} {m['cond']} :"
    try:
        transform(parse(condition, start="condition_only"), condition)
    except NotRead as exc:
        said = f"{m['word'].lower()} {m['cond']}"
        return NotRead(said, f"the condition '{said}' is not read yet ({exc.reason})", "condition")
    return None


def blames_read_trigger(text: str, pattern_clause: str) -> bool:
    """Whether a reason naming ``pattern_clause`` (the sentence patterns') blames the
    trigger of ``text`` while the grammar reads that trigger alone: the grammar's located
    reason is then the one to give."""
    parts = trigger_and_output(text)
    clause = pattern_clause.lower().strip()
    if parts is None or not clause or clause not in parts[0].lower():
        return False
    try:
        read_trigger(parts[0])
    except NotRead:
        return False
    return True
