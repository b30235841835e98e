"""A second look at the best candidates of a question naming cards (issue 32), by hand-set signs.

Since search14 the search runs the *learned* second look instead (:mod:`.learned_order`: one
linear model, fitted by ``benchmarks/fit_learned_order.py``, over the first ranker's first
places, whose features include every sign below); this one runs only when no weights file ships
for it, and is kept as the baseline the fit reports against.

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
  another card is rarely what a question about these cards needs);
* ``states`` / ``states_form``: it is the rule that states what a term the cards' texts or the
  question invoke is or does (:mod:`.stating_rules`, found in the CR's own wording: "7.4.7.c
  Tough X means …", not 7.4.7.d beside it), or what a principle the question's form invokes
  says (1.4.1.a, 1.4.7.a).

Measured and shipped off (:data:`WEIGHTS`, ``benchmarks/fit_card_rerank.py``): ``typed`` — the
encoder's cosine with the question whose cards' names are written as their types ("a
Character"); ``fused`` — a second ranking of the rules the cards invoke, fused by reciprocal
rank; ``named`` — a Remark or Example naming a card of the question demoted further.

The first weights were fitted on the studied set of card questions
(tests/data/card_questions.yaml) only, by ``benchmarks/fit_rerank.py``; the later ones were
cross-validated on the studied card sets and the studied fresh sets by
``benchmarks/fit_card_rerank.py``; the held-out sets of card questions were never read for them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules_corpus.search.interaction import Invoked
from rules_corpus.search.question_text import under
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.units import SearchUnit

DEPTH: Final = 30  # as many as the window lists
TYPED_DEPTH: Final = 20  # the first places the encoder's second look reads
FUSION_K: Final = 5  # reciprocal rank fusion's constant for the second ranking
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
    # The encoder's second look (issue 32): the unit's cosine with the question whose cards'
    # names are written as their types (:attr:`Invoked.typed`), standardised among the first
    # :data:`TYPED_DEPTH`, times ``typed``.
    typed: float = 0.0
    # A second ranking fused with the first (reciprocal rank fusion): the rules filed under
    # what the cards' texts and the question's terms invoke (the sections defining them),
    # ranked by that same typed cosine; a unit at place r of it gains ``fused`` × k / (k + r).
    fused: float = 0.0
    # A Remark or Example that names a card of the question gains ``named`` (on top of
    # ``note``): a name's match is no reason for a note about that card to win by itself.
    named: float = 0.0
    # The rule stating what a term the cards' texts or the question invoke is or does
    # (:mod:`.stating_rules`: "Tough X means …", not the rules filed beside it), and the same
    # of the sections the question's form invokes.
    states: float = 0.0
    states_form: float = 0.0
    # A rule stating how an effect worded as a named card's text resolves
    # (:mod:`.written_forms`: "If you do" → 6.5.f): one rule, not a section's best few.
    written: float = 0.0


# states and states_form: 5-fold cross-validated by benchmarks/fit_card_rerank.py on the studied
# card sets (card_questions.yaml, card_questions_studied_2.yaml: no card / library / imported
# cards) and the studied fresh sets with cards recognised, recall@5/MRR: without them 0.720/0.577,
# 0.731/0.598, 0.839/0.687, 0.805/0.680 (objective 0.705); with them 0.742/0.597, 0.753/0.618,
# 0.849/0.725, 0.805/0.679 (0.721). The typed cosine (0.701 cross-validated; 0.706 read on each
# unit's title and first sentence, before the grammar's "first player"), the fused second ranking
# (0.708) and the named notes (0.705) did not carry: they ship off, measured by the same script.
# With a third studied set (card_questions_studied_3.yaml) and the fifth round's grammar, the
# stating rules weighed with the sections the cards and the question's terms invoke, chosen
# together (states, states_form 1 → 2, cards 0.5 → 1, words 1.5 → 2), cross-validate better than
# the weights before (5 folds, recall@5/MRR: none 0.752/0.583 → 0.758/0.597, library
# 0.765/0.599 → 0.778/0.601, imported 0.850/0.722 → 0.876/0.725, fresh 0.805/0.674 →
# 0.805/0.670; objective 0.722 → 0.726).
WEIGHTS: Final = RerankWeights(
    form=4.0,
    cards=1.0,
    note=-1.0,
    reach=5,
    words=2.0,
    each=1,
    main=1.0,
    states=2.0,
    states_form=2.0,
    written=2.0,
)


def rerank(
    ranked: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    invoked: Invoked,
    weights: RerankWeights = WEIGHTS,
    typed: Mapping[str, float] | None = None,
    names: Sequence[str] = (),
) -> list[tuple[float, Candidate]]:
    """``ranked`` (best first) with its first :data:`DEPTH` ranked again (see the module);
    the rest follow unchanged. Nothing invoked: unchanged. ``typed``: each unit's cosine (by
    key) with :attr:`Invoked.typed` (None: no such signal); ``names``: the cards' names."""
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
    typed_z = _typed_scores(head, typed) if typed is not None and weights.typed else {}
    fused = (
        _fused_places(head, units, invoked, typed) if typed is not None and weights.fused else {}
    )
    folded = [n.lower() for n in names if len(n) > 2]
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
            if folded and weights.named:
                body = unit.body.lower()
                if any(name in body for name in folded):
                    value += weights.named
        if unit is not None and unit.doc == invoked.doc:
            if unit.id in invoked.stating:
                value += weights.states
            if unit.id in invoked.stating_form:
                value += weights.states_form
            if unit.id in invoked.written and unit.kind.value not in _NOTES:
                value += weights.written
        value += weights.typed * typed_z.get(n, 0.0)
        if n in fused:
            value += weights.fused * FUSION_K / (FUSION_K + fused[n])
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


def _typed_scores(
    head: Sequence[tuple[float, Candidate]], typed: Mapping[str, float]
) -> dict[int, float]:
    """The standardised typed cosine of each of the first :data:`TYPED_DEPTH` places."""
    cosines = [_cosine(typed, c.key) for _, c in head[:TYPED_DEPTH]]
    if len(cosines) < 2:
        return {}
    mean = sum(cosines) / len(cosines)
    spread = _spread(cosines) or 1.0
    return {n: (c - mean) / spread for n, c in enumerate(cosines)}


def _fused_places(
    head: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    invoked: Invoked,
    typed: Mapping[str, float] | None,
) -> dict[int, int]:
    """The second ranking: the rules and sections of ``head`` filed under what the cards and
    the question's terms invoke, best typed cosine first — each place in ``head`` → its rank
    (1-based) there."""
    sections = invoked.by_cards | invoked.by_words
    if not sections:
        return {}
    found: list[tuple[float, int]] = []
    for n, (_, candidate) in enumerate(head):
        unit = units.get(candidate.key)
        if (
            unit is not None
            and unit.doc == invoked.doc
            and unit.kind.value not in _NOTES
            and under(unit.id, sections)
        ):
            found.append((-_cosine(typed, candidate.key), n))
    found.sort()
    return {n: rank for rank, (_, n) in enumerate(found, 1)}


def _cosine(typed: Mapping[str, float] | None, key: str) -> float:
    """The typed cosine of ``key`` (0 when unknown)."""
    if typed is None:
        return 0.0
    try:
        return typed[key]
    except KeyError:
        return 0.0


def _spread(values: Sequence[float]) -> float:
    """The population standard deviation of ``values`` in plain floats (``statistics.pstdev``
    works in exact fractions: a third of this module's time for nothing the ranking needs)."""
    if not values:
        return 0.0
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
