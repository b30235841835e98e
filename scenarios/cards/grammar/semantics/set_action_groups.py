"""A set keyword action's reminder said of a GROUP (issue 30, ia43).

A set may print its keyword action after a group, its reminder said of each object of it:
"{J} [Smelt] each token you control. (Remove all Spark counters from each of them, then each
gains that many boosts.)". Reminder text only reminds (2.2.12.c): it is the set's one
definition of [Smelt] — the same as "[Smelt] me. (Remove all my Spark counters, then I gain
that many boosts.)" — said of each object of the group, each with its own count (6.5.i).

:func:`said_of_one` says such a reminder of one object, "it": "each of them" -> "it", "each"
or "they each" as the subject of a step -> "it" (its verb said of one). The definition is
then abstracted and compared as a reminder said of "it" is (set_action_objects.py): two
reminders meaning the same up to their object are one definition; a group reminder meaning
anything else stays a conflict.

A USE on a group ("[Smelt] each token you control.") is the definition done once for each
object of the group, one after the other, "it" being that object, each with its own count
(6.5.i): :func:`done_for_each`, the engine's per-object repetition (``for_each``,
engine/steps/each_object.py).

Words of the group the reminder still says ("their", "them",
"each" before a noun) are not read as of one object: refused, naming them.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.each_object_steps import _NOT_AGAIN, FOR_EACH, GROUPS

_EACH_OF_THEM = re.compile(r"\beach of them\b", re.IGNORECASE)
"""The group's objects one by one, where a step names its object ("from each of them")."""

_THEY_EACH = re.compile(r"\b[Tt]hey each ([a-z]+)\b")
"""The group's objects one by one as a step's subject, its verb said of several ("they each
gain")."""

_EACH_DOES = re.compile(r"(?:(?<=^)|(?<=, then )|(?<=\. ))[Ee]ach (?=[a-z]+s\b)")
""""Each" as a step's subject, its verb said of one ("then each gains"): the step's start
(the reminder's, a sentence's or after ", then") and a lower-case word ending in -s after it.
A noun there ("each token gains") reads "it token gains", which the grammar refuses."""

_THEY_DO = re.compile(r"\b([Tt])hey (gain|lose|get|have)\b")
"""The group as a step's subject, its verb said of several ("They gain 1 boost, then they gain
Anchored"): each object's own step, said of one ("it gains"), as "they each gain" is — an
object's change, which the group's other objects' changes do not alter (6.1.e, 6.5.i)."""

_THEM_OBJECT = re.compile(r"(?<!\bof )(?<!\bamong )\bthem\b")
"""The group as a step's object ("Exhaust them, then they gain 1 boost"): each object, as
"it" — never "each of them" / "among them" (read above, or refused)."""

_GROUP_WORDS = re.compile(r"\b(?:each|they|them|their|theirs|themselves|those)\b", re.IGNORECASE)


def _of_one(verb: str) -> str:
    """``verb`` said of several ("gain") said of one ("gains"; "have" -> "has")."""
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    return verb + "s"


def said_of_one(name: str, reminder: str, printed_object: str) -> str:
    """The reminder of the keyword action ``name``, printed after the group
    ``printed_object``, said of one object of it as "it" (2.2.12.c, 6.5.i). Refused naming
    the words when the reminder still speaks of the group after that."""
    one = _EACH_OF_THEM.sub("it", reminder)
    one = _THEY_EACH.sub(lambda m: f"it {_of_one(m[1])}", one)
    one = _EACH_DOES.sub("it ", one)
    one = _THEY_DO.sub(lambda m: f"{'I' if m[1] == 'T' else 'i'}t {_of_one(m[2])}", one)
    one = _THEM_OBJECT.sub("it", one)
    left = _GROUP_WORDS.search(one)
    if left is not None or one == reminder:
        words = f"'{left[0]}'" if left is not None else "the group it is printed after"
        raise NotRead(
            name,
            f"the set's [{name}] is defined by a reminder said of '{printed_object}': {words}"
            " in it is not read as said of each of the group's objects (6.5.i)",
            "set_action",
        )
    return one


def done_for_each(name: str, steps: list[dict[str, Any]], group: dict[str, Any]) -> dict[str, Any]:
    """The keyword action ``name``'s definition (``steps``, its object bound to "it") done
    once for each object of ``group`` (the subject of "each [objects]"), in turn, "it" being
    that object and "that many" that instance's own (6.5.i; ``for_each``). Read for one step
    and the steps following it ("then", 6.5.f) on a group of objects in play (3.1.4.a);
    anything else refused, naming the words."""
    said = f"[{name}] done on each of several objects"
    if group.get("subject") not in GROUPS or set(group) - {"subject", "filter"}:
        raise NotRead(
            name,
            f"{said} is read for every object in play of a kind only (3.1.4.a, 6.5.i); these"
            " objects are not read as such a group yet",
            "set_action",
        )
    if len(steps) != 1 or set(steps[0]) & _NOT_AGAIN or steps[0].get("subject") != "it":
        raise NotRead(
            name,
            f"{said}: its definition's steps done for each object in turn (6.5.i) are not read yet",
            "set_action",
        )
    filt = {"for_each_filter": group["filter"]} if group.get("filter") else {}
    return {**steps[0], FOR_EACH: group["subject"], **filt}
