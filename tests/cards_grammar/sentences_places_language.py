"""Sibling sentences of places as a language (issue 30, session 40), written
before building (not copied from card data), each construction in the slots a step takes — a Spell's
effect (``SPELL``), {J} / {H} / {R}, "When …", "At …", a support {D}, after "you may", inside "If
…":

* TARGETS — a target among the controller's Reserve and Discard pile said with "or": an
  object in a visible zone (3.2.10.a, 3.2.3.a, 3.1.3.a), so a target (6.5.b) — the engine's
  ``target_card_in_your_zones``; a hand among them is refused (3.1.3.d);
* PLACES — "in your Expeditions or your Reserve" (7.5.5.b), "in play or in your Reserve"
  (3.1.4.a, 3.1.2.b), "in any Expedition or Reserve" (3.2.10.a) as the place counted by
  "for each …" / "the number of …" (6.5.i) and by a condition (6.5.d);
* PUTS — "Put [object] in your hand / into its owner's hand / on top of / at the bottom of
  your deck": a move (7.3.27.a, "put", "return", "send" synonyms 7.3.27.b), whatever the
  object and the zone it is in;
* POSSESSIVES — "in target opponent's discard pile" (1.2.6.c, 6.5.b) and "in each
  opponent's Reserve / hand / discard pile" (1.2.1.b) as a place.

Each dict maps a sentence to the part of its first step it must hold (``TARGETS``, ``PUTS``,
``POSSESSIVES``), or to the engine count it is read to (``COUNTS``: the ``per`` words of the
step, ``CONDITIONS``: the ``if`` words), or lists a near-miss that must stay refused with
words of its reason. Held by tests/cards_grammar/test_places_language_siblings.py."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_SLOTS = (
    "SPELL {V} {o}{d}.",
    "{J} {V} {o}{d}.",
    "{H} You may {v} {o}{d}.",
    "{R} {V} {o}{d}.",
    "When you play a Spell \u2014 {V} {o}{d}.",
    "At Noon \u2014 {V} {o}{d}.",
    "{D} : {V} {o}{d}.",
    "{J} If you control a Plant, {v} {o}{d}.",
)


def _in_slots(verb: str, obj: str, dest: str) -> list[str]:
    return [
        s.replace("{V}", verb.capitalize())
        .replace("{v}", verb)
        .replace("{o}", obj)
        .replace("{d}", dest)
        for s in _SLOTS
    ]


_RD = ["reserve", "discard"]
_TARGET = "target_card_in_your_zones"

# ------------------------------------------------------- TARGETS (6.5.b, 3.1.3.a, 3.1.2.b)
_TARGET_READINGS: list[tuple[str, str, str, Step]] = [
    (
        "return",
        "target Character card in your Reserve or discard pile",
        " to your hand",
        {"to": "hand", "filter": {"types": ["Character"], "in_your_zones": _RD}},
    ),
    (
        "put",
        "target card in your discard pile or Reserve",
        " in your hand",
        {"to": "hand", "filter": {"in_your_zones": _RD}},
    ),
    (
        "put",
        "target Spell in your Reserve or your discard pile",
        " on top of your deck",
        {"to": "deck", "position": "top", "filter": {"types": ["Spell"], "in_your_zones": _RD}},
    ),
    (
        "return",
        "target Permanent card with Hand Cost {3} or less in your Reserve or discard pile",
        " to your hand",
        {"filter": {"types": ["Permanent"], "hand_cost_max": 3, "in_your_zones": _RD}},
    ),
    (
        "put",
        "target Character from your Reserve or discard pile",
        " at the bottom of your deck",
        {"to": "deck", "position": "bottom", "filter": {"in_your_zones": _RD}},
    ),
]
TARGETS: dict[str, Step] = {
    text: {"action": verb, "subject": _TARGET, **part}
    for verb, obj, dest, part in _TARGET_READINGS
    for text in _in_slots(verb, obj, dest)
}
TARGETS_REFUSED: dict[str, str] = {
    # a card in a hand is no object: never a target (3.1.3.d, 6.5.b)
    "{J} Return target card in your hand or Reserve to your hand.": "3.1.3.d",
    "{J} Put target Character from your discard pile or hand in your Reserve.": "3.1.3.d",
    "{J} Discard target Spell in your Reserve or hand.": "3.1.3.d",
    # discarding a card already in a Discard pile moves it nowhere (7.3.7.a)
    "{J} Discard target card in your Reserve or discard pile.": "7.3.7.a",
    "{J} Discard target Character in your discard pile or Reserve.": "7.3.7.a",
    "{J} Put target card in your hand or discard pile on top of your deck.": "3.1.3.d",
    # a step other than a move on a card of a Reserve or Discard pile (2.4.1.c, 2.5.b)
    "{J} Exhaust target card in your Reserve or discard pile.": "only where a step moves it",
    "{J} Ready target Character in your Reserve or discard pile.": "only where a step moves",
    "{J} Target card in your Reserve or discard pile gains 1 boost.": "",
    # several targets there: not read yet
    "{J} Return up to two target Characters in your Reserve or discard pile to your hand.": (
        "not read"
    ),
    "{J} Return two target cards in your Reserve or discard pile to your hand.": "not read",
    # a target said in two places
    "{J} Return target Character you control in your Reserve or discard pile to your hand.": (
        "not read"
    ),
}

# ----------------------------------------------- PLACES: counts (6.5.i) and conditions (6.5.d)
_COUNT_SLOTS = (
    "{J} Draw a card for each {x}.",
    "{H} I gain 1 boost for each {x}.",
    "SPELL Target Character gains 1 boost for each {x}.",
    "When you play a Spell \u2014 I gain 1 boost for each {x}.",
    "At Noon \u2014 Draw a card for each {x}.",
)
_COUNTED: dict[str, str] = {
    "Character in your Expeditions or your Reserve": "yours_in_play_or_reserve",
    "Character in your Expeditions or in your Reserve": "yours_in_play_or_reserve",
    "Plant in your Expeditions or your Reserve": "yours_in_play_or_reserve",
    "Character in play or in your Reserve": "in_play_or_your_reserve",
    "card in play or in your Reserve": "in_play_or_your_reserve",
    "Boosted Character in play or in your Reserve": "in_play_or_your_reserve",
    "Character in any Expedition or Reserve": "in_play_or_reserves",
    "Character in play or in Reserve": "in_play_or_reserves",
    "card in play or in Reserve": "in_play_or_reserves",
}
COUNTS: dict[str, str] = {
    slot.replace("{x}", said): counted
    for said, counted in _COUNTED.items()
    for slot in _COUNT_SLOTS
}
_CONDITION_SLOTS = ("{J} If {c}, draw a card.", "{R} If {c}, I gain 1 boost.")
_CONDITIONS: dict[str, tuple[str, int | None, int | None]] = {
    "you have a Character in play or in your Reserve": ("in_play_or_your_reserve", 1, None),
    "you have 2 or more Characters in your Expeditions or your Reserve": (
        "yours_in_play_or_reserve",
        2,
        None,
    ),
    "you have no Characters in your Expeditions or your Reserve": (
        "yours_in_play_or_reserve",
        None,
        0,
    ),
    "there are 3 or more Characters in any Expedition or Reserve": ("in_play_or_reserves", 3, None),
    "there is a Boosted Character in play or in your Reserve": ("in_play_or_your_reserve", 1, None),
    "you have 2 or more Plants in your Expeditions or your Reserve": (
        "yours_in_play_or_reserve",
        2,
        None,
    ),
}
CONDITIONS: dict[str, tuple[str, int | None, int | None]] = {
    slot.replace("{c}", said): reading
    for said, reading in _CONDITIONS.items()
    for slot in _CONDITION_SLOTS
}
COUNTS_REFUSED: tuple[str, ...] = (
    # a Landmark is in play but in no Expedition: only Characters read (3.2.7.a, 3.2.4.b)
    "{J} Draw a card for each card in your Expeditions or your Reserve.",
    "{J} Draw a card for each Permanent in your Expeditions or your Reserve.",
    "{J} Draw a card for each Permanent in any Expedition or Reserve.",
    # play and a Discard pile together: not counted yet
    "{J} Draw a card for each Character in your Expeditions or your discard pile.",
    "{J} Draw a card for each Character in play or in your discard pile.",
    "{J} Draw a card for each Character in any Expedition or discard pile.",
)
"""Counts the engine does not count: the step's ``per`` words are said back to the judge as
not counted ("counting '…' is not supported by the engine yet")."""
PLACES_REFUSED: dict[str, str] = {
    "{J} If you have a card in your Expeditions or your Reserve, draw a card.": "only Characters",
    "{J} If there are 2 or more Permanents in any Expedition or Reserve, draw a card.": (
        "only Characters"
    ),
    "{J} If you have a Character in play or in your discard pile, draw a card.": (
        "Discard pile together"
    ),
    # as a step's object: the engine's choices there leave tokens out (2.1.e)
    "{J} Discard a Character in your Expeditions or your Reserve.": "leave tokens out",
    "{J} Sacrifice a Character in play or in your Reserve.": "leave tokens out",
    "{J} Exhaust target Character in your Expeditions or your Reserve.": "leave tokens out",
    "{J} Return target Character in any Expedition or Reserve to its owner's hand.": (
        "leave tokens out"
    ),
}
TWO_CONDITIONS = (
    "{J} If you control a Character in your Expeditions or your Reserve is empty, draw a card."
)
"""Not a union: "… or your Reserve is empty" is a second condition (6.5.d), the lexer's
"or" left as it was."""

# ---------------------------------------------------------------- PUTS (7.3.27.a, 3.1.2.c)
_PUT_READINGS: list[tuple[str, str, Step]] = [
    ("target Character", " in your hand", {"to": "hand", "subject": "target_character"}),
    (
        "target Permanent",
        " into its owner's hand",
        {"to": "hand", "to_owner": True, "subject": "target_permanent"},
    ),
    (
        "target card from your Reserve",
        " into your hand",
        {"to": "hand", "subject": "target_card_in_your_reserve"},
    ),
    (
        "a Character from your discard pile",
        " in your hand",
        {"to": "hand", "subject": "a_card_from_your_discard_pile"},
    ),
    (
        "a card from your Reserve or discard pile",
        " in your hand",
        {"to": "hand", "subject": "a_card_from_your_zones", "filter": {"in_your_zones": _RD}},
    ),
    (
        "target card from your Reserve",
        " on the top of your deck",
        {"to": "deck", "position": "top", "subject": "target_card_in_your_reserve"},
    ),
    (
        "target card from your Reserve",
        " on the bottom of your deck",
        {"to": "deck", "position": "bottom", "subject": "target_card_in_your_reserve"},
    ),
]
PUTS: dict[str, Step] = {
    text: {"action": "put", **part}
    for obj, dest, part in _PUT_READINGS
    for text in _in_slots("put", obj, dest)
}
PUTS_REFUSED: dict[str, str] = {
    # a hand's card is no object: never a target (3.1.3.d)
    "{J} Put target card from your hand in your Reserve.": "hand",
    "{J} Put target card from your hand on top of your deck.": "hand",
    # "it" names nothing here
    "{J} Put it into its owner's hand.": "'it'",
    # another player's card the words place in their zone, put "in your hand" (3.1.2.c; gu)
    "{J} Put target Character from an opponent's Reserve in your hand.": "mislead",
    "{J} Put target card in target opponent's discard pile in your hand.": "mislead",
    # two places said of the card, which the destination is not told apart from
    "{J} Put target card in your discard pile in your Reserve.": "counts only",
}

# ----------------------------------------------------- POSSESSIVES (1.2.6.c, 6.5.b, 1.2.1.b)
_THEIRS = {"owner": "opponent"}
_POSSESSIVE_READINGS: list[tuple[str, str, str, Step]] = [
    (
        "put",
        "target card in target opponent's discard pile",
        " at the bottom of its owner's deck",
        {"subject": "target_discard_card", "filter": _THEIRS, "to": "deck", "position": "bottom"},
    ),
    (
        "return",
        "target Character card in target opponent's discard pile",
        " to its owner's hand",
        {"subject": "target_discard_card", "filter": {"types": ["Character"], **_THEIRS}},
    ),
    (
        "put",
        "target Spell in target opponent's discard pile",
        " in its owner's Reserve",
        {"subject": "target_discard_card", "filter": {"types": ["Spell"], **_THEIRS}},
    ),
    (
        "put",
        "target card in target opponent's discard pile",
        " on top of its owner's deck",
        {"subject": "target_discard_card", "to": "deck", "position": "top"},
    ),
    (
        "send",
        "target Character card in target opponent's discard pile",
        " to its owner's Reserve",
        {"subject": "target_discard_card", "to": "reserve"},
    ),
]
POSSESSIVES: dict[str, Step] = {
    text: {"action": verb, **part}
    for verb, obj, dest, part in _POSSESSIVE_READINGS
    for text in _in_slots(verb, obj, dest)
}
_EACH_OPPONENTS = {
    "card in each opponent's Reserve": "your_reserve",
    "card in each opponent's hand": "your_hand",
    "Spell in each opponent's discard pile": "your_discard",
}
POSSESSIVE_COUNTS: dict[str, str] = {
    slot.replace("{x}", said): counted
    for said, counted in _EACH_OPPONENTS.items()
    for slot in _COUNT_SLOTS
}
POSSESSIVES_REFUSED: dict[str, str] = {
    # a card in a Discard pile is only moved out of it (2.4.1.c, 2.5.b)
    "{J} Exhaust target card in target opponent's discard pile.": "only moved",
    "{J} Target card in target opponent's discard pile gains 1 boost.": "",
    # "each opponent's" names a count's place, not one target's
    "{J} Discard target card in each opponent's Reserve.": "counts only",
    "{J} Return target card in each opponent's discard pile to its owner's hand.": "counts only",
    # "each player's": ambiguous for one card (whose pile?), read in counts only
    "{J} Return target card in each player's Reserve to its owner's hand.": "counts only",
}
