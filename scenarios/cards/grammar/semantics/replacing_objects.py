"""Replacing modifiers as one language (6.2.b, issue 30, gram78): "If [object] would
[event], [result] instead" with the object any described one ("a Character you control", "a
token you control", "another Character you control", "a Character an opponent controls"), the
event a discard from a named zone ("be discarded from an Expedition", "… from Reserve") and
the result said of the replaced object itself ("I go to Reserve", "it goes to its owner's
hand", "I'm sent to Reserve", "it is discarded").

What is watched becomes the modifier's ``scope`` and ``watched`` filter (6.2.b: it applies to
each atomic action of that kind on such an object, 6.2.h); a result said of the object moves
it to another zone of its owner (3.1.2.c) — "I" only of the bearer, "it" only of a described
object, anything else refused by name (precision first). Read by
:mod:`scenarios.cards.grammar.semantics.replace` (``_watched``, ``_result``).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Description, Object

Watcher = tuple[Any, ...]

_SCOPES = {
    "a_character_you_control": ("mine", ("Character",)),
    "a_character_or_permanent_you_control": ("mine", ()),
    "a_character_or_permanent_in_play": ("any", ()),
}
"""A chosen object's subject -> the modifier's scope (its controller's objects or any) and
the card types the subject itself means."""

_FROM = {
    "expedition": "expedition",
    "my expedition": "expedition",
    "reserve": "reserve",
    "landmarks": "landmark",
}


def described_watcher(obj: Object) -> Watcher:
    """The watcher of "If [a / another description] would …": ``("described", scope,
    filter)``; a plain "a [Status] Character" is the watcher the grammar had before
    (``("character", *statuses)``, leaving my Expedition)."""
    subject = _subject(obj)
    said = obj.description.words if isinstance(obj.description, Description) else ""
    if set(subject) - {"subject", "filter"} or subject.get("subject") not in _SCOPES:
        raise NotRead(said or "would", f"'If {said} would …' is not read yet", "watcher")
    scope, types = _SCOPES[subject["subject"]]
    flt: dict[str, Any] = dict(subject.get("filter") or {})
    if types and not flt.get("types"):
        flt["types"] = list(types)
    if scope == "any" and set(flt) <= {"types", "statuses"} and flt.get("types") == ["Character"]:
        return ("character", *flt.get("statuses", ()))
    return ("described", scope, flt)


def described_watched(watcher: Watcher, event: dict[str, Any]) -> dict[str, Any]:
    """What a modifier of a described object watches: the event's action on each such
    object (6.2.b) — only an event said of the object itself (``kind`` "i")."""
    kind = event.pop("kind", "")
    if kind != "i" or event.get("mine_only"):
        raise NotRead("would", "this event of the described object is not read yet", "replacement")
    if watcher[0] == "character":  # "a [Status] Character": any controller's
        flt: dict[str, Any] = {"types": ["Character"]}
        if len(watcher) > 1:
            flt["statuses"] = list(watcher[1:])
        return {**event, "scope": "any", "watched": flt}
    _, scope, described = watcher
    return {**event, "scope": scope, "watched": described}


def self_result(result: dict[str, Any], watched: dict[str, Any]) -> dict[str, Any] | None:
    """A result said of the replaced object itself ("I go to Reserve", "it is discarded"):
    a move to another zone of its owner instead (3.1.2.c, 6.2.b) — "I" of the bearer, "it"
    of a described object; ``None`` when ``result`` is not one."""
    who = result.get("self")
    if who is None:
        return None
    bearer = watched.get("scope") == "self"
    if (who == "i") != bearer or (who == "it" and "watched" not in watched) or who == "they":
        raise NotRead(
            "instead",
            f"'{who}' here is not the object the replaced event acts on (6.2.b)",
            "instead_result",
        )
    if "boosts" in result:  # "it gains N boosts instead" (7.3.17.a)
        return {"instead_action": "give_boost", "instead_amount": result["boosts"]}
    return {"instead_to": result["zone"]}


class ReplacingObjectSemantics(SemanticsBase):
    """The gram78 rules of replacing modifiers (altered.lark's last block)."""

    def watch_described(self, items: list[Any]) -> Watcher:
        return described_watcher(Object("chosen", items[-1]))

    def watch_another_described(self, items: list[Any]) -> Watcher:
        return described_watcher(Object("another", items[-1], another=True))

    def would_be_discarded_from(self, items: list[Any]) -> dict[str, Any]:
        place = items[-1]
        found: dict[str, Any] = {"kind": "i", "action": "discard", "from": _FROM[place]}
        if place == "my expedition":
            found["mine_only"] = True  # "my Expedition" is the bearer's own: "I" only
        return found

    def discarded_from_expedition(self, _: list[Any]) -> str:
        return "expedition"

    def discarded_from_my_expedition(self, _: list[Any]) -> str:
        return "my expedition"

    def discarded_from_reserve(self, _: list[Any]) -> str:
        return "reserve"

    def discarded_from_landmarks(self, _: list[Any]) -> str:
        return "landmarks"

    def self_i(self, _: list[Any]) -> str:
        return "i"

    def self_it(self, _: list[Any]) -> str:
        return "it"

    def self_they(self, _: list[Any]) -> str:
        return "they"

    def instead_self_zone(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("result", {"self": items[0], "zone": items[-1]})

    def instead_it_boosts(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        amount = next(i for i in items if isinstance(i, int) and not isinstance(i, bool))
        return ("result", {"self": "it", "boosts": amount})

    def instead_self_discarded(self, items: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("result", {"self": items[0], "zone": "discard"})
