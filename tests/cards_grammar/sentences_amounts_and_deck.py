"""Printed sentences of the grammar's block "amounts, costs and the Deck as slots" (issue 30;
written for these tests from CR 6.5.d and 6.5.i in the cards' printing style): their readings
and rules, and those played on a board (``test_board_amounts_and_deck.py``). Merged into
:mod:`.sentences`."""

from __future__ import annotations

from typing import Any

# ---- a bound on a count, every way it is said (6.5.d)
ONE_OR_FEWER_IN_HAND = "{J} If you have one or fewer cards in your hand, draw two cards."
FEWER_THAN_TWO_TOKENS = "At Noon — If you control fewer than two tokens, draw a card."
AT_MOST_ONE_CHARACTER = "{J} If you control at most one Character, draw a card."
NO_MORE_THAN_TWO_PLANTS = "{R} If you control no more than two Plants, I gain 2 boosts."
MORE_THAN_THREE_ORBS = "{J} If you have more than three Mana Orbs, draw a card."
NO_FEWER_THAN_TWO_IN_RESERVE = (
    "{H} If you have no fewer than two cards in your Reserve, I gain 1 boost."
)

# ---- counted amounts: "for every N", "…, up to a max of N" (6.5.i)
EVERY_TWO_TOKENS = "{H} Draw a card for every two tokens you control."
EVERY_TWO_PLANTS_BOOST = "{J} I gain 1 boost for every two Plants you control."
EVERY_THREE_CHARACTERS_TOKEN = (
    "{J} Create an [Ordis Sentry 1/0/1] Soldier token in my Expedition for every three "
    "Characters you control."
)
EVERY_TWO_RESERVE_COUNTERS = (
    "{R} Target Character gains 1 Kelon counter for every two cards in your Reserve."
)
EACH_PLANT_UP_TO_THREE = "{J} Draw a card for each Plant you control, up to a max of three."
TOKENS_UP_TO_TWO = (
    "{J} Create an [Ordis Sentry 1/0/1] Soldier token in my Expedition for each Plant you "
    "control, up to a max of two."
)


def _on_play(step: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


def _draw_if(condition: str, amount: int = 1) -> dict[str, Any]:
    return _on_play({"action": "draw", "amount": amount, "if": condition})


_SENTRY = "Ordis Sentry 1/0/1 Soldier"

READINGS_AMOUNTS_AND_DECK: dict[str, dict[str, Any]] = {
    ONE_OR_FEWER_IN_HAND: _draw_if("you have one or fewer cards in your hand", 2),
    FEWER_THAN_TWO_TOKENS: {
        "reaction": {
            "trigger": "at_noon",
            "effect": [{"action": "draw", "amount": 1, "if": "you control fewer than two tokens"}],
        }
    },
    AT_MOST_ONE_CHARACTER: _draw_if("you control at most one character"),
    NO_MORE_THAN_TWO_PLANTS: _on_play(
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "self",
            "if": "you control no more than two plants",
        },
        "played_from_reserve",
    ),
    MORE_THAN_THREE_ORBS: _draw_if("you have more than three mana orbs"),
    NO_FEWER_THAN_TWO_IN_RESERVE: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "if": "you have no fewer than two cards in your reserve",
        },
        "played_from_hand",
    ),
    EVERY_TWO_TOKENS: _on_play(
        {"action": "draw", "per": "token you control", "per_every": 2}, "played_from_hand"
    ),
    EVERY_TWO_PLANTS_BOOST: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "per": "plants you control",
            "subject": "self",
            "per_every": 2,
        }
    ),
    EVERY_THREE_CHARACTERS_TOKEN: _on_play(
        {
            "action": "create",
            "token": _SENTRY,
            "amount": 1,
            "subject": "my_expedition",
            "per": "characters you control",
            "per_every": 3,
        }
    ),
    EVERY_TWO_RESERVE_COUNTERS: _on_play(
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Kelon",
            "per": "card in your reserve",
            "subject": "target_character",
            "per_every": 2,
        },
        "played_from_reserve",
    ),
    EACH_PLANT_UP_TO_THREE: _on_play({"action": "draw", "per": "plant you control", "per_most": 3}),
    TOKENS_UP_TO_TWO: _on_play(
        {
            "action": "create",
            "token": _SENTRY,
            "amount": 1,
            "subject": "my_expedition",
            "per": "plant you control",
            "per_most": 2,
        }
    ),
}

RULE_SENTENCES_AMOUNTS_AND_DECK: dict[str, tuple[str, ...]] = {
    # every counted step takes "for every N" at the chain (gram42: no step's rule of its own)
    "per_every_chain": (
        EVERY_THREE_CHARACTERS_TOKEN,
        EVERY_TWO_TOKENS,
        EVERY_TWO_PLANTS_BOOST,
        EVERY_TWO_RESERVE_COUNTERS,
        "{J} Target opponent draws a card for every two Characters you control.",
    ),
}

REFUSED_AMOUNTS_AND_DECK: dict[str, str] = {
    # a fixed amount has no count to cap
    "{J} Draw two cards, up to a max of three.": "up to a max of",
}
RULE_SENTENCES_AMOUNTS_AND_DECK["max_total_chain"] = (
    EACH_PLANT_UP_TO_THREE,
    TOKENS_UP_TO_TWO,
    *REFUSED_AMOUNTS_AND_DECK,
)

READINGS_AMOUNTS_AND_DECK[
    "{J} Target opponent draws a card for every two Characters you control."
] = _on_play(
    {
        "action": "draw",
        "amount": 1,
        "subject": "target_opponent",
        "per": "characters you control",
        "per_every": 2,
    }
)

BOARD_SENTENCES_AMOUNTS_AND_DECK: tuple[str, ...] = (
    FEWER_THAN_TWO_TOKENS,
    EVERY_TWO_PLANTS_BOOST,
    EACH_PLANT_UP_TO_THREE,
)

# ---- "for each of my [name] counters": the counters on me (2.5.c)
EACH_OF_MY_ARCANE = "{R} Draw a card for each of my Arcane counters."
NUMBER_OF_MY_BOOSTS = "{J} Target Character gains boosts equal to the number of my boosts."

# ---- a die's result as an amount: all of it or half, rounded (7.3.33.b)
HALF_ROUNDED_DOWN = "{J} Roll a die. Draw cards equal to half the result, rounded down."
HALF_ROUNDED_UP = "{J} Roll a die. I gain boosts equal to half the result, rounded up."
WHOLE_RESULT_COUNTERS = "{J} Roll a die. I gain Kelon counters equal to the result."


def _roll(outcomes: list[tuple[int, int, dict[str, Any]]]) -> dict[str, Any]:
    said = [{"low": lo, "high": hi, "effect": [step]} for lo, hi, step in outcomes]
    return _on_play({"action": "roll_die", "outcomes": said})


def _boosts(n: int) -> dict[str, Any]:
    return {"action": "give_boost", "amount": n, "subject": "self"}


READINGS_AMOUNTS_AND_DECK.update(
    {
        EACH_OF_MY_ARCANE: _on_play(
            {"action": "draw", "per": "arcane counter on me"}, "played_from_reserve"
        ),
        NUMBER_OF_MY_BOOSTS: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "per": "boost on me",
            }
        ),
        HALF_ROUNDED_DOWN: _roll(
            [
                (n, m, {"action": "draw", "amount": a})
                for n, m, a in ((2, 3, 1), (4, 5, 2), (6, 6, 3))
            ]
        ),
        HALF_ROUNDED_UP: _roll([(1, 2, _boosts(1)), (3, 4, _boosts(2)), (5, 6, _boosts(3))]),
        WHOLE_RESULT_COUNTERS: _roll(
            [
                (
                    n,
                    n,
                    {"action": "gain_counters", "amount": n, "counter": "Kelon", "subject": "self"},
                )
                for n in range(1, 7)
            ]
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK.update(
    {
        "my_counters_counted": (EACH_OF_MY_ARCANE, NUMBER_OF_MY_BOOSTS),
        "draw_equal_result": (HALF_ROUNDED_DOWN,),
        "gain_boosts_equal_result": (HALF_ROUNDED_UP,),
        "gain_counters_equal_result": (WHOLE_RESULT_COUNTERS,),
        "half_result": (HALF_ROUNDED_DOWN, HALF_ROUNDED_UP),
        "whole_result": (WHOLE_RESULT_COUNTERS,),
    }
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (HALF_ROUNDED_DOWN, HALF_ROUNDED_UP)

# ---- several targets from a Discard pile (3.2.3, 6.5.b)
UP_TO_TWO_FROM_DISCARD = (
    "{J} Put up to two target Characters from your discard pile in your Reserve."
)
UP_TO_THREE_TO_HAND = "{R} Return up to three target cards from your Discard pile to your hand."

READINGS_AMOUNTS_AND_DECK.update(
    {
        UP_TO_TWO_FROM_DISCARD: _on_play(
            {
                "action": "put",
                "to": "reserve",
                "subject": "target_card_in_your_discard_pile",
                "filter": {"types": ["Character"]},
                "up_to": 2,
            }
        ),
        UP_TO_THREE_TO_HAND: _on_play(
            {
                "action": "return",
                "to": "hand",
                "subject": "target_card_in_your_discard_pile",
                "up_to": 3,
            },
            "played_from_reserve",
        ),
    }
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (UP_TO_TWO_FROM_DISCARD,)

# ---- boosts removed as counters (2.5.1.a, 2.5.g)
REMOVE_TWO_AND_DRAW = (
    "At Dusk — If I have three or more boosts, remove two boosts from me and draw a card."
)
GAIN_THEN_REMOVE_TWO = "{J} I gain 3 boosts. Remove two boosts from me."
REMOVE_UP_TO_TWO = "{J} Remove up to two boosts from target Character."

READINGS_AMOUNTS_AND_DECK.update(
    {
        REMOVE_TWO_AND_DRAW: {
            "reaction": {
                "trigger": "at_dusk",
                "effect": [
                    {
                        "action": "remove_counters",
                        "subject": "self",
                        "amount": 2,
                        "counter": "boost",
                        "if": "i have three or more boosts",
                        "also": [{"action": "draw", "amount": 1}],
                    }
                ],
            }
        },
        GAIN_THEN_REMOVE_TWO: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    _boosts(3),
                    {
                        "action": "remove_counters",
                        "subject": "self",
                        "amount": 2,
                        "counter": "boost",
                    },
                ],
            }
        },
        REMOVE_UP_TO_TWO: _on_play(
            {
                "action": "remove_counters",
                "subject": "target_character",
                "amount": "X",
                "amounts": [0, 1, 2],
                "counter": "boost",
            }
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK.update(
    {
        "remove_boosts": (REMOVE_TWO_AND_DRAW, GAIN_THEN_REMOVE_TWO),
        "remove_up_to_boosts": (REMOVE_UP_TO_TWO,),
    }
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (GAIN_THEN_REMOVE_TWO,)

# ---- the Deck: cards seen, one put somewhere, the rest at the bottom (3.1.3.f, 7.3.27)
LOOK_ONE_IN_RESERVE_REST_BOTTOM = (
    "{R} Look at the top three cards of your deck. Put one of them in your Reserve and the rest "
    "at the bottom of your deck in any order."
)
LOOK_ONE_IN_HAND_OTHERS_BOTTOM = (
    "{J} Look at the top three cards of your deck. Put one in your hand and the others at the "
    "bottom of your deck in any order."
)
REVEAL_TWO_OTHER_CARDS_BOTTOM = (
    "{H} Reveal the top two cards of your deck. Put one in your hand and the other cards at the "
    "bottom of your deck in any order."
)


def _seen(action: str, n: int, to: str, trigger: str) -> dict[str, Any]:
    bottom = {"action": "put", "subject": "a_card_among_them", "to": "deck", "position": "bottom"}
    then = [
        {"action": "put", "subject": "a_card_among_them", "to": to},
        {**bottom, **({"times": n - 1} if n > 2 else {})},
    ]
    return _on_play(
        {"action": action, "subject": "top_cards_of_your_deck", "amount": n, "then": then},
        trigger,
    )


READINGS_AMOUNTS_AND_DECK.update(
    {
        LOOK_ONE_IN_RESERVE_REST_BOTTOM: _seen("look", 3, "reserve", "played_from_reserve"),
        LOOK_ONE_IN_HAND_OTHERS_BOTTOM: _seen("look", 3, "hand", "enters_play"),
        REVEAL_TWO_OTHER_CARDS_BOTTOM: _seen("reveal", 2, "hand", "played_from_hand"),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK.update(
    {
        "rest_at_deck_bottom": (
            LOOK_ONE_IN_RESERVE_REST_BOTTOM,
            LOOK_ONE_IN_HAND_OTHERS_BOTTOM,
            REVEAL_TWO_OTHER_CARDS_BOTTOM,
        ),
        "put_one": (LOOK_ONE_IN_RESERVE_REST_BOTTOM,),
    }
)
REFUSED_AMOUNTS_AND_DECK.update(
    {"{J} Draw a card and the rest at the bottom of your deck in any order.": "the rest"}
)
RULE_SENTENCES_AMOUNTS_AND_DECK["rest_at_deck_bottom"] += (
    "{J} Draw a card and the rest at the bottom of your deck in any order.",
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (LOOK_ONE_IN_HAND_OTHERS_BOTTOM,)

# ---- targets in Reserves (3.2.10, 6.5.b)
FROM_AN_OPPONENTS_RESERVE = "{J} Discard target card from an opponent's Reserve."
FROM_YOUR_OPPONENTS_RESERVE = "{R} Exhaust target Character from your opponent's Reserve."
UP_TO_TWO_FROM_RESERVES = "{H} Discard up to two target cards from Reserves."

READINGS_AMOUNTS_AND_DECK.update(
    {
        FROM_AN_OPPONENTS_RESERVE: _on_play(
            {
                "action": "discard",
                "subject": "target_reserve_card",
                "filter": {"controller": "opponent"},
            }
        ),
        FROM_YOUR_OPPONENTS_RESERVE: _on_play(
            {
                "action": "exhaust",
                "subject": "target_reserve_card",
                "filter": {"types": ["Character"], "controller": "opponent"},
            },
            "played_from_reserve",
        ),
        UP_TO_TWO_FROM_RESERVES: _on_play(
            {"action": "discard", "subject": "target_reserve_card", "up_to": 2},
            "played_from_hand",
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK.update(
    {
        "from_opponents_reserve": (FROM_AN_OPPONENTS_RESERVE, FROM_YOUR_OPPONENTS_RESERVE),
        "in_any_reserve": (UP_TO_TWO_FROM_RESERVES,),
    }
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (FROM_AN_OPPONENTS_RESERVE, UP_TO_TWO_FROM_RESERVES)

# ---- "any number of [objects]" and "for each [object] sacrificed this way" (6.5.i)
TOKEN_PER_SACRIFICED = (
    "{J} Sacrifice any number of Characters. Create a [Rivet Hound 2/1/2] Robot token in my "
    "Expedition for each Character sacrificed this way."
)
DRAW_AND_TOKEN_PER_SACRIFICED = (
    "{J} Sacrifice any number of Permanents. Draw a card and create a [Rivet Hound 2/1/2] Robot "
    "token in target Expedition for each Permanent sacrificed this way."
)

READINGS_AMOUNTS_AND_DECK[TOKEN_PER_SACRIFICED] = _on_play(
    {
        "action": "sacrifice",
        "subject": "a_character_you_control",
        "any_number": True,
        "then": [
            {
                "action": "create",
                "token": "Rivet Hound 2/1/2 Robot",
                "amount": 1,
                "subject": "my_expedition",
                "per": "that many",
            }
        ],
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["per_acted_chain"] = (
    TOKEN_PER_SACRIFICED,
    DRAW_AND_TOKEN_PER_SACRIFICED,  # which steps "for each" counts is not said: refused
)
REFUSED_AMOUNTS_AND_DECK[DRAW_AND_TOKEN_PER_SACRIFICED] = "for each"
BOARD_SENTENCES_AMOUNTS_AND_DECK += (TOKEN_PER_SACRIFICED,)

# ---- at most N boosts on an object, in a description (2.5.1)
ONE_OR_FEWER_BOOSTS = (
    "At Noon — Target Character you control with one or fewer boosts gains 1 boost."
)
AT_MOST_TWO_BOOSTS = "{J} Each Character with at most two boosts gains 1 boost."
PER_FEWER_THAN_THREE = "{J} Draw a card for each Character you control with fewer than 3 boosts."

READINGS_AMOUNTS_AND_DECK.update(
    {
        ONE_OR_FEWER_BOOSTS: {
            "reaction": {
                "trigger": "at_noon",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "filter": {"boosts_max": 1, "controller": "you"},
                    }
                ],
            }
        },
        AT_MOST_TWO_BOOSTS: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "objects_in_play",
                "filter": {"boosts_max": 2, "types": ["Character"]},
            }
        ),
        PER_FEWER_THAN_THREE: _on_play(
            {"action": "draw", "per": "character you control with fewer than 3 boosts"}
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["with_boosts_max"] = (
    ONE_OR_FEWER_BOOSTS,
    AT_MOST_TWO_BOOSTS,
    PER_FEWER_THAN_THREE,
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (AT_MOST_TWO_BOOSTS,)

# ---- half a count, rounded down (6.5.i)
HALF_THE_HAND = "{J} Draw cards equal to half the number of cards in your hand, rounded down."
HALF_THE_PLANTS = "{R} I gain boosts equal to half the number of Plants you control, rounded down."
HALF_ROUNDED_UP_COUNT = "{J} Draw cards equal to half the number of cards in your hand, rounded up."

READINGS_AMOUNTS_AND_DECK.update(
    {
        HALF_THE_HAND: _on_play(
            {"action": "draw", "amount": 1, "per": "card in your hand", "per_every": 2}
        ),
        HALF_ROUNDED_UP_COUNT: _on_play(  # rounded up (gram73)
            {
                "action": "draw",
                "amount": 1,
                "per": "card in your hand",
                "per_every": 2,
                "per_round_up": True,
            }
        ),
        HALF_THE_PLANTS: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "self",
                "per": "plants you control",
                "per_every": 2,
            },
            "played_from_reserve",
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK.update(
    {
        "draw_half_count": (HALF_THE_HAND, HALF_ROUNDED_UP_COUNT),
        "gain_boosts_half_count": (HALF_THE_PLANTS,),
    }
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (HALF_THE_PLANTS,)

# ---- counted Expeditions (7.5.8.b, 7.5.9.a)
EACH_OF_YOURS_IN_FOREST = "{J} I gain 1 boost for each of your Expeditions in {V}."
NUMBER_OF_YOURS_IN_CONTACT = "{R} Draw a card for each of your Expeditions in Contact."

READINGS_AMOUNTS_AND_DECK.update(
    {
        EACH_OF_YOURS_IN_FOREST: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "per": "of your expeditions in {v}",
                "subject": "self",
            }
        ),
        NUMBER_OF_YOURS_IN_CONTACT: _on_play(
            {"action": "draw", "per": "of your expeditions in contact"},
            "played_from_reserve",
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["your_expeditions_counted"] = (
    EACH_OF_YOURS_IN_FOREST,
    NUMBER_OF_YOURS_IN_CONTACT,
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (EACH_OF_YOURS_IN_FOREST,)

# ---- a maximum after ANY amount (gram42): of boosts and counters the object's total, as after
# a fixed number ("up to a max of N", 2.5.1); of any other counted step the count's most (6.5.i)
BOOST_PER_PLANT_UP_TO_THREE = "{J} I gain 1 boost for each Plant you control, up to a max of three."
BOOSTS_EQUAL_COST_UP_TO_TWO = (
    "{J} Sacrifice a Character. If you do, I gain boosts equal to its Reserve Cost, up to a "
    "max of 2."
)
COUNTERS_PER_SPELL_UP_TO_TWO = (
    "{R} Target Character gains 1 Kelon counter for each Spell in your Reserve, to a maximum of 2."
)

READINGS_AMOUNTS_AND_DECK.update(
    {
        BOOST_PER_PLANT_UP_TO_THREE: _on_play(
            {
                "action": "give_boost",
                "amount": 1,
                "per": "plant you control",
                "subject": "self",
                "max_total": 3,
            }
        ),
        BOOSTS_EQUAL_COST_UP_TO_TWO: _on_play(
            {
                "action": "sacrifice",
                "subject": "a_character_you_control",
                "then": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "self",
                        "per": "its reserve cost",
                        "max_total": 2,
                    }
                ],
            }
        ),
        COUNTERS_PER_SPELL_UP_TO_TWO: _on_play(
            {
                "action": "gain_counters",
                "amount": 1,
                "counter": "Kelon",
                "per": "spell in your reserve",
                "subject": "target_character",
                "max_total": 2,
            },
            "played_from_reserve",
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["max_total_chain"] += (
    BOOST_PER_PLANT_UP_TO_THREE,
    BOOSTS_EQUAL_COST_UP_TO_TWO,
    COUNTERS_PER_SPELL_UP_TO_TWO,
)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (BOOST_PER_PLANT_UP_TO_THREE,)

# ---- N per object the step before acted on (gram42): "two boosts for each … this way"
TWO_BOOSTS_PER_SACRIFICED = (
    "{J} Sacrifice any number of Characters. I gain 2 boosts for each Character sacrificed "
    "this way."
)
READINGS_AMOUNTS_AND_DECK[TWO_BOOSTS_PER_SACRIFICED] = _on_play(
    {
        "action": "sacrifice",
        "subject": "a_character_you_control",
        "any_number": True,
        "then": [{"action": "give_boost", "amount": 2, "subject": "self", "per": "that many"}],
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["per_acted_chain"] += (TWO_BOOSTS_PER_SACRIFICED,)
BOARD_SENTENCES_AMOUNTS_AND_DECK += (TWO_BOOSTS_PER_SACRIFICED,)

# ---- the count said before the step as after it (gram42): "For each [noun] [participle] this
# way, [step]" is "[step] for each [noun] [participle] this way" (6.5.i)
EACH_SACRIFICED_FIRST = (
    "{J} Sacrifice any number of Characters. For each Character sacrificed this way, I gain 2 "
    "boosts."
)
EACH_ACTED_NO_STEP = "{J} For each Character sacrificed this way, I gain 2 boosts."
READINGS_AMOUNTS_AND_DECK[EACH_SACRIFICED_FIRST] = READINGS_AMOUNTS_AND_DECK[
    TWO_BOOSTS_PER_SACRIFICED
]
RULE_SENTENCES_AMOUNTS_AND_DECK["for_each_acted_clause"] = (
    EACH_SACRIFICED_FIRST,
    EACH_ACTED_NO_STEP,  # no step before it acted on anything: refused
)
REFUSED_AMOUNTS_AND_DECK[EACH_ACTED_NO_STEP] = "that many"

# ---- "this way" after the moves and readying too (gram42): "sent" / "put" (one move to
# Reserve, 7.3.37.b), "readied" (7.3.31) — the objects that step acted on (6.5.i)
BOOST_PER_SENT = (
    "{J} Send any number of Characters you control to Reserve. I gain 1 boost for each "
    "Character sent this way."
)
DRAW_PER_READIED = (
    "{J} Ready any number of Characters you control. Draw a card for each Character readied "
    "this way."
)
DRAW_PER_SACRIFICED_AFTER_READY = (
    "{J} Ready any number of Characters you control. Draw a card for each Character "
    "sacrificed this way."
)


DRAW_PER_PUT_FIRST = (
    "{J} Put any number of Characters you control in Reserve. For each Character put this "
    "way, draw a card."
)


def _then(first: dict[str, Any], then: dict[str, Any]) -> dict[str, Any]:
    mine = {"subject": "a_character_you_control", "any_number": True, "then": [then]}
    return _on_play({**first, **mine})


READINGS_AMOUNTS_AND_DECK.update(
    {
        BOOST_PER_SENT: _then(
            {"action": "send", "to": "reserve"},
            {"action": "give_boost", "amount": 1, "subject": "self", "per": "that many"},
        ),
        DRAW_PER_PUT_FIRST: _then(
            {"action": "put", "to": "reserve"}, {"action": "draw", "amount": 1, "per": "that many"}
        ),
        DRAW_PER_READIED: _then(
            {"action": "ready"}, {"action": "draw", "amount": 1, "per": "that many"}
        ),
    }
)
RULE_SENTENCES_AMOUNTS_AND_DECK["acted_sent"] = (BOOST_PER_SENT,)
RULE_SENTENCES_AMOUNTS_AND_DECK["acted_readied"] = (DRAW_PER_READIED,)
RULE_SENTENCES_AMOUNTS_AND_DECK["acted_put"] = (DRAW_PER_PUT_FIRST,)
# the participle names no step before it: refused
RULE_SENTENCES_AMOUNTS_AND_DECK["per_acted_chain"] += (DRAW_PER_SACRIFICED_AFTER_READY,)
REFUSED_AMOUNTS_AND_DECK[DRAW_PER_SACRIFICED_AFTER_READY] = "sacrificed this way"
BOARD_SENTENCES_AMOUNTS_AND_DECK += (BOOST_PER_SENT,)
