"""A set's keyword action that takes an OBJECT (issue 30, ia42).

A set may define a keyword action acting on an object the card names after it, printing the
reminder specialised to that object: "{J} [Smelt] me. (Remove all my Spark counters, then I
gain that many boosts.)", "{T} : [Smelt] target Character you control. (Remove all Spark
counters from it, then it gains that many boosts.)". Reminder text only reminds (2.2.12.c):
the set defines ONE action, its object a slot, and each use names the object it acts on
("[Smelt] me.", "Target Character gains 2 Spark counters, then [Smelt] it.").

The definition is read by the grammar as steps (:func:`definition_steps`), then abstracted
(:data:`OBJECT`): a reminder said of "me" speaks of the object as "me" / "I" / "my"; a
reminder said of another object speaks of it as "it" (read with a stand-in target for its
first "it", :data:`_STAND_IN`). Two reminders meaning the same up to the object abstract to
the same steps — one definition, not a conflict; any other difference stays a conflict.
A use binds the abstracted object to the object it names: the first step on it acts on that
object (a target chosen as the step says, 6.5.b), each later step on it acts on "it", the
object that step acted on (6.5.i). A reminder said of a group ("[Smelt] each token you
control. (Remove all Spark counters from each of them, then each gains that many boosts.)")
is the same definition said of each object of the group (set_action_groups.py), compared
once said of one. The action done on each of several objects ("[Smelt] each token you
control") is the definition done for each object of the group in turn, each its own count
(6.5.i; set_action_groups.done_for_each).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.from_each import names_several
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]

OBJECT = "@object"
"""The abstracted object of a keyword action's definition (what each use names)."""

_STAND_IN = "target Character"
_STAND_IN_SUBJECT = "target_character"
"""The object a reminder said of "it" is read with (its first "it"), abstracted after."""

_FIRST_IT = re.compile(r"\b[Ii]t\b")
"""The reminder's first "it" — "It" too, where it opens the reminder ("[Temper] target
Character. (It gains 1 boost, then it gains Anchored.)")."""


def _in_place_of_it(reminder: str, printed_object: str) -> str:
    """``reminder`` with its first "it" said as ``printed_object`` (capitalised where "It"
    opened a sentence)."""

    def said(m: re.Match[str]) -> str:
        return printed_object[:1].upper() + printed_object[1:] if m[0] == "It" else printed_object

    return _FIRST_IT.sub(said, reminder, count=1)


_SEVERAL = re.compile(r"^(?:them|each|all|up to)\b")


def said_of_object(reminder: str, printed_object: str) -> str:
    """The reminder of a keyword action printed after ``printed_object`` said of that object:
    "me" as printed; another object in place of the reminder's first "it" ("[Smelt] target
    Character you control. (Remove all Spark counters from it, …)" -> "Remove all Spark
    counters from target Character you control, …") — read as the reminder where no set
    lexicon is (2.2.12.c)."""
    if printed_object == "me" or _SEVERAL.match(printed_object):
        return reminder
    return _in_place_of_it(reminder, printed_object)


def abstracted_steps(name: str, definition: str, printed_object: str) -> list[Step]:
    """The steps of the keyword action ``name``'s ``definition``, said of ``printed_object``,
    with that object abstracted (:data:`OBJECT`). Refused naming the words when the reminder
    speaks of several objects, or of the object where a step's subject does not stand."""
    from scenarios.cards.grammar.semantics.set_actions import definition_steps

    if _SEVERAL.match(printed_object):  # said of a group: the same steps, each one's own
        from scenarios.cards.grammar.semantics.set_action_groups import said_of_one

        definition = said_of_one(name, definition, printed_object)
    if printed_object == "me":
        steps = definition_steps(name, definition)
        found = _walk(steps, lambda subject, _last: OBJECT if subject == "self" else subject)
        residue = "self"
    else:
        if _STAND_IN.lower() in definition.lower() or not _FIRST_IT.search(definition):
            raise NotRead(
                name,
                f"the set's [{name}] is said of '{printed_object}', and its reminder does not"
                " speak of it as 'it'",
                "set_action",
            )
        steps = definition_steps(name, _in_place_of_it(definition, _STAND_IN))

        def of_object(subject: Any, last: Any) -> Any:
            if subject == _STAND_IN_SUBJECT or (subject == "it" and last == OBJECT):
                return OBJECT
            return subject

        found = _walk(steps, of_object)
        residue = _STAND_IN_SUBJECT
    if residue in repr(found):  # the object said where no step's subject stands
        raise NotRead(
            name,
            f"the set's [{name}]: its reminder speaks of '{printed_object}' other than as what"
            " a step acts on — not read as an action on another object yet",
            "set_action",
        )
    return found


def same_definition(name: str, first: tuple[str, str], second: tuple[str, str]) -> bool:
    """Whether two reminders of ``name``, each (reminder, object printed with it), read to
    the same steps once their object is abstracted (2.2.12.c): one definition."""
    try:
        return abstracted_steps(name, *first) == abstracted_steps(name, *second)
    except NotRead:
        return False


def bound_steps(name: str, definition: str, printed_object: str, obj: Object) -> list[Step]:
    """The keyword action's steps acting on ``obj``, the object this use names: the first
    step on the abstracted object acts on it (a target: chosen as that step says, 6.5.b),
    each later one on "it" — the object the step before acted on (6.5.i); "me" everywhere
    when the use names the card itself."""
    steps = abstracted_steps(name, definition, printed_object)
    if names_several(obj):  # ia43: the one definition done for each object of the group
        from scenarios.cards.grammar.semantics.set_action_groups import done_for_each

        return [done_for_each(name, _walk(steps, _as_it(name)), _subject(obj))]
    named = _subject(obj)
    seen: list[bool] = []

    def bind(subject: Any, last: Any) -> Any:
        if subject != OBJECT:
            return subject
        if named.get("subject") == "self":
            return {"subject": "self"}
        if not seen:
            seen.append(True)
            return dict(named)
        if last != OBJECT:  # another object acted on between: "it" would name that one
            raise NotRead(
                name,
                f"[{name}]'s reminder acts on its object again after a step on another one:"
                " which one 'it' is is not said (6.5.i)",
                "set_action",
            )
        return {"subject": "it"}

    return _walk(steps, bind)


def _as_it(name: str) -> Any:
    """The binding of the abstracted object to "it" — the one object of the group each
    instance of the action is done for (6.5.i) — at every step acting on it, none other
    acted on between (else which object "it" is is not said)."""

    def bind(subject: Any, last: Any) -> Any:
        if subject != OBJECT:
            return subject
        if last is not None and last != OBJECT:
            raise NotRead(
                name,
                f"[{name}]'s reminder acts on its object again after a step on another one:"
                " which one 'it' is is not said (6.5.i)",
                "set_action",
            )
        return {"subject": "it"}

    return bind


def _walk(steps: list[Step], change: Any) -> list[Step]:
    """``steps`` (and the steps they carry: follow-ups, alternatives) in printed order, each
    subject replaced by ``change(subject, last)`` — ``last`` the subject of the step before
    (as abstracted), what "it" would name. A replacement that is a dict gives its keys."""
    last: list[Any] = [None]

    def step(found: Step) -> Step:
        out: Step = {}
        subject = found.get("subject")
        if subject is not None:
            new = change(subject, last[0])
            last[0] = OBJECT if new == OBJECT or subject == OBJECT else new
            if isinstance(new, dict):
                out.update(new)
                last[0] = OBJECT
            else:
                out["subject"] = new
        for key, value in found.items():
            if key == "subject":
                continue
            out[key] = _value(value)
        return type(found)(out) if type(found) is not dict else out

    def _value(value: Any) -> Any:
        if isinstance(value, list):
            return [_value(v) for v in value]
        if isinstance(value, dict) and "action" in value:
            return step(value)
        return value

    return [step(s) for s in steps]


class SetActionObjectSemantics:
    """Semantic functions of the grammar's "a set's keyword action on an object" rule."""

    def set_action_on(self, items: list[Any]) -> Step | list[Step]:
        """ "[Smelt] me" / "[Smelt] target Character you control" / "[Smelt] it": the set's
        keyword action on the object named, its definition's steps bound to it (2.2.12.c)."""
        from scenarios.cards.grammar.semantics.set_actions import (
            _FOLLOWED,
            SetActionEnd,
            checked_definition,
        )

        word, obj = items[0], items[-1]
        definition = checked_definition(str(word))
        printed_object = str(getattr(definition, "object", ""))
        if not printed_object:
            raise NotRead(
                str(word),
                f"the set's [{word}] acts on no object its reminder names: '[{word}]' followed"
                " by an object is not read",
                "set_action",
            )
        steps = bound_steps(str(word), str(definition), printed_object, obj)
        # the step that is the keyword action carries its name (1.2.7.c; set_actions.py)
        steps = [{**steps[0], "keyword_action": str(word)}, *steps[1:]]
        # one step with what follows it ("It gains 1 boost, then it gains Anchored"): marked
        # as the whole action too, so "[Temper] it twice" repeats it whole (6.5.i), as
        # ``set_action_step`` marks it
        if len(steps) == 1 and not set(steps[0]) & _FOLLOWED:
            return steps[0]
        last = SetActionEnd(steps[-1])
        last.size = len(steps)
        return [*steps[:-1], last]


_OBJECT_WORDS = re.compile(
    r"^\s+(?:me|it|them|another|target|an?|each|all|up to|two|three|four|five|\d+)\b"
)
_SEVERAL_NAMED = re.compile(r"^(?:them|each|all|up to|two|three|four|five|\d+)\b")


def object_use_reason(name: str, definition: str, after: str) -> str:
    """Why the set's keyword action ``name``, printed with ``after`` following its name, is
    not read for its object ("" when nothing is wrong with it): a definition said of an
    object used with none, or one said of no object used with one — the words the card reader
    gives the judge where the grammar does not read — or a use on several objects not read
    as a group (set_action_groups.done_for_each)."""
    printed_object = str(getattr(definition, "object", ""))
    named = _OBJECT_WORDS.match(after)
    if printed_object and named is None:
        return (
            f"the set's [{name}] acts on the object named after it"
            f' ("[{name}] {printed_object}"); here none is named'
        )
    if not printed_object and named is not None:
        return (
            f"the set's [{name}] acts on no object its reminder names: '[{name}]' followed"
            " by an object is not read"
        )
    if named is not None and _SEVERAL_NAMED.match(after.strip()):  # ia43
        return (
            f"[{name}] done on each of several objects is read for every object in play of a"
            f' kind ("[{name}] each Character you control", each its own count, 6.5.i);'
            " these objects are not read as such a group yet"
        )
    return ""
