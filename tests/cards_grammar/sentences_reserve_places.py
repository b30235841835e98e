# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of Reserve places (issue 30, session 35), written before building (not copied
from card data): Reserve and places.

- ``TARGET_IN_ZONE``: a target in a Reserve or a Discard pile (1.2.6.c, 6.5.b) in every slot
  of an effect — a Spell's, {J} / {H} / {R}, "When …", "At …", a support {D} / {I}, after
  "You may", inside "If …" — with the players "your", "target opponent's", "a player's",
  "target player's": each sibling -> the step's fields it must read to (``action``, ``to``,
  ``subject``, ``filter``, ``up_to``). "Put … from your Reserve / Discard pile in your hand"
  is a move (7.3.27.a) to the owner's hand (3.1.2.c).
- ``FIRST_FROM_RESERVE``: "When you play your [Nth] [card] from your Reserve [period] —" and
  "The first [card] you play from your Reserve [period] costs {N} less" -> the trigger's /
  cost's fields (5.1.2.d, 5.1.2.k, 4.2.3).
- ``REFUSED_GU``: near-misses that must stay refused (a different meaning), each with the
  judge's reason words."""

from __future__ import annotations

from typing import Any

_SLOTS: tuple[str, ...] = (
    "SPELL {}",
    "{{J}} {}",
    "{{H}} {}",
    "{{R}} {}",
    "At Dusk — {}",
    "When you play a Spell — {}",
    "{{J}} You may {l}",
    "{{J}} If you control a Plant, {l}",
    "When I leave play — {}",
    "{{D}} : {}",
)
_HAND = {"action": "put", "to": "hand"}
_EFFECTS: tuple[tuple[str, dict[str, Any]], ...] = (
    (
        "Put target Character from your Reserve in your hand.",
        {**_HAND, "subject": "target_card_in_your_reserve", "filter": {"types": ["Character"]}},
    ),
    (
        "Put target Permanent from your Reserve in your hand.",
        {**_HAND, "subject": "target_card_in_your_reserve", "filter": {"types": ["Permanent"]}},
    ),
    (
        "Put target Spell from your discard pile in your hand.",
        {**_HAND, "subject": "target_card_in_your_discard_pile", "filter": {"types": ["Spell"]}},
    ),
    (
        "Put target Plant from your discard pile in your hand.",
        {
            **_HAND,
            "subject": "target_card_in_your_discard_pile",
            "filter": {"subtypes": ["Plant"], "types": ["Character"]},
        },
    ),
    (
        "Put up to two target Characters from your Reserve in your hand.",
        {
            **_HAND,
            "subject": "target_card_in_your_reserve",
            "filter": {"types": ["Character"]},
            "up_to": 2,
        },
    ),
    (
        "Put target Character with Hand Cost {3} or less from your Reserve in your hand.",
        {
            **_HAND,
            "subject": "target_card_in_your_reserve",
            "filter": {"types": ["Character"], "hand_cost_max": 3},
        },
    ),
    (
        "Discard target card in target opponent's Reserve.",
        {
            "action": "discard",
            "subject": "target_reserve_card",
            "filter": {"controller": "opponent"},
        },
    ),
    (
        "Discard target Character from target opponent's Reserve.",
        {
            "action": "discard",
            "subject": "target_reserve_card",
            "filter": {"types": ["Character"], "controller": "opponent"},
        },
    ),
    (
        "Return target Character in target opponent's Reserve to its owner's hand.",
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_reserve_card",
            "filter": {"types": ["Character"], "controller": "opponent"},
        },
    ),
    (
        "Exhaust target card in target opponent's Reserve.",
        {
            "action": "exhaust",
            "subject": "target_reserve_card",
            "filter": {"controller": "opponent"},
        },
    ),
    (
        "Discard target card in a player's Reserve.",
        {"action": "discard", "subject": "target_reserve_card"},
    ),
    (
        "Discard target Permanent from target player's Reserve.",
        {"action": "discard", "subject": "target_reserve_card", "filter": {"types": ["Permanent"]}},
    ),
    (
        "Put target card from target opponent's discard pile in its owner's Reserve.",
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        },
    ),
)


def _said(slot: str, effect: str) -> str:
    return slot.format(effect, l=effect[0].lower() + effect[1:])


TARGET_IN_ZONE: dict[str, dict[str, Any]] = {
    _said(slot, effect): step for effect, step in _EFFECTS for slot in _SLOTS
}
"""Each sibling (``SPELL`` marks a Spell's effect) -> the fields of the step it reads to."""

_ORDINALS = (("first", 1), ("second", 2))
_NOUNS = (
    ("Character", ["Character"]),
    ("Spell", ["Spell"]),
    ("Permanent", ["Permanent"]),
    ("card", None),
)
_PERIODS = (("each turn", "turn"), ("this Day", "day"), ("each Afternoon", "afternoon"))
_PLAY_OUTPUTS = (" — Draw a card.", " — I gain 1 boost.", ", draw a card.")


def _trigger(n: int, types: list[str] | None, per: str) -> dict[str, Any]:
    found: dict[str, Any] = {"trigger": "you_play_a_card", "played_from": "reserve"}
    if types:
        found["filter"] = {"types": types}
    return {**found, "ordinal": n, "per": per}


FIRST_FROM_RESERVE: dict[str, dict[str, Any]] = {
    f"When you play your {word} {noun} from your Reserve {period}{out}": _trigger(n, types, per)
    for word, n in _ORDINALS
    for noun, types in _NOUNS
    for period, per in _PERIODS
    for out in _PLAY_OUTPUTS[: 3 if word == "first" else 1]
}
"""Each trigger sibling -> the reaction's trigger fields (5.1.2.d: played from your Reserve)."""

FIRST_FROM_RESERVE_COSTS: dict[str, dict[str, Any]] = {
    f"The first {noun} you play from your Reserve {period} costs {{{n}}} less.": {
        "change": -n,
        "played": {
            **({"card_type": types[0]} if types else {}),
            "from_zone": "reserve",
            "period": per,
        },
    }
    for noun, types in _NOUNS
    for period, per in (("each turn", "turn"), ("each Day", "day"))
    for n in (1, 2)
}
"""The passive sibling -> its cost alteration's fields (5.1.2.f, 5.1.2.k)."""

REFUSED_GU: dict[str, str] = {
    # to sacrifice is to discard an object in play (7.3.36.a): never a card in a zone
    "Sacrifice target Character in your Reserve.": "7.3.36.a",
    "Sacrifice target Permanent in your Reserve.": "7.3.36.a",
    "{J} Sacrifice target card in your Reserve.": "7.3.36.a",
    "{R} You may sacrifice target Character in your Reserve.": "7.3.36.a",
    "When you play a Spell — Sacrifice target Permanent in your Reserve.": "7.3.36.a",
    "{J} Sacrifice target Character in a player's Reserve.": "7.3.36.a",
    # another player's card put in "your hand" goes to its owner's (3.1.2.c): the words mislead
    "Put target Character from an opponent's Reserve in your hand.": "",
    "Put target Character from target opponent's Reserve in your hand.": "",
    # one target in each Reserve: a target per player, not read
    "Discard target card in each opponent's Reserve.": "",
    "Discard target card from each player's Reserve.": "",
    # a hand is hidden (3.1.3.d): no target in it
    "Discard target card from target opponent's hand.": "",
    # a played card given boosts "from your Reserve" only: not counted by zone yet
    "The first Character you play from your Reserve each turn gains 1 boost.": "boosts given",
    "The first Character you play from your Reserve each turn gains Anchored.": "",
    # an opponent's Nth card played from "your" Reserve: a zone not the player's (3.1.2.b)
    "When an opponent plays their first Character from your Reserve each turn — Draw a card.": "",
}
"""Near-misses -> words the refusal's reason must contain (``""``: any reason)."""

_LEFT_TRIGGERS: tuple[tuple[str, str], ...] = (
    ("When I leave play", "leaves_play"),
    ("When I'm sacrificed", "sacrificed"),
    ("When I leave the Expedition zone", "leaves_expedition_zone"),
    ("When I go to Reserve", "goes_to_reserve_from_anywhere"),
    ("When I go to Reserve from the Expedition zone", "goes_to_reserve_from_expedition_zone"),
    ("When I'm discarded", "discarded"),
    ("When I'm returned to your hand", "returned_to_hand"),
)
_FORMER_OUTPUTS: tuple[tuple[str, dict[str, Any]], ...] = (
    (
        "Create a Brassbug 2/2/2 Robot token in my former Expedition.",
        {"action": "create", "subject": "my_expedition"},
    ),
    (
        "Other Characters in my former Expedition gain 1 boost.",
        {
            "action": "give_boost",
            "subject": "characters_you_control",
            "filter": {"in_my_expedition": True, "another": True},
        },
    ),
    (
        "Target Character in my former Expedition gains 1 boost.",
        {"action": "give_boost", "subject": "target_character_in_my_expedition"},
    ),
    (
        "Each Character in my former Expedition gains 1 boost.",
        {
            "action": "give_boost",
            "subject": "characters_you_control",
            "filter": {"in_my_expedition": True},
        },
    ),
    (
        "Draw a card for each Character in my former Expedition.",
        {"action": "draw", "per": "character in my former expedition"},
    ),
)
MY_FORMER_EXPEDITION: dict[str, tuple[str, dict[str, Any]]] = {
    f"{trigger} — {out}": (name, step)
    for trigger, name in _LEFT_TRIGGERS
    for out, step in _FORMER_OUTPUTS
}
"""Each sibling -> (its trigger, the fields of its step): "my former Expedition" is "my
Expedition" read where I was when I left (2.1.h, 6.3.j)."""

REFUSED_GU.update(
    {
        # "my former Expedition" names a place only after I left one (6.3.j)
        "{J} Create a Brassbug 2/2/2 Robot token in my former Expedition.": "only a Reaction to my leaving",
        "{H} Other Characters in my former Expedition gain 1 boost.": "only a Reaction to my leaving",
        "When I switch Expeditions — Draw a card for each Character in my former Expedition.": "only a Reaction to my leaving",
        "At Dusk — Target Character in my former Expedition gains 1 boost.": "only a Reaction to my leaving",
        # another object's former Expedition: its last known place is not kept (gk)
        "When a Character leaves play — Create a Brassbug 2/2/2 Robot token in its former Expedition.": "",
        # the Expedition with the most / fewest: no tie rule in CR 5.0
        "{J} Create a Brassbug 2/2/2 Robot token in the Expedition with the most Characters.": "no rule of CR 5.0",
        "{J} Create a Brassbug 2/2/2 Robot token in your Expedition with the fewest Characters.": "no rule of CR 5.0",
        "{J} Target Character in the Expedition with the fewest Characters gains 1 boost.": "no rule of CR 5.0",
        "Each Character in the Expedition with the most boosts gains Asleep.": "no rule of CR 5.0",
        "When you play a Spell — Draw a card for each Plant in the Expedition with the most Plants.": "no rule of CR 5.0",
    }
)

# ---- registration in sentences.py: one sentence per grammar rule of the gu block, its reading
_TARGET_OPP = "{J} Discard target card in target opponent's Reserve."
_A_PLAYERS = "{J} Discard target Character in a player's Reserve."
_FORMER_PLACE = "When I leave play — Create a Brassbug 2/2/2 Robot token in my former Expedition."
_MOST_PLACE = "{J} Create a Brassbug 2/2/2 Robot token in the Expedition with the most Characters."
READINGS_GU: dict[str, dict[str, Any]] = {
    _TARGET_OPP: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_reserve_card",
                    "filter": {"controller": "opponent"},
                }
            ],
        }
    },
    _A_PLAYERS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_reserve_card",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    _FORMER_PLACE: {
        "reaction": {
            "trigger": "leaves_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Brassbug 2/2/2 Robot",
                    "amount": 1,
                    "subject": "my_expedition",
                }
            ],
        }
    },
}
RULE_SENTENCES_GU: dict[str, tuple[str, ...]] = {
    "gu_in_target_opponents_reserve": (_TARGET_OPP,),
    "gu_in_a_players_reserve": (_A_PLAYERS,),
    "gu_my_former_expedition_place": (_FORMER_PLACE,),
    "gu_expedition_with_most_place": (_MOST_PLACE,),
}
REFUSED_BY_RULE_GU: dict[str, str] = {_MOST_PLACE: "no rule of CR 5.0"}
