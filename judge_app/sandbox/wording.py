"""A judge's words for what the engine says in its own vocabulary.

The engine names things by id — objects (``o11``), zones (``expedition:p1:hero``) and atomic
actions (``gain_status``) — because its traces must be exact. A judge at the table reads
names: "Kuwat, the Dissenter", "p1's Hero Expedition", "gains". This module turns engine
text and decision options into those words, using the board's own names; nothing here
changes what the engine decided.

Pure Python: no Qt, no file I/O. Used by the sandbox window, its timeline and the report.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine import Decision, DecisionKind, GameState
from engine.state import zones as z
from engine.state.plain_orbs import handles_said
from engine.why.event_words import EVENT_WORDS
from engine.why.labels import hidden_from, seen_by
from judge_app.sandbox.board import ZONE_TITLES, emblem_text, zone_keys
from judge_app.sandbox.granted import granted_by

# the engine's own sentence for each atomic action (engine/why/event_words.py)
ACTION_WORDS = EVENT_WORDS

_ZONE_KEY = re.compile(
    r"\b(?:expedition:p\d+:(?:hero|companion)|(?:hand|deck|discard|mana|reserve|landmarks?|hero)"
    r":p\d+|p\d+:(?:hero|companion)|limbo)\b"
)
_OBJECT_ID = re.compile(r"(?<![\w#])o\d+\b")
_PART = re.compile(r"^(?P<kind>[a-z]+(?:_[a-z]+)*) (?P<rest>.+)$")
_LABEL_KIND = re.compile(r": (?P<kind>[a-z]+(?:_[a-z]+)+|[a-z]+)(?=: )")
_SUBJECT = re.compile(r"[A-Z0-9]|[po]\d")  # a name, a player, an object id
_STATUSES = ("Exhausted", "Fleeting", "Asleep", "Anchored", "Boosted")
_IDENTIFIER = re.compile(r"[a-z]+(?:_[a-z]+)+")
_DECISION_KINDS = re.compile(r"\(([a-z]+(?:_[a-z]+)+), choose")


def zone_words(key: str) -> str:
    """``expedition:p1:hero`` (or the Expedition ``p1:hero``) → ``p1's Hero Expedition``;
    ``limbo`` → ``Limbo``. An unknown key is returned unchanged."""
    if key == z.LIMBO:
        return "Limbo"
    if key.count(":") == 1 and key.split(":")[1] in ("hero", "companion"):
        owner, which = key.split(":")
        return f"{owner}'s {which.capitalize()} Expedition"
    player = z.player_of(key)
    if player is None:
        return key
    for short, known in zone_keys(player).items():
        if known == key:
            return f"{player}'s {ZONE_TITLES[short]}"
    if key.startswith("hero:"):
        return f"{player}'s Hero zone"
    if key.startswith("landmark"):
        return f"{player}'s Landmarks"
    return key


def object_words(oid: str, states: Iterable[GameState]) -> str:
    """The name of object ``oid`` in the first of ``states`` that knows it (an object that
    ceased to exist is still named by the state before it did)."""
    for state in states:
        if oid in state.objects:
            return state.name(oid)
    return "an object that no longer exists"


def judge_words(text: str, *states: GameState, events: bool = True) -> str:
    """``text`` (an engine trace line or option label) with engine ids and action names in
    a judge's words: ``"Kuwat: sacrifice: sacrifice Kuwat -> discard:p1"`` →
    ``"Kuwat (sacrifice): Kuwat is sacrificed, to p1's Discard pile"``;
    ``"cease_to_exist o11"`` → ``"Aloe Vera ceases to exist"``. ``states`` name the
    objects (newest first, then older states for objects that are gone)."""
    if not text:
        return text
    if not events:  # an option label or a prompt: names only, the sentence stays
        out = _ZONE_KEY.sub(lambda m: zone_words(m.group(0)), text)
        if states:
            out = _OBJECT_ID.sub(lambda m: object_words(m.group(0), states), out)
        return out
    head, sep, tail = text.partition(": ")
    label_kind = _LABEL_KIND.search(": " + tail) if sep else None
    if sep and label_kind is not None and label_kind.start() == 0:
        kind = label_kind.group("kind")
        head = f"{head} ({kind.replace('_', ' ')})"
        tail = tail[len(kind) + 2 :]
    parts = [_part(p) for p in (tail if sep else text).split("; ")]
    body = "; ".join(parts)
    out = f"{head}: {body}" if sep else body
    out = _ZONE_KEY.sub(lambda m: zone_words(m.group(0)), out)
    if states:
        out = _OBJECT_ID.sub(lambda m: object_words(m.group(0), states), out)
    return out


def _part(part: str) -> str:
    """One ``kind subject [status] [-> zone] [(ceases to exist)] [= value]`` part of a trace
    line, in words; anything else unchanged."""
    m = _PART.match(part)
    if m is None or m.group("kind") not in ACTION_WORDS or not _SUBJECT.match(m.group("rest")):
        return part
    if " -> " not in part and "_" not in m.group("kind"):
        return part  # already in words ("move Kuwat to Limbo")
    kind, rest = m.group("kind"), m.group("rest")
    extra = ""
    for tail in (" (ceases to exist)",):
        if rest.endswith(tail):
            rest, extra = rest[: -len(tail)], extra + ", and ceases to exist"
    rest, _, value = rest.partition(" = ")
    subject, arrow, zone = rest.partition(" -> ")
    status = ""
    if kind in ("gain_status", "lose_status"):
        words = subject.rsplit(" ", 1)
        if len(words) == 2 and words[1] in _STATUSES:
            subject, status = words
    to = f" to {zone_words(zone)}" if arrow else ""
    into = f" in {zone_words(zone)}" if arrow else ""
    said = ACTION_WORDS[kind].format(s=subject, to=to, into=into, status=status or "a status")
    if value:
        said += f" ({value})"
    return said + extra


@dataclass(frozen=True, slots=True)
class OptionView:
    """One option of a pending decision as the judge reads it: a title (what choosing it
    does) and details (for an Emblem-Reaction: its ability text, its source and the
    objects it is bound to, 6.3.i). ``id`` is the engine's option id and is never shown."""

    id: str
    title: str
    details: tuple[str, ...] = ()


def option_views(state: GameState, decision: Decision) -> tuple[OptionView, ...]:
    """The decision's legal options in a judge's words, in the engine's order. Options
    with the same title (two Emblem-Reactions of the same card) are numbered by where
    their objects are and what they are bound to, so they can be told apart without ids."""
    counts: dict[str, int] = {}
    for o in decision.options:
        counts[o.label] = counts.get(o.label, 0) + 1
    seen: dict[str, int] = {}
    views: list[OptionView] = []
    for o in decision.options:
        title = option_title(judge_words(o.label, state, events=False))
        if decision.kind == DecisionKind.ROLL_DIE:
            # "1" beside its number key read "1 1": the result the judge enters (7.3.33.a)
            title = f"The die showed {title}"
        details: list[str] = []
        obj = state.objects.get(o.id)
        if obj is not None:
            if obj.emblem is not None:
                e = obj.emblem
                text = emblem_text(state, o.id)
                if text:
                    details.append(f"“{text}”")
                details.append(f"from {e.source_name} ({obj.controller}'s)")
                givers = granted_by(state, o.id)
                if givers:  # an ability its source does not print (2.3.1.a)
                    names = " and ".join(_where(state, g) for g in givers)
                    details.append(f"granted by {names}")
                if e.bound:
                    # A card the chooser cannot look at stays unnamed (3.1.3.f).
                    bound = ", ".join(
                        seen_by(state, b, decision.player)
                        if hidden_from(state, b, decision.player)
                        else _where(state, b)
                        for b in e.bound
                    )
                    details.append(f"bound to {bound}")
            else:
                details.append(f"{obj.controller}'s, in {zone_words(obj.zone)}")
        if counts[o.label] > 1:
            seen[o.label] = seen.get(o.label, 0) + 1
            title = f"{title} — {ordinal(seen[o.label])} of {counts[o.label]}"
        views.append(OptionView(o.id, title, tuple(details)))
    return tuple(views)


_ZONE_WORDS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (
        re.compile(r"\bin (hero|companion) Expedition\b"),
        lambda m: f"in the {m.group(1).capitalize()} Expedition",
    ),
    (
        re.compile(r"\b(hero|companion) Expedition\b"),
        lambda m: f"{m.group(1).capitalize()} Expedition",
    ),
    (re.compile(r"\bfrom (reserve|hand)\b"), lambda m: f"from {m.group(1).capitalize()}"),
)


def option_title(label: str) -> str:
    """An option's label with the zones capitalised as the rules write them ("from Reserve",
    "in the Hero Expedition") and a capital first letter."""
    for pattern, words in _ZONE_WORDS:
        label = pattern.sub(words, label)
    return label[:1].upper() + label[1:]


def _where(state: GameState, oid: str) -> str:
    """An object's name and where it is now (or that it is gone, 6.3.j)."""
    o = state.objects.get(oid)
    if o is None:
        return "an object that no longer exists (the emblem still resolves, 6.3.j)"
    return f"{state.name(oid)} in {zone_words(o.zone)}"


def ordinal(n: int) -> str:
    """1 → ``1st``, 2 → ``2nd``, 11 → ``11th``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def decision_kind_words(text: str) -> str:
    """Drop the engine's decision-kind names from a line (``(choose_reaction, choose
    1)`` → ``(choose 1)``)."""
    return _DECISION_KINDS.sub("(choose", text)


def value_words(value: object) -> str:
    """An expectation's expected or actual value in words: ``{'zone': 'discard:p1',
    'counters': {}}`` → ``zone p1's Discard pile; counters none``."""
    if isinstance(value, dict):
        if not value:
            return "none"
        return "; ".join(f"{str(k).replace('_', ' ')} {value_words(v)}" for k, v in value.items())
    if isinstance(value, list | tuple | set | frozenset):
        return ", ".join(value_words(v) for v in value) if value else "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "nothing"
    if isinstance(value, str) and _IDENTIFIER.fullmatch(value):
        return value.replace("_", " ")  # a kind's name ("morning_shuffle"): its words
    return judge_words(handles_said(str(value)))


def expectation_words(label: str) -> str:
    """An expectation's label in words: ``zone expedition:p1:hero count`` → ``cards in p1's
    Hero Expedition``; ``object Kuwat`` → ``Kuwat``."""
    text = label
    count = re.fullmatch(r"zone (\S+) count", text)
    if count is not None:
        return f"cards in {zone_words(count.group(1))}"
    text = re.sub(r"(^|: )object ", r"\1", text)  # "the die shows 6: object Vanilla"
    return judge_words(handles_said(text.replace("_", " ")))


__all__ = [
    "ACTION_WORDS",
    "OptionView",
    "decision_kind_words",
    "expectation_words",
    "judge_words",
    "object_words",
    "option_views",
    "ordinal",
    "value_words",
    "zone_words",
]
