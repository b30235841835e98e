"""Counters taken "from among" a group, in the grammar's words (issue 30): "Remove two Boost
counters from among Characters you control", "Spend 2 Sap counters from among cards you
control to draw a card".

"From among [objects]" says what "from [objects]" said with neither "each" nor "all" already
says: N counters in all, taken from the group's members as the player chooses (the decision
is the step's, 6.1.g; removing, 2.5.g; spending, 7.3.38.a) — "among" only stresses the
division. So "among" is not said after counters and "from": every rule reading counters
"from" a group reads it (:mod:`.semantics.counters_from_group`: one counter from one chosen
member, two or more divided; as a quick action's cost, the refusal of a group's spend).

Only after a counter word ("boost(s)", "counter(s)", the name of a counter said before it)
and "from": "Put a Character from among them in your hand" (a look or a reveal, 6.1.g) keeps
its words, and so does "from among them / those" after counters (what "them" names is read
by the rules of "them").
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["COUNTERS_FROM_AMONG_WORDS"]

_COUNTER_WORDS = frozenset({"boost", "boosts", "counter", "counters"})
"""The words a counter is said with (2.5; a boost is a counter, 2.5.1.a)."""

_REFERRING = frozenset({"them", "those", "these", "it", "the"})
"""Words after "among" that name objects said before: kept as printed."""


def _among(t: Words) -> int:
    """ "[counters] from among [objects]" -> "[counters] from [objects]"; 0 elsewhere."""
    i, low = t.at, t.low
    behind = [w.lower() for w, _, _ in t.said[-2:]]
    if len(behind) < 2 or behind[1] != "from" or behind[0] not in _COUNTER_WORDS:
        return 0
    if i + 1 >= len(low) or low[i + 1] in _REFERRING:
        return 0
    return 1  # "among" not said


COUNTERS_FROM_AMONG_WORDS = (
    Rewording("counters taken from a group (6.1.g, 2.5.g)", frozenset({"among"}), _among,
              one_word=True),
)  # fmt: skip
"""The wording, tried at "among"."""
