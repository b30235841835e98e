"""The writer of the section "leaving play": "When [a / another] [object] leaves play /
the Expedition zone / the Landmark zone" (7.3.20.a, 3.2.4, 3.2.7) and "… goes to Reserve"
(3.2.10) as the cards print them."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.several_types_nouns import type_noun


def gev5_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [a / another] [object] leaves play[, if c] —"; ``None`` for another trigger."""
    from scenarios.cards.grammar.writer.all_rules import _description

    who = {"opponent": "an opponent", "any": "a player"}.get(str(reaction.get("player")))
    if who is not None and reaction["trigger"] in _ROLLS:
        return f"When {who} rolls {_ROLLS[reaction['trigger']]}{condition} \u2014"
    if who is not None and reaction["trigger"] == "you_create_a_token":
        return f"When {who} creates a token{condition} \u2014"
    if reaction["trigger"] == "you_create_tokens" and set(reaction) <= _PLAIN:
        said = f"{who} creates" if who is not None else "you create"
        return f"When {said} one or more tokens{condition} \u2014"
    if reaction["trigger"] == "you_take_control" and set(reaction) <= {*_PLAIN, "filter"}:
        flt = dict(reaction.get("filter") or {})
        said = f"{who} takes" if who is not None else "you take"
        types = flt.pop("types", [])
        if not types:
            return None if flt else f"When {said} control of an object{condition} \u2014"
        text = _description(flt, types[0], plural=False)
        det = "an" if text[:1].lower() in "aeiou" else "a"
        return f"When {said} control of {det} {text}{condition} \u2014"
    if reaction.get("player") == "any" and reaction["trigger"] == "you_play_a_card":
        flt = dict(reaction.get("filter") or {})
        types = flt.pop("types", [])
        noun = type_noun(types) if types else ("" if flt.get("subtypes") else "card")
        text = _description(flt, noun, plural=False)
        det = "an" if text[:1].lower() in "aeiou" else "a"
        zone = {
            "reserve": " from Reserve",
            "hand": " from their hand",
            "hand_or_reserve": " from their hand or Reserve",
        }.get(str(reaction.get("played_from")), "")
        return f"When a player plays {det} {text}{zone}{condition} \u2014"
    event = _EVENTS.get(reaction["trigger"])
    if event is None:
        return None
    flt = dict(reaction.get("filter") or {})
    another = flt.pop("another", False)
    tokens = flt.pop("tokens", False)
    types = flt.pop("types", [])
    noun = type_noun(types) if types else ("" if tokens else "card")
    if noun == "card" and event != "goes to Reserve":
        return None  # "a card" leaving play is not read (a token is none)
    if tokens:  # "a token", "a Character token" (1.1.7.b): the noun the writer says
        flt["tokens"] = True
    text = _description(flt, noun, plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} {event}{condition} \u2014"


_ROLLS = {"you_roll_a_die": "a die", "you_roll_dice": "one or more dice"}
"""An opponent's rolls (7.3.33.a)."""
_EVENTS = {
    "object_leaves_play": "leaves play",
    "object_leaves_expedition_zone": "leaves the Expedition zone",
    "object_leaves_landmark_zone": "leaves the Landmark zone",
    "object_goes_to_reserve": "goes to Reserve",
}


_PLAIN = frozenset({"trigger", "player", "if", "effect"})
"""A trigger's fields said by the words above (the player, its condition, its effect)."""


def one_or_more_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When one or more [objects] leave play[, if c] —" (once per event, 1.2.7.c); ``None``
    when the Reaction is not once per event. Said of nothing else: refused to be written."""
    from scenarios.cards.grammar.writer.all_rules import _description
    from scenarios.cards.grammar.writer.objects import Unwritable

    if not reaction.get("once_per_event"):
        return None
    flt = dict(reaction.get("filter") or {})
    if reaction["trigger"] != "object_leaves_play" or flt.pop("another", False):
        raise Unwritable("once per event, said of another trigger")
    if set(reaction) - {*_PLAIN, "filter", "once_per_event"}:
        raise Unwritable("once per event, with more fields")
    tokens = flt.get("tokens", False)
    types = flt.pop("types", [])
    noun = type_noun(types) if types else ("" if tokens else "card")
    if noun == "card":
        raise Unwritable("cards leaving play")
    return f"When one or more {_description(flt, noun, plural=True)} leave play{condition} \u2014"
