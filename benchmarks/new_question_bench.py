"""A question never asked before: the whole search's CPU time, the encoder's part, and where the
rest goes (issue 32: p95 ≤ 10 ms).

Each question of the query mix, of the studied card question sets and of
benchmarks/data/never_asked.txt (223 questions written for this, perf24) is searched as the
window searches it (its cards recognised, the library's and — with ``--cards DIR`` — those
imported), with nothing kept from before: the index's recent parses and matches and the
encoder's kept questions forgotten first. Prints the CPU p50/p95 of the whole search, of the
whole path (the cards recognised, then the search) and of the question's encoding alone, for
all the questions and for never_asked.txt's alone, the resident memory after the first search,
and with ``--profile N`` the N functions that took the most time over all the searches
(cProfile, cumulative). ``--runs N`` repeats the timed pass (the figures of every run pooled).

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/new_question_bench.py
[--cards DIR] [--profile N]``
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.search_bench import (  # noqa: E402
    STUDIED_CARD_QUESTIONS,
    card_readers,
    resident_mb,
)
from benchmarks.search_identity import never_asked  # noqa: E402
from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402


def questions() -> list[str]:
    mix = (ROOT / "benchmarks/data/query_mix.txt").read_text(encoding="utf-8").splitlines()
    out = [q for q in mix if q.strip()]
    for path in STUDIED_CARD_QUESTIONS:
        out += [str(item["question"]) for item in YAML(typ="safe").load(path.read_text("utf-8"))]
    return list(dict.fromkeys(out + never_asked()))


def forget(index: RulesIndex) -> None:
    """Nothing kept from an earlier search: recent parses, matches, encoded questions."""
    index.forget_recent()
    assert index.semantic is not None
    encoder = index.semantic.encoder
    forget_encoded = getattr(encoder, "forget", None)
    if forget_encoded is not None:
        forget_encoded()
    else:  # an encoder from before Encoder.forget
        encoder._cache.clear()


def percentiles(values: list[float]) -> str:
    return f"p50 {np.percentile(values, 50):.2f} ms, p95 {np.percentile(values, 95):.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (official API shape)")
    parser.add_argument("--profile", type=int, default=0, help="print the N costliest functions")
    parser.add_argument("--runs", type=int, default=1, help="timed passes (pooled)")
    args = parser.parse_args()
    texts = questions()
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(parse_corpus(), "bench", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            sys.exit(f"the encoder did not load: {problem}")
        library_read, pool_read = card_readers(index, args.cards, Path(tmp))
        read = pool_read or library_read
        index.search(texts[0], cards=read(texts[0]))
        print(f"resident memory after the first search: {resident_mb():.0f} MB")
        for q in texts[:20]:  # warm up
            index.search(q, cards=read(q))
        new = set(never_asked())
        searches: list[float] = []
        paths: list[float] = []
        encodings: list[float] = []
        new_searches: list[float] = []
        new_paths: list[float] = []
        for _ in range(args.runs):
            for q in texts:
                forget(index)
                start = time.process_time()
                cards = read(q)
                recognised = time.process_time()
                index.search(q, cards=cards)
                end = time.process_time()
                searches.append((end - recognised) * 1000)
                paths.append((end - start) * 1000)
                if q in new:
                    new_searches.append(searches[-1])
                    new_paths.append(paths[-1])
                assert index.semantic is not None
                start = time.process_time()
                index.semantic.encoder.encode_many([q])
                encodings.append((time.process_time() - start) * 1000)
        print(f"{len(texts)} questions never asked, whole search CPU: {percentiles(searches)}")
        print(f"  the cards recognised, then the search, CPU: {percentiles(paths)}")
        print(f"  the question's encoding alone (typed as written), CPU: {percentiles(encodings)}")
        print(f"{len(new)} of never_asked.txt, search CPU: {percentiles(new_searches)}")
        print(f"  the cards recognised, then the search, CPU: {percentiles(new_paths)}")
        print(f"load average: {os.getloadavg()}")
        if args.profile:
            profile = cProfile.Profile()
            for q in texts:
                cards = read(q)
                forget(index)
                profile.enable()
                index.search(q, cards=cards)
                profile.disable()
            pstats.Stats(profile).sort_stats("cumulative").print_stats(args.profile)


if __name__ == "__main__":
    main()
