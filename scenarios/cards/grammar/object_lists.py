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
(semantics/object_unions.py, AMBIGUOUS_QUALIFIER)."""

from __future__ import annotations

from collections.abc import Callable

from scenarios.cards.grammar.step_object_ors import _first_opener, _noun_at

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


def _trigger_subject_opener(low: list[str], k: int) -> int:
    """The index of the article opening a trigger's subject right after "When" ("When a
    Character, Permanent or token you control leaves play", 6.3.b), when the comma at ``k``
    follows its first member; else -1."""
    for j in range(k - 1, 0, -1):
        if low[j] in ("a", "an", "another"):
            return j if low[j - 1] == "when" else -1
        if low[j] in _DESCRIPTION_ENDS:
            return -1
    return -1


def _list_at(low: list[str], k: int, kind: Callable[[str, str], str]) -> list[int]:
    """The separators of the list whose first comma is at ``k``, or [] when the words there
    are no list of bare members of a step's object."""
    first_open = _first_opener(low, k, kind)
    if first_open < 0:
        first_open = _trigger_subject_opener(low, k)
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
    return frozenset(
        i - 1 for i in marks if i > 0 and printed[i - 1] == "," and printed[i].lower() == "or"
    )


_BOUND_ENDS = frozenset({"more", "less", "fewer"})
_COUNT_VERBS = frozenset({"control", "controls"})
_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"})


def counted_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two kinds counted between bounds: "If you control two
    or more Characters or tokens", "… exactly two Characters or tokens", "… no Characters
    or tokens" (6.5.d) — one count of the objects of either kind, each counted once (2.2.1),
    as "for each Character or token you control" counts (6.5.i). Said OR_OBJECT, so the
    count's description is the union (``count_desc``'s "or" rule)."""
    from scenarios.cards.grammar.slot_object_ors import _CLAUSE_VERBS, _noun_or_plural

    low = [w.lower() for w in printed]
    if low[i] != "or" or i < 3 or i + 1 >= len(low):
        return False
    first = _counted_after(low, i)
    if first is None or _noun_or_plural(low, first, kind) != i - 1:
        return False  # the first kind is not said whole right before the "or"
    second = _noun_or_plural(low, i + 1, kind)
    if second < 0:
        return False
    return not (second + 1 < len(low) and low[second + 1] in _CLAUSE_VERBS)


def _counted_after(low: list[str], i: int) -> int | None:
    """Where the first kind begins after "[you] control(s) [bound]" before the "or" at
    ``i``: the bound "N or more / less / fewer", "exactly N", "no" or "N"; ``None`` when
    no such count is said there."""
    for k in range(i - 1, max(-1, i - 9), -1):
        if low[k] not in _COUNT_VERBS:
            continue
        said = low[k + 1 : i]
        if len(said) >= 4 and _number(said[0]) and said[1] == "or" and said[2] in _BOUND_ENDS:
            return k + 4
        if len(said) >= 3 and said[0] == "exactly" and _number(said[1]):
            return k + 3
        if len(said) >= 2 and (said[0] == "no" or _number(said[0])):
            return k + 2
        return None
    return None


def _number(word: str) -> bool:
    return word.isdigit() or word in _NUMBERS


_QUALIFIER_OPENERS = frozenset({"with", "without"})
_DESCRIPTION_ENDS = frozenset({".", ",", ":", ";", "\u2014", "if", "then", "and", "or"})
_PLURAL_KINDS = frozenset({"characters", "permanents", "tokens", "cards", "spells", "landmarks"})
_MEMBER_ADJECTIVES = frozenset({"STATUS", "SUBTYPE"})


def qualifier_or_kinds(printed: list[str], kind: Callable[[str, str], str]) -> dict[int, list[str]]:
    """The "or" joining two qualifiers of one kind — "a Character with Hand Cost {2} or less
    or with [Tough]", "Characters without boosts or with a Kelon counter" — each mapped to the
    kind's words (adjectives and noun, as printed) the second qualifier is said of: an
    object of that kind fitting either qualifier (2.2.1, 6.5.b). The lexer says the "or"
    OR_OBJECT and repeats the kind after it, so the object description's "or" rule composes
    "[kind] [first qualifier]" or "[kind] [second qualifier]" in every slot it reads."""
    low = [w.lower() for w in printed]
    found: dict[int, list[str]] = {}
    for i, word in enumerate(low):
        if word != "or" or i + 1 >= len(low) or low[i + 1] not in _QUALIFIER_OPENERS:
            continue
        q = _qualifier_start(low, i)
        if q is None:
            continue
        start = q - 1
        if not (low[start] in _NOUNS_SAID or kind(low[start], "") in ("SUBTYPE", "SUBTYPES")):
            continue
        if start > 0 and low[start - 1] in ("or", ",", "and"):
            continue  # "a Character or Permanent with X or with Y": of which kinds? not said
        while start > 0 and (
            kind(low[start - 1], low[start]) in _MEMBER_ADJECTIVES or low[start - 1] == "non-token"
        ):
            start -= 1
        found[i] = printed[start:q]
    return found


_NOUNS_SAID = frozenset({"character", "permanent", "token", "landmark", "card", "spell"}) | (
    _PLURAL_KINDS
)


def _qualifier_start(low: list[str], i: int) -> int | None:
    """The index of the "with" / "without" opening the first qualifier, said right after a
    kind, before the "or" at ``i`` (an "or" of a bound inside it, "2 or less", passed)."""
    for k in range(i - 1, max(0, i - 8), -1):
        word = low[k]
        if word in _QUALIFIER_OPENERS:
            return k if k > 0 else None
        if word in _DESCRIPTION_ENDS and not (word == "or" and low[k + 1 : k + 2] != ["with"]):
            return None
    return None
