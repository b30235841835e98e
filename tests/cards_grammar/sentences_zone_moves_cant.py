"""Printed sentences of a "can't" on a card's move between zones (1.4.1.a): "Cards can't go
from a Discard pile to a Reserve", "[Cards] can't leave [zone]" — their readings, the
grammar rule each reads with, and the near-misses the semantics refuse by their words."""

from __future__ import annotations

from typing import Any

FROM_DISCARD_TO_RESERVE = "Cards can't go from a Discard pile to a Reserve."
FROM_OPPONENTS_DISCARD = "Cards can't go from your opponents' Discard piles to a Reserve."
LEAVE_OPPONENTS_DISCARD = "Characters can't leave your opponents' Discard piles."
YOUR_RESERVE_TO_HAND = "Spells can't go from your Reserve to your hand."
A_RESERVE_TO_A_HAND = "Permanents can't go from a Reserve to a hand."
YOUR_DECK_TO_DISCARD = "Cards can't go from your Deck to your Discard pile."
AN_OPPONENTS_HAND = "Cards can't go from an opponent's hand to a Discard pile."
LEAVE_DISCARD_PILES = "Spells can't leave Discard piles."
TO_OPPONENTS_HANDS = "Cards can't go from Reserves to your opponents' hands."
LEAVE_A_DECK = "Cards can't leave a Deck."
WHILE_EXHAUSTED = "Cards can't go from a Discard pile to a Reserve as long as I'm exhausted."

DESCRIBED_FURTHER = "Boosted Characters can't leave Discard piles."
SAME_ZONE = "Cards can't go from your Reserve to your Reserve."
TOKENS = "Tokens can't leave your Reserve."


def _move(**fields: Any) -> dict[str, Any]:
    return {"passive": {"cant_move": fields}}


READINGS_ZONE_MOVES_CANT: dict[str, dict[str, Any]] = {
    FROM_DISCARD_TO_RESERVE: _move(**{"from": "discard", "to": "reserve"}),
    FROM_OPPONENTS_DISCARD: _move(
        **{"from": "discard", "from_whose": "opponents", "to": "reserve"}
    ),
    LEAVE_OPPONENTS_DISCARD: _move(
        **{"from": "discard", "from_whose": "opponents", "filter": {"types": ["Character"]}}
    ),
    YOUR_RESERVE_TO_HAND: _move(
        **{
            "from": "reserve",
            "from_whose": "yours",
            "to": "hand",
            "to_whose": "yours",
            "filter": {"types": ["Spell"]},
        }
    ),
    A_RESERVE_TO_A_HAND: _move(
        **{"from": "reserve", "to": "hand", "filter": {"types": ["Permanent"]}}
    ),
    YOUR_DECK_TO_DISCARD: _move(
        **{"from": "deck", "from_whose": "yours", "to": "discard", "to_whose": "yours"}
    ),
    AN_OPPONENTS_HAND: _move(**{"from": "hand", "from_whose": "opponents", "to": "discard"}),
    LEAVE_DISCARD_PILES: _move(**{"from": "discard", "filter": {"types": ["Spell"]}}),
    TO_OPPONENTS_HANDS: _move(**{"from": "reserve", "to": "hand", "to_whose": "opponents"}),
    LEAVE_A_DECK: _move(**{"from": "deck"}),
    WHILE_EXHAUSTED: {
        "passive": {"cant_move": {"from": "discard", "to": "reserve"}, "if": "i'm exhausted"}
    },
}

RULE_SENTENCES_ZONE_MOVES_CANT: dict[str, tuple[str, ...]] = {
    "cards_cant_go_between_zones": (FROM_DISCARD_TO_RESERVE, SAME_ZONE),
    "cards_cant_leave_zone": (LEAVE_OPPONENTS_DISCARD, DESCRIBED_FURTHER, TOKENS),
    "cant_zone": (YOUR_DECK_TO_DISCARD,),
    "cant_zone_any": (A_RESERVE_TO_A_HAND, LEAVE_A_DECK),
    "cant_zone_yours": (YOUR_RESERVE_TO_HAND,),
    "cant_zone_opponents": (FROM_OPPONENTS_DISCARD, AN_OPPONENTS_HAND, TO_OPPONENTS_HANDS),
    "cant_zone_discard": (LEAVE_DISCARD_PILES,),
    "cant_zone_reserve": (WHILE_EXHAUSTED,),
    "cant_zone_hand": (A_RESERVE_TO_A_HAND,),
    "cant_zone_deck": (LEAVE_A_DECK,),
}

REFUSED_ZONE_MOVES_CANT: dict[str, str] = {
    # a card out of play has no controller nor status to describe it by (2.1.j)
    DESCRIBED_FURTHER: "described further than by their type",
    SAME_ZONE: "from a zone to the same zone is no move",
    TOKENS: "said of tokens is not read",  # a token never is out of play (2.1.i)
}
