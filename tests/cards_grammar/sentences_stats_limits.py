"""Sibling sentences of statistics and limits (issue 30, session 38), written before building (not
copied from card data), each in the slots its construction takes:

* STATS — a passive "My statistics are increased / decreased by N [for each …]", "The
  statistics of [group] are …", "My {V} / Mountain statistic is …", "+1 forest" by name —
  alone, under "If …" / "As long as …", as a set keyword's reminder (2.3.1.a, 2.2.11.b-c);
* LIMITS — "[If …,] you may keep N more cards in Reserve / Permanents in your Landmarks during
  Night": the limit the Clean-up keeps up to (4.2.5.c; 3.2.10.b, 3.2.7.c; 2.2.12.m);
* IT_PLACE — "If my Expedition is behind, create a [token] in it": "it" the Expedition the
  condition names (7.3.5.a, 6.5.d, 7.5.2);
* THIS_WAY — "for each [noun] sent to Reserve / returned to hand / that gained [status] this
  way": the objects the step before acted on (6.5.i).

Each dict maps a sentence to what its reading must hold — for STATS and LIMITS the passive's
``stats`` / ``limit``, for IT_PLACE a part of the first effect step (a subset of its
fields), for THIS_WAY of the step after it (the one counted) — or to ``None``: a near-miss
that must stay refused (another meaning, or one the engine cannot run).
Held by tests/cards_grammar/test_stats_limits_constructions.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]


def _three(n: int) -> Reading:
    return {"forest": n, "mountain": n, "water": n}


# --------------------------------------------------------------- STATS (2.3.1.a, 2.2.11)
_COUNTS: dict[str, str] = {
    "for each of my Kelon counters": "kelon counter on me",
    "for each of my boosts": "boost on me",
    "for each Character you control": "character you control",
    "per Landmark you control": "landmark you control",
    "for each card in your Reserve": "card in your reserve",
}
STATS: dict[str, Reading | None] = {}
for _said, _counted in _COUNTS.items():
    STATS[f"My statistics are increased by 1 {_said}."] = {
        "scope": "self",
        **_three(1),
        "per": _counted,
    }
    STATS[f"My statistics are decreased by 2 {_said}."] = {
        "scope": "self",
        **_three(-2),
        "per": _counted,
    }
    STATS[f"My {{V}} is increased by 2 {_said}."] = {
        "scope": "self",
        "forest": 2,
        "mountain": 0,
        "water": 0,
        "per": _counted,
    }
    STATS[f"The statistics of Characters you control are increased by 1 {_said}."] = {
        "scope": "group",
        **_three(1),
        "per": _counted,
    }
    STATS[f"Characters you control have +1 forest {_said}."] = {
        "scope": "group",
        "forest": 1,
        "mountain": 0,
        "water": 0,
        "per": _counted,
    }
    STATS[f"[[Warded]] (My statistics are increased by 1 {_said}.)"] = {
        "scope": "self",
        **_three(1),
        "per": _counted,
    }
    # "power" is no statistic of the rules (2.2.11.b): which one changes, by hand
    STATS[f"My power is increased by 2 {_said}."] = None
STATS.update(
    {
        "My statistics are increased by 1.": {"scope": "self", **_three(1)},
        "My statistics are decreased by two.": {"scope": "self", **_three(-2)},
        "My Mountain statistic is increased by 3.": {
            "scope": "self",
            "forest": 0,
            "mountain": 3,
            "water": 0,
        },
        "My {O} is decreased by 1.": {"scope": "self", "forest": 0, "mountain": 0, "water": -1},
        "If I have 2 or more Kelon counters, my statistics are increased by 2.": {
            "scope": "self",
            **_three(2),
        },
        "As long as I'm in {V}, my statistics are increased by 1.": {
            "scope": "self",
            **_three(1),
        },
        "The statistics of other Characters you control are decreased by 1.": {
            "scope": "group",
            **_three(-1),
        },
        "I have +1 Water and +1 Mountain for each of my Kelon counters.": {
            "scope": "self",
            "forest": 0,
            "mountain": 1,
            "water": 1,
            "per": "kelon counter on me",
        },
        "I get +2 mountain.": {"scope": "self", "forest": 0, "mountain": 2, "water": 0},
        "[[Warded]] (My statistics are decreased by 1.)": {"scope": "self", **_three(-1)},
        # near-misses: "power" (not a statistic of the rules); a count naming a target (a
        # passive chooses none, 6.5.b); statistics of a Spell / of objects out of play
        "My power is increased by 1.": None,
        "My statistics are increased by 1 for each Character target opponent controls.": None,
        "The statistics of Spells in your Reserve are increased by 1.": None,
    }
)

# ------------------------------------------------------ LIMITS (4.2.5.c, 3.2.10.b, 3.2.7.c)
_KEPT: dict[str, tuple[str, int]] = {
    "one more card in Reserve": ("reserve", 1),
    "two more cards in your Reserve": ("reserve", 2),
    "an additional card in Reserve": ("reserve", 1),
    "3 more cards in Reserve": ("reserve", 3),
    "one more Permanent in your Landmarks": ("landmarks", 1),
    "two more Landmarks in your Landmark zone": ("landmarks", 2),
    "one more card in your Landmarks": ("landmarks", 1),
}
_LIMIT_CONDITIONS = (
    "",
    "If I have 3 or more Kelon counters, ",
    "As long as I have a Kelon counter, ",
    "If you control two or more Landmarks, ",
    "If my Expedition is ahead, ",
)
LIMITS: dict[str, Reading | None] = {}
for _cond in _LIMIT_CONDITIONS:
    for _kept, (_zone, _by) in _KEPT.items():
        _start = "you" if _cond else "You"
        LIMITS[f"{_cond}{_start} may keep {_kept} during Night."] = {
            "zone": _zone,
            "by": _by,
            "players": "you",
        }
LIMITS["You may keep one more card in Reserve during the Night."] = {
    "zone": "reserve",
    "by": 1,
    "players": "you",
}
# near-misses: a phase where no limit is checked (4.2.5.c); an Expedition's card kept
LIMITS["You may keep one more card in Reserve during Noon."] = None
LIMITS["If I have a Kelon counter, you may keep one more card in Reserve during Dusk."] = None
LIMITS["You may keep one more Character in your Expedition during Night."] = None

# ------------------------------------------------------------ IT_PLACE (7.3.5.a, 6.5.d)
_TOKEN = "an Ordis Recruit 1/1/1 Soldier token"
_NAMED: dict[str, str] = {
    "my Expedition": "my_expedition",
    "your Hero Expedition": "your_hero_expedition",
    "your Companion Expedition": "your_companion_expedition",
}
_STANDINGS = ("behind", "behind or tied", "ahead", "tied", "in {V}")
_SLOTS = ("At Dusk \u2014 ", "{J} ", "{H} ", "At Noon \u2014 ", "SPELL ")
IT_PLACE: dict[str, Reading | None] = {}
for _slot in _SLOTS:
    for _exp, _place in _NAMED.items():
        if _slot == "SPELL " and _exp == "my Expedition":
            continue  # a Spell is in no Expedition: "my Expedition" is not a Spell's
        for _standing in _STANDINGS:
            IT_PLACE[f"{_slot}If {_exp} is {_standing}, create {_TOKEN} in it."] = {
                "action": "create",
                "subject": _place,
            }
IT_PLACE[
    "At Dusk \u2014 If my Expedition is behind, create two Ordis Recruit 1/1/1 Soldier"
    " tokens in that Expedition."
] = {"action": "create", "subject": "my_expedition", "amount": 2}
# near-misses: no one Expedition named before "it" (which one: by hand)
IT_PLACE[f"{{J}} Create {_TOKEN} in it."] = None
IT_PLACE[f"At Dusk \u2014 If one of your Expeditions is behind, create {_TOKEN} in it."] = None
IT_PLACE[f"{{J}} If you control a Landmark, create {_TOKEN} in it."] = None

# ------------------------------------------------------------------ THIS_WAY (6.5.i)
_FIRSTS: dict[str, str] = {
    "Send up to two target Characters to Reserve.": "sent to Reserve",
    "Send to Reserve all Characters you control.": "sent to Reserve",
    "Put up to two target Characters you control in Reserve.": "put in Reserve",
    "Return up to two target Characters to their owners' hands.": "returned to hand",
    "Up to two target Characters gain Asleep.": "that gained Asleep",
    "Characters in my Expedition gain Asleep.": "that gained Asleep",
    "Up to two target Characters gain Anchored.": "that gained Anchored",
}
_THENS: dict[str, Reading] = {
    "Draw a card for each Character {v} this way.": {"action": "draw", "per": "that many"},
    "I gain 1 boost for each Character {v} this way.": {
        "action": "give_boost",
        "per": "that many",
    },
}
THIS_WAY: dict[str, Reading | None] = {}
for _first, _verb in _FIRSTS.items():
    for _then, _wanted in _THENS.items():
        for _slot in ("{J} ", "{H} ", "SPELL "):
            said = f"{_slot}{_first} {_then.replace('{v}', _verb)}"
            THIS_WAY[said] = _wanted
# near-misses: the participle names no step before it of that verb, or another status
for _slot in ("{J} ", "SPELL "):
    THIS_WAY[
        f"{_slot}Send up to two target Characters to Reserve. Draw a card for each Character"
        " returned to hand this way."
    ] = None
    THIS_WAY[
        f"{_slot}Up to two target Characters gain Anchored. Draw a card for each Character"
        " that gained Asleep this way."
    ] = None
    THIS_WAY[f"{_slot}Draw a card for each Character that gained Asleep this way."] = None

# ------------------------------------------------------- THEN: a verb left out (6.1.c)
_GAINERS: dict[str, str] = {"I gain": "self", "Target Character gains": "target_character"}
_FIRST_THINGS: dict[str, Reading] = {
    "1 Kelon counter": {"action": "gain_counters", "counter": "Kelon"},
    "Asleep": {"action": "gain_status", "status": "Asleep"},
    "2 boosts": {"action": "give_boost", "amount": 2},
}
_SECOND_THINGS = ("1 boost", "2 Kelon counters", "Anchored")
THEN: dict[str, Reading | None] = {}
for _who, _subject in _GAINERS.items():
    for _thing, _part in _FIRST_THINGS.items():
        for _second in _SECOND_THINGS:
            for _slot in ("{J} ", "SPELL "):
                if _slot == "SPELL " and _subject == "self":
                    continue
                THEN[f"{_slot}{_who} {_thing}, then {_second}."] = {**_part, "subject": _subject}
# near-misses: a verb left out after a step that gains nothing (which verb: not said), or
# boosts "lost" (removed, 2.5.g)
THEN["{J} Draw a card, then 1 boost."] = None
THEN["{J} I lose Anchored, then 1 boost."] = None
THEN["{J} Exhaust target Character, then Asleep."] = None

ALL: dict[str, Reading | None] = {**STATS, **LIMITS, **IT_PLACE, **THIS_WAY, **THEN}
