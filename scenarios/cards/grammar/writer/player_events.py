"""The writer of the section "players' events": players' events (6.3.f) as the cards print
them — "When a player / you / an opponent pass(es)" (4.2.3.d), "… draw(s) a card / one or
more cards" (7.3.9.a), "… Resuppl(y/ies)" (7.3.31.a), "… discard(s) a [card] [from your
hand]" and "When a [card] is discarded [from your Reserve]" (7.3.7.a), "When a card in your
Reserve becomes exhausted" (7.5.4.a)."""

from __future__ import annotations

from typing import Any

_SUBJECTS = {"you": ("you", ""), "opponent": ("an opponent", "s"), None: ("a player", "s")}
"""Whose event (1.2.2): the words, and the verb's ending."""


_ONE_EXPEDITION = {
    "character_joins_one_of_your_expeditions": "one of your Expeditions",
    "character_joins_an_expedition": "an Expedition",
    "character_joins_an_opponents_expedition": "an opponent's Expedition",
}
"""Joins of one Expedition (7.5.10.a), round 2."""


def player_event_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [player] [event][, if c] —" for the section's triggers; ``None`` for another."""
    from scenarios.cards.grammar.writer.all_rules import _description

    trigger = reaction["trigger"]
    who, s = _SUBJECTS[reaction.get("player")]
    flt = dict(reaction.get("filter") or {})
    if trigger == "becomes_status" and flt == {"in_your_reserve": True}:
        return f"When a card in your Reserve becomes {reaction['status']}{condition} \u2014"
    if trigger == "becomes_status" and flt.get("types") == ["Permanent"]:
        flt.pop("types")
        text = _description(flt, "Permanent", plural=False)
        return f"When a {text} becomes {reaction['status']}{condition} \u2014"
    if trigger == "you_roll_a_die":
        return f"When you roll a die{condition} \u2014"
    if trigger == "leaves_play":
        return f"When I leave play{condition} \u2014"
    if trigger in _ONE_EXPEDITION:
        det = "another" if flt.pop("another", False) else "a"
        flt.pop("types", None)
        text = _description(flt, "Character", plural=False)
        return f"When {det} {text} joins {_ONE_EXPEDITION[trigger]}{condition} \u2014"
    if trigger == "player_passes":
        event = f"{who} pass{'es' if s else ''}"
    elif trigger == "player_draws_a_card":
        event = f"{who} draw{s} a card"
    elif trigger == "player_draws_cards":
        event = f"{who} draw{s} one or more cards"
    elif trigger == "player_resupplies":
        event = f"{who} Resuppl{'ies' if s else 'y'}"
    elif trigger == "player_shuffles_deck":  # gram104: a Deck shuffled (3.2.2.b)
        event = "you shuffle your deck" if not s else f"{who} shuffles their deck"
    elif trigger == "player_sacrifices" and reaction.get("player") != "you":
        another = flt.pop("another", False)  # not the bearer (7.2.1.a)
        text = _description(flt, "Character", plural=False)
        det = "another" if another else "an" if text[:1].lower() in "aeiou" else "a"
        event = f"{who} sacrifice{s} {det} {text}"
    elif trigger == "card_discarded":
        types = flt.pop("types", ["card"])
        reserve = flt.pop("in_your_reserve", False)
        text = _description(flt, types[0], plural=False)
        text += " in your Reserve" if reserve else ""
        source = reaction.get("discarded_from")
        if source == "hand":
            text += " from your hand"
        det = "an" if text[:1].lower() in "aeiou" else "a"
        if "player" in reaction:
            if source in ("reserve", "opponents_reserve", "any_reserve"):
                return None  # "discards a card from your Reserve" says it as "in your Reserve"
            event = f"{who} discard{s} {det} {text}"
        else:
            places = {
                "reserve": " from your Reserve",
                "opponents_reserve": " from an opponent's Reserve",  # semantics/either_events
                "any_reserve": " from a Reserve",
                # hd: the zone in play it was discarded from (7.3.20.a), not dropped
                "expedition_zone": " from the Expedition zone",
                "landmark_zone": " from the Landmark zone",
            }
            event = f"{det} {text} is discarded" + places.get(str(source), "")
    else:
        return None
    return f"When {event}{condition} \u2014"
