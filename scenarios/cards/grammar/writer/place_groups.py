"""gx (issue 30, session 36): the writer's words for the groups gx reads — "[each] other
[Characters] in its Expedition" (the Characters where "it" is, but it: 6.3.i, 6.5.b) and a
union of two groups, "all [group] and all [group] [you control / in your Reserve]" (one
group, each member once: 6.1.e, 6.1.g) — words the reader reads back to the same step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Describe = Callable[[dict[str, Any], str, bool], str]
_NOUNS = {("Character",): "Character", ("Permanent",): "Permanent", ("Spell",): "Spell"}


def gx_object_words(step: dict[str, Any], describe: Describe) -> str | None:
    """The object words of ``step`` when it is one of gx's groups, else ``None``."""
    flt = dict(step.get("filter") or {})
    subject = step.get("subject")
    if subject == "characters_in_it" and flt.pop("other_than_it", False):
        if flt.get("another"):
            return None
        return "other " + describe(flt, "Character", True) + " in its Expedition"
    if subject == "characters_of_target_opponent":
        return _targeted_opponents(flt, describe)
    members = flt.pop("any_of", None)
    if subject not in ("objects_in_play", "cards_in_your_reserve") or not members:
        return None
    if len(members) != 2 or any(not _member_said(m) for m in members):
        return None
    where = ""
    if subject == "cards_in_your_reserve":
        where = " in your Reserve"
        if set(flt) - {"types"} or any(m.get("controller") for m in members):
            return None
    else:
        if set(flt.get("types", [])) != {"Character", "Permanent"}:
            return None
        flt.pop("types")
        controller = flt.pop("controller", None)
        if flt or (controller and any(m.get("controller") for m in members)):
            return None
        if controller:  # said once, after the last group, of both (union_groups.py)
            members = [members[0], {**members[1], "controller": controller}]
    first, second = (_group(m, describe) for m in members)
    return f"all {first} and all {second}{where}"


def _member_said(member: dict[str, Any]) -> bool:
    """Whether a union's member is one the words below say: a kind, a type or sub-types,
    statuses, a controller (what gx_unions.py reads)."""
    said = set(member) - {"types", "subtypes", "statuses", "controller", "tokens"}
    said -= {"permanents_in_landmarks"} if member.get("types") == ["Permanent"] else set()
    return not said and len(member.get("subtypes", [])) <= 1


def _group(member: dict[str, Any], describe: Describe) -> str:
    member = dict(member)
    types = tuple(member.pop("types", ()))
    if member.pop("permanents_in_landmarks", False):
        return describe(member, "Landmark", True)
    noun = _NOUNS.get(types, "")
    if member.get("tokens"):
        return describe(member, noun, True)
    if not noun and not member.get("subtypes"):
        noun = "card"
    return describe(member, noun, True)


def _targeted_opponents(flt: dict[str, Any], describe: Describe) -> str | None:
    """ "all of target opponent's [Characters]", "all [cards] in target opponent's Reserve":
    the opponent targeted, their objects found as the step happens (6.5.b, 6.1.g)."""
    types = tuple(flt.pop("types", ()))
    if flt.pop("in_targeted_players_reserve", False):
        noun = _NOUNS.get(types, "card" if not types else "")
        return f"all {describe(flt, noun, True)} in target opponent's Reserve" if noun else None
    kind = {(): "Character", ("Permanent",): "Permanent"}.get(types)
    if kind is None or flt.get("another"):
        return None
    return f"all of target opponent's {describe(flt, kind, True)}"


_GROUP_SUBJECTS = frozenset(
    {
        "characters_of_target_opponent",
        "characters_of_target_player",
        "characters_in_it",
        "characters_facing_it",  # hc
        "characters_in_target_characters_expedition",  # hc
    }
)


def gx_group_sentences(
    step: dict[str, Any], obj: Callable[[dict[str, Any]], str]
) -> list[str] | None:
    """ "[group] lose all their boosts" (2.5.g: every boost removed, one atomic action per
    object, 6.1.e) for the groups gx reads; ``None`` for any other step."""
    every = {"action": "remove_counters", "counter": "boost", "all_counters": True}
    if step.get("subject") not in _GROUP_SUBJECTS or set(step) - {*every, "subject", "filter"}:
        return None
    if not all(step.get(k) == v for k, v in every.items()):
        return None
    said = obj(step)
    return [f"{said[:1].upper()}{said[1:]} lose all their boosts"]
