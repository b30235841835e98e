# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The sibling sentences of three constructions (issue 30, gram73), written before the reader
was built: (1) an amount counted on EACH object or player a step acts on ("… per Ember counter
it has", "… for each Landmark they control", "equal to its Hand Cost"; 6.5.i); (2) arithmetic
on an amount ("half …, rounded up / down", "twice the number of …", "plus / minus N", "…, up to
a max of N", a die's result; 6.5.i, 7.3.33); (3) an atomic action on every object matching a
description ("all Characters with Hand Cost 2 or less", "every Permanent an opponent controls",
"Send to their owners' Reserves all …"; 6.1.e, 7.3) — crossed with atomic actions (boosts and
counters 7.3.15 / 7.3.17, draw 7.3.9, exhaust / ready, send / return, sacrifice, statuses),
actors and descriptions. "SPELL " marks a Spell's text.

``SIBLINGS`` are all of them (read before gram73: 49 of 126); ``NOT_READ`` are refused by name (never read as something else);
the rest are read and run. Measured with benchmarks/own_counts_siblings.py."""

from __future__ import annotations

SIBLINGS: tuple[str, ...] = (
    # 1 each subject's own count (objects)
    "{J} Each other Character you control gains 1 boost per Ember counter it has.",
    "{J} Each other Character you control gains 1 boost for each boost it has.",
    "{J} Each Character you control gains 1 boost for each boost it has.",
    "{J} Each Character you control gains 1 boost per boost it has.",
    "{J} Each Character in my Expedition gains 1 boost for each boost it has.",
    "{J} Each other Character you control gains 1 Glimmer counter for each Glimmer counter it has.",
    "{J} Each Character you control gains 1 Ember counter for each boost it has.",
    "{J} Each Character you control loses 1 boost for each boost it has.",
    "{J} Each opponent's Character loses 1 boost for each boost it has.",
    "{J} Each Character gains 1 boost for each Ember counter it has.",
    "{J} Target Character gains 1 boost for each boost it has.",
    "{J} Target Character gains 1 boost per Ember counter it has.",
    "{J} Target Character you control gains 1 Ember counter for each Ember counter it has.",
    "{J} Target Character loses 1 boost for each Ember counter it has.",
    "{J} Each Character you control gains boosts equal to the number of Ember counters it has.",
    "{J} Target Character gains boosts equal to the number of boosts it has.",
    "{J} Each Character you control gains boosts equal to its Hand Cost.",
    "{J} Target Character gains boosts equal to its Hand Cost.",
    "{J} Target Character gains boosts equal to its Reserve Cost.",
    "{J} Each other Character you control gains Glimmer counters equal to its Hand Cost.",
    "{J} Each Character you control gains 1 boost per Ember counter it has, up to a max of 3.",
    "SPELL Each Character you control gains 1 boost for each Ember counter it has.",
    "SPELL Each other Character you control gains 2 boosts for each Ember counter it has.",
    "{R} Each Character you control gains 1 boost for each boost it has.",
    # 1 each subject's own count (players)
    "{J} Each opponent draws a card for each Landmark they control.",
    "{J} Each player draws a card for each Landmark they control.",
    "{J} Each player draws a card for each Character they control.",
    "{J} Each opponent draws a card for each Character they control.",
    "{J} Target opponent draws a card for each Landmark they control.",
    "{J} Target player draws a card for each Character they control.",
    "{J} Each opponent discards a card from their hand for each Landmark they control.",
    "{J} Each opponent sacrifices a Character for each Landmark they control.",
    "{J} Each player draws cards equal to the number of Landmarks they control.",
    "{J} Each opponent draws cards equal to the number of Characters they control.",
    "SPELL Each player draws a card for each Landmark they control.",
    "{J} Each opponent draws a card for each card in their Reserve.",
    "{J} Each player draws a card for each card in their Reserve.",
    # 1 damage-like: equal to its power  (statistics)
    "{J} Target Character gains boosts equal to its {M}.",
    "{J} Each Character you control gains boosts equal to its {V}.",
    "{J} Target Character gains Glimmer counters equal to its {O}.",
    # 2 arithmetic
    "SPELL Roll a die. Target Character gains a number of boosts equal to half the result, rounded up.",
    "SPELL Roll a die. Target Character gains a number of boosts equal to half the result, rounded down.",
    "SPELL Roll a die. Draw a number of cards equal to half the result, rounded down.",
    "SPELL Roll a die. Draw cards equal to half the result, rounded up.",
    "SPELL Roll a die. I gain boosts equal to the result.",
    "SPELL Roll a die. Target Character gains boosts equal to the result.",
    "SPELL Roll a die. Target Character gains boosts equal to the result minus 2.",
    "SPELL Roll a die. Draw cards equal to the result minus 3.",
    "SPELL Roll a die. Target Character gains Glimmer counters equal to the result.",
    "{J} Draw cards equal to half the number of Characters you control, rounded up.",
    "{J} Target Character gains boosts equal to half the number of cards in your Reserve, rounded up.",
    "{J} I gain Glimmer counters equal to half the number of Landmarks you control, rounded up.",
    "{J} Target opponent draws cards equal to half the number of Characters you control, rounded up.",
    "{J} Target Character gains boosts equal to half the number of Landmarks you control, rounded up.",
    "{J} Target Character gains boosts equal to half the number of Landmarks you control, rounded down.",
    "{J} I gain boosts equal to half the number of Characters you control, rounded up.",
    "{J} Target Character gains boosts equal to twice the number of Landmarks you control.",
    "{J} Draw cards equal to twice the number of Landmarks you control.",
    "{J} I gain Glimmer counters equal to twice the number of Characters you control.",
    "{J} Target Character gains boosts equal to the number of Landmarks you control plus 1.",
    "{J} Target Character gains boosts equal to the number of Landmarks you control plus one.",
    "{J} Draw cards equal to the number of Characters you control minus 1.",
    "{J} Target Character gains boosts equal to the number of Characters you control minus 2.",
    "{J} I gain boosts equal to the number of cards in your Reserve minus 1.",
    "{J} Target Character gains boosts equal to 1 plus the number of Landmarks you control.",
    "{J} Draw cards equal to the number of Landmarks you control, up to a max of 3.",
    "{J} Target Character gains boosts equal to the number of Characters you control, up to a max of 3.",
    "{J} I gain boosts equal to the number of cards in your Reserve, up to a max of 2.",
    "{J} Target Character gains boosts equal to twice the number of Landmarks you control, up to a max of 4.",
    "{J} Draw cards equal to half the number of Landmarks you control, rounded up, up to a max of 3.",
    "{J} Target Character gains X boosts, where X is half the number of Characters you control, rounded up.",
    "{J} Target Character gains X boosts, where X is twice the number of Landmarks you control.",
    "{J} Draw X cards, where X is the number of Landmarks you control minus 1.",
    "{J} Target Character gains X boosts, where X is the number of Landmarks you control plus 1.",
    "{J} Each Character you control gains boosts equal to twice the number of Landmarks you control.",
    # 3 action on a described group
    "SPELL Send to their owners' Reserves all Characters with Hand Cost 2 or less.",
    "SPELL Send all Characters with Hand Cost 2 or less to their owners' Reserves.",
    "SPELL Return to their owners' hands all Characters with Hand Cost 2 or less.",
    "SPELL Return all Characters with Hand Cost 3 or less to their owners' hands.",
    "SPELL Send to their owners' Reserves all Characters with Reserve Cost 2 or less.",
    "SPELL Discard all Characters with Hand Cost 2 or less.",
    "SPELL Sacrifice all Characters you control with Hand Cost 2 or less.",
    "SPELL Exhaust all Characters with no boosts.",
    "SPELL Exhaust all Characters with Hand Cost 3 or more.",
    "SPELL Exhaust all Characters with power 3 or more.",
    "SPELL Exhaust all Characters with {M} 3 or more.",
    "SPELL Exhaust all Characters your opponents control.",
    "SPELL Exhaust all other Characters.",
    "SPELL Exhaust every Character an opponent controls.",
    "SPELL Exhaust every Permanent an opponent controls.",
    "SPELL Ready all Characters you control.",
    "SPELL Ready all Characters you control with Hand Cost 2 or less.",
    "SPELL All Characters with Hand Cost 2 or less gain 1 boost.",
    "SPELL All Characters you control gain 1 boost.",
    "SPELL All other Characters you control gain 1 boost.",
    "SPELL All Characters with no boosts gain 1 boost.",
    "SPELL All Characters with power 3 or more lose 1 boost.",
    "SPELL Each Character with power 3 or more loses 1 boost.",
    "SPELL Each Character with Hand Cost 2 or less gains 1 boost.",
    "SPELL Each Character with Hand Cost 3 or more loses 1 boost.",
    "SPELL Each Character with no boosts gains 1 boost.",
    "SPELL Each Character with a boost loses 1 boost.",
    "SPELL Each Character with an Ember counter gains 1 boost.",
    "SPELL Each Character you control with Hand Cost 2 or less gains 1 boost.",
    "SPELL Each Character an opponent controls with Hand Cost 2 or less loses 1 boost.",
    "SPELL Each exhausted Character gains 1 boost.",
    "SPELL Each Animal you control gains 1 boost.",
    "SPELL Each Character with {M} 3 or more gains Asleep.",
    "SPELL Each Character with Hand Cost 2 or less gains Anchored.",
    "SPELL Every Character you control gains 1 boost.",
    "SPELL Every Permanent an opponent controls loses 1 boost.",
    "SPELL Give 1 boost to each Character with Hand Cost 2 or less.",
    "SPELL Put 1 Ember counter on each Character with Hand Cost 2 or less.",
    "SPELL Send to Reserve all Characters with Hand Cost 2 or less you control.",
    "SPELL Sacrifice all Characters with no boosts.",
    "SPELL Send all Characters with no boosts to their owners' Reserves.",
    "SPELL Send all exhausted Characters to their owners' Reserves.",
    "SPELL Return all exhausted Characters to their owners' hands.",
    "SPELL Ready one of your Mana Orbs for each Animal you control.",
    "SPELL Ready one of your Mana Orbs for each Character you control.",
    "SPELL Ready a Mana Orb for each Landmark you control.",
    "SPELL Exhaust all Characters with Hand Cost 2 or less and all Permanents with Hand Cost 2 or less.",
    "SPELL Send to their owners' hands all Characters with Hand Cost 2 or less.",
    "SPELL Exhaust all Characters in my Expedition.",
    "SPELL All Characters in my Expedition gain 1 boost.",
    "SPELL Each Character in your Expeditions with Hand Cost 2 or less gains 1 boost.",
)

NOT_READ: tuple[str, ...] = (
    # left for later, each refused by name (never read as something else): a loss counted on
    # each object ("loses 1 boost for each boost it has"), "equal to its Hand Cost / {M}", a
    # step other than draw counted per player, "1 plus the number of …", "where X is half …",
    # "power" (no CR statistic: Altered's are {V} {M} {O}, 2.2.11), Mana Orbs readied "for
    # each", two described groups joined
    "{J} Each Character you control loses 1 boost for each boost it has.",
    "{J} Each opponent's Character loses 1 boost for each boost it has.",
    "{J} Target Character loses 1 boost for each Ember counter it has.",
    # (gf, session 33: "Each [group] gains boosts / counters equal to its Hand Cost" is read,
    # once per object, each its own cost — sentences_each_object.py)
    "{J} Target Character gains boosts equal to its Hand Cost.",
    "{J} Target Character gains boosts equal to its Reserve Cost.",
    "{J} Each opponent discards a card from their hand for each Landmark they control.",
    "{J} Each opponent sacrifices a Character for each Landmark they control.",
    "{J} Target Character gains boosts equal to its {M}.",
    "{J} Each Character you control gains boosts equal to its {V}.",
    "{J} Target Character gains Glimmer counters equal to its {O}.",
    "{J} Target Character gains boosts equal to 1 plus the number of Landmarks you control.",
    "{J} Target Character gains X boosts, where X is half the number of Characters you control, rounded up.",
    "SPELL Exhaust all Characters with power 3 or more.",
    "SPELL All Characters with power 3 or more lose 1 boost.",
    "SPELL Each Character with power 3 or more loses 1 boost.",
    "SPELL Ready one of your Mana Orbs for each Animal you control.",
    "SPELL Ready one of your Mana Orbs for each Character you control.",
    "SPELL Ready a Mana Orb for each Landmark you control.",
    "SPELL Exhaust all Characters with Hand Cost 2 or less and all Permanents with Hand Cost 2 or less.",
)

EMBER_EACH_OTHER = "{J} Each other Character you control gains 1 boost per Ember counter it has."
TARGET_OWN_BOOSTS = "{J} Target Character gains 1 boost for each boost it has."
HALF_ROUNDED_UP = "{J} Draw cards equal to half the number of Characters you control, rounded up."
EACH_PLAYER_THEIR_LANDMARKS = "{J} Each player draws a card for each Landmark they control."

# ---- the grammar's reader tests (merged into :mod:`.sentences`): one sentence per new rule
_ARITH_MINUS = "{J} Draw cards equal to the number of Characters you control minus 1."
_ARITH_PLUS = (
    "{J} Target Character gains boosts equal to the number of Landmarks you control plus 1."
)
_DRAW_TWICE = "{J} Draw cards equal to twice the number of Landmarks you control."
_PLAYER_TWICE = (
    "{J} Target opponent draws cards equal to twice the number of Landmarks you control."
)
_BOOSTS_TWICE = (
    "{J} Target Character gains boosts equal to twice the number of Landmarks you control."
)
_COUNTERS_THRICE = (
    "{J} I gain Glimmer counters equal to three times the number of Characters you control."
)
_WHERE_X_TWICE = (
    "{J} Target Character gains X boosts, where X is twice the number of Landmarks you control."
)
_RESULT_MINUS = "Roll a die. Target Character gains boosts equal to the result minus 2."


def _reaction(*effect: dict[str, object]) -> dict[str, object]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _boosts(amount: int) -> dict[str, object]:
    return {"action": "give_boost", "amount": amount, "subject": "target_character"}


READINGS_OWN_COUNTS: dict[str, dict[str, object]] = {
    EMBER_EACH_OTHER: _reaction(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"another": True},
            "per": "ember counter it has",
        }
    ),
    _ARITH_MINUS: _reaction(
        {"action": "draw", "amount": 1, "per": "characters you control", "per_plus": -1}
    ),
    _ARITH_PLUS: _reaction({**_boosts(1), "per": "landmarks you control", "per_plus": 1}),
    _DRAW_TWICE: _reaction({"action": "draw", "amount": 2, "per": "landmarks you control"}),
    _PLAYER_TWICE: _reaction(
        {
            "action": "draw",
            "amount": 2,
            "subject": "target_opponent",
            "per": "landmarks you control",
        }
    ),
    _BOOSTS_TWICE: _reaction({**_boosts(2), "per": "landmarks you control"}),
    _COUNTERS_THRICE: _reaction(
        {
            "action": "gain_counters",
            "amount": 3,
            "counter": "Glimmer",
            "subject": "self",
            "per": "characters you control",
        }
    ),
    _WHERE_X_TWICE: _reaction({**_boosts(2), "per": "landmarks you control"}),
    _RESULT_MINUS: {
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {"low": r, "high": r, "effect": [_boosts(r - 2)]} for r in range(3, 7)
                ],
            }
        ]
    },
}
_OWNERS_HANDS_FIRST = "Send to their owners' hands all Characters with Hand Cost 2 or less."
_CHEAP = {"types": ["Character"], "hand_cost_max": 2}
for _text, _zone in (
    ("Send to their owners' Reserves all Characters with Hand Cost 2 or less.", "reserve"),
    (_OWNERS_HANDS_FIRST, "hand"),
):
    READINGS_OWN_COUNTS[_text] = {
        "effect": [
            {
                "action": "send",
                "to": _zone,
                "to_owner": True,
                "subject": "objects_in_play",
                "filter": _CHEAP,
            }
        ]
    }
RULE_SENTENCES_OWN_COUNTS: dict[str, tuple[str, ...]] = {
    "owners_zone_first": (
        "Send to their owners' Reserves all Characters with Hand Cost 2 or less.",
    ),
    "owners_hands_first": (_OWNERS_HANDS_FIRST,),
    "its_own_counters_counted": (EMBER_EACH_OTHER,),
    "count_arith_chain": (_ARITH_MINUS, _ARITH_PLUS),
    "draw_times_count": (_DRAW_TWICE,),
    "player_draws_times_count": (_PLAYER_TWICE,),
    "gain_boosts_times_count": (_BOOSTS_TWICE,),
    "gain_counters_times_count": (_COUNTERS_THRICE,),
    "where_x_times_chain": (_WHERE_X_TWICE,),
    "result_arith": (_RESULT_MINUS,),
}
ROLL_MINUS_TWO = "{J} Roll a die. I gain boosts equal to the result minus 2."
ROLL_HALF_UP = "{J} Roll a die. I gain a number of boosts equal to half the result, rounded up."
OWNERS_RESERVES_FIRST = "Send to their owners' Reserves all Characters with Hand Cost 2 or less."
EACH_PLAYER_THEIR_RESERVE = "{J} Each player draws a card for each card in their Reserve."
BOARD_SENTENCES_OWN_COUNTS: tuple[str, ...] = (
    EMBER_EACH_OTHER,
    TARGET_OWN_BOOSTS,
    EACH_PLAYER_THEIR_LANDMARKS,
    EACH_PLAYER_THEIR_RESERVE,
    HALF_ROUNDED_UP,
    _ARITH_MINUS,
    _DRAW_TWICE,
    ROLL_MINUS_TWO,
    ROLL_HALF_UP,
    OWNERS_RESERVES_FIRST,
)
"""The sentences tests/cards_grammar/test_board_own_counts.py plays on boards."""
