"""The Expedition phrase said in a designer's other words, read as the grammar's own:
rewordings of the lexer's one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`),
each one meaning whatever the sentence (issue 30, gram81).

* "in a region with [terrain]" is "in [terrain]": "An Expedition is in a [terrain] if it
  is in a region that has this [terrain]" (7.5.8.b) — said of an Expedition, a Character
  or a count alike ("If my Expedition is in a region with {O}", "for each Expedition in a
  region with {O} or {V}"); "in a region with {V} and {M}" is "in both {V} and {M}", a
  region with each (gram83: "and" after a terrain also joins two conditions).
* "the Expedition facing my Expedition" is "the Expedition facing me": the Expedition the
  bearer is in is "my Expedition", and the one facing it is the one facing the bearer
  (1.2.3.c; both, for a Gigantic bearer in both, 7.4.4.b).
* "you are [ahead / behind / tied] in [Expeditions]" is "[Expeditions] [is / are]
  [ahead / behind / tied]": a player is ahead in an Expedition when their Expedition is
  ahead of the one facing it (7.5.2.a-c). "both Expeditions" / "both of your
  Expeditions" / "each of your Expeditions" are "both of your Expeditions"; "one or more
  Expeditions" / "an Expedition" / "at least one Expedition" / "one of your Expeditions"
  are "one of your Expeditions"; "your Hero / Companion / other Expedition" and "my
  Expedition" keep their words; "you are not behind in either Expedition" is "both of
  your Expeditions are not behind" (neither is).
* "[Expedition] is behind the Expedition facing it" / "the facing Expedition" is
  "[Expedition] is behind" ("ahead of", "tied with" it too): a position is said against the
  Expedition facing it (7.5.2.a-c).
* "for each Expedition you are [ahead / behind / tied] in" is "for each of your
  Expeditions that is [ahead / behind / tied]" (7.5.2).
* "[counters / boosts] among [objects in a place]" is "[…] on [them]" (gram90): the counters
  of that name summed over the objects of the place (2.5.c; boosts are counters, 2.5.1.a) —
  "for each Debt counter among Characters in the Expedition facing me".
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

TERRAIN_ICONS = frozenset({"{v}", "{m}", "{o}"})
"""The terrain icons (7.5.8.b): forest, mountain, water."""
POSITIONS = frozenset({"ahead", "behind", "tied"})
"""An Expedition's positions against the one facing it (7.5.2)."""

_BOTH = (
    ["both", "expeditions"],
    ["both", "of", "your", "expeditions"],
    ["each", "of", "your", "expeditions"],
    ["all", "of", "your", "expeditions"],
    ["both", "your", "expeditions"],
)
_ONE = (
    *(
        words
        for one in ("one", "1")
        for words in (
            [one, "or", "more", "expeditions"],
            [one, "or", "more", "of", "your", "expeditions"],
            ["at", "least", one, "expedition"],
            ["at", "least", one, "of", "your", "expeditions"],
            [one, "of", "your", "expeditions"],
        )
    ),
    ["an", "expedition"],
    ["any", "expedition"],
    ["any", "of", "your", "expeditions"],
)
_EITHER = (["either", "expedition"], ["either", "of", "your", "expeditions"])
_NAMED = (
    ["your", "hero", "expedition"],
    ["your", "companion", "expedition"],
    ["your", "other", "expedition"],
    ["my", "expedition"],
)


def _span(t: Words, first: int, last: int) -> list[tuple[str, int, int]]:
    """One span, from printed word ``first`` to ``last``, for words said in another order."""
    return [("", t.printed[first][1], t.printed[last][2])]


def _in_a_region_with(t: Words) -> int:
    """ "in a region with {O}" -> "in {O}" (7.5.8.b); "in a region with {O} or {V}" too."""
    i, low = t.at, t.low
    if low[i + 1 : i + 4] != ["a", "region", "with"] or low[i + 4 : i + 5] == []:
        return 0
    if low[i + 4] not in TERRAIN_ICONS:
        return 0
    word, start, end = t.printed[i]
    t.said.append((word, start, end))
    if low[i + 5 : i + 6] == ["and"] and low[i + 6 : i + 7] != [] and low[i + 6] in TERRAIN_ICONS:
        t.said.append(("both", start, end))  # a region with each of them (7.5.8.b)
    return 4  # "in a region with" -> "in"; the icon read next


def _facing_my_expedition(t: Words) -> int:
    """ "the Expedition facing my Expedition" -> "the Expedition facing me" (1.2.3.c)."""
    i, low = t.at, t.low
    if low[i + 1 : i + 3] != ["my", "expedition"] or low[i - 1 : i] != ["expedition"]:
        return 0
    t.said.append(t.printed[i])
    _, start, _ = t.printed[i + 1]
    t.said.append(("me", start, t.printed[i + 2][2]))
    return 3


def _expeditions_said(low: list[str], k: int) -> tuple[list[str], int, bool] | None:
    """The Expeditions named at ``k`` after "you are [position] in": the grammar's words
    for them, how many printed words, and whether they are plural."""
    for words in _BOTH:
        if low[k : k + len(words)] == words:
            return ["both", "of", "your", "Expeditions"], len(words), True
    for words in _ONE:
        if low[k : k + len(words)] == words:
            return ["one", "of", "your", "Expeditions"], len(words), False
    for words in _NAMED:
        if low[k : k + len(words)] == words:
            said = [w if w != "expedition" else "Expedition" for w in words]
            return (
                [s.capitalize() if s in ("hero", "companion") else s for s in said],
                len(words),
                False,
            )
    return None


def _you_are_position_in(t: Words) -> int:
    """ "you are behind in both Expeditions" -> "both of your Expeditions are behind";
    "you are not behind in either Expedition" -> "both of your Expeditions are not behind"
    (7.5.2.a-c)."""
    i, low = t.at, t.low
    if low[i : i + 2] == ["you", "are"]:
        k = i + 2
    elif low[i] == "you're":
        k = i + 1
    else:
        return 0
    negated = low[k : k + 1] == ["not"]
    k += negated
    if low[k : k + 1] == [] or low[k] not in POSITIONS or low[k + 1 : k + 2] != ["in"]:
        return 0
    position = low[k]
    if negated:
        either = next((w for w in _EITHER if low[k + 2 : k + 2 + len(w)] == w), None)
        if either is None:
            return 0
        said, read, plural = ["both", "of", "your", "Expeditions"], len(either), True
    else:
        found = _expeditions_said(low, k + 2)
        if found is None:
            return 0
        said, read, plural = found
    last = k + 1 + read
    spans = _span(t, i, last)
    verb = ["are" if plural else "is"] + (["not"] if negated else [])
    t.say([*said, *verb, position], spans)
    return last - i + 1


def _expedition_you_are_in(t: Words) -> int:
    """ "for each Expedition you are behind in" -> "for each of your Expeditions that is
    behind" (7.5.2); "per each …" as a count's words are read again."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] != ["expedition"] or low[i - 1 : i] not in (["for"], ["per"]):
        return 0
    if low[i + 2 : i + 4] != ["you", "are"] or low[i + 4 : i + 5] == []:
        return 0
    if low[i + 4] not in POSITIONS or low[i + 5 : i + 6] != ["in"]:
        return 0
    position = low[i + 4]
    each = [] if low[i - 1] == "per" else ["each"]  # "per" is "for each" (6.5.i)
    t.say([*each, "of", "your", "Expeditions", "that", "is", position], _span(t, i, i + 5))
    return 6


def _against_the_one_facing_it(t: Words) -> int:
    """ "[Expedition] is behind the Expedition facing it" -> "[Expedition] is behind": a
    position is said against the Expedition facing it (7.5.2.a-c); "ahead of" / "tied
    with" it too, and "the facing Expedition" (gram83). Only "facing it" — "the Expedition
    facing me" may face another."""
    i, low = t.at, t.low
    k = i + (low[i] in ("of", "with"))
    if low[k : k + 3] == ["the", "facing", "expedition"]:  # "behind the facing Expedition"
        k -= 1  # three words said, not four
    elif low[k : k + 4] != ["the", "expedition", "facing", "it"]:
        return 0
    before = low[i - 1 : i]
    if before not in (["ahead"], ["behind"], ["tied"]):
        return 0
    if (low[i] == "of" and before != ["ahead"]) or (low[i] == "with" and before != ["tied"]):
        return 0
    return k + 4 - i  # not said


_COUNTER_WORDS = frozenset({"counter", "counters", "boost", "boosts"})
"""What "among" says counters of: a counter (2.5) or a boost (2.5.1.a)."""


def _counters_among(t: Words) -> int:
    """ "for each [name] counter among [objects]" -> "… on [objects]" (2.5.c): only right
    after a counter or a boost COUNTED ("for each" / "per" just before), so "among" elsewhere
    keeps its word ("Distribute 3 boosts among any Characters", 7.3)."""
    if not t.said or t.said[-1][0].lower() not in _COUNTER_WORDS:
        return 0
    if not any(w.lower() in ("each", "per") for w, _, _ in t.said[-4:-1]):
        return 0
    _, start, end = t.printed[t.at]
    t.said.append(("on", start, end))
    return 1


EXPEDITION_WORDS = (
    Rewording("an Expedition's terrain (7.5.8.b)", frozenset({"in"}), _in_a_region_with),
    Rewording("the Expedition facing (1.2.3.c)", frozenset({"facing"}), _facing_my_expedition),
    Rewording("an Expedition's position (7.5.2)", frozenset({"you", "you're"}),
              _you_are_position_in),
    Rewording("Expeditions counted by position (7.5.2)", frozenset({"each"}),
              _expedition_you_are_in),
    Rewording("an Expedition's position (7.5.2)", frozenset({"the", "of", "with"}),
              _against_the_one_facing_it),
    Rewording("counters among a place's objects (2.5.c)", frozenset({"among"}),
              _counters_among),
)  # fmt: skip
"""The wordings of the module docstring, in the order they are tried at a word."""
