"""Objects "from" an Expedition, in the grammar's words (issue 30, session 41): "Send to
Reserve each Character from target Expedition, then exhaust them".

An object in play is in an Expedition or in Landmarks (3.1.4.a): said of Characters or
Permanents, "from [an Expedition]" names where they are before the step moves them — the
objects in that Expedition, as "each Character in target Expedition" says (the Expedition
targeted or named as it would be there, 6.5.b). So "from" is said "in" between such an
object's noun and the Expedition it is in, and every rule of an object "in [Expedition]"
reads it (the step moving them — send, return, sacrifice — is unchanged).

Only after the noun of an object in play ("Character(s)", "Permanent(s)", "token(s)") and
before an Expedition named within three words ("target Expedition", "your hero Expedition",
"each of your Expeditions" is not one): "Move a boost from target Character", "Put a card from
your Reserve" keep their words.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["FROM_EXPEDITION_WORDS"]

_IN_PLAY_NOUNS = frozenset(
    {"character", "characters", "permanent", "permanents", "token", "tokens"}
)
"""The nouns of objects that are in an Expedition (3.1.4.a, 2.2.1)."""

_NAMING = frozenset(
    {"target", "your", "an", "the", "that", "its", "my", "their", "hero", "companion", "other"}
)
"""Words that may stand between "from" and "Expedition" naming one Expedition."""


def _from_expedition(t: Words) -> int:
    """ "[Character] from [target / your …] Expedition" -> "… in …"; 0 elsewhere."""
    i, low = t.at, t.low
    behind = t.said[-1][0].lower() if t.said else ""
    if behind not in _IN_PLAY_NOUNS:
        return 0
    k = i + 1
    while k < len(low) and k <= i + 3 and low[k] in _NAMING:
        k += 1
    if k >= len(low) or low[k] != "expedition" or k == i + 1:
        return 0
    _, start, end = t.printed[i]
    t.said.append(("in", start, end))
    return 1


FROM_EXPEDITION_WORDS = (
    Rewording("objects in an Expedition (3.1.4.a)", frozenset({"from"}), _from_expedition,
              one_word=True),
)  # fmt: skip
"""The wording, tried at "from"."""
