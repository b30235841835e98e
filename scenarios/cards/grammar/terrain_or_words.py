"""Two terrains joined with "in" said twice, read as said once (issue 30): a rewording of the
lexer's one fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

"Each Character you control in {V} or in {O}", "If I'm in {M} or in {O}" name one place —
an Expedition in a region with either terrain (7.5.8.b) — as "in {V} or {O}" does
(semantics/terrain_alternatives.py); the second "in" adds nothing. Read in every slot the
shorter words stand in (a description's place, a condition), for any two terrain icons.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.folds import Rewording, Words

_TERRAIN_ICONS = frozenset({"{v}", "{m}", "{o}"})
"""The terrain icons: Forest, Mountain, Water (7.5.8.a)."""


def _or_in_terrain(t: Words) -> int:
    """ "in {V} or in {O}" -> "in {V} or {O}": the "in" after "or" read, not said."""
    i, low = t.at, t.low
    said = [w.lower() for w, _, _ in t.said[-2:]]
    if said[:1] != ["in"] or (said[1:] and said[1] not in _TERRAIN_ICONS):
        return 0
    if low[i + 1 : i + 2] != ["in"] or low[i + 2 : i + 3] == [] or low[i + 2] not in _TERRAIN_ICONS:
        return 0
    t.said.append(t.printed[i])
    return 2  # "or" said, "in" read as nothing (its span left out of no rule's)


_SAID_TWICE = re.compile(r"\bin (\{[vmo]\}) or in (\{[vmo]\})")


def terrains_said_once(key: str) -> str:
    """A condition's words (lower case) with "in {X} or in {Y}" said "in {X} or {Y}"."""
    return _SAID_TWICE.sub(r"in \1 or \2", key)


TERRAIN_OR_WORDS = (
    Rewording("two terrains of one place (7.5.8.b)", frozenset({"or"}), _or_in_terrain),
)
