"""Fit the learned last look (rules_corpus/search/learned_order.py) and cross-validate it.

Each question of the STUDIED card sets (tests/data/card_questions.yaml,
card_questions_studied_2.yaml and card_questions_studied_3.yaml) is searched once each way the
benchmark reads it (no card recognised, the library's cards only and — given ``--cards DIR`` — those
cards imported into a scratch pool, their rulings left out), and each question of the studied fresh
sets with the cards recognised; the ranking the learned look receives is kept with its signals. A
pairwise logistic
regression (numpy; each answer within the first ``--depth`` places against each other unit
there, each question weighing the same; the ``place`` weight free, the others shrunk towards 0
by ``lambda``) is then fitted and measured by **5-fold cross-validation** (fitted on four folds,
measured on the fifth; a question is in the same fold every way), for each ``lambda`` of a small
grid; the search's own tail (each rule once, current rules first) lists the hits.

Printed: each way's recall@5/MRR/top-1 without the model (today) and cross-validated with it,
and the objective (the mean of recall@5 and MRR over the ways); with ``--write``, the weights
fitted on every studied question with the ``lambda`` whose cross-validated objective is best
are written to rules_corpus/data/learned_order.json — to be kept only if that objective beats
today's. The held-out card sets are never read here; the official rulings are left out.

Run: ``.venv/bin/python benchmarks/fit_learned_order.py --cards DIR [--depth 20] [--write]``
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import fit_card_rerank  # noqa: E402
import search_bench  # noqa: E402

from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search import index as index_module  # noqa: E402
from rules_corpus.search.hit_list import one_per_rule  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.learned_order import FEATURES, WEIGHTS_PATH, OrderModel, features  # noqa: E402

LAMBDAS = (0.001, 0.01, 0.03, 0.1, 0.3, 1.0)
PLACE = FEATURES.index("place")
# Which features a model may weigh: all, or the lean few the error analysis points to.
SUBSETS = {
    "all": FEATURES,
    "lean": (
        "place",
        "first",
        "own",
        "states",
        "states_form",
        "form",
        "words",
        "opens",
        "exception",
    ),
}

# (ranked as the learned look receives it, its feature rows — or what they are read from —,
# the question's answers, the answer's place when the learned look was not asked)
Item = tuple[list[Any], Any, set[str], int | None]


def capture(
    index: RulesIndex, read: search_bench.Reader | None, paths: tuple[Path, ...]
) -> list[Item]:
    """Each question's ranking as the learned look receives it (nothing invoked: none)."""
    seen: list[Any] = []

    def keep(ranked: Any, units: Any, invoked: Any, signals: Any, *rest: Any) -> Any:
        seen.append((list(ranked), (units, invoked, signals)))
        return list(ranked)

    real, shipped = index_module.learned_order, index_module.ORDER_MODEL
    index_module.learned_order = keep  # type: ignore[assignment]
    index_module.ORDER_MODEL = OrderModel(2, tuple(0.0 for _ in FEATURES))  # type: ignore[misc]
    out: list[Item] = []
    try:
        items = [i for p in paths for i in YAML(typ="safe").load(p.read_text(encoding="utf-8"))]
        for item in items:
            seen.clear()
            question = str(item["question"])
            cards = read(question) if read is not None else ()
            hits = index.search(question, limit=search_bench.WINDOW_LIMIT, cards=cards).hits
            answers = {str(a) for a in item["answers"]}
            if seen:
                out.append((*seen[-1], answers, None))
                continue
            # Nothing invoked: the learned look is not asked; the search's place stands.
            ids = [h.id for h in hits if h.doc == NEW_EDITION][:10]
            place = next((n for n, i in enumerate(ids, 1) if i in answers), None)
            out.append(([], (), answers, place))
    finally:
        index_module.learned_order = real  # type: ignore[assignment]
        index_module.ORDER_MODEL = shipped  # type: ignore[misc]
    return out


def at_depth(items: list[Item], depth: int, kept: tuple[str, ...]) -> list[Item]:
    """``items`` with their feature rows worked out for the first ``depth`` places, the
    features not ``kept`` read as 0."""
    mask = np.array([f in kept for f in FEATURES], dtype=float)
    out: list[Item] = []
    for ranked, context, answers, fixed in items:
        if not ranked:
            out.append((ranked, np.zeros((0, len(FEATURES))), answers, fixed))
            continue
        rows = np.array(features(ranked[:depth], *context)) * mask
        out.append((ranked, rows, answers, fixed))
    return out


def place_of(index: RulesIndex, item: Item, weights: np.ndarray | None) -> int | None:
    """The answer's place (within the first 10 current-rules hits), the head ordered by
    ``weights`` (None: as received)."""
    ranked, rows, answers, fixed = item
    if not ranked:
        return fixed
    if weights is not None and len(rows):
        values = rows @ weights
        order = sorted(range(len(rows)), key=lambda n: (-values[n], n))
        ranked = [ranked[n] for n in order] + ranked[len(rows) :]
    units, signals = index._units, index._signals
    placed = [(score, c.docnum) for score, c in one_per_rule(ranked, units)]
    placed = index.currency.first_current(
        placed, signals.described, signals.docnum, NEW_EDITION, search_bench.WINDOW_LIMIT
    )
    ids = [signals.described(d)[1] for _, d in placed if signals.described(d)[0] == NEW_EDITION]
    return next((n for n, i in enumerate(ids[:10], 1) if i in answers), None)


LOSS = ["pairwise"]  # or "listwise" (--loss)


def trained(index: RulesIndex, items: list[Item], shrink: float) -> np.ndarray:
    """The weights fitted on ``items`` by the loss chosen (:data:`LOSS`)."""
    if LOSS[0] == "listwise":
        return fit_listwise(index, items, shrink)
    return fit(*pairs(index, items), shrink)


def _answered(index: RulesIndex, item: Item) -> list[int]:
    """The places of ``item``'s head holding one of its answers."""
    ranked, rows, answers, _ = item
    return [
        n
        for n in range(len(rows))
        if (u := index._units.get(ranked[n][1].key)) is not None
        and u.doc == NEW_EDITION
        and u.id in answers
    ]


def fit_listwise(index: RulesIndex, items: list[Item], shrink: float) -> np.ndarray:
    """Weights maximising each question's probability of an answer under a softmax over its
    head (Newton's method with the Fisher matrix), the place's unshrunk."""
    lists = []
    for item in items:
        good = _answered(index, item)
        if good and len(good) < len(item[1]):
            mask = np.zeros(len(item[1]))
            mask[good] = 1.0
            lists.append((item[1], mask))
    w = np.zeros(len(FEATURES))
    w[PLACE] = 1.0
    penalty = np.full(len(FEATURES), shrink)
    penalty[PLACE] = 1e-6
    count = max(1, len(lists))
    for _ in range(40):
        grad = penalty * w
        hess = np.diag(penalty) + 1e-6 * np.eye(len(FEATURES))
        for rows, mask in lists:
            values = rows @ w
            p = np.exp(values - values.max())
            p /= p.sum()
            q = p * mask
            q /= q.sum()
            grad += rows.T @ (p - q) / count
            centred = rows - p @ rows
            hess += (centred * p[:, None]).T @ centred / count
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w


def pairs(index: RulesIndex, items: list[Item]) -> tuple[np.ndarray, np.ndarray]:
    """Each answer's row less each other row of its head, and each pair's weight (a question
    weighs 1 in all)."""
    diffs: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    for ranked, rows, answers, _ in items:
        good = [
            n
            for n in range(len(rows))
            if (u := index._units.get(ranked[n][1].key)) is not None
            and u.doc == NEW_EDITION
            and u.id in answers
        ]
        bad = [n for n in range(len(rows)) if n not in good]
        if not good or not bad:
            continue
        d = np.array([rows[g] - rows[b] for g in good for b in bad])
        diffs.append(d)
        weights.append(np.full(len(d), 1.0 / len(d)))
    if not diffs:
        return np.zeros((0, len(FEATURES))), np.zeros(0)
    return np.vstack(diffs), np.concatenate(weights)


def fit(diffs: np.ndarray, weights: np.ndarray, shrink: float) -> np.ndarray:
    """The pairwise logistic regression's weights (Newton's method), the place's unshrunk."""
    w = np.zeros(len(FEATURES))
    w[PLACE] = 1.0
    penalty = np.full(len(FEATURES), shrink)
    penalty[PLACE] = 1e-6
    total = max(weights.sum(), 1e-9)
    for _ in range(30):
        margin = diffs @ w
        p = 1.0 / (1.0 + np.exp(np.clip(margin, -30, 30)))  # sigmoid(-margin)
        grad = -(diffs * (weights * p)[:, None]).sum(0) / total + penalty * w
        hess = (diffs * (weights * p * (1 - p))[:, None]).T @ diffs / total + np.diag(penalty)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--depth", type=int, nargs="+", default=[10, 20])
    parser.add_argument("--loss", choices=("pairwise", "listwise"), default="pairwise")
    parser.add_argument("--write", action="store_true", help="write the best lambda's weights")
    args = parser.parse_args()
    LOSS[0] = args.loss
    with tempfile.TemporaryDirectory() as tmp:
        index = fit_card_rerank.encoded_index(Path(tmp))
        ways = fit_card_rerank.studied_ways(index, args.cards, Path(tmp), capture)
    names = list(ways)
    objective = fit_card_rerank.objective

    def shown(places: list[list[int | None]]) -> str:
        return fit_card_rerank.shown_figures(names, places)

    print(
        f"studied card questions ({len(ways['none'])}: none, library, pool) and the studied fresh"
        f" sets with cards recognised ({len(ways['fresh'])}: fresh); recall@5/MRR/top-1"
    )
    today = [[place_of(index, item, None) for item in ways[name]] for name in names]
    print(f"today (no learned look): {shown(today)}  objective {objective(today, _all):.3f}")
    variants = {
        (depth, subset): {name: at_depth(ways[name], depth, SUBSETS[subset]) for name in names}
        for depth in args.depth
        for subset in SUBSETS
    }
    configs = [(depth, subset, shrink) for depth, subset in variants for shrink in LAMBDAS]

    def cross_validated(
        config: tuple[int, str, float], kept: Callable[[int], bool], fold_of: Callable[[int], int]
    ) -> list[list[int | None]]:
        """Each kept question's place under the config fitted on the kept questions of the
        other folds (``fold_of``); questions not kept: None."""
        items = variants[config[:2]]
        out: list[list[int | None]] = [[None] * len(items[name]) for name in names]
        folds = {fold_of(n) for name in names for n in range(len(items[name])) if kept(n)}
        for fold in folds:
            train = [
                item
                for name in names
                for n, item in enumerate(items[name])
                if kept(n) and fold_of(n) != fold
            ]
            w = trained(index, train, config[2])
            for k, name in enumerate(names):
                for n in range(len(items[name])):
                    if kept(n) and fold_of(n) == fold:
                        out[k][n] = place_of(index, items[name][n], w)
        return out

    k = args.folds
    scores: dict[tuple[int, str, float], float] = {}
    for config in configs:
        cv = cross_validated(config, _all, lambda n: n % k)
        scores[config] = objective(cv, _all)
        print(f"{config}: cross-validated ({k} folds) {shown(cv)}  objective {scores[config]:.3f}")
    # Nested: each outer fold's config chosen by a cross-validation on the other folds alone.
    nested: list[list[int | None]] = [[None] * len(ways[name]) for name in names]
    chosen = []
    for fold in range(k):

        def train(n: int, fold: int = fold) -> bool:
            return n % k != fold

        def inner(n: int) -> int:
            return (n // k) % (k - 1)

        pick = max(configs, key=lambda c: objective(cross_validated(c, train, inner), train))
        chosen.append(pick)
        w = trained(
            index,
            [item for name in names for n, item in enumerate(variants[pick[:2]][name]) if train(n)],
            pick[2],
        )
        for j, name in enumerate(names):
            for n in range(fold, len(ways[name]), k):
                nested[j][n] = place_of(index, variants[pick[:2]][name][n], w)
    print(
        f"nested cross-validation (config chosen within each training split: {chosen}):"
        f" {shown(nested)}  objective {objective(nested, _all):.3f} vs today"
        f" {objective(today, _all):.3f}"
    )
    best = max(configs, key=lambda c: scores[c])
    everything = [item for name in names for item in variants[best[:2]][name]]
    w = trained(index, everything, best[2])
    in_sample = [[place_of(index, item, w) for item in variants[best[:2]][name]] for name in names]
    print(
        f"best config {best} (cross-validated objective {scores[best]:.3f}); fitted on all:"
        f" {shown(in_sample)} objective {objective(in_sample, _all):.3f}"
    )
    print("weights: " + ", ".join(f"{f} {v:+.3f}" for f, v in zip(FEATURES, w, strict=True)))
    if args.write:
        data = {
            "depth": best[0],
            "features": best[1],
            "loss": LOSS[0],
            "lambda": best[2],
            "cross_validated_objective": round(scores[best], 4),
            "nested_objective": round(objective(nested, _all), 4),
            "today_objective": round(objective(today, _all), 4),
            "weights": {f: round(float(v), 4) for f, v in zip(FEATURES, w, strict=True)},
        }
        WEIGHTS_PATH.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS_PATH}")


def _all(n: int) -> bool:
    return True


if __name__ == "__main__":
    main()
