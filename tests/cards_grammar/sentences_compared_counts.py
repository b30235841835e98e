"""Sibling sentences of object filters compared with numbers and counts, and of other
players' zones as places (issue 30, gram96), written before building (not copied from card
data):

* COMPARED — a characteristic (Hand Cost 2.2.7, Reserve Cost 2.2.8, a statistic 2.2.11, a
  number of boosts 2.5.1) "less than / at most / greater than / at least / equal to" a
  number or "the number of [objects / cards in a zone]", as "whose … is" or "with …", on the
  target of a step (6.5.b: its filter is checked as it is chosen, right before the step);
* PLACES — a card in another player's zone as a step's object: "target card from an
  opponent's Reserve" with where it goes (3.2.10), the hidden hand and deck (3.1.3.d), the
  visible zones the engine names no target in.

``SIBLINGS`` maps each sentence (an ``{J}`` Reaction) to the effect step it means, or to
``None`` when the engine cannot say it (a refusal is right). Measured by
benchmarks/compared_counts_siblings.py; tests/cards_grammar/test_compared_counts.py holds
every sibling to its meaning."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_STEPS: dict[str, Step] = {
    # "Send to Reserve target [object] [clause].", the object's subject and filter
    "Send to Reserve target {o} {c}.": {"action": "send", "to": "reserve"},
    "Exhaust target {o} {c}.": {"action": "exhaust"},
    "Return target {o} {c} to its owner's hand.": {
        "action": "return",
        "to": "hand",
        "to_owner": True,
    },
}
_OBJECTS: dict[str, tuple[str, Step]] = {
    "Character": ("target_character", {}),
    "Character an opponent controls": ("target_character", {"controller": "opponent"}),
}
_COUNTS = {
    "the number of Characters you control": "characters you control",
    "the number of Permanents you control": "permanents you control",
    "the number of cards in your hand": "cards in your hand",
    "the number of cards in your Reserve": "cards in your reserve",
}
_CLAUSES: dict[str, Step | None] = {
    "whose Hand Cost is less than 3": {"hand_cost_max": 2},
    "whose Hand Cost is less than {3}": {"hand_cost_max": 2},
    "whose Hand Cost is at most 3": {"hand_cost_max": 3},
    "whose Hand Cost is no more than two": {"hand_cost_max": 2},
    "whose Hand Cost is greater than 2": {"hand_cost_min": 3},
    "whose Hand Cost is at least 4": {"hand_cost_min": 4},
    "whose Hand Cost is equal to 2": {"hand_cost_min": 2, "hand_cost_max": 2},
    "whose Reserve Cost is less than 2": {"reserve_cost_max": 1},
    "whose Reserve Cost is at least 3": {"reserve_cost_min": 3},
    "whose Reserve Cost is greater than 2": {"reserve_cost_min": 3},
    "whose {V} power is less than 3": {"stat_of": "forest", "stat_max": 2},
    "whose {M} is greater than 2": {"stat_of": "mountain", "stat_min": 3},
    "whose {O} statistic is at most 1": {"stat_of": "water", "stat_max": 1},
    "whose number of boosts is at least 2": {"boosts_min": 2},
    "whose Hand Cost is less than its Reserve Cost": None,  # another characteristic
    "whose Hand Cost is less than my Hand Cost": None,  # mine: not read yet
    "whose Reserve Cost is at most my Reserve Cost": None,
}
for _said, _counted in _COUNTS.items():
    _below = {"hand_cost_max_count": _counted, "hand_cost_max_plus": -1}
    _CLAUSES[f"whose Hand Cost is less than {_said}"] = _below
    _CLAUSES[f"with Hand Cost less than {_said}"] = _below
    _CLAUSES[f"whose Hand Cost is at most {_said}"] = {"hand_cost_max_count": _counted}
    _CLAUSES[f"with Hand Cost less than or equal to {_said}"] = {"hand_cost_max_count": _counted}
    # a minimum counted, or a Reserve Cost counted: the engine keeps a Hand Cost maximum only
    _CLAUSES[f"whose Hand Cost is greater than {_said}"] = None
    _CLAUSES[f"whose Hand Cost is at least {_said}"] = None
    _CLAUSES[f"whose Hand Cost is equal to {_said}"] = None
    _CLAUSES[f"whose Reserve Cost is less than {_said}"] = None

SIBLINGS: dict[str, Step | None] = {}
for _form, _step in _STEPS.items():
    for _object, (_subject, _theirs) in _OBJECTS.items():
        for _clause, _wanted in _CLAUSES.items():
            _text = "{J} " + _form.format(o=_object, c=_clause)
            if _wanted is None:
                SIBLINGS[_text] = None
                continue
            SIBLINGS[_text] = {**_step, "subject": _subject, "filter": {**_wanted, **_theirs}}


def _opponents(types: list[str] | None = None) -> Step:
    flt: Step = {"controller": "opponent"}
    return {**flt, "types": types} if types else flt


_PUT_BOTTOM = {"action": "put", "to": "deck", "to_owner": True, "position": "bottom"}
_PUT_TOP = {"action": "put", "to": "deck", "to_owner": True, "position": "top"}
_CARD = "target_reserve_card"
PLACES: dict[str, Step | None] = {
    "{J} Put target card from an opponent's Reserve at the bottom of its owner's deck.": {
        **_PUT_BOTTOM,
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Put target card in an opponent's Reserve at the bottom of its owner's deck.": {
        **_PUT_BOTTOM,
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Put target Character from an opponent's Reserve on top of its owner's deck.": {
        **_PUT_TOP,
        "subject": _CARD,
        "filter": _opponents(["Character"]),
    },
    "{J} Put target Permanent from an opponent's Reserve at the bottom of its owner's deck.": {
        **_PUT_BOTTOM,
        "subject": _CARD,
        "filter": _opponents(["Permanent"]),
    },
    "{J} Put target card from your opponent's Reserve in its owner's Discard pile.": {
        "action": "discard",
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Put target card from an opponent's Reserve in its owner's hand.": {
        "action": "put",
        "to": "hand",
        "to_owner": True,
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Discard target card from an opponent's Reserve.": {
        "action": "discard",
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Return target card from an opponent's Reserve to its owner's hand.": {
        "action": "return",
        "to": "hand",
        "to_owner": True,
        "subject": _CARD,
        "filter": _opponents(),
    },
    # hidden zones (3.1.3.d) and places the engine names no target in: refused
    # gu (session 35): the card chosen names the opponent (6.5.b) — an opponent's Reserve
    "{J} Put target card from target opponent's Reserve at the bottom of its owner's deck.": {
        "action": "put",
        "to": "deck",
        "position": "bottom",
        "to_owner": True,
        "subject": _CARD,
        "filter": _opponents(),
    },
    "{J} Put target card from each opponent's Reserve at the bottom of its owner's deck.": None,
    # g4: an opponent's Discard pile is a visible zone whose cards are targets (3.2.3.a)
    "{J} Put target card from an opponent's Discard pile at the bottom of its owner's deck.": {
        "action": "put",
        "to": "deck",
        "position": "bottom",
        "to_owner": True,
        "subject": "target_discard_card",
        "filter": {"owner": "opponent"},
    },
    "{J} Put target card from an opponent's Mana zone in its owner's Reserve.": None,
    "{J} Discard target card from an opponent's hand.": None,
    "{J} Put target card from target opponent's hand in its owner's Reserve.": None,
    "{J} Look at the top card of target opponent's deck.": None,
    "{J} Look at the top card of each opponent's deck.": None,
    "{J} Look at the top two cards of an opponent's deck.": None,
    # ib40: the effect's controller looks at the targeted opponent's hand (3.1.3.f, 6.5.b)
    "{J} Look at target opponent's hand.": {
        "action": "look",
        "subject": "cards_in_target_opponents_hand",
    },
    "{J} Look at each opponent's hand.": None,
}
SIBLINGS.update(PLACES)

# ---- reader sentences of the grammar rules (test_rules.py)
LESS_THAN_COUNT = (
    "{J} Send to Reserve target Character an opponent controls whose Hand Cost is less than"
    " the number of Characters you control."
)
AT_MOST_COUNT = (
    "{J} Send to Reserve target Character whose Hand Cost is at most the number of cards in"
    " your hand."
)
WITH_LESS_THAN_COUNT = (
    "{J} Send to Reserve target Character with Hand Cost less than the number of Permanents"
    " you control."
)
WITH_AT_MOST_COUNT = (
    "{J} Send to Reserve target Character with Hand Cost less than or equal to the number of"
    " cards in your Reserve."
)
RESERVE_COST_GREATER = "{J} Send to Reserve target Character whose Reserve Cost is greater than 2."
HAND_COST_AT_LEAST = "{J} Send to Reserve target Character whose Hand Cost is at least 4."
HAND_COST_EQUAL = "{J} Send to Reserve target Character whose Hand Cost is equal to 2."
STAT_LESS_THAN = "{J} Send to Reserve target Character whose {V} power is less than 3."
BOOSTS_AT_LEAST = "{J} Send to Reserve target Character whose number of boosts is at least 2."
FROM_THEIR_RESERVE_BOTTOM = (
    "{J} Put target card from an opponent's Reserve at the bottom of its owner's deck."
)
MY_HAND_COST = "{J} Send to Reserve target Character whose Hand Cost is less than my Hand Cost."
RESERVE_VS_COUNT = (
    "{J} Send to Reserve target Character with Reserve Cost less than the number of Landmarks"
    " you control."
)
THEIR_DECK_TOP = "{J} Look at the top card of target opponent's deck."
THEIR_HAND_CARD = "{J} Discard target card from an opponent's hand."
THEIR_DISCARD_PILE = (
    "{J} Put target card from an opponent's Discard pile at the bottom of its owner's deck."
)
THEIR_MANA_ZONE = "{J} Put target card from an opponent's Mana zone in its owner's Reserve."
LOOK_AT_THEIR_HAND = "{J} Look at target opponent's hand."

_READ = (
    LESS_THAN_COUNT,
    AT_MOST_COUNT,
    WITH_LESS_THAN_COUNT,
    WITH_AT_MOST_COUNT,
    RESERVE_COST_GREATER,
    HAND_COST_AT_LEAST,
    HAND_COST_EQUAL,
    STAT_LESS_THAN,
    BOOSTS_AT_LEAST,
    FROM_THEIR_RESERVE_BOTTOM,
    THEIR_DISCARD_PILE,  # g4 (semantics/discard_pile_places.py)
    LOOK_AT_THEIR_HAND,  # ib40 (semantics/look_their_hand.py)
)


def _reaction(step: Step | None) -> dict[str, Any]:
    assert step is not None
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_COMPARED_COUNTS: dict[str, dict[str, Any]] = {t: _reaction(SIBLINGS[t]) for t in _READ}
REFUSED_COMPARED_COUNTS: dict[str, str] = {
    MY_HAND_COST: "compared with 'my hand cost' is not read yet",
    RESERVE_VS_COUNT: "a Reserve Cost less than the number of landmarks you control",
    THEIR_DECK_TOP: "another player's deck is hidden (3.1.3.d)",
    THEIR_HAND_CARD: "another player's hand and deck are hidden (3.1.3.d)",
    THEIR_MANA_ZONE: "as the object of a step is not read yet",
}
RULE_SENTENCES_COMPARED_COUNTS: dict[str, tuple[str, ...]] = {
    "g96_cost_vs": (LESS_THAN_COUNT, RESERVE_COST_GREATER),
    "g96_with_cost_below": (WITH_LESS_THAN_COUNT,),
    "g96_with_cost_at_most": (WITH_AT_MOST_COUNT,),
    "g96_with_reserve_vs_count": (RESERVE_VS_COUNT,),
    "g96_stat_vs": (STAT_LESS_THAN,),
    "g96_boosts_vs": (BOOSTS_AT_LEAST,),
    "g96_below": (LESS_THAN_COUNT,),
    "g96_at_most": (AT_MOST_COUNT,),
    "g96_above": (RESERVE_COST_GREATER,),
    "g96_at_least": (HAND_COST_AT_LEAST,),
    "g96_equal": (HAND_COST_EQUAL,),
    "g96_count": (LESS_THAN_COUNT,),
    "g96_number": (HAND_COST_EQUAL,),
    "g96_characteristic": (MY_HAND_COST,),
    "g96_their_deck_top": (THEIR_DECK_TOP,),
    "g96_hidden_place": (THEIR_HAND_CARD,),
    "g96_their_visible_place": (THEIR_DISCARD_PILE, THEIR_MANA_ZONE),
    "g96_look_their_hand": (LOOK_AT_THEIR_HAND,),
}
