"""Search benchmark: index build time, query latency, and answer quality vs an FTS5 baseline.

Prints (not asserts) the figures the rules-corpus issue asks for:

* index build time (whoosh), and the corpus parse time;
* p50/p95 search latency over benchmarks/data/query_mix.txt (words, phrases, rule numbers,
  typos, prefixes), for our search and for a plain SQLite FTS5 baseline over the same units;
* recall@5 and MRR over tests/data/judge_questions.yaml for both.

Run: ``.venv/bin/python benchmarks/search_bench.py``
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import sqlite_utils
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.units import iter_units  # noqa: E402


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


class Fts5Baseline:
    """Plain SQLite FTS5 (porter stemming, bm25), no query handling of our own."""

    def __init__(self, corpus: object) -> None:
        self.db = sqlite_utils.Database(memory=True)
        rows = [
            {
                "key": u.key,
                "doc": u.doc,
                "id": u.id,
                "kind": u.kind.value,
                "title": u.title,
                "term": u.term,
                "body": u.body,
            }
            for u in iter_units(corpus)  # type: ignore[arg-type]
        ]
        self.db["units"].insert_all(rows, pk="key")
        self.db["units"].enable_fts(["title", "term", "body"], tokenize="porter")

    def search(self, query: str, doc: str | None = None, limit: int = 10) -> list[str]:
        where, params = ("doc = :doc", {"doc": doc}) if doc else (None, None)
        try:
            rows = self.db["units"].search(
                query, limit=limit, where=where, where_args=params, quote=True
            )
            return [row["id"] for row in rows]
        except Exception:
            return []


def main() -> None:
    t0 = time.perf_counter()
    corpus = parse_corpus()
    parse_s = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        index = RulesIndex.open_or_build(corpus, "bench", Path(tmp))
        build_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        baseline = Fts5Baseline(corpus)
        baseline_build_s = time.perf_counter() - t0

        queries = (ROOT / "benchmarks/data/query_mix.txt").read_text(encoding="utf-8").splitlines()
        queries = [q for q in queries if q.strip()]
        for q in queries[:20]:  # warm up caches
            index.search(q)
        ours: list[float] = []
        base: list[float] = []
        for q in queries:
            t = time.perf_counter()
            index.search(q)
            ours.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            baseline.search(q)
            base.append((time.perf_counter() - t) * 1000)

        questions = YAML(typ="safe").load((ROOT / "tests/data/judge_questions.yaml").read_text())
        quality = {"ours": [0, 0.0], "fts5": [0, 0.0]}
        misses: list[str] = []
        for item in questions:
            answers = {str(a) for a in item["answers"]}
            doc = item.get("doc")
            ours_ids = [h.id for h in index.search(item["question"], doc=doc, limit=10).hits]
            base_ids = baseline.search(item["question"], doc=doc, limit=10)
            for name, found in (("ours", ours_ids), ("fts5", base_ids)):
                rank = next((n for n, i in enumerate(found, 1) if i in answers), None)
                if rank is not None and rank <= 5:
                    quality[name][0] += 1
                if rank is not None:
                    quality[name][1] += 1 / rank
                if name == "ours" and (rank is None or rank > 5):
                    misses.append(
                        f"  miss: {item['question']!r} -> {ours_ids[:5]} want {sorted(answers)}"
                    )
        n = len(questions)

    print(f"corpus parse: {parse_s * 1000:.0f} ms; units: {len(list(iter_units(corpus)))}")
    print(f"index build (whoosh): {build_s * 1000:.0f} ms; ", end="")
    print(f"FTS5 baseline build: {baseline_build_s * 1000:.0f} ms")
    print(f"queries: {len(queries)}")
    for name, values in (("ours", ours), ("FTS5", base)):
        print(
            f"latency {name:<5}: p50 {statistics.median(values):.2f} ms, "
            f"p95 {percentile(values, 95):.2f} ms, max {max(values):.2f} ms"
        )
    print(f"judge questions: {n}")
    for name, (hits, rr) in quality.items():
        print(f"quality {name:<5}: recall@5 {hits / n:.3f}, MRR {rr / n:.3f}")
    for line in misses:
        print(line)


if __name__ == "__main__":
    main()
