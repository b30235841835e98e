"""The writer's words for the section "triggers and conditions" of ``altered.lark`` (issue
30): a trigger's event on one object of either of two descriptions (6.3.b) — "When you play
a Character or a Spell", "When an opponent plays a Permanent or a Robot from Reserve",
"When you sacrifice a Permanent or a Robot" — as ``semantics/either_events.py`` reads them.
``None`` for another reading (the main writer then tries its own words)."""

from __future__ import annotations

from typing import Any

_PLAYS = {"you_play_a_card": "you play", "opponent_plays_a_card": "an opponent plays"}
_SACRIFICED = ["Character", "Permanent"]


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _either(flt: dict[str, Any]) -> tuple[str, str] | None:
    """The two descriptions a filter of "either" says, in the order they are written."""
    if set(flt) == {"types"} and len(flt["types"]) == 2:
        return (str(flt["types"][0]), str(flt["types"][1]))
    if set(flt) == {"subtypes"} and len(flt["subtypes"]) == 2:
        return (str(flt["subtypes"][0]), str(flt["subtypes"][1]))
    if set(flt) == {"subtypes", "or_types"} and len(flt["subtypes"]) == len(flt["or_types"]) == 1:
        return (str(flt["or_types"][0]), str(flt["subtypes"][0]))
    return None


def either_event_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [player] play(s) / sacrifice(s) a A or a B [from Reserve][, if c] —"."""
    trigger = reaction["trigger"]
    flt = dict(reaction.get("filter") or {})
    if set(reaction) - {"trigger", "filter", "if", "unless", "effect", "per_day", "played_from"}:
        return None
    if trigger == "you_sacrifice_a_character" and "played_from" not in reaction:
        if flt.get("types") == _SACRIFICED and ("subtypes" in flt):
            flt.pop("types")  # said outright for a sub-type (a Character's or a Permanent's)
        verb = "you sacrifice"
    elif trigger in _PLAYS and reaction.get("played_from") in (None, "reserve"):
        verb = _PLAYS[trigger]
    else:
        return None
    if verb != "you sacrifice" and set(flt) == {"subtypes"}:
        return None  # "a Plant or Animal": the sub-types' own words (cr_vocabulary)
    pair = _either(flt)
    if pair is None:
        return None
    first, second = (f"{_article(d)} {d}" for d in pair)
    zone = " from Reserve" if reaction.get("played_from") == "reserve" else ""
    return f"When {verb} {first} or {second}{zone}{condition} \u2014"
