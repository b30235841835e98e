"""Every studied card-question set's figures, three ways, fast (issue 32).

``search_bench.py --studied-only`` also measures lexical/FTS5/unfiltered rankings and latencies,
which takes long on a shared machine. This computes only what a round of the search compares:
recall@5, MRR (over the top 10) and top-1 of ours with the question's document selected
(:meth:`RulesIndex.search`, as :func:`search_bench.evaluate` calls it), for each of
``search_bench.STUDIED_CARD_QUESTIONS`` — no card recognised, the library's cards, and the cards
of ``--cards DIR`` imported (rulings left out). Held-out sets are never read.

``--json FILE`` writes the figures (and each question's rank) for a later ``--compare FILE``,
which prints only the figures that changed, before → after. ``--latency`` adds the CPU
milliseconds of a search with the cards recognised (``search_bench``'s query mix and first card
set, as its "with cards" line). ``--misses SET`` lists the misses of the named studied sets
(file names), with the cards imported.

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/studied_card_figures.py
--cards /work/shared/cards/sets --json after.json [--compare before.json]``
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from ruamel.yaml import YAML  # noqa: E402
from search_bench import (  # noqa: E402
    CARD_QUESTIONS,
    STUDIED_CARD_QUESTIONS,
    WINDOW_LIMIT,
    CardReader,
    Reader,
    card_readers,
    latencies,
    percentile,
)

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402

Ranks = list[tuple[str, int | None, list[str]]]


def ranks(path: Path, index: RulesIndex, read: Reader | None) -> Ranks:
    """Each question's rank of its first answer in the top 10 (None beyond), and the top 5."""
    out: Ranks = []
    for item in YAML(typ="safe").load(path.read_text(encoding="utf-8")):
        answers = {str(a) for a in item["answers"]}
        doc = item.get("doc")
        answer_doc = doc or NEW_EDITION
        cards = read(item["question"]) if read is not None else ()
        # With cards known, their names too, as the window and the command line search: a
        # name no known card has is noted and kept from the speller (search41).
        names = read.names() if isinstance(read, CardReader) else None
        found = index.search(
            item["question"], doc=doc, limit=WINDOW_LIMIT, cards=cards, card_names=names
        ).hits
        ids = [h.id if h.doc == answer_doc else "" for h in found[:10]]
        rank = next((n for n, i in enumerate(ids, 1) if i in answers), None)
        out.append((str(item["question"]), rank, ids[:5]))
    return out


def figures(rows: Ranks) -> tuple[float, float, float]:
    n = max(1, len(rows))
    hits = sum(1 for _, r, _ in rows if r is not None and r <= 5)
    mrr = sum(1 / r for _, r, _ in rows if r is not None)
    top = sum(1 for _, r, _ in rows if r == 1)
    return round(hits / n, 3), round(mrr / n, 3), round(top / n, 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files in the official API's shape")
    parser.add_argument("--json", type=Path, help="write the figures and ranks here")
    parser.add_argument("--compare", type=Path, help="an earlier --json file: print changes")
    parser.add_argument("--misses", action="append", default=[], help="a studied set's name")
    parser.add_argument(
        "--latency", action="store_true", help="also the CPU ms of a search, cards recognised"
    )
    parser.add_argument("--only", action="append", default=[], help="measure only these sets")
    args = parser.parse_args()
    corpus = parse_corpus()
    result: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(corpus, "bench", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            print(f"semantic: not loaded ({problem})")
        library_read, pool_read = card_readers(index, args.cards, Path(tmp))
        ways: dict[str, Reader | None] = {"none": None, "library": library_read}
        if pool_read is not None:
            ways["imported"] = pool_read
        for path in STUDIED_CARD_QUESTIONS:
            if args.only and path.name not in args.only:
                continue
            for way, read in ways.items():
                rows = ranks(path, index, read)
                key = f"{path.name} {way}"
                result[key] = {"figures": figures(rows), "ranks": [r for _, r, _ in rows]}
                print(key, *figures(rows), flush=True)
                if path.name in args.misses and way == list(ways)[-1]:
                    for q, r, top in rows:
                        if r is None or r > 5:
                            print(f"  miss ({r}): {q!r} -> {top}")
        if args.latency:
            queries = [
                q
                for q in (ROOT / "benchmarks/data/query_mix.txt").read_text("utf-8").splitlines()
                if q.strip()
            ]
            queries += [
                str(item["question"])
                for item in YAML(typ="safe").load(CARD_QUESTIONS.read_text(encoding="utf-8"))
            ]
            # First each question typed afresh (encoded then), then again once encoded (what a
            # search costs while the judge types: search_bench's "encoded" line).
            for label in ("not encoded", "encoded"):
                cpu: list[float] = []
                latencies(index, queries, pool_read or library_read, cpu)
                cpu.sort()
                print(f"CPU ms, cards recognised, {label}: p50 {cpu[len(cpu) // 2]:.2f}, ", end="")
                print(f"p95 {percentile(cpu, 95):.2f}, max {cpu[-1]:.2f}", flush=True)
    for way in ("none", "library", "imported"):
        keys = [k for k in result if k.endswith(" " + way)]
        if not keys:
            continue
        allr = [r for k in keys for r in result[k]["ranks"]]  # type: ignore[union-attr]
        rows = [("", r, []) for r in allr]
        print(f"pooled {way} ({len(allr)})", *figures(rows))  # type: ignore[arg-type]
    if args.json:
        args.json.write_text(json.dumps(result, indent=0), encoding="utf-8")
    if args.compare and args.compare.exists():
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        print("changed (before -> after):")
        for key, now in result.items():
            then = before.get(key)
            if then is None:
                continue
            if list(then["figures"]) != list(now["figures"]):
                print(f"  {key}: {then['figures']} -> {now['figures']}")


if __name__ == "__main__":
    main()
