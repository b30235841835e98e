"""The writer's words for the section "triggers and conditions" of ``altered.lark`` (issue
30): a trigger's event on one object of either of two descriptions (6.3.b) — "When you play
a Character or a Spell", "When an opponent plays a Permanent or a Robot from Reserve",
"When you sacrifice a Permanent or a Robot" — as ``semantics/either_events.py`` reads them.
``None`` for another reading (the main writer then tries its own words)."""

from __future__ import annotations

from typing import Any

_PLAYS = {"you_play_a_card": "you play", "opponent_plays_a_card": "an opponent plays"}
_SACRIFICED = ["Character", "Permanent"]
_MOVES = {
    "my_expedition_moves_backward": "my Expedition moves backward",
    "an_opponents_expedition_moves_forward": "an opponent's Expedition moves forward",
    "an_opponents_expedition_moves_backward": "an opponent's Expedition moves backward",
}
"""Events the reader reads that the main writer has no words for."""


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
    said = {"trigger", "filter", "if", "unless", "effect", "per_day", "per_turn", "played_from"}
    if set(reaction) - said:
        return None
    if trigger in _MOVES and not flt and "played_from" not in reaction:
        verb = ""
    elif trigger == "you_sacrifice_a_character" and "played_from" not in reaction:
        if flt.get("types") == _SACRIFICED and ("subtypes" in flt):
            flt.pop("types")  # said outright for a sub-type (a Character's or a Permanent's)
        verb = "you sacrifice"
    elif trigger in _PLAYS and reaction.get("played_from") in (None, "reserve"):
        verb = _PLAYS[trigger]
    else:
        return None
    if verb != "you sacrifice" and set(flt) == {"subtypes"}:
        return None  # "a Plant or Animal": the sub-types' own words (cr_vocabulary)
    if not verb:
        return f"When {_MOVES[trigger]}{condition} \u2014"
    pair = _either(flt)
    if pair is None:
        return None
    first, second = (f"{_article(d)} {d}" for d in pair)
    zone = " from Reserve" if reaction.get("played_from") == "reserve" else ""
    return f"When {verb} {first} or {second}{zone}{condition} \u2014"


def either_reaction_words(ability: dict[str, Any], write: Any) -> str | None:
    """ "When [event] or [event] — [effect]": one Reaction per event with the same effect
    and condition (``semantics/either_events.py``), written as the card prints them — the
    second event without the subject it shares with the first ("or am sacrificed")."""
    more = ability.get("_more") or []
    first = ability.get("reaction")
    if first is None or len(more) != 1 or "reaction" not in more[0]:
        return None
    second = more[0]["reaction"]
    rest = {k: v for k, v in first.items() if k not in ("trigger", "filter", "status", "amount")}
    if rest != {
        k: v for k, v in second.items() if k not in ("trigger", "filter", "status", "amount")
    }:
        return None  # not the same effect and condition: two abilities
    one = write({"reaction": first})
    two = write({"reaction": {**second, "effect": first["effect"]}})
    head, _, body = one.partition(" \u2014 ")
    other, _, same = two.partition(" \u2014 ")
    condition = ""
    for t in (head, other):
        if ", if " in t or ", unless " in t:
            condition = t[t.index(", ") :]
    head, other = head.removesuffix(condition), other.removesuffix(condition)
    if body != same or not head.startswith("When ") or not other.startswith("When "):
        return None
    event, second_event = head.removeprefix("When "), other.removeprefix("When ")
    event, second_event = _passive_pair(event, second_event)  # id40
    from scenarios.cards.grammar.event_ors import EVENT_VERBS

    # the subject both events share, up to the first one's verb ("I'm": "I am")
    words = event.replace("I'm ", "I am ").split()
    again = second_event.replace("I'm ", "I am ").split()
    shared = next((i for i, w in enumerate(words) if w.lower() in EVENT_VERBS), 0)
    if shared == 0 or words[:shared] != again[:shared] or len(again) <= shared:
        return None
    if words[shared] == again[shared] == "is":  # id40: "is discarded or sent to Reserve"
        shared += 1
    second_event = " ".join(again[shared:])
    return f"When {event} or {second_event}{condition} \u2014 {body}"


_PASSIVE = {
    " goes to Reserve": " is sent to Reserve",
    " becomes Exhausted": " is exhausted",
    " loses Exhausted": " is readied",
}
"""id40: an event said in the active voice, as the passive one an "or" joins it to says it
— the same event (3.2.10, 7.3.13, 7.3.26): the reader takes after "or" a participle of the
first event's "is" ("When a Character … is discarded or sent to Reserve"), not a verb of
another voice (semantics/either_events.py, event_ors.PARTICIPLES)."""


def _passive_pair(event: str, second: str) -> tuple[str, str]:
    """Both events in the passive voice when both can be ("… is discarded" / "… goes to
    Reserve" -> "… is sent to Reserve"); as they are otherwise ("I go to Reserve or am
    sacrificed")."""
    said = [event, second]
    for i, text in enumerate(said):
        for active, passive in _PASSIVE.items():
            if text.endswith(active):
                said[i] = text.removesuffix(active) + passive
    if not all(" is " in f" {t} " for t in said):
        return event, second
    return said[0], said[1]
