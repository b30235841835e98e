"""A region said by its terrain, read as the grammar's own words: a rewording of the lexer's
one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`; issue 30, gram102).

* "in a {M} region" is "in {M}": "An Expedition is in a [terrain] if it is in a region that
  has this [terrain]" (7.5.8.b), and an object in an Expedition is in its terrains (7.5.8.c)
  — said of "I", "it", an Expedition or a description alike ("If I'm in a {M} region",
  "each Character in a {O} region"); "a Mountain region" too (the terrain's name, 7.5.8.b);
  "in a {V} or {M} region" is "in {V} or {M}" (one of them), "in a {V} and {M} region" is
  "in both {V} and {M}" (a region with each), as "in a region with …" is read
  (:mod:`.expedition_words`).
"""

from __future__ import annotations

from scenarios.cards.grammar.expedition_words import TERRAIN_ICONS
from scenarios.cards.grammar.folds import Rewording, Words

_TERRAIN_NAMES = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
"""A terrain's name as its icon (7.5.8.b: forest {V}, mountain {M}, water {O})."""


def _terrain(word: str) -> str | None:
    if word in TERRAIN_ICONS:
        return word.upper()
    return _TERRAIN_NAMES.get(word)


def _in_a_terrain_region(t: Words) -> int:
    """ "in a {M} region" -> "in {M}"; "in a {V} or {M} region" -> "in {V} or {M}"; "in a
    {V} and {M} region" -> "in both {V} and {M}" (7.5.8.b-c)."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] not in (["a"], ["an"]) or low[i + 2 : i + 3] == []:
        return 0
    first = _terrain(low[i + 2])
    if first is None:
        return 0
    k = i + 3
    joined: list[str] = []
    if low[k : k + 1] in (["or"], ["and"]) and low[k + 1 : k + 2] != []:
        second = _terrain(low[k + 1])
        if second is None:
            return 0
        joined = [low[k], second]
        k += 2
    if low[k : k + 1] != ["region"]:
        return 0
    printed = t.printed[i : k + 1]
    both = ["both"] if joined[:1] == ["and"] else []
    # each word on its printed span; the last terrain's runs on through "region", so that
    # the words a condition keeps end where the printed ones do
    spans = [printed[0], *([printed[0]] if both else []), printed[2], *printed[3:-1]]
    _, start, _ = spans[-1]
    spans[-1] = ("", start, printed[-1][2])
    t.say([printed[0][0], *both, first, *joined], spans)
    return k + 1 - i


PLACE_MOMENT_WORDS = (
    Rewording("a region's terrain (7.5.8.b)", frozenset({"in"}), _in_a_terrain_region),
)
"""The wordings of the module docstring, in the order they are tried at a word."""
