"""Edition-map benchmark: build time, counts per relation, quality vs the hand-checked pairs.

Prints (not asserts):

* the time to parse the corpus (for scale) and to build the edition map (best of 5 runs);
* the number of section and rule pairs per relation;
* precision, recall and exact agreement against tests/data/edition_pairs.yaml — with and
  without the reviewed overrides, so the automatic matcher's own quality is visible;
* with ``-v``, every checked pair the map disagrees with.

Run: ``.venv/bin/python benchmarks/editions_bench.py [-v]``
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from unittest import mock

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import build_edition_map  # noqa: E402
from rules_corpus.editions.evaluation import Evaluation, GoldPair, evaluate  # noqa: E402
from rules_corpus.editions.model import EditionMap  # noqa: E402

PAIRS = ROOT / "tests" / "data" / "edition_pairs.yaml"


def load_gold() -> list[GoldPair]:
    data = YAML(typ="safe").load(PAIRS.read_text(encoding="utf-8"))
    return [GoldPair.from_mapping(item) for item in data]


def report(title: str, result: Evaluation, verbose: bool) -> None:
    total = len(result.verdicts)
    print(f"\n{title}")
    print(f"  precision  {result.precision:.3f}  ({result.correct_links}/{result.proposed_links})")
    print(f"  recall     {result.recall:.3f}  ({result.correct_links}/{result.gold_links})")
    print(f"  exact      {result.exact_count}/{total} (id and relation)")
    print(f"  relation agreement on correct links {result.relation_agreement:.3f}")
    if verbose:
        for v in result.failures():
            got = f"{v.predicted_old or '-'} -> {v.predicted_new or '-'} ({v.predicted_relation})"
            want = f"{v.gold.old or '-'} -> {v.gold.new or '-'} ({v.gold.relation})"
            print(f"    want {want:<38} got {got}")


def timed_build(corpus: object, runs: int = 5) -> tuple[float, EditionMap]:
    best, edition_map = float("inf"), None
    for _ in range(runs):
        start = time.perf_counter()
        edition_map = build_edition_map(corpus)  # type: ignore[arg-type]
        best = min(best, time.perf_counter() - start)
    assert edition_map is not None
    return best, edition_map


def main() -> None:
    verbose = "-v" in sys.argv
    start = time.perf_counter()
    corpus = parse_corpus()
    print(f"corpus parse        {time.perf_counter() - start:.3f} s (for scale)")
    seconds, edition_map = timed_build(corpus)
    print(f"edition map build   {seconds:.3f} s (best of 5)")
    counts = edition_map.counts()
    for kind in ("section", "rule"):
        row = ", ".join(f"{relation} {n}" for relation, n in counts[kind].items())
        print(f"{kind + 's':<9} {row}")
    mentioned = sum(
        1 for p in edition_map.pairs if p.new and edition_map.mentioned_in_changes(p.new)
    )
    print(f"new items mentioned by the changes section: {mentioned}")
    gold = load_gold()
    report("with overrides", evaluate(edition_map, gold), verbose)
    with mock.patch("rules_corpus.editions.overrides_for", lambda old, new: ()):
        automatic = build_edition_map(corpus)
    report("automatic only (no overrides)", evaluate(automatic, gold), verbose)


if __name__ == "__main__":
    main()
