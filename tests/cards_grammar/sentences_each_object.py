"""Sibling sentences of ONCE PER OBJECT (issue 30, session 33, "gf"), written before building,
not copied from card data: a step done for each object, "it" / "its" in it being that object
each time (6.5.i: "[Do step] for each [quantity]" is performed once per item, one after the
other), in every slot an effect goes (a Spell, {J}, {H}, {R}, "At …", "When …", a quick
action {T}:, after a Unique's "If …:").

- GROUP: "For each [object description], [step naming its own]" — the group found as the
  step happens (6.1.g): ``for_each`` the group's subject (and ``for_each_filter``).
- ACTED: "[X up to two objects]. For each [noun] [participle] this way, [step naming its
  own]" / "[step] for each … this way": ``for_each: it``, the objects X acted on (6.5.b).
- OWN COST: "Each [group] gains boosts equal to its Hand Cost" / "X boosts, where X is its
  Reserve Cost": each one's own printed cost (2.2.7, 2.2.8) — once per object.
- PLAYERS IN HAND: "Each player who has N or more cards in hand [step]": each such player in
  initiative order (6.1.h, 1.4.5.a), "in hand" their own (3.2.4), checked as their step
  begins (6.5.d).

``SIBLINGS`` maps each sentence to what the reading must hold: the ``for_each`` value of the
step done per object (``"-"``: a filtered players' step, ``players_if`` said), or ``None`` when
it is refused (``NEAR_MISSES`` give the reason's words)."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "
SLOTS = (SPELL, "{J} ", "{H} ", "{R} ", "At Dusk — ", "{T}: ", "{J} If you control a Plant: ")
"""Where an effect goes: a Spell (5.2.4), Reactions (6.3), a quick action (6.4), a Unique's
colon under a condition (6.5.d)."""

TOKEN = "create a [Brassbug 2/2/2] Robot token in its Expedition"

GROUPS = {
    "Character you control": "characters_you_control",
    "Permanent you control": "objects_in_play",
    "Character an opponent controls": "objects_in_play",
    "Character": "objects_in_play",
    "exhausted Character you control": "characters_you_control",
}
"""Group descriptions and the subject each is read as (the object phrase "each [desc]")."""

OWN_OUTPUTS = (
    TOKEN,
    "its controller draws a card",
    "its owner draws a card",
    "it gains 1 boost",
    "its controller may draw a card",
)
"""Outputs naming the object counted: its place, its players, itself."""


def _group_siblings() -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for desc, subject in GROUPS.items():
        for said in OWN_OUTPUTS:
            for slot in SLOTS[:3] if said != TOKEN else SLOTS:
                out[f"{slot}For each {desc}, {said}."] = subject
    return out


LEADS = {
    "Send up to two target Characters to Reserve.": "Character sent",
    "Sacrifice up to two Characters.": "Character sacrificed",
    "Return up to two target Characters to their owners' hands.": "Character returned",
}
ACTED_OUTPUTS = (TOKEN, "its controller draws a card", "its owner draws a card")


def _acted_siblings() -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for lead, counted in LEADS.items():
        for said in ACTED_OUTPUTS:
            cap = said[0].upper() + said[1:]
            for form in (
                f"{lead} For each {counted} this way, {said}.",
                f"{lead} {cap} for each {counted} this way.",
            ):
                for slot in (SPELL, "{J} "):
                    out[f"{slot}{form}"] = "it"
    return out


COST_GROUPS = {
    "Character you control": "characters_you_control",
    "other Character you control": "characters_you_control",
    "exhausted Character you control": "characters_you_control",
    "Character": "objects_in_play",
}


def _cost_siblings() -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for desc, subject in COST_GROUPS.items():
        for cost in ("Hand Cost", "Reserve Cost"):
            for form in (
                f"Each {desc} gains boosts equal to its {cost}.",
                f"Each {desc} gains X boosts, where X is its {cost}.",
            ):
                for slot in (SPELL, "{J} ", "{R} "):
                    out[f"{slot}{form}"] = subject
    return out


PLAYERS_IN_HAND = {
    f"{slot}{who} {has} {n} cards in hand {step}": "-"
    for slot in (SPELL, "{J} ")
    for who in ("Each player", "Each opponent")
    for has in ("who has", "with")
    for n, step in (
        ("5 or more", "discards a card from their hand."),
        ("no", "draws a card."),
        ("one or fewer", "may draw a card."),
    )
}
"""Filtered per-player steps said "in hand" (gf: the grammar took "in their hand" only)."""

NEAR_MISSES: dict[str, str] = {
    # "its" may name the target's own cost or the object acted on before (kept refused)
    "SPELL Target Character gains boosts equal to its Hand Cost.": "may name the object",
    # the zone a card is discarded from is not said (7.3.7.a): kept refused
    # ("… who has 5 or more cards in hand discards a card." reads now — ib40: a card of their
    # Hand, 3.1.3.d; sentences_hands_players.py DISCARD_READ)
    # already counted per object: which repetition comes first is not said (6.5.i)
    "SPELL For each Character you control, its controller draws a card for each boost it "
    "has.": "not read",
    # the participle names no step before it of that verb (acted_costs.py)
    "SPELL Exhaust up to two target Characters. For each Character sacrificed this way, its "
    "controller draws a card.": "names no step before it",
    # "each of its counters": which counters is not said (2.5)
    "SPELL Each Character you control gains 1 boost for each of its counters.": "not read",
    # a group outside play ("card in your Reserve"): not an object in play (3.1.4.a)
    "SPELL For each card in your Reserve, its owner draws a card.": "in play only",
}
"""Sentences of a different meaning, or one the engine cannot run right: refused."""

SIBLINGS: dict[str, str | None] = {
    **_group_siblings(),
    **_acted_siblings(),
    **_cost_siblings(),
    **PLAYERS_IN_HAND,
    **{t: None for t in NEAR_MISSES},
}

# ---- registered readings (merged into .sentences): exact card structures
GF_TOKEN = "{J} For each Permanent you control, " + TOKEN + "."
GF_SENT = (
    "{J} Send up to two target Characters to Reserve. For each Character sent this way, its "
    "controller draws a card."
)
GF_COST = "{J} Each Character you control gains boosts equal to its Hand Cost."
GF_IN_HAND = "{J} Each player who has 5 or more cards in hand discards a card from their hand."


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_EACH_OBJECT: dict[str, dict[str, Any]] = {
    GF_TOKEN: _j(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "its_expedition",
            "for_each": "objects_in_play",
            "for_each_filter": {"types": ["Permanent"], "controller": "you"},
        }
    ),
    GF_SENT: _j(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "up_to": 2,
            "then": [
                {"action": "draw", "subject": "its_controller", "amount": 1, "for_each": "it"}
            ],
        }
    ),
    GF_COST: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "it",
            "per": "its hand cost",
            "for_each": "characters_you_control",
        }
    ),
    GF_IN_HAND: _j(
        {
            "action": "discard",
            "subject": "a_card_from_your_hand",
            "players_do": "each_player",
            "players_if": "you have 5 or more cards in hand",
        }
    ),
}
BOARD_SENTENCES_EACH_OBJECT: tuple[str, ...] = (GF_TOKEN, GF_SENT, GF_COST, GF_IN_HAND)
