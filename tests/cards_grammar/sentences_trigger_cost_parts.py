"""Sibling sentences of triggers and costs as composable parts (issue 30, gram65; written
for these tests, never taken from a card set): each trigger event x its qualifiers — who
(1.2.2), what (any object description), where (zones 3, Expeditions 7.5), the Nth of a period
and a count reached — and each quick-action cost form x three effects, joined costs and a
Reaction's costs (7.1.4, 1.2.5, 6.4.a). Each sentence is READ as written here, or REFUSED with
the reason quoted (never read otherwise: ``test_trigger_cost_parts.py`` and
``benchmarks/trigger_cost_siblings.py`` measure them). The new grammar rules' sentences are
merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.trigger_cost_parts import X_COST_REFUSED

_NTH_REFUSED = "is read for cards played, drawn or discarded, tokens created, Gifts"
"""The reason an Nth event of a period the engine does not count is refused with."""
_UNREAD = "is not read by the card grammar"
"""A sentence the grammar stops in: the words it stopped at are named."""


NTH_IN_A_PERIOD: dict[str, dict[str, Any]] = {
    "When you play a Spell for the second time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you play a Character for the first time in a Day — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"]},
            "ordinal": 1,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you play a card from Reserve for the second time in an Afternoon — Draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "played_from": "reserve",
            "ordinal": 2,
            "per": "afternoon",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you sacrifice a Character for the third time in a turn — Draw a card.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "ordinal": 3,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character you control is sacrificed for the first time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "ordinal": 1,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you draw a card for the second time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "player": "you",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you draw a card for the third time in a Day — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "player": "you",
            "ordinal": 3,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you discard a card for the second time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "player": "you",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you create a token for the second time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you roll a die for the first time in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "ordinal": 1,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you make a Gift for the first time in a turn — Draw a card.": {
        "reaction": {
            "trigger": "you_make_a_gift",
            "ordinal": 1,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you receive a Gift for the second time in a Day — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_receive_a_gift",
            "ordinal": 2,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you play a card from Reserve for the first time each Afternoon — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "played_from": "reserve",
            "ordinal": 1,
            "per": "afternoon",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you draw a card for the second time each turn — Target Character gains 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "player": "you",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "When you play your second Spell in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you play your first Character from Reserve in a Day — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"]},
            "played_from": "reserve",
            "ordinal": 1,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you play your first card in an Afternoon — Draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "ordinal": 1,
            "per": "afternoon",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you sacrifice your second Character in a turn — Draw a card.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you draw your second card in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "player": "you",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you discard your second card in a Day — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "player": "you",
            "ordinal": 2,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you create your second token in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you roll your first die in a turn — Draw a card.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "ordinal": 1,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "The second time you play a Spell in a turn — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "The first time you sacrifice a Character in a Day — Draw a card.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "ordinal": 1,
            "per": "day",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "The first time you roll a die in an Afternoon — Draw a card.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "ordinal": 1,
            "per": "afternoon",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
"""The Nth event of a period said "in a turn / in a Day / in an Afternoon" (new,
gram65: the house voice's "each turn") in each of its wordings, and "each [period]" beside
it: every event the engine counts by period (4.2.3, 4.1)."""

NTH_REFUSED: dict[str, str] = {
    "When an opponent plays a card for the second time in a turn — I gain 1 boost.": _NTH_REFUSED,
    # a group subject: each Character counted apart or all together is not said (6.3.g)
    "When a Character leaves play for the first time in a turn — I gain 1 boost.": "counted apart",
    "When you play a Spell for the second time in a Morning — I gain 1 boost.": _NTH_REFUSED,
    "The second time a Character leaves play in a turn — Draw a card.": "counts no other event",
    "When you play your second Spell in a Morning — I gain 1 boost.": "played in the Afternoon",
}
"""The Nth event of a period for an event or period the engine does not count: refused,
named."""

HAVE_AT_LEAST: dict[str, dict[str, Any]] = {
    "When I have 4 or more Ember counters — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 4,
            "counter": "Ember",
            "filter": {"only_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I have 3 or more boosts — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "boost",
            "filter": {"only_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I have 3 or more boosts — Target Character gains 1 boost.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "boost",
            "filter": {"only_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "When I have at least 2 Kelon counters — I gain 1 boost.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 2,
            "counter": "Kelon",
            "filter": {"only_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I have five or more Sap counters — Draw 2 cards.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 5,
            "counter": "Sap",
            "filter": {"only_me": True},
            "effect": [{"action": "draw", "amount": 2}],
        }
    },
    "When I have 3 or more Ember counters, if I'm in {V} — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "Ember",
            "filter": {"only_me": True},
            "if": "i'm in {v}",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
""""When I have N or more [name] counters / boosts" (new, gram65): the gain
taking them to N or more (2.5, 6.3.b)."""

HAS_AT_LEAST: dict[str, dict[str, Any]] = {
    "When a Character you control has 3 or more boosts — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "boost",
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When another Character you control has 2 or more Ember counters — I gain 1 boost.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 2,
            "counter": "Ember",
            "filter": {"types": ["Character"], "controller": "you", "another": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character has at least 4 boosts — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 4,
            "counter": "boost",
            "filter": {"types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Permanent you control has 3 or more Kelon counters — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "Kelon",
            "filter": {"types": ["Permanent"], "controller": "you"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a token you control has 2 or more boosts — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 2,
            "counter": "boost",
            "filter": {"controller": "you", "tokens": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character in my Expedition has 3 or more boosts — Draw a card.": {
        "reaction": {
            "trigger": "counter_reaches",
            "amount": 3,
            "counter": "boost",
            "filter": {"in_my_expedition": True, "types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
"""The same count reached by any object a gain trigger describes (new, gram65): "When a
Character you control has 3 or more boosts" (2.5, 6.3.b, 7.3.16.a)."""
HAS_REFUSED: dict[str, str] = {
    "When a Spell has 3 or more boosts \u2014 Draw a card.": "Permanent or token in play only",
}
"""A count reached by an object that has no counters in play: refused, named."""

HAVE_UNREAD: dict[str, str] = {
    "When I have exactly 3 boosts — Draw a card.": _UNREAD,
}
"""A count reached said otherwise: left to the judge."""

ONE_OR_MORE: dict[str, dict[str, Any]] = {
    "When one or more Characters leave play — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"]},
            "once_per_event": True,
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one or more Characters join your Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "filter": {"types": ["Character"]},
            "once_per_event": True,
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one or more of your Characters are sacrificed — Draw a card.": {
        "reaction": {
            "trigger": "player_sacrifices",
            "filter": {"controller": "you"},
            "once_per_event": True,
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When one or more cards are discarded from your Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "discarded_from": "reserve",
            "once_per_event": True,
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one or more tokens join your Expeditions — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "filter": {"tokens": True},
            "once_per_event": True,
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you draw one or more cards — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_cards",
            "player": "you",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent draws one or more cards — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_cards",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you roll one or more dice — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_roll_dice",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you create one or more tokens — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_tokens",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When two or more Characters leave play — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"]},
            "once_per_event": True,
            "at_least": 2,
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
}
""""When one / two or more [objects] …": once per event (6.1.c, 6.3.g)."""

WHO: dict[str, dict[str, Any]] = {
    "When a player plays a Spell — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "player": "any",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent plays a Spell — I gain 1 boost.": {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player draws a card — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent draws a card — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_draws_a_card",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player discards a card — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent discards a card — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player sacrifices a Character — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_sacrifices",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent sacrifices a Character — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_sacrifices",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player Resupplies — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_resupplies",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent Resupplies — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_resupplies",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player passes — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_passes",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When you pass — I gain 1 boost.": {
        "reaction": {
            "trigger": "player_passes",
            "player": "you",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent rolls a die — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player rolls a die — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "player": "any",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent creates a token — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent takes control of a Character — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_take_control",
            "player": "opponent",
            "filter": {"types": ["Character"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent plays a Character from Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Character"]},
            "played_from": "reserve",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a player plays a Permanent from hand — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Permanent"]},
            "played_from": "hand",
            "player": "any",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
}
"""Who acts: "When you / an opponent / a player …" (1.2.2) x the players' events."""

WHAT_WHERE: dict[str, dict[str, Any]] = {
    "When a Character with a boost leaves play — Draw a card.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"statuses": ["Boosted"], "types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When another Character you control gains Anchored — Draw a card.": {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"types": ["Character"], "controller": "you", "another": True},
            "status": "Anchored",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Spell is discarded from your hand — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Spell"]},
            "discarded_from": "hand",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a token Character leaves play — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "tokens": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins your Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "filter": {"types": ["Character"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a card leaves your Discard pile — I gain 1 boost.": {
        "reaction": {
            "trigger": "card_leaves_your_discard_pile",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins my Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins your hero Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_one_of_your_expeditions",
            "filter": {"in_your_expedition": "hero"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins your companion Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_one_of_your_expeditions",
            "filter": {"in_your_expedition": "companion"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character leaves my Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_leaves_my_expedition",
            "filter": {},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character joins an opponent's Expedition — I gain 1 boost.": {
        "reaction": {
            "trigger": "character_joins_an_opponents_expedition",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Permanent joins your Landmarks — I gain 1 boost.": {
        "reaction": {
            "trigger": "permanent_joins_your_landmarks",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When a Character goes to Reserve — I gain 1 boost.": {
        "reaction": {
            "trigger": "object_goes_to_reserve",
            "filter": {"types": ["Character"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When an opponent's Expedition moves forward — I gain 1 boost.": {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_forward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When one of your Expeditions moves backward — I gain 1 boost.": {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_backward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When my Expedition fails to move forward — I gain 1 boost.": {
        "reaction": {
            "trigger": "my_expedition_fails_to_move_forward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    # read since gram81: the controller's Hero Expedition moving (7.3.25.a, 7.2.3.a)
    "When your hero Expedition moves forward — I gain 1 boost.": {
        "reaction": {
            "trigger": "your_hero_expedition_moves_forward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
}
"""What (any object description) and where (zones 3, Expeditions 7.5)."""

WHAT_WHERE_UNREAD: dict[str, str] = {
    # refused by name since gram74: who exhausts is recorded only for "you" (7.3.13.a)
    "When an opponent exhausts a card in Reserve — I gain 1 boost.": "not recorded by the engine",
    "When a Character leaves your Reserve — I gain 1 boost.": "card leaving is not read",
    "When a card joins your Discard pile from your Mana zone — I gain 1 boost.": _UNREAD,
    "When the last Character leaves my Expedition — Draw a card.": _UNREAD,
}
"""Events and places the engine does not watch: left to the judge."""

REMOVE_BOOSTS: dict[str, dict[str, Any]] = {
    "Remove 2 boosts from me: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 2, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Remove 2 boosts from me: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 2, "counter": "boost"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "Remove two boosts from me: I gain 1 Ember counter.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 2, "counter": "boost"},
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Ember", "subject": "self"}
            ],
        }
    },
    "Remove 2 of my boosts: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 2, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{T}, Remove a boost from me: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 1, "counter": "boost"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "{1}, Remove a boost from me: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 1, "spend": 1, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{T} and remove 2 boosts from me: Draw 2 cards.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 2, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 2}],
        }
    },
}
"""A quick action's cost "Remove N boosts from me" (new, gram65): spending
them (7.3.38.a) x three effects."""

X_COSTS: dict[str, str] = {
    "Pay {X}: I gain X boosts.": X_COST_REFUSED,
    "{X}: I gain X boosts.": X_COST_REFUSED,
    "{X}, {T}: I gain X boosts.": X_COST_REFUSED,
    "{X}, {T}, Sacrifice a Character: Draw X cards.": X_COST_REFUSED,
}
"""A mana cost of X chosen as the quick action is played (7.1.4.c): refused, named. (X
counters spent, 2.5.h, are read since eng76: sentences_x_costs.py.)"""

COSTS: dict[str, dict[str, Any]] = {
    "{T}, Spend 2 of my Ember counters: I gain 2 boosts.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 2, "counter": "Ember"},
            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    },
    "{T}, Spend 2 of my Ember counters: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 2, "counter": "Ember"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{T}, Spend 2 of my Ember counters: Target Character gains 2 boosts.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 2, "counter": "Ember"},
            "effect": [{"action": "give_boost", "amount": 2, "subject": "target_character"}],
        }
    },
    "Spend 2 of my boosts: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 2, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Spend 1 of my boosts: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {"mana": 0, "spend": 1, "counter": "boost"},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "Sacrifice a Character: I gain 1 boost.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "Sacrifice a Character: Draw a card.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Sacrifice a Character: Target Character gains 2 boosts.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            },
            "effect": [{"action": "give_boost", "amount": 2, "subject": "target_character"}],
        }
    },
    "Sacrifice another Character: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "filter": {"another": True},
                    }
                ],
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "Discard a card from your hand: I gain 1 boost.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "Discard a card from your hand: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "Discard a card from your hand: I gain 1 Ember counter.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            },
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Ember", "subject": "self"}
            ],
        }
    },
    "{T}, Discard a card from your hand: Draw a card.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Pay {1}: I gain 1 boost.": {
        "quick_action": {
            "cost": {"mana": 1},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "Pay {1}, {T}: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 1, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Pay {2}: Target Character gains 1 boost.": {
        "quick_action": {
            "cost": {"mana": 2},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "{T}, Sacrifice a Character and discard a card from your hand: Draw 2 cards.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [
                    {"action": "sacrifice", "subject": "a_character_you_control"},
                    {"action": "discard", "subject": "a_card_from_your_hand"},
                ],
            },
            "effect": [{"action": "draw", "amount": 2}],
        }
    },
    "Spend 2 of my boosts and discard a card from your hand: Draw 2 cards.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "spend": 2,
                "counter": "boost",
                "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            },
            "effect": [{"action": "draw", "amount": 2}],
        }
    },
    "{T} and spend 1 of my boosts: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 1, "counter": "boost"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
"""Each cost form (7.1.4, 1.2.5) x three effects, and joined costs (6.4.a)."""

REACTION_COSTS: dict[str, dict[str, Any]] = {
    "When you play a Spell — You may spend 2 of my boosts to draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "spend_counters",
                    "amount": 2,
                    "counter": "boost",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "to_pay": True,
                }
            ],
        }
    },
    "When you play a Spell — You may remove 2 boosts from me to draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "remove_counters",
                    "subject": "self",
                    "amount": 2,
                    "counter": "boost",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "to_pay": True,
                }
            ],
        }
    },
    "When you play a Spell — You may pay {1} to have me gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "have_do",
                    "do": {"action": "give_boost", "amount": 1, "subject": "self"},
                    "pay": 1,
                    "may": True,
                }
            ],
        }
    },
    "When you play a Spell — You may sacrifice a Character to draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "to_pay": True,
                }
            ],
        }
    },
    "When you play a Spell — You may discard a card from your hand to draw two cards.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "may": True,
                    "then": [{"action": "draw", "amount": 2}],
                    "to_pay": True,
                }
            ],
        }
    },
}
"""A Reaction's cost: "You may [cost] to [effect]" (6.1.d, 6.5.f)."""

COSTS_UNREAD: dict[str, str] = {
    "Exhaust two Characters you control: Draw a card.": _UNREAD,
}
"""Costs that do not say enough (which zone) or that the engine does not pay: left to the judge."""

READ_GROUPS = (
    NTH_IN_A_PERIOD,
    HAVE_AT_LEAST,
    HAS_AT_LEAST,
    ONE_OR_MORE,
    WHO,
    WHAT_WHERE,
    REMOVE_BOOSTS,
    COSTS,
    REACTION_COSTS,
)
"""The groups read as written."""
REFUSED_GROUPS = (NTH_REFUSED, HAS_REFUSED, X_COSTS, HAVE_UNREAD, WHAT_WHERE_UNREAD, COSTS_UNREAD)
"""The groups left to the judge, each with (a part of) its reason."""
SIBLINGS: tuple[str, ...] = tuple(t for g in (*READ_GROUPS, *REFUSED_GROUPS) for t in g)
"""Every sibling sentence, in the order written (benchmarks/trigger_cost_siblings.py)."""

READINGS_TRIGGER_COST_PARTS: dict[str, dict[str, Any]] = {
    t: r for g in READ_GROUPS for t, r in g.items()
}
REFUSED_TRIGGER_COST_PARTS: dict[str, str] = {**HAS_REFUSED, **X_COSTS}
"""Refused by the new rules themselves, with their reasons (test_rules.py)."""
RULE_SENTENCES_TRIGGER_COST_PARTS: dict[str, tuple[str, ...]] = {
    "ev_i_have_at_least": tuple(HAVE_AT_LEAST),
    "ev_has_at_least": (*HAS_AT_LEAST, *HAS_REFUSED),
    "remove_boosts_cost": tuple(REMOVE_BOOSTS),
    "x_cost": tuple(X_COSTS),
}
HAVE_BOOSTS = "When I have 3 or more boosts \u2014 Draw a card."
HAVE_KELON = "When I have at least 2 Kelon counters \u2014 I gain 1 boost."
ALLY_HAS_BOOSTS = "When a Character you control has 3 or more boosts \u2014 Draw a card."
THIRD_SACRIFICE = "When you sacrifice a Character for the third time in a turn \u2014 Draw a card."
SECOND_TOKEN = "When you create a token for the second time in a turn \u2014 I gain 1 boost."
SECOND_SPELL = "When you play a Spell for the second time in a turn \u2014 I gain 1 boost."
REMOVE_TWO = "Remove 2 boosts from me: Draw a card."
TAP_REMOVE_ONE = "{T}, Remove a boost from me: Target Character gains 1 boost."
BOARD_SENTENCES_TRIGGER_COST_PARTS = (
    HAVE_BOOSTS,
    HAVE_KELON,
    ALLY_HAS_BOOSTS,
    THIRD_SACRIFICE,
    SECOND_TOKEN,
    SECOND_SPELL,
    REMOVE_TWO,
    TAP_REMOVE_ONE,
)
"""Played on boards in ``test_board_trigger_cost_parts.py``."""
