"""Measure the second look's new signals by cross-validation (rules_corpus/search/rerank.py).

Issue 32's ideas, each a weight of :class:`~rules_corpus.search.rerank.RerankWeights`:

* ``typed`` — the encoder reads the question with its cards' names written as their types
  ("Kuwat, the Dissenter" → "a Character"), and the first places are ranked again by that
  cosine (idea d);
* ``fused`` — a second ranking, the rules filed under what the cards' texts and the question's
  terms invoke (the sections the CR's own titles and glossary say define them), ranked by that
  cosine, fused with the first by reciprocal rank (idea a);
* ``named`` — a Remark or Example naming a card of the question demoted further (idea c).

Each question of the STUDIED card sets (tests/data/card_questions.yaml,
card_questions_studied_2.yaml and card_questions_studied_3.yaml) is searched once each way the
benchmark reads it (no card recognised, the library's cards only and — given ``--cards DIR`` — those
cards imported into a scratch pool, their rulings left out), and each question of the studied fresh
sets with the cards recognised (a question that happens to name a card must not get worse); the
ranking the second look receives is kept with the typed cosines. Each weight set of a small grid
then ranks them
again offline and the search's own tail (each rule once, current rules first) lists the hits.

Printed: the figures of each way with the shipped weights; then for each idea alone and for all
together the **5-fold cross-validated** figures (the weights chosen on the other folds, measured
on the fold left out) and the in-sample best weights. An idea is kept only if its cross-validated
objective beats the shipped weights'; copy its in-sample best into ``rerank.WEIGHTS`` by hand.

Only studied sets are read: the held-out sets of card questions are never read here, and the
official rulings are left out of the pool.

Run: ``.venv/bin/python benchmarks/fit_card_rerank.py [--cards DIR] [--folds K]``
"""

from __future__ import annotations

import argparse
import itertools
import re
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import search_bench  # noqa: E402

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search import index as index_module  # noqa: E402
from rules_corpus.search.hit_list import one_per_rule  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.rerank import TYPED_DEPTH, WEIGHTS, RerankWeights, rerank  # noqa: E402

STUDIED = (
    ROOT / "tests/data/card_questions.yaml",
    ROOT / "tests/data/card_questions_studied_2.yaml",
    ROOT / "tests/data/card_questions_studied_3.yaml",
)
FRESH = tuple(ROOT / "tests/data" / name for name in search_bench.STUDIED)
GRID = {
    "typed": (0.0, 0.25, 0.5, 1.0, 1.5),
    "fused": (0.0, 0.5, 1.0, 2.0),
    "named": (0.0, -1.0, -2.0),
    "states": (0.0, 0.5, 1.0, 2.0, 3.0),
    "states_form": (0.0, 0.5, 1.0, 2.0),
}

# (the second look's arguments, the question's answers)
Captured = tuple[tuple[Any, ...], set[str]]


def capture(
    index: RulesIndex, read: search_bench.Reader | None, paths: tuple[Path, ...]
) -> list[Captured]:
    """Each question's ranking as the second look receives it, with its typed cosines."""
    seen: list[tuple[Any, ...]] = []

    def keep(ranked: Any, units: Any, invoked: Any, weights: Any, typed: Any, names: Any) -> Any:
        seen.append((list(ranked), invoked, typed, tuple(names)))
        return list(ranked)

    real, shipped = index_module.rerank, index_module.WEIGHTS
    index_module.rerank = keep  # type: ignore[assignment]
    index_module.WEIGHTS = replace(WEIGHTS, typed=1.0)  # type: ignore[misc]
    out: list[Captured] = []
    try:
        items = [i for p in paths for i in YAML(typ="safe").load(p.read_text(encoding="utf-8"))]
        for item in items:
            seen.clear()
            question = str(item["question"])
            cards = read(question) if read is not None else ()
            index.search(question, limit=search_bench.WINDOW_LIMIT, cards=cards)
            out.append((seen[-1], {str(a) for a in item["answers"]}))
    finally:
        index_module.rerank = real  # type: ignore[assignment]
        index_module.WEIGHTS = shipped  # type: ignore[misc]
    return out


_SENTENCE_END = re.compile(r"(?<=[.!?])\s")


def first_sentence(index: RulesIndex, captured: list[Captured]) -> list[Captured]:
    """``captured`` with each typed cosine read on the unit's title and first sentence (the
    first :data:`~rules_corpus.search.rerank.TYPED_DEPTH` candidates' units encoded here)."""
    assert index.semantic is not None
    encoder = index.semantic.encoder
    out: list[Captured] = []
    for (ranked, invoked, typed, names), answers in captured:
        if typed is None or not invoked.typed:
            out.append(((ranked, invoked, typed, names), answers))
            continue
        question = encoder.encode(invoked.typed)
        cosines: dict[str, float] = {}
        for _, candidate in ranked[:TYPED_DEPTH]:
            unit = index._units[candidate.key]
            sentence = _SENTENCE_END.split(unit.body.strip(), 1)[0]
            text = f"{unit.title or unit.term}. {sentence}" if sentence else unit.title
            cosines[candidate.key] = float(encoder.encode(text) @ question)
        out.append(((ranked, invoked, cosines, names), answers))
    return out


def ranks(index: RulesIndex, captured: list[Captured], weights: RerankWeights) -> list[int | None]:
    """The answer's place (within the first 10 current-rules hits) of each question."""
    units, signals = index._units, index._signals
    found: list[int | None] = []
    for (ranked, invoked, typed, names), answers in captured:
        again = rerank(ranked, units, invoked, weights, typed, names) if invoked else ranked
        placed = [(score, c.docnum) for score, c in one_per_rule(again, units)]
        placed = index.currency.first_current(
            placed, signals.described, signals.docnum, NEW_EDITION, search_bench.WINDOW_LIMIT
        )
        ids = [signals.described(d)[1] for _, d in placed if signals.described(d)[0] == NEW_EDITION]
        found.append(next((n for n, i in enumerate(ids[:10], 1) if i in answers), None))
    return found


def figures(places: list[int | None]) -> tuple[float, float, float]:
    """recall@5, MRR, top-1."""
    n = max(1, len(places))
    recall = sum(1 for p in places if p is not None and p <= 5) / n
    return recall, sum(1 / p for p in places if p) / n, sum(1 for p in places if p == 1) / n


def objective(places: list[list[int | None]], keep: Callable[[int], bool]) -> float:
    """The mean of recall@5 and MRR over every way, on each way's questions ``keep`` keeps."""
    total = 0.0
    for way in places:
        recall, mrr, _ = figures([p for n, p in enumerate(way) if keep(n)])
        total += recall + mrr
    return total / (2 * len(places))


def cross_validated(
    table: dict[RerankWeights, list[list[int | None]]], folds: int
) -> list[list[int | None]]:
    """Each question's place under the weights chosen on the folds it is not in (ties: the
    first weight set of the grid, which is the shipped one)."""
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


def encoded_index(tmp: Path) -> RulesIndex:
    """The rules index built in ``tmp`` with its encoder loaded (the fits need the cosines)."""
    index = RulesIndex.open_or_build(parse_corpus(), "fit", tmp)
    problem = index.load_semantic(tmp)
    if problem is not None:
        sys.exit(f"the encoder is needed: {problem}")
    return index


def studied_ways(
    index: RulesIndex,
    cards: Path | None,
    tmp: Path,
    take: Callable[[RulesIndex, search_bench.Reader | None, tuple[Path, ...]], Any],
) -> dict[str, Any]:
    """The studied questions taken by ``take`` each way a fit is judged on: no card data
    ("none"), the library's cards, the imported pool (when ``cards`` is given), and the
    studied fresh sets with cards recognised ("fresh"). Never a held-out set."""
    library_read, pool_read = search_bench.card_readers(index, cards, tmp)
    readers: dict[str, Any] = {"none": None, "library": library_read}
    if pool_read is not None:
        readers["pool"] = pool_read
    ways = {name: take(index, read, STUDIED) for name, read in readers.items()}
    ways["fresh"] = take(index, pool_read or library_read, FRESH)
    return ways


def shown_figures(names: list[str], places: list[list[int | None]]) -> str:
    """Each way's recall@5 / MRR / top-1, in one line."""
    return "; ".join(
        f"{name} {r:.3f}/{m:.3f}/{t:.3f}"
        for name, way in zip(names, places, strict=True)
        for r, m, t in [figures(way)]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument(
        "--first-sentence",
        action="store_true",
        help="the typed cosine read on each unit's title and first sentence (encoded here)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        index = encoded_index(Path(tmp))
        ways = studied_ways(index, args.cards, Path(tmp), capture)
        if args.first_sentence:
            ways = {name: first_sentence(index, way) for name, way in ways.items()}
    names = list(ways)
    base = replace(WEIGHTS, **{name: 0.0 for name in GRID})  # before this round's signals

    def table_of(grid: list[RerankWeights]) -> dict[RerankWeights, list[list[int | None]]]:
        return {w: [ranks(index, ways[name], w) for name in names] for w in grid}

    def shown(places: list[list[int | None]]) -> str:
        return shown_figures(names, places)

    print(
        f"studied card questions ({len(ways['none'])}: none, library, pool) and the studied"
        f" fresh sets with cards recognised ({len(ways['fresh'])}: fresh);"
        " recall@5/MRR/top-1"
    )
    before = table_of([base])[base]
    print(f"without the new signals: {shown(before)}  objective {objective(before, _all):.3f}")
    studies: dict[str, dict[str, tuple[float, ...]]] = {
        name: {name: values} for name, values in GRID.items()
    }
    studies["stating rules (both)"] = {k: GRID[k] for k in ("states", "states_form")}
    studies["stating rules and typed"] = {k: GRID[k] for k in ("states", "states_form", "typed")}
    # The stating rules with the weights of the sections the cards and the question's terms
    # invoke (the stating rules are filed under them: the two may stand for each other).
    studies["stating rules, cards and words"] = {
        "states": (0.0, 1.0, 2.0),
        "states_form": (0.0, 1.0, 2.0),
        "cards": (0.0, 0.5, 1.0),
        "words": (1.0, 1.5, 2.0),
    }
    for label, grid in studies.items():
        weights = [base] + [
            replace(base, **dict(zip(grid, values, strict=True)))
            for values in itertools.product(*grid.values())
        ]
        table = table_of(list(dict.fromkeys(weights)))
        best = max(table, key=lambda w: objective(table[w], _all))
        cv = cross_validated(table, args.folds)
        chosen = {k: getattr(best, k) for k in dict.fromkeys([*GRID, *grid])}
        print(
            f"{label}: cross-validated ({args.folds} folds) {shown(cv)}  objective"
            f" {objective(cv, _all):.3f}; in-sample best {chosen} objective"
            f" {objective(table[best], _all):.3f}"
        )


def _all(n: int) -> bool:
    return True


if __name__ == "__main__":
    main()
