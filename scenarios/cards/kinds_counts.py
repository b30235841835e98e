"""Counts over two kinds: "for each Character and Permanent you control", "for each Robot
or Landmark you control", "per Spell or Character in your discard pile" (issue 30, gram85).

Each object that is either kind is counted once (6.5.i: "for each" counts objects; 2.2.1:
an object is of a kind or not). The two kinds share what follows them (where the objects
are, who controls them): each kind is counted as if said alone with it — a count the
engine keeps by one filter — and the two filters are joined as one description either of
which fits (``ObjectFilter.any_of``). Kinds counted in different places, or a count kept by
no filter (cards in a zone), are not read (``None``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine.state.cards import Condition, ConditionKind, ObjectFilter

_JOINED = re.compile(r"^(?P<a>[a-z][a-z' -]*?) (?:and|or) (?P<tail>[a-z].*)$")
_CARD_KINDS = frozenset({"character", "permanent", "spell", "token", "card"})
_SAID_AS = {"landmark": "landmark permanent"}
"""A kind counted as the words the engine counts it by with the others: a Landmark is a
Permanent in a Landmark zone (2.2.3), not the player's Landmarks counted alone."""


def _one_kind(words: str) -> bool:
    """Whether ``words`` name a kind alone — a card type or a sub-type (2.2.1, 2.2.2), no
    status, place or controller: "exhausted Character or Permanent" says the status of
    both or of one, and is not read."""
    from scenarios.cards.grammar.lexicon import SUBTYPES

    return words in _CARD_KINDS or words in _SAID_AS or words in SUBTYPES


def kinds_count(
    key: str, text: str, count_of: Callable[[str], Condition | None]
) -> Condition | None:
    """The count of "[kind] and/or [kind] [where]" (``key`` lower-cased), each kind counted
    by ``count_of`` with the words after it; ``None`` when it is not one."""
    m = _JOINED.match(key)
    if m is None or not _one_kind(m["a"]):
        return None
    tail = m["tail"].split()
    for n in (1, 2):
        kind_b, rest = " ".join(tail[:n]), " ".join(tail[n:])
        if not rest or not _one_kind(kind_b):
            continue
        said_a, said_b = (_SAID_AS.get(k, k) for k in (m["a"], kind_b))
        a, b = count_of(f"{said_a} {rest}"), count_of(f"{said_b} {rest}")
        if a is None or b is None or a.filter is None or b.filter is None:
            continue
        if a.kind != ConditionKind.COUNT or replace(a, filter=b.filter, text=b.text) != b:
            continue  # kinds counted in different places, or by different counts
        either = ObjectFilter(any_of=(a.filter, b.filter))
        return replace(a, filter=either, text=text)
    return None
