"""The writer of the section "before the output" (issue 30, gram29; the reader in
semantics/before_output.py): the triggers of objects in play other than Character cards —
a Permanent, a Landmark Permanent, a token — gaining or losing a status, boosts or counters
(7.3.16.a, 7.3.21.a, 7.5.4.a, 7.3.15.a) or sacrificed (7.3.36.a), and a Landmark played
(5.1.2.l, 2.2.3.c), written in the words the reader reads back to the same reading."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import _description

__all__ = ["before_output_trigger_words"]

_OBJECT_EVENTS = frozenset(
    {
        "gains_status",
        "gains_a_status",
        "gains_boosts",
        "loses_status",
        "becomes_status",
        "gains_counters",
        "player_sacrifices",
    }
)


def _noun(flt: dict[str, Any]) -> str | None:
    """The noun of an object in play other than a Character card ("Permanent", "Character
    or Permanent", "" for a token of any type, "Character" for a Character token); ``None``
    for a Character card or the bearer (the older writers')."""
    types = sorted(flt.get("types") or ())
    if flt.get("only_me"):
        return None
    if types == ["Permanent"]:
        return "Permanent"
    if types == ["Character", "Permanent"]:
        return "Character or Permanent"
    if flt.get("tokens") and types in ([], ["Character"]):
        return "Character" if types else ""
    return None


def _event(reaction: dict[str, Any]) -> str:
    """The event's words after the object: "gains Anchored", "loses Asleep", "gains 2
    or more boosts", "gains 1 or more Kelon counters" (7.3.16.a, 7.3.21.a, 7.3.15.a)."""
    trigger = reaction["trigger"]
    if trigger == "gains_status":
        return f"gains {reaction['status']}"
    if trigger == "loses_status":
        return f"loses {reaction['status']}"
    if trigger == "becomes_status":
        return f"becomes {reaction['status']}"
    if trigger == "gains_a_status":
        return "gains a status"
    if trigger == "gains_boosts":
        return f"gains {reaction['amount']} or more boosts"
    named = f"{reaction['counter']} " if reaction.get("counter") else ""
    return f"gains {reaction['amount']} or more {named}counters"


def before_output_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [a / another] [Permanent / Landmark Permanent / token …] [event][, if c] —",
    "When an opponent sacrifices a [Permanent] —", "When you play a Landmark Permanent —";
    ``None`` for the triggers the older writers write."""
    trigger = reaction["trigger"]
    if trigger in ("you_play_a_card", "opponent_plays_a_card"):
        if reaction.get("zone_type") != "landmark":
            return None
        from scenarios.cards.grammar.writer.trigger_words import trigger_text

        flt = {**(reaction.get("filter") or {}), "permanents_in_landmarks": True}
        kept = {k: v for k, v in reaction.items() if k != "zone_type"}
        return trigger_text({**kept, "filter": flt})  # "a Landmark Permanent" (2.2.3.c)
    flt = dict(reaction.get("filter") or {})
    if trigger == "object_returned_to_your_hand":
        types = sorted(flt.pop("types", ["Character"]))
        another = bool(flt.pop("another", False))
        noun = "Character or Permanent" if len(types) > 1 else types[0]
        text = _description(flt, noun, plural=False)
        det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
        return f"When {det} {text} is returned to your hand{condition} \u2014"
    noun = _noun(flt)
    if trigger not in _OBJECT_EVENTS or noun is None:
        return None
    if trigger == "player_sacrifices" and noun not in ("Permanent", "Character or Permanent"):
        return None
    flt.pop("types", None)
    another = bool(flt.pop("another", False))
    text = _description(flt, noun, plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    if trigger == "player_sacrifices":
        player = reaction.get("player")
        if player == "opponent":
            return f"When an opponent sacrifices {det} {text}{condition} \u2014"
        if player not in (None, "any"):
            return None
        return f"When {det} {text} is sacrificed{condition} \u2014"
    return f"When {det} {text} {_event(reaction)}{condition} \u2014"
