"""ic (issue 30, session 38): "If there are 2 or more Characters in it, they each gain 1
boost" in the grammar's words.

"They" after a count of Characters "in it" / "in that Expedition" — the Expedition a move
trigger (6.3.i) or a target Expedition's step (6.5.b) named — are those Characters: the
follow-up is said "Characters in it [gain …]" (every Character there, a Gigantic one once,
7.4.4.b; one atomic action each, 6.1.e), which the grammar reads after such an Expedition.
Only right after "if there are / is … in it," (the same clause) and only of Characters;
"they" anywhere else keeps its words. The printed words stay the step's text.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["IC_WORDS"]

_PLACES = (["in", "it", ","], ["in", "that", "expedition", ","])
"""The place the count ends with, before "they"."""


def _they_in_it(t: Words) -> int:
    """ "if there are N or more Characters in it, they [each] …" -> "…, characters in it …"."""
    said = [w.lower() for w, _, _ in t.said]
    if not any(said[-len(p) :] == p for p in _PLACES):
        return 0
    opened = [i for i, w in enumerate(said) if w == "if"]
    if not opened:
        return 0
    clause = said[opened[-1] :]
    if clause[1:3] not in (["there", "are"], ["there", "is"]) or "." in clause:
        return 0
    if not {"characters", "character"} & set(clause):
        return 0  # "they" are the Characters counted: any other noun keeps its words
    n = 2 if t.low[t.at + 1 : t.at + 2] == ["each"] else 1
    t.say(["characters", "in", "it"], t.printed[t.at : t.at + n])
    return n


IC_WORDS = (
    Rewording(
        "the Characters counted in an Expedition named (6.3.i, 6.5.b)",
        frozenset({"they"}),
        _they_in_it,
    ),
)
"""The wording of the module docstring."""
