# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of PLACES AND OTHER PLAYERS' ZONES (issue 30, g4), written before
building, not copied from card data:

- a Discard pile as the place of a target — "target [card / Character / Permanent / Spell]
  [card] from / in a / any / an opponent's Discard pile", "… your opponents' Discard piles"
  (3.2.3.a personal and visible, 3.1.3.a; 6.5.b) — in each slot ({J} {H} {R}, {T}: / {D}:,
  "At …", "When …", "you may", a Spell, "up to N", "another", "then … it") and with each
  destination (its owner's / your Reserve, hand, deck top or bottom, Mana zone);
- "your [personal zone]" as the destination of a card another player may own: its owner's
  instead (1.4.3.a; 3.1.2.b);
- "it" after its own move: the new object found in a visible destination (2.1.f), none in
  a hand (2.5.b, 2.4.1.c).

Near-misses that must stay refused (``None``): a step other than a move on a card in a
Discard pile (2.4.1.c, 2.5.b), "each opponent's / target opponent's / each player's"
Discard pile (one per player, or a player target: not read), "an opponent controls" said of
a card in a Discard pile, a chosen (not targeted) card or a group in a Discard pile (counts
over any / your opponents' Discard piles are read since gc), another player's
hidden hand (3.1.3.d) or Mana zone, "your Landmarks".

``SIBLINGS`` maps each sentence (a Character's ability, or a Spell's effect after
``SPELL``) to the effect steps it means, or ``None`` when the reader must refuse it. Held by
tests/cards_grammar/test_discard_pile_places.py; boards in
tests/cards_grammar/test_board_discard_pile_places.py."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "
"""The mark of a Spell's effect (left off before reading)."""

SIBLINGS: dict[str, list[dict[str, Any]] | None] = {
    "{J} Put target card from any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Put target card from a discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Put target card in any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Put target card in a discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Put target Character card from any discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Character"]},
        }
    ],
    "{J} Put target Spell from any discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Spell"]},
        }
    ],
    "{J} Put target Permanent card from an opponent's discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Permanent"], "owner": "opponent"},
        }
    ],
    "{J} Put target card from an opponent's discard pile in your Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "{J} Put target card from your opponents' discard piles in your Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "{J} Return target card from any discard pile to its owner's hand.": [
        {"action": "return", "to": "hand", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Return target Character card from an opponent's discard pile to your hand.": [
        {
            "action": "return",
            "to": "hand",
            "subject": "target_discard_card",
            "filter": {"types": ["Character"], "owner": "opponent"},
        }
    ],
    "{J} Return target Spell card in your opponents' discard piles to its owner's hand.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Spell"], "owner": "opponent"},
        }
    ],
    "{J} Put target card from any discard pile at the bottom of its owner's deck.": [
        {
            "action": "put",
            "to": "deck",
            "position": "bottom",
            "to_owner": True,
            "subject": "target_discard_card",
        }
    ],
    "{J} Put target card from an opponent's discard pile on top of its owner's deck.": [
        {
            "action": "put",
            "to": "deck",
            "position": "top",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "{J} Put target card from any discard pile in its owner's Mana zone.": [
        {"action": "put", "to": "mana", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{J} Put up to two target cards from any discard pile in their owners' Reserves.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "up_to": 2,
        }
    ],
    "{J} Return up to two target Character cards from your opponents' discard piles to their owners' hands.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Character"], "owner": "opponent"},
            "up_to": 2,
        }
    ],
    "{J} Put another target card from any discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"another": True},
        }
    ],
    "{J} You may put target card from any discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "may": True,
        }
    ],
    "{H} Put target card from any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{R} Return target Spell card from an opponent's discard pile to its owner's hand.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Spell"], "owner": "opponent"},
        }
    ],
    "{T}: Put target card from any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "{D}: Put target card from an opponent's discard pile at the bottom of its owner's deck.": [
        {
            "action": "put",
            "to": "deck",
            "position": "bottom",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "At Dusk, put target card from any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "When you play a Spell — Return target Spell card from any discard pile to its owner's hand.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Spell"]},
        }
    ],
    "When I leave play — Put target card from an opponent's discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "{J} Put target card from any discard pile in its owner's Reserve. Then exhaust it.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "then": [{"action": "exhaust", "subject": "it"}],
        }
    ],
    "SPELL Put target card from any discard pile in its owner's Reserve.": [
        {"action": "put", "to": "reserve", "to_owner": True, "subject": "target_discard_card"}
    ],
    "SPELL Return target card from an opponent's discard pile to your hand.": [
        {
            "action": "return",
            "to": "hand",
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "SPELL Put target Character card in a discard pile on top of its owner's deck.": [
        {
            "action": "put",
            "to": "deck",
            "position": "top",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"types": ["Character"]},
        }
    ],
    "{J} Exhaust target card from any discard pile.": None,
    "{J} Target card from any discard pile gains 1 boost.": None,
    "{J} Sacrifice target card from an opponent's discard pile.": None,
    "{J} Discard target card from any discard pile.": None,
    "{J} Put target card from each opponent's discard pile in its owner's Reserve.": None,
    # gu (session 35): the card chosen names the opponent (6.5.b) — an opponent's pile
    "{J} Put target card from target opponent's discard pile in its owner's Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ],
    "{J} Put target card from each player's discard pile in its owner's Reserve.": None,
    "{J} Put target Character card an opponent controls from any discard pile in its owner's Reserve.": None,
    "{J} Put a card from any discard pile in its owner's Reserve.": None,
    "{J} Return each card in a discard pile to its owner's hand.": None,
    # counted since gc (session 33): every Discard pile (3.2.3.a), the opponent's (1.2.1.b)
    "{J} Draw a card for each card in any discard pile.": [
        {"action": "draw", "per": "card in any discard pile"}
    ],
    "{J} Draw a card for each card in your opponents' discard piles.": [
        {"action": "draw", "per": "card in your opponents' discard piles"}
    ],
    "{J} Put target card from an opponent's Mana zone in its owner's Reserve.": None,
    "{J} Put target card from an opponent's hand in its owner's Reserve.": None,
    "{J} Return target Character to your hand.": [
        {"action": "return", "to": "hand", "subject": "target_character"}
    ],
    "{J} Put target Character in your Reserve.": [
        {"action": "put", "to": "reserve", "subject": "target_character"}
    ],
    "{J} Put target Character an opponent controls in your Reserve.": [
        {
            "action": "put",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"controller": "opponent"},
        }
    ],
    "{J} Put target card in an opponent's Reserve in your discard pile.": None,
    "{J} Return target Permanent to your hand.": [
        {"action": "return", "to": "hand", "subject": "target_permanent"}
    ],
    "{J} Return all Characters to your hand.": [
        {
            "action": "return",
            "to": "hand",
            "subject": "objects_in_play",
            "filter": {"types": ["Character"]},
        }
    ],
    "{J} Send target Character to Reserve. Then it gains 1 boost.": [
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ],
    "{J} Return target Character to its owner's hand. Then it gains 1 boost.": [
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_character",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ],
    "{J} Put target Character in its owner's Reserve. Then exhaust it.": [
        {
            "action": "put",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_character",
            "then": [{"action": "exhaust", "subject": "it"}],
        }
    ],
    "{J} Put target Permanent in your Landmarks.": None,
}

# ---- "my region is {V}": the region my Expedition is in (7.5.8.a-b), read as "my Expedition
# is in {V}"; a Spell is in no Expedition (5.1.2.h): refused; "was", two terrains, "your
# region": not read
_DRAW = {"action": "draw", "amount": 1}
REGION_SIBLINGS: dict[str, list[dict[str, Any]] | None] = {
    "{J} If my region is {V}, draw a card.": [{**_DRAW, "if": "my region is {v}"}],
    "{J} If my region has {M}, draw a card.": [{**_DRAW, "if": "my region has {m}"}],
    "{J} If my region is not {O}, draw a card.": [{**_DRAW, "if": "my region is not {o}"}],
    "{H} If my region is {O}, I gain 1 boost.": [
        {"action": "give_boost", "amount": 1, "subject": "self", "if": "my region is {o}"}
    ],
    "{J} If my Expedition's region is {V}, draw a card.": [
        {**_DRAW, "if": "my expedition's region is {v}"}
    ],
    "SPELL If my region is {V}, draw a card.": None,
    "{J} If my region was {V}, draw a card.": None,
    "{J} If my region is {V} or {M}, draw a card.": None,
    "{J} If your region is {V}, draw a card.": None,
}
SIBLINGS.update(REGION_SIBLINGS)

_ANY = "{J} Put target card from any discard pile in its owner's Reserve."
_THEIRS = "{J} Return up to two target Character cards from your opponents' discard piles to their owners' hands."
READINGS_DISCARD_PILE_PLACES: dict[str, dict[str, Any]] = {
    text: {"reaction": {"trigger": "enters_play", "effect": SIBLINGS[text]}}
    for text in (_ANY, _THEIRS)
}
RULE_SENTENCES_DISCARD_PILE_PLACES: dict[str, tuple[str, ...]] = {
    "g4_any_discard_pile": (_ANY,),
    "g4_opponents_discard_piles": (_THEIRS,),
}
