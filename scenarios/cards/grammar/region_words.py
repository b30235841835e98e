""" "My region" said for the region my Expedition is in (issue 30, g4): a rewording of the
lexer's fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

An Expedition is in a region when its Expedition counter is on it (7.5.8.a), and in a
[terrain] when that region has the terrain (7.5.8.b); so "my region is {V}", "my region has
{V}", "my region is not {V}" and "my Expedition's region is {V}" are "my Expedition is [not]
in {V}", which the reader evaluates (7.5.8.b-c). "my region was {V}" (where it was before an
event, not kept, 6.3.k) and "my region" outside a condition ("My region is {V} in addition to
its other terrains", a passive that changes the region) keep their words."""

from __future__ import annotations

from scenarios.cards.grammar.expedition_words import TERRAIN_ICONS
from scenarios.cards.grammar.folds import Rewording, Words

_REGION = (["my", "region"], ["my", "expedition's", "region"])
_CONDITION_WORDS = (["if"], ["unless"], ["while"], ["as"])
"""The word before a condition ("as" of "as long as")."""


def _my_region_is(t: Words) -> int:
    """ "my region is [not] {V}" / "my region has {V}" -> "my Expedition is [not] in {V}"."""
    i, low = t.at, t.low
    said = next((w for w in _REGION if low[i : i + len(w)] == w), None)
    if said is None or (i > 0 and low[i - 1 : i] not in _CONDITION_WORDS):
        return 0  # a condition only (or a condition's own words, read alone)
    k = i + len(said)
    verb = low[k : k + 1]
    if verb not in (["is"], ["has"]):
        return 0
    negated = verb == ["is"] and low[k + 1 : k + 2] == ["not"]
    icon = k + 1 + negated
    if low[icon : icon + 1] == [] or low[icon] not in TERRAIN_ICONS:
        return 0
    if low[icon + 1 : icon + 2] in (["or"], ["and"], ["in"]):
        return 0  # two terrains, "in addition to …": not this condition
    first, last = t.printed[i], t.printed[icon - 1]
    words = ["my", "Expedition", "is", *(["not"] if negated else []), "in"]
    t.say(words, [("", first[1], last[2])])
    return icon - i  # the icon read next


REGION_WORDS = (
    Rewording("my region's terrain (7.5.8.a-b)", frozenset({"my"}), _my_region_is),
)  # fmt: skip
"""The wordings of the module docstring."""
