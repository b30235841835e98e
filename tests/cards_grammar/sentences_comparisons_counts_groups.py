"""Sibling sentences of comparisons, counts and groups (issue 30, session 37): COMPARISON / COUNT /
GROUP constructions, written before building (not copied from card data), each in the slots a step
takes — a Spell's effect (``SPELL``), {J} / {H} / {R}, "When …" / "At …", a support {D} / {I}, after
"you may", inside "If …":

* COMPARED — a target filter comparing counters of a name with another object's (2.5.c,
  6.5.b): "target Character with fewer Anchored counters than a Character you control";
* PLAYERS — two players' counts compared "as many or more / at least as many / as many or
  fewer … as" from either side (6.5.d, 1.2.1.b);
* EXPEDITIONS — every player's Expeditions counted by their state, "for each Expedition
  that's behind" (7.5.2, 6.5.i);
* NONE — "Put [counters / boosts] on [group] that has none": a group filtered by absence of
  what the step puts (2.5.c, 2.4.5.a);
* LOSSES — "[object] loses all its counters (and boosts)": every counter in one step (2.5.g,
  2.5.1.a).

Each dict maps a sentence to the part of its first effect step it must read to (a subset of
the step's fields), or to ``None`` — a near-miss that must stay refused (another meaning, or
one the engine cannot run). ``CONDITIONS`` maps a players' comparison to the difference
(mine minus theirs, ``Counted.LEAD``) it must hold between: (at least, at most). Held by
tests/cards_grammar/test_comparisons_counts_groups.py."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

# ---------------------------------------------------------------- COMPARED (2.5.c, 6.5.b)
_COMPARED_STEPS: dict[str, Step] = {
    "SPELL Target Character {q} gains 2 boosts.": {"action": "give_boost", "amount": 2},
    "{J} Exhaust target Character {q}.": {"action": "exhaust"},
    "{H} Return target Character {q} to its owner's hand.": {"action": "return"},
    "{R} Send to Reserve target Character {q}.": {"action": "send"},
    "At Noon \u2014 Target Character {q} gains 1 boost.": {"action": "give_boost"},
    "{J} You may exhaust target Character {q}.": {"action": "exhaust", "may": True},
}
_COMPARED_QUALIFIERS: dict[str, str | None] = {
    "with fewer Anchored counters than a Character you control": "fewer:you:Anchored",
    "with more Kelon counters than a Character you control": "more:you:Kelon",
    "with fewer Frost counters than a Character an opponent controls": "fewer:opponent:Frost",
    "with more Sap counters than me": "more:me:Sap",
    "with less Ember counters than me": "fewer:me:Ember",
    # near-misses: another object compared with (the engine compares with Characters of one
    # controller only, or me)
    "with fewer Kelon counters than a Permanent you control": None,
    "with more Frost counters than another Character you control": None,
}
COMPARED: dict[str, Step | None] = {
    step.replace("{q}", q): ({**part, "filter": {"boosts_than": said}} if said else None)
    for step, part in _COMPARED_STEPS.items()
    for q, said in _COMPARED_QUALIFIERS.items()
}
# gram108's boosts stay as they were (the sibling the counters' reading extends)
COMPARED["{J} Exhaust target Character with fewer boosts than a Character you control."] = {
    "action": "exhaust",
    "filter": {"boosts_than": "fewer:you"},
}

# ------------------------------------------------------------- PLAYERS (6.5.d, 1.2.1.b)
_CONDITION_SLOTS = (
    "{J} If {c}, draw a card.",
    "SPELL If {c}, draw two cards.",
    "At Dusk \u2014 If {c}, I gain 1 boost.",
    "{H} Draw a card. If {c}, draw another card.",
    "When you play a Spell \u2014 If {c}, you may draw a card.",
)
_CONDITIONS_SAID: dict[str, tuple[int | None, int | None] | None] = {
    # theirs at least mine: mine - theirs at most 0
    "an opponent controls as many or more Characters as you": (None, 0),
    "an opponent controls at least as many Characters as you": (None, 0),
    "target opponent has as many or more cards in their hand as you": (None, 0),
    "an opponent controls as many or fewer Permanents as you": (0, None),
    "an opponent controls as many Characters as you": (0, 0),
    "you control as many or more Characters as an opponent": (0, None),
    "you control as many or fewer Characters as an opponent": (None, 0),
    "you have as many or more cards in your Reserve as an opponent": (0, None),
    "an opponent controls fewer Characters than you": (1, None),
    "an opponent controls more Characters than you": (None, -1),
}
CONDITIONS: dict[str, tuple[int | None, int | None] | None] = {
    slot.replace("{c}", c): bounds
    for slot in _CONDITION_SLOTS
    for c, bounds in _CONDITIONS_SAID.items()
}
"""Sentence -> (at least, at most) of mine minus theirs (``Counted.LEAD``)."""
CONDITION_WORDS: dict[str, str] = {
    slot.replace("{c}", c): c.lower() for slot in _CONDITION_SLOTS for c in _CONDITIONS_SAID
}
# "each opponent": the other player of the engine's two-player game (1.2.1.b)
CONDITIONS["{J} If each opponent controls as many or more Characters as you, draw a card."] = (
    None,
    0,
)
CONDITION_WORDS["{J} If each opponent controls as many or more Characters as you, draw a card."] = (
    "each opponent controls as many or more characters as you"
)
PLAYERS_REFUSED: tuple[str, ...] = (
    # two kinds compared across players: not one count said of both
    "{J} If an opponent controls as many or more Characters as you control Permanents, "
    "draw a card.",
)

# "For each opponent, if they …, [steps]": the one opponent of the engine's two-player game
# (1.2.1.b), their own count compared (6.5.i, 6.5.d) — the condition said of "an opponent"
_EACH_OPPONENT_SLOTS: dict[str, Step] = {
    "SPELL For each opponent, if they {c}, draw a card.": {"action": "draw", "amount": 1},
    "{J} For each opponent, if they {c}, I gain 1 boost.": {"action": "give_boost"},
    "{H} For each opponent, if they {c}, draw two cards.": {"action": "draw", "amount": 2},
    "At Noon — For each opponent, if they {c}, target Character gains 1 boost.": {
        "action": "give_boost",
        "subject": "target_character",
    },
}
_THEY_SAID: dict[str, str] = {
    "control more Characters than you": "an opponent controls more characters than you",
    "control fewer Permanents than you do": "an opponent controls fewer permanents than you do",
    "have more cards in their hand than you": "an opponent has more cards in their hand than you",
    "control as many or more Characters as you": (
        "an opponent controls as many or more characters as you"
    ),
    "control at least as many Characters as you": (
        "an opponent controls at least as many characters as you"
    ),
}
EACH_OPPONENT: dict[str, Step | None] = {
    slot.replace("{c}", c): {**part, "if": said}
    for slot, part in _EACH_OPPONENT_SLOTS.items()
    for c, said in _THEY_SAID.items()
}
EACH_OPPONENT.update(
    {
        # near-misses: "they" in the steps (which player: not read yet); no condition
        "{J} For each opponent, if they control more Characters than you, they draw a card.": None,
        "{J} For each opponent, draw a card.": None,
    }
)

# ------------------------------------------------------------ EXPEDITIONS (7.5.2, 6.5.i)
_PER_STEPS: dict[str, Step] = {
    "SPELL Draw a card for each {e}.": {"action": "draw"},
    "{J} I gain 1 boost per {e}.": {"action": "give_boost"},
    "{H} Target Character gains 1 boost for each {e}.": {"action": "give_boost"},
    "At Dusk \u2014 Draw a card for each {e}.": {"action": "draw"},
    "When you play a Spell \u2014 I gain 1 boost for each {e}.": {"action": "give_boost"},
}
_EXPEDITIONS_SAID: dict[str, str | None] = {
    "Expedition that's behind": "expedition that's behind",
    "Expedition that's ahead": "expedition that's ahead",
    "Expedition that is tied": "expedition that is tied",
    "Expedition that's behind or tied": "expedition that's behind or tied",
    "Expedition that's [[Ascended]]": "expedition that's ascended",
    "Expedition that's in {V}": "expedition that's in {v}",
    # near-miss: "not" said of several Expeditions is not evaluated
    "Expedition that's not ahead": None,
}
EXPEDITIONS: dict[str, Step | None] = {
    step.replace("{e}", e): ({**part, "per": per} if per else None)
    for step, part in _PER_STEPS.items()
    for e, per in _EXPEDITIONS_SAID.items()
}
# "you may" asks once per time the step is done (6.5.i): the count is kept as ``x_is``
EXPEDITIONS.update(
    {
        f"{{R}} You may draw a card for each {e}.": (
            {"action": "draw", "may": True, "x_is": per} if per else None
        )
        for e, per in _EXPEDITIONS_SAID.items()
    }
)
"""Sentence -> its step, "per" the words the engine counts (every player's Expeditions)."""

# ---------------------------------------------------------------- NONE (2.5.c, 2.4.5.a)
_NONE_STEPS: dict[str, Step] = {
    "{J} Put an Anchored counter on each Character you control {n}.": {
        "action": "gain_counters",
        "counter": "Anchored",
        "filter": {"counter": "Anchored", "counters_max": 0},
    },
    "SPELL Put 2 Kelon counters on each Character {n}.": {
        "action": "gain_counters",
        "counter": "Kelon",
        "amount": 2,
        "filter": {"counter": "Kelon", "counters_max": 0, "types": ["Character"]},
    },
    "{H} Put a Frost counter on target Character {n}.": {
        "action": "gain_counters",
        "counter": "Frost",
        "filter": {"counter": "Frost", "counters_max": 0},
    },
    "At Noon \u2014 Put a boost on each Character you control {n}.": {
        "action": "give_boost",
        "filter": {"without": ["Boosted"]},
    },
    "{R} Draw a card. Then, put a Sap counter on each Character an opponent controls {n}.": {
        "action": "draw",
    },
    "{J} You may put a boost on target Character {n}.": {
        "action": "give_boost",
        "may": True,
        "filter": {"without": ["Boosted"]},
    },
}
_NONE_SAID = ("that has none", "with none")
NONE: dict[str, Step | None] = {
    step.replace("{n}", n): part for step, part in _NONE_STEPS.items() for n in _NONE_SAID
}
NONE.update(
    {
        # near-misses: none of what? nothing is put before it
        "{J} Each Character you control that has none gains 1 boost.": None,
        "{J} Put an Anchored counter on me. "
        "Each Character you control that has none gains 1 boost.": None,
        "{J} Exhaust each Character you control that has none.": None,
        "{J} Sacrifice a Character that has none.": None,
        "SPELL Target Character with none gains 2 boosts.": None,
    }
)

# -------------------------------------------------------------- LOSSES (2.5.g, 2.5.1.a)
_LOSS_OBJECTS: dict[str, dict[str, Any]] = {
    "Target Character": {"subject": "target_character"},
    "Each Character you control": {"subject": "characters_you_control"},
    "Each Character an opponent controls": {
        "subject": "objects_in_play",
        "filter": {"types": ["Character"], "controller": "opponent"},
    },
}
_LOSS_WORDS = (
    "loses all its counters",
    "loses all its counters and boosts",
    "loses all its boosts and counters",
    "loses all of its counters and all of its boosts",
)
_LOSS_SLOTS = ("{J} {o} {w}.", "SPELL {o} {w}.", "At Dusk \u2014 {o} {w}.")
LOSSES: dict[str, Step | None] = {
    slot.replace("{o}", o).replace("{w}", w): {
        "action": "remove_counters",
        "all_counters": True,
        **part,
    }
    for slot in _LOSS_SLOTS
    for o, part in _LOSS_OBJECTS.items()
    for w in _LOSS_WORDS
}
LOSSES.update(
    {
        "{J} I lose all my counters.": {
            "action": "remove_counters",
            "all_counters": True,
            "subject": "self",
        },
        "{H} I lose all my counters and boosts.": {
            "action": "remove_counters",
            "all_counters": True,
            "subject": "self",
        },
        # the boost-only and name-only readings stay what they were
        "{J} Target Character loses all its boosts.": {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
        },
        "{J} Target Character loses all its Anchored counters.": {
            "action": "remove_counters",
            "counter": "Anchored",
            "all_counters": True,
        },
        # each of up to two targets loses every counter (6.5.b, 2.5.g)
        "{J} Up to two target Characters lose all their counters and boosts.": {
            "action": "remove_counters",
            "all_counters": True,
            "up_to": 2,
        },
        # near-misses: a number of unnamed counters (which name: not said, 2.5.g); a
        # Character's counters lost "for a time" (a removal is no duration, 2.5.g)
        "{J} Target Character loses 2 counters.": None,
        "{J} Target Character loses all its counters until end of turn.": None,
    }
)

ALL: dict[str, Step | None] = {**COMPARED, **EACH_OPPONENT, **EXPEDITIONS, **NONE, **LOSSES}
"""Every step sibling (the players' conditions are in ``CONDITIONS``)."""
