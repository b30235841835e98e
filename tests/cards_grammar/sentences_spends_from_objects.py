# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of spends from objects (issue 30, session 38), written before building (not
copied from card data) and judged by meaning.

1. A COST THAT SPENDS FROM ANOTHER OBJECT: "{T}, Spend 2 Ember counters from a Character you
   control: [effect]" and the like before a quick action's colon, with or without {T} / mana /
   {D} — from "me" (the bearer's own counters, 2.5.h) or from one object the player chooses
   in the declaration (5.1.2.c) among those with enough (7.3.38.b). ``READ_COST_SPENDS``:
   text -> (subject, amount, counter) — subject "self" for "me" (the cost's ``spend``).
2. A CONDITIONED OR OPTIONAL SPEND: "If [condition], [you may] spend … from [object] to [Y]"
   in every effect slot — the spend a cost of Y never forced (1.2.5.b, 6.4.b; "you may":
   6.5.c), under the condition (6.5.d). ``READ_IF_SPENDS``: text -> (subject, amount,
   counter, "you may" printed, the condition's words).
3. THE SAME KIND WITH OR WITHOUT "YOU MAY": "[You may] spend … from target Character / a
   Character / a Character an opponent controls to [Y]" — the object the player chooses
   (6.1.g, 6.5.b), read alike. ``READ_SPEND_FROM_ANY``: text -> (subject, "you may" printed).
4. ``REFUSED_IB``: near-misses that must stay refused, text -> words of the reason.
5. ``ROUND_TRIP_IB``: sentences the writer must print back to the same reading."""

from __future__ import annotations

CostSpend = tuple[str, int, str]
IfSpend = tuple[str, int, str, bool, str]

_COST_SOURCES = (  # (said, subject)
    ("a Character you control", "a_character_you_control"),
    ("a Permanent you control", "a_character_or_permanent_you_control"),
    ("a card you control", "a_character_or_permanent_you_control"),
    ("me", "self"),
    ("a Plant you control", "a_character_you_control"),
    ("a Landmark Permanent you control", "a_character_or_permanent_you_control"),
    ("a Robot you control", "a_character_you_control"),
    ("a Character you control with Hand Cost 3 or less", "a_character_you_control"),
    ("another Character you control", "a_character_you_control"),
    ("an exhausted Character you control", "a_character_you_control"),
)
_COST_COUNTERS = (
    ("2 Ember counters", 2, "Ember"),
    ("1 Kelon counter", 1, "Kelon"),
    ("3 boosts", 3, "boost"),
    ("1 boost", 1, "boost"),
)
_COST_OPENINGS = ("{T}, ", "", "{1}, ", "{T}, {2}, ")
_COST_EFFECTS = (
    "Draw a card.",
    "I gain 2 boosts.",
    "Target Character gains Asleep.",
    "Create a Brassbug token in my Expedition.",
    "Send target Character to Reserve.",
)


def _cost_spends() -> dict[str, CostSpend]:
    out: dict[str, CostSpend] = {}
    for i, (source, subject) in enumerate(_COST_SOURCES):
        for j, (counters, amount, counter) in enumerate(_COST_COUNTERS):
            for k in range(2 if i < 4 else 1):
                opening = _COST_OPENINGS[(i + j + k) % len(_COST_OPENINGS)]
                effect = _COST_EFFECTS[(i * 2 + j + k * 3) % len(_COST_EFFECTS)]
                said = f"{opening}Spend {counters} from {source}: {effect}"
                out[said] = (subject, amount, counter)
    # a support ability discarding me from Reserve, the spend said first
    out["{D}, Spend 1 Ember counter from a Character you control: Draw a card."] = (
        "a_character_you_control",
        1,
        "Ember",
    )
    out["Spend 2 Kelon counters from a Character you control, {T}: I gain 1 boost."] = (
        "a_character_you_control",
        2,
        "Kelon",
    )
    return out


READ_COST_SPENDS: dict[str, CostSpend] = _cost_spends()

_CONDITIONS = (
    "you control a Permanent",
    "you have 3 or more cards in Reserve",
    "you control 2 or more Characters",
    "you control a Plant",
    "I have 2 or more boosts",
)
_IF_SOURCES = (
    ("me", "self"),
    ("a Character you control", "a_character_you_control"),
    ("a card you control", "a_character_or_permanent_you_control"),
    ("target Character", "target_character"),
    ("a Permanent you control", "a_character_or_permanent_you_control"),
    ("a Character", "a_character_or_permanent_in_play"),
)
_IF_COUNTERS = (
    ("2 Kelon counters", 2, "Kelon"),
    ("1 boost", 1, "boost"),
    ("3 Ember counters", 3, "Ember"),
)
_IF_TO = (
    "draw a card",
    "create a Brassbug token in my Expedition",
    "send target Character to Reserve",
    "draw two cards",
)
_IF_SLOTS = (
    "SPELL {s}.",
    "{{J}} {s}.",
    "{{H}} {s}.",
    "{{R}} {s}.",
    "When I go to Reserve \u2014 {s}.",
    "At Dusk \u2014 {s}.",
    "{{J}} I gain 1 boost. {s}.",
)


def _if_spends() -> dict[str, IfSpend]:
    out: dict[str, IfSpend] = {}
    for i, (source, subject) in enumerate(_IF_SOURCES):
        for j, (counters, amount, counter) in enumerate(_IF_COUNTERS):
            for may in (False, True):
                k = i * 6 + j * 2 + int(may)
                condition = _CONDITIONS[k % len(_CONDITIONS)]
                to = _IF_TO[k % len(_IF_TO)]
                slot = _IF_SLOTS[k % len(_IF_SLOTS)]
                verb = "you may spend" if may else "spend"
                said = f"If {condition}, {verb} {counters} from {source} to {to}"
                out[slot.format(s=said)] = (subject, amount, counter, may, condition.lower())
    return out


READ_IF_SPENDS: dict[str, IfSpend] = _if_spends()

_ANY_SOURCES = (
    ("target Character", "target_character"),
    ("a Character", "a_character_or_permanent_in_play"),
    ("a Character an opponent controls", "a_character_or_permanent_in_play"),
    ("target Permanent", "target_permanent"),
)


def _from_any() -> dict[str, tuple[str, bool]]:
    out: dict[str, tuple[str, bool]] = {}
    for i, (source, subject) in enumerate(_ANY_SOURCES):
        for may in (False, True):
            counters = ("2 Kelon counters", "1 boost")[(i + int(may)) % 2]
            verb = "You may spend" if may else "Spend"
            slot = _IF_SLOTS[(i * 2 + int(may)) % len(_IF_SLOTS)]
            text = slot.format(s=f"{verb} {counters} from {source} to draw a card")
            out[text] = (subject, may)
    return out


READ_SPEND_FROM_ANY: dict[str, tuple[str, bool]] = _from_any()

REFUSED_IB: dict[str, str] = {
    # 1. costs: a target (a cost chooses none, 6.5.b), X or "all" counters from another
    # object, counters of any name
    "{T}, Spend 1 boost from target Character: Draw a card.": "a cost chooses no target",
    "{T}, Spend 2 Ember counters from target Character you control: Draw a card.": "a cost chooses no target",
    # (a group paying "in all" is read since session 41: sentences_steps_delays_counters.py)
    "{T}, Spend X Ember counters from a Character you control: Draw X cards.": "x",
    "{T}, Spend all Ember counters from a Character you control: Draw a card.": "all",
    # 2. a condition over another first step "to" Y: whether it is a cost is the card's to say
    "{J} If you control a Permanent, sacrifice a Character to draw a card.": "to draw a card",
    "{J} If you control a Permanent, exhaust target Character to draw a card.": "to draw a card",
    # 3. counters spent "in all" from a group others may control (who pays which)
    "{J} If you control a Permanent, spend 2 boosts from Characters to draw a card.": "other players may control",
    "{J} You may spend 3 Kelon counters from Characters to draw a card.": "other players may control",
}

_COLON = ("SPELL",)
"""A Spell's effect is not written back by ``write_ability`` (the reader's Spell path)."""

ROUND_TRIP_IB: tuple[str, ...] = (
    *READ_COST_SPENDS,
    *(t for t in READ_IF_SPENDS if not t.startswith(_COLON)),
    *(t for t in READ_SPEND_FROM_ANY if not t.startswith(_COLON)),
)

# ---- 4. A STEP REPEATED PER OBJECT THE STEP BEFORE ACTED ON, another player's or the
# controller's: "[X any number of objects]. For each [noun] [participle] this way, [step]" /
# "[step] for each [noun] [participle] this way" — the step done that many times, one after
# the other, each time its own choices and target (6.5.i, 6.1.g, 6.5.b). ``READ_REPEATS``:
# text -> (the step before's action, the repeated step's action, its subject).
Repeat = tuple[str, str, str]

_BEFORE = (  # (said, participle, noun, action)
    ("Sacrifice any number of Characters", "sacrificed", "Character", "sacrifice"),
    ("Discard any number of cards from your Reserve", "discarded", "card", "discard"),
    ("Discard any number of cards from your hand", "discarded", "card", "discard"),
    ("Sacrifice any number of other Characters", "sacrificed", "Character", "sacrifice"),
    ("Sacrifice any number of Permanents", "sacrificed", "Permanent", "sacrifice"),
    (
        "Return any number of Characters you control to their owners' hands",
        "returned",
        "Character",
        "return",
    ),
)
_REPEATS = (  # (said, action, subject)
    (
        "target opponent discards a card from their Reserve",
        "discard",
        "a_card_from_target_opponents_reserve",
    ),
    (
        "each opponent discards a card from their Reserve",
        "discard",
        "a_card_from_each_opponents_reserve",
    ),
    ("target opponent sacrifices a Character", "sacrifice", "a_character_target_opponent_controls"),
    ("each opponent sacrifices a Character", "sacrifice", "a_character_each_opponent_controls"),
    (
        "target opponent discards a card from their hand",
        "discard",
        "a_card_from_target_opponents_hand",
    ),
    ("resupply", "resupply", ""),
    ("sabotage", "sabotage", ""),
)
_REPEAT_SLOTS = (
    "{{J}} {s}",
    "SPELL {s}",
    "{{H}} {s}",
    "At Dusk \u2014 {s}",
    "When I go to Reserve \u2014 {s}",
)


def _repeats() -> dict[str, Repeat]:
    out: dict[str, Repeat] = {}
    for i, (before, verb, noun, before_action) in enumerate(_BEFORE):
        for j, (said, action, subject) in enumerate(_REPEATS):
            counted = f"{noun} {verb} this way"
            first = said[:1].upper() + said[1:]
            if (i + j) % 2:
                text = f"{before}. {first} for each {counted}."
            else:
                text = f"{before}. For each {counted}, {said}."
            slot = _REPEAT_SLOTS[(i + j) % len(_REPEAT_SLOTS)]
            out[slot.format(s=text)] = (before_action, action, subject)
    return out


READ_REPEATS: dict[str, Repeat] = _repeats()

REFUSED_REPEATS: dict[str, str] = {
    # several objects each time (whether the count multiplies them is not said), a step this
    # reading does not repeat, an optional or conditioned step, a participle of another verb
    "{J} Sacrifice any number of Characters. For each Character sacrificed this way, target opponent discards two cards from their Reserve.": "this way",
    "{J} Sacrifice any number of Characters. For each Character sacrificed this way, exhaust target Character.": "this way",
    "{J} Sacrifice any number of Characters. For each Character sacrificed this way, you may sabotage.": "may",
    "{J} Discard any number of cards from your Reserve. For each Character sacrificed this way, target opponent discards a card from their Reserve.": "sacrificed this way",
    "{J} For each Character sacrificed this way, target opponent discards a card from their Reserve.": "this way",
}
REFUSED_IB.update(REFUSED_REPEATS)

_UNWRITTEN_BEFORE = ("any number of other Characters", "any number of Permanents")
"""First steps the writer does not print yet (its "any number of" with "other" / of Permanents:
writer/objects.py) — read and played, not written back."""

ROUND_TRIP_IB = (
    *ROUND_TRIP_IB,
    *(
        t
        for t in READ_REPEATS
        if not t.startswith("SPELL") and not any(b in t for b in _UNWRITTEN_BEFORE)
    ),
)
