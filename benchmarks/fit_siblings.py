"""Choose the sibling-rule stage's weights by cross-validation (rules_corpus/search/siblings.py).

Each question of the STUDIED set of card questions (tests/data/card_questions.yaml) is searched
once each way the benchmark reads it — no card recognised, the library's cards only and (given
``--cards DIR``) those cards imported into a scratch pool, their rulings left out — and so is
each question of the studied fresh sets (search_bench.STUDIED) with the cards recognised (a
question that happens to name a card must not get worse); the ranking the stage receives is
kept, with the question's measures of fit and meaning. Each weight set of a small grid then
lifts siblings offline, and the search's own tail (each rule once, current rules first) lists
the hits.

Printed: the figures of each way before the stage; the best weight sets in-sample; and the
**cross-validated** figures (k folds of questions: the weights chosen on the other folds,
measured on the fold left out) of the stage without a family cap and with one (at most 2 of a
family among the first five), against no stage — the figures on which the cap is decided. The
weights to ship are the in-sample best of the variant that cross-validates best, if it beats no
stage: copy them into ``siblings.WEIGHTS`` by hand (a change of weights is a change of code,
reviewed as one).

Only studied sets are read: the held-out sets of card questions are never read here, and the
official rulings are left out of the pool.

Run: ``.venv/bin/python benchmarks/fit_siblings.py [--cards DIR] [--folds K]``
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import search_bench  # noqa: E402

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search import text_ranking as ranking_module  # noqa: E402
from rules_corpus.search.hit_list import one_per_rule  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.siblings import SiblingWeights, lift_siblings  # noqa: E402

STUDIED = ROOT / "tests/data/card_questions.yaml"
FRESH = tuple(ROOT / "tests/data" / name for name in search_bench.STUDIED)
GRID_DEPTH = (1, 2, 3)
GRID_MARGIN = (0.1, 0.2, 0.3)
GRID_COSINE = (0.0, 0.5)
GRID_LIFTS = (1,)
GRID_OWN = (0.5, 1.0)
GRID_SWAP = (False, True)
GRID_REACH = (0, 10, 20)
CAP = 2
NONE = SiblingWeights(depth=0, margin=0.0, cosine=0.0)

# (the stage's arguments but the weights, the question's answers)
Captured = tuple[tuple[Any, ...], set[str]]


def capture(
    index: RulesIndex, read: search_bench.Reader | None, paths: tuple[Path, ...] = (STUDIED,)
) -> list[Captured]:
    """Each studied question's ranking as the stage receives it (the search itself runs; a
    question the stage is not asked about is kept with its ranking as final)."""
    seen: list[tuple[Any, ...]] = []
    real = getattr(ranking_module, "lift_siblings")  # noqa: B009 (swapped for a recorder below)

    def keep(*args: Any, **kwargs: Any) -> Any:
        seen.append((*args, kwargs.get("own")))
        return list(args[0])

    setattr(ranking_module, "lift_siblings", keep)  # noqa: B010
    shipped = index.sibling_weights
    index.sibling_weights = SiblingWeights(depth=1, margin=0.0, cosine=0.0)  # the stage is called
    out: list[Captured] = []
    try:
        items = [i for p in paths for i in YAML(typ="safe").load(p.read_text(encoding="utf-8"))]
        for item in items:
            seen.clear()
            question = str(item["question"])
            cards = read(question) if read is not None else ()
            result = index.search(question, limit=search_bench.WINDOW_LIMIT, cards=cards)
            answers = {str(a) for a in item["answers"]}
            if seen:
                out.append((seen[-1], answers))
            else:  # the stage was not asked: the hits as they are
                final = [h.id for h in result.hits if h.doc == NEW_EDITION]
                out.append((("final", final), answers))
    finally:
        setattr(ranking_module, "lift_siblings", real)  # noqa: B010
        index.sibling_weights = shipped
    return out


def ranks(index: RulesIndex, captured: list[Captured], weights: SiblingWeights) -> list[int | None]:
    """The answer's place (within the first 10 current-rules hits) of each question."""
    found: list[int | None] = []
    for args, answers in captured:
        if args[0] == "final":
            ids = list(args[1])[:10]
        else:
            staged = weights.depth or weights.cap
            stage: Callable[..., list[Any]] = lift_siblings
            ranked = stage(*args[:7], weights=weights, own=args[-1]) if staged else list(args[0])
            # The search's own tail: each rule once, current rules first (an old hit lends its
            # CR 5.0 equivalent), as RulesIndex._text_hits does.
            units = index._units
            signals = index._signals
            placed = [(score, c.docnum) for score, c in one_per_rule(ranked, units)]
            placed = index.currency.first_current(
                placed, signals.described, signals.docnum, NEW_EDITION, search_bench.WINDOW_LIMIT
            )
            ids = [
                signals.described(d)[1] for _, d in placed if signals.described(d)[0] == NEW_EDITION
            ][:10]
        found.append(next((n for n, i in enumerate(ids, 1) if i in answers), None))
    return found


def figures(places: list[int | None]) -> tuple[float, float]:
    n = max(1, len(places))
    recall = sum(1 for p in places if p is not None and p <= 5) / n
    mrr = sum(1 / p for p in places if p) / n
    return recall, mrr


def grid(cap: int) -> list[SiblingWeights]:
    return [
        SiblingWeights(depth, margin, cosine, lifts, cap, own, swap, reach)
        for depth, margin, cosine, lifts, own, swap, reach in itertools.product(
            GRID_DEPTH, GRID_MARGIN, GRID_COSINE, GRID_LIFTS, GRID_OWN, GRID_SWAP, GRID_REACH
        )
    ]


def objective(places: list[list[int | None]], keep: Callable[[int], bool]) -> float:
    """The mean of recall@5 and MRR over every way, on each way's questions ``keep`` keeps."""
    total = 0.0
    for way in places:
        recall, mrr = figures([p for n, p in enumerate(way) if keep(n)])
        total += recall + mrr
    return total / (2 * len(places))


def everyone(n: int) -> bool:
    return True


def cross_validated(
    table: dict[SiblingWeights, list[list[int | None]]], folds: int
) -> list[list[int | None]]:
    """Each question's place under the weights chosen on the folds it is not in."""
    first = next(iter(table.values()))
    out: list[list[int | None]] = [[None] * len(way) for way in first]
    for fold in range(folds):

        def trained(n: int, fold: int = fold) -> bool:
            return n % folds != fold

        best = max(table, key=lambda w: objective(table[w], trained))
        for way, places in enumerate(table[best]):
            for n in range(fold, len(places), folds):
                out[way][n] = places[n]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    parser.add_argument("--folds", type=int, default=5)
    args = parser.parse_args()
    corpus = parse_corpus()
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(corpus, "fit", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            sys.exit(f"the encoder is needed: {problem}")
        library_read, pool_read = search_bench.card_readers(index, args.cards, Path(tmp))
        readers: dict[str, Callable[[str], Any] | None] = {
            "none": None,
            "library": library_read,
        }
        if pool_read is not None:
            readers["pool"] = pool_read
        ways = {name: capture(index, read) for name, read in readers.items()}
        # The studied fresh sets with the cards recognised: a question that happens to name
        # a card (or a word like one) must not get worse.
        ways["fresh"] = capture(index, pool_read or library_read, FRESH)
    names = list(ways)
    count = len(ways[names[0]])

    Table = dict[SiblingWeights, list[list[int | None]]]

    def table_of(weights_list: list[SiblingWeights]) -> Table:
        return {w: [ranks(index, ways[name], w) for name in names] for w in weights_list}

    def shown(places: list[list[int | None]]) -> str:
        parts = []
        for name, way in zip(names, places, strict=True):
            recall, mrr = figures(way)
            parts.append(f"{name} {recall:.3f}/{mrr:.3f}")
        return "; ".join(parts)

    before = table_of([NONE])[NONE]
    print(
        f"{count} studied card questions (no card, library, pool) and the studied fresh sets"
        " with cards recognised (fresh); recall@5/MRR"
    )
    print(f"no stage                         : {shown(before)}")
    uncapped = table_of(grid(0))
    capped = table_of(grid(CAP))
    for label, table in (("no cap", uncapped), (f"cap {CAP}", capped)):
        best = sorted(table, key=lambda w: -objective(table[w], everyone))[:5]
        for weights in best:
            print(f"in-sample, {label}: {weights}  {shown(table[weights])}")
    only_cap = table_of([SiblingWeights(0, 0.0, 0.0, 0, CAP)])
    print(f"cap {CAP} alone (in-sample)          : {shown(next(iter(only_cap.values())))}")
    for label, table in (("no cap", uncapped), (f"cap {CAP}", capped)):
        cv = cross_validated(table, args.folds)
        print(
            f"cross-validated ({args.folds} folds), {label:7}: {shown(cv)}  "
            f"objective {objective(cv, everyone):.3f}"
        )
    print(f"no stage objective: {objective(before, everyone):.3f}")


if __name__ == "__main__":
    main()
