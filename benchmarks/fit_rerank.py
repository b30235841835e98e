"""Fit the weights of the second look at questions naming cards (rules_corpus/search/rerank.py).

The search of each question of the STUDIED set of card questions
(tests/data/card_questions.yaml) is run once, with the cards recognised two ways (the
library's cards only, and — given ``--cards DIR`` — with those cards imported into a scratch
pool, their rulings left out, as search_bench.py does); the first ranking and what the
question invokes are kept. Each weight set of a small grid then ranks them again, offline, and
the one with the best mean of MRR and recall@5 over both ways is printed (with how many
questions' answers are among the candidates ranked again at all). Copy it into
``rerank.WEIGHTS`` by hand: a change of weights is a change of code, reviewed as one.

Only the studied set is read: the held-out sets of card questions are never read here (a test
checks this file names none), and the official rulings are left out of the pool.

Run: ``.venv/bin/python benchmarks/fit_rerank.py [--cards DIR]``
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
from pathlib import Path

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
from rules_corpus.search.interaction import Invoked  # noqa: E402
from rules_corpus.search.ranking import Candidate  # noqa: E402
from rules_corpus.search.rerank import DEPTH, RerankWeights, rerank  # noqa: E402

STUDIED = ROOT / "tests/data/card_questions.yaml"
# The grid: around the weights the last fit found (form 4, cards 0.5, note -1, reach 5, words
# 1.5), with each form's own best rules (``each``) and the terms of the clause that asks
# (``main``) added; a grid of every value of each (tens of thousands of weight sets) takes
# hours on the shared machine.
GRID_FORM = (3.0, 4.0, 6.0)
GRID_CARDS = (0.5, 1.0)
GRID_NOTE = (0.0, -1.0)
GRID_REACH = (3, 5)
GRID_WORDS = (1.0, 1.5, 2.0)
GRID_EACH = (0, 1, 2)
GRID_MAIN = (0.0, 1.0, 2.0)

Captured = tuple[list[tuple[float, Candidate]], Invoked, set[str]]


def capture(index: RulesIndex, read: search_bench.Reader) -> list[Captured]:
    """Each studied question's first ranking and what it invokes (the search itself runs)."""
    seen: list[tuple[list[tuple[float, Candidate]], Invoked]] = []

    def keep(ranked, units, invoked, weights=None):  # type: ignore[no-untyped-def]
        seen.append((list(ranked), invoked))
        return list(ranked)

    real = index_module.rerank
    index_module.rerank = keep  # type: ignore[assignment]
    out: list[Captured] = []
    try:
        for item in YAML(typ="safe").load(STUDIED.read_text(encoding="utf-8")):
            seen.clear()
            question = str(item["question"])
            index.search(question, limit=search_bench.WINDOW_LIMIT, cards=read(question))
            ranked, invoked = seen[-1] if seen else ([], Invoked())
            out.append((ranked, invoked, {str(a) for a in item["answers"]}))
    finally:
        index_module.rerank = real  # type: ignore[assignment]
    return out


def quality(
    index: RulesIndex, captured: list[Captured], weights: RerankWeights
) -> tuple[float, float]:
    """(recall@5, MRR over the top 10) of the current rules' hits, ranked again."""
    hits = reciprocal = 0.0
    for ranked, invoked, answers in captured:
        again = rerank(ranked, index._units, invoked, weights) if invoked else ranked
        ids = [
            index._units[c.key].id
            for _, c in one_per_rule(again, index._units)
            if index._units[c.key].doc == NEW_EDITION
        ][:10]
        rank = next((n for n, i in enumerate(ids, 1) if i in answers), None)
        hits += rank is not None and rank <= 5
        reciprocal += 1 / rank if rank else 0.0
    n = max(1, len(captured))
    return hits / n, reciprocal / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    args = parser.parse_args()
    corpus = parse_corpus()
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(corpus, "fit", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            sys.exit(f"the encoder is needed: {problem}")
        library_read, pool_read = search_bench.card_readers(index, args.cards, Path(tmp))
        ways = {"library": capture(index, library_read)}
        if pool_read is not None:
            ways["pool"] = capture(index, pool_read)
        for way, captured in ways.items():
            reachable = sum(
                any(
                    index._units[c.key].doc == NEW_EDITION and index._units[c.key].id in answers
                    for _, c in ranked[:DEPTH]
                )
                for ranked, _, answers in captured
            )
            print(f"{way}: answer among the {DEPTH} ranked again for {reachable}/{len(captured)}")
            recall, mrr = quality(index, captured, RerankWeights(0, 0, 0, 0))
            print(f"  first ranking: recall@5 {recall:.3f}, MRR {mrr:.3f}")
        results = []
        grid = itertools.product(
            GRID_FORM, GRID_CARDS, GRID_NOTE, GRID_REACH, GRID_WORDS, GRID_EACH, GRID_MAIN
        )
        for form, cards, note, reach, words, each, main in grid:
            weights = RerankWeights(form, cards, note, reach, words, each, main)
            figures = [quality(index, captured, weights) for captured in ways.values()]
            mean = sum(r + m for r, m in figures) / (2 * len(figures))
            results.append((mean, weights, figures))
        results.sort(key=lambda r: -r[0])
        for mean, weights, figures in results[:12]:
            shown = "; ".join(
                f"{w} {r:.3f}/{m:.3f}" for w, (r, m) in zip(ways, figures, strict=True)
            )
            print(f"{mean:.3f}  {weights}  {shown}")


if __name__ == "__main__":
    main()
