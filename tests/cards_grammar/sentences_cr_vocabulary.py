"""Printed sentences for the grammar's "the CR's vocabulary" section (issue 30;
written for these tests from the CR's vocabulary, not copied from card data): merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that
module; the reader test reads each, and ``test_board_cr_vocabulary.py`` plays them on boards."""

from __future__ import annotations

from typing import Any

_J = "enters_play"


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": _J, "effect": list(effect)}}


_LESS = "{J} Exhaust target Character with Hand Cost less than {3}."
_GREATER = "{J} Return target Permanent with Reserve Cost greater than {2} to its owner's hand."
_EQUAL = "When you play a Character with Hand Cost {2} — Draw a card."
_AT_LEAST = "{J} Exhaust target Character with Reserve Cost {4} or greater."
_DISCARD_TO_MANA = "{J} Put a card from your Discard pile in your Mana zone."
_MANA_TO_TOP = "{J} Put a card from your Mana zone on top of your deck."
_RESERVE_TO_HAND = "{J} Put a card from your Reserve in your hand."
_HAND_TO_RESERVE = "{J} You may put a Character from your hand in your Reserve."
_RETURN_FROM_DISCARD = "{J} Return a Spell from your Discard pile to your hand."
_RESERVE_TO_BOTTOM = "{J} Put a Permanent from your Reserve at the bottom of your deck."
_HERO_AHEAD = "{J} If your Hero Expedition is ahead, draw a card."
_COMPANION_ASCENDED = "{J} If your Companion Expedition isn't Ascended, draw a card."
_IN_A_RESERVE = "{J} Discard target Exhausted card in a Reserve."

_GROUP_STATS = "Characters you control get +1/+1/+1."
_YOUR_STATS = "Your other Animals get +1/+0/+0."
_EACH_STATS = "Each Boosted Character in my Expedition gets +0/+0/+2."
_MY_STATS = "I get +2/+0/+0 as long as I'm Boosted."
_THEIR_STATS = "Characters an opponent controls get -1/-1/-1."
_I_CANT = "I can't be sacrificed or discarded."
_I_CANT_EXHAUST = "As long as I'm Boosted, I can't be exhausted."
_GROUP_CANT = "Characters an opponent controls can't gain boosts."
_YOUR_CANT = "Your Plants can't be readied."
_ORBS_CANT = "Mana Orbs can't be exhausted."
_YOUR_ORBS_CANT = "Your Mana Orbs can't be exhausted."
_THEIR_ORBS_CANT = "Your opponents' Mana Orbs can't be exhausted."
_TOKENS_CANT = "Tokens you control can't be sacrificed."
_I_CANT_BOOSTS = "I can't gain boosts."
_YOUR_CANT_BOOSTS = "Your Robots can't gain boosts."
_I_CANT_TARGET = "I can't be targeted."
_YOURS_CANT_TARGET = "Characters you control can't be targeted by cards an opponent controls."


def _passive(**fields: Any) -> dict[str, Any]:
    return {"passive": fields}


def _stats(f: int, m: int, w: int, **more: Any) -> dict[str, Any]:
    return {"forest": f, "mountain": m, "water": w, **more}


_NEXT_RESERVE = "{T}: The next Character you play from your Reserve this turn gains 1 boost."
_NEXT_IN_V = "{T}: The next Character you play in {V} this turn gains 1 boost."
_NEXT_LATE = "{T}: The next Character you play this turn with Hand Cost {3} or less gains Anchored."
_NEXT_THAT = "{T}: The next Spell that you play this turn costs {1} less."
_NEXT_ACTIVATES = (
    "{T}: The next Character you play from your hand this turn activates its {R} abilities."
)


def _next(**next_played: Any) -> dict[str, Any]:
    ongoing = {"duration": "this turn", "next_played": next_played}
    return {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "ongoing", "ongoing": ongoing}],
        }
    }


_GRANT_COST = "Characters with Hand Cost {3} or less you control have Defender."
_GRANT_TOUGH = "Your Tough Characters have Defender."

_STAT_MORE = "{J} Exhaust target Character with {V} 3 or more."
_STAT_EQUAL = "{J} Exhaust each Character with a {O} of 2."
_STAT_COUNT = "{J} Draw a card for each Character you control with {V} 2 or more."

_YOUR_COST = "Your Characters with Hand Cost {5} or more cost {1} less."
_THEIR_COST = "Permanents an opponent plays cost {2} more."

_MILL = "{J} Put the top two cards of your deck in your Discard pile."

_DISCARD_ORB = "{J} Discard a card from your Mana zone."

_EACH_HAS = "Each Boosted Character in my Expedition has Tough 1."

READINGS_GKW5: dict[str, dict[str, Any]] = {
    _EACH_HAS: _passive(
        grant={"to": "each boosted character in my expedition", "keyword": "Tough 1"}
    ),
    _DISCARD_ORB: _j({"action": "discard", "subject": "a_card_from_your_mana_zone"}),
    _MILL: _j({"action": "discard", "subject": "top_cards_of_your_deck", "amount": 2}),
    _YOUR_COST: _passive(
        cost={"change": -1, "applies_to": "characters you play with hand cost {5} or more"}
    ),
    _THEIR_COST: _passive(cost={"change": 2, "applies_to": "permanents an opponent plays"}),
    _STAT_COUNT: _j({"action": "draw", "per": "character you control with {v} 2 or more"}),
    _STAT_MORE: _j(
        {
            "action": "exhaust",
            "subject": "target_character",
            "filter": {"stat_of": "forest", "stat_min": 3},
        }
    ),
    _STAT_EQUAL: _j(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "stat_of": "water", "stat_min": 2, "stat_max": 2},
        }
    ),
    _GRANT_COST: _passive(
        grant={"to": "characters with hand cost {3} or less you control", "keyword": "Defender"}
    ),
    _GRANT_TOUGH: _passive(grant={"to": "tough characters you control", "keyword": "Defender"}),
    _NEXT_RESERVE: _next(card_type="Character", boosts=1, played_from="reserve"),
    _NEXT_IN_V: _next(card_type="Character", boosts=1, into_terrain="forest"),
    _NEXT_LATE: _next(card_type="Character", gain_status="Anchored", filter={"hand_cost_max": 3}),
    _NEXT_THAT: _next(card_type="Spell", cost_change=-1),
    _NEXT_ACTIVATES: _next(
        card_type="Character", activates="played_from_reserve", played_from="hand"
    ),
    _GROUP_STATS: _passive(
        stats={
            "scope": "group",
            **_stats(1, 1, 1),
            "filter": {"types": ["Character"], "controller": "you"},
        }
    ),
    _YOUR_STATS: _passive(
        stats={
            "scope": "group",
            **_stats(1, 0, 0),
            "filter": {
                "subtypes": ["Animal"],
                "another": True,
                "types": ["Character"],
                "controller": "you",
            },
        }
    ),
    _EACH_STATS: _passive(
        stats={
            "scope": "group",
            **_stats(0, 0, 2),
            "filter": {"in_my_expedition": True, "statuses": ["Boosted"], "types": ["Character"]},
        }
    ),
    _MY_STATS: {"passive": {"stats": {"scope": "self", **_stats(2, 0, 0)}, "if": "i'm boosted"}},
    _THEIR_STATS: _passive(
        stats={
            "scope": "group",
            **_stats(-1, -1, -1),
            "filter": {"types": ["Character"], "controller": "opponent"},
        }
    ),
    _I_CANT: _passive(cant_be={"actions": ["sacrifice", "discard"]}),
    _I_CANT_EXHAUST: {"passive": {"cant_be": {"actions": ["exhaust"]}, "if": "i'm boosted"}},
    _GROUP_CANT: _passive(
        cant_be={
            "actions": ["gain_boosts"],
            "filter": {"types": ["Character"], "controller": "opponent"},
        }
    ),
    _ORBS_CANT: _passive(cant_be={"actions": ["exhaust"], "filter": {"mana_orbs": True}}),
    _YOUR_ORBS_CANT: _passive(
        cant_be={"actions": ["exhaust"], "filter": {"mana_orbs": True, "controller": "you"}}
    ),
    _THEIR_ORBS_CANT: _passive(
        cant_be={"actions": ["exhaust"], "filter": {"mana_orbs": True, "controller": "opponent"}}
    ),
    _YOUR_CANT: _passive(
        cant_be={
            "actions": ["ready"],
            "filter": {"subtypes": ["Plant"], "types": ["Character"], "controller": "you"},
        }
    ),
    _TOKENS_CANT: _passive(
        cant_be={"actions": ["sacrifice"], "filter": {"controller": "you", "tokens": True}}
    ),
    _I_CANT_BOOSTS: _passive(cant_be={"actions": ["gain_boosts"]}),
    _YOUR_CANT_BOOSTS: _passive(
        cant_be={
            "actions": ["gain_boosts"],
            "filter": {"subtypes": ["Robot"], "types": ["Character"], "controller": "you"},
        }
    ),
    _I_CANT_TARGET: _passive(cant_be={"actions": ["target"]}),
    _YOURS_CANT_TARGET: _passive(
        cant_be={
            "actions": ["target_by_opponent"],
            "filter": {"types": ["Character"], "controller": "you"},
        }
    ),
    _LESS: _j({"action": "exhaust", "subject": "target_character", "filter": {"hand_cost_max": 2}}),
    _GREATER: _j(
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "target_permanent",
            "filter": {"reserve_cost_min": 3},
        }
    ),
    _EQUAL: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"], "hand_cost_max": 2, "hand_cost_min": 2},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _AT_LEAST: _j(
        {"action": "exhaust", "subject": "target_character", "filter": {"reserve_cost_min": 4}}
    ),
    _DISCARD_TO_MANA: _j(
        {"action": "put", "subject": "a_card_from_your_discard_pile", "to": "mana"}
    ),
    _MANA_TO_TOP: _j(
        {"action": "put", "subject": "a_card_from_your_mana_zone", "to": "deck", "position": "top"}
    ),
    _RESERVE_TO_HAND: _j({"action": "put", "subject": "a_card_from_your_reserve", "to": "hand"}),
    _HAND_TO_RESERVE: _j(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "filter": {"types": ["Character"]},
            "may": True,
        }
    ),
    _RETURN_FROM_DISCARD: _j(
        {
            "action": "return",
            "subject": "a_card_from_your_discard_pile",
            "to": "hand",
            "filter": {"types": ["Spell"]},
        }
    ),
    _RESERVE_TO_BOTTOM: _j(
        {
            "action": "put",
            "subject": "a_card_from_your_reserve",
            "to": "deck",
            "position": "bottom",
            "filter": {"types": ["Permanent"]},
        }
    ),
    _HERO_AHEAD: _j({"action": "draw", "amount": 1, "if": "your hero expedition is ahead"}),
    _COMPANION_ASCENDED: _j(
        {"action": "draw", "amount": 1, "if": "your companion expedition isn't ascended"}
    ),
    _IN_A_RESERVE: _j(
        {
            "action": "discard",
            "subject": "target_reserve_card",
            "filter": {"statuses": ["Exhausted"]},
        }
    ),
}

RULE_SENTENCES_GKW5: dict[str, tuple[str, ...]] = {
    "each_has_keyword": (_EACH_HAS,),
    "discard": (_DISCARD_ORB,),
    "discard_destination": (_MILL,),
    "put_top_of_deck": (_MILL,),
    "your_cards_cost": (_YOUR_COST,),
    "cards_cost": (_THEIR_COST,),
    "stat_compared": (_STAT_MORE, _STAT_EQUAL, _STAT_COUNT),
    "group_keyword": (_GRANT_COST,),
    "your_group_keyword": (_GRANT_TOUGH,),
    "next_played": (_NEXT_RESERVE, _NEXT_IN_V),
    "next_played_late": (_NEXT_LATE,),
    "you_play": (_NEXT_THAT,),
    "next_activates": (_NEXT_ACTIVATES,),
    "group_gets_stats": (_GROUP_STATS, _THEIR_STATS),
    "your_group_gets_stats": (_YOUR_STATS,),
    "each_gets_stats": (_EACH_STATS,),
    "i_get_stats": (_MY_STATS,),
    "i_cant_be": (_I_CANT, _I_CANT_EXHAUST, _I_CANT_TARGET),
    "group_cant_be": (_TOKENS_CANT, _YOURS_CANT_TARGET),
    "your_group_cant_be": (_YOUR_CANT,),
    "mana_orbs_cant_be": (_ORBS_CANT,),
    "your_mana_orbs_cant_be": (_YOUR_ORBS_CANT,),
    "opponents_mana_orbs_cant_be": (_THEIR_ORBS_CANT,),
    "i_cant_gain_boosts": (_I_CANT_BOOSTS,),
    "group_cant_gain_boosts": (_GROUP_CANT,),
    "your_group_cant_gain_boosts": (_YOUR_CANT_BOOSTS,),
    "cant_sacrificed": (_I_CANT, _TOKENS_CANT),
    "cant_discarded": (_I_CANT,),
    "cant_readied": (_YOUR_CANT,),
    "cant_status_word": (_I_CANT_EXHAUST,),
    "cant_targeted": (_I_CANT_TARGET,),
    "cant_targeted_by_opponent": (_YOURS_CANT_TARGET,),
    "cost_less_than": (_LESS,),
    "cost_greater_than": (_GREATER,),
    "cost_equal": (_EQUAL,),
    "cost_at_least": (_AT_LEAST,),
    "put_card_between_zones": (_DISCARD_TO_MANA, _MANA_TO_TOP, _RESERVE_TO_HAND),
    "put_in_reserve": (_HAND_TO_RESERVE, _RESERVE_TO_BOTTOM),
    "return_to_hand": (_RETURN_FROM_DISCARD,),
    "in_reserve": (_IN_A_RESERVE,),
    "placed_expedition_cond": (_HERO_AHEAD, _COMPANION_ASCENDED),  # your Hero / Companion
}

BOARD_SENTENCES_GKW5: tuple[str, ...] = tuple(READINGS_GKW5)
