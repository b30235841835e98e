"""gu (session 35): the writer's words for a target put from your Reserve / Discard pile in
your hand (7.3.27.a; read by semantics/reserve_discard_targets.py): "Put target Character from
your Reserve in your hand" — said with "put", the verb the reading keeps (7.3.27.b)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["put_in_your_hand_words"]

_YOURS = ("target_card_in_your_reserve", "target_card_in_your_discard_pile")


def put_in_your_hand_words(
    step: dict[str, Any], obj: Callable[[dict[str, Any]], str]
) -> str | None:
    """ "Put [target object] from your Reserve / Discard pile in your hand"; ``None`` for
    any other step."""
    if step.get("action") != "put" or step.get("to") != "hand" or step.get("to_owner"):
        return None
    if step.get("subject") not in _YOURS:
        return None
    if set(step) - {"action", "subject", "to", "filter", "up_to"}:
        return None
    said = obj(step)
    if said.endswith(" in your Reserve"):
        said = said.removesuffix(" in your Reserve") + " from your Reserve"
    return f"Put {said} in your hand"


_NTH = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_PERIODS = {"turn": "each turn", "day": "this Day", "afternoon": "each Afternoon"}
_FROM = {"reserve": " from your Reserve", "hand": " from your hand"}


def nth_played_from_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When you play your [Nth] [card] from your Reserve / hand [period] —" (5.1.2.d,
    5.1.2.k): the Nth card of its type its controller plays from that zone in the period;
    ``None`` for any other reaction (the main writer's words)."""
    if reaction.get("trigger") != "you_play_a_card" or "played_from" not in reaction:
        return None
    if reaction.get("ordinal") not in _NTH or reaction.get("per") not in _PERIODS:
        return None
    flt = reaction.get("filter") or {}
    types = flt.get("types") or ["card"]
    if set(flt) - {"types"} or len(types) != 1 or reaction["played_from"] not in _FROM:
        return None
    if set(reaction) - {"trigger", "filter", "played_from", "ordinal", "per", "effect", "if"}:
        return None
    nth, per, zone = (
        _NTH[reaction["ordinal"]],
        _PERIODS[reaction["per"]],
        _FROM[reaction["played_from"]],
    )
    return f"When you play your {nth} {types[0]}{zone} {per}{condition} \u2014"
