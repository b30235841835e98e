"""Ranking the engine's candidates: signals per candidate, combined by a learned linear model.

The full-text engine finds the candidates (BM25F over titles, glossary terms and bodies); what
puts the rule that answers a player's question first is how several signals are weighed
together:

* the engine's own score, relative to the best candidate's (the engine's view);
* *coverage* — the IDF-weighted share of the question's concepts the unit contains
  (:mod:`~rules_corpus.search.query`), and whether it contains them all;
* the same share in the unit's *title* and in its *section path* (a rule filed under
  "5.2.4 Resolving a Spell" is about resolving spells even when its text says "it");
* an exact *name* match ("boost" is the entry Boost, not Boosted);
* the unit's kind (glossary entry, section, rule, Remark, Example), a glossary entry's favour
  fading as the question names more concepts, the rule's depth and the unit's length;
* the reciprocal rank fusion of the engine's and the coverage ranking (:mod:`.fusion`), the
  fusion the search used before the model existed;
* the question's *cosine* with the unit by the sentence encoder, that cosine less the best
  candidate's, the unit's rank by cosine (:mod:`.semantic`), and the cosine of the rule or
  section it is filed under (7.3.16.b "cannot gain that status again" is filed under 7.3.16
  "Gain (status)"). Fitted, that last weight is negative: beside the unit's own cosine it
  measures how much closer the unit is than its parent, so among siblings that all share a
  close parent the one that states the question's case stands out, and a rule that is close
  only because its whole section is does not;
* the question's best cosine with the questions *asked* about the unit (the bank written for
  every rule, :mod:`.asked`), that cosine less the best candidate's, and the unit's rank by it.

Tried and left out, because with the shipped encoder they changed neither the cross-validated
figures nor the studied fresh sets' beyond a question or two (issue 19): the cosine less the
best sibling's (to order 6.2.d against 6.2.e — the answer sibling is usually *less* close than
the one ranked first), the best cosine over the rule's Remarks and Examples, the cosine with the
unit and the question's coverage multiplied, the cosine's z-score among the candidates, and
relevance feedback (the question's vector moved towards the best word matches': it ranks the
answers much better than the question's own vector does, but what it adds the word signals
already carry).

Two weight sets ship: one fitted with the semantic signals, used once the encoder is loaded,
and one fitted without them (``lexical``), used before (the first second after start) or if
the encoder cannot be loaded.

The weights are data (``rules_corpus/data/ranking_weights.json``), fitted by
``benchmarks/train_ranker.py`` with a listwise (softmax) loss over the question sets in
``tests/data``, with k-fold cross-validation reporting the quality on questions held out of the
fit. A linear model over a dozen general signals cannot learn one question's words, and its
figures on held-out folds say how it does on questions it has not seen.
"""

from __future__ import annotations

import json
import math
import operator
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Final

from rules_corpus.search.fusion import reciprocal_rank_fusion

WEIGHTS_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "ranking_weights.json"
RRF_K: Final = 20

# The signals, in the order a feature vector holds them.
FEATURES: Final = (
    "fused",
    "engine",
    "engine_log",
    "coverage",
    "complete",
    "title_coverage",
    "path_coverage",
    "named",
    "glossary",
    "section",
    "remark",
    "example",
    "glossary_per_concept",
    "depth",
    "length",
    "lead_coverage",
    "material_coverage",
    "definition_coverage",
    "engine_rank",
    "first_rule",
    "adjacency",
    "cosine",
    "cosine_gap",
    "semantic_rank",
    "parent_cosine",
    "asked_cosine",
    "asked_gap",
    "asked_rank",
)


@dataclass(slots=True)
class Candidate:
    """A unit the engine found, with the raw signals the ranking combines."""

    key: str
    kind: str
    text_score: float
    coverage: float
    title_coverage: float
    path_coverage: float
    named: bool
    depth: int
    length: int
    order: int
    docnum: int
    lead_coverage: float = 0.0
    material_coverage: float = 0.0
    definition_coverage: float = 0.0
    engine_rank: int = 0
    first_rule: bool = False
    adjacency: float = 0.0
    cosine: float = 0.0  # the question's cosine with the unit (0 without the model)
    semantic_rank: int = 0  # the unit's rank by cosine (0 without the model)
    parent_cosine: float = 0.0  # the cosine of the rule or section it is filed under (0 without)
    asked_cosine: float = 0.0  # the best cosine with the questions asked about it (0: none)
    asked_rank: int = 0  # the unit's rank by that cosine (0 without the model)


def _relevance_key(c: Candidate) -> tuple[float, int]:
    return (-c.text_score * c.coverage**2, c.order)


def _coverage_key(c: Candidate) -> tuple[float, float, int]:
    return (-c.coverage, -c.text_score, c.order)


def fused_scores(candidates: Sequence[Candidate]) -> dict[str, float]:
    """Reciprocal rank fusion of three rankings of the candidates:

    * *relevance* — engine score × coverage², the engine's view tempered by coverage;
    * *coverage* — ties broken by the engine's score: a rule naming every concept of the
      question beats a short glossary entry that repeats one of them;
    * *name* — the units whose title or term is exactly what was typed.
    """
    relevance = sorted(candidates, key=_relevance_key)
    coverage = sorted(candidates, key=_coverage_key)
    named = [c.key for c in relevance if c.named]
    return reciprocal_rank_fusion(
        [[c.key for c in relevance], [c.key for c in coverage], named], RRF_K
    )


_GLOSSARY_KINDS: Final = frozenset({"glossary", "headword"})


def feature_vectors(candidates: Sequence[Candidate], concepts: int) -> list[list[float]]:
    """Each candidate's signals, in :data:`FEATURES` order, scaled to comparable ranges."""
    if not candidates:
        return []
    fused = fused_scores(candidates)
    best = max(c.text_score for c in candidates) or 1.0
    closest = max(c.cosine for c in candidates)
    closest_asked = max(c.asked_cosine for c in candidates)
    per_concept = 1.0 / max(1, concepts)
    vectors: list[list[float]] = []
    for c in candidates:
        relative = c.text_score / best
        glossary = 1.0 if c.kind in _GLOSSARY_KINDS else 0.0
        vectors.append(
            [
                fused[c.key] * RRF_K,
                relative,
                max(-5.0, math.log(relative)) if relative > 0 else -5.0,
                c.coverage,
                1.0 if c.coverage >= 0.999 else 0.0,
                c.title_coverage,
                c.path_coverage,
                1.0 if c.named else 0.0,
                glossary,
                1.0 if c.kind == "section" else 0.0,
                1.0 if c.kind == "remark" else 0.0,
                1.0 if c.kind == "example" else 0.0,
                glossary * per_concept,
                c.depth / 4.0,
                math.log1p(c.length) / 5.0,
                c.lead_coverage,
                c.material_coverage,
                c.definition_coverage,
                math.log1p(c.engine_rank) / 4.0,
                1.0 if c.first_rule else 0.0,
                c.adjacency,
                c.cosine,
                c.cosine - closest,
                math.log1p(c.semantic_rank) / 4.0,
                c.parent_cosine,
                c.asked_cosine,
                c.asked_cosine - closest_asked,
                math.log1p(c.asked_rank) / 4.0,
            ]
        )
    return vectors


def definition_first(
    ranked: Sequence[tuple[float, Candidate]], concepts: int
) -> list[tuple[float, Candidate]]:
    """For a one-concept query, the glossary entry it names before any section or rule named
    the same ("fleeting": the entry Fleeting, then section 2.4.7).

    A judge who types one term wants its definition first — the entry says what the term is
    and links to the rules that say more (:mod:`.definitions`) — while a section titled with
    the term may have no text of its own. The learned weights alone do not promise that order:
    with the sentence encoder, a section whose text is just its title is as close to the
    typed term as a unit can be. Across documents too (no document chosen): the older
    edition's section "Reserve" does not go before the current glossary's entry."""
    out = list(ranked)
    if concepts != 1:
        return out
    named = [n for n, (_, c) in enumerate(out) if c.named]
    if not named or out[named[0]][1].kind in _GLOSSARY_KINDS:
        return out
    entry = next((n for n in named if out[n][1].kind in _GLOSSARY_KINDS), None)
    if entry is not None:
        out.insert(named[0], out.pop(entry))
    return out


class LinearRanker:
    """Scores a candidate by the weighted sum of its signals (higher ranks first)."""

    def __init__(self, weights: dict[str, float]) -> None:
        unknown = set(weights) - set(FEATURES)
        if unknown:
            raise ValueError(f"unknown ranking signals: {', '.join(sorted(unknown))}")
        self.weights = dict(weights)
        self._vector = [float(weights.get(name, 0.0)) for name in FEATURES]

    @classmethod
    def fusion_only(cls) -> LinearRanker:
        """The ranking before the model: reciprocal rank fusion alone."""
        return cls({"fused": 1.0})

    def score(self, vector: Sequence[float]) -> float:
        """The weighted sum of ``vector`` (one per candidate, twice a search: ``map`` adds the
        same products in the same order as a generator would, without its frame per term)."""
        if len(vector) != len(self._vector):
            raise ValueError(f"{len(vector)} signals given, {len(self._vector)} weighed")
        total: float = sum(map(operator.mul, self._vector, vector))
        return total

    def rank(self, candidates: Sequence[Candidate], concepts: int) -> list[tuple[float, Candidate]]:
        """The candidates best first, with their scores; ties keep the engine's order."""
        vectors = feature_vectors(candidates, concepts)
        scored = [(self.score(v), c) for v, c in zip(vectors, candidates, strict=True)]
        scored.sort(key=lambda sc: (-sc[0], -sc[1].text_score, sc[1].order))
        return scored

    def to_json(self, about: dict[str, object], semantic: LinearRanker | None = None) -> str:
        """The weights as the data file stores them, with what produced them (and the set
        fitted with the semantic signals)."""
        data: dict[str, object] = {"about": about, "weights": self.weights}
        if semantic is not None:
            data["semantic_weights"] = semantic.weights
        return json.dumps(data, indent=2) + "\n"


def parse_weights(text: str, source: str = WEIGHTS_FILE.name, key: str = "weights") -> LinearRanker:
    """A ranker from the data file's JSON (the lexical ``weights``, or with ``key`` the
    ``semantic_weights``); a malformed file raises ValueError naming it."""
    try:
        data = json.loads(text)
        weights = data[key]
        if not isinstance(weights, dict):
            raise TypeError("weights must be a mapping")
        return LinearRanker({str(k): float(v) for k, v in weights.items()})
    except (ValueError, KeyError, TypeError) as error:
        raise ValueError(f"{source}: {error}") from error


@lru_cache(maxsize=1)
def learned_ranker() -> LinearRanker:
    """The bundled ranker (read once per process); the fusion alone if no weights ship."""
    if not WEIGHTS_FILE.exists():
        return LinearRanker.fusion_only()
    return parse_weights(WEIGHTS_FILE.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def learned_semantic_ranker() -> LinearRanker | None:
    """The bundled ranker fitted with the semantic signals; None if none ships."""
    if not WEIGHTS_FILE.exists():
        return None
    text = WEIGHTS_FILE.read_text(encoding="utf-8")
    if "semantic_weights" not in json.loads(text):
        return None
    return parse_weights(text, key="semantic_weights")
