"""Printed sentences for the section "players' events" of the card grammar (written for
these tests, not copied from card data): players' events reaching Reactions — passing
(4.2.3.d), drawing (7.3.9.a), discarding (7.3.7.a) — and a card in Reserve becoming
exhausted (7.5.4.a, 7.3.13.a)."""

from __future__ import annotations

from typing import Any

BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
DRAW = [{"action": "draw", "amount": 1}]

WHEN_A_PLAYER_PASSES = "When a player passes \u2014 Draw a card."
WHEN_YOU_PASS = "When you pass \u2014 Draw a card."
WHEN_OPPONENT_PASSES = "When an opponent passes \u2014 Draw a card."
WHEN_YOU_DRAW_A_CARD = "When you draw a card \u2014 I gain 1 boost."
WHEN_OPPONENT_DRAWS = "When an opponent draws one or more cards \u2014 I gain 1 boost."
WHEN_A_PLAYER_DRAWS = "When a player draws one or more cards \u2014 I gain 1 boost."
WHEN_YOU_DISCARD_FROM_HAND = "When you discard a card from your hand \u2014 I gain 1 boost."
WHEN_OPPONENT_DISCARDS = "When an opponent discards a Character \u2014 I gain 1 boost."
WHEN_RESERVE_CARD_DISCARDED = "When a card in your Reserve is discarded \u2014 I gain 1 boost."
WHEN_YOU_RESUPPLY = "When you Resupply \u2014 I gain 1 boost."
WHEN_YOUR_OPPONENT_PASSES = "When your opponent passes \u2014 Draw a card."
WHEN_DISCARDED_FROM_RESERVE = "When a card is discarded from your Reserve \u2014 I gain 1 boost."
WHEN_I_ENTER_PLAY = "When I enter play \u2014 Draw a card."
WHEN_PLAYED_FROM_RESERVE = "When I'm played from Reserve \u2014 Draw a card."
WHEN_PLAYED_FROM_HAND = "When I am played from your hand \u2014 Draw a card."
WHEN_I_GAIN_A_BOOST = "When I gain a boost \u2014 Draw a card."
WHEN_YOURS_GAINS_A_BOOST = "When a Character you control gains a boost \u2014 Draw a card."
WHEN_PERMANENT_EXHAUSTED = "When a Permanent you control becomes Exhausted \u2014 Draw a card."
WHEN_OPPONENT_SACRIFICES = "When an opponent sacrifices a Character \u2014 Draw a card."
WHEN_A_PLAYER_SACRIFICES = "When a player sacrifices a Robot Character \u2014 Draw a card."
WHEN_RESERVE_CARD_EXHAUSTED = "When a card in your Reserve becomes exhausted \u2014 I gain 1 boost."

DISTINCT = (
    "At Dusk, if you control a Fleeting Character, another Anchored Character and yet another"
    " Asleep Character \u2014 You win the game."
)
DISTINCT_WHEN = (
    "When I'm sacrificed, if you control a Robot, another Plant and yet another Animal"
    " \u2014 Draw a card."
)
IT_HAS_BOOSTS = "{H} Give target Character 1 boost. If it has 3 or more boosts, draw a card."
IT_HAS_COUNTERS = "{H} Give target Character 1 boost. If it has counters, draw a card."
IT_HAS_FEW = "{H} Give target Character 1 boost. If it has 2 boosts or less, draw a card."
I_HAVE_A_BOOST = "When you play a Character \u2014 If I have a boost, draw a card."
ITS_CONTROLLER = (
    "{H} Give target Character 1 boost. If its controller controls 2 or more Characters,"
    " draw a card."
)
ITS_OWNER = (
    "{H} Give target Character 1 boost. If its owner has no cards in their hand, draw a card."
)

OPPONENT_HAND_EMPTY = "{H} If an opponent has no cards in their hand, draw a card."
DISCARD_CHARACTERS = "{H} If you have 2 or more Characters in your discard pile, draw a card."
OPPONENT_DISCARD_SPELLS = "{H} If an opponent has a Spell in their discard pile, draw a card."
DECK_EMPTY = "{H} If you have no cards in your deck, I gain 1 boost."
FACTIONS = "{H} If you control Characters of 3 or more different factions, draw a card."
SUBTYPES_AMONG = (
    "{H} If there are 2 or more different sub-types among Characters you control, draw a card."
)
THERE_ARE_DISCARDED = "{H} If there are 2 or more Characters in your discard pile, draw a card."
THERE_ARE_NONE_IN_RESERVE = "{H} If there are no cards in your Reserve, draw a card."
THERE_ARE_IN_HAND = "{H} If there are 2 or more cards in your hand, draw a card."


def _draw_if(condition: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": condition}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


def _it_then(condition: str) -> dict[str, Any]:
    then = [{"action": "draw", "amount": 1, "if": condition}]
    step = {"action": "give_boost", "amount": 1, "subject": "target_character", "then": then}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


def _reaction(trigger: str, effect: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **fields, "effect": effect}}


READINGS_GRAM_EV: dict[str, dict[str, Any]] = {
    WHEN_A_PLAYER_PASSES: _reaction("player_passes", DRAW),
    WHEN_YOU_PASS: _reaction("player_passes", DRAW, player="you"),
    WHEN_OPPONENT_PASSES: _reaction("player_passes", DRAW, player="opponent"),
    WHEN_YOU_DRAW_A_CARD: _reaction("player_draws_a_card", BOOST_ME, player="you"),
    WHEN_OPPONENT_DRAWS: _reaction("player_draws_cards", BOOST_ME, player="opponent"),
    WHEN_A_PLAYER_DRAWS: _reaction("player_draws_cards", BOOST_ME),
    WHEN_YOU_DISCARD_FROM_HAND: _reaction(
        "card_discarded", BOOST_ME, discarded_from="hand", player="you"
    ),
    WHEN_OPPONENT_DISCARDS: _reaction(
        "card_discarded", BOOST_ME, filter={"types": ["Character"]}, player="opponent"
    ),
    WHEN_RESERVE_CARD_DISCARDED: _reaction(
        "card_discarded", BOOST_ME, filter={"in_your_reserve": True}
    ),
    WHEN_YOU_RESUPPLY: _reaction("player_resupplies", BOOST_ME, player="you"),
    WHEN_YOUR_OPPONENT_PASSES: _reaction("player_passes", DRAW, player="opponent"),
    WHEN_DISCARDED_FROM_RESERVE: _reaction("card_discarded", BOOST_ME, discarded_from="reserve"),
    WHEN_I_ENTER_PLAY: _reaction("enters_play", DRAW),
    WHEN_PLAYED_FROM_RESERVE: _reaction("played_from_reserve", DRAW),
    WHEN_PLAYED_FROM_HAND: _reaction("played_from_hand", DRAW),
    WHEN_I_GAIN_A_BOOST: _reaction("gains_boosts", DRAW, amount=1, filter={"only_me": True}),
    WHEN_YOURS_GAINS_A_BOOST: _reaction(
        "gains_boosts", DRAW, amount=1, filter={"types": ["Character"], "controller": "you"}
    ),
    WHEN_PERMANENT_EXHAUSTED: _reaction(
        "becomes_status",
        DRAW,
        filter={"types": ["Permanent"], "controller": "you"},
        status="Exhausted",
    ),
    WHEN_OPPONENT_SACRIFICES: _reaction("player_sacrifices", DRAW, player="opponent"),
    WHEN_A_PLAYER_SACRIFICES: _reaction("player_sacrifices", DRAW, filter={"subtypes": ["Robot"]}),
    WHEN_RESERVE_CARD_EXHAUSTED: _reaction(
        "becomes_status", BOOST_ME, filter={"in_your_reserve": True}, status="Exhausted"
    ),
    DISTINCT: {
        "reaction": {
            "trigger": "at_dusk",
            "if": "you control a fleeting character, another anchored character and yet"
            " another asleep character",
            "effect": [{"action": "win_game"}],
        }
    },
    DISTINCT_WHEN: {
        "reaction": {
            "trigger": "sacrificed",
            "if": "you control a robot, another plant and yet another animal",
            "effect": DRAW,
        }
    },
    IT_HAS_BOOSTS: _it_then("it has 3 or more boosts"),
    IT_HAS_COUNTERS: _it_then("it has counters"),
    IT_HAS_FEW: _it_then("it has 2 boosts or less"),
    I_HAVE_A_BOOST: _reaction(
        "you_play_a_card",
        [{"action": "draw", "amount": 1, "if": "i have a boost"}],
        filter={"types": ["Character"]},
    ),
    ITS_CONTROLLER: _it_then("its controller controls 2 or more characters"),
    ITS_OWNER: _it_then("its owner has no cards in their hand"),
    OPPONENT_HAND_EMPTY: _draw_if("an opponent has no cards in their hand"),
    DISCARD_CHARACTERS: _draw_if("you have 2 or more characters in your discard pile"),
    OPPONENT_DISCARD_SPELLS: _draw_if("an opponent has a spell in their discard pile"),
    THERE_ARE_DISCARDED: _draw_if("there are 2 or more characters in your discard pile"),
    THERE_ARE_NONE_IN_RESERVE: _draw_if("there are no cards in your reserve"),
    THERE_ARE_IN_HAND: _draw_if("there are 2 or more cards in your hand"),
    FACTIONS: _draw_if("you control characters of 3 or more different factions"),
    SUBTYPES_AMONG: _draw_if(
        "there are 2 or more different sub-types among characters you control"
    ),
    DECK_EMPTY: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{**BOOST_ME[0], "if": "you have no cards in your deck"}],
        }
    },
}

RULE_SENTENCES_GRAM_EV: dict[str, tuple[str, ...]] = {
    "ev_player_passes": (
        WHEN_A_PLAYER_PASSES,
        WHEN_YOU_PASS,
        WHEN_OPPONENT_PASSES,
        WHEN_YOUR_OPPONENT_PASSES,
    ),
    "ev_player_resupplies": (WHEN_YOU_RESUPPLY,),
    "ev_player_sacrifices": (WHEN_OPPONENT_SACRIFICES, WHEN_A_PLAYER_SACRIFICES),
    "ev_i_enter_play": (WHEN_I_ENTER_PLAY,),
    "ev_i_am_played_from": (WHEN_PLAYED_FROM_RESERVE, WHEN_PLAYED_FROM_HAND),
    "ev_i_gain_a_boost": (WHEN_I_GAIN_A_BOOST,),
    "ev_gains_a_boost": (WHEN_YOURS_GAINS_A_BOOST,),
    "ev_player_draws": (WHEN_YOU_DRAW_A_CARD, WHEN_OPPONENT_DRAWS, WHEN_A_PLAYER_DRAWS),
    "ev_player_discards": (WHEN_YOU_DISCARD_FROM_HAND, WHEN_OPPONENT_DISCARDS),
    "ev_card_is_discarded": (WHEN_RESERVE_CARD_DISCARDED, WHEN_DISCARDED_FROM_RESERVE),
    "ev_becomes_status": (WHEN_RESERVE_CARD_EXHAUSTED, WHEN_PERMANENT_EXHAUSTED),
    "distinct_condition": (DISTINCT, DISTINCT_WHEN),
    "it_has_counters_cond": (IT_HAS_BOOSTS, IT_HAS_COUNTERS, IT_HAS_FEW),
    "i_have_one_counter_cond": (I_HAVE_A_BOOST,),
    "its_player_controls_cond": (ITS_CONTROLLER,),
    "distinct_values_cond": (FACTIONS, SUBTYPES_AMONG),
    "there_are_in_zone_cond": (THERE_ARE_DISCARDED, THERE_ARE_NONE_IN_RESERVE),
    "there_are_in_your_cond": (THERE_ARE_IN_HAND,),
    "player_has_cards_cond": (
        ITS_OWNER,
        OPPONENT_HAND_EMPTY,
        DISCARD_CHARACTERS,
        OPPONENT_DISCARD_SPELLS,
        DECK_EMPTY,
    ),
}

BOARD_SENTENCES_GRAM_EV: tuple[str, ...] = tuple(READINGS_GRAM_EV)

# ----------------------------------------------------------------------------- round 2
# Joins of one Expedition (7.5.10.a; a switch joins the new one, 7.5.10.c).
JOINS_ONE_OF_YOURS = "When a Character joins one of your Expeditions \u2014 Draw a card."
JOINS_AN_EXPEDITION = "When another Character joins an Expedition \u2014 Draw a card."
JOINS_OPPONENTS = "When a non-token Character joins an opponent's Expedition \u2014 Draw a card."

READINGS_GRAM_EV_2: dict[str, dict[str, Any]] = {
    JOINS_ONE_OF_YOURS: _reaction("character_joins_one_of_your_expeditions", DRAW),
    JOINS_AN_EXPEDITION: _reaction("character_joins_an_expedition", DRAW, filter={"another": True}),
    JOINS_OPPONENTS: _reaction(
        "character_joins_an_opponents_expedition", DRAW, filter={"non_token": True}
    ),
}
RULE_SENTENCES_GRAM_EV_2: dict[str, tuple[str, ...]] = {
    "one_of_your_expeditions_joined": (JOINS_ONE_OF_YOURS,),
    "an_expedition_joined": (JOINS_AN_EXPEDITION,),
    "an_opponents_expedition_joined": (JOINS_OPPONENTS,),
}
BOARD_SENTENCES_GRAM_EV_2: tuple[str, ...] = tuple(READINGS_GRAM_EV_2)

# Counts of an opponent's personal zones after "per" (3.2; the opponent's, 1.2.2).
PER_OPPONENTS_HAND = "{H} I gain 1 boost per card in your opponent's hand."
PER_OPPONENTS_RESERVE = "{H} I gain 1 boost per card in an opponent's Reserve."
PER_OPPONENTS_DISCARD = "{H} I gain 1 boost per Character in your opponent's discard pile."


def _boost_per(counted: str) -> dict[str, Any]:
    return _reaction("played_from_hand", [{**BOOST_ME[0], "per": counted}])


READINGS_GRAM_EV_2.update(
    {
        PER_OPPONENTS_HAND: _boost_per("card in your opponent's hand"),
        PER_OPPONENTS_RESERVE: _boost_per("card in an opponent's reserve"),
        PER_OPPONENTS_DISCARD: _boost_per("character in your opponent's discard pile"),
    }
)
RULE_SENTENCES_GRAM_EV_2["counted_only"] = (PER_OPPONENTS_RESERVE,)
BOARD_SENTENCES_GRAM_EV_2 = tuple(READINGS_GRAM_EV_2)

# "When I leave play" (7.3.20.a)
WHEN_I_LEAVE_PLAY = "When I leave play \u2014 Draw a card."
READINGS_GRAM_EV_2[WHEN_I_LEAVE_PLAY] = _reaction("leaves_play", DRAW)
RULE_SENTENCES_GRAM_EV_2["ev_i_leave_play"] = (WHEN_I_LEAVE_PLAY,)
BOARD_SENTENCES_GRAM_EV_2 = tuple(READINGS_GRAM_EV_2)

# "When you roll a die": once per die (6.3.g, 7.3.33.a)
WHEN_YOU_ROLL_A_DIE = "When you roll a die \u2014 If the result is 6+, draw a card."
READINGS_GRAM_EV_2[WHEN_YOU_ROLL_A_DIE] = _reaction(
    "you_roll_a_die", [{**DRAW[0], "if": "the result is 6+"}]
)
RULE_SENTENCES_GRAM_EV_2["ev_you_roll_a_die"] = (WHEN_YOU_ROLL_A_DIE,)
BOARD_SENTENCES_GRAM_EV_2 = tuple(READINGS_GRAM_EV_2)
