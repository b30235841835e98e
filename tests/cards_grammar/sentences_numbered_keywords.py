# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of numbered keywords (issue 30, session 39), written before building (not
copied from card data), each in the slots its construction takes:

* NUMBERED — a set's numbered keyword whose reminder says N as a digit, a word ("two or
  more", "up to three") or an ordinal ("my second Trial counter"): the prints of two numbers
  are ONE definition with a parameter N, and a print of a third number, reminder or not,
  reads the definition with its own N (2.2.12.c);
* THEM — "[group] gain(s) … . If you control / there are N or more of them, …": "them" the
  group just named, counted as the condition is checked (6.5.d, 6.5.i);
* THEY — "Target opponent discards / sacrifices … for each [object] they control [with …]" /
  "… for each card in their Reserve", "… draws a card for each … they control with …": the
  count is the player's who does the step (1.4.7.b, 6.5.i) — for a discard / sacrifice
  counted before its instances choose their target, the opponent's (1.2.1.b);
* LIMITS — a quick action's restriction said with "do this": "Do this only once per Day",
  "Do this only during the Afternoon", "You can only do this during your turn" (5.1.2.g,
  1.4.6.b, 4.2.a, 4.2.3.c);
* EVENTS — "When a Character you control loses its last [name] counter — It …" (6.3.i),
  "You may pay {1} to have it gain N [name] counters" (7.3.18.a), "target Character with a
  [name] counter in any Expedition" (3.2.4.b).

NUMBERED maps a case name to (the pool's prints, the text read, what its reading must hold —
or ``None``: a near-miss that must stay refused). The other dicts map a sentence (a Spell's
effect when it starts with ``SPELL``) to the fields its reading must hold — for THEM and THEY
a part of the step named by ``"step"`` (its index in the effect), for LIMITS of the quick
action, for EVENTS of the reaction or of its first effect step — or to ``None``: a near-miss
that must stay refused (another meaning, or one the engine cannot run).
Held by tests/cards_grammar/test_numbered_keywords_siblings.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]
Prints = tuple[tuple[str, str], ...]

# ------------------------------------------------------------ NUMBERED (2.2.12.c)
_ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_WORD = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

_TRIGGERS: dict[str, tuple[str, Reading]] = {
    # a definition said with its N as an ordinal, as a trigger's dash or comma
    "nth dash": ("When I gain my {nth} {C} counter \u2014 Draw a card.", {}),
    "nth comma": ("When I gain my {nth} {C} counter, I gain 1 boost.", {}),
    "nth sacrifice": ("When I gain my {nth} {C} counter \u2014 Sacrifice me.", {}),
}
"""Keyword ABILITIES whose trigger says N as an ordinal: read as ``counter_reaches`` N."""

_BOUNDS: dict[str, str] = {
    # N as a word in a condition: "N or more"
    "or more at dusk": "At Dusk, if I have {word} or more {C} counters, draw a card.",
    "or more at noon": "At Noon, if I have {word} or more {C} counters, I gain 1 boost.",
}
"""Keyword ABILITIES whose condition says N as a word ("two or more")."""

_ACTIONS: dict[str, str] = {
    # keyword ACTIONS: N as a word in a step
    "gains word": "Target Character gains {word} {C} counters.",
    "put word": "Put {word} {C} counters on target Character you control.",
    "draw word": "Draw {word} cards.",
}
"""Keyword ACTIONS whose step says N as a word."""

_COUNTERS = ("Trial", "Seed", "Omen")
_PAIRS = ((2, 3), (3, 5), (2, 4))

NUMBERED: dict[str, tuple[Prints, str, Reading | None]] = {}
for _c in _COUNTERS:
    for _a, _b in _PAIRS:
        for _label, (_said, _) in _TRIGGERS.items():
            _kw = f"Ordeal{_label.split()[-1].title()}"
            _prints: Prints = (
                (f"[{_kw} {_a}]. ({_said.format(nth=_ORDINAL[_a], C=_c)})", "Alpha"),
                (f"[{_kw} {_b}]. ({_said.format(nth=_ORDINAL[_b], C=_c)})", "Beta"),
            )
            # each print with its own N, and a print of a third number without reminder
            for _n, _text in ((_a, _prints[0][0]), (_b, _prints[1][0]), (6, f"[{_kw} 6].")):
                NUMBERED[f"{_label} {_c} {_a}/{_b} read as {_n}"] = (
                    _prints,
                    _text,
                    {"trigger": "counter_reaches", "amount": _n, "counter": _c},
                )
for _c in _COUNTERS[:2]:
    for _a, _b in _PAIRS:
        for _label, _said in _BOUNDS.items():
            _kw = "Vigilward"
            _prints = (
                (f"[{_kw} {_a}]. ({_said.format(word=_WORD[_a], C=_c)})", "Alpha"),
                (f"[{_kw} {_b}]. ({_said.format(word=_WORD[_b], C=_c)})", "Beta"),
            )
            NUMBERED[f"{_label} {_c} {_a}/{_b} read as 6"] = (
                _prints,
                f"[{_kw} 6].",
                {"if": f"i have 6 or more {_c.lower()} counters"},
            )
        for _label, _said in _ACTIONS.items():
            _kw = "Hoardcall"
            _prints = (
                (f"{{J}} [{_kw} {_a}]. ({_said.format(word=_WORD[_a], C=_c)})", "Alpha"),
                (f"{{J}} [{_kw} {_b}]. ({_said.format(word=_WORD[_b], C=_c)})", "Beta"),
            )
            NUMBERED[f"{_label} {_c} {_a}/{_b} read as 4"] = (
                _prints,
                f"{{R}} [{_kw} 4].",
                {"amount": 4},
            )
# one said as "first" beside "second": one definition (the ordinal of 1, 2.2.12.c)
NUMBERED["first and second read as 3"] = (
    (
        ("[Ordealfirst 1]. (When I gain my first Seed counter \u2014 Draw a card.)", "Alpha"),
        ("[Ordealfirst 2]. (When I gain my second Seed counter \u2014 Draw a card.)", "Beta"),
    ),
    "[Ordealfirst 3].",
    {"trigger": "counter_reaches", "amount": 3, "counter": "Seed"},
)
# "2nd" printed as digits: the same ordinal (said back as "fourth")
NUMBERED["2nd and third read as 4"] = (
    (
        ("[Ordealdigits 2]. (When I gain my 2nd Seed counter \u2014 Draw a card.)", "Alpha"),
        ("[Ordealdigits 3]. (When I gain my third Seed counter \u2014 Draw a card.)", "Beta"),
    ),
    "[Ordealdigits 4].",
    {"trigger": "counter_reaches", "amount": 4, "counter": "Seed"},
)
# ---- near-misses: refused (another meaning, or which number is N is not printed)
NUMBERED["reminders differing beyond N"] = (
    (
        ("[Ordealdiff 2]. (When I gain my second Seed counter \u2014 Draw a card.)", "Alpha"),
        ("[Ordealdiff 3]. (When I gain my third Seed counter \u2014 I gain 1 boost.)", "Beta"),
    ),
    "[Ordealdiff 4].",
    None,
)
NUMBERED["N said twice (second, two)"] = (
    (("[Ordealtwice 2]. (When I gain my second Seed counter \u2014 Draw two cards.)", "A"),),
    "[Ordealtwice 4].",
    None,
)
NUMBERED["an ordinal past what the grammar reads (12th)"] = (
    (("[Ordealfar 2]. (When I gain my second Seed counter \u2014 Draw a card.)", "A"),),
    "[Ordealfar 12].",
    None,
)
NUMBERED["a numbered keyword printed without its number"] = (
    (("[Ordealbare 2]. (When I gain my second Seed counter \u2014 Draw a card.)", "A"),),
    "[Ordealbare].",
    None,
)
NUMBERED["the ordinal of another number than the keyword's"] = (
    # "[X 2]" whose reminder says "third": the reminder says no N — the print of 4 says nothing
    (("[Ordealother 2]. (When I gain my third Seed counter \u2014 Draw a card.)", "A"),),
    "[Ordealother 4].",
    None,
)

# ------------------------------------------------------------ THEM (6.5.d, 6.5.i)
_GROUPS: dict[str, str] = {
    "Characters you control with an Ember counter": "characters with an ember counter",
    "Each Character you control with an Ember counter": "characters with an ember counter",
    "Characters you control with two or more Omen counters": "characters with two or more omen counters",
    "Each Robot you control": "robots",
    "Boosted Characters you control": "boosted characters",
    "Characters you control": "characters",
}
_VERB_PARTS: dict[str, tuple[str, str]] = {
    "gain 1 boost": ("gains 1 boost", "give_boost"),
    "gain Anchored": ("gains Anchored", "gain_status"),
    "lose 1 boost": ("loses 1 boost", "remove_counters"),
}
_SLOTS = ("SPELL ", "{J} ", "When I enter play \u2014 ", "{T}: ")
THEM: dict[str, Reading | None] = {}
for _k, (_group, _said) in enumerate(_GROUPS.items()):
    for _plural, (_singular, _action) in _VERB_PARTS.items():
        _verb = _singular if _group.startswith("Each") else _plural
        _slot = _SLOTS[_k % len(_SLOTS)]
        _n = ("3", "two", "2")[_k % 3]
        THEM[f"{_slot}{_group} {_verb}. If you control {_n} or more of them, draw a card."] = {
            "step": 1,
            "if": f"you control {_n} or more {_said}",
        }
        THEM[f"{_slot}{_group} {_verb}. If there are {_n} or more of them, I gain 1 boost."] = {
            "step": 1,
            "if": f"you control {_n} or more {_said}",
        }
# near-misses: a group of another player's, a chosen group, or no group before
THEM[
    "SPELL Characters an opponent controls gain 1 boost. If you control 2 or more of them, draw a card."
] = None
THEM[
    "SPELL Up to two target Characters gain 1 boost. If you control 2 or more of them, draw a card."
] = None
THEM["SPELL Draw a card. If you control 2 or more of them, I gain 1 boost."] = None
THEM[
    "SPELL Each Character in your Expeditions gains 1 boost. If you control 3 or more of them, draw a card."
] = None

# ------------------------------------------------------------ THEY (1.4.7.b, 6.5.b, 6.5.i)
_THEIR_COUNTS: dict[str, Reading] = {
    "Character they control with an Ember counter": {
        "counted": "opponent_controls",
        "counter": "Ember",
        "counters_min": 1,
    },
    "Character they control with two or more Ember counters": {
        "counted": "opponent_controls",
        "counter": "Ember",
        "counters_min": 2,
    },
    "Character they control with an Omen counter": {
        "counted": "opponent_controls",
        "counter": "Omen",
        "counters_min": 1,
    },
    "Character they control": {"counted": "opponent_controls"},
    "card in their Reserve": {"counted": "your_reserve", "whose": "opponent"},
    "card in their hand": {"counted": "your_hand", "whose": "opponent"},
}
_THEIR_STEPS = (
    "Target opponent discards a card from their hand",
    "Target opponent sacrifices a Character",
    "Target opponent discards a card from their Reserve",
)
_THEIR_SLOTS = ("SPELL ", "{J} ", "{H} ", "When I enter play \u2014 ", "{T}: ")
THEY: dict[str, Reading | None] = {}
for _k, (_counted, _wanted) in enumerate(_THEIR_COUNTS.items()):
    for _j, _step in enumerate(_THEIR_STEPS):
        _slot = _THEIR_SLOTS[(_k + _j) % len(_THEIR_SLOTS)]
        THEY[f"{_slot}{_step} for each {_counted}."] = {"step": 0, **_wanted}
# other nouns and slots: a sub-type, a Permanent, an "After …" Reaction and a Hero's {D}
for _k, (_counted, _wanted) in enumerate(
    (
        ("Robot they control with an Ember counter", {"counter": "Ember"}),
        ("Permanent they control", {"counted": "opponent_controls"}),
        ("Character they control with three or more Seed counters", {"counters_min": 3}),
    )
):
    for _slot in ("SPELL ", "{R} ", "When you play a Spell — "):
        THEY[f"{_slot}Target opponent discards a card from their hand for each {_counted}."] = {
            "step": 0,
            **_wanted,
        }
# "draws": each player's own count (Whose.THEIR_OWN, engine.pipeline.own_counts)
for _k, _counted in enumerate(
    (
        "Character they control with an Ember counter",
        "Character they control with two or more Ember counters",
        "Robot they control with a boost",
        "Character they control that is Asleep",
    )
):
    for _j, _who in enumerate(
        ("Target opponent draws", "Each opponent draws", "Each player draws")
    ):
        _slot = _THEIR_SLOTS[(_k + _j) % len(_THEIR_SLOTS)]
        THEY[f"{_slot}{_who} a card for each {_counted}."] = {"step": 0, "whose": "their_own"}
# near-misses: each opponent discarding by their own count (not counted per player for a
# chosen step), a qualifier comparing with me
THEY["SPELL Each opponent discards a card from their hand for each Character they control."] = None
THEY[
    "SPELL Each opponent sacrifices a Character for each Character they control with an Ember counter."
] = None
THEY[
    "SPELL Target opponent draws a card for each Character they control with more boosts than me."
] = None
THEY[
    "SPELL Target opponent discards a card from their hand for each card in their discard pile."
] = None

# ------------------------------------------------------------ LIMITS (5.1.2.g)
_COSTS = ("{T}", "{1}", "{2}", "{T}, {1}")
_LIMIT_WORDS: dict[str, Reading] = {
    "Do this only once per Day.": {"per_day": 1},
    "Do this only twice per Day.": {"per_day": 2},
    "Do this only once each Day.": {"per_day": 1},
    "You can only do this once per Day.": {"per_day": 1},
    "Do this only once per turn.": {"per_turn": 1},
    "You can only do this once each turn.": {"per_turn": 1},
    "Do this only during the Afternoon.": {"if": "it's afternoon"},
    "Do this only during Noon.": {"if": "it's noon"},
    "You can only do this during the Morning.": {"if": "it's morning"},
    "Do this only during your turn.": {"if": "it's your turn"},
    "You can only do this during your turn.": {"if": "it's your turn"},
    "Do this only if you control a Landmark.": {"if": "you control a landmark"},
    "You can only do this if your Reserve is empty.": {"if": "your reserve is empty"},
}
_EFFECTS = ("Draw a card.", "I gain 1 boost.", "Target Character gains 1 boost.", "Resupply.")
LIMITS: dict[str, Reading | None] = {}
for _k, (_limit, _wanted) in enumerate(_LIMIT_WORDS.items()):
    for _j, _cost in enumerate(_COSTS):
        _effect = _EFFECTS[(_k + _j) % len(_EFFECTS)]
        LIMITS[f"{_cost}: {_effect} {_limit}"] = _wanted
# near-misses: no period the rules count by (1.4.6), a Reaction told when to activate
LIMITS["{1}: I gain 1 boost. Do this only once per Afternoon."] = None
LIMITS["{T}: Draw a card. Do this only once per Expedition."] = None
LIMITS["When you play a Spell \u2014 Draw a card. Do this only during the Afternoon."] = None

# ------------------------------------------------------------ EVENTS (6.3.i, 7.3.18.a, 3.2.4.b)
EVENTS: dict[str, Reading | None] = {}
_LAST_OF = (
    "a Character you control",
    "a Robot you control",
    "a Character",
    "another Character you control",
)
_IT_EFFECTS: dict[str, Reading] = {
    "It gains 1 boost.": {"action": "give_boost", "subject": "it"},
    "It gains Anchored.": {"action": "gain_status", "subject": "it"},
    "Send it to Reserve.": {"action": "send", "subject": "it"},
    "It gains 2 Ember counters.": {"action": "gain_counters", "subject": "it"},
    "Exhaust it.": {"action": "exhaust", "subject": "it"},
}
for _who in _LAST_OF:
    for _c in ("Ember", "Omen"):
        for _said, _wanted in _IT_EFFECTS.items():
            EVENTS[f"When {_who} loses its last {_c} counter \u2014 {_said}"] = {
                "trigger": "loses_last_boost",
                "counter": _c,
                "first": _wanted,
            }
for _who in _LAST_OF[:2]:
    EVENTS[f"When {_who} loses its last boost \u2014 It gains Anchored."] = {
        "trigger": "loses_last_boost",
        "first": {"action": "gain_status", "subject": "it"},
    }
for _token in ("Robot", "Plant", "Animal"):
    for _n, _c in ((2, "Ember"), (1, "Omen"), (3, "Seed")):
        _counters = f"{_n} {_c} counter{'s' if _n > 1 else ''}" if _n > 1 else f"an {_c} counter"
        EVENTS[
            f"When you create a {_token} token \u2014 You may pay {{1}} to have it gain {_counters}."
        ] = {
            "trigger": "you_create_a_token",
            "first": {"action": "have_do", "pay": 1, "may": True},
            "does": {"action": "gain_counters", "amount": _n, "counter": _c, "subject": "it"},
        }
for _n, _c in ((2, "Ember"), (1, "Omen")):
    _counters = f"{_n} {_c} counters" if _n > 1 else f"an {_c} counter"
    EVENTS[f"{{J}} You may pay {{2}} to have target Character gain {_counters}."] = {
        "first": {"action": "have_do", "pay": 2, "may": True},
        "does": {
            "action": "gain_counters",
            "amount": _n,
            "counter": _c,
            "subject": "target_character",
        },
    }
    EVENTS[f"{{H}} Have target Character you control gain {_counters}."] = {
        "first": {"action": "have_do"},
        "does": {"action": "gain_counters", "amount": _n, "counter": _c},
    }
for _c in ("Ember", "Omen"):
    for _step, _action in (
        ("Send to Reserve target Character with an {C} counter in any Expedition.", "send"),
        ("Target Character with an {C} counter in any Expedition gains Asleep.", "gain_status"),
        (
            "Return target Character with two or more {C} counters in any Expedition to its owner's hand.",
            "return",
        ),
        ("Each Character with an {C} counter in any Expedition gains 1 boost.", "give_boost"),
        (
            "Target Character you control with an {C} counter in any Expedition gains 2 boosts.",
            "give_boost",
        ),
        (
            "Exhaust target Character an opponent controls with an {C} counter in any Expedition.",
            "exhaust",
        ),
    ):
        EVENTS[f"SPELL {_step.format(C=_c)}"] = {"first": {"action": _action}, "counter": _c}
# near-misses: "it" after an event naming no object, "in any Expedition" after a zone word
EVENTS["When you lose your last Ember counter \u2014 It gains 1 boost."] = None
EVENTS[
    "SPELL Send to Reserve target Character with an Ember counter in your Reserve in any Expedition."
] = None
EVENTS[
    "When you create a Robot token \u2014 You may pay {1} to have me gain 2 Ember counters and it gain 1 boost."
] = None

ALL: dict[str, Reading | None] = {**THEM, **THEY, **LIMITS, **EVENTS}
"""Every sentence sibling (NUMBERED apart: it reads with a pool's prints)."""
