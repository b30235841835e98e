"""A ranked rule's siblings, lifted when they fit the question better (issue 32).

The ranking of a question naming cards finds the right part of the rules more often than the
right rule in it: "can I target Kaibara with Off You Go if I pay its Tough" reaches 7.4.7
Tough, but 7.4.7.a (what Tough is) may rank above 7.4.7.c (paying it as the target is chosen).
A section's rules share their section's words and meaning, so the encoder and the ranker tell
them apart poorly; what does tell them apart is which of them holds the question's own words
and the named cards' rules words (the words the question is searched with, CR 5.0's terms).

So when a rule ranks among the first (:attr:`SiblingWeights.depth`), its *family* — the rule or
section it is filed under, and the other rules filed there (CR 5.0 numbers a rule under its
section: 7.4.7.c under 7.4.7) — is looked at: the member that fits the question best (the
IDF-weighted share of the searched concepts — the question's words and its cards' rules words —
its own words hold, plus the share of the question's own words weighted by
:attr:`SiblingWeights.own`, plus its cosine with the question weighted by
:attr:`SiblingWeights.cosine`) takes the rule's place when it fits better by more than
:attr:`SiblingWeights.margin`: a member ranked lower changes places with the rule (no other hit
moves), one not ranked at all is put just above it.

A *family cap* (:attr:`SiblingWeights.cap`: at most that many of one family among the first
five) was measured too, and cost recall (:data:`WEIGHTS`).

The weights (:data:`WEIGHTS`) were measured by cross-validation on the studied card questions
(tests/data/card_questions.yaml) and the studied fresh sets only, by
``benchmarks/fit_siblings.py``; the held-out sets of card questions were never read for it, nor
the official rulings. Measured so, the stage does not carry to questions it was not chosen on:
it ships off (:data:`WEIGHTS`), with the search calling it, so one change of weights turns it on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Final

from rules_corpus.search.ranking import Candidate
from rules_corpus.search.units import SearchUnit

FIRST: Final = 5  # the places a judge reads first (recall@5), where the family cap applies
_NUMBERED: Final = ("rule", "section")


@dataclass(frozen=True, slots=True)
class SiblingWeights:
    """How the stage looks at a ranking (see the module)."""

    depth: int  # how many of the first places are looked at
    margin: float  # how much better a family member must fit to be lifted
    cosine: float  # the weight of the question's cosine in a unit's fit
    lifts: int = 1  # at most this many members lifted in one ranking
    cap: int = 0  # at most this many of one family among the first five (0: no cap)
    own: float = 0.0  # the weight of the fit to the question's own words (the names' left out)
    swap: bool = False  # a ranked member and the rule change places (else: lifted above it)
    reach: int = 0  # only members ranked within the first this many places (0: any, or none)


# Measured by benchmarks/fit_siblings.py: 5-fold cross-validation on the studied card questions
# (no card / library / imported cards) and the studied fresh sets with cards recognised
# (recall@5/MRR). No stage: 0.758/0.647, 0.806/0.688, 0.871/0.735, 0.805/0.680 (objective
# 0.749). The stage, cross-validated: 0.742/0.650, 0.790/0.689, 0.871/0.759, 0.800/0.674
# (0.747); with a family cap of 2 as well: 0.742/0.650, 0.758/0.689, 0.855/0.759, 0.800/0.674
# (0.741). The stage lifts the answer to first place for a few card questions but, as often,
# lifts a sibling over the answer ("machine in the ice…": 6.3.j over 6.3.e): it does not carry
# to questions it was not chosen on, and the cap pushes answers out of the first five. So the
# stage is off (depth 0) with the in-sample best weights kept for the next measure (a new
# encoder or ranker: run the script again).
WEIGHTS: Final = SiblingWeights(
    depth=0, margin=0.2, cosine=0.0, lifts=1, cap=0, own=1.0, swap=True, reach=20
)


class Families:
    """The rules and sections of the corpus by the rule or section they are filed under."""

    def __init__(self, units: dict[str, SearchUnit]) -> None:
        self._parent: dict[str, str] = {}
        self._children: dict[str, list[str]] = {}
        for key, unit in units.items():
            if unit.kind.value not in _NUMBERED:
                continue
            parent = _parent_of(unit, units)
            if parent is not None:
                self._parent[key] = parent
                self._children.setdefault(parent, []).append(key)

    def parent(self, key: str) -> str | None:
        """The rule or section the rule or section ``key`` is filed under (None: the top)."""
        return self._parent.get(key)

    def around(self, key: str) -> tuple[str, ...]:
        """``key``'s family: the rule or section it is filed under, and the others filed
        there (``key`` itself left out)."""
        parent = self._parent.get(key)
        if parent is None:
            return ()
        return tuple(k for k in (parent, *self._children.get(parent, ())) if k != key)


def _parent_of(unit: SearchUnit, units: dict[str, SearchUnit]) -> str | None:
    """The key of the rule, else the section, whose number is ``unit``'s less its last part."""
    if "." not in unit.id:
        return None
    number = unit.id.rsplit(".", 1)[0]
    for kind in _NUMBERED:
        key = f"{unit.doc}|{kind}|{number}"
        if key in units and key != unit.key:
            return key
    return None


def lift_siblings(
    ranked: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    families: Families,
    fit: Callable[[str], float],
    cosine: Callable[[str], float],
    locate: Callable[[str], int | None],
    doc: str,
    weights: SiblingWeights = WEIGHTS,
    own: Callable[[str], float] | None = None,
) -> list[tuple[float, Candidate]]:
    """``ranked`` (best first) with family members lifted (see the module) and, with a cap,
    a family's members beyond it moved after the first five. ``fit`` and ``cosine`` measure a
    unit (by key) against the question, ``locate`` gives a unit's document number (a member
    the ranking did not hold joins it) and ``doc`` is the document whose rules are looked at
    (the current rules)."""
    if len(ranked) < 1:
        return list(ranked)
    order = [candidate for _, candidate in ranked]

    def value(key: str) -> float:
        mine = weights.own * own(key) if own is not None and weights.own else 0.0
        return fit(key) + mine + weights.cosine * cosine(key)

    lifted = 0
    n = 0
    looked = 0
    while n < len(order) and looked < weights.depth and lifted < weights.lifts:
        candidate = order[n]
        unit = units.get(candidate.key)
        if unit is None or unit.doc != doc or unit.kind.value not in _NUMBERED:
            n += 1
            continue
        looked += 1
        members = families.around(candidate.key)
        if members:
            held = value(candidate.key)
            best = max(members, key=value)
            above = {c.key for c in order[:n]}
            ranked_at = next((m for m, c in enumerate(order) if c.key == best), None)
            reached = not weights.reach or (ranked_at is not None and ranked_at < weights.reach)
            if reached and best not in above and value(best) > held + weights.margin:
                if weights.swap and ranked_at is not None:
                    # The two change places: no other hit moves.
                    order[n], order[ranked_at] = order[ranked_at], order[n]
                    lifted += 1
                else:
                    moved = take_candidate(order, best, candidate, units, locate)
                    if moved is not None:
                        order.insert(n, moved)
                        lifted += 1
                        n += 1  # the lifted member's place: the rule lifted above is next
        n += 1
    if weights.cap:
        order = _capped(order, units, families, weights.cap)
    # The scores shown keep their order: each place takes the score of the same place before.
    places = sorted((score for score, _ in ranked), reverse=True)
    while len(places) < len(order):
        places.append(places[-1])
    return list(zip(places, order, strict=False))


def take_candidate(
    order: list[Candidate],
    key: str,
    like: Candidate,
    units: dict[str, SearchUnit],
    locate: Callable[[str], int | None],
) -> Candidate | None:
    """The candidate of ``key`` taken out of ``order``, or (not ranked) made for it in the
    likeness of ``like`` (its signals are not weighed again: only its key and place count)."""
    for n, candidate in enumerate(order):
        if candidate.key == key:
            return order.pop(n)
    docnum = locate(key)
    unit = units.get(key)
    if docnum is None or unit is None:
        return None
    return replace(like, key=key, kind=unit.kind.value, docnum=docnum)


def _capped(
    order: list[Candidate], units: dict[str, SearchUnit], families: Families, cap: int
) -> list[Candidate]:
    """``order`` with at most ``cap`` members of one family (by the rule or section they are
    filed under) among its first :data:`FIRST` places; the others wait just after them."""
    first: list[Candidate] = []
    waiting: list[Candidate] = []
    count: dict[str, int] = {}
    rest = list(order)
    while rest and len(first) < FIRST:
        candidate = rest.pop(0)
        unit = units.get(candidate.key)
        family = families.parent(candidate.key) if unit is not None else None
        if family is not None and count.get(family, 0) >= cap:
            waiting.append(candidate)
            continue
        if family is not None:
            count[family] = count.get(family, 0) + 1
        first.append(candidate)
    return first + waiting + rest
