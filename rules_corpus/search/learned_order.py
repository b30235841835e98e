"""The learned second look at a question naming cards: one linear model over the first places.

The first ranker (:mod:`.ranking`) weighs signals fitted on questions phrased in the rules'
words; a question naming cards asks about the general rules its form and its cards invoke
(:mod:`.interaction`). Its first :attr:`OrderModel.depth` places — and any further candidate
filed under a section it invokes (they joined the candidates for it and rank low by words) —
are ordered again by one linear model of what the first ranker and the hand-set second look
(:mod:`.rerank`, which this stage replaces when a model ships) compute (:data:`FEATURES`):

* ``place``, ``first``, ``cosine``, ``asked``, ``fit``, ``own`` — the first ranker's view: the
  place (−log(1 + place)), its score, the encoder's cosine with the question, the best cosine
  with the questions asked about the unit (:mod:`.asked`), ``asked3`` the same with round 3 of
  the bank (``asked.ROUND3_DIR``, not among the first ranker's signals), the IDF-weighted share
  of the searched concepts and of the question's own words the unit holds — each standardised among
  the places looked at; ``coverage``, ``title_coverage``, ``path_coverage`` — the shares of
  the question's concepts the unit's text, title and section path hold (the first ranker's);
* ``form``, ``cards``, ``words``, ``main`` — the unit is one of the best few rules (by first
  score) filed under a section the question's form, its cards' words, its own terms or the
  clause that asks invoke (the second look's signs); ``main_first`` — it is the first rule
  (by first score) filed under a term the asking clause writes (as each form's own best rule
  counts for the form); ``in_form`` … ``in_main`` — filed under
  one at all; ``joined`` — it came from beyond the first places for that;
* ``states``, ``states_form``, ``written`` — the rule states what a term invoked is or does, or
  a principle the form invokes (:mod:`.stating_rules`), or how a card's worded effect
  resolves (:mod:`.written_forms`);
* ``depth``, ``opens``, ``position``, ``exception``, ``condition`` — how deep its number is,
  whether it is the first rule of its section, its letter's place, whether its text is an
  exception ("instead", "unless") or opens with a condition;
* ``note``, ``named``, ``section``, ``glossary`` — the unit's kind (a Remark or Example is not
  a rule, CR 5.0 1.1.1.e; ``named``: a note naming a card of the question);
* ``parent``, ``kin`` — sibling relations: the rule or section it is filed under is looked at
  too; its fit less the best fit among the members of its family looked at (0: it fits best);
  ``family_asked`` — the best asked cosine (either round) among its family looked at (its
  section found by what players ask about it, standardised).

The weights (rules_corpus/data/learned_order.json) are fitted by
``benchmarks/fit_learned_order.py --write``: a pairwise logistic regression (each answer
against each other unit looked at, each question weighing the same) on the STUDIED card sets
(each way: no card, the library's cards, the real sets imported) and the studied fresh sets,
cross-validated by question; the held-out sets and the official rulings are never read for it.
No weights file (or one naming other features): the hand-set second look runs as before.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rules_corpus.search.interaction import Invoked
from rules_corpus.search.question_text import under
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.units import SearchUnit

WEIGHTS_PATH: Final = Path(__file__).resolve().parents[1] / "data" / "learned_order.json"
FEATURES: Final = (
    "place",
    "first",
    "cosine",
    "asked",
    "asked3",
    "fit",
    "own",
    "coverage",
    "title_coverage",
    "path_coverage",
    "form",
    "cards",
    "words",
    "main",
    "main_first",
    "in_form",
    "in_cards",
    "in_words",
    "in_main",
    "joined",
    "states",
    "states_form",
    "written",
    "depth",
    "opens",
    "position",
    "exception",
    "condition",
    "note",
    "named",
    "section",
    "glossary",
    "parent",
    "kin",
    "family_asked",
)
_STANDARDISED: Final = ("first", "cosine", "asked", "asked3", "fit", "own")
_NOTES: Final = ("remark", "example")
_EXCEPTION: Final = re.compile(r"\b(?:instead|except|unless|however|rather than)\b", re.I)
_CONDITION: Final = re.compile(r"^\s*(?:if|when|while|once)\b", re.I)
_LETTER: Final = re.compile(r"\.([a-z])$")


@dataclass(frozen=True, slots=True)
class OrderModel:
    """How many first places are looked at, how many of the rules under one kind of invoked
    section count as its best (``reach``), and one weight per name of :data:`FEATURES`."""

    depth: int = 0
    weights: tuple[float, ...] = ()
    reach: int = 5

    def __bool__(self) -> bool:
        return self.depth > 1 and len(self.weights) == len(FEATURES)


@dataclass(frozen=True, slots=True)
class OrderSignals:
    """What the search knows of a question beyond its ranking: each unit's first score (by
    key), its share of the searched concepts and of the question's own words, its cosine with
    the question and its best cosine with the questions asked about it (None: no encoder), and
    the names of the cards the question names."""

    first: Mapping[str, float]
    fit: Callable[[str], float]
    own: Callable[[str], float]
    cosine: Callable[[str], float] | None = None
    asked: Callable[[str], float] | None = None
    names: tuple[str, ...] = ()
    asked3: Callable[[str], float] | None = None


def load_model(path: Path = WEIGHTS_PATH) -> OrderModel:
    """The shipped model (none when the file is missing or names other features)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return OrderModel()
    weights = data.get("weights", {}) if isinstance(data, dict) else {}
    if not isinstance(weights, dict) or set(weights) != set(FEATURES):
        return OrderModel()
    return OrderModel(
        int(data.get("depth", 0)),
        tuple(float(weights[f]) for f in FEATURES),
        int(data.get("reach", 5)),
    )


MODEL: Final = load_model()


def looked_at(
    ranked: Sequence[tuple[float, Candidate]],
    units: Mapping[str, SearchUnit],
    invoked: Invoked,
    depth: int,
) -> tuple[list[tuple[float, Candidate]], list[tuple[float, Candidate]]]:
    """The places the model orders — the first ``depth`` and every further candidate filed
    under a section the question invokes — and the rest, in their order."""
    sections = invoked.by_form | invoked.by_cards | invoked.by_words | invoked.by_main
    head = list(ranked[:depth])
    tail: list[tuple[float, Candidate]] = []
    for scored in ranked[depth:]:
        unit = units.get(scored[1].key)
        if unit is not None and unit.doc == invoked.doc and under(unit.id, sections):
            head.append(scored)
        else:
            tail.append(scored)
    return head, tail


def features(
    head: Sequence[tuple[float, Candidate]],
    units: Mapping[str, SearchUnit],
    invoked: Invoked,
    signals: OrderSignals,
    depth: int | None = None,
    reach: int = 5,
) -> list[list[float]]:
    """One row of :data:`FEATURES` per place of ``head`` (places from ``depth`` on joined it
    for what the question invokes)."""
    depth = len(head) if depth is None else depth
    keys = [candidate.key for _, candidate in head]
    found = [units.get(key) for key in keys]
    raw: dict[str, list[float]] = {
        "first": [signals.first.get(key, 0.0) for key in keys],
        "cosine": [signals.cosine(key) for key in keys] if signals.cosine else [0.0] * len(keys),
        "asked": [signals.asked(key) for key in keys] if signals.asked else [0.0] * len(keys),
        "asked3": [signals.asked3(key) for key in keys] if signals.asked3 else [0.0] * len(keys),
        "fit": [signals.fit(key) for key in keys],
        "own": [signals.own(key) for key in keys],
    }
    columns = [_standardised(raw[name]) for name in _STANDARDISED]
    best = [
        _best_under(found, invoked, sections, reach)
        for sections in (invoked.by_form, invoked.by_cards, invoked.by_words, invoked.by_main)
    ]
    for group in invoked.groups:  # each form's own best rule counts as the form's too
        best[0] |= _best_under(found, invoked, group, 1)
    best.append(_best_under(found, invoked, invoked.by_main, 1))
    parents, kin = _families(found, raw["fit"])
    asked_any = [max(a, b) for a, b in zip(raw["asked"], raw["asked3"], strict=True)]
    family_asked = _standardised(_family_best(found, asked_any))
    folded = tuple(n.lower() for n in signals.names if len(n) > 2)
    rows: list[list[float]] = []
    for n, (unit, (_, candidate)) in enumerate(zip(found, head, strict=True)):
        row = [-math.log1p(n)]
        row += [column[n] for column in columns]
        row += [candidate.coverage, candidate.title_coverage, candidate.path_coverage]
        row += [float(n in places) for places in best]
        row += _unit_features(unit, invoked, folded)
        row[FEATURES.index("joined")] = float(n >= depth)
        row += [parents[n], kin[n], family_asked[n]]
        rows.append(row)
    return rows


def _best_under(
    found: Sequence[SearchUnit | None], invoked: Invoked, sections: frozenset[str], reach: int
) -> set[int]:
    """The places of the ``reach`` first rules or sections (not Remarks or Examples) filed
    under ``sections``."""
    places: set[int] = set()
    if not sections:
        return places
    for n, unit in enumerate(found):
        if (
            unit is not None
            and unit.doc == invoked.doc
            and unit.kind.value not in _NOTES
            and under(unit.id, sections)
        ):
            places.add(n)
            if len(places) >= reach:
                break
    return places


def _families(
    found: Sequence[SearchUnit | None], fits: Sequence[float]
) -> tuple[list[float], list[float]]:
    """Per place: whether the rule or section it is filed under is looked at too, and its fit
    less the best fit among the looked-at members of its family (its parent and siblings)."""
    place_of = {(u.doc, u.id): n for n, u in enumerate(found) if u is not None}
    parents = [0.0] * len(found)
    family: dict[tuple[str, str], list[int]] = {}
    for n, unit in enumerate(found):
        if unit is None or unit.kind.value in _NOTES or "." not in unit.id:
            continue
        parent = unit.id.rsplit(".", 1)[0]
        if (unit.doc, parent) in place_of:
            parents[n] = 1.0
        family.setdefault((unit.doc, parent), []).append(n)
        if (unit.doc, parent) in place_of:
            family[(unit.doc, parent)].append(place_of[(unit.doc, parent)])
    kin = [0.0] * len(found)
    for members in family.values():
        top = max(fits[m] for m in members)
        for m in members:
            kin[m] = min(kin[m], fits[m] - top)
    return parents, kin


def _family_best(found: Sequence[SearchUnit | None], values: Sequence[float]) -> list[float]:
    """Per place: the best of ``values`` over the places of its family looked at — the rule or
    section it is filed under and the rules filed beside it (a section: itself and the rules
    filed under it) — a judge finds the section by what it is about, then the letter."""

    def family(unit: SearchUnit | None) -> tuple[str, str] | None:
        if unit is None or unit.kind.value in _NOTES:
            return None
        if unit.kind.value == "section" or "." not in unit.id:
            return (unit.doc, unit.id)
        return (unit.doc, unit.id.rsplit(".", 1)[0])

    keys = [family(u) for u in found]
    best: dict[tuple[str, str], float] = {}
    for n, unit in enumerate(found):
        for key in {keys[n], (unit.doc, unit.id) if unit is not None else None}:
            if key is not None:
                best[key] = max(best.get(key, values[n]), values[n])
    return [best[k] if k is not None else values[n] for n, k in enumerate(keys)]


def _unit_features(
    unit: SearchUnit | None, invoked: Invoked, names: tuple[str, ...]
) -> list[float]:
    """The features from ``in_form`` to ``glossary`` the unit alone says (``joined`` 0)."""
    size = FEATURES.index("parent") - FEATURES.index("in_form")
    if unit is None:
        return [0.0] * size
    current = unit.doc == invoked.doc
    kind = unit.kind.value
    note = kind in _NOTES
    letter = _LETTER.search(unit.id) if kind == "rule" else None
    body = unit.body
    named = note and bool(names) and any(name in body.lower() for name in names)
    return [
        float(current and under(unit.id, invoked.by_form)),
        float(current and under(unit.id, invoked.by_cards)),
        float(current and under(unit.id, invoked.by_words)),
        float(current and under(unit.id, invoked.by_main)),
        0.0,
        float(current and unit.id in invoked.stating),
        float(current and unit.id in invoked.stating_form),
        float(current and not note and unit.id in invoked.written),
        float(unit.id.count(".") - 2) if not note else 0.0,
        float(letter is not None and letter.group(1) == "a"),
        (ord(letter.group(1)) - ord("a")) / 10 if letter is not None else 0.0,
        float(bool(_EXCEPTION.search(body))),
        float(bool(_CONDITION.search(body))),
        float(note),
        float(named),
        float(kind == "section"),
        float(kind in ("glossary", "headword")),
    ]


def learned_order(
    ranked: Sequence[tuple[float, Candidate]],
    units: Mapping[str, SearchUnit],
    invoked: Invoked,
    signals: OrderSignals,
    model: OrderModel = MODEL,
) -> list[tuple[float, Candidate]]:
    """``ranked`` (the first ranker's order) with the places :func:`looked_at` ordered by the
    model (the rest after, unchanged; the scores shown keep their places). No model or nothing
    invoked: unchanged."""
    if not model or not invoked or len(ranked) < 2:
        return list(ranked)
    head, tail = looked_at(ranked, units, invoked, model.depth)
    rows = features(head, units, invoked, signals, model.depth, model.reach)
    values = [sum(w * x for w, x in zip(model.weights, row, strict=True)) for row in rows]
    order = sorted(range(len(head)), key=lambda n: (-values[n], n))
    again = [head[n][1] for n in order] + [candidate for _, candidate in tail]
    places = sorted((score for score, _ in ranked), reverse=True)
    return list(zip(places, again, strict=True))


def _standardised(values: Sequence[float]) -> list[float]:
    """``values`` less their mean, over their standard deviation (all 0 when they are equal)."""
    if not values:
        return []
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    if spread == 0.0:
        return [0.0] * len(values)
    return [(v - mean) / spread for v in values]
