"""Fit the search ranker's weights (rules_corpus/data/ranking_weights.json) and say how well
they do on questions they were not fitted on.

The ranker (:mod:`rules_corpus.search.ranking`) is a linear model over a dozen general signals
of each candidate (engine score, concept coverage of the unit, of its title and of its section
path, exact name, kind, depth, length, the old reciprocal rank fusion). Its weights are fitted
with a listwise softmax loss — the probability the model gives the question's answers among the
engine's candidates — and L2 regularisation, over both question sets in tests/data.

What it prints:

* k-fold cross-validation (questions split into k folds, each set spread over all folds): for
  each fold the weights are fitted on the other folds and the held-out fold is searched with
  them through the real search (``RulesIndex.search``); recall@5 and MRR are reported over the
  held-out questions only, per set, next to the fusion alone (the ranking before the model);
* the same twice: with the lexical signals alone (the search before the sentence encoder is
  loaded) and with the semantic signals (:mod:`rules_corpus.search.semantic`: the closest
  units by cosine join the candidates, and three signals join the model);
* with ``--write``, both weight sets fitted on every question, written to the data file.

Only the two sets above are ever fitted on: the held-out question files written apart are a
check that ``benchmarks/search_bench.py`` reports, and are never read here.

``--without SIGNAL`` (repeatable) leaves signals out, to measure what each one brings.

Run: ``.venv/bin/python benchmarks/train_ranker.py [--folds 5] [--without SIGNAL] [--write]``
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.ranking import (  # noqa: E402
    FEATURES,
    WEIGHTS_FILE,
    LinearRanker,
    feature_vectors,
)

QUESTION_SETS = ("judge_questions.yaml", "player_questions.yaml")
L2 = 0.01
STEPS = 400
LEARNING_RATE = 0.05
SEED = 19
LOOKUPS = 150
LOOKUP_WEIGHT = 0.25  # a lookup counts for a quarter of a question in the loss


@dataclass
class Question:
    """One question with its candidates' signals and which candidates answer it."""

    set_name: str
    text: str
    doc: str | None
    answers: set[str]
    vectors: list[list[float]]
    labels: list[bool]
    weight: float = 1.0


def load_questions(index: RulesIndex) -> list[Question]:
    questions: list[Question] = []
    for name in QUESTION_SETS:
        items = YAML(typ="safe").load((ROOT / "tests/data" / name).read_text(encoding="utf-8"))
        for item in items:
            answers = {str(a) for a in item["answers"]}
            doc = item.get("doc")
            candidates, concepts, units = index.ranking_candidates(item["question"], doc)
            vectors = feature_vectors(candidates, concepts)
            labels = [units[c.key].id in answers for c in candidates]
            questions.append(Question(name, item["question"], doc, answers, vectors, labels))
    return questions


def lookup_questions(index: RulesIndex) -> list[Question]:
    """Lookups made from the rules' own names, not from any question set: each glossary
    entry's term finds its entry, and so does its beginning typed as a prefix ("exhau*"); each
    titled section's title finds the section (a judge also types "fleeting" or "can't beats
    can"). A sample of :data:`LOOKUPS`, so the questions still weigh most."""
    made: list[tuple[str, str, str]] = []
    for document in index.corpus.documents:
        for entry in document.entries:
            if entry.kind.value == "glossary":
                made.append((entry.term, document.slug, entry.term))
                if entry.term.isalpha() and len(entry.term) >= 6:
                    # What a judge has typed so far: "exhau*" is still the entry Exhaust.
                    made.append((entry.term[:-2].lower() + "*", document.slug, entry.term))
        for section in document.sections:
            if section.title and len(section.id.split(".")) >= 2:
                made.append((section.title, document.slug, section.id))
    random.Random(SEED).shuffle(made)
    lookups: list[Question] = []
    for text, doc, answer in made[:LOOKUPS]:
        candidates, concepts, units = index.ranking_candidates(text, doc)
        labels = [units[c.key].id == answer for c in candidates]
        vectors = feature_vectors(candidates, concepts)
        lookups.append(Question("lookups", text, doc, {answer}, vectors, labels, LOOKUP_WEIGHT))
    return lookups


def standardise(questions: list[Question]) -> tuple[list[float], list[float]]:
    """Each signal's mean and spread over every candidate (so one learning rate fits all)."""
    rows = [v for q in questions for v in q.vectors]
    means = [sum(r[i] for r in rows) / len(rows) for i in range(len(FEATURES))]
    spreads = [
        math.sqrt(sum((r[i] - means[i]) ** 2 for r in rows) / len(rows)) or 1.0
        for i in range(len(FEATURES))
    ]
    return means, spreads


def fit(questions: list[Question], without: frozenset[str] = frozenset()) -> LinearRanker:
    """Weights minimising the listwise softmax loss + L2, by Adam on standardised signals;
    the signals named in ``without`` are left out (weight 0), to measure what each brings.

    The questions' candidates are padded into one array (masked), so a step is a few matrix
    products (numpy) rather than a loop over every candidate: a fit takes a second or two."""
    useful = [q for q in questions if any(q.labels)]
    means, spreads = standardise(useful)
    n = len(FEATURES)
    kept = np.array([0.0 if name in without else 1.0 for name in FEATURES])
    width = max(len(q.vectors) for q in useful)
    x = np.zeros((len(useful), width, n))
    mask = np.zeros((len(useful), width), dtype=bool)
    label = np.zeros((len(useful), width), dtype=bool)
    for row, q in enumerate(useful):
        x[row, : len(q.vectors)] = (np.array(q.vectors) - means) / spreads * kept
        mask[row, : len(q.vectors)] = True
        label[row, : len(q.labels)] = q.labels
    weight = np.array([q.weight for q in useful]) / len(useful)
    w = np.zeros(n)
    w[FEATURES.index("fused")] = kept[FEATURES.index("fused")]  # start from the fusion alone
    m1, m2 = np.zeros(n), np.zeros(n)
    for step in range(1, STEPS + 1):
        scores = np.where(mask, x @ w, -np.inf)
        exps = np.exp(scores - scores.max(axis=1, keepdims=True))
        every = exps / exps.sum(axis=1, keepdims=True)
        answers = np.where(label, exps, 0.0)
        answers /= answers.sum(axis=1, keepdims=True)
        # d/dw of -log(P(answers)) = E_all[x] - E_answers[x]
        coefficient = (every - answers) * weight[:, None]
        grad = L2 * w + np.einsum("qc,qcf->f", coefficient, x)
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad**2
        corrected1 = m1 / (1 - 0.9**step)
        corrected2 = m2 / (1 - 0.999**step)
        w -= LEARNING_RATE * corrected1 / (np.sqrt(corrected2) + 1e-8)
    # Fold the standardisation into the weights: the app multiplies raw signals (the constant
    # shift is the same for every candidate of a query, so it does not change the order).
    weights = {
        name: round(float(wi / s), 6) for name, wi, s in zip(FEATURES, w, spreads, strict=True)
    }
    return LinearRanker(weights)


class Quality:
    """recall@5 and MRR (over the top 10), as benchmarks/search_bench.py counts them."""

    def __init__(self) -> None:
        self.hits = 0
        self.reciprocal = 0.0
        self.count = 0

    def add(self, found: list[str], answers: set[str]) -> None:
        self.count += 1
        rank = next((n for n, i in enumerate(found, 1) if i in answers), None)
        if rank is not None and rank <= 5:
            self.hits += 1
        if rank is not None:
            self.reciprocal += 1 / rank

    def __str__(self) -> str:
        n = max(1, self.count)
        return f"recall@5 {self.hits / n:.3f}, MRR {self.reciprocal / n:.3f}"


def evaluate(
    index: RulesIndex, ranker: LinearRanker, questions: list[Question], into: dict[str, Quality]
) -> None:
    """Search the questions with ``ranker`` (as the lexical or the semantic ranker, whichever
    the index uses now: the semantic one once its encoder is loaded)."""
    index.ranker = ranker
    index.semantic_ranker = ranker
    for q in questions:
        found = [h.id for h in index.search(q.text, doc=q.doc, limit=10).hits]
        into.setdefault(q.set_name, Quality()).add(found, q.answers)


def cross_validate(
    index: RulesIndex, folds_count: int, without: frozenset[str], label: str
) -> tuple[LinearRanker, int]:
    """Print the k-fold figures of the index as it is now (lexical or with its encoder), and
    return the weights fitted on every question, and how many questions that was."""
    questions = load_questions(index)
    lookups = lookup_questions(index)
    in_pool = sum(any(q.labels) for q in questions)
    print(f"[{label}] {len(questions)} questions; {in_pool} have an answer among the candidates")
    # Folds: each set shuffled (fixed seed) and dealt round-robin, so every fold has both.
    rng = random.Random(SEED)
    folds: list[list[Question]] = [[] for _ in range(folds_count)]
    for name in QUESTION_SETS:
        members = [q for q in questions if q.set_name == name]
        rng.shuffle(members)
        for n, q in enumerate(members):
            folds[n % folds_count].append(q)
    held_out: dict[str, Quality] = {}
    before: dict[str, Quality] = {}
    for number, fold in enumerate(folds):
        training = [q for other, f in enumerate(folds) if other != number for q in f] + lookups
        evaluate(index, fit(training, without), fold, held_out)
        evaluate(index, LinearRanker.fusion_only(), fold, before)
    print(f"[{label}] {folds_count}-fold cross-validation (held-out questions only):")
    for name in QUESTION_SETS:
        print(f"  {name}: fusion alone {before[name]}; learned (held out) {held_out[name]}")
    print(f"  lookups made from the rules' names (always fitted on): {len(lookups)}")
    final = fit(questions + lookups, without)
    print(f"[{label}] weights fitted on every question:")
    for name, weight in final.weights.items():
        print(f"  {name:<22} {weight:+.4f}")
    return final, len(questions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--write", action="store_true", help="write the weights fitted on all")
    parser.add_argument(
        "--without", action="append", default=[], choices=FEATURES, help="leave a signal out"
    )
    parser.add_argument("--lexical-only", action="store_true", help="skip the semantic fit")
    args = parser.parse_args()
    without = frozenset(args.without)
    index = RulesIndex.open_or_build(parse_corpus(), "train", None)
    lexical, fitted = cross_validate(index, args.folds, without, "lexical")
    semantic: LinearRanker | None = None
    if not args.lexical_only:
        problem = index.load_semantic(None)
        if problem is not None:
            raise SystemExit(problem)
        semantic, _ = cross_validate(index, args.folds, without, "with semantic")
    if args.write:
        about = {
            "what": "weights of the search ranker's signals (rules_corpus/search/ranking.py): "
            "'weights' without the sentence encoder, 'semantic_weights' with it",
            "fitted_by": "benchmarks/train_ranker.py",
            "questions": fitted,
            "lookups": LOOKUPS,
            "loss": f"listwise softmax, L2 {L2}, Adam {STEPS} steps",
        }
        WEIGHTS_FILE.write_text(lexical.to_json(about, semantic), encoding="utf-8")
        print(f"written: {WEIGHTS_FILE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
