"""Sibling sentences of the Expedition as a PLACE objects are in or counted in (issue 30,
gram90), written before building: an Expedition phrase (the Expedition facing me — 1.2.3.c:
the two Hero Expeditions face each other, as do the two Companion Expeditions — my / your
Hero / your Companion Expedition, "mine") in the slots a designer puts a place in:

* COMPARED — two Expeditions' counts compared (6.5.d): "[Expedition] has / contains more /
  fewer / as many [objects] than / as [Expedition]";
* AMONG — counters summed over the objects of a place (2.5.c; boosts are counters,
  2.5.1.a): "for each [counter] among / on [objects in an Expedition]", with or without "up
  to a max of N";
* ELSEWHERE — the place in object descriptions, counts and tests the reader already reads,
  or cannot yet (cost modifiers scoped to an Expedition, "if it's your Companion
  Expedition");
* EMPTY — "[Expedition] is / isn't empty": no object in it (3.2.4.b).

Measured by benchmarks/expedition_places_siblings.py. ``MEANINGS`` says what each means:
``{"compare": (word, first place, second place)}`` — the first place outnumbers the second
("more"), the second the first ("fewer"), neither ("as many"); ``{"among": (counter, place,
bound)}`` — the counters of that name on the objects of that place, at most ``bound``;
``{"empty": (place, empty)}`` — no object in that place (or one or more); a place is "my",
"facing_me", "your_hero", "your_companion", "your_other". ``None``: the engine cannot say
it, a refusal is right."""

from __future__ import annotations

from typing import Any

_PLACES = {
    "the Expedition facing me": "facing_me",
    "my Expedition": "my",
    "your Hero Expedition": "your_hero",
    "your Companion Expedition": "your_companion",
}
_SECONDS = {**_PLACES, "mine": "my"}
_WORDS = {"more": ("more", "than"), "fewer": ("fewer", "than"), "as many": ("as many", "as")}
_NOUNS = ("Characters", "tokens")

MEANINGS: dict[str, dict[str, Any] | None] = {}

# COMPARED: 4 subjects × 4 others (not itself) × 3 comparisons × 2 nouns = 96, less the
# "my Expedition … than mine" ones (said of itself): 90
for _a, _pa in _PLACES.items():
    for _b, _pb in _SECONDS.items():
        if _pa == _pb:
            continue
        for _word, (_many, _join) in _WORDS.items():
            for _noun in _NOUNS:
                _s = f"{{J}} If {_a} has {_many} {_noun} {_join} {_b}, I gain 1 boost."
                MEANINGS[_s] = {"compare": (_word, _pa, _pb)}
# "contains", Permanents, and an Expedition said by its own words
MEANINGS.update(
    {
        "{J} If the Expedition facing me contains more Characters than mine, draw a card.": {
            "compare": ("more", "facing_me", "my")
        },
        "{J} If my Expedition contains fewer Permanents than the Expedition facing me, draw "
        "a card.": {"compare": ("fewer", "my", "facing_me")},
        "At Dusk — If the Expedition facing me has more Characters than my Expedition, I "
        "gain 1 boost.": {"compare": ("more", "facing_me", "my")},
        "{R} If your Companion Expedition has more Characters than your Hero Expedition, "
        "draw a card.": {"compare": ("more", "your_companion", "your_hero")},
    }
)

_COUNTERS = {"Debt counter": "Debt", "Ember counter": "Ember", "boost": "boost"}
_GROUPS = {
    "Characters in the Expedition facing me": "facing_me",
    "Characters in my Expedition": "my",
    "Characters in your Companion Expedition": "your_companion",
    "Characters in your Hero Expedition": "your_hero",
}
# AMONG: 3 counters × 4 groups × 2 (bounded or not) × 2 (among / on) = 48
for _c, _name in _COUNTERS.items():
    for _g, _pg in _GROUPS.items():
        for _among in ("among", "on"):
            _s = f"{{J}} I gain 1 boost for each {_c} {_among} {_g}."
            MEANINGS[_s] = {"among": (_name, _pg, None)}
            _s = f"{{J}} I gain 1 boost for each {_c} {_among} {_g}, up to a max of 3."
            MEANINGS[_s] = {"among": (_name, _pg, 3)}
MEANINGS.update(
    {
        "{J} Draw a card for each Debt counter among Characters you control.": {
            "among": ("Debt", "you_control", None)
        },
        "{J} Target Character gains 1 boost for each Debt counter among Characters in the "
        "Expedition facing me, up to a max of 2.": {"among": ("Debt", "facing_me", 2)},
    }
)

# EMPTY: an Expedition holding no object (3.2.4.b): 5 places × is / isn't = 10, and two
_EMPTY_PLACES = {**_PLACES, "your other Expedition": "your_other"}
for _p, _pp in _EMPTY_PLACES.items():
    MEANINGS[f"{{J}} If {_p} is empty, I gain 1 boost."] = {"empty": (_pp, True)}
    MEANINGS[f"{{J}} If {_p} isn't empty, I gain 1 boost."] = {"empty": (_pp, False)}
MEANINGS.update(
    {
        "At Noon — If the Expedition facing me is empty, draw a card.": {
            "empty": ("facing_me", True)
        },
        "{J} If your Companion Expedition is not empty, draw a card.": {
            "empty": ("your_companion", False)
        },
    }
)

# ELSEWHERE (not built by gram90: each is judged, none is read right by luck)
MEANINGS.update(
    {
        "Characters your opponents play in the Expedition facing your Hero Expedition cost "
        "{1} more.": {"cost": "facing_your_hero"},
        "When my Expedition moves forward — If it's your Companion Expedition, draw a card.": {
            "which": "your_companion"
        },
        "{J} Target Character you control gains 1 boost for each Character in the Expedition "
        "facing it.": {"facing_it": True},
    }
)

COMPARED = {s: m for s, m in MEANINGS.items() if m is not None and "compare" in m}
AMONG = {s: m for s, m in MEANINGS.items() if m is not None and "among" in m}

# ---- reader sentences (tests/cards_grammar/test_rules.py) and board sentences
FACING_HAS_MORE = "{J} If the Expedition facing me has more Characters than mine, draw a card."
COMPANION_HAS_MORE = (
    "{J} If your Companion Expedition has more Characters than your Hero Expedition, draw a card."
)
FACING_EMPTY = "{J} If the Expedition facing me is empty, draw a card."
HERO_HAS_MORE_TOKENS = (
    "{J} If your Hero Expedition has more tokens than your Companion Expedition, draw a card."
)
DEBT_AMONG_FACING_MAX = (
    "{J} I gain 1 boost for each Debt counter among Characters in the Expedition facing me, "
    "up to a max of 3."
)


def _draw_if(words: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": words.lower()}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_RULE_SAID = (
    "the Expedition facing me has more Characters than mine",
    "my Expedition contains fewer Characters than the Expedition facing me",
    "your Companion Expedition has more Characters than your Hero Expedition",
    "your other Expedition has as many Characters as my Expedition",
    "the other Expedition has more Characters than mine",
    "the Expedition facing me is empty",
    "my Expedition isn't empty",
    "your Companion Expedition is not empty",
)
READINGS_EXPEDITION_PLACES: dict[str, dict[str, Any]] = {
    f"{{J}} If {words}, draw a card.": _draw_if(words) for words in _RULE_SAID
}
RULE_SENTENCES_EXPEDITION_PLACES: dict[str, tuple[str, ...]] = {
    "two_counts_cond": tuple(s for s in READINGS_EXPEDITION_PLACES if "empty" not in s),
    "expedition_empty_cond": tuple(s for s in READINGS_EXPEDITION_PLACES if "empty" in s),
}
BOARD_SENTENCES_EXPEDITION_PLACES: tuple[str, ...] = (
    FACING_HAS_MORE,
    COMPANION_HAS_MORE,
    HERO_HAS_MORE_TOKENS,
    DEBT_AMONG_FACING_MAX,
    FACING_EMPTY,
)
"""Played on boards in test_board_expedition_places.py."""
