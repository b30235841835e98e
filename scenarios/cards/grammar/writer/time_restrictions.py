"""The writer's words for changes and restrictions for a time (issue 30, session 33 "gd"), so
that the round trip (``tests/cards_grammar/test_round_trip_time_restrictions.py``) covers
durations: a statistic change an Emblem-Ongoing gives for a time ("Target Character gets
+1/+0/+2 until the end of your next turn", 2.2.15.a, 2.2.15.c), an Expedition's "can't move"
for a time — a targeted one, every one, the one facing mine (1.4.1.a, 1.2.3.c) — and a
player's "can't play" for a time. ``None`` for any other reading (the main writer then tries
its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.durations_until_next import SAID_DURATIONS

Step = dict[str, Any]

_PLURAL = frozenset({"characters_you_control", "characters_in_target_expedition"})
"""Subjects the writer names as a group: "get", not "gets"."""
_MOVERS = {
    None: "Expeditions",
    "target_expedition": "Target Expedition",
    "the_expedition_facing_me": "The Expedition facing me",
}
"""Whose "can't move" a step says (1.2.3.c, 6.5.b)."""
_PLAYERS_CANT = ("Your opponents can't play ", "Target opponent can't play ")


def time_restriction_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "[object] gets +X/+Y/+Z [duration]", "[Expedition] can't move forward [duration]",
    "Target opponent can't play Spells [duration]" — or ``None``."""
    ongoing = step.get("ongoing") or {}
    if step.get("action") != "ongoing" or ongoing.get("duration") not in SAID_DURATIONS:
        return None
    duration = ongoing["duration"]
    if set(ongoing) == {"duration", "abilities"}:
        return _stats_for_a_time(step, ongoing["abilities"], duration, obj)
    if set(ongoing) != {"duration", "cant"} or set(step) - {"action", "ongoing", "subject"}:
        return None
    cant, subject = str(ongoing["cant"]), step.get("subject")
    if cant in ("Expeditions can't move forward", "Expeditions can't move backward"):
        who = _MOVERS.get(subject)
        return None if who is None else f"{who} can't move {cant.rsplit(' ', 1)[1]} {duration}"
    said = next((p for p in _PLAYERS_CANT if cant.startswith(p)), None)
    if said is None or subject != (None if said.startswith("Your") else "target_opponent"):
        return None
    return f"{cant} {duration}"


def _stats_for_a_time(
    step: Step, abilities: list[dict[str, Any]], duration: str, obj: Callable[[Step], str]
) -> str | None:
    """ "Target Character gets +2/+0/+0 this turn": the Emblem gives its objects "I have
    +2/+0/+0" for that time (2.2.15.a); only a plain change, no count nor condition."""
    if len(abilities) != 1 or set(step) - {"action", "ongoing", "subject", "filter"}:
        return None
    passive = abilities[0].get("passive") or {}
    stats = passive.get("stats") or {}
    if set(passive) != {"stats"} or set(stats) - {"scope", "forest", "mountain", "water"}:
        return None
    if stats.get("scope") != "self":
        return None
    change = "/".join(f"{stats.get(k, 0):+d}" for k in ("forest", "mountain", "water"))
    subject = step.get("subject")
    if subject == "self":
        return f"I get {change} {duration}"
    if subject is None:
        return None
    who = obj(step)
    verb = "get" if subject in _PLURAL else "gets"
    return f"{who[:1].upper()}{who[1:]} {verb} {change} {duration}"
