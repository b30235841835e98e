"""The writer's words for the grammar's section "Uniques compose" (issue 30): the triggers
``semantics/unique_composition.py`` reads, written back in the cards' own style, so the
round trip covers them. ``None`` for a reading that is not one of these (the main writer
then tries its own words). The section's conditions are kept as their words, which the
main writer prints as they are."""

from __future__ import annotations

from typing import Any

_MOVES = {
    "an_expedition_moves_forward": "an Expedition moves forward",
    "an_expedition_moves_backward": "an Expedition moves backward",
}


_PLAYS = {"opponent_plays_a_card": "an opponent plays", "you_play_a_card": "you play"}


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def composition_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [event][, if c] —" for the section's triggers."""
    trigger = reaction["trigger"]
    flt = dict(reaction.get("filter") or {})
    if set(reaction) - {"trigger", "filter", "if", "unless", "effect", "per_day", "per_turn"}:
        return None  # more than the section's words say ("from Reserve", an ordinal)
    event: str | None = None
    if trigger in _MOVES and not flt:
        event = _MOVES[trigger]
    elif trigger == "card_joins_your_discard_pile":
        det = "another" if flt.pop("another", False) else "a"
        types = flt.pop("types", ["card"])
        if flt or len(types) != 1:
            return None
        event = f"{det} {types[0]} joins your discard pile"
    elif trigger in _PLAYS and set(flt) == {"types"} and len(flt["types"]) == 2:
        first, second = (f"{_article(t)} {t}" for t in flt["types"])
        event = f"{_PLAYS[trigger]} {first} or {second}"
    if event is None:
        return None
    return f"When {event}{condition} \u2014"
