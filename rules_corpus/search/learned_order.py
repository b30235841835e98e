"""A learned last look at the first places of a question the rules' principles answer (issue 32).

The second look (:mod:`.rerank`) adds hand-set weights for what a question invokes; what it
cannot weigh is *which* rule of the right section states the principle asked: the consequence
or exception beside it ("7.4.7.d … instead", 6.2.m) shares its section's words and meaning, a
card's keyword or status rule (2.4.5.b Boosted) its cards' words, a procedure (6.3.i) the
question's verbs. The first :attr:`OrderModel.depth` places are scored again by a linear model
of signals any question has (:data:`FEATURES`):

* ``place`` — the place the second look gave (−log(1 + place)): the model starts from it;
* ``first``, ``cosine``, ``fit``, ``own`` — the first score, the encoder's cosine with the
  question, the IDF-weighted share of the searched concepts (the question's words and its
  cards' rules words) the unit holds, and the share of the question's own words (the names
  out) — each standardised among the places looked at;
* ``states``, ``states_form`` — the rule states what a term invoked is or does, or a principle
  the question's form invokes (:mod:`.stating_rules`);
* ``form``, ``cards``, ``words``, ``main`` — the unit is filed under a section the question's
  form, its cards' words, its own terms or the clause that asks invoke (:mod:`.interaction`);
* ``depth``, ``opens``, ``position`` — how deep its number is (7.4.7.c: 4), whether it is the
  first rule of its section (the one stating the principle, CR 5.0 numbers consequences after
  it) and its letter's place;
* ``exception``, ``condition`` — its text is a consequence or an exception ("instead",
  "except", "unless", "however") or opens with a condition ("If …");
* ``note``, ``section``, ``glossary`` — what kind of unit it is (a Remark or Example is not a
  rule, CR 5.0 1.1.1.e).

The weights (rules_corpus/data/learned_order.json, written by ``benchmarks/fit_learned_order.py
--write``) are fitted by a pairwise logistic regression (each answer against each other unit
looked at) or a listwise one (a softmax over the places looked at), with 5-fold cross-validation
on the STUDIED card sets (card_questions.yaml, card_questions_studied_2.yaml and _3.yaml: no
card, library, imported cards) and the studied fresh sets only; the held-out card sets and the
official rulings are never read for them.

Measured (``benchmarks/fit_learned_order.py``; the objective is the mean of recall@5 and MRR
over the four ways, 0.721 today): looking at the first 10 or 20 places, the best of 24
configurations reads 0.725 (pairwise) and 0.727 (listwise) cross-validated, but chosen within
each training split (nested cross-validation) 0.720 and 0.716 — the gains were the choice's,
and recall@5 fell with imported cards (0.849 → 0.828). Looking at the first 3 places only
(recall@5 cannot change), nested cross-validation reads 0.723 (pairwise) and 0.724 (listwise):
imported cards MRR 0.725 → 0.741, library 0.618 → 0.623, no card 0.597 → 0.606, the studied
fresh sets 0.679 → 0.675. Shipped: the listwise model of the first 3 places, all features,
fitted on every studied question with the shrinkage the 5-fold cross-validation chose; with
``own`` read from the searched concepts the question's own words write (not parsed again: a
parse cost a millisecond at p95), nested cross-validation reads 0.724 again (imported cards
0.849/0.738, library 0.753/0.628, no card 0.742/0.600, fresh 0.805/0.677; shrinkage 0.03).
A small gain, within a few questions: delete the weights file to turn it off.

Refitted on three studied card sets (card_questions_studied_3.yaml added, written before the
fifth round), after that round's changes to the grammar, the cards' words and the second look's
weights: without the model 0.726 (none 0.758/0.597, library 0.778/0.601, imported 0.876/0.725,
fresh 0.805/0.670); the listwise model of the first 3 places, 5-fold cross-validated, 0.731
(shrinkage 0.001), nested 0.731 (imported cards MRR 0.725 → 0.738, library 0.601 → 0.615, none
0.597 → 0.604, fresh 0.670 → 0.671). Looking at the first 6 places read no better (before the
new weights: 0.722, nested 0.720, against 0.729 and 0.726 for 3).
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
    "fit",
    "own",
    "states",
    "states_form",
    "form",
    "cards",
    "words",
    "main",
    "depth",
    "opens",
    "position",
    "exception",
    "condition",
    "note",
    "section",
    "glossary",
)
_STANDARDISED: Final = ("first", "cosine", "fit", "own")
_EXCEPTION: Final = re.compile(r"\b(?:instead|except|unless|however|rather than)\b", re.I)
_CONDITION: Final = re.compile(r"^\s*(?:if|when|while|once)\b", re.I)
_LETTER: Final = re.compile(r"\.([a-z])$")


@dataclass(frozen=True, slots=True)
class OrderModel:
    """How many first places are looked at, and one weight per name of :data:`FEATURES`."""

    depth: int = 0
    weights: tuple[float, ...] = ()

    def __bool__(self) -> bool:
        return self.depth > 1 and len(self.weights) == len(FEATURES)


@dataclass(frozen=True, slots=True)
class OrderSignals:
    """What the search knows of a question beyond its ranking: each unit's first score (by
    key), its share of the searched concepts and of the question's own words, and its cosine
    with the question (None: no encoder)."""

    first: Mapping[str, float]
    fit: Callable[[str], float]
    own: Callable[[str], float]
    cosine: Callable[[str], float] | None = None


def load_model(path: Path = WEIGHTS_PATH) -> OrderModel:
    """The shipped model (none when the file is missing or names other features)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return OrderModel()
    weights = data.get("weights", {}) if isinstance(data, dict) else {}
    if not isinstance(weights, dict) or set(weights) != set(FEATURES):
        return OrderModel()
    return OrderModel(int(data.get("depth", 0)), tuple(float(weights[f]) for f in FEATURES))


MODEL: Final = load_model()


def features(
    head: Sequence[tuple[float, Candidate]],
    units: Mapping[str, SearchUnit],
    invoked: Invoked,
    signals: OrderSignals,
) -> list[list[float]]:
    """One row of :data:`FEATURES` per place of ``head``."""
    rows: list[list[float]] = []
    raw: dict[str, list[float]] = {name: [] for name in _STANDARDISED}
    for place, (_, candidate) in enumerate(head):
        key = candidate.key
        unit = units.get(key)
        raw["first"].append(signals.first.get(key, 0.0))
        raw["cosine"].append(signals.cosine(key) if signals.cosine is not None else 0.0)
        raw["fit"].append(signals.fit(key))
        raw["own"].append(signals.own(key))
        rows.append([-math.log1p(place), *_unit_features(unit, invoked)])
    columns = [_standardised(raw[name]) for name in _STANDARDISED]
    for n, row in enumerate(rows):
        row[1:1] = [column[n] for column in columns]
    return rows


def _unit_features(unit: SearchUnit | None, invoked: Invoked) -> list[float]:
    """The features of :data:`FEATURES` after ``own`` that the unit alone says."""
    if unit is None:
        return [0.0] * (len(FEATURES) - 1 - len(_STANDARDISED))
    current = unit.doc == invoked.doc
    kind = unit.kind.value
    note = kind in ("remark", "example")
    letter = _LETTER.search(unit.id) if kind == "rule" else None
    body = unit.body
    return [
        float(current and unit.id in invoked.stating),
        float(current and unit.id in invoked.stating_form),
        float(current and under(unit.id, invoked.by_form)),
        float(current and under(unit.id, invoked.by_cards)),
        float(current and under(unit.id, invoked.by_words)),
        float(current and under(unit.id, invoked.by_main)),
        float(unit.id.count(".") - 2) if not note else 0.0,
        float(letter is not None and letter.group(1) == "a"),
        (ord(letter.group(1)) - ord("a")) / 10 if letter is not None else 0.0,
        float(bool(_EXCEPTION.search(body))),
        float(bool(_CONDITION.search(body))),
        float(note),
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
    """``ranked`` with its first :attr:`OrderModel.depth` places ordered by the model (the
    rest unchanged; the scores shown keep their places). No model or nothing invoked:
    unchanged."""
    if not model or not invoked or len(ranked) < 2:
        return list(ranked)
    head = ranked[: model.depth]
    rows = features(head, units, invoked, signals)
    values = [sum(w * x for w, x in zip(model.weights, row, strict=True)) for row in rows]
    order = sorted(range(len(head)), key=lambda n: (-values[n], n))
    return [(head[n][0], head[m][1]) for n, m in enumerate(order)] + list(ranked[model.depth :])


def _standardised(values: Sequence[float]) -> list[float]:
    """``values`` less their mean, over their standard deviation (all 0 when they are equal)."""
    if not values:
        return []
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
    if spread == 0.0:
        return [0.0] * len(values)
    return [(v - mean) / spread for v in values]
