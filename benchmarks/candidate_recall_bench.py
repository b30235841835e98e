"""Candidate recall of the STUDIED card questions: is the answer where the learned look orders?

The learned second look (:mod:`rules_corpus.search.learned_order`) orders the first
``MODEL.depth`` places of the first ranker and every further candidate filed under a section
the question invokes (:func:`~rules_corpus.search.learned_order.looked_at`); an answer outside
them can only rise by the first ranker. Recall of those places is the ceiling of any reordering
(issue 32, docs/search_card_misses.md). Each question of the studied card sets
(``search_bench.STUDIED_CARD_QUESTIONS``, never a held-out set) is searched each way the
benchmark reads it — no card recognised, the library's cards, and with ``--cards DIR`` those
cards imported (rulings left out) — and sorted by where its answer is:

* ``looked at`` — among the places the learned look orders;
* ``beyond`` — among the ranked candidates, after them;
* ``absent`` — not among the candidates at all;
* ``not invoked`` — nothing invoked (the learned look is not asked): ``top 10`` / ``not`` by
  the first ranker's hits.

Printed per way: each share, the candidate recall (``looked at`` plus ``not invoked`` found in
the first 10), the mean count of places looked at and of candidates ranked, recall@5 / MRR /
top-1 of the hits (the question's document selected, as ``search_bench.evaluate``), and with
``--misses`` each question whose answer is beyond or absent (studied sets only).

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/candidate_recall_bench.py
[--cards DIR] [--misses]``
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import search_bench  # noqa: E402

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search import text_ranking  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.learned_order import MODEL, looked_at  # noqa: E402

KINDS = ("looked at", "beyond", "absent", "not invoked, top 10", "not invoked, not")


def where(index: RulesIndex, seen: list[Any], answers: set[str], ids: list[str]) -> str:
    """The kind (:data:`KINDS`) of one question's answer place."""
    if not seen:
        return KINDS[3] if any(i in answers for i in ids[:10]) else KINDS[4]
    ranked, invoked = seen[-1]
    units = index._units

    def holds(places: list[Any]) -> bool:
        return any(
            (u := units.get(c.key)) is not None and u.doc == NEW_EDITION and u.id in answers
            for _, c in places
        )

    head, tail = looked_at(ranked, units, invoked, MODEL.depth)
    if holds(head):
        return KINDS[0]
    return KINDS[1] if holds(tail) else KINDS[2]


def measure(
    index: RulesIndex, read: search_bench.Reader | None, paths: tuple[Path, ...]
) -> tuple[Counter[str], list[str], search_bench.Quality, list[int], list[int]]:
    """Each studied question searched once ``read``'s way: the kinds, the absent ones, the
    quality of the hits, and the counts of places looked at and of candidates ranked."""
    seen: list[Any] = []
    real = text_ranking.learned_order

    def keep(ranked: Any, units: Any, invoked: Any, signals: Any, *rest: Any) -> Any:
        seen.append((list(ranked), invoked))
        return real(ranked, units, invoked, signals, *rest)

    text_ranking.learned_order = keep  # type: ignore[assignment]
    kinds: Counter[str] = Counter()
    absent: list[str] = []
    quality = search_bench.Quality()
    looked: list[int] = []
    ranked_counts: list[int] = []
    try:
        for path in paths:
            for item in YAML(typ="safe").load(path.read_text(encoding="utf-8")):
                seen.clear()
                question = str(item["question"])
                doc = item.get("doc")
                cards = read(question) if read is not None else ()
                hits = index.search(
                    question, doc=doc, limit=search_bench.WINDOW_LIMIT, cards=cards
                ).hits
                answers = {str(a) for a in item["answers"]}
                answer_doc = doc or NEW_EDITION
                ids = [h.id if h.doc == answer_doc else "" for h in hits[:10]]
                quality.add(ids, answers)
                kind = where(index, seen, answers, ids)
                kinds[kind] += 1
                if seen:
                    ranked, invoked = seen[-1]
                    head, _ = looked_at(ranked, index._units, invoked, MODEL.depth)
                    looked.append(len(head))
                    ranked_counts.append(len(ranked))
                if kind in (KINDS[1], KINDS[2], KINDS[4]):
                    absent.append(f"    {kind}: {question!r} want {sorted(answers)}")
    finally:
        text_ranking.learned_order = real  # type: ignore[assignment]
    return kinds, absent, quality, looked, ranked_counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="card files to import (rulings left out)")
    parser.add_argument("--misses", action="store_true", help="list the answers beyond or absent")
    args = parser.parse_args()
    paths = search_bench.STUDIED_CARD_QUESTIONS
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(parse_corpus(), "bench", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            print(f"semantic: not loaded ({problem})")
        library_read, pool_read = search_bench.card_readers(index, args.cards, Path(tmp))
        ways: dict[str, search_bench.Reader | None] = {"none": None, "library": library_read}
        if pool_read is not None:
            ways["imported"] = pool_read
        print(f"learned look depth {MODEL.depth}; studied card sets: {len(paths)} files")
        for name, read in ways.items():
            kinds, absent, quality, looked, ranked = measure(index, read, paths)
            n = max(1, sum(kinds.values()))
            reach = (kinds[KINDS[0]] + kinds[KINDS[3]]) / n
            shares = ", ".join(f"{k} {kinds[k]}" for k in KINDS)
            mean_looked = sum(looked) / max(1, len(looked))
            mean_ranked = sum(ranked) / max(1, len(ranked))
            print(f"{name}: {n} questions; candidate recall {reach:.3f} ({shares})")
            print(f"  places looked at {mean_looked:.1f}, ranked {mean_ranked:.1f} (means)")
            print(f"  {quality}")
            if args.misses:
                print("\n".join(absent))


if __name__ == "__main__":
    main()
