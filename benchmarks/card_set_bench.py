"""One card-question file measured alone, three ways, its misses never listed (issue 32).

A set written blind is measured once before anyone studies it; ``search_bench.py`` would also
print every held-out set's figures, which whoever works on the ranking must not read while
tuning. This prints only the given file's recall@5, MRR and top-1 as ``search_bench`` computes
them (:func:`search_bench.evaluate`, with the encoder loaded): as today (no card recognised), with
the library's cards, and with ``--cards DIR`` imported into a temporary pool (rulings left out).

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/card_set_bench.py FILE
[--cards DIR]``
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from search_bench import Fts5Baseline, card_readers, evaluate  # noqa: E402

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("questions", type=Path, help="a card-question file (tests/data shape)")
    parser.add_argument("--cards", type=Path, help="card files in the official API's shape")
    args = parser.parse_args()
    corpus = parse_corpus()
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(corpus, "bench", Path(tmp))
        baseline = Fts5Baseline(corpus)
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            print(f"semantic: not loaded ({problem})")
        library_read, pool_read = card_readers(index, args.cards, Path(tmp))
        print(f"{args.questions.name}, as today (no card recognised):")
        print(evaluate(args.questions, index, baseline, False))
        print("... with the library's cards (no card data imported):")
        print(evaluate(args.questions, index, baseline, False, library_read))
        if pool_read is not None:
            print(f"... with the cards of {args.cards} imported (rulings left out):")
            print(evaluate(args.questions, index, baseline, False, pool_read))


if __name__ == "__main__":
    main()
