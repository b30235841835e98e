"""Costs and trigger events as composed languages (gram95, issue 30): the sibling sentences,
written before the build, of a quick action's cost — a comma-joined list of parts, each {T},
{D}, Mana ("{N}", "Pay N", "Pay {N}") or an imperative step said as a cost (1.2.5, 5.1.2.c,
7.1.4) — and of a Reaction's trigger — event x actor x object x qualifier (a phase or turn,
"for the first time each turn / Day", "your first / second [card] each Afternoon / Day /
turn" 5.1.2.k, an Expedition, a zone played from) on events the engine records (6.3.b).

``READ``: each sentence and the fields its reading must hold (judged by meaning: the parts
named are the ones written). ``REFUSED``: each sentence and a word of its by-hand reason —
left to the judge, never read as a near sentence. Measured by
benchmarks/costs_and_triggers_siblings.py.
"""

from __future__ import annotations

from typing import Any

_DRAW = [{"action": "draw", "amount": 1}]
_BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]

PAY_TWO_DRAW = "{T}, Pay 2: Draw a card."
PUT_IN_RESERVE_COST = "{T}, Put a card from your hand in your Reserve: Draw a card."

COST_READ: dict[str, dict[str, Any]] = {
    PAY_TWO_DRAW: {"mana": 2, "exhaust_me": True},
    "{T}, Pay 1: Target opponent draws a card.": {"mana": 1, "exhaust_me": True},
    "{T}, Pay {3}: Target Character gains 1 boost.": {"mana": 3, "exhaust_me": True},
    "Pay 2: I gain 1 boost.": {"mana": 2},
    "Pay {1}: I gain 1 boost.": {"mana": 1},
    "{1}: I gain 1 boost.": {"mana": 1},
    "{T}, {2}: Draw a card.": {"mana": 2, "exhaust_me": True},
    "{D}, Pay 1: Draw a card.": {"mana": 1, "discard_me_from_reserve": True},
    "{D}, {1}: Draw a card.": {"mana": 1, "discard_me_from_reserve": True},
    "{T}, Discard a card from your hand: Draw a card.": {
        "exhaust_me": True,
        "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
    },
    "{T}, Sacrifice a Character: Draw a card.": {
        "exhaust_me": True,
        "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
    },
    "{T}, Sacrifice another Character: Draw a card.": {
        "steps": [
            {
                "action": "sacrifice",
                "subject": "a_character_you_control",
                "filter": {"another": True},
            }
        ]
    },
    "{T}, Sacrifice two Characters: Draw a card.": {
        "steps": [{"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}]
    },
    "Pay 1, Sacrifice a Character: Draw a card.": {
        "mana": 1,
        "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
    },
    "{T}, Remove 2 boosts from me: Draw a card.": {"spend": 2, "counter": "boost"},
    "{T}, Remove a boost from me: Draw a card.": {"spend": 1, "counter": "boost"},
    "{T}, Spend 2 of my boosts: Draw a card.": {"spend": 2, "counter": "boost"},
    "{T}, Exhaust a Character you control: Draw a card.": {
        "steps": [{"action": "exhaust", "subject": "a_character_you_control"}]
    },
    PUT_IN_RESERVE_COST: {
        "exhaust_me": True,
        "steps": [{"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"}],
    },
    "Pay 1, Put a card from your hand in your Reserve: I gain 1 boost.": {
        "mana": 1,
        "steps": [{"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"}],
    },
    "{T}, Pay 1, Discard a card from your hand: Draw a card.": {
        "mana": 1,
        "exhaust_me": True,
        "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
    },
}
"""Quick actions whose cost is read: the cost's fields (1.2.5, 5.1.2.c, 7.1.4)."""

COST_REFUSED: dict[str, str] = {
    # ("{T}, Discard a card / two cards: Draw a card." read now — ib40: cards of your Hand,
    # 3.1.3.d, 3.2.5.b; sentences_hands_players.py DISCARD_READ)
    "{T}, Put a Character from your hand in your Reserve: Draw a card.": "only 'Put a card",
    "{T}, Put a card from your hand in your Mana zone: Draw a card.": "only 'Put a card",
    "{T}, Put target Character in its owner's Reserve: Draw a card.": "only 'Put a card",
    "{T}, Put two cards from your hand in your Reserve: Draw a card.": "two cards",
    "{T}, Exhaust a Mana Orb: Draw a card.": "exhaust",
    "{T}, Exhaust two Mana Orbs: Draw a card.": "Mana Orbs",
    "{T}, Return a Character you control to your hand: Draw a card.": "Return",
}
"""Cost parts the engine does not pay yet: left to the judge by name."""

MANA_ZONE_JOINED = "When you put a card in your Mana zone — I gain 1 boost."
MANA_ZONE_JOINED_AFTERNOON = (
    "When you put a card in your Mana zone during the Afternoon — Target Character you "
    "control gains 1 boost."
)
FIRST_CHARACTER_EACH_AFTERNOON = (
    "When you play your first Character each Afternoon — It gains 1 boost."
)

TRIGGER_READ: dict[str, dict[str, Any]] = {
    MANA_ZONE_JOINED: {"trigger": "card_joins_your_mana_zone", "effect": _BOOST_ME},
    MANA_ZONE_JOINED_AFTERNOON: {"trigger": "card_joins_your_mana_zone", "during": "Afternoon"},
    "When you put a card in your Mana zone during the Morning — Draw a card.": {
        "trigger": "card_joins_your_mana_zone",
        "during": "Morning",
        "effect": _DRAW,
    },
    "When you put a card in your Mana zone during Noon — I gain 1 boost.": {
        "trigger": "card_joins_your_mana_zone",
        "during": "Noon",
    },
    "When you put a card into your Mana zone — Draw a card.": {
        "trigger": "card_joins_your_mana_zone"
    },
    "When a card is put in your Mana zone — I gain 1 boost.": {
        "trigger": "card_joins_your_mana_zone"
    },
    "When you put a card in your Mana zone during your turn — I gain 1 boost.": {
        "trigger": "card_joins_your_mana_zone",
        "if": "it's your turn",
    },
    FIRST_CHARACTER_EACH_AFTERNOON: {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character"]},
        "ordinal": 1,
        "per": "afternoon",
    },
    "When you play your first Character each Day — It gains 1 boost.": {
        "ordinal": 1,
        "per": "day",
    },
    "When you play your first Character each turn — It gains 1 boost.": {
        "ordinal": 1,
        "per": "turn",
    },
    "When you play your second Character each Afternoon — It gains 1 boost.": {
        "ordinal": 2,
        "per": "afternoon",
    },
    "When you play your first Spell each Afternoon — I gain 1 boost.": {
        "filter": {"types": ["Spell"]},
        "ordinal": 1,
    },
    "When you play your first Permanent each turn — I gain 1 boost.": {
        "filter": {"types": ["Permanent"]},
        "ordinal": 1,
    },
    "When you play a Character in your Companion Expedition — It gains 1 boost.": {
        "filter": {"in_your_expedition": "companion", "types": ["Character"]}
    },
    "When you play a Character in your Hero Expedition — It gains 1 boost.": {
        "filter": {"in_your_expedition": "hero", "types": ["Character"]}
    },
    "When you play a Character from Reserve — I gain 1 boost.": {"played_from": "reserve"},
    "When you play a Character from your hand — I gain 1 boost.": {"played_from": "hand"},
    "When you play a Spell from Reserve — I gain 1 boost.": {
        "filter": {"types": ["Spell"]},
        "played_from": "reserve",
    },
    "When you play a Character during your turn — I gain 1 boost.": {"if": "it's your turn"},
    "When you play a Character during the Afternoon — I gain 1 boost.": {"during": "Afternoon"},
    "When an opponent plays a Character during your turn — I gain 1 boost.": {
        "trigger": "opponent_plays_a_card",
        "if": "it's your turn",
    },
    "When you draw a card for the first time each turn — I gain 1 boost.": {
        "trigger": "player_draws_a_card",
        "ordinal": 1,
        "per": "turn",
    },
    "When you discard a card for the first time each turn — I gain 1 boost.": {
        "trigger": "card_discarded",
        "ordinal": 1,
    },
    "When you sacrifice a Character for the first time each turn — Draw a card.": {
        "trigger": "you_sacrifice_a_character",
        "ordinal": 1,
    },
    "When you roll a die for the first time each turn — I gain 1 boost.": {
        "trigger": "you_roll_a_die",
        "ordinal": 1,
    },
    "When you create a token for the first time each Day — I gain 1 boost.": {
        "trigger": "you_create_a_token",
        "per": "day",
    },
    "When a card leaves your Reserve during the Afternoon — I gain 1 boost.": {
        "trigger": "card_leaves_your_reserve",
        "during": "Afternoon",
    },
    "When a card joins your Reserve during the Afternoon — I gain 1 boost.": {
        "trigger": "card_joins_your_reserve",
        "during": "Afternoon",
    },
    "When you Resupply during the Afternoon — I gain 1 boost.": {
        "trigger": "player_resupplies",
        "during": "Afternoon",
    },
    "When I gain a Debt counter — Draw a card.": {"trigger": "gains_counters", "counter": "Debt"},
    "When a Character you control gains a boost — Draw a card.": {"trigger": "gains_boosts"},
    "When a card joins your Reserve — I gain 1 boost.": {"trigger": "card_joins_your_reserve"},
}
"""Reactions whose trigger is read: the trigger's fields (6.3.b, 5.1.2.k, 4.2.a)."""

TRIGGER_REFUSED: dict[str, str] = {
    "When you put a Character in your Mana zone — I gain 1 boost.": "Mana zone",
    "When you put one or more cards in your Mana zone — I gain 1 boost.": "Mana zone",
    "When an opponent puts a card in their Mana zone — I gain 1 boost.": "Mana zone",
    "When a card is put in its owner's Mana zone — I gain 1 boost.": "Mana zone",
    "When you put a card in your Reserve — I gain 1 boost.": "joins your Reserve",
    "When you play your first Character each Afternoon in your Companion Expedition — It "
    "gains 1 boost.": "Companion Expedition",
    "When you play your first Character each Afternoon in your Hero Expedition — It gains 1 "
    "boost.": "Hero Expedition",
    "When you play a Character during each opponent's turn — I gain 1 boost.": "opponent's turn",
    "When a Character leaves your Reserve — I gain 1 boost.": "leaving",
}
"""Triggers on events or qualifiers the engine does not record: left to the judge by name."""

_PUT_STEP = {"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"}
_PUT_CHARACTER = "{T}, Put a Character from your hand in your Reserve: Draw a card."

READINGS_COSTS_AND_TRIGGERS: dict[str, dict[str, Any]] = {
    MANA_ZONE_JOINED: {"reaction": {"trigger": "card_joins_your_mana_zone", "effect": _BOOST_ME}},
    "When a card goes to your Mana zone — I gain 1 boost.": {
        "reaction": {"trigger": "card_joins_your_mana_zone", "effect": _BOOST_ME}
    },
    PUT_IN_RESERVE_COST: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "steps": [_PUT_STEP]},
            "effect": _DRAW,
        }
    },
    "Pay 1, Put a card from your hand in your Reserve: I gain 1 boost.": {
        "quick_action": {"cost": {"mana": 1, "steps": [_PUT_STEP]}, "effect": _BOOST_ME}
    },
}
"""The reader sentences of this section's grammar rules (test_rules.py): their readings."""

RULE_SENTENCES_COSTS_AND_TRIGGERS: dict[str, tuple[str, ...]] = {
    "put_card_cost": (
        PUT_IN_RESERVE_COST,
        "Pay 1, Put a card from your hand in your Reserve: I gain 1 boost.",
        _PUT_CHARACTER,
    ),
}
"""Each grammar rule of this section and the sentences that exercise it."""

REFUSED_COSTS_AND_TRIGGERS: dict[str, str] = {
    _PUT_CHARACTER: "only 'Put a card from your hand in your Reserve' is paid as a cost",
}
"""Reader sentences read by the grammar and refused with a judge's reason."""
