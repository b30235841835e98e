"""Sibling sentences of THE OBJECT PHRASE (issue 30, gram108), written before building,
mostly not copied from card data: a noun of the CR (Character, Permanent, Landmark /
Expedition Permanent, token, card, Mana Orb) × who controls or owns it (you, an opponent,
target opponent, each opponent) × where it is (an Expedition, a Reserve, another player's
zone) × filters (status 2.4, sub-type 2.2.2, statistic or cost compared with a number 2.2.7,
2.2.11, boosts 2.5.1 — and compared with ANOTHER object's: "with fewer boosts than a
Character you control", "… more boosts than me"; "with the highest / lowest X"; two parts
joined by "and") × quantifiers (target, up to N target, each, all, a, another, other than
me).

``SIBLINGS`` maps each sentence (an ``{J}`` Reaction, or a Spell marked
:data:`~tests.cards_grammar.probe.SPELL`-free here: all are Reactions) to the one effect step
it means, or to ``None`` when the engine cannot say it (a refusal is right). Measured by
benchmarks/object_phrase_siblings.py; tests/cards_grammar/test_object_phrase.py holds every
sibling to its meaning."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_THEIRS: Step = {"controller": "opponent"}
_EXHAUST: Step = {"action": "exhaust"}
_TARGET_CHARACTER: Step = {**_EXHAUST, "subject": "target_character"}


def _exhaust_target(flt: Step, subject: str = "target_character") -> Step:
    return {**_EXHAUST, "subject": subject, "filter": flt}


# ---- who controls it × the noun (1.1.3, 2.2.1, 2.2.3)
CONTROLLERS: dict[str, Step | None] = {
    "{J} Exhaust target Character an opponent controls.": _exhaust_target(_THEIRS),
    "{J} Exhaust target Permanent an opponent controls.": _exhaust_target(
        _THEIRS, "target_permanent"
    ),
    "{J} Exhaust target Landmark an opponent controls.": _exhaust_target(
        {"permanents_in_landmarks": True, **_THEIRS}, "target_permanent"
    ),
    "{J} Exhaust target Expedition Permanent an opponent controls.": _exhaust_target(
        {"permanents_in_expeditions": True, **_THEIRS}, "target_permanent"
    ),
    "{J} Send to Reserve target Character you don't control.": {
        "action": "send",
        "to": "reserve",
        "subject": "target_character",
        "filter": _THEIRS,
    },
    "{J} Exhaust target opponent's Character.": _exhaust_target(_THEIRS),
    "{J} Exhaust target Character in an opponent's Expedition.": _exhaust_target(_THEIRS),
    "{J} Return target Character an opponent controls to its owner's hand.": {
        "action": "return",
        "to": "hand",
        "to_owner": True,
        "subject": "target_character",
        "filter": _THEIRS,
    },
    "{J} Send target Character an opponent controls to its owner's Reserve.": {
        "action": "send",
        "to": "reserve",
        "to_owner": True,
        "subject": "target_character",
        "filter": _THEIRS,
    },
    "{J} Target Character an opponent controls gains 2 boosts.": {
        "action": "give_boost",
        "amount": 2,
        "subject": "target_character",
        "filter": _THEIRS,
    },
    "{J} Target Character an opponent controls loses all its boosts.": {
        "action": "remove_counters",
        "counter": "boost",
        "all_counters": True,
        "subject": "target_character",
        "filter": _THEIRS,
    },
    "{J} Exhaust all Characters an opponent controls.": _exhaust_target(
        {"types": ["Character"], **_THEIRS}, "objects_in_play"
    ),
    "{J} Exhaust each Character an opponent controls.": _exhaust_target(
        {"types": ["Character"], **_THEIRS}, "objects_in_play"
    ),
    "{J} Exhaust target Character token an opponent controls.": _exhaust_target(
        {**_THEIRS, "tokens": True}
    ),
    "{J} Exhaust target Animal Character an opponent controls.": _exhaust_target(
        {"subtypes": ["Animal"], **_THEIRS}
    ),
    "{J} Exhaust target Anchored Character an opponent controls.": _exhaust_target(
        {"statuses": ["Anchored"], **_THEIRS}
    ),
    "{J} Choose a Character an opponent controls. Exhaust it.": _exhaust_target(
        {"types": ["Character"], **_THEIRS}, "a_character_or_permanent_in_play"
    ),
    "{J} Each opponent sacrifices a Character.": {
        "action": "sacrifice",
        "subject": "a_character_each_opponent_controls",
    },
    # "target Character target opponent controls": a target inside a target's words — not read
    "{J} Exhaust target Character target opponent controls.": None,
}

# ---- quantifiers (6.5.b, 7.2.1.a)
QUANTIFIERS: dict[str, Step | None] = {
    "{J} Exhaust up to two target Characters an opponent controls.": {
        **_exhaust_target(_THEIRS),
        "up_to": 2,
    },
    "{J} Exhaust up to two target Characters with Hand Cost 2 or less.": {
        **_exhaust_target({"hand_cost_max": 2}),
        "up_to": 2,
    },
    "{J} Exhaust another target Character you control.": _exhaust_target(
        {"controller": "you", "another": True}
    ),
    "{J} Exhaust target Character other than me.": _exhaust_target({"another": True}),
}

# ---- a characteristic compared with a number (2.2.7, 2.2.8, 2.2.11, 2.5.1)
NUMBERS: dict[str, Step | None] = {
    "{J} Send to Reserve target Character with Hand Cost {2} or less.": {
        "action": "send",
        "to": "reserve",
        "subject": "target_character",
        "filter": {"hand_cost_max": 2},
    },
    "{J} Exhaust target Character with Hand Cost 4 or more.": _exhaust_target({"hand_cost_min": 4}),
    "{J} Exhaust target Character with a Hand Cost of 4 or less.": _exhaust_target(
        {"hand_cost_max": 4}
    ),
    "{J} Discard target Character an opponent controls with Hand Cost 2 or less.": {
        "action": "discard",
        "subject": "target_character",
        "filter": {**_THEIRS, "hand_cost_max": 2},
    },
    "{J} Exhaust target opponent's Character with Hand Cost 3 or less.": _exhaust_target(
        {**_THEIRS, "hand_cost_max": 3}
    ),
    "{J} Exhaust target Character an opponent controls with {V} 3 or less.": _exhaust_target(
        {**_THEIRS, "stat_of": "forest", "stat_max": 3}
    ),
    "{J} Exhaust target Character with {M} 2 or more.": _exhaust_target(
        {"stat_of": "mountain", "stat_min": 2}
    ),
    "{J} Exhaust target Character with no boosts.": _exhaust_target({"without": ["Boosted"]}),
    "{J} Exhaust target Character with one or more boosts.": _exhaust_target(
        {"statuses": ["Boosted"]}
    ),
    "{J} Exhaust target Character you control with one or more boosts.": _exhaust_target(
        {"statuses": ["Boosted"], "controller": "you"}
    ),
    "{J} Exhaust target Character with 2 or more boosts.": _exhaust_target({"boosts_min": 2}),
}

# ---- the highest / lowest (among the objects the rest lets through, in play)
EXTREMES: dict[str, Step | None] = {
    "{J} Exhaust target Character with the highest Hand Cost.": _exhaust_target(
        {"extreme": "highest", "extreme_of": "hand_cost"}
    ),
    "{J} Exhaust target Character with the lowest Hand Cost.": _exhaust_target(
        {"extreme": "lowest", "extreme_of": "hand_cost"}
    ),
    "{J} Exhaust target Character an opponent controls with the highest Hand Cost.": (
        _exhaust_target({**_THEIRS, "extreme": "highest", "extreme_of": "hand_cost"})
    ),
    "{J} Exhaust target Character an opponent controls with the lowest {V}.": _exhaust_target(
        {**_THEIRS, "extreme": "lowest", "extreme_of": "forest"}
    ),
    "{J} Exhaust target Character with the highest {M}.": _exhaust_target(
        {"extreme": "highest", "extreme_of": "mountain"}
    ),
    "{J} Sacrifice a Character you control with the lowest Hand Cost.": {
        "action": "sacrifice",
        "subject": "a_character_you_control",
        "filter": {"extreme": "lowest", "extreme_of": "hand_cost", "controller": "you"},
    },
    # "Power" is no word of the CR (a Character's statistics are {V} {M} {O}, 2.2.11)
    "{J} Exhaust target Character with the highest Power.": None,
}


def _than(said: str, flt: Step | None = None) -> Step:
    return {**(flt or {}), "boosts_than": said}


# ---- boosts compared with ANOTHER object's (2.5.1; gram108)
COMPARED: dict[str, Step | None] = {
    "{J} Send target Character with fewer boosts than a Character you control to its owner's"
    " Reserve.": {
        "action": "send",
        "to": "reserve",
        "to_owner": True,
        "subject": "target_character",
        "filter": _than("fewer:you"),
    },
    "{J} Discard target Character with fewer boosts than a Character you control.": {
        "action": "discard",
        "subject": "target_character",
        "filter": _than("fewer:you"),
    },
    "{J} Exhaust target Character with more boosts than a Character you control.": (
        _exhaust_target(_than("more:you"))
    ),
    "{J} Exhaust target Character with fewer boosts than me.": _exhaust_target(_than("fewer:me")),
    "{J} Exhaust target Character with more boosts than me.": _exhaust_target(_than("more:me")),
    "{J} Exhaust target Character an opponent controls with fewer boosts than me.": (
        _exhaust_target(_than("fewer:me", _THEIRS))
    ),
    "{J} Exhaust target Character you control with fewer boosts than a Character an opponent"
    " controls.": _exhaust_target(_than("fewer:opponent", {"controller": "you"})),
    "{J} Return target Character with less boosts than me to its owner's hand.": {
        "action": "return",
        "to": "hand",
        "to_owner": True,
        "subject": "target_character",
        "filter": _than("fewer:me"),
    },
    "{J} Exhaust up to two target Characters with fewer boosts than me.": {
        **_exhaust_target(_than("fewer:me")),
        "up_to": 2,
    },
    "{J} Target Character with fewer boosts than me gains 1 boost.": {
        "action": "give_boost",
        "amount": 1,
        "subject": "target_character",
        "filter": _than("fewer:me"),
    },
    "{J} Target Character an opponent controls with more boosts than me loses all its boosts.": {
        "action": "remove_counters",
        "counter": "boost",
        "all_counters": True,
        "subject": "target_character",
        "filter": _than("more:me", _THEIRS),
    },
    # what the engine does not compare with: refused by name
    "{J} Exhaust target Character with fewer boosts than target Character you control.": None,
    "{J} Exhaust target Character with fewer boosts than a Permanent you control.": None,
    "{J} Exhaust target Character with fewer boosts than an exhausted Character you control.": (
        None
    ),
    "{J} Exhaust target Character with less Power than me.": None,
    "{J} Exhaust target Character with a Hand Cost lower than mine.": None,
}

# ---- parts joined by "and" in either order (6.5.b)
JOINED: dict[str, Step | None] = {
    "{J} Exhaust target Character with no boosts and Hand Cost 3 or less.": _exhaust_target(
        {"without": ["Boosted"], "hand_cost_max": 3}
    ),
    "{J} Exhaust target Character with Hand Cost 3 or less and no boosts.": _exhaust_target(
        {"without": ["Boosted"], "hand_cost_max": 3}
    ),
    "{J} Discard target Character an opponent controls with no boosts and Hand Cost {2} or less.": {
        "action": "discard",
        "subject": "target_character",
        "filter": {"without": ["Boosted"], **_THEIRS, "hand_cost_max": 2},
    },
    "{J} Exhaust target Character with a boost and Hand Cost 2 or more.": _exhaust_target(
        {"statuses": ["Boosted"], "hand_cost_min": 2}
    ),
}

# ---- other players' places (3.2; hidden zones 3.1.3.d) and Mana Orbs (3.2.9)
PLACES: dict[str, Step | None] = {
    "{J} Discard target card from an opponent's Reserve.": {
        "action": "discard",
        "subject": "target_reserve_card",
        "filter": _THEIRS,
    },
    "{J} Each opponent discards a card from their Reserve.": {
        "action": "discard",
        "subject": "a_card_from_each_opponents_reserve",
    },
    "{J} Target opponent discards a card from their Reserve.": {
        "action": "discard",
        "subject": "a_card_from_target_opponents_reserve",
    },
    # the engine targets no Mana Orb of another player, and no card in a discard pile
    "{J} Exhaust target Mana Orb of an opponent.": None,
    "{J} Exhaust target Mana Orb an opponent controls.": None,
    "{J} Discard target card in an opponent's hand.": None,
}

SIBLINGS: dict[str, Step | None] = {
    **CONTROLLERS,
    **QUANTIFIERS,
    **NUMBERS,
    **EXTREMES,
    **COMPARED,
    **JOINED,
    **PLACES,
}

# ---- reader sentences of the grammar rules (test_rules.py)
FEWER_BOOSTS_THAN_YOURS = (
    "{J} Send target Character with fewer boosts than a Character you control to its owner's"
    " Reserve."
)
MORE_BOOSTS_THAN_ME = "{J} Exhaust target Character with more boosts than me."
NO_BOOSTS_AND_COST = "{J} Exhaust target Character with no boosts and Hand Cost 3 or less."
FEWER_BOOSTS_THAN_THEIRS = (
    "{J} Exhaust target Character you control with fewer boosts than a Character an opponent"
    " controls."
)
THAN_TARGET = "{J} Exhaust target Character with fewer boosts than a Permanent you control."


def _reaction(step: Step | None) -> dict[str, Any]:
    assert step is not None
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_OBJECT_PHRASE: dict[str, dict[str, Any]] = {
    t: _reaction(SIBLINGS[t])
    for t in (FEWER_BOOSTS_THAN_YOURS, MORE_BOOSTS_THAN_ME, NO_BOOSTS_AND_COST)
}
READINGS_OBJECT_PHRASE[FEWER_BOOSTS_THAN_THEIRS] = _reaction(SIBLINGS[FEWER_BOOSTS_THAN_THEIRS])
REFUSED_OBJECT_PHRASE: dict[str, str] = {
    THAN_TARGET: "boosts compared with 'a permanent you control' are not read",
}
RULE_SENTENCES_OBJECT_PHRASE: dict[str, tuple[str, ...]] = {
    "g108_boosts_than_me": (MORE_BOOSTS_THAN_ME,),
    "g108_boosts_than_another": (FEWER_BOOSTS_THAN_YOURS, FEWER_BOOSTS_THAN_THEIRS, THAN_TARGET),
    "g108_also_and_cost_compared": (NO_BOOSTS_AND_COST,),
}
