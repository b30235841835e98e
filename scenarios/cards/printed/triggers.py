"""Event triggers (6.3.b) beyond the fixed phrases of :data:`.abilities.EVENTS`: phrases
with a narrowing part, read into the reaction's fields — the trigger, a ``filter`` on the
objects it watches, ``during`` (the phase the event must happen in), ``terrain`` (what an
Expedition moved forward due to, 4.2.4.j) and ``played_from`` (5.1.2.l).

"When a card leaves your Reserve [during the Afternoon]", "When a card joins the discard
pile", "When a card goes from your deck or hand to Reserve", "When a / another [non-token]
Character leaves your Expeditions / my Expedition" (any of these "during [phase]"), "When
a Robot / a non-token Character joins your Expeditions / my Expedition", "When an opponent
plays a Character", "When an opponent plays a card from Reserve", "When you play another
card from Reserve", "When you play a Song or Artist", "When you sacrifice a non-Illusion
Character", "When a Character in your Reserve gains 1 or more boosts", "When another Permanent
joins your Expeditions or Landmarks", "When my
Expedition / one of your Expeditions moves forward due to {V}", and wordings of known
triggers ("... or does [Resupply]", "When I leave your Landmark zone", "When I leave the
Expedition zone, for each of my boosts").
"""

from __future__ import annotations

import re
from typing import Any

from engine.pipeline.flow_triggers import FLOW_TRIGGERS
from scenarios.cards.printed import phrases as ph

SYNONYMS = {
    "an opponent draws one or more cards or does resupply": "opponent_draws_or_resupplies",
    "i leave your landmark zone": "leaves_landmark_zone",
    "i leave the expedition zone, for each of my boosts": (
        "leaves_expedition_zone_for_each_of_my_boosts"
    ),
    # 7.1.1.a-c: what the {J}, {H} and {R} symbols mean, written out in words.
    "i enter play": "enters_play",
    "i am played from hand": "played_from_hand",
    "i am played from reserve": "played_from_reserve",
    # 7.3.22.a: you make a Gift when, during your turn, another player receives one.
    "you make a gift": "you_make_a_gift",
}
"""Fixed wordings of known triggers."""

_CARD_MOVES = {
    "leaves your reserve": "card_leaves_your_reserve",
    "joins the discard pile": "card_joins_a_discard_pile",
    "joins a discard pile": "card_joins_a_discard_pile",
    "goes from your deck or hand to reserve": "card_goes_to_your_reserve_from_deck_or_hand",
}
"""A card moving among a player's zones: "the discard pile" is any player's (the French
"la défausse" names no player either)."""
_CARD_MOVE = re.compile(
    r"^(?P<what>(?:an?|another) [a-z -]+?) (?P<move>" + "|".join(_CARD_MOVES) + r")$"
)

IT_TRIGGERS = frozenset(
    {
        "opponent_plays_a_card",
        "card_leaves_your_reserve",
        "card_joins_a_discard_pile",
        "card_goes_to_your_reserve_from_deck_or_hand",
        "character_leaves_your_expeditions",
        "character_leaves_my_expedition",
        "character_leaves_the_expedition_facing_me",  # ga: "it", the Character where it went
        "object_leaves_play",  # "it": the object where it went (6.3.i)
        "object_leaves_expedition_zone",
        "object_leaves_landmark_zone",
        "object_goes_to_reserve",
        "permanent_joins_your_expeditions_or_landmarks",
    }
)
"""The new triggers that name a card: "it" in their effect is that card (6.3.i)."""

_TERRAINS = {"{v}": "forest", "{m}": "mountain", "{o}": "water"}
_DURING_TRIGGERS = frozenset(t.value for t in FLOW_TRIGGERS)
"""Triggers read with "during [phase]" (the event only counts then, 4.2.a)."""
_DURING = re.compile(
    r"^(?P<event>.+) during (?:the )?(?P<phase>morning|noon|afternoon|dusk|night)$"
)
_FORWARD = re.compile(
    r"^(?P<who>my expedition|one of your expeditions) moves forward"
    r"(?: due to (?P<terrain>\{[vmo]\}))?$"
)
_CHARACTER_MOVES = re.compile(
    r"^(?P<what>(?:an?|another) .+?) (?P<verb>joins|leaves)"
    r" (?P<where>your expeditions|my expedition)$"
)
_PLAYS = re.compile(r"^(?P<who>an opponent plays|you play) (?P<what>.+?)(?P<from> from reserve)?$")
_SACRIFICE = re.compile(r"^you sacrifice (?P<what>an? .+)$")
_PERMANENT_JOINS = re.compile(
    r"^(?P<another>a|another) permanent joins your expeditions or landmarks$"
)
_RESERVE_GAINS = re.compile(r"^a character in your reserve gains (?P<n>\d+) or more boosts?$")


def read_event(event: str) -> dict[str, Any] | None:
    """The reaction fields of a trigger phrase (lower case, without "When"); ``None`` if
    it is not one of these."""
    if event in SYNONYMS:
        return {"trigger": SYNONYMS[event]}
    m = _DURING.match(event)
    if m is not None:
        inner = read_event(m["event"])
        if inner is None or inner["trigger"] not in _DURING_TRIGGERS or "during" in inner:
            return None
        return {**inner, "during": m["phase"].capitalize()}
    m = _CARD_MOVE.match(event)
    if m is not None:
        # "a card", "a Character", "another Spell" ...: the cards the trigger watches.
        flt = ph.card_filter(m["what"])
        if flt is None:
            return None
        out: dict[str, Any] = {"trigger": _CARD_MOVES[m["move"]]}
        return {**out, "filter": flt} if flt else out
    m = _FORWARD.match(event)
    if m is not None:
        trigger = (
            "my_expedition_moves_forward"
            if m["who"] == "my expedition"
            else "one_of_your_expeditions_moves_forward"
        )
        out = {"trigger": trigger}
        if m["terrain"]:
            out["terrain"] = _TERRAINS[m["terrain"]]
        return out
    m = _CHARACTER_MOVES.match(event)
    if m is not None:
        return _character_moves(m)
    m = _PLAYS.match(event)
    if m is not None:
        return _plays(m)
    m = _PERMANENT_JOINS.match(event)
    if m is not None:
        out = {"trigger": "permanent_joins_your_expeditions_or_landmarks"}
        return {**out, "filter": {"another": True}} if m["another"] == "another" else out
    m = _RESERVE_GAINS.match(event)
    if m is not None:
        in_reserve = {"types": ["Character"], "in_your_reserve": True}
        return {"trigger": "gains_boosts", "filter": in_reserve, "amount": int(m["n"])}
    m = _SACRIFICE.match(event)
    if m is not None:
        flt = character_filter(m["what"])
        if flt is None or flt.get("subtypes") or flt.get("another"):
            return None
        return {"trigger": "you_sacrifice_a_character", "filter": flt}
    return None


def _character_moves(m: re.Match[str]) -> dict[str, Any] | None:
    flt = character_filter(m["what"])
    if flt is None:
        return None
    if m["verb"] == "leaves":
        where = "your_expeditions" if m["where"] == "your expeditions" else "my_expedition"
        return {"trigger": f"character_leaves_{where}", "filter": flt}
    where = "your_expeditions" if m["where"] == "your expeditions" else "my_expedition"
    if flt == {"another": True}:
        return {"trigger": f"another_character_joins_{where}"}
    # "another Plant joins my Expedition": the join trigger whose filter keeps "another"
    # (not the object bearing the ability, 7.2.1.a) beside the sub-type (2.2.2.d).
    trigger = f"character_joins_{where}"
    return {"trigger": trigger, "filter": flt} if flt else {"trigger": trigger}


_EITHER = re.compile(r"^an? (?P<a>[a-z]+) or (?:an? )?(?P<b>[a-z]+)$")
_TYPE_WORDS = {"character": "Character", "permanent": "Permanent", "spell": "Spell"}


def _either(text: str) -> dict[str, Any] | None:
    """ "a Song or Artist", "a Character or Permanent": one of two sub-types (the filter's
    ``subtypes`` are any of them, 2.2.2) or of two card types (2.2.1)."""
    m = _EITHER.match(text)
    if m is None:
        return None
    a, b = m["a"], m["b"]
    if a in ph.SUBTYPE_WORDS and b in ph.SUBTYPE_WORDS:
        return {"subtypes": [ph.SUBTYPE_WORDS[a], ph.SUBTYPE_WORDS[b]]}
    if a in _TYPE_WORDS and b in _TYPE_WORDS:
        return {"types": [_TYPE_WORDS[a], _TYPE_WORDS[b]]}
    return None


def _plays(m: re.Match[str]) -> dict[str, Any] | None:
    opponent = m["who"] == "an opponent plays"
    either = _either(m["what"])
    if not opponent and not m["from"] and either is None:
        return None  # "When you play ..." without "from Reserve": read by abilities._played
    flt = either if either is not None else ph.card_filter(m["what"])
    if flt is None:
        return None
    out: dict[str, Any] = {"trigger": "opponent_plays_a_card" if opponent else "you_play_a_card"}
    if flt:
        out["filter"] = flt
    if m["from"]:
        out["played_from"] = "reserve"
    return out


def character_filter(text: str) -> dict[str, Any] | None:
    """ "a Character", "a Robot", "another non-token Character", "a non-Illusion
    Character": the filter of the Characters a trigger watches (``another`` kept for the
    caller); ``None`` for anything else."""
    words = text.split()
    if not words or words[0] not in ("a", "an", "another"):
        return None
    flt: dict[str, Any] = {"another": True} if words[0] == "another" else {}
    rest = words[1:]
    while len(rest) > 1 and rest[0].startswith("non-"):
        what = rest.pop(0)[4:]
        if what == "token":
            flt["non_token"] = True
        elif what in ph.SUBTYPE_WORDS:
            flt.setdefault("without_subtypes", []).append(ph.SUBTYPE_WORDS[what])
        else:
            return None
    if rest == ["character"]:
        return flt
    if len(rest) == 1 and rest[0] in ph.SUBTYPE_WORDS:
        flt["subtypes"] = [ph.SUBTYPE_WORDS[rest[0]]]
        return flt
    return None
