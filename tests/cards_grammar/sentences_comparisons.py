"""Sibling sentences of COMPARISONS AND HIDDEN INFORMATION (issue 30, session 33, "ge"),
written before building, not copied from card data.

Two constructions of the object description, in every slot a description goes (a target, a
chosen object, a group, a count, a condition, a trigger's object, a passive's group):

- PARITY: "with an even / odd Hand Cost" (2.2.7), "… Reserve Cost" (2.2.8), "… number of
  boosts" (2.5.1), "… {V}" / "… {M} power" (a statistic, 2.2.11); 0 is even. "with an even
  power" names no terrain (a Character has three statistics, 2.2.11): refused.
- COMPARED WITH ME: "with the same name as me" (2.2.4.b; a token's name is the one its
  creating effect gave it, 2.2.4.f), "with a different name than me", "that shares a sub-type
  with me" (2.2.2), "with the same Hand Cost / Reserve Cost as me" (2.2.7, 2.2.8). Compared
  with another object than me
  ("as target Character", "as the sacrificed Character") or with nothing said ("with a
  different name": distinct among themselves) is refused.

Hidden information and a named number ("Look at target opponent's hand", "Name a number, then
roll a die. If the result is equal to the named number, …") stay refused (``REFUSED_HIDDEN``).

``TARGETS`` maps an {J} Reaction to the one effect step it means (or ``None``: refused);
``FILTERED`` maps a sentence whose description is inside a count, a condition, a trigger or a
passive to the filter part the compiled card must hold (``None``: refused)."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]


def _target(action: Step, flt: Step, subject: str = "target_character") -> Step:
    return {**action, "subject": subject, "filter": flt}


_EXHAUST: Step = {"action": "exhaust"}
_RETURN: Step = {"action": "return", "to": "hand", "to_owner": True}
_SEND: Step = {"action": "send", "to": "reserve", "to_owner": True}
_BOOST: Step = {"action": "give_boost", "amount": 1}

# ---- PARITY in a target, a chosen object and a group (2.2.7, 2.2.8, 2.2.11, 2.5.1)
PARITY_TARGETS: dict[str, Step | None] = {
    "{J} Exhaust target Character with an even Hand Cost.": _target(
        _EXHAUST, {"parity": "even:hand_cost"}
    ),
    "{J} Exhaust target Character with an odd Hand Cost.": _target(
        _EXHAUST, {"parity": "odd:hand_cost"}
    ),
    "{J} Return target Character with an odd Hand Cost to its owner's hand.": _target(
        _RETURN, {"parity": "odd:hand_cost"}
    ),
    "{J} Send target Character with an even Reserve Cost to its owner's Reserve.": _target(
        _SEND, {"parity": "even:reserve_cost"}
    ),
    "{J} Target Character with an even number of boosts gains 1 boost.": _target(
        _BOOST, {"parity": "even:boosts"}
    ),
    "{J} Exhaust target Character with an odd number of boosts.": _target(
        _EXHAUST, {"parity": "odd:boosts"}
    ),
    "{J} Exhaust target Character with an even {V}.": _target(_EXHAUST, {"parity": "even:forest"}),
    "{J} Exhaust target Character with an odd {M}.": _target(_EXHAUST, {"parity": "odd:mountain"}),
    "{J} Exhaust target Character with an even {O} power.": _target(
        _EXHAUST, {"parity": "even:water"}
    ),
    "{J} Exhaust target Character an opponent controls with an odd Hand Cost.": _target(
        _EXHAUST, {"controller": "opponent", "parity": "odd:hand_cost"}
    ),
    "{J} Exhaust target Character you control with an even Hand Cost.": _target(
        _EXHAUST, {"controller": "you", "parity": "even:hand_cost"}
    ),
    "{J} Exhaust target Permanent with an even Hand Cost.": _target(
        _EXHAUST, {"parity": "even:hand_cost"}, "target_permanent"
    ),
    "{J} Exhaust another target Character with an odd Hand Cost.": _target(
        _EXHAUST, {"another": True, "parity": "odd:hand_cost"}
    ),
    "{J} Sacrifice a Character with an even Hand Cost.": _target(
        {"action": "sacrifice"}, {"parity": "even:hand_cost"}, "a_character_you_control"
    ),
    "{J} Each Character with an odd Hand Cost gains 1 boost.": _target(
        _BOOST, {"types": ["Character"], "parity": "odd:hand_cost"}, "objects_in_play"
    ),
    "{J} Each Character with an even number of boosts gains 1 boost.": _target(
        _BOOST, {"types": ["Character"], "parity": "even:boosts"}, "objects_in_play"
    ),
    "{J} Exhaust target Character whose Hand Cost is even.": _target(
        _EXHAUST, {"parity": "even:hand_cost"}
    ),
    "{J} Exhaust target Character whose Reserve Cost is odd.": _target(
        _EXHAUST, {"parity": "odd:reserve_cost"}
    ),
    # near-misses: no terrain named (2.2.11: three statistics), a parity of what?
    "{J} Exhaust target Character with an even power.": None,
    "{J} Exhaust target Character with an odd statistic.": None,
    "{J} Exhaust target Character with an even number.": None,
}

# ---- COMPARED WITH ME in a target, a chosen object and a group (2.2.4, 2.2.2, 2.2.7, 2.2.8)
AS_ME_TARGETS: dict[str, Step | None] = {
    "{J} Exhaust target Character with the same name as me.": _target(
        _EXHAUST, {"as_me": "same:name"}
    ),
    "{J} Exhaust another target Character with the same name as me.": _target(
        _EXHAUST, {"another": True, "as_me": "same:name"}
    ),
    "{J} Sacrifice a Character with the same name as me.": _target(
        {"action": "sacrifice"}, {"as_me": "same:name"}, "a_character_you_control"
    ),
    "{J} Exhaust target Character with a different name than me.": _target(
        _EXHAUST, {"as_me": "different:name"}
    ),
    "{J} Exhaust target Character with a different name from me.": _target(
        _EXHAUST, {"as_me": "different:name"}
    ),
    "{J} Target Character that shares a sub-type with me gains 1 boost.": _target(
        _BOOST, {"as_me": "shares:subtype"}
    ),
    "{J} Target Character that shares a subtype with me gains 1 boost.": _target(
        _BOOST, {"as_me": "shares:subtype"}
    ),
    "{J} Each other Character that shares a sub-type with me gains 1 boost.": _target(
        _BOOST,
        {"types": ["Character"], "another": True, "as_me": "shares:subtype"},
        "objects_in_play",
    ),
    "{J} Return target Character with the same Hand Cost as me to its owner's hand.": _target(
        _RETURN, {"as_me": "same:hand_cost"}
    ),
    "{J} Exhaust target Character with the same Reserve Cost as me.": _target(
        _EXHAUST, {"as_me": "same:reserve_cost"}
    ),
    "{J} Exhaust target Character an opponent controls with the same name as me.": _target(
        _EXHAUST, {"controller": "opponent", "as_me": "same:name"}
    ),
    "{J} Exhaust target Permanent with the same name as me.": _target(
        _EXHAUST, {"as_me": "same:name"}, "target_permanent"
    ),
    "{J} Each Character with the same Hand Cost as me gains 1 boost.": _target(
        _BOOST, {"types": ["Character"], "as_me": "same:hand_cost"}, "objects_in_play"
    ),
    # near-misses: compared with another object than me, or with nothing said
    "{J} Exhaust target Character with the same name as target Character.": None,
    "{J} Exhaust target Character with a different name.": None,
    "{J} Exhaust target Character with the same name.": None,
    "{J} Exhaust target Character that shares a sub-type with target Character.": None,
}

TARGETS: dict[str, Step | None] = {**PARITY_TARGETS, **AS_ME_TARGETS}

# ---- a count, a condition, a trigger's object, a passive's group, "you may", "If …":
# the filter part the compiled card must hold somewhere (None: refused)
FILTERED: dict[str, tuple[str, str] | None] = {
    "{J} Draw a card for each Character with an even Hand Cost.": ("parity", "even:hand_cost"),
    "{J} Draw a card for each Character you control with an odd Hand Cost.": (
        "parity",
        "odd:hand_cost",
    ),
    "{J} I gain 1 boost for each Character with the same name as me.": ("as_me", "same:name"),
    "{J} If you control a Character with an even Hand Cost, draw a card.": (
        "parity",
        "even:hand_cost",
    ),
    "{J} If you control another Character with the same name as me, draw a card.": (
        "as_me",
        "same:name",
    ),
    "{J} If an opponent controls a Character that shares a sub-type with me, draw a card.": (
        "as_me",
        "shares:subtype",
    ),
    "{J} You may exhaust target Character with an odd Hand Cost.": ("parity", "odd:hand_cost"),
    "{H} Exhaust target Character with an even Hand Cost.": ("parity", "even:hand_cost"),
    "{R} Target Character with the same Hand Cost as me gains 1 boost.": (
        "as_me",
        "same:hand_cost",
    ),
    "When another Character with the same name as me joins your Expedition — I gain 1 boost.": (
        "as_me",
        "same:name",
    ),
    "When a Character with an odd Hand Cost joins your Expedition — Draw a card.": (
        "parity",
        "odd:hand_cost",
    ),
    "Characters you control with an even Hand Cost gain Defender.": ("parity", "even:hand_cost"),
    "SPELL Return target Character with an even Hand Cost to its owner's hand.": (
        "parity",
        "even:hand_cost",
    ),
    "SPELL Send target Character with an odd Reserve Cost to its owner's Reserve.": (
        "parity",
        "odd:reserve_cost",
    ),
    # ---- more parity siblings: other verbs, players, zones, numbers
    "SPELL Exhaust all Characters with an odd Hand Cost.": ("parity", "odd:hand_cost"),
    "SPELL Each Character with an even {M} gains 1 boost.": ("parity", "even:mountain"),
    "SPELL Send each Character with an odd {O} to its owner's Reserve.": ("parity", "odd:water"),
    "SPELL Target Character with an even Hand Cost gains 2 boosts.": (
        "parity",
        "even:hand_cost",
    ),
    "SPELL Sacrifice a Character with an odd Hand Cost. If you do, draw two cards.": (
        "parity",
        "odd:hand_cost",
    ),
    "{J} Draw a card for each Character with an odd number of boosts.": ("parity", "odd:boosts"),
    "{J} If an opponent controls a Character with an odd Hand Cost, I gain 1 boost.": (
        "parity",
        "odd:hand_cost",
    ),
    "{J} I gain 1 boost for each Character you control with an even Reserve Cost.": (
        "parity",
        "even:reserve_cost",
    ),
    "{D} : Exhaust target Character with an even Hand Cost.": ("parity", "even:hand_cost"),
    "{J} Target Character an opponent controls with an even {V} loses all its boosts.": (
        "parity",
        "even:forest",
    ),
    "{J} Return each Character with an even Hand Cost to its owner's hand.": (
        "parity",
        "even:hand_cost",
    ),
    "When a Character with an even Hand Cost leaves play — I gain 1 boost.": (
        "parity",
        "even:hand_cost",
    ),
    # ---- more comparisons with me
    "SPELL Target Character with the same name as me gains 2 boosts.": ("as_me", "same:name"),
    "{J} Sacrifice another Character with the same name as me. If you do, draw a card.": (
        "as_me",
        "same:name",
    ),
    "{J} Each other Character you control with the same name as me gains 1 boost.": (
        "as_me",
        "same:name",
    ),
    "{J} Exhaust all Characters with a different name than me.": ("as_me", "different:name"),
    "{J} Draw a card for each other Character that shares a sub-type with me.": (
        "as_me",
        "shares:subtype",
    ),
    "{J} Draw a card for each Character you control with the same Hand Cost as me.": (
        "as_me",
        "same:hand_cost",
    ),
    "{J} If you control another Character that shares a sub-type with me, I gain 1 boost.": (
        "as_me",
        "shares:subtype",
    ),
    "{J} If an opponent controls a Character with the same name as me, draw a card.": (
        "as_me",
        "same:name",
    ),
    "{H} Target Character that shares a sub-type with me gains 1 boost.": (
        "as_me",
        "shares:subtype",
    ),
    "{R} Exhaust target Character with the same name as me.": ("as_me", "same:name"),
    "{J} You may return target Character with the same Hand Cost as me to its owner's hand.": (
        "as_me",
        "same:hand_cost",
    ),
    "{J} Send target Character an opponent controls with the same Reserve Cost as me to its"
    " owner's Reserve.": ("as_me", "same:reserve_cost"),
    "When another Character that shares a sub-type with me joins your Expedition — I gain 1"
    " boost.": ("as_me", "shares:subtype"),
    "Other Characters you control that share a sub-type with me gain Defender.": (
        "as_me",
        "shares:subtype",
    ),
    "Other Characters you control with the same name as me gain Defender.": (
        "as_me",
        "same:name",
    ),
    "{D} : Each other Character that shares a sub-type with me gains 1 boost.": (
        "as_me",
        "shares:subtype",
    ),
    "{J} Target Character with a different name from me loses all its boosts.": (
        "as_me",
        "different:name",
    ),
    # near-misses that must stay refused: compared with another object, or with nothing
    "{J} Draw a card for each Character with the same name as target Character.": None,
    "{J} Exhaust target Character with the same Hand Cost as the sacrificed Character.": None,
    "{J} If you control two Characters with the same name, draw a card.": None,
}

# ---- hidden information (3.1.3) and a named number: refused, each with a judge's reason
REFUSED_HIDDEN: tuple[str, ...] = (
    # ("Look at target opponent's hand." reads now — ib40, 3.1.3.f: sentences_hands_players.py)
    "SPELL Name a number, then roll a die. If the result is equal to the named number, draw a"
    " card.",
    "{J} Name a number. Target opponent reveals their hand.",
    "{J} Name a number, then roll a die.",
    "{J} Roll a die. If the result is the same as the named number, I gain 2 boosts.",
)

SIBLING_COUNT = len(TARGETS) + len(FILTERED) + len(REFUSED_HIDDEN)

# ---- reader sentences of the grammar rules (test_rules.py)
EVEN_HAND_COST = "{J} Exhaust target Character with an even Hand Cost."
ODD_BOOSTS = "{J} Exhaust target Character with an odd number of boosts."
EVEN_FOREST = "{J} Exhaust target Character with an even {V}."
WHOSE_ODD = "{J} Exhaust target Character whose Reserve Cost is odd."
SAME_NAME = "{J} Exhaust target Character with the same name as me."
SAME_HAND_COST = "{J} Return target Character with the same Hand Cost as me to its owner's hand."
DIFFERENT_NAME = "{J} Exhaust target Character with a different name than me."
SHARES_SUBTYPE = "{J} Target Character that shares a sub-type with me gains 1 boost."


def _reaction(step: Step | None) -> dict[str, Any]:
    assert step is not None
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_RULE_TEXTS = (
    EVEN_HAND_COST,
    ODD_BOOSTS,
    EVEN_FOREST,
    WHOSE_ODD,
    SAME_NAME,
    SAME_HAND_COST,
    DIFFERENT_NAME,
    SHARES_SUBTYPE,
)
READINGS_COMPARISONS: dict[str, dict[str, Any]] = {t: _reaction(TARGETS[t]) for t in _RULE_TEXTS}
RULE_SENTENCES_COMPARISONS: dict[str, tuple[str, ...]] = {
    "ge_with_parity": (EVEN_HAND_COST, ODD_BOOSTS, EVEN_FOREST),
    "ge_whose_cost_parity": (WHOSE_ODD,),
    "ge_even": (EVEN_HAND_COST, EVEN_FOREST),
    "ge_odd": (ODD_BOOSTS, WHOSE_ODD),
    "ge_parity_of": (EVEN_HAND_COST,),
    "ge_of_boosts": (ODD_BOOSTS,),
    "ge_of_statistic": (EVEN_FOREST,),
    "ge_same_as_me": (SAME_NAME, SAME_HAND_COST),
    "ge_as_me_kind": (SAME_HAND_COST,),
    "ge_kind_name": (SAME_NAME,),
    "ge_different_name_than_me": (DIFFERENT_NAME,),
    "ge_shares_subtype_with_me": (SHARES_SUBTYPE,),
}

NAMED_NUMBER = (
    "{J} Name a number, then roll a die. If the result is equal to the named number, draw a card."
)
NAMED_NUMBER_ONLY = "{J} Roll a die. If the result is equal to the named number, draw a card."
REFUSED_COMPARISONS: dict[str, str] = {
    NAMED_NUMBER: "is resolved by hand",
    NAMED_NUMBER_ONLY: "is resolved by hand",
}
RULE_SENTENCES_COMPARISONS["ge_name_a_number"] = (NAMED_NUMBER,)
RULE_SENTENCES_COMPARISONS["ge_named_number_outcome"] = (NAMED_NUMBER, NAMED_NUMBER_ONLY)
