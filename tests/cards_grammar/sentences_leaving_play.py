"""Printed sentences for the section "leaving play" of the card grammar (written for these
tests from CR 7.3.20.a, not copied from card data): objects leaving play, any object
description."""

from __future__ import annotations

from typing import Any

DRAW = [{"action": "draw", "amount": 1}]

ANOTHER_OF_YOURS_LEAVES = "When another Character you control leaves play \u2014 Draw a card."
YOURS_LEAVES = "When a Character you control leaves play \u2014 Draw a card."
OPPONENTS_PERMANENT_LEAVES = "When a Permanent an opponent controls leaves play \u2014 Draw a card."
A_TOKEN_LEAVES = "When a token leaves play \u2014 Draw a card."
ASLEEP_LEAVES = "When an Asleep Character leaves play \u2014 Draw a card."


def _leaves(flt: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "object_leaves_play", "filter": flt, "effect": DRAW}}


READINGS_GEV5: dict[str, dict[str, Any]] = {
    ANOTHER_OF_YOURS_LEAVES: _leaves(
        {"types": ["Character"], "controller": "you", "another": True}
    ),
    YOURS_LEAVES: _leaves({"types": ["Character"], "controller": "you"}),
    OPPONENTS_PERMANENT_LEAVES: _leaves({"types": ["Permanent"], "controller": "opponent"}),
    A_TOKEN_LEAVES: _leaves({"tokens": True}),
    ASLEEP_LEAVES: _leaves({"types": ["Character"], "statuses": ["Asleep"]}),
}
RULE_SENTENCES_GEV5: dict[str, tuple[str, ...]] = {
    "ev_object_leaves_play": (ANOTHER_OF_YOURS_LEAVES, A_TOKEN_LEAVES),
}
BOARD_SENTENCES_GEV5: tuple[str, ...] = tuple(READINGS_GEV5)

# "For each [object you control], you may [X it]" (6.5.i, 6.5.c); "activate its {J} abilities"
EACH_YOU_MAY_EXHAUST = "{J} For each other Character you control, you may exhaust it."
EACH_YOU_MAY_ACTIVATE = "{J} For each Permanent you control, you may activate its {J} abilities."
READINGS_GEV5[EACH_YOU_MAY_EXHAUST] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "exhaust",
                "subject": "a_character_you_control",
                "filter": {"another": True},
                "any_number": True,
            }
        ],
    }
}
READINGS_GEV5[EACH_YOU_MAY_ACTIVATE] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "activate",
                "trigger": "enters_play",
                "subject": "a_character_or_permanent_you_control",
                "filter": {"types": ["Permanent"]},
                "any_number": True,
            }
        ],
    }
}
RULE_SENTENCES_GEV5["for_each_you_may"] = (EACH_YOU_MAY_EXHAUST,)
RULE_SENTENCES_GEV5["activate_its_icon"] = (EACH_YOU_MAY_ACTIVATE,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "another" on triggers about objects (7.2.1.a): not the bearer
ANOTHER_GAINS_A_BOOST = "When another Character you control gains a boost \u2014 Draw a card."
ANOTHER_GAINS_ANCHORED = "When another Character gains Anchored \u2014 Draw a card."
ANOTHER_BECOMES_EXHAUSTED = (
    "When another Character you control becomes Exhausted \u2014 Draw a card."
)
READINGS_GEV5[ANOTHER_GAINS_A_BOOST] = {
    "reaction": {
        "trigger": "gains_boosts",
        "amount": 1,
        "filter": {"types": ["Character"], "controller": "you", "another": True},
        "effect": DRAW,
    }
}
READINGS_GEV5[ANOTHER_GAINS_ANCHORED] = {
    "reaction": {
        "trigger": "gains_status",
        "filter": {"types": ["Character"], "another": True},
        "status": "Anchored",
        "effect": DRAW,
    }
}
READINGS_GEV5[ANOTHER_BECOMES_EXHAUSTED] = {
    "reaction": {
        "trigger": "becomes_status",
        "filter": {"types": ["Character"], "controller": "you", "another": True},
        "status": "Exhausted",
        "effect": DRAW,
    }
}
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "When [object] is sacrificed": by any player (7.3.36.a)
YOURS_SACRIFICED = "When another Character you control is sacrificed \u2014 Draw a card."
READINGS_GEV5[YOURS_SACRIFICED] = {
    "reaction": {
        "trigger": "player_sacrifices",
        "filter": {"controller": "you", "another": True},
        "effect": DRAW,
    }
}
RULE_SENTENCES_GEV5["ev_object_is_sacrificed"] = (YOURS_SACRIFICED,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "if [c1] and [c2]" (6.5.d); "or" between two conditions is refused (test_refusals_leaving_play)
BOTH = "{J} If you control a token and you have no cards in your hand, draw a card."
EITHER = "{J} If you control a token or you have no cards in your hand, draw a card."
# Round 2: in a trigger's condition slot too, "and" then a condition (not a further object)
JOINED_TRIGGER = (
    "When a Character joins your Expeditions, if you control a token and I'm Asleep \u2014 "
    "Draw a card."
)
READINGS_GEV5[BOTH] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "draw",
                "amount": 1,
                "if": "you control a token and you have no cards in your hand",
            }
        ],
    }
}
READINGS_GEV5[JOINED_TRIGGER] = {
    "reaction": {
        "trigger": "character_joins_your_expeditions",
        "if": "you control a token and i'm asleep",
        "effect": DRAW,
    }
}
RULE_SENTENCES_GEV5["all_of_cond"] = (BOTH, JOINED_TRIGGER)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Negations said in full (6.5.d)
NOT_CONTROL = "{J} If you do not control a Plant, draw a card."
OPPONENT_DOESNT = "{J} If an opponent doesn't control a Character, draw a card."
NOT_EMPTY = "{J} If your hand is not empty, I gain 1 boost."


def _if(text: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [{**step, "if": text}]}}


READINGS_GEV5[NOT_CONTROL] = _if("unless you control a plant", DRAW[0])
READINGS_GEV5[OPPONENT_DOESNT] = _if("unless an opponent controls a character", DRAW[0])
READINGS_GEV5[NOT_EMPTY] = _if(
    "unless your hand is empty", {"action": "give_boost", "amount": 1, "subject": "self"}
)
RULE_SENTENCES_GEV5["you_do_not_control_cond"] = (NOT_CONTROL,)
RULE_SENTENCES_GEV5["opponent_doesnt_control_cond"] = (OPPONENT_DOESNT,)
RULE_SENTENCES_GEV5["zone_not_empty_cond"] = (NOT_EMPTY,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# One zone of play (3.2.4, 3.2.7), a card going to Reserve (3.2.10), "Each time" (6.3.b)
LEAVES_EXPEDITION_ZONE = (
    "When another Character you control leaves the Expedition zone \u2014 Draw a card."
)
LEAVES_LANDMARK_ZONE = "When a Permanent leaves the Landmark zone \u2014 Draw a card."
GOES_TO_RESERVE = "When a Character you control goes to Reserve \u2014 Draw a card."
EACH_TIME = "Each time another Character leaves play \u2014 Draw a card."
READINGS_GEV5[LEAVES_EXPEDITION_ZONE] = _leaves(
    {"types": ["Character"], "controller": "you", "another": True}
)
READINGS_GEV5[LEAVES_EXPEDITION_ZONE]["reaction"]["trigger"] = "object_leaves_expedition_zone"
READINGS_GEV5[LEAVES_LANDMARK_ZONE] = _leaves({"types": ["Permanent"]})
READINGS_GEV5[LEAVES_LANDMARK_ZONE]["reaction"]["trigger"] = "object_leaves_landmark_zone"
READINGS_GEV5[GOES_TO_RESERVE] = _leaves({"types": ["Character"], "controller": "you"})
READINGS_GEV5[GOES_TO_RESERVE]["reaction"]["trigger"] = "object_goes_to_reserve"
READINGS_GEV5[EACH_TIME] = _leaves({"types": ["Character"], "another": True})
RULE_SENTENCES_GEV5["ev_object_leaves_zone"] = (LEAVES_EXPEDITION_ZONE, LEAVES_LANDMARK_ZONE)
RULE_SENTENCES_GEV5["ev_object_goes_to_reserve"] = (GOES_TO_RESERVE,)
RULE_SENTENCES_GEV5["event_trigger"] = (EACH_TIME,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "it has Hand Cost {N} or more" (2.2.7, 6.3.i): as "its Hand Cost is {N} or more"
IT_HAS_COST = "When you play a Character \u2014 If it has Hand Cost {3} or more, draw a card."
READINGS_GEV5[IT_HAS_COST] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character"]},
        "effect": [{**DRAW[0], "if": "its hand cost is {3} or more"}],
    }
}
RULE_SENTENCES_GEV5["it_has_cost_cond"] = (IT_HAS_COST,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# An opponent's rolls (7.3.33.a)
OPPONENT_ROLLS = "When an opponent rolls a die \u2014 If the result is 6+, draw a card."
READINGS_GEV5[OPPONENT_ROLLS] = {
    "reaction": {
        "trigger": "you_roll_a_die",
        "player": "opponent",
        "effect": [{**DRAW[0], "if": "the result is 6+"}],
    }
}
RULE_SENTENCES_GEV5["ev_opponent_rolls"] = (OPPONENT_ROLLS,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# An opponent's tokens (1.1.7.b)
OPPONENT_CREATES = "When an opponent creates a token \u2014 I gain 1 boost."
READINGS_GEV5[OPPONENT_CREATES] = {
    "reaction": {
        "trigger": "you_create_a_token",
        "player": "opponent",
        "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    }
}
RULE_SENTENCES_GEV5["ev_opponent_creates_token"] = (OPPONENT_CREATES,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "When you play a [card] from your hand" (5.1.2.d), as "from Reserve"
FROM_HAND = "When you play a Character from your hand \u2014 I gain 1 boost."
READINGS_GEV5[FROM_HAND] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character"]},
        "played_from": "hand",
        "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    }
}
RULE_SENTENCES_GEV5["ev_you_play"] = (FROM_HAND,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# "…, unless [c] —": a trigger's condition negated (6.3.b)
UNLESS_TOKEN = "When a Character joins your Expeditions, unless it's a token \u2014 Draw a card."
READINGS_GEV5[UNLESS_TOKEN] = {
    "reaction": {
        "trigger": "character_joins_your_expeditions",
        "if": "unless it's a token",
        "effect": DRAW,
    }
}
RULE_SENTENCES_GEV5["unless_trigger_condition"] = (UNLESS_TOKEN,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Round 2: "When a player / any player plays a [card] [from Reserve]" (1.2.2, 5.1.2.l)
ANY_PLAYER_PLAYS = "When a player plays a Character \u2014 I gain 1 boost."
ANY_PLAYER_PLAYS_FROM_RESERVE = "When any player plays a Spell from Reserve \u2014 Draw a card."
READINGS_GEV5[ANY_PLAYER_PLAYS] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character"]},
        "player": "any",
        "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    }
}
READINGS_GEV5[ANY_PLAYER_PLAYS_FROM_RESERVE] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Spell"]},
        "played_from": "reserve",
        "player": "any",
        "effect": DRAW,
    }
}
RULE_SENTENCES_GEV5["ev_any_player_plays"] = (ANY_PLAYER_PLAYS, ANY_PLAYER_PLAYS_FROM_RESERVE)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Round 2: keyword actions in the passive on "I" (7.3.7.a, 7.3.32.c)
I_AM_DISCARDED = "When I'm discarded \u2014 Draw a card."
I_AM_RETURNED_TO_RESERVE = "When I am returned to Reserve \u2014 Draw a card."
I_AM_SENT_TO_RESERVE = "When I'm sent to Reserve \u2014 Draw a card."
READINGS_GEV5[I_AM_DISCARDED] = {"reaction": {"trigger": "discarded", "effect": DRAW}}
READINGS_GEV5[I_AM_RETURNED_TO_RESERVE] = {
    "reaction": {"trigger": "goes_to_reserve_from_anywhere", "effect": DRAW}
}
READINGS_GEV5[I_AM_SENT_TO_RESERVE] = {
    "reaction": {"trigger": "goes_to_reserve_from_anywhere", "effect": DRAW}
}
RULE_SENTENCES_GEV5["ev_i_am_discarded"] = (I_AM_DISCARDED,)
RULE_SENTENCES_GEV5["ev_go_reserve"] = (I_AM_RETURNED_TO_RESERVE, I_AM_SENT_TO_RESERVE)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Round 2: two counts compared (6.5.d)
MORE_THAN_PERMANENTS = "{J} If you control more Characters than Permanents, draw a card."
FEWER_THAN_BOOSTED = "{J} If you control fewer Characters than Boosted Characters, draw a card."
READINGS_GEV5[MORE_THAN_PERMANENTS] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [{**DRAW[0], "if": "you control more characters than permanents"}],
    }
}
READINGS_GEV5[FEWER_THAN_BOOSTED] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [{**DRAW[0], "if": "you control fewer characters than boosted characters"}],
    }
}
RULE_SENTENCES_GEV5["counts_compared_cond"] = (MORE_THAN_PERMANENTS, FEWER_THAN_BOOSTED)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Round 2: where the card played was (5.1.2.d, 6.3.k)
WAS_IN_RESERVE = "When you play a Character, if it was in your Reserve \u2014 I gain 1 boost."
WAS_IN_HAND = "When you play a Spell, if it was in your hand \u2014 Draw a card."
READINGS_GEV5[WAS_IN_RESERVE] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character"]},
        "played_from": "reserve",
        "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    }
}
READINGS_GEV5[WAS_IN_HAND] = {
    "reaction": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Spell"]},
        "played_from": "hand",
        "effect": DRAW,
    }
}
RULE_SENTENCES_GEV5["it_was_in_your_zone_cond"] = (WAS_IN_RESERVE, WAS_IN_HAND)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)

# Round 3: the other keyword actions of 7.3 in the passive on "I" (7.3.7.a, 7.3.37.b)
I_AM_SENT_TO_DISCARD = "When I'm sent to the Discard pile \u2014 Draw a card."
I_AM_PUT_IN_DISCARD = "When I am put in your Discard pile \u2014 Draw a card."
READINGS_GEV5[I_AM_SENT_TO_DISCARD] = {"reaction": {"trigger": "discarded", "effect": DRAW}}
READINGS_GEV5[I_AM_PUT_IN_DISCARD] = {"reaction": {"trigger": "discarded", "effect": DRAW}}
RULE_SENTENCES_GEV5["ev_i_am_discarded"] = (
    I_AM_DISCARDED,
    I_AM_SENT_TO_DISCARD,
    I_AM_PUT_IN_DISCARD,
)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)
I_AM_UNWATCHED = {
    "sabotaged": "When I am sabotaged \u2014 Draw a card.",
    "moved": "When I'm moved \u2014 Draw a card.",
}
"""Keyword actions on "I" the engine has no event for: refused, naming the word."""

# Round 3: "it" after Draw or Resupply: the one card the step moved (6.1.c, 7.3.9.a, 7.3.31.a)
DRAWN_IT = "{J} Draw a card. If it's a Spell, I gain 1 boost."
RESUPPLIED_IT = "{J} Resupply. If it's a Character, I gain 1 boost."
READINGS_GEV5[DRAWN_IT] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                **DRAW[0],
                "then": [
                    {"action": "give_boost", "amount": 1, "subject": "self", "if": "it's a spell"}
                ],
            }
        ],
    }
}
READINGS_GEV5[RESUPPLIED_IT] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "resupply",
                "then": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "self",
                        "if": "it's a character",
                    }
                ],
            }
        ],
    }
}
RULE_SENTENCES_GEV5["its_a_cond"] = (DRAWN_IT, RESUPPLIED_IT)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)
