"""A second look at the best candidates of a question naming cards (issue 32).

The learned ranker (:mod:`.ranking`) weighs signals fitted on questions phrased in the rules'
words; a question naming cards asks about the general rules its form and its cards invoke
(:mod:`.interaction`) — and the cards' names, taken out of what is searched, still leave
Examples and Remarks about other cards close by meaning. The best :data:`DEPTH` candidates are
ranked again by their first score (scaled by its spread among them, so the weights below mean
the same whatever the question) plus:

* ``form``: the unit is one of the sections the question's form invokes, or filed under one
  (an order asked of cards that react → 4.4 and 1.4.5; a conflict → 1.4.1 and 1.4.2; ...);
* ``cards``: it is filed under a section a named card's rules word titles (Gigantic → 7.4.4);
* ``words``: it is filed under a section a term the question itself writes titles ("is it
  still a sacrifice?" → 7.3.36; "Hydracaena is Eternal" → 7.4.3): the question says which
  rule it is about, the cards' texts only which rules they might meet;
* ``each``: each form of the question has its own best rules favoured as ``form`` (a
  question of two forms meets both principles, not only the one its words are closest to);
* ``main``: it is filed under a section a term of the clause that asks titles
  (:func:`~rules_corpus.search.interaction.main_clause`: "is it still a sacrifice", not the
  "if it goes to mana instead" after it, whose form brings 6.2 already);
* ``note``: it is a Remark or an Example (CR 5.0 1.1.1.e: not rules; an Example naming
  another card is rarely what a question about these cards needs).

The weights (:data:`WEIGHTS`) were fitted on the studied set of card questions
(tests/data/card_questions.yaml) only, by ``benchmarks/fit_rerank.py``; the held-out sets of
card questions were never read for it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from rules_corpus.search.interaction import Invoked, under
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.units import SearchUnit

DEPTH: Final = 30  # as many as the window lists
_NOTES: Final = ("remark", "example")


@dataclass(frozen=True, slots=True)
class RerankWeights:
    """What each sign adds to a candidate's scaled first score."""

    form: float
    cards: float
    note: float
    reach: int = 3  # how many invoked candidates (the best by their first score) are favoured
    words: float = 0.0  # the unit is filed under a term the question itself writes
    # Each form's own best rules (``each`` of them) are favoured as ``form`` too, whatever the
    # other forms' rules took of ``reach``: a question asking whether a Reaction activates
    # and who did the action needs 1.4.7 beside 6.3.
    each: int = 0
    main: float = 0.0  # the unit is filed under a term the clause that asks writes


WEIGHTS: Final = RerankWeights(form=4.0, cards=0.5, note=-1.0, reach=5, words=1.5, each=1, main=1.0)


def rerank(
    ranked: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    invoked: Invoked,
    weights: RerankWeights = WEIGHTS,
) -> list[tuple[float, Candidate]]:
    """``ranked`` (best first) with its first :data:`DEPTH` ranked again (see the module);
    the rest follow unchanged. Nothing invoked: unchanged."""
    if not invoked or len(ranked) < 2:
        return list(ranked)
    sections = invoked.by_form | invoked.by_cards | invoked.by_words | invoked.by_main

    def invoked_unit(candidate: Candidate) -> bool:
        unit = units.get(candidate.key)
        return unit is not None and unit.doc == invoked.doc and under(unit.id, sections)

    # The first DEPTH, and any further candidate the question invokes (they joined the
    # candidates for it, :meth:`CardQuestions.invoked_keys`, and rank low by words alone).
    head = list(ranked[:DEPTH])
    head += [sc for sc in ranked[DEPTH:] if invoked_unit(sc[1])]
    taken = {id(sc[1]) for sc in head}
    tail = [sc for sc in ranked[DEPTH:] if id(sc[1]) not in taken]
    scores = [score for score, _ in head]
    spread = _spread(scores[:DEPTH]) or 1.0
    top = scores[0]
    # Only the best few of the rules invoked are favoured: a principle's section may hold a
    # dozen rules, and the question needs the one or two its words and meaning point to.
    by_form = _best_under(head, units, invoked.doc, invoked.by_form, weights.reach)
    by_cards = _best_under(head, units, invoked.doc, invoked.by_cards, weights.reach)
    by_words = _best_under(head, units, invoked.doc, invoked.by_words, weights.reach)
    if weights.each:
        for group in invoked.groups:
            by_form |= _best_under(head, units, invoked.doc, group, weights.each)
    by_main = _best_under(head, units, invoked.doc, invoked.by_main, weights.reach)
    rescored: list[tuple[float, int, tuple[float, Candidate]]] = []
    for n, (score, candidate) in enumerate(head):
        unit = units.get(candidate.key)
        value = (score - top) / spread
        if n in by_form:
            value += weights.form
        if n in by_cards:
            value += weights.cards
        if n in by_words:
            value += weights.words
        if n in by_main:
            value += weights.main
        if unit is not None and unit.doc == invoked.doc and unit.kind.value in _NOTES:
            value += weights.note
        rescored.append((value, n, (score, candidate)))
    rescored.sort(key=lambda item: (-item[0], item[1]))
    order = [item[2][1] for item in rescored] + [candidate for _, candidate in tail]
    # The scores shown keep their order: each place takes the score of the same place before.
    places = sorted((score for score, _ in ranked), reverse=True)
    return list(zip(places, order, strict=True))


def _best_under(
    head: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    doc: str,
    sections: frozenset[str],
    reach: int,
) -> set[int]:
    """The places in ``head`` of its ``reach`` best rules or sections (not Remarks or
    Examples) filed under ``sections``."""
    found: list[int] = []
    for n, (_, candidate) in enumerate(head):
        unit = units.get(candidate.key)
        if (
            unit is not None
            and unit.doc == doc
            and unit.kind.value not in _NOTES
            and under(unit.id, sections)
        ):
            found.append(n)
            if len(found) >= reach:
                break
    return set(found)


def _spread(values: Sequence[float]) -> float:
    """The population standard deviation of ``values`` in plain floats (``statistics.pstdev``
    works in exact fractions: a third of this module's time for nothing the ranking needs)."""
    if not values:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
