"""A delayed step's moment said without its articles, in the grammar's words (issue 30).

"At end of turn, sacrifice it", "At the beginning of next Day, if it is still in play, …",
"At start of next Dusk, …": the moment a delayed step is done at (2.2.2.m, 4.2.b, 4.2.3.e)
printed in the clipped style of a reminder; "At the beginning of Dusk" is "At Dusk" (a
phase's moment is its start, 4.2.b). Dropping "the" names no other moment — there is
one end of the current turn and one next Day or phase —, so the lexer reads them as the
grammar says them: "at the end of the turn", "at the start of the next Day". Every rule of
a delayed moment (with or without "if [condition],") then reads them, and what those rules
refuse (the end of the Day, 4.2.b) they still refuse.

Only after "at" opening a clause: "until end of turn" is a duration the grammar reads as
printed (2.2.15.a), and "at the end of the turn" is unchanged.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Found, Rewording, Words
from scenarios.cards.grammar.lexicon import PHASES

__all__ = ["MOMENT_ARTICLE_WORDS"]

_PERIODS = frozenset({"turn", "day", *PHASES})
"""What a moment is the end, start or beginning of: a turn, a Day or one of its phases (4.2)."""


def _clause_opening(t: Words) -> bool:
    """Whether "at" opens a clause (a new sentence, or after the comma of a step before:
    "Sacrifice it, then at end of turn …" is not a wording printed; a comma is enough)."""
    return t.starts_clause() or t.low[t.at - 1 : t.at] == [","]


def _article(t: Words, k: int) -> tuple[str, int, int]:
    """The "the" the printed words leave unsaid before printed word ``k``: no printed span
    of its own (it starts and ends where word ``k`` starts)."""
    _, start, _ = t.printed[k]
    return ("the", start, start)


def _moment(t: Words) -> int:
    """ "at end of [the] turn" -> "at the end of the turn"; "at [the] start / beginning of
    next [Day / phase]" -> "at the start / beginning of the next …"; 0 when both articles
    are printed, or for any other words."""
    i, low = t.at, t.low
    if not _clause_opening(t):
        return 0
    said: Found = [t.printed[i]]
    unsaid = 0  # the articles the printed words leave out
    k = i + 1
    if low[k : k + 1] == ["the"]:
        said.append(t.printed[k])
        k += 1
    elif k < len(low):
        said.append(_article(t, k))
        unsaid += 1
    if low[k : k + 2] not in (["end", "of"], ["start", "of"], ["beginning", "of"]):
        return 0
    end = low[k] == "end"
    said.extend(t.printed[k : k + 2])
    k += 2
    if low[k : k + 1] == ["the"]:
        said.append(t.printed[k])
        k += 1
    elif k < len(low):
        said.append(_article(t, k))
        unsaid += 1
    if not end:
        if k < len(low) and low[k] in PHASES:
            # "at the start / beginning of Dusk" is "at Dusk": a phase's moment is its start
            # (4.2.b) — "the start of" not said
            t.said.append(t.printed[i])
            return k - i
        if low[k : k + 1] != ["next"]:
            return 0
        said.append(t.printed[k])
        k += 1
    if not unsaid or k >= len(low) or low[k] not in _PERIODS:
        return 0
    t.said.extend(said)
    return k - i


MOMENT_ARTICLE_WORDS = (
    Rewording("a delayed step's moment (2.2.2.m, 4.2.b)", frozenset({"at"}), _moment),
)
"""The moment's wording, tried at "at"."""
