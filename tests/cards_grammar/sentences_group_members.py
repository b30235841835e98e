# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of group members (issue 30, session 34), written before building (not copied
from card data): groups, their members and counter replacements.

1. ``THEM``: "Up to two target Characters gain 1 boost. If either of them is a Plant, draw a
   card." — a condition said of the objects the step before acted on (6.5.b), evaluated just
   before the step it governs (6.5.d): one / either / any of them (at least one), both / all of
   them (each; both: two at least), neither / none of them (none). Each maps to (negated,
   every) of the engine condition.
2. ``OWN_COUNTS``: "Each Plant you control that has one or more Ember counters gains 1 boost for
   each of its Ember counters" — a relative clause on counters (2.5.c) and each member's own
   count (6.5.i). Each maps to (the counted words, the least counters of the filter or None).
3. ``PER_OBJECT``: "For each Plant you control, create a [token] in its Expedition" (gf's once
   per object, 6.5.i) — each maps to the for_each subject.
4. ``COMPARED``: "you control more / fewer / as many [noun] than / as each / target opponent"
   in "As long as" passives and "If" conditions (1.2.1.b, 6.5.d) — each maps to (at_least,
   at_most, against a target).
5. ``AMONG``: "You may put a [type / sub-type] (from) among them in your Reserve. Put the rest at
   the bottom of your deck in any order." (6.1.g, 2.2.2, 3.2.2.b) — each maps to the filter.
6. ``IN_EXPEDITION``: "Put a [Character / sub-type] from your [zone] in your Expedition(s)": a
   Character card put in the Expedition its controller chooses (5.2.1.a, 6.1.g) — each maps to
   (origin subject, the filter's sub-types, up to).
``REFUSED``: near-misses meaning something else or that the engine cannot run right, and the
counter replacements (6.2.b: "instead"; the engine applies no replacing modifier to counters,
2.5.f-g), each with the words the refusal must name (lower case).
"""

from __future__ import annotations

from typing import Any

_HEADS = ("{J}", "{H}", "{R}", "When you play a Spell,", "At Noon,")
"""Reaction heads (5.1.2.l triggers, 6.3) the effects are printed after."""


def _said(head: str, body: str) -> str:
    """The effect after its head: lower-cased after a trigger's comma ("At Noon, up to …")."""
    return f"{head} {body[0].lower() + body[1:] if head.endswith(',') else body}"


# ---------------------------------------------------------------- 1. group members' conditions
_ACTING_ON_SEVERAL = (
    "Up to two target Characters gain 1 boost.",
    "Up to two target Characters you control gain 2 boosts.",
    "Exhaust up to two target Characters.",
    "Ready up to two target Characters you control.",
    "Up to three target Characters gain 1 boost.",
)
_QUANTIFIED: dict[str, tuple[bool, int]] = {
    "If either of them is a Plant, draw a card.": (False, 0),
    "If one of them is an Animal, I gain 1 boost.": (False, 0),
    "If any of them is a Soldier, draw a card.": (False, 0),
    "If both of them are Plants, draw a card.": (False, 2),
    "If both of them are Mages, I gain 2 boosts.": (False, 2),
    "If all of them are Characters, draw a card.": (False, 1),
    "If neither of them is a Plant, draw a card.": (True, 0),
    "If none of them is a Robot, I gain 1 boost.": (True, 0),
    "If neither of them has a boost, draw a card.": (True, 0),
    "If both of them have a boost, draw a card.": (False, 2),
    "If all of them have an Ember counter, draw a card.": (False, 1),
    "If both of them are Exhausted, draw a card.": (False, 2),
    "If neither of them is Anchored, draw a card.": (True, 0),
}
THEM: dict[str, tuple[bool, int]] = {}
for _i, (_cond, _value) in enumerate(_QUANTIFIED.items()):
    for _j, _step in enumerate(_ACTING_ON_SEVERAL):
        _head = _HEADS[(_i + _j) % len(_HEADS)]
        if "Exhausted" in _cond and _step.startswith("Ready"):
            continue  # readied just before: a condition that cannot hold, kept apart
        THEM[_said(_head, f"{_step} {_cond}")] = _value
for _cond, _value in list(_QUANTIFIED.items())[:6]:  # on a Spell (its effect, 5.2.4)
    THEM[f"SPELL Up to two target Characters gain 1 boost. {_cond}"] = _value

# ---------------------------------------------------------------- 2. each member's own counters
_MEMBERS = (
    "Each Plant you control",
    "Each Animal you control",
    "Each Character you control",
    "Each other Character you control",
)
_OWN_BODIES: dict[str, tuple[str, int | None]] = {
    "that has one or more Ember counters gains 1 boost for each of its Ember counters.": (
        "ember counter it has",
        1,
    ),
    "that has an Omen counter gains 1 boost for each of its Omen counters.": (
        "omen counter it has",
        1,
    ),
    "that has 2 or more Thread counters gains 1 boost for each of its Thread counters.": (
        "thread counter it has",
        2,
    ),
    "with one or more Ember counters gains 1 boost for each Ember counter on it.": (
        "ember counter it has",
        1,
    ),
    "gains 1 boost for each of its Kelon counters.": ("kelon counter it has", None),
    "gains 1 boost for each Omen counter on it.": ("omen counter it has", None),
    "gains 1 boost for each of its boosts.": ("boost it has", None),
    "gains 2 boosts for each of its Ember counters.": ("ember counter it has", None),
    "that has at least one Thread counter gains 1 boost for each of its Thread counters.": (
        "thread counter it has",
        1,
    ),
    "which has one or more Debt counters gains 1 boost for each of its Debt counters.": (
        "debt counter it has",
        1,
    ),
}
OWN_COUNTS: dict[str, tuple[str, int | None]] = {}
for _i, (_body, _value) in enumerate(_OWN_BODIES.items()):
    for _j, _who in enumerate(_MEMBERS):
        OWN_COUNTS[_said(_HEADS[(_i + _j) % len(_HEADS)], f"{_who} {_body}")] = _value
OWN_COUNTS[
    "SPELL Each Plant you control that has one or more Ember counters gains 1 boost for each of its Ember counters."
] = ("ember counter it has", 1)
OWN_COUNTS["SPELL Target Character gains 1 boost for each of its Ember counters."] = (
    "ember counter it has",
    None,
)

# ---------------------------------------------------------------- 3. once per object, in its Expedition
_COUNTED_GROUPS = {
    "Plant you control": ("characters_you_control", ["Plant"]),
    "Animal you control": ("characters_you_control", ["Animal"]),
    "Character you control": ("characters_you_control", []),
    "Soldier you control": ("characters_you_control", ["Soldier"]),
    "Mage you control": ("characters_you_control", ["Mage"]),
    "Boosted Character you control": ("characters_you_control", []),
    "Robot you control": ("characters_you_control", ["Robot"]),
    "other Character you control": ("characters_you_control", []),
}
_TOKENS = ("a Mana Moth token", "an Ordis Recruit token")
PER_OBJECT: dict[str, str] = {}
for _i, (_group, (_subject, _)) in enumerate(_COUNTED_GROUPS.items()):
    for _j, _token in enumerate(_TOKENS):
        for _k, _head in enumerate(_HEADS[:3]):
            PER_OBJECT[f"{_head} For each {_group}, create {_token} in its Expedition."] = _subject
PER_OBJECT["SPELL For each Plant you control, create a Mana Moth token in its Expedition."] = (
    "characters_you_control"
)

# ---------------------------------------------------------------- 4. counts compared
_COMPARISONS: dict[str, tuple[int | None, int | None, bool]] = {
    "you control more Plants than each opponent": (1, None, False),
    "you control more Characters than each opponent": (1, None, False),
    "you control fewer Animals than each opponent": (None, -1, False),
    "you control as many Soldiers as each opponent": (0, 0, False),
    "you control at least as many Plants as each opponent": (0, None, False),
    "you control more Characters than your opponent": (1, None, False),
    "you control more Mages than target opponent": (1, None, True),
    "you control as many Characters as target opponent": (0, 0, True),
    "you control fewer Characters than target opponent": (None, -1, True),
}
COMPARED: dict[str, tuple[int | None, int | None, bool]] = {}
for _i, (_cond, _value) in enumerate(_COMPARISONS.items()):
    for _j, _head in enumerate(_HEADS[:3]):
        COMPARED[f"{_head} If {_cond}, draw a card."] = _value
    COMPARED[f"SPELL If {_cond}, draw two cards."] = _value
    if not _value[2]:  # a passive has no target to choose (6.5.b): kept for REFUSED
        COMPARED[f"As long as {_cond}, I have +1 {{M}}."] = _value
        COMPARED[f"As long as {_cond}, I have +1/+1/+1."] = _value

# ---------------------------------------------------------------- 5. the cards seen, by kind
_KINDS = {
    "a Character": {"types": ["Character"]},
    "a Spell": {"types": ["Spell"]},
    "a Permanent": {"types": ["Permanent"]},
    "an Animal": {"subtypes": ["Animal"]},
    "a Plant": {"subtypes": ["Plant"]},
    "a Soldier": {"subtypes": ["Soldier"]},
    "a Character card": {"types": ["Character"]},
    "a Mage": {"subtypes": ["Mage"]},
}
_SEEN = (
    "Look at the top three cards of your deck.",
    "Reveal the top four cards of your deck.",
    "Look at the top two cards of your deck.",
)
_PLACES = ("in your Reserve", "in your hand")
_RESTS = (
    "Put the rest at the bottom of your deck in any order.",
    "Put the rest on top of your deck in any order.",
)
AMONG: dict[str, dict[str, Any]] = {}
for _i, (_kind, _flt) in enumerate(_KINDS.items()):
    for _j, _place in enumerate(_PLACES):
        _seen = _SEEN[(_i + _j) % len(_SEEN)]
        _rest = _RESTS[(_i + _j) % len(_RESTS)]
        AMONG[f"SPELL {_seen} You may put {_kind} among them {_place}. {_rest}"] = _flt
        AMONG[f"SPELL {_seen} Put {_kind} from among them {_place}. {_rest}"] = _flt
        AMONG[f"{_HEADS[_i % 3]} {_seen} You may put {_kind} among them {_place}. {_rest}"] = _flt

# ---------------------------------------------------------------- 6. a Character put in your Expedition
_ORIGINS = {
    "Reserve": "a_card_from_your_reserve",
    "hand": "a_card_from_your_hand",
    "discard pile": "a_card_from_your_discard_pile",
}
_PUT_KINDS = {
    "a Plant": (["Plant"], 0),
    "an Animal": (["Animal"], 0),
    "a Character": ([], 0),
    "a Soldier": (["Soldier"], 0),
    "up to two Plants": (["Plant"], 2),
}
_WHERE = ("in your Expedition", "in your Expeditions", "in one of your Expeditions")
IN_EXPEDITION: dict[str, tuple[str, list[str], int]] = {}
for _i, (_zone, _subject) in enumerate(_ORIGINS.items()):
    for _j, (_kind, (_subs, _up_to)) in enumerate(_PUT_KINDS.items()):
        for _k, _where in enumerate(_WHERE):
            _head = _HEADS[(_i + _j + _k) % 3]
            _may = "You may put" if (_j + _k) % 2 else "Put"
            IN_EXPEDITION[f"{_head} {_may} {_kind} from your {_zone} {_where}."] = (
                _subject,
                _subs,
                _up_to,
            )
IN_EXPEDITION["SPELL Put a Plant from your Reserve in your Expedition."] = (
    "a_card_from_your_reserve",
    ["Plant"],
    0,
)

# ---------------------------------------------------------------- near-misses and replacements
REFUSED: dict[str, str] = {
    # "them" names what the step before acted on: one object, or objects moved away
    "{J} Target Character gains 1 boost. If either of them is a Plant, draw a card.": "them",
    "{J} Target Character gains 1 boost. If both of them are Plants, draw a card.": "them",
    "{J} I gain 1 boost. If neither of them is a Plant, draw a card.": "them",
    "{J} Sacrifice up to two Characters. If either of them is a Plant, draw a card.": "one of them",
    "{J} Return up to two target Characters to their owners' hands. If both of them are Plants, draw a card.": "one of them",
    # review34: "not" said of each member (either: one at least is not; both: none is) — the
    # engine said it of the group, reading "either of them is not a Plant" as "neither is"
    "{J} Up to two target Characters gain 1 boost. If either of them is not a Plant, draw a card.": "not evaluated",
    "{H} Exhaust up to two target Characters. If one of them is not a Mage, draw a card.": "not evaluated",
    "{J} Up to two target Characters gain 1 boost. If both of them are not Plants, draw a card.": "not evaluated",
    "At Noon — Ready up to two target Characters you control. If all of them are not Animals, I gain 1 boost.": "not evaluated",
    # a passive's condition has no target to choose (6.5.b)
    "As long as you control more Plants than target opponent, I have +1 {M}.": "target",
    # only a Character card is put in an Expedition; a named Expedition is read by hand
    "{J} Put a Spell from your Reserve in your Expedition.": "only a character card",
    "{J} Put a Permanent from your hand in your Expedition.": "only a character card",
    "{J} Put a Plant from your Reserve in your Hero Expedition.": "named expedition",
    "{J} Put a Character from your hand in your Companion Expedition.": "named expedition",
    "{J} Put a Character from your Reserve in my Expedition.": "named expedition",
    # "in your Expedition" says no object in play (which of two Expeditions?)
    "{J} Each Character in your Expedition gains 1 boost.": "in your expedition",
    # "its" with no object acted on
    "{J} I gain 1 boost for each of its Ember counters.": "its",
    "{J} Draw a card for each of its Ember counters.": "ember counter",
    # counter replacements: a replacing modifier (6.2.b) the engine does not apply to counters
    "If one or more boost counters would be removed from me, remove one fewer instead.": "6.2.b",
    "If one or more Ember counters would be removed from me, remove one fewer instead.": "6.2.b",
    "If one or more Thread counters would be removed from me, remove one fewer instead.": "6.2.b",
    "If an Omen counter would be removed from me, remove none instead.": "6.2.b",
    "If I would gain boost, I gain that much plus one instead.": "6.2.b",
    "If I would gain one or more boosts, I gain that many plus one instead.": "6.2.b",
    "If I would gain Ember counters, I gain that many plus one instead.": "6.2.b",
    "If a Character you control would gain boosts, it gains that many plus one instead.": "6.2.b",
    "If one or more boosts would be removed from a Character you control, remove one fewer instead.": "6.2.b",
    "If I would lose boosts, I lose one fewer instead.": "6.2.b",
}
