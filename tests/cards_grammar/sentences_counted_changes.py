# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences of the "counting" block (issue 30; written for these tests, not copied
from card data): counted statistic changes — a passive's "+1 {O} for each …" said by its
icons (2.3.1.a, 2.2.11.c), a change for a time counted once as its step happens (6.5.i) —,
"for each [noun] [participle] this way" counting its own noun only (6.5.i), counts in costs
and of a player's things, "that many", "twice / N times that many", "half …, rounded up /
down" (1.1.6.b). Their readings and rules (merged into :mod:`.sentences`), the sentences
played on a board (``test_board_counted_changes.py``) and every sibling judged read or refused
(``test_counted_changes_siblings.py``)."""

from __future__ import annotations

from typing import Any

PASSIVE_ICONS_PER = "I get +1 {O} for each boost on me."
GROUP_ICONS_PER = "Characters you control get +1 {V} and +1 {M} for each Landmark you control."
TIMED_PER = "Target Character gets +1 {V} until end of turn for each card in your hand."
TIMED_GAINS_PER = "{J} Target Character gains +2 {O} this Day for each Character you control."
TWICE_THAT_MANY = "Discard any number of cards from your Reserve. Draw twice that many cards."
SACRIFICE_COUNTS_ITS_NOUN = (
    "{J} Sacrifice any number of Characters. Draw a card for each Character sacrificed this way."
)

READINGS_G3: dict[str, dict[str, Any]] = {
    PASSIVE_ICONS_PER: {
        "passive": {
            "stats": {"scope": "self", "forest": 0, "mountain": 0, "water": 1, "per": "boost on me"}
        }
    },
    GROUP_ICONS_PER: {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 1,
                "mountain": 1,
                "water": 0,
                "filter": {"types": ["Character"], "controller": "you"},
                "per": "landmark you control",
            }
        }
    },
    TIMED_PER: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {
                    "duration": "this turn",
                    "abilities": [
                        {
                            "text": "I have +1/+0/+0.",
                            "passive": {
                                "stats": {"scope": "self", "forest": 1, "mountain": 0, "water": 0}
                            },
                        }
                    ],
                },
                "amount": 1,
                "per": "card in your hand",
            }
        ]
    },
    TWICE_THAT_MANY: {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_your_reserve",
                "any_number": True,
                "then": [{"action": "draw", "amount": 2, "per": "that many"}],
            }
        ]
    },
}

RULE_SENTENCES_G3: dict[str, tuple[str, ...]] = {
    "i_get_stats_per": (PASSIVE_ICONS_PER,),
    "group_gets_stats_per": (GROUP_ICONS_PER,),
    "stats_for_a_time": (TIMED_PER,),
    "g3_twice_that_many": (TWICE_THAT_MANY,),
}

BOARD_SENTENCES_G3: tuple[str, ...] = (TIMED_GAINS_PER, SACRIFICE_COUNTS_ITS_NOUN)

SIBLINGS: dict[str, str] = {
    # Each sibling judged by meaning against the CR: "read" runs right, "refused" is not read
    # (a count of a noun the step before did not all act on, 6.5.i; a passive's target,
    # 6.5.b; a change with no duration; a count the engine does not know).
    "I get +1 {O} for each boost on me.": "read",
    "I have +1 {V} for each card in your Reserve.": "read",
    "I get +1 {M} and +1 {O} for each Landmark you control.": "read",
    "I have +2 {V} per Character in my Expedition.": "read",
    "I gain +1 {O} for each other Character you control.": "read",
    "I get +1 {V} for each card in your hand.": "read",
    "I have +1 {M} for each Mana Orb in your Mana zone.": "read",
    "I get +1 {O} for each Expedition in {V}.": "refused",
    "I get +1 {V} for each Ember counter on me.": "read",
    "I get +1 {O} for each token you control.": "read",
    "Characters you control get +1 {V} for each Landmark you control.": "read",
    "Other Characters you control have +1 {M} for each boost on me.": "read",
    "Plants you control gain +1 {O} for each card in your Reserve.": "read",
    "Each Character you control gets +1 {V} for each token you control.": "read",
    "Characters in my Expedition get +1 {O} per card in your hand.": "read",
    "Other Plants you control gain +1/+1/+1 for each Landmark you control.": "read",
    "I gain +1/+1/+1 for each Character target opponent controls.": "refused",
    "At Noon — I gain +1 {O}.": "refused",
    "SPELL Target Character gets +1 {V} until end of turn for each card in your hand.": "read",
    "SPELL Target Character gains +1 {V} until end of turn for each card in your Reserve.": "read",
    "SPELL Until end of turn, target Character gets +1/+1/+1 for each Landmark you control.": "read",
    "SPELL Target Character gains +2 {O} this turn for each Character you control.": "read",
    "{J} Target Character gets +1 {M} this turn for each card in your Reserve.": "read",
    "{H} I get +1 {O} this turn for each boost on me.": "read",
    "{R} Target Character gets +1 {V} this Afternoon per Character in my Expedition.": "read",
    "At Dusk — Characters you control get +1 {M} this turn for each Landmark you control.": "read",
    "{T}: Target Character gets +1 {O} this turn for each card in your hand.": "read",
    "{J} You may have target Character get +1 {V} this turn for each card in your hand.": "refused",
    "SPELL Up to two target Characters get +1 {O} this turn for each Landmark you control.": "read",
    "SPELL Target Character gets +1 {V} until end of turn for each card in target opponent's hand.": "refused",
    "SPELL Target Character gains +1 {V} until end of turn.": "read",
    "SPELL Target Character gets +1 {V} and +1 {M} this turn for each card in your hand.": "read",
    "SPELL Target Character gets +1 {V} this turn for each different faction among Characters you control.": "refused",
    "SPELL Target Character's base statistics become 1/1/1 this turn for each card in your hand.": "refused",
    "{J} I gain +1 {O}.": "refused",
    "{J} Target Character gains +1 {V}.": "refused",
    "I get +1 {O} for each different faction among Characters you control.": "refused",
    "I get +1 {V} for each Character discarded this way.": "refused",
    "SPELL Discard any number of cards from your hand. Draw a card for each card discarded this way.": "read",
    "SPELL Discard any number of cards from your hand. Draw a card for each Character discarded this way.": "refused",
    "SPELL Discard any number of Characters from your hand. Draw a card for each card discarded this way.": "read",
    "SPELL Discard any number of Characters from your hand. Draw a card for each Character discarded this way.": "read",
    "SPELL Discard up to two Spells from your Reserve. Draw a card for each Spell discarded this way.": "read",
    "SPELL Discard up to two cards from your Reserve. I gain 1 boost for each Spell discarded this way.": "refused",
    "SPELL Sacrifice any number of Characters. Draw a card for each Character sacrificed this way.": "read",
    "SPELL Sacrifice any number of Characters. Draw a card for each token sacrificed this way.": "refused",
    "SPELL Sacrifice any number of Permanents. Draw a card for each Character sacrificed this way.": "refused",
    "SPELL Sacrifice any number of Permanents. Draw a card for each Permanent sacrificed this way.": "read",
    "SPELL Sacrifice any number of Permanents. Draw a card for each Landmark sacrificed this way.": "refused",
    "SPELL Sacrifice up to two Landmarks. Draw a card for each Character sacrificed this way.": "refused",
    "SPELL Sacrifice any number of tokens. Draw a card for each Character sacrificed this way.": "refused",
    "SPELL Sacrifice any number of Characters. Target Character gains 1 boost for each Character sacrificed this way.": "read",
    "SPELL Sacrifice any number of Characters. Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition for each Character sacrificed this way.": "read",
    "SPELL Sacrifice any number of Characters. Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition for each Permanent sacrificed this way.": "refused",
    "SPELL Sacrifice any number of Characters. I gain 2 boosts for each exhausted Character sacrificed this way.": "refused",
    "{J} Discard any number of cards from your hand. I gain 1 boost for each card discarded this way.": "read",
    "{J} Discard any number of cards from your hand. I gain 1 boost for each Spell discarded this way.": "refused",
    "{J} Sacrifice any number of other Characters. I gain 2 boosts for each Character sacrificed this way.": "read",
    "{J} Sacrifice any number of other Characters. I gain 2 boosts for each Permanent sacrificed this way.": "refused",
    "At Dusk — Sacrifice any number of Characters. Draw a card for each Character sacrificed this way.": "read",
    "{H} Discard up to three cards from your Reserve. Draw a card for each card discarded this way.": "read",
    "{R} Discard up to three cards from your Reserve. Draw a card for each Character discarded this way.": "refused",
    "SPELL Each player sacrifices a Character. Draw a card for each Character sacrificed this way.": "read",
    "SPELL Each player sacrifices a Permanent. Draw a card for each Character sacrificed this way.": "refused",
    "SPELL Sacrifice all Characters you control. Draw a card for each Character sacrificed this way.": "read",
    "SPELL Sacrifice all Characters you control. Draw a card for each token sacrificed this way.": "refused",
    "This card costs {1} less for each Character you control.": "read",
    "I cost {1} less for each card in your Reserve.": "read",
    "I cost {1} less per Landmark you control.": "read",
    "I cost {2} less for each Expedition in {V}.": "refused",
    "This card costs {1} less for each token you control.": "read",
    "SPELL Draw X cards, where X is the number of Characters you control.": "read",
    "SPELL Draw cards equal to the number of cards in target opponent's hand.": "refused",
    "SPELL Draw a card for each card in target opponent's Reserve.": "refused",
    "SPELL Draw a card for each Character target opponent controls.": "refused",
    # read since gc (session 33): the targeted opponent's hand counted (6.5.b, 1.2.6.c)
    "{J} I gain 1 boost for each card in target opponent's hand.": "read",
    "{J} I gain 1 boost for each card in your hand.": "read",
    "{J} I gain as many boosts as there are cards in your Reserve.": "read",
    "SPELL Target player draws as many cards as there are cards in your Reserve.": "read",
    "SPELL Draw as many cards as the number of Landmarks you control.": "read",
    "{J} Create as many [Ordis Recruit 1/1/1] Soldier tokens in my Expedition as there are cards in your hand.": "refused",
    "SPELL Discard any number of cards from your hand, then draw that many cards.": "read",
    "SPELL Discard any number of cards from your Reserve. Draw that many cards.": "read",
    "SPELL Discard any number of cards from your hand, then draw twice that many cards.": "read",
    "SPELL Draw two cards, then discard that many cards from your hand.": "read",
    "SPELL Sacrifice any number of Characters. Draw that many cards.": "read",
    "SPELL Draw cards equal to half the number of cards in your hand, rounded down.": "read",
    "SPELL Draw cards equal to half the number of cards in your hand, rounded up.": "read",
    "{J} I gain boosts equal to half the number of Characters you control, rounded down.": "read",
    "{J} I gain boosts equal to half the number of cards in your Reserve, rounded up.": "read",
    "SPELL Draw a card for every two Characters you control.": "read",
    "SPELL Draw a card for each different faction among Characters you control.": "refused",
    "{J} I gain 1 boost for each different sub-type among Characters you control.": "refused",
    "When a Character joins your Expeditions — Target Character gets +1 {O} this turn for each token you control.": "read",
    "I get +1/+1/+1 for each Character target opponent controls.": "refused",
    "I get +1 {V} for each card in target player's Reserve.": "refused",
    "I have +1 {V} and +1 {O} for each Plant you control.": "read",
    "I get +1 {M} for each exhausted Character you control.": "read",
    "I have +1 {O} for each card in your discard pile.": "read",
    "I get +1 {V} per Arcane counter on me.": "read",
    "I gain +1 {M} per Mana Orb in your Mana zone.": "read",
    "Characters you control get +1 {O} for each boost on me.": "read",
    "Tokens you control get +1 {V} for each Landmark you control.": "read",
    "Other Characters in my Expedition have +1 {M} per card in your Reserve.": "read",
    "Each other Character you control gets +1 {O} for each boost on me.": "read",
    "If I have 2 or more boosts, I get +1 {V} for each card in your hand.": "read",
    "SPELL Target Character gets +2 {M} this turn for each Landmark you control.": "read",
    "SPELL Target Character gets +1 {V} this Day for each card in your discard pile.": "read",
    "SPELL Target Character you control gets +1 {O} until end of turn for each exhausted Character you control.": "read",
    "SPELL Characters you control get +1 {V} this turn for each card in your Reserve.": "read",
    "SPELL Until end of turn, Characters you control get +1 {M} for each Landmark you control.": "read",
    "SPELL Until the end of the turn, target Character gets +1 {O} for each token you control.": "read",
    "{J} I get +1 {V} this turn for each card in your hand.": "read",
    "{J} Another target Character gets +1 {M} this turn for each boost on me.": "read",
    "{H} Target Character gets +1 {V} this turn per Plant you control.": "read",
    "{R} I get +1 {O} this turn for each card in your Reserve.": "read",
    "At Noon — I get +1 {V} this turn for each card in your hand.": "read",
    "When I'm sacrificed — Target Character gets +1 {M} this turn for each card in your Reserve.": "read",
    "{J} If you control a Landmark, target Character gets +1 {V} this turn for each Landmark you control.": "read",
    "{J} You may discard a card from your hand. If you do, target Character gets +1 {V} this turn for each card in your hand.": "read",
    "SPELL Target Character gets +1 {V} this turn for each card discarded this way.": "refused",
    "SPELL Discard any number of cards from your hand. Target Character gets +1 {V} this turn for each card discarded this way.": "refused",
    "SPELL Target Character's statistics become 2/2/2 this turn for each card in your hand.": "refused",
    "SPELL Sacrifice any number of Characters. Draw twice that many cards.": "read",
    "SPELL Discard any number of cards from your Reserve. Draw twice that many cards.": "read",
    "SPELL Discard any number of cards from your Reserve. I gain twice that many boosts.": "read",
    "SPELL Sacrifice any number of Characters, then draw three times that many cards.": "refused",
    "{J} Discard any number of cards from your hand. I gain twice that many boosts.": "read",
    "{J} You may discard any number of cards from your Reserve to draw twice that many cards.": "read",
    "SPELL Draw two cards, then discard twice that many cards from your hand.": "refused",
    "SPELL Draw a card, then draw twice that many cards.": "read",
    "SPELL Discard any number of cards from your Reserve. Draw one times that many cards.": "refused",
    "SPELL Discard any number of cards from your Reserve. Draw half that many cards.": "refused",
    "{J} Sacrifice any number of other Characters. Create twice that many [Ordis Recruit 1/1/1] Soldier tokens in my Expedition.": "read",
    "SPELL Sacrifice any number of Characters you control. Draw a card for each Character sacrificed this way.": "read",
    "SPELL Discard up to three cards from your hand. Draw two cards for each card discarded this way.": "read",
    "SPELL Discard up to three Characters from your Reserve. I gain 1 boost for each Character discarded this way.": "read",
    "SPELL Discard up to three Characters from your Reserve. I gain 1 boost for each Spell discarded this way.": "refused",
    "SPELL Sacrifice up to two Characters. Draw a card for each Landmark sacrificed this way.": "refused",
    "SPELL Sacrifice up to two Landmarks. Draw a card for each Landmark sacrificed this way.": "refused",
    "SPELL Sacrifice up to two Landmarks. Draw a card for each Permanent sacrificed this way.": "read",
    "{J} Sacrifice any number of Permanents. I gain 1 boost for each Character sacrificed this way.": "refused",
    "{J} Sacrifice any number of Permanents. I gain 1 boost for each Permanent sacrificed this way.": "read",
    "{R} Sacrifice any number of Characters. I gain 1 boost for each card sacrificed this way.": "read",
    "SPELL Each player discards a card from their hand. Draw a card for each Spell discarded this way.": "refused",
    "SPELL Each player discards a card from their hand. Draw a card for each card discarded this way.": "read",
    "I cost {1} less for each card in your hand.": "read",
    "This card costs {1} less for each Landmark you control.": "read",
    "I cost {1} less for each boost on target Character.": "refused",
    "SPELL Draw X cards, where X is the number of cards in your Reserve.": "read",
    "{J} I gain X boosts, where X is the number of Landmarks you control.": "read",
    "{J} I gain 1 boost for each card in each player's Reserve.": "read",
    "{J} I gain 1 boost for each Character target opponent controls.": "read",
    "SPELL Target opponent discards a card from their hand for each Landmark you control.": "read",
}

WRONG_BEFORE: tuple[str, ...] = (
    # read before g3 and counted objects the text does not name (6.5.i), or a passive's count
    # of a target no passive chooses (6.5.b): now refused
    "SPELL Sacrifice any number of Permanents. Draw a card for each Character sacrificed this way.",
    "SPELL Sacrifice up to two Landmarks. Draw a card for each Character sacrificed this way.",
    "SPELL Sacrifice any number of tokens. Draw a card for each Character sacrificed this way.",
    "SPELL Sacrifice any number of Permanents. Draw a card for each Landmark sacrificed this way.",
    "SPELL Discard any number of cards from your hand. Draw a card for each Character discarded this way.",
    "I get +1/+1/+1 for each Character target opponent controls.",
)
