"""Lists of object kinds in a step's object: "Return target Character, Permanent or token to
its owner's hand", "Sacrifice a Character, a Permanent or a token" — ONE object (a target,
6.5.b; a choice, 6.1.g) of any of the kinds listed, as "a Character or a token" is one
object of either (2.2.1). The lexer says the list's commas and its closing "or" OR_OBJECT,
so the one rule of the object description's "or" (``ic39_objects_or``, its three-member
form) composes the members.

Only lists of bare members (adjectives and a noun: "a Boosted Character, a Permanent or a
token") are marked: each member's description is then whole. Words after the last member
("… or token with Hand Cost {3} or less") are the rule's to judge: whether they describe
every member or the last only is not printed, and the rule refuses them naming the words
(semantics/ic39_object_unions.py, AMBIGUOUS_QUALIFIER)."""

from __future__ import annotations

from collections.abc import Callable

from scenarios.cards.grammar.ic39_object_ors import _first_opener, _noun_at

_OPENERS = frozenset({"a", "an", "target"})
_MOST_MEMBERS = 3
"""The members the grammar's list rule reads ("X, Y or Z"); a longer list is left unread."""


def _member_end(low: list[str], j: int, kind: Callable[[str, str], str]) -> int:
    """The index of the noun ending a member opened at ``j`` (its article or "target"
    first, if said), or -1."""
    if j < len(low) and low[j] in _OPENERS:
        j += 1
    return _noun_at(low, j, kind)


def object_list_marks(printed: list[str], kind: Callable[[str, str], str]) -> frozenset[int]:
    """The indices of the commas and closing "or" of every list of bare object members in a
    step's object ("target Character, Permanent or token"): said OR_OBJECT. The comma of a
    closing ", or" is not among them: :func:`serial_commas` says it is left out."""
    low = [w.lower() for w in printed]
    marks: set[int] = set()
    for k, word in enumerate(low):
        if word != "," or k in marks or k < 2:
            continue
        found = _list_at(low, k, kind)
        if found:
            marks.update(found)
    return frozenset(marks)


def _list_at(low: list[str], k: int, kind: Callable[[str, str], str]) -> list[int]:
    """The separators of the list whose first comma is at ``k``, or [] when the words there
    are no list of bare members of a step's object."""
    first_open = _first_opener(low, k, kind)
    if first_open < 0 or _noun_at(low, first_open + 1, kind) != k - 1:
        return []  # the first member is not a bare one said right before the comma
    separators = [k]
    j = k + 1
    while True:
        end = _member_end(low, j, kind)
        if end < 0 or end + 1 >= len(low):
            return []
        nxt = low[end + 1]
        if nxt == "or" or low[end + 1 : end + 3] == [",", "or"]:
            separators.append(end + 1 + (nxt == ","))
            break
        if nxt != ",":
            return []
        separators.append(end + 1)
        j = end + 2
    last = _member_end(low, separators[-1] + 1, kind)
    if last < 0 or len(separators) + 1 > _MOST_MEMBERS:
        return []
    return separators


def serial_commas(printed: list[str], marks: frozenset[int]) -> frozenset[int]:
    """The commas said before a list's closing "or" ("Character, Permanent, or token"): the
    list reads the same without them, so the lexer leaves them out."""
    return frozenset(i - 1 for i in marks if i > 0 and printed[i - 1] == "," and printed[i].lower() == "or")
