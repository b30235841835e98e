"""Printed sentences of the grammar block "conditions on what is described" (issue 30):
described objects with a count word or a partitive and what is said of them (a status, 2.4;
a token, 2.1.e; the Hero / Companion Expedition, 7.5.5.a; a keyword, 7.4; boosts, 2.5.1),
"I" said so (1.2.5), and a zone against its limit (3.2.10.b, 3.2.7.c): their readings, the
rules each exercises and those played on a board (``test_board_described_conditions.py``).
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

TWO_ANCHORED = "{J} If two or more Characters you control are [[Anchored]]: Draw a card."
ONE_ANCHORED = "{J} If a Character you control is [[Anchored]], draw a card."
NONE_ASLEEP = "{J} Unless no Character in my Expedition is [[Asleep]]: I gain 1 boost."
NOT_EXHAUSTED = "{J} If exactly one Character you control isn't exhausted, draw a card."
IS_NOT_ASLEEP = "{J} If a Character you control is not [[Asleep]], draw a card."
EACH_BOOSTED = "{J} If each Character you control has a boost: Draw a card."
ALL_TOKENS = "{J} If all Characters you control are tokens, draw a card."
HAS_DEFENDER = "{J} Draw a card if a Character an opponent controls has [[Defender]]."
TWO_BOOSTS = "{J} If a Character in my Expedition has 2 or more boosts, draw a card."
NO_BOOSTS = "{J} If every Character you control has no boosts, draw a card."
IN_HERO = "{J} If two or more Characters you control are in your Hero Expedition, draw a card."
NONE_OF_YOURS = "{J} If none of your Characters is [[Anchored]]: Draw a card."
ONE_OF_YOURS = "{J} If one of your Characters is a token, draw a card."
EACH_OF_YOURS = "{J} If each of your Characters is exhausted: I gain 2 boosts."
TWO_OF_YOURS = "{J} If exactly two of your Characters are [[Boosted]], draw a card."
I_IN_HERO = "{J} If I'm in your Hero Expedition: Draw a card, otherwise I gain 1 boost."
I_DEFENDER = "{J} If I don't have [[Defender]], draw a card."
I_TOKEN = "{J} Unless I am a token, draw a card."
RESERVE_FULL = "{J} If you have as many cards in Reserve as your Reserve limit: Draw a card."
RESERVE_OVER = "{J} If you have more cards in your Reserve than your Reserve limit, draw a card."
LANDMARKS_UNDER = "{J} If you control fewer Landmarks than your Landmark limit, draw a card."
DOESNT_HAVE = "{J} If a Character you control doesn't have [[Defender]], draw a card."
EACH_DEFENDER = "{J} If each Character you control has [[Defender]], draw a card."

ONE_IN_CONTACT = "{J} If exactly one of your Expeditions is In Contact, draw a card."
NONE_BEHIND = "{J} If none of your Expeditions is behind: Draw a card."
NEITHER_IN_FOREST = "{J} If neither of your Expeditions is in {V}, draw a card."
MORE_LANDMARKS = "{J} If an opponent controls more Landmarks than you, draw a card."

ANY_ANCHORED = "{J} If any Character you control is [[Anchored]], draw a card."
ALL_OF_YOURS = "{J} If all of your Characters are exhausted, draw a card."
COST_AT_MOST = "{J} If a Character you control has Hand Cost {3} or less, draw a card."
EACH_RESERVE_COST = (
    "{J} If each Character you control has a Reserve Cost of {2} or more, draw a card."
)
_GAINS_ASLEEP = "When a Character you control gains [[Asleep]] \u2014"
IT_DEFENDER = _GAINS_ASLEEP + " If it has [[Defender]], draw a card."
IT_NOT_DEFENDER = _GAINS_ASLEEP + " If it doesn't have [[Defender]], draw a card."
IT_IN_HERO = _GAINS_ASLEEP + " If it's in your Hero Expedition, draw a card."
IT_NOT_IN_HERO = _GAINS_ASLEEP + " If it isn't in your Hero Expedition, draw a card."
PASSIVE_TWO_ANCHORED = (
    "As long as two or more Characters you control are [[Anchored]], I get +1/+1/+1."
)

MORE_BOOSTS_THAN_FACING = "{J} If I have more boosts than each Character facing me, draw a card."
FEWER_BOOSTS = (
    "{J} If I have fewer boosts than every other Character in my Expedition, draw a card."
)

ANCHORED_OR_ASLEEP = "{J} If a Character you control is [[Anchored]] or [[Asleep]], draw a card."
NONE_IN_FOREST = "{J} If no Character in my Expedition is in {V}, draw a card."

YOURE_FIRST = "{J} If you're the first player, draw a card."
YOU_ARENT_FIRST = "{J} If you aren't the first player: Draw a card."
AT_MOST_FOUR = "{J} If I have at most four boosts, draw a card."
LESS_THAN_THREE = "{J} If I have fewer than 3 boosts: Draw a card."
THREE_OR_FEWER_SCRAP = "{J} If I have 3 or fewer Scrap counters, draw a card."

_DRAW = {"action": "draw", "amount": 1}
_ASLEEP = {
    "trigger": "gains_status",
    "filter": {"types": ["Character"], "controller": "you"},
    "status": "Asleep",
}


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


def _draw(condition: str) -> dict[str, Any]:
    return _j({**_DRAW, "if": condition})


def _boost(n: int, condition: str) -> dict[str, Any]:
    return _j({"action": "give_boost", "amount": n, "subject": "self", "if": condition})


READINGS_DESCRIBED_CONDITIONS: dict[str, dict[str, Any]] = {
    TWO_ANCHORED: _draw("two or more characters you control are anchored"),
    ONE_ANCHORED: _draw("a character you control is anchored"),
    NONE_ASLEEP: _boost(1, "unless no character in my expedition is asleep"),
    NOT_EXHAUSTED: _draw("exactly one character you control isn't exhausted"),
    IS_NOT_ASLEEP: _draw("a character you control is not asleep"),
    EACH_BOOSTED: _draw("each character you control has a boost"),
    ALL_TOKENS: _draw("all characters you control are tokens"),
    HAS_DEFENDER: _draw("a character an opponent controls has defender"),
    TWO_BOOSTS: _draw("a character in my expedition has 2 or more boosts"),
    NO_BOOSTS: _draw("every character you control has no boosts"),
    IN_HERO: _draw("two or more characters you control are in your hero expedition"),
    NONE_OF_YOURS: _draw("none of your characters is anchored"),
    ONE_OF_YOURS: _draw("one of your characters is a token"),
    EACH_OF_YOURS: _boost(2, "each of your characters is exhausted"),
    TWO_OF_YOURS: _draw("exactly two of your characters are boosted"),
    I_IN_HERO: _j(
        {
            **_DRAW,
            "if": "i'm in your hero expedition",
            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    ),
    I_DEFENDER: _draw("i don't have defender"),
    I_TOKEN: _draw("unless i am a token"),
    RESERVE_FULL: _draw("you have as many cards in reserve as your reserve limit"),
    RESERVE_OVER: _draw("you have more cards in your reserve than your reserve limit"),
    LANDMARKS_UNDER: _draw("you control fewer landmarks than your landmark limit"),
    DOESNT_HAVE: _draw("a character you control doesn't have defender"),
    ONE_IN_CONTACT: _draw("exactly one of your expeditions is in contact"),
    NONE_BEHIND: _draw("none of your expeditions is behind"),
    NEITHER_IN_FOREST: _draw("neither of your expeditions is in {v}"),
    MORE_LANDMARKS: _draw("an opponent controls more landmarks than you"),
    ANY_ANCHORED: _draw("any character you control is anchored"),
    YOURE_FIRST: _draw("you're the first player"),
    YOU_ARENT_FIRST: _draw("you aren't the first player"),
    AT_MOST_FOUR: _draw("i have at most four boosts"),
    LESS_THAN_THREE: _draw("i have fewer than 3 boosts"),
    THREE_OR_FEWER_SCRAP: _draw("i have 3 or fewer scrap counters"),
    ANCHORED_OR_ASLEEP: _draw("a character you control is anchored or asleep"),
    NONE_IN_FOREST: _draw("no character in my expedition is in {v}"),
    MORE_BOOSTS_THAN_FACING: _draw("i have more boosts than each character facing me"),
    FEWER_BOOSTS: _draw("i have fewer boosts than every other character in my expedition"),
    ALL_OF_YOURS: _draw("all of your characters are exhausted"),
    COST_AT_MOST: _draw("a character you control has hand cost {3} or less"),
    EACH_RESERVE_COST: _draw("each character you control has a reserve cost of {2} or more"),
    IT_DEFENDER: {"reaction": {**_ASLEEP, "effect": [{**_DRAW, "if": "it has defender"}]}},
    IT_NOT_DEFENDER: {
        "reaction": {**_ASLEEP, "effect": [{**_DRAW, "if": "it doesn't have defender"}]}
    },
    IT_IN_HERO: {
        "reaction": {**_ASLEEP, "effect": [{**_DRAW, "if": "it's in your hero expedition"}]}
    },
    IT_NOT_IN_HERO: {
        "reaction": {**_ASLEEP, "effect": [{**_DRAW, "if": "it isn't in your hero expedition"}]}
    },
    PASSIVE_TWO_ANCHORED: {
        "passive": {
            "stats": {"scope": "self", "forest": 1, "mountain": 1, "water": 1},
            "if": "two or more characters you control are anchored",
        }
    },
    EACH_DEFENDER: _draw("each character you control has defender"),
}

RULE_SENTENCES_DESCRIBED_CONDITIONS: dict[str, tuple[str, ...]] = {
    "objects_said_cond": (
        TWO_ANCHORED,
        ONE_ANCHORED,
        NONE_ASLEEP,
        HAS_DEFENDER,
        TWO_BOOSTS,
        PASSIVE_TWO_ANCHORED,
    ),
    "every_object_said_cond": (EACH_BOOSTED, ALL_TOKENS, NO_BOOSTS),
    "partitive_said_cond": (
        NONE_OF_YOURS,
        ONE_OF_YOURS,
        EACH_OF_YOURS,
        TWO_OF_YOURS,
        ALL_OF_YOURS,
    ),
    "any_object_said_cond": (ANY_ANCHORED,),
    "first_player_said_cond": (YOURE_FIRST, YOU_ARENT_FIRST),
    "i_have_bounded_cond": (AT_MOST_FOUR, LESS_THAN_THREE, THREE_OR_FEWER_SCRAP),
    "i_compared_boosts_cond": (MORE_BOOSTS_THAN_FACING, FEWER_BOOSTS),
    "it_said_cond": (IT_DEFENDER, IT_NOT_DEFENDER, IT_IN_HERO, IT_NOT_IN_HERO),
    "said_cost": (COST_AT_MOST, EACH_RESERVE_COST),
    "i_said_cond": (I_IN_HERO, I_DEFENDER, I_TOKEN),
    "against_limit_cond": (RESERVE_FULL, RESERVE_OVER, LANDMARKS_UNDER),
    "expeditions_counted_cond": (ONE_IN_CONTACT, NONE_BEHIND, NEITHER_IN_FOREST),
    "said_state": (TWO_ANCHORED, IS_NOT_ASLEEP, ALL_TOKENS),
    "said_state_not": (NOT_EXHAUSTED,),
    "said_keyword": (HAS_DEFENDER, EACH_DEFENDER),
    "said_keyword_not": (DOESNT_HAVE,),
    "said_boosts": (EACH_BOOSTED, TWO_BOOSTS, NO_BOOSTS),
    "state_status": (TWO_ANCHORED,),
    "state_status_or": (ANCHORED_OR_ASLEEP,),
    "state_in_terrain": (NONE_IN_FOREST,),
    "state_token": (ALL_TOKENS, ONE_OF_YOURS, I_TOKEN),
    "state_in_expedition": (IN_HERO, I_IN_HERO),
}

BOARD_SENTENCES_DESCRIBED_CONDITIONS: tuple[str, ...] = (
    TWO_ANCHORED,
    ONE_ANCHORED,
    NONE_ASLEEP,
    EACH_BOOSTED,
    HAS_DEFENDER,
    IN_HERO,
    NONE_OF_YOURS,
    I_IN_HERO,
    I_DEFENDER,
    RESERVE_FULL,
    LANDMARKS_UNDER,
    DOESNT_HAVE,
    ONE_IN_CONTACT,
    NONE_BEHIND,
    MORE_LANDMARKS,
    ANY_ANCHORED,
    YOURE_FIRST,
    AT_MOST_FOUR,
    ANCHORED_OR_ASLEEP,
    NONE_IN_FOREST,
    COST_AT_MOST,
    IT_IN_HERO,
)

# Read by the grammar, but not a count the engine makes: resolved by hand, naming the words.
EACH_IN_HERO = "{J} If each Character you control is in your Hero Expedition, draw a card."
