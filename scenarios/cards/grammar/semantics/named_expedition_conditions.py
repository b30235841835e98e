"""ic (issue 30, session 38): a condition on an Expedition already named.

"When one of your Expeditions moves forward — If there are 2 or more Characters in it, they
each gain 1 boost", "Target Expedition moves forward one region. If there are 2 or more
Characters in that Expedition, they each gain 1 boost": the count is of the Characters in the
Expedition the move trigger (6.3.i) or the target Expedition's step (6.5.b) named, made as the
step happens (6.5.d; a Gigantic one once, 7.4.4.b) — the engine's count scope "it"
(``ExpeditionScope.IT``, engine/reading/conditions.py); "they" are those Characters, said
"Characters in it" by the lexer (grammar/count_they_words.py), one atomic action each (6.1.e). The
referred-parts checks (``referred_parts.expedition_it_steps``, ``in_the_moved_expedition``)
accept this condition after such an Expedition only; after any other "it" it is refused."""

from __future__ import annotations

import re

COUNTED_IN_IT = re.compile(r"^there (?:are|is) .+ in (?:it|that expedition)$")
"""A count of objects in the Expedition "it" names, as the card structures keep it."""


def counted_in_it(said: str) -> bool:
    """Whether a condition's words are a count in the Expedition "it" names."""
    return bool(COUNTED_IN_IT.match(said.lower()))


def counted_in_it_said(found: object) -> bool:
    """Whether any condition of ``found`` (card structures, walked) is a count in "it"."""
    if isinstance(found, dict):
        if counted_in_it(str(found.get("if", ""))):
            return True
        return any(counted_in_it_said(v) for v in found.values())
    if isinstance(found, list):
        return any(counted_in_it_said(v) for v in found)
    return False
