"""A step's line said in a judge's words where the step makes it (issue 31).

A step's default label is its source and its action's name ("Offering: sacrifice",
engine/steps/subjects.py). A line a step makes says the action as a verb, never as a name
after a colon, and the step knows which kind of line it makes:

- the objects it will act on, chosen or found before its events happen (6.1.e):
  "Offering will sacrifice Vanilla 2/2/2", "Kuwat, the Dissenter will sacrifice itself"
  (:func:`step_will`);
- nothing happens (6.5.h, 1.4.1.c): "Numbing Gust would exhaust: nothing happens [...]"
  (:func:`step_line`, a text starting "nothing happens");
- a sentence: "Kuwat: play a card now — …", "Nélia: the condition … is met", or one naming
  the source itself ("Tireless Drill gains 1 boost"), said alone (:func:`step_line`).

A step with its own words (a label that is not its source and an action's name) keeps them
before a colon. :func:`earlier` is what a release before this one printed for the same line
(the raw label, then the text), which files saved then quote
(:attr:`engine.why.trace.TraceEntry.earlier_words`). Words only: no rule is cited here.
"""

from __future__ import annotations

import re
from typing import Any

from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.why.step_words import bare, will_do
from engine.why.trace import TraceEntry

_NAMES = frozenset(k.value.replace("_", " ") for k in ActionKind)
_PLAYER = re.compile(r"p\d+")


def label_parts(label: str) -> tuple[str, str] | None:
    """(source, action's name) of a default label — "Offering: sacrifice" -> ("Offering",
    "sacrifice"), "judge request: put" -> ("judge request", "put") —; ``None`` for a step's
    own words or a player's label ("p1: draw")."""
    src, colon, name = label.partition(": ")
    name, note = _noted(name)
    if not colon or name not in _NAMES or not src or any(c in src for c in ":()"):
        return None
    return None if _PLAYER.fullmatch(src) else (src + note, name)


def _noted(name: str) -> tuple[str, str]:
    """An action's name and the note in brackets a step added after it ("create [“my
    Expedition”: …]", 6.3.j): said after the source instead ("Homesick Overseer […]")."""
    if name.endswith("]") and " [" in name:
        bare_name, _, note = name.partition(" [")
        return bare_name, f" [{note}"
    return name, ""


def verb(name: str) -> str:
    """An action's name as the verb after "would": "give boost" -> "give a boost"."""
    return bare(ActionKind(name.replace(" ", "_")))


_WHOSE = re.compile(r"p\d+'s ")
"""Whose object a line names, where its name is not unique on the board (issue 31)."""


def starts_with_name(text: str, name: str) -> bool:
    """Whether ``text`` opens with the object ``name``, said alone or with whose it is
    ("Fiore dei Liberi loses …", "p2's Fiore dei Liberi loses …")."""
    whose = _WHOSE.match(text)
    rest = text[whose.end() :] if whose else text
    return rest.startswith(name + " ") and not rest.startswith(name + " (")


def step_line(step: Step, text: str, label: str = "") -> str:
    """The line ``step`` makes saying ``text`` (a sentence, or "nothing happens …"), after its
    source; ``label``: the label the line is made under, when not the step's own."""
    label = label or step.label or step.kind.value
    if label == step.label and step.modes and step.source:
        return f"{modes_head(step)}: {text}"
    parts = label_parts(label)
    if parts is None:
        return f"{label}: {text}"
    src, name = parts
    if starts_with_name(text, src):
        return text  # "Tireless Drill gains 1 boost": the sentence says the action
    if text.startswith("nothing happens"):
        return f"{src} would {verb(name)}: {text}"
    return f"{src}: {text}"


def modes_head(step: Step) -> str:
    """What a line of a choice of modes (6.5.g) starts with: its source and who chooses how
    many — "Kelon Burst (p1 chooses 1 mode)" —, not the printed order "choose 1" said to no
    one; "Each opponent chooses one:" is their opponent's choice (1.4.7.b)."""
    who = step.controller
    if step.named:  # gt: "Name a card type" (6.1.g): a value named, not modes
        return f"{step.source} ({who} names a {step.named})" if who else str(step.source)
    if step.opponent_chooses_modes:
        who = f"{step.controller}'s opponent" if step.controller else "the opponent"
    if step.modes_chooser:  # hd: the target opponent, declared (6.5.b)
        who = step.modes_chooser
    many = f"{step.choose} mode" + ("" if step.choose == 1 else "s")
    if step.modes_min is not None and step.modes_min < step.choose:
        many = f"up to {many}" if step.modes_min == 0 else f"{step.modes_min} to {many}"
    return f"{step.source} ({who} chooses {many})" if who else f"{step.source} ({many} chosen)"


def step_will(step: Step, objects: str, after: str = "") -> str:
    """The line ``step`` makes naming the ``objects`` it will act on (their names, or "a
    card in p1's Hand" for a hidden one), then ``after`` (what else is said: notes in
    brackets, "; …"): "Offering will sacrifice Vanilla 2/2/2"."""
    parts = label_parts(step.label)
    if parts is None:
        return f"{step.label}: {objects}{after}"
    src, name = parts
    if objects == src or objects.startswith(src + ", "):
        objects = f"itself{objects[len(src) :]}"  # the source acts on itself
    objects, into = moved_from_words(step, objects)
    return f"{src} {will_do(name, objects) or f'will {verb(name)}: {objects}'}{into}{after}"


_MOVES = frozenset(
    {
        ActionKind.PUT,
        ActionKind.RETURN,
        ActionKind.SEND,
        ActionKind.DISCARD,
        ActionKind.SACRIFICE,
        ActionKind.DRAW,
        ActionKind.SABOTAGE,
        ActionKind.EXCHANGE,
    }
)
"""The atomic actions that move a card from one zone to another (1.4.4, 7.3)."""

_TOP = frozenset({Subject.TOP_CARDS_OF_YOUR_DECK, Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK})

_INTO = {
    ZoneKind.HAND: "Hand",
    ZoneKind.DECK: "Deck",
    ZoneKind.RESERVE: "Reserve",
    ZoneKind.DISCARD: "Discard pile",
    ZoneKind.MANA: "Mana zone",
    ZoneKind.LANDMARK: "Landmarks",
}

_HIDDEN = re.compile(r"\ba card in ((?:p\d+)'s (?:Deck|Hand|Mana zone))")


def moved_from_words(step: Step, objects: str) -> tuple[str, str]:
    """``(objects, destination)`` for a step moving cards the table cannot see: "a card in
    p2's Deck" is where the card IS (3.1.3.f), and after "will put" it would read as
    putting the card INTO that Deck — said as where it comes FROM ("the top card of p2's
    Deck" for a step on top cards, 3.2.2.a; "a card from p2's Hand" otherwise), with the
    zone it goes to when the step names one ("in its owner's Mana zone"). Other objects
    and steps are said as given, with no destination."""
    if step.kind not in _MOVES or not _HIDDEN.search(objects):
        return objects, ""
    top = step.subject in _TOP and step.amount == 1
    said = _HIDDEN.sub(
        lambda m: (
            f"the top card of {m.group(1)}"
            if top and m.group(1).endswith("Deck")
            else f"a card from {m.group(1)}"
        ),
        objects,
    )
    where = _INTO.get(step.to_zone) if isinstance(step.to_zone, ZoneKind) else None
    return said, f" in its owner's {where}" if where else ""


def earlier(step: Step, text: str, label: str = "") -> str:
    """What a release before this one printed for a line of ``step`` saying ``text``: its raw
    label, then the text ("Offering: sacrifice: Vanilla 2/2/2"); "" when it is the same."""
    label = label or step.label or step.kind.value
    if label == step.label and step.modes and step.source:
        return f"{label}: {text}"  # "Kelon Burst: choose 1: …"
    return f"{label}: {text}" if label_parts(label) is not None else ""


def step_entry(
    step: Step, text: str, rules: tuple[str, ...] = (), label: str = "", **more: Any
) -> TraceEntry:
    """The trace entry of a line ``step`` makes saying ``text`` (:func:`step_line`), citing
    ``rules``, with the words an earlier release printed for it."""
    return TraceEntry(
        step_line(step, text, label), rules, earlier_words=earlier(step, text, label), **more
    )
