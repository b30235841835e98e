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
from scenarios.cards.grammar.printed_words import words
from scenarios.cards.grammar.semantics.all_rules import transform

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
        # the refusal's own rule kept: a refusal by name stays one (``names_rule``)
        why = f"the trigger '{said}' is not read yet ({exc.reason})"
        return NotRead(said, why, exc.rule or "trigger")
    from scenarios.cards.grammar.reader import read_spell_effect

    try:
        read_spell_effect(output, it_trigger=named)
    except NotRead as exc:
        if exc.rule in _REACTION_LIMITS:  # gy: the Reaction's limit, no output's words
            return whole
        return _in_output(output, named) or exc
    return whole


_REACTION_LIMITS = frozenset(
    {"triggers_per_turn_clause", "triggers_per_day_clause", "only_per_turn_clause"}
)
"""A limit on how often a Reaction activates (1.4.6.c, 4.2.3.e): read alone, the output holds
it as no effect can, so the whole's reason says why the Reaction is not read (gy)."""


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
        why = f"the condition '{said}' is not read yet ({exc.reason})"
        return NotRead(said, why, exc.rule or "condition")
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


_UNREAD = re.compile(
    r"'(?P<quoted>.+)' (?:is|are) not (?:understood yet|an? [\w ]+ the reader understands yet)"
)
"""A sentence patterns' reason that a span of words is not read, quoting the span."""


def blames_read_words(text: str, grammar: NotRead | None, pattern_reason: str) -> bool:
    """Whether the sentence patterns' ``pattern_reason`` ("'X' is not understood yet",
    "'X' is not an object the reader understands yet", "the cost 'X' …") blames words the
    grammar read, where the grammar names the first word it did not: the quoted words
    begin two words or more before that word and hold all the words it names ("'target
    Permanent an opponent controls until end of turn' is not an object", the grammar
    stopping at "until end of turn"; a Reaction's trigger taken for a cost), or end before
    it ("'roll a die' is not understood", the grammar reading on to "If the result is 4
    or more"). The grammar's reason then names the part actually not read. A reason that
    explains a rule is never replaced."""
    m = _UNREAD.search(pattern_reason)
    if grammar is None or m is None or not _names_words(grammar):
        return False
    printed = [w.lower() for w in words(text)]
    quoted = [w.lower() for w in words(m["quoted"])]
    start, end = _index(printed, quoted), _index(printed, quoted) + len(quoted)
    if grammar.at < 0:  # a part located (a trigger, a condition): inside the quoted words
        part = [w.lower() for w in words(grammar.part)]
        at = _index(printed, part)
        return 0 <= start <= at and at + len(part) <= end and len(part) < len(quoted)
    # where the words the grammar names are, from the word where it stopped on (its
    # count of words may join some: "In Contact" is one)
    stop = _index(printed, [w.lower() for w in words(grammar.part)], grammar.at)
    if start < 0 or stop < 0:
        return False
    plain = pattern_reason.endswith("is not understood yet")
    # read two words of the quoted ones at least (one, "Your", "Target", says nothing), the
    # words not read among the quoted ones ("'the next Gizmo' is not a card" names less)
    inside = start + 1 < stop and stop + len(words(grammar.part)) <= end
    return inside or (plain and end <= stop)


_CITED_RULE = re.compile(r"\b\d{1,2}\.\d{1,2}(?:\.\d{1,2})?(?:\.[a-z])?\b")
"""A Comprehensive Rules number in a reason ("2.2.12.g", "7.3.36.a", "6.3.f")."""


def names_rule(reason: str) -> bool:
    """Whether ``reason`` says which rule the words are refused by (it cites a CR number):
    the grammar read them and judged them, as a judge would be told."""
    return _CITED_RULE.search(reason) is not None


_TEMPLATE = re.compile(r"\[(?:x|y|z|condition|step|steps|trigger|output|noun|object)\]", re.I)
"""A placeholder of a construction's template in a reason ("[X] to [Y]"), not a card's word."""


def refused_by_rule(grammar: NotRead | None, pattern_reason: str) -> bool:
    """Whether the grammar's refusal ``grammar`` names the rule it refuses the words by while
    the sentence patterns' ``pattern_reason`` only says words are not understood (quoting
    them, no rule): the grammar's reason names the part actually not read and why (issue 30:
    a by-hand reason names the part not read) — a trigger refused by name, "When I return to
    your hand from your Reserve" on an ability that works in play only (2.2.12.g), keeps
    that reason rather than "the trigger … is not understood yet"."""
    if grammar is None or not names_rule(grammar.reason) or _TEMPLATE.search(grammar.reason):
        # a refusal said of a template ("'If [condition], [X] to [Y]' is read here only when
        # …", left for older readings) names no part of this card: the words quoted say more
        return False
    return _UNREAD.search(pattern_reason) is not None and not names_rule(pattern_reason)


def _names_words(grammar: NotRead) -> bool:
    """Whether the grammar's reason quotes the words it did not read (not a refusal in
    general terms, nor a punctuation mark alone unless it says which words it follows:
    "':' after '5 or more'")."""
    part = grammar.part.strip()
    if f"'{part}'" not in grammar.reason:
        return False
    return any(c.isalpha() for c in part) or f"'{part}' after '" in grammar.reason


def _index(seq: list[str], sub: list[str], first: int = 0) -> int:
    """Where ``sub`` first starts in ``seq`` from ``first`` on; -1 when it does not."""
    n = len(sub)
    return next((i for i in range(first, len(seq) - n + 1) if n and seq[i : i + n] == sub), -1)
