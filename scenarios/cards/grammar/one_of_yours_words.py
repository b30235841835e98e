"""ib40 (issue 30, session 40): "one of your Characters" in the grammar's words: "a Character
you control".

"Choose one of your Characters. It gains 2 boosts.", "Sacrifice one of your Permanents.",
"Exhaust one of your other Characters.": one object of the player's own in play. An object
in play is in its controller's part of the board — their Expeditions (3.2.4.b) or their
Landmarks ("your Landmarks": that player's sub-zone, the CR's glossary on Landmark; 1.2.3.d)
—, so "your Characters" are the Characters you control, and "one of" them is one chosen by
the effect's controller when the step happens (6.1.g), not a target (6.5.b). Said "a
[Character] you control" ("another …" for "one of your other …"), which the grammar reads in
every slot a chosen object stands in.

Only the kinds of object in play (Characters, Permanents, tokens, Landmarks), with status
words before them ("one of your exhausted Characters"); a place after them ("one of your
Characters in Reserve") or another kind ("one of your Expeditions", "one of your Mana Orbs":
read elsewhere) keeps its words.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["IB40_ONE_OF_YOURS_WORDS"]

_KINDS = {
    "characters": "character",
    "permanents": "permanent",
    "tokens": "token",
    "landmarks": "landmark",
}
"""The kinds of object in play, plural -> as one is said."""

_STATUSES = frozenset({"exhausted", "boosted", "fleeting", "anchored", "asleep"})
"""Status words said before the kind (2.4)."""

_AFTER = frozenset({".", ",", ":", "\u2014", "with", "and", "then", "to"})
"""What may follow the phrase: the clause's end, a "with" qualifier, the next step ("to"
of "Send one of your Characters to Reserve")."""


_BEING = frozenset({"it's", "is", "was", "are", "were", "be", "isn't", "wasn't"})
"""Words before "one of your …" that make it what something is, not an object chosen."""


def _one_of_yours(t: Words) -> int:
    """ "one of your [status]* [kinds]" -> "a [status]* [kind] you control"; "one of your
    other …" -> "another … you control"; 0 anywhere else."""
    i, low = t.at, t.low
    if low[i + 1 : i + 3] != ["of", "your"]:
        return 0
    if i and low[i - 1] in _BEING:
        return 0  # "If it's one of your Characters": said of an object, read elsewhere
    k = i + 3
    other = low[k : k + 1] == ["other"]
    k += other
    statuses: list[int] = []
    while k < len(low) and low[k] in _STATUSES:
        statuses.append(k)
        k += 1
    if k >= len(low) or low[k] not in _KINDS:
        return 0
    if k + 1 < len(low) and low[k + 1] not in _AFTER:
        return 0
    vowel = (low[statuses[0]] if statuses else _KINDS[low[k]])[0] in "aeiou"
    first = ["another"] if other else ["an" if vowel else "a"]
    t.say(first, t.printed[i : i + 3 + other])
    for s in statuses:
        t.say([low[s]], [t.printed[s]])
    t.say([_KINDS[low[k]], "you", "control"], [t.printed[k]])
    return k + 1 - i


IB40_ONE_OF_YOURS_WORDS = (
    Rewording(
        "one of a player's objects in play: one they control (3.2.4.b, 6.1.g)",
        frozenset({"one"}),
        _one_of_yours,
    ),
)
"""The wording of the module docstring."""
