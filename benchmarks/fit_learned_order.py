"""Fit the learned second look (rules_corpus/search/learned_order.py) and cross-validate it.

Each question of the STUDIED card sets (search_bench.STUDIED_CARD_QUESTIONS) is searched once
each way the benchmark reads it (no card recognised, the library's cards only and — given
``--cards DIR`` — those cards imported into a scratch pool, their rulings left out), and each
question of the studied fresh sets with the cards recognised; the first ranker's order the
learned look receives is kept with its signals (``--save FILE`` keeps them for ``--load``).
A pairwise logistic regression (numpy; each answer among the places looked at against each
other unit there, each question weighing the same; the ``place`` weight free, the others
shrunk towards 0 by ``lambda``) — or a listwise one (``--loss listwise``) — is fitted and
measured by **5-fold cross-validation by question** (a question is in the same fold every way),
for each depth and ``lambda`` of a small grid; the search's own tail (each rule once, current
rules first) lists the hits.

Printed: each way's recall@5/MRR/top-1 with the first ranker alone, with the hand-set second
look (:mod:`rules_corpus.search.rerank`), and cross-validated with the model, and the objective
(the mean of recall@5 and MRR over the ways); nested cross-validation (the config chosen within
each training split); with ``--write``, the weights fitted on every studied question with the
best cross-validated config are written to rules_corpus/data/learned_order.json. The held-out
card sets are never read here; the official rulings are left out.

Run: ``.venv/bin/python benchmarks/fit_learned_order.py --cards DIR [--depth 20 30] [--write]``
"""

from __future__ import annotations

import argparse
import json
import pickle
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
from rules_corpus.search import text_ranking  # noqa: E402
from rules_corpus.search.hit_list import one_per_rule  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.learned_order import (  # noqa: E402
    FEATURES,
    WEIGHTS_PATH,
    OrderModel,
    features,
    looked_at,
)
from rules_corpus.search.rerank import WEIGHTS, rerank  # noqa: E402

LAMBDAS = (0.0001, 0.0003, 0.001, 0.003, 0.01, 0.03)
PLACE = FEATURES.index("place")
DEPTHS = (10, 20, 30)
REACH = 5

# One question one way: the answers, and either the place when nothing is invoked (the learned
# look is not asked) or, per depth, the places looked at, the rest, and their feature rows; and
# the places with the first ranker alone and with the hand-set second look.
Item = dict[str, Any]


def capture(
    index: RulesIndex, read: search_bench.Reader | None, paths: tuple[Path, ...]
) -> list[Item]:
    """Each question's first ranking as the learned look receives it, with its rows."""
    seen: list[Any] = []

    def keep(ranked: Any, units: Any, invoked: Any, signals: Any, *rest: Any) -> Any:
        seen.append((list(ranked), invoked, signals))
        return list(ranked)

    real, shipped = text_ranking.learned_order, text_ranking.ORDER_MODEL
    text_ranking.learned_order = keep  # type: ignore[assignment]
    text_ranking.ORDER_MODEL = OrderModel(2, tuple(0.0 for _ in FEATURES))  # type: ignore[misc]
    out: list[Item] = []
    units = index._units
    try:
        items = [i for p in paths for i in YAML(typ="safe").load(p.read_text(encoding="utf-8"))]
        for item in items:
            seen.clear()
            question = str(item["question"])
            cards = read(question) if read is not None else ()
            hits = index.search(question, limit=search_bench.WINDOW_LIMIT, cards=cards).hits
            answers = {str(a) for a in item["answers"]}
            if not seen:
                ids = [h.id for h in hits if h.doc == NEW_EDITION][:10]
                place = next((n for n, i in enumerate(ids, 1) if i in answers), None)
                out.append({"answers": answers, "fixed": place})
                continue
            ranked, invoked, signals = seen[-1]
            names = signals.names
            hand = rerank(ranked, units, invoked, WEIGHTS, None, names)
            entry: Item = {
                "answers": answers,
                "fixed": None,
                "first": _place(index, ranked, answers),
                "hand": _place(index, hand, answers),
                "depths": {},
            }
            for depth in DEPTHS:
                head, tail = looked_at(ranked, units, invoked, depth)
                rows = np.array(features(head, units, invoked, signals, depth, REACH))
                entry["depths"][depth] = (head, tail, rows)
            out.append(entry)
    finally:
        text_ranking.learned_order = real  # type: ignore[assignment]
        text_ranking.ORDER_MODEL = shipped  # type: ignore[misc]
    return out


def _place(index: RulesIndex, ranked: list[Any], answers: set[str]) -> int | None:
    """The answer's place within the first 10 current-rules hits of ``ranked``."""
    units, signals = index._units, index._signals
    placed = [(score, c.docnum) for score, c in one_per_rule(ranked, units)]
    placed = index.currency.first_current(
        placed, signals.described, signals.docnum, NEW_EDITION, search_bench.WINDOW_LIMIT
    )
    ids = [signals.described(d)[1] for _, d in placed if signals.described(d)[0] == NEW_EDITION]
    return next((n for n, i in enumerate(ids[:10], 1) if i in answers), None)


def place_of(
    index: RulesIndex, item: Item, depth: int, weights: np.ndarray, mask: np.ndarray
) -> int | None:
    """The answer's place, the places looked at ordered by ``weights``."""
    if "depths" not in item:
        return item["fixed"]  # type: ignore[no-any-return]
    head, tail, rows = item["depths"][depth]
    values = (rows * mask) @ weights
    order = sorted(range(len(head)), key=lambda n: (-values[n], n))
    ranked = [head[n] for n in order] + tail
    return _place(index, ranked, item["answers"])


LOSS = ["pairwise"]  # or "listwise" (--loss)


def _answered(index: RulesIndex, item: Item, depth: int) -> list[int]:
    """The places looked at holding one of the item's answers."""
    head = item["depths"][depth][0]
    return [
        n
        for n, (_, c) in enumerate(head)
        if (u := index._units.get(c.key)) is not None
        and u.doc == NEW_EDITION
        and u.id in item["answers"]
    ]


def trained(
    index: RulesIndex, items: list[Item], depth: int, shrink: float, mask: np.ndarray
) -> np.ndarray:
    """The weights fitted on ``items`` by the loss chosen (:data:`LOSS`)."""
    lists = []
    for item in items:
        if "depths" not in item:
            continue
        rows = item["depths"][depth][2] * mask
        good = _answered(index, item, depth)
        if good and len(good) < len(rows):
            lists.append((rows, good))
    if LOSS[0] == "listwise":
        return fit_listwise(lists, shrink)
    return fit(lists, shrink)


def fit_listwise(lists: list[tuple[np.ndarray, list[int]]], shrink: float) -> np.ndarray:
    """Weights maximising each question's probability of an answer under a softmax over the
    places looked at (Newton's method with the Fisher matrix), the place's unshrunk."""
    w = np.zeros(len(FEATURES))
    w[PLACE] = 1.0
    penalty = np.full(len(FEATURES), shrink)
    penalty[PLACE] = 1e-6
    count = max(1, len(lists))
    for _ in range(40):
        grad = penalty * w
        hess = np.diag(penalty) + 1e-6 * np.eye(len(FEATURES))
        for rows, good in lists:
            mask = np.zeros(len(rows))
            mask[good] = 1.0
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


def fit(lists: list[tuple[np.ndarray, list[int]]], shrink: float) -> np.ndarray:
    """The pairwise logistic regression's weights (Newton's method), the place's unshrunk:
    each answer's row less each other row looked at, a question weighing 1 in all."""
    diffs_: list[np.ndarray] = []
    weights_: list[np.ndarray] = []
    for rows, good in lists:
        bad = [n for n in range(len(rows)) if n not in good]
        d = np.array([rows[g] - rows[b] for g in good for b in bad])
        diffs_.append(d)
        weights_.append(np.full(len(d), 1.0 / len(d)))
    w = np.zeros(len(FEATURES))
    w[PLACE] = 1.0
    if not diffs_:
        return w
    diffs, weights = np.vstack(diffs_), np.concatenate(weights_)
    penalty = np.full(len(FEATURES), shrink)
    penalty[PLACE] = 1e-6
    total = max(weights.sum(), 1e-9)
    for _ in range(50):
        margin = diffs @ w
        p = 1.0 / (1.0 + np.exp(np.clip(margin, -30, 30)))  # sigmoid(-margin)
        grad = -(diffs * (weights * p)[:, None]).sum(0) / total + penalty * w
        hess = (diffs * (weights * p * (1 - p))[:, None]).T @ diffs / total + np.diag(penalty)
        step = np.linalg.solve(hess + 1e-9 * np.eye(len(FEATURES)), grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return w


SUBSETS: dict[str, tuple[str, ...]] = {
    "all": FEATURES,
    "no_asked": tuple(f for f in FEATURES if f != "asked"),
    "no_asked3": tuple(f for f in FEATURES if f != "asked3"),
    "no_family_asked": tuple(f for f in FEATURES if f != "family_asked"),
    "no_asked3_family": tuple(f for f in FEATURES if f not in ("asked3", "family_asked")),
    "no_siblings": tuple(f for f in FEATURES if f not in ("parent", "kin")),
    "no_main_first": tuple(f for f in FEATURES if f != "main_first"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--depth", type=int, nargs="+", default=[20])
    parser.add_argument("--loss", choices=("pairwise", "listwise"), default="pairwise")
    parser.add_argument("--save", type=Path, help="keep the captured rankings in this file")
    parser.add_argument("--load", type=Path, help="read the captured rankings from this file")
    parser.add_argument("--nested", action="store_true", help="nested cross-validation too")
    parser.add_argument("--write", action="store_true", help="write the best config's weights")
    parser.add_argument(
        "--subsets", nargs="+", choices=tuple(SUBSETS), help="feature subsets to try (default all)"
    )
    args = parser.parse_args()
    LOSS[0] = args.loss
    fit_card_rerank.STUDIED = search_bench.STUDIED_CARD_QUESTIONS
    with tempfile.TemporaryDirectory() as tmp:
        index = fit_card_rerank.encoded_index(Path(tmp))
        if args.load:
            ways = pickle.loads(args.load.read_bytes())
        else:
            ways = fit_card_rerank.studied_ways(index, args.cards, Path(tmp), capture)
            if args.save:
                args.save.write_bytes(pickle.dumps(ways))
        report(index, ways, args)


def report(index: RulesIndex, ways: dict[str, list[Item]], args: argparse.Namespace) -> None:
    """The figures (see the module) and, with ``--write``, the weights file."""
    names = list(ways)
    objective = fit_card_rerank.objective

    def shown(places: list[list[int | None]]) -> str:
        return fit_card_rerank.shown_figures(names, places)

    def base(key: str) -> list[list[int | None]]:
        return [[it[key] if "depths" in it else it["fixed"] for it in ways[n]] for n in names]

    print(
        f"studied card questions ({len(ways['none'])} each way: none, library, pool) and the"
        f" studied fresh sets with cards recognised ({len(ways['fresh'])}); recall@5/MRR/top-1"
    )
    first, hand = base("first"), base("hand")
    print(f"first ranker alone: {shown(first)}  objective {objective(first, _all):.3f}")
    print(f"hand-set second look: {shown(hand)}  objective {objective(hand, _all):.3f}")
    masks = {s: np.array([f in kept for f in FEATURES], dtype=float) for s, kept in SUBSETS.items()}
    subsets = args.subsets or list(SUBSETS)
    configs = [(d, s, lam) for d in args.depth for s in subsets for lam in LAMBDAS]
    k = args.folds

    def cross_validated(
        config: tuple[int, str, float], kept: Callable[[int], bool], fold_of: Callable[[int], int]
    ) -> list[list[int | None]]:
        depth, subset, shrink = config
        out: list[list[int | None]] = [[None] * len(ways[n]) for n in names]
        folds = {fold_of(i) for n in names for i in range(len(ways[n])) if kept(i)}
        for fold in folds:
            train = [
                it for n in names for i, it in enumerate(ways[n]) if kept(i) and fold_of(i) != fold
            ]
            w = trained(index, train, depth, shrink, masks[subset])
            for j, n in enumerate(names):
                for i, it in enumerate(ways[n]):
                    if kept(i) and fold_of(i) == fold:
                        out[j][i] = place_of(index, it, depth, w, masks[subset])
        return out

    scores: dict[tuple[int, str, float], float] = {}
    for config in configs:
        cv = cross_validated(config, _all, lambda i: i % k)
        scores[config] = objective(cv, _all)
        print(f"{config}: cross-validated ({k} folds) {shown(cv)}  objective {scores[config]:.4f}")
    nested_objective = None
    if args.nested:
        nested: list[list[int | None]] = [[None] * len(ways[n]) for n in names]
        chosen = []
        for fold in range(k):

            def train(i: int, fold: int = fold) -> bool:
                return i % k != fold

            def inner(i: int) -> int:
                return (i // k) % (k - 1)

            pick = max(configs, key=lambda c: objective(cross_validated(c, train, inner), train))
            chosen.append(pick)
            items = [it for n in names for i, it in enumerate(ways[n]) if train(i)]
            w = trained(index, items, pick[0], pick[2], masks[pick[1]])
            for j, n in enumerate(names):
                for i in range(fold, len(ways[n]), k):
                    nested[j][i] = place_of(index, ways[n][i], pick[0], w, masks[pick[1]])
        nested_objective = objective(nested, _all)
        print(f"nested ({chosen}): {shown(nested)}  objective {nested_objective:.3f}")
    best = max(configs, key=lambda c: scores[c])
    everything = [it for n in names for it in ways[n]]
    w = trained(index, everything, best[0], best[2], masks[best[1]])
    in_sample = [[place_of(index, it, best[0], w, masks[best[1]]) for it in ways[n]] for n in names]
    print(
        f"best config {best} (cross-validated {scores[best]:.3f}); fitted on all, in sample:"
        f" {shown(in_sample)} objective {objective(in_sample, _all):.3f}"
    )
    print("weights: " + ", ".join(f"{f} {v:+.3f}" for f, v in zip(FEATURES, w, strict=True)))
    if args.write:
        data = {
            "depth": best[0],
            "reach": REACH,
            "features": best[1],
            "loss": LOSS[0],
            "lambda": best[2],
            "cross_validated_objective": round(scores[best], 4),
            "nested_objective": None if nested_objective is None else round(nested_objective, 4),
            "first_ranker_objective": round(objective(first, _all), 4),
            "hand_set_objective": round(objective(hand, _all), 4),
            "weights": {f: round(float(v), 4) for f, v in zip(FEATURES, w, strict=True)},
        }
        WEIGHTS_PATH.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS_PATH}")


def _all(n: int) -> bool:
    return True


if __name__ == "__main__":
    main()
