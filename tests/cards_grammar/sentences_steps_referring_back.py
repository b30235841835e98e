"""Printed sentences whose later steps refer back to earlier ones (gram52, issue 30; written
for these tests in the cards' printing style, several designers' voices): a step said
"again" / "once more" (6.5.i), "if it had / was …" after the step that moved or changed "it"
(6.3.j, 6.3.k), "for each [noun] among them" (6.5.i) — semantics/again_steps.py,
engine/steps/afterwards.py. Played on boards in ``test_board_steps_referring_back.py``.
Merged into :mod:`.sentences`.

``SIBLINGS`` is the list written before building (other verbs, objects and amounts than the
blind set's): those read are asserted executable by the tests, the rest are what is still
missing (``NOT_YET``)."""

from __future__ import annotations

from typing import Any

DRAW_AGAIN = "{J} Draw a card. If you control a Mage, draw a card again."
BOOST_ONCE_MORE = "{J} Target Character gains 1 boost. Then it gains 1 boost once more."
WAS_A_TOKEN = "{J} Send target Character you control to Reserve. If it was a token, draw a card."
WAS_BOOSTED = "{J} Send target Character to Reserve. If it was a Boosted Character, draw a card."
"""Also a rule sentence of ``it_was_a_cond`` (sentences_either_events.py)."""
TOKENS_AMONG_THEM = (
    "{J} Send up to two target Characters you control to Reserve. "
    "Draw a card for each token among them."
)
SPELLS_AMONG_THOSE = (
    "{J} Discard up to two cards from your hand. I gain 1 boost for each Spell among those."
)

TOKENS_INSTEAD = "{J} Each other Character you control gains 1 boost. Tokens gain 2 boosts instead."
THOSE_IN_FOREST_MORE = (
    "{J} Each Character you control gains 1 boost. Those in {V} gain an additional boost."
)
PLANTS_ONE_MORE = "{J} Each Character you control gains 1 boost. Plants gain one more boost."
TOKENS_MORE = "{J} Each Character you control gains 1 boost. Tokens gain 1 more boost."
BOOSTED_ONES = "{J} Each Character you control gains 1 boost. Exhausted ones gain [[Anchored]]."
ONES_ALONE = "{J} Exhausted ones gain 1 boost."
"""Refused: "ones" names no group a step before acted on."""

INSTEAD_AFTER_A_DRAW = "{J} Draw a card. Tokens gain 2 boosts instead."
"""Refused: the step before acts on no group of objects."""
INSTEAD_NOT_AMONG = (
    "{J} Each Character you control gains 1 boost. "
    "Tokens an opponent controls gain 2 boosts instead."
)
"""Refused: an opponent's tokens are no part of the Characters you control."""
THOSE_ALONE = "{J} Those in {V} gain 1 boost."
"""Refused: "those" names no group a step before acted on."""
MORE_AFTER_A_TARGET = "{J} Target Character gains 1 boost. Tokens gain 1 more boost."
"""Refused: "more" of the tokens of no group (not every token in play)."""
MORE_OF_ANOTHER_COUNTER = (
    "{J} Each Character you control gains 1 Ember counter. Tokens gain 1 more Kelon counter."
)
"""Refused: the group was given no Kelon counter to give "more" of (not every token in play)."""
MORE_AFTER_ANOTHER_STEP = "{J} Exhaust each Character you control. Tokens gain 1 more boost."
"""Refused: the step before gives its group no boost."""
THOSE_IN_YOUR_RESERVE = "{J} Each Character gains 1 boost. Those in your Reserve gain 1 more boost."
"""Refused: "those in your Reserve" is no part of the Characters in play (it read as all)."""
THOSE_IN_TARGET_EXPEDITION = (
    "{J} Each Character gains 1 boost. Those in target Expedition gain 1 more boost."
)
"""Refused: the target Expedition's subject is not read as a part of the group yet."""
INSTEAD_THE_WHOLE_GROUP = (
    "{J} Each Character you control gains 1 boost. "
    "Each Character you control gains 2 boosts instead."
)
"""Refused: "instead" says no part of the group."""

ALREADY_HAD_ONE_OR_MORE = (
    "{J} Target Character gains 2 Kelon counters. If it already had one or more, draw a card."
)
ALREADY_HAD_A_BOOST = "{J} Target Character gains 1 boost. If it already had a boost, draw a card."
ALREADY_HAD_AFTER_A_DRAW = "{J} Draw a card. If it already had one or more, draw a card."
"""Refused: the step before gives no boosts or counters for the noun left out."""

COUNTERS_IT_HAD = (
    "{J} You may sacrifice a Character you control. "
    "If you do, draw a card for each Kelon counter it had."
)
BOOSTS_IT_HAD = "{J} Sacrifice a Character you control. I gain 1 boost for each boost it had."
HAD_AFTER_A_DRAW = "{J} Draw a card. Draw a card for each boost it had."
"""Refused: the draw acted on no object that had boosts."""

IN_IT_AHEAD = "At Dusk — If one of your Expeditions is ahead, each Character in it gains 1 boost."
IN_IT_TIED = "{J} If one of your Expeditions is tied, Characters in it gain [[Anchored]]."
ONE_OF_YOURS_MOVES = "{J} If one of your Expeditions is behind, it moves forward one region."
"""Refused: which of them moves is not said (both may be behind)."""

SABOTAGE_AGAIN_ALONE = "{J} Draw a card. Sabotage again."
"""Refused: no Sabotage before it to do again."""
RESUPPLY_ONCE_MORE_ALONE = "{J} Draw a card. If you control a Mage, Resupply once more."
"""Refused: no Resupply before it."""


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_EACH_ONE = {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}

READINGS_STEPS_REFERRING_BACK: dict[str, dict[str, Any]] = {
    IN_IT_AHEAD: {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"expedition_ahead": True},
                    "if": "one of your expeditions is ahead",
                }
            ],
        }
    },
    IN_IT_TIED: _j(
        {
            "action": "gain_status",
            "status": "Anchored",
            "subject": "characters_you_control",
            "filter": {"expedition_standing": "tied"},
            "if": "one of your expeditions is tied",
        }
    ),
    COUNTERS_IT_HAD: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "may": True,
            "then": [{"action": "draw", "amount": 1, "per": "kelon counter it had"}],
        }
    ),
    BOOSTS_IT_HAD: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "then": [
                {"action": "give_boost", "amount": 1, "subject": "self", "per": "boost it had"}
            ],
        }
    ),
    ALREADY_HAD_ONE_OR_MORE: _j(
        {
            "action": "gain_counters",
            "amount": 2,
            "counter": "Kelon",
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "if": "it had one or more kelon counters"}],
        }
    ),
    ALREADY_HAD_A_BOOST: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "if": "it had a boost"}],
        }
    ),
    TOKENS_INSTEAD: _j(
        {**_EACH_ONE, "filter": {"another": True, "none_of": [{"tokens": True}]}},
        {**_EACH_ONE, "amount": 2, "filter": {"another": True, "tokens": True}},
    ),
    THOSE_IN_FOREST_MORE: _j(_EACH_ONE, {**_EACH_ONE, "filter": {"in_terrain": "forest"}}),
    PLANTS_ONE_MORE: _j(_EACH_ONE, {**_EACH_ONE, "filter": {"subtypes": ["Plant"]}}),
    TOKENS_MORE: _j(_EACH_ONE, {**_EACH_ONE, "filter": {"tokens": True}}),
    BOOSTED_ONES: _j(
        _EACH_ONE,
        {
            "action": "gain_status",
            "status": "Anchored",
            "subject": "characters_you_control",
            "filter": {"statuses": ["Exhausted"]},
        },
    ),
    DRAW_AGAIN: _j(
        {"action": "draw", "amount": 1},
        {"action": "draw", "amount": 1, "if": "you control a mage"},
    ),
    BOOST_ONCE_MORE: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ),
    WAS_A_TOKEN: _j(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"controller": "you"},
            "then": [{"action": "draw", "amount": 1, "if": "it was a token"}],
        }
    ),
    WAS_BOOSTED: _j(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "then": [{"action": "draw", "amount": 1, "if": "it was a boosted character"}],
        }
    ),
    TOKENS_AMONG_THEM: _j(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"controller": "you"},
            "up_to": 2,
            "then": [{"action": "draw", "amount": 1, "per": "token among them"}],
        }
    ),
    SPELLS_AMONG_THOSE: _j(
        {
            "action": "discard",
            "subject": "a_card_from_your_hand",
            "up_to": 2,
            "then": [
                {"action": "give_boost", "amount": 1, "subject": "self", "per": "spell among them"}
            ],
        }
    ),
}

RULE_SENTENCES_STEPS_REFERRING_BACK: dict[str, tuple[str, ...]] = {
    "again_chain": (DRAW_AGAIN, BOOST_ONCE_MORE, SABOTAGE_AGAIN_ALONE, RESUPPLY_ONCE_MORE_ALONE),
    "per_among_chain": (TOKENS_AMONG_THEM, SPELLS_AMONG_THOSE),
    "counted_among": (TOKENS_AMONG_THEM, SPELLS_AMONG_THOSE),
    "subset_instead": (
        TOKENS_INSTEAD,
        INSTEAD_AFTER_A_DRAW,
        INSTEAD_NOT_AMONG,
        INSTEAD_THE_WHOLE_GROUP,
    ),
    "in_it_expedition": (IN_IT_AHEAD, IN_IT_TIED),
    "it_expedition_moves": (ONE_OF_YOURS_MOVES,),
    "per_had_chain": (COUNTERS_IT_HAD, BOOSTS_IT_HAD, HAD_AFTER_A_DRAW),
    "counted_had": (COUNTERS_IT_HAD, BOOSTS_IT_HAD),
    "it_already_had_cond": (
        ALREADY_HAD_ONE_OR_MORE,
        ALREADY_HAD_A_BOOST,
        ALREADY_HAD_AFTER_A_DRAW,
    ),
    "those_qualified": (
        THOSE_IN_FOREST_MORE,
        THOSE_ALONE,
        BOOSTED_ONES,
        ONES_ALONE,
        THOSE_IN_YOUR_RESERVE,
        THOSE_IN_TARGET_EXPEDITION,
    ),
    "more_number": (
        TOKENS_MORE,
        MORE_AFTER_A_TARGET,
        MORE_OF_ANOTHER_COUNTER,
        MORE_AFTER_ANOTHER_STEP,
    ),
    "more_one": (PLANTS_ONE_MORE, THOSE_IN_FOREST_MORE),
}

REFUSED_STEPS_REFERRING_BACK: dict[str, str] = {
    ONE_OF_YOURS_MOVES: "'it' does not refer to anything",
    HAD_AFTER_A_DRAW: "'for each boost it had' counts no step before it",
    ALREADY_HAD_AFTER_A_DRAW: "'it already had' names no boosts or counters",
    INSTEAD_AFTER_A_DRAW: "'instead' after no step on a group of objects",
    INSTEAD_NOT_AMONG: "this part is not among the group",
    THOSE_ALONE: "names no group a step before acted on",
    ONES_ALONE: "names no group a step before acted on",
    THOSE_IN_YOUR_RESERVE: "this part of the group is not read yet",
    THOSE_IN_TARGET_EXPEDITION: "this part of the group is not read yet",
    MORE_AFTER_A_TARGET: "'more' of a group after a step on no group of objects",
    MORE_OF_ANOTHER_COUNTER: "'more' of what the step before does not give its group",
    MORE_AFTER_ANOTHER_STEP: "'more' of what the step before does not give its group",
    INSTEAD_THE_WHOLE_GROUP: "'instead' says no part of the group",
    SABOTAGE_AGAIN_ALONE: "'again' repeats no step said before it",
    RESUPPLY_ONCE_MORE_ALONE: "'again' repeats no step said before it",
}

BOARD_SENTENCES_STEPS_REFERRING_BACK: tuple[str, ...] = (
    DRAW_AGAIN,
    BOOST_ONCE_MORE,
    WAS_A_TOKEN,
    TOKENS_AMONG_THEM,
    TOKENS_INSTEAD,
    THOSE_IN_FOREST_MORE,
)

SIBLINGS_READ: tuple[str, ...] = (
    # repetition (6.5.i)
    "{J} Draw a card. If you control three or more Characters, draw a card again.",
    "{J} Sabotage twice.",
    "{J} Draw a card three times.",
    "{J} Exhausted Resupply three times.",
    "{J} Sabotage. If you control a Mage, Sabotage again.",
    "{J} Resupply. If you have no cards in hand, Resupply again.",
    "{J} Target Character gains 1 boost. Then it gains 1 boost again.",
    "{J} Create an Ordis Recruit token in my Expedition. If you control a Plant, "
    "create an Ordis Recruit token in my Expedition again.",
    "{J} Up to two target Characters gain 1 boost, three times.",
    # "instead" / "more" for part of an earlier step's group (6.1.e)
    "{J} Each other Character you control gains 1 boost. Tokens gain 2 boosts instead.",
    "{J} Each Character you control gains 1 boost. Characters in {V} gain 2 boosts instead.",
    "{J} Each Character you control gains 1 Kelon counter. Tokens gain 2 Kelon counters instead.",
    "{J} Each Character you control gains 1 boost. Plants gain 3 boosts instead.",
    "{J} Each Character you control gains 1 boost. Those in {V} gain 1 more boost.",
    "{J} Each Character you control gains 1 boost. Those in {O} gain 2 more boosts.",
    "{J} Each Character you control gains 1 boost. Tokens gain 1 more boost.",
    # "it": the Expedition a condition names (7.5.2)
    "At Dusk — If one of your Expeditions is ahead, each Character in it gains 1 boost.",
    "At Noon — If one of your Expeditions is ahead, each Character in it gains 1 Kelon counter.",
    # "instead" / "more" for one object
    "{J} Target Character gains 1 boost. If it is a token, it gains 3 boosts instead.",
    "{J} Target Character gains 2 boosts. If it is a Plant, it gains 1 more boost.",
    # the result of an earlier step (6.5.i)
    "{J} Discard up to two cards from your hand. Draw a card for each card discarded this way.",
    "{J} Sacrifice up to two Characters. Create an Ordis Recruit token in my Expedition for "
    "each Character sacrificed this way.",
    "{J} Send up to two target Characters you control to Reserve. "
    "Draw a card for each token among them.",
    "{J} Exhaust up to two target Characters. Draw a card for each Plant among them.",
    "{J} Return up to two target Characters you control to their owners' hands. "
    "I gain 1 boost for each Character returned this way.",
    "{J} Sacrifice any number of Characters. I gain 2 boosts for each Character sacrificed "
    "this way.",
    "{J} Discard any number of cards from your hand. Draw that many cards.",
    "{J} Send up to two target Characters you control to Reserve. I gain 1 boost for each "
    "Character sent this way.",
    "{J} Discard up to two cards from your hand. I gain 1 boost for each Spell among them.",
    # what it was or had before the step (6.3.j, 6.3.k)
    "{J} You may sacrifice a Character you control. If you do, draw a card for each Kelon "
    "counter it had.",
    "{J} Sacrifice a Character you control. Draw a card for each boost it had.",
    "{J} Send target Character you control to Reserve. If it was a token, draw a card.",
    "{J} Sacrifice a Character. If it was a Plant, draw two cards.",
    "{J} Return target Character to its owner's hand. If it had 2 or more boosts, draw a card.",
    "{J} Sacrifice a Character you control. If it had a Kelon counter, create two Ordis "
    "Recruit tokens in my Expedition.",
    "{J} Discard a card from your hand. If it was a Spell, draw a card.",
    "{J} Target Character gains 1 boost. If it already had a boost, draw a card.",
    "{J} Target Character gains 2 Kelon counters. If it already had one or more, draw a card.",
)
"""Siblings the reader executes (asserted by test_board_steps_referring_back.py)."""

SIBLINGS_AFTER: tuple[str, ...] = (
    "{J} Characters you control gain 1 boost. Those with [[Defender]] gain 1 more boost.",
    "{J} Exhaust each Character you control. Ready those in {V}.",
    "{J} Sacrifice up to two Characters. Draw a card for each token among them.",
    "{J} Return target Character to its owner's hand. If it was a token, create an Ordis "
    "Recruit token in my Expedition.",
    "{J} Target opponent sacrifices a Character. If it had a boost, draw a card.",
    "{J} Resupply. Then Resupply once more.",
    "{J} Sabotage, then Sabotage again.",
    "{J} Draw two cards. If you have no cards in Reserve, draw two cards again.",
    "{J} Each Character you control gains 1 boost. Those in {M} gain [[Anchored]].",
    "{J} Send up to two target Characters to Reserve. Create an Ordis Recruit token in my "
    "Expedition for each token among them.",
    "{J} Each Character you control gains 1 Kelon counter. Plants gain 2 more Kelon counters.",
    "{J} Discard a card from your hand. If it was a Character, I gain 2 boosts.",
    "{J} Sacrifice a Character you control. If it was Boosted, draw two cards.",
    "{J} Sacrifice a Character you control. If it had no boosts, draw a card.",
    "{J} Each Character you control gains 2 boosts. Tokens gain 1 boost instead.",
    "{J} Exhaust up to two target Characters. I gain 1 boost for each exhausted Character "
    "among them.",
    "{J} Each Character you control gains 1 boost. Boosted ones gain 1 more boost.",
)
"""Siblings written after building, in other constructions and wordings (other verbs after
"those", "ones", other counts "among them", other past conditions): asserted executable too.
Not read of that list: "Your Characters gain 1 boost. Plants gain 2 boosts instead." (the
group said "Your Characters" is not read as a step's subject)."""

NOT_YET: tuple[str, ...] = (
    # "it": the Expedition a condition names, as a place
    "{J} If one of your Expeditions is behind, create an Ordis Recruit token in it.",
    # Mana Orbs (another builder's cluster)
    "{J} You may put up to two cards from your Reserve in your Mana zone (as exhausted Mana "
    "Orbs). Draw a card for each card put this way.",
)
"""Siblings still not executed (or read too widely) — what is missing, kept as a list."""
