"""Sibling sentences of compared and removed counts (issue 30, session 38), written before building
(not copied from card data), each in the slots a step takes — a Spell's effect (``SPELL``), {J} /
{H} / {R}, "When …" / "At …", a support {D}, after "you may", inside "If …":

* COMPARED — a cost or statistic compared with another object's (2.2.7.b, 2.2.8.b, 2.2.11.b;
  6.5.b): "target Character with a lower Hand Cost than it", "… with greater {V} than me",
  "… with the same Reserve Cost as that Character", "a Character from your Reserve with a
  lower Hand Cost" after "Exchange [first] with" (7.3.12.a), "it" / "the sacrificed Character"
  as it was if it left play (2.1.h);
* EXPEDITION_IT — a condition on an Expedition already named ("If there are 2 or more
  Characters in it, they each gain 1 boost", 7.5.10.a, 6.5.d) and on the terrain where "it" /
  "they" are ("If it's in {M}", 7.5.8);
* REMOVED — counts of removed things ("Draw a card for each counter removed this way", "…
  for each boost it lost", 6.5.i, 2.5.g).

Each dict maps a sentence to the part of its first read step it must hold (a subset of a
step's fields, searched in the step and its follow-ups), or to ``None`` — a near-miss that
must stay refused (another meaning, or one the engine cannot run), with its reason in
``REFUSED_WHY``. Held by tests/cards_grammar/test_compared_removed_siblings.py."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

# ------------------------------------------------------- COMPARED (2.2.7-2.2.11, 6.5.b)
# Slots where nothing names "it": the comparison with me or with one of a player's Characters.
_PLAIN_SLOTS: dict[str, Step] = {
    "SPELL Target Character {q} gains 2 boosts.": {"action": "give_boost", "amount": 2},
    "{J} Exhaust target Character {q}.": {"action": "exhaust"},
    "{H} Return target Character {q} to its owner's hand.": {"action": "return"},
    "{R} Send to Reserve target Character {q}.": {"action": "send"},
    "At Noon \u2014 Target Character {q} gains 1 boost.": {"action": "give_boost"},
    "{J} You may exhaust target Character {q}.": {"action": "exhaust", "may": True},
    "{D} : Target Character {q} gains 1 boost.": {"action": "give_boost"},
}
_PLAIN_QUALIFIERS: dict[str, str] = {
    "with greater {V} than me": "higher:forest:me",
    "with a lower {M} than me": "lower:mountain:me",
    "with a higher Hand Cost than a Character you control": "higher:hand_cost:you",
    "with a lower Reserve Cost than a Character an opponent controls": (
        "lower:reserve_cost:opponent"
    ),
    "with the same {O} as me": "same:water:me",
    "with less {O} power than me": "lower:water:me",
}
COMPARED: dict[str, Step | None] = {
    step.replace("{q}", q): {**part, "filter": {"stat_than": said}}
    for step, part in _PLAIN_SLOTS.items()
    for q, said in _PLAIN_QUALIFIERS.items()
}
# Slots where the trigger or a step before names "it" (6.3.i, 6.5.b).
_IT_SLOTS: dict[str, Step] = {
    "When you play a Character \u2014 Target Character {q} gains 1 boost.": {
        "action": "give_boost"
    },
    "SPELL Target Character gains 1 boost. Then target Character {q} gains 2 boosts.": {
        "action": "give_boost",
        "amount": 2,
    },
    "{J} You may sacrifice a Character. If you do, exhaust target Character {q}.": {
        "action": "exhaust"
    },
    "When a Character you control leaves play \u2014 Target Character {q} gains 1 boost.": {
        "action": "give_boost"
    },
}
_IT_QUALIFIERS: dict[str, str] = {
    "with a lower Hand Cost than it": "lower:hand_cost:it",
    "with a higher Reserve Cost than that Character": "higher:reserve_cost:it",
    "with the same Hand Cost as it": "same:hand_cost:it",
    "with greater {V} than it": "higher:forest:it",
}
COMPARED.update(
    {
        step.replace("{q}", q): {**part, "filter": {"stat_than": said}}
        for step, part in _IT_SLOTS.items()
        for q, said in _IT_QUALIFIERS.items()
    }
)
COMPARED.update(
    {
        # the sacrificed Character: the one the step before acted on, as it was (2.1.h)
        "{R} You may sacrifice a Character. If you do, play a Character from your Reserve "
        "with a lower Reserve Cost than the sacrificed Character for free.": {
            "action": "play_for_free",
            "filter": {"stat_than": "lower:reserve_cost:it"},
        },
        "SPELL Sacrifice a Character. Play a Character from your Reserve with a lower Hand "
        "Cost than the sacrificed Character for free.": {
            "action": "play_for_free",
            "filter": {"stat_than": "lower:hand_cost:it"},
        },
        # an exchange's second object compared with its first (7.3.12.a)
        "SPELL Exchange target Character you control with a Character from your Reserve "
        "with a lower Hand Cost.": {
            "action": "exchange",
            "with_filter": {"stat_than": "lower:hand_cost:exchanged"},
        },
        "{J} Exchange me with a Character from your Reserve with a higher Hand Cost.": {
            "action": "exchange",
            "with_filter": {"stat_than": "higher:hand_cost:exchanged"},
        },
        "{H} Exchange me with a Character from your Reserve with a lower Reserve Cost.": {
            "action": "exchange",
            "with_filter": {"stat_than": "lower:reserve_cost:exchanged"},
        },
        "When you play a Character \u2014 You may exchange it with a Character from your "
        "Reserve with a lower Hand Cost.": {
            "action": "exchange",
            "with_filter": {"stat_than": "lower:hand_cost:exchanged"},
        },
    }
)

# near-misses: another meaning, or what is compared with not said
REFUSED_WHY: dict[str, str] = {
    # "power" with no terrain names none of the three statistics (2.2.11.b)
    "{J} Target Character with greater power than me gains 1 boost.": "power",
    "SPELL Exhaust target Character with less power than a Character you control.": "power",
    # no "than" outside an exchange: compared with what is not said
    "{J} Target Character with a lower Hand Cost gains 1 boost.": "exchange",
    "SPELL Return target Character with a higher Reserve Cost to its owner's hand.": "exchange",
    # "it" naming nothing (precision first)
    "{J} Target Character with a lower Hand Cost than it gains 1 boost.": "it",
    "SPELL Exhaust target Character with greater {V} than that Character.": "it",
    # a name compared with another object than me (2.2.4.b): not read yet
    "When you play a Character \u2014 Target Character with the same name as it gains 1 boost.": (
        "name"
    ),
    # another object compared with than one Character of a player's (one is enough)
    "{J} Exhaust target Character with a lower Hand Cost than another Character you control.": (
        "not read"
    ),
    "{J} Exhaust target Character with a lower Hand Cost than a Permanent you control.": (
        "not read"
    ),
}
COMPARED.update(dict.fromkeys(REFUSED_WHY))

# ------------------------------------------- EXPEDITION_IT (6.3.i, 6.5.b, 6.5.d, 7.4.4.b)
# Where "it" is an Expedition: a move trigger names it (6.3.i), a target Expedition's step
# acted on it (6.5.b). Each maps to the step's subject and its condition.
_EXPEDITION_NAMERS = (
    "When one of your Expeditions moves forward \u2014 {c}",
    "When an opponent's Expedition moves forward \u2014 {c}",
    "When an Expedition moves backward \u2014 {c}",
    "SPELL Target Expedition moves forward one region. {c}",
    "{J} Target Expedition moves forward one region. {c}",
    "{H} Target Expedition you control moves forward one region. {c}",
)
_COUNTED_IN_IT: dict[str, Step] = {
    "If there are 2 or more Characters in it, they each gain 1 boost.": {
        "action": "give_boost",
        "subject": "characters_in_it",
        "if": "there are 2 or more characters in it",
    },
    "If there are three or more Characters in that Expedition, they gain 2 boosts.": {
        "action": "give_boost",
        "amount": 2,
        "subject": "characters_in_it",
        "if": "there are three or more characters in that expedition",
    },
    "If there are 2 or more Characters in it, draw a card.": {
        "action": "draw",
        "if": "there are 2 or more characters in it",
    },
    "If there are no Characters in it, draw a card.": {
        "action": "draw",
        "if": "there are no characters in it",
    },
    "If there is a Character in it, they each gain [[Anchored]].": {
        "action": "gain_status",
        "subject": "characters_in_it",
        "if": "there is a character in it",
    },
    "If there are 2 or more Characters in it, they each lose 1 boost.": {
        "action": "remove_counters",
        "counter": "boost",
        "subject": "characters_in_it",
    },
    "If there are 2 or more Boosted Characters in it, draw a card.": {
        "action": "draw",
        "if": "there are 2 or more boosted characters in it",
    },
}
EXPEDITION_IT: dict[str, Step | None] = {
    namer.replace("{c}", c): part
    for namer in _EXPEDITION_NAMERS
    for c, part in _COUNTED_IN_IT.items()
}
# near-misses: "it" names no Expedition, or "it" after the count is that Expedition
EXPEDITION_IT_REFUSED: dict[str, str] = {
    "When you play a Character \u2014 If there are 2 or more Characters in it, draw a card.": (
        "it"
    ),
    "SPELL Target Character gains 1 boost. If there are 2 or more Characters in it, they each "
    "gain 1 boost.": "it",
    "{J} If there are 2 or more Characters in it, draw a card.": "it",
    "When an opponent's Expedition moves forward \u2014 If there is a Character in it, it "
    "gains 1 boost.": "it",
}

# ------------------------------------------------------------ REMOVED (6.5.i, 2.5.g)
# A removal, then a step done once per counter it took off (noted as it happened).
_REMOVAL_SLOTS = ("SPELL {s}", "{J} {s}", "{H} {s}", "{R} {s}", "At Noon \u2014 {s}")
_REMOVALS: dict[str, tuple[str, ...]] = {
    "Remove all Kelon counters from target Character.": (
        "Draw a card for each counter removed.",
        "Draw a card for each Kelon counter removed.",
        "Draw a card for each counter it lost.",
    ),
    "Target Character loses all its Kelon counters.": (
        "Draw a card for each counter removed.",
        "Draw a card for each Kelon counter it lost.",
    ),
    "Target Character loses all its boosts.": (
        "Draw a card for each boost it lost.",
        "Draw a card for each boost removed.",
    ),
    "Remove all boosts from target Character.": (
        "Draw a card for each boost removed.",
        "Draw a card for each boost it lost.",
    ),
}
_PER = {
    "counter removed": "counter removed this way",
    "kelon counter removed": "kelon counter removed this way",
    "counter it lost": "counter lost this way",
    "kelon counter it lost": "kelon counter lost this way",
    "boost it lost": "boost lost this way",
    "boost removed": "boost removed this way",
}


def _per(follow_up: str) -> str:
    return _PER[follow_up.lower().split(" for each ", 1)[1].rstrip(".")]


REMOVED: dict[str, Step | None] = {
    slot.replace("{s}", f"{removal} {after}"): {"action": "draw", "per": _per(after)}
    for slot in _REMOVAL_SLOTS
    for removal, follow_ups in _REMOVALS.items()
    for after in follow_ups
}
# near-misses: "it" after a group, nothing removed before, a name the removal took none of
REMOVED_REFUSED: dict[str, str] = {
    "SPELL Each Character you control loses all its boosts. Draw a card for each boost it "
    "lost.": "it",
    "SPELL Target Character gains 1 boost. Draw a card for each boost it lost.": "counts no",
    "{J} Draw a card for each counter removed.": "counts no",
    "SPELL Remove all Kelon counters from target Character. Draw a card for each boost it "
    "lost.": "counts no",
}
