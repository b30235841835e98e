"""ia40 (issue 30, session 40): the lexer's mark of an "or" between two WHOLE object
descriptions in the slots beside a step's object (step_object_ors.py reads that one): a
trigger's subject ("When a Character or a Permanent you control leaves play", 6.3.b) — each
said OR_OBJECT, so the ONE rule of the object description (``ic39_objects_or``) reads it
there too, and the slot's own rule takes the description it reads.

An object that fits both descriptions is one object: the event happens once to it, one
Reaction (6.3.b) — the filter's ``any_of`` is one filter, which an object passes or not."""

from __future__ import annotations

from collections.abc import Callable

from scenarios.cards.grammar.event_ors import EVENT_VERBS
from scenarios.cards.grammar.step_object_ors import _noun_at

_EVENT_STARTS = (("when",), ("the", "first", "time"), ("the", "second", "time"))
"""How a trigger's event begins (6.3.b)."""
_OPENERS = frozenset({"a", "an"})
_ENDS = frozenset({",", "\u2014", ".", ":", ";"})


def trigger_subject_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two object descriptions said as a trigger's subject,
    right after "When" and before the event's verb: "When a Character or a token you
    control is exhausted", "When a token or a Bureaucrat joins your Expeditions" (6.3.b)."""
    low = [w.lower() for w in printed]
    start = next((len(s) for s in _EVENT_STARTS if tuple(low[: len(s)]) == s), None)
    if start is None or low[i] != "or" or start >= i or low[start] not in _OPENERS:
        return False
    for k in range(start, i):
        if low[k] in EVENT_VERBS or (low[k] in _ENDS and low[k] != ",") or low[k] == "or":
            return False  # the "or" is not in the subject (said before its verb)
        if low[k] == "," and not _listed(low, k, kind):
            return False
    if _noun_at(low, start + 1, kind) < 0:
        return False
    if i + 2 >= len(low) or low[i + 1] not in _OPENERS:
        return False
    second = _noun_at(low, i + 2, kind)
    if second < 0:
        return False
    return any(w in EVENT_VERBS for w in low[second + 1 :])


_PLURAL_NOUNS = frozenset({"spells", "permanents", "tokens", "landmarks"})
"""Plural nouns of an object description after "the number of" ("Spells or tokens"), beside
the ones ic39's reading knows ("characters", "cards")."""
_COUNT_OPENERS = frozenset({"each", "per"})
"""The words a count's description follows: "for each [X]", "per [X]" (6.5.i)."""
_CONDITION_OPENERS = frozenset({"control", "controls"})
"""The words a condition's object follows: "If you control a [X]" (6.5.d)."""
_THERE = frozenset({"is", "are"})
_QUALIFIER_WORDS = 6
"""The most words said after the first description's noun before the "or"."""
_STOPS = frozenset({"or", "and", "if", "then", "you", "i", "it", "they", "when"})
_CLAUSE_VERBS = EVENT_VERBS | frozenset(
    {"left", "entered", "joined", "went", "was", "were", "has", "have", "had", "did", "does"}
)
"""A verb right after the second description: that description is the subject of a clause
of its own ("If you control a token or a Character left play this turn"), so the "or" joins
two conditions (6.5.d), never two objects."""
_READ_PAIRS = (
    frozenset({"character", "permanent"}),
    frozenset({"characters", "permanents"}),
)
"""Two kinds the noun rules read already ("Character or Permanent")."""


def _noun_or_plural(low: list[str], j: int, kind: Callable[[str, str], str]) -> int:
    """The index of the (singular or plural) noun of a description opened at ``j``, or -1."""
    k = j
    while k < len(low) and (kind(low[k], "") in ("STATUS",) or low[k] in ("non-token", "other")):
        k += 1
    if k < len(low) and low[k] in _PLURAL_NOUNS:
        return k
    if k < len(low) and kind(low[k], "") == "SUBTYPES":
        return k
    return _noun_at(low, j, kind)


def _opened_at(low: list[str], start: int) -> bool:
    """Whether an object description opened at ``start`` follows a count's or a
    condition's words: "for each", "per", "the number of", "you control", "there is"."""
    before = low[start - 1] if start > 0 else ""
    if before in _COUNT_OPENERS or before in _CONDITION_OPENERS:
        return True
    if before == "of" and start > 1 and low[start - 2] == "number":
        return True
    return before in _THERE and start > 1 and low[start - 2] == "there"


def slot_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two object descriptions in a count or a condition:
    "for each Spell or token in your Reserve", "the number of Spells or tokens in your
    Reserve", "If you control a Bureaucrat or a Spell", "there is a Spell or a Permanent in
    your Reserve" (6.5.i, 6.5.d) — each description whole (the one rule ic39 built)."""
    low = [w.lower() for w in printed]
    if low[i] != "or" or i < 2 or i + 1 >= len(low):
        return False
    j = i + 1
    second_article = low[j] in _OPENERS
    second = _noun_or_plural(low, j + second_article, kind)
    if second < 0:
        return False
    opened = _first_opened(low, i)
    if opened is None:
        return False
    start, first_article = opened
    first = _noun_or_plural(low, start, kind)
    if first < 0 or first >= i:
        return False
    if first_article != second_article:
        return False  # "a Spell or token": whether the article is said of both, not printed
    if second + 1 < len(low) and low[second + 1] in _CLAUSE_VERBS:
        return False  # "… or a Character left play this turn": a second condition (6.5.d)
    said = frozenset({low[first], low[second]})
    bare = first + 1 == i
    if bare and any(said == pair for pair in _READ_PAIRS):
        return False  # "Character or Permanent": the noun rule
    return not (bare and all(kind(w, "") in ("SUBTYPE", "SUBTYPES") for w in said))


def _first_opened(low: list[str], i: int) -> tuple[int, bool] | None:
    """Where the first description before the "or" at ``i`` begins (its first word after
    any article) and whether it has an article, when it follows a count's or a condition's
    words; ``None`` otherwise."""
    for k in range(i - 1, max(0, i - _QUALIFIER_WORDS - 6), -1):
        if low[k] == "," and _listed(low, k, _plain_kind):
            continue  # "for each Robot, Plant or token": a list's comma (ia40)
        if low[k] in _STOPS or low[k] in _ENDS:
            return None
        if _opened_at(low, k):
            article = low[k] in _OPENERS
            return k + article, article
    return None


_LISTED_NOUNS = _PLURAL_NOUNS | {"character", "permanent", "spell", "token", "landmark"}
_LISTED_NOUNS |= {"characters", "cards"}
"""The nouns a list's member ends with before its comma ("a Robot, a Plant or a token")."""


def _plain_kind(word: str, _: str) -> str:
    """The word kinds a list's comma is judged with: sub-types and statuses by the lexicon."""
    from scenarios.cards.grammar import lexicon as lx

    if word in lx.SUBTYPES:
        return "SUBTYPE"
    if lx.plural_subtype(word) is not None:
        return "SUBTYPES"
    return "STATUS" if word in lx.STATUSES else ""


def _listed(low: list[str], k: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the comma at ``k`` separates two members of a list of object descriptions
    ("a Robot, a Plant or a token", "Spells, Permanents or tokens"): a description (its
    article, then adjectives and a noun) after it and before it, a description again before
    the next "or" (ia40)."""
    j = k + 1 + (k + 1 < len(low) and low[k + 1] in _OPENERS)
    after = _noun_or_plural(low, j, kind)
    if after < 0 or after + 1 >= len(low):
        return False
    nxt = low[after + 1]
    if nxt not in ("or", ","):
        return False  # the member is a bare kind: "Robot, Plant or token"
    before = low[k - 1] if k > 0 else ""
    return before in _LISTED_NOUNS or kind(before, "") in ("SUBTYPE", "SUBTYPES")


def list_comma(printed: list[str], k: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the comma at ``k`` is a list's, the "or" closing the list joining object
    descriptions in a count, a condition or a trigger's subject (said OR_OBJECT with it)."""
    low = [w.lower() for w in printed]
    if low[k] != "," or not _listed(low, k, kind):
        return False
    closing = next((i for i in range(k + 1, min(len(low), k + 6)) if low[i] == "or"), None)
    if closing is None:
        return False
    return slot_or(printed, closing, kind) or trigger_subject_or(printed, closing, kind)
