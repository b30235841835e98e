"""The writer's words for the section "durations, zones and triggers": a keyword lost for a
time (2.2.15.a, 7.4; ``semantics/durations.py``) and a card leaving a discard pile
(``semantics/leaving_zones.py``), in the cards' own style, so the round trip of
``tests/cards_grammar/test_round_trip_durations.py`` covers them. ``None`` for another
reading (the main writer then tries its own words). A card leaving Limbo is read as the
play it ends (5.1.2.l), which the main writer already words ("When you play a Spell"); "it"
an Expedition is read as the Expedition named, worded so too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.durations_until_next import SAID_DURATIONS

Step = dict[str, Any]


def lasting_change_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "I lose Defender this turn", "Target Character loses Eternal this Day"."""
    ongoing = step.get("ongoing") or {}
    if step.get("action") != "ongoing" or set(ongoing) != {"duration", "lose_keyword"}:
        return None
    duration = ongoing["duration"]
    if duration not in SAID_DURATIONS or set(step) - {"action", "subject", "ongoing", "filter"}:
        return None
    lost = ongoing["lose_keyword"]
    if step.get("subject") == "self":
        return f"I lose {lost} {duration}"
    who = obj(step)
    verb = "lose" if step.get("subject") == "characters_you_control" else "loses"
    return f"{who[:1].upper()}{who[1:]} {verb} {lost} {duration}"


_LEFT_ZONES = {"card_leaves_your_discard_pile": "your discard pile"}


_ATTEMPTING = {
    "my_expedition_attempts_to_move_forward": "my Expedition",
    "your_expedition_attempts_to_move_forward": "one of your Expeditions",
}
_FAILING = {
    "your_hero_expedition_fails_to_move_forward": "your Hero Expedition",
    "your_companion_expedition_fails_to_move_forward": "your Companion Expedition",
    "your_expedition_fails_to_move_forward": "one of your Expeditions",
}
_TOKEN_JOINS = {
    "character_joins_your_expeditions": "your Expeditions",
    "character_joins_my_expedition": "my Expedition",
    "character_joins_one_of_your_expeditions": "one of your Expeditions",
}


def zone_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When a [card / Spell] leaves your discard pile [during the Phase][, if c] —",
    "When [another] token joins your Expeditions —" (a token Character, 7.3.5.a)."""
    flt = reaction.get("filter") or {}
    attempting = _ATTEMPTING.get(reaction["trigger"])
    if attempting is not None and not set(reaction) - {
        "trigger",
        "effect",
        "if",
        "unless",
        "during",
    }:
        during = f" during {reaction['during']}" if reaction.get("during") else ""
        return f"When {attempting} attempts to move forward{during} and can't{condition} \u2014"
    failing = _FAILING.get(reaction["trigger"])
    if failing is not None and not set(reaction) - {"trigger", "effect", "if", "unless"}:
        return f"When {failing} fails to move forward{condition} \u2014"
    joined = _TOKEN_JOINS.get(reaction["trigger"])
    if joined is not None and flt.get("tokens") and set(flt) <= {"tokens", "another"}:
        det = "another" if flt.get("another") else "a"
        return f"When {det} token joins {joined}{condition} \u2014"
    place = _LEFT_ZONES.get(reaction["trigger"])
    if place is None or set(flt) - {"types"} or len(flt.get("types", ())) > 1:
        return None
    kind = (flt.get("types") or ["card"])[0]
    during = f" during the {reaction['during']}" if reaction.get("during") else ""
    return f"When a {kind} leaves {place}{during}{condition} \u2014"


_OWN_DURING = frozenset(
    {
        "card_leaves_your_reserve",
        "card_leaves_your_discard_pile",
        "my_expedition_attempts_to_move_forward",
        "your_expedition_attempts_to_move_forward",
    }
)
"""Triggers whose own words say their phase ("When a card leaves your Reserve during …")."""


def during_words(
    reaction: dict[str, Any],
    write: Callable[[dict[str, Any]], str],
    condition: Callable[[dict[str, Any]], str],
) -> str | None:
    """ "When [event] during [the] [Phase][, if c] —": the trigger written without its phase
    (``write``), the phase said before its condition (``condition``)."""
    if "during" not in reaction or reaction["trigger"] in _OWN_DURING:
        return None
    inner = {k: v for k, v in reaction.items() if k not in ("during", "if", "unless")}
    head = write(inner)
    if not head.startswith("When ") or not head.endswith(" \u2014"):
        return None
    phase = reaction["during"]
    said = f"the {phase}" if phase == "Afternoon" else phase
    return f"{head[: -len(' —')]} during {said}{condition(reaction)} \u2014"
