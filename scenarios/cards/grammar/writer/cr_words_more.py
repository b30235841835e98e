"""The writer's words for a "can't" an effect gives for a time (``semantics/cr_words_more.py``):
"Target Character can't be sacrificed this turn", "I can't gain Asleep this Day" (1.4.1.a,
2.2.15.a), in the cards' own style, so the round trip covers them. ``None`` for another
reading (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.durations_until_next import SAID_DURATIONS

Step = dict[str, Any]

_BE = {
    "sacrifice": "sacrificed",
    "exhaust": "exhausted",
    "ready": "readied",
    "discard": "discarded",
    "target": "targeted",
    "go_to_reserve": "sent to Reserve",
    "target_by_opponent": "targeted by opponents",  # "opponents can't target it" (6.5.b)
}
"""The "can't be [verb]ed" words of each restricted atomic action."""
_GAIN = {
    "gain_anchored": "Anchored",
    "gain_asleep": "Asleep",
    "gain_fleeting": "Fleeting",
    "gain_boosts": "boosts",
    "gain_status": "statuses",
}
"""The "can't gain [word]" words."""


def cr_words_more_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """A "can't" for a time, or a card moved to a position of its owner's Deck."""
    said = cant_for_a_time_words(step, obj)
    return said if said is not None else owners_deck_words(step, obj)


_ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def owners_deck_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Put [object] on top of / at the bottom of its owner's Deck", "Send [object] to the
    bottom / the third position from the top of its owner's Deck" (3.2.2, 1.1.3.d)."""
    verb, position = step.get("action"), step.get("position")
    if (
        step.get("to") != "deck"
        or not step.get("to_owner")
        or verb not in ("put", "send", "return")
    ):
        return None
    if set(step) - {"action", "subject", "filter", "up_to", "to", "to_owner", "position"}:
        return None
    who = "me" if step.get("subject") == "self" else obj(step)
    whose = "my owner's" if step.get("subject") == "self" else "its owner's"
    if verb == "put" and position in ("top", "bottom"):
        end = "on top of" if position == "top" else "at the bottom of"
        return f"Put {who} {end} {whose} Deck"
    if position in ("top", "bottom"):
        return f"{str(verb).capitalize()} {who} to the {position} of {whose} Deck"
    if isinstance(position, int) and position in _ORDINALS and verb != "put":
        nth = _ORDINALS[position]
        return f"{str(verb).capitalize()} {who} to the {nth} position from the top of {whose} Deck"
    return None


def cant_for_a_time_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Target Character can't be exhausted or readied this turn", "I can't gain Asleep
    this Day": an Emblem-Ongoing's "can't" on the step's objects."""
    ongoing = step.get("ongoing") or {}
    if step.get("action") != "ongoing" or set(ongoing) != {"duration", "cant_be"}:
        return None
    if ongoing["duration"] not in SAID_DURATIONS:
        return None
    if set(step) - {"action", "subject", "ongoing", "filter", "up_to"}:
        return None
    actions = list(ongoing["cant_be"])
    if actions == ["switch_expeditions"]:
        said = "switch Expeditions"  # 7.3.39.a (g5)
    elif all(a in _BE for a in actions):
        said = "be " + " or ".join(_BE[a] for a in actions)
    elif len(actions) == 1 and actions[0] in _GAIN:
        said = f"gain {_GAIN[actions[0]]}"
    else:
        return None
    who = "I" if step.get("subject") == "self" else obj(step)
    return f"{who[:1].upper()}{who[1:]} can't {said} {ongoing['duration']}"
