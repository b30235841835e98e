"""The opponents' objects in play said by the possessive (issue 30): "Opponents' Characters",
"Your opponents' exhausted Permanents" in the grammar's words, "[Characters] your opponents
control".

An object in play is in its controller's part of the board — their Expeditions (3.2.4.b) or
their Landmarks (1.2.3.d) —, so the Characters that are an opponent's are those an opponent
controls (7.5.5.b; the opponents: 1.2.1.b). "Opponents' Characters with Tough have -1 {V}" is
"Characters your opponents control with Tough have -1 {V}", which the grammar reads in every
slot a group of objects stands in (a passive's group, an effect's "each", a count).

Only the kinds of object in play (Characters, Permanents, tokens, Landmarks), with status
words before them. A place after them ("your opponents' Characters in Reserve": in a zone,
not in play), a clause that plays them ("Your opponents' Characters cost {1} more": cards
in a hand or Reserve) or another kind ("your opponents' Spells": those they play, read
elsewhere; "your opponents' effects") keeps its words.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words

__all__ = ["OPPONENTS_OBJECTS_WORDS"]

_KINDS = frozenset({"characters", "permanents", "tokens", "landmarks"})
"""The kinds of object in play, as a group is said (plural)."""

_STATUSES = frozenset({"exhausted", "boosted", "fleeting", "anchored", "asleep"})
"""Status words said before the kind (2.4)."""

_POSSESSIVE = frozenset({"opponents", "opponents'"})
"""The possessive as the words come (the lexer's words drop the apostrophe): "opponents"
straight before a kind of object can only be the possessive."""

_PLACES = frozenset({"in", "from", "on"})
"""Words after the kind that name a place: the possessive kept (not in play, 3.2.4.b)."""


_PLAYED = frozenset({"cost", "costs", "play", "played", "plays"})
"""Words saying the cards are played (a cost, 5.1.2): the possessive names cards in a hand or
a Reserve then (1.2.2 does not apply) — kept, read by the cost rules."""


def _played_after(low: list[str], k: int) -> bool:
    """Whether the clause from printed word ``k`` on speaks of playing the cards."""
    while k < len(low) and low[k] not in CLAUSE_START and low[k] != ",":
        if low[k] in _PLAYED:
            return True
        k += 1
    return False


def _opponents_objects(t: Words) -> int:
    """ "[your] opponents' [status]* [kinds]" -> "[status]* [kinds] your opponents control";
    0 anywhere else."""
    i, low = t.at, t.low
    if i and low[i - 1] == "of":
        return 0  # "each of your opponents' Characters": the possessive kept (read elsewhere)
    k = i + (low[i] == "your")
    if k >= len(low) or low[k] not in _POSSESSIVE:
        return 0
    k += 1
    statuses: list[int] = []
    while k < len(low) and low[k] in _STATUSES:
        statuses.append(k)
        k += 1
    if k >= len(low) or low[k] not in _KINDS:
        return 0
    if k + 1 < len(low) and low[k + 1] in _PLACES:
        return 0
    if _played_after(low, k + 1):
        return 0  # "Your opponents' Characters cost {1} more": cards they play, not in play
    for s in statuses:
        t.say([t.printed[s][0]], [t.printed[s]])
    t.say([t.printed[k][0], "your", "opponents", "control"], [t.printed[k]])
    return k + 1 - i


OPPONENTS_OBJECTS_WORDS = (
    Rewording(
        "the opponents' objects in play: those they control (1.2.1.b, 7.5.5.b)",
        frozenset({"opponents", "opponents'", "your"}),
        _opponents_objects,
    ),
)
"""The wording of the module docstring."""
