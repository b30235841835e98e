"""Card pool figures: import, what the engine reads, search speed.

    .venv/bin/python benchmarks/cards_bench.py /work/shared/cards/sets/*_EN.json
    .venv/bin/python benchmarks/cards_bench.py FILES... --all /work/shared/cards

For each file given (imported alone into a fresh pool) and for all of them together: prints,
definitions (same name, characteristics and abilities counted once), executable / partly /
not executable, overrides used, import and compile time. Then card search time over the
pool of all the files (target < 10 ms per search) and the import of every file under
``--all`` in one go (target < 15 s), and the twenty most frequent reasons an ability is not
executed. The card data is read from where it is; nothing is copied into the project.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from _common import Stopwatch, footer

from scenarios.cards import printed
from scenarios.pool import CardPool, ImportReport

QUERIES = (
    "Brassbug",
    "sierra",
    "Bergungsarbeiter",
    "Récupérateur",
    "reserve boost",
    "faction:axiom cost<=2",
    "type:spell",
    "Fleeting",
    "draw a card",
    "kelon",
    "brasbug",
    "ALT_CORE_B_AX_08",
)


def clause_shape(text: str, name: str) -> str:
    """An ability's text with its numbers as N and the card's own name as ~, so the same
    clause on several cards counts once per card."""
    shape = text.replace(name, "~") if name else text
    return re.sub(r"\d+", "N", " ".join(shape.split()))


def overrides_used(pool: CardPool) -> int:
    """Definitions the printed text reader reads through its reviewed overrides file (0
    while the reader has none)."""
    names = getattr(printed, "OVERRIDES", None)
    if not names:
        return 0
    found = pool.db.execute("SELECT name FROM definitions").fetchall()
    return sum(1 for (name,) in found if name in names)


def line(label: str, r: ImportReport, overrides: int) -> str:
    return (
        f"{label:<22} {r.prints:>6} {r.definitions:>6} {r.executable:>6} "
        f"{r.partly_executable:>6} {r.not_executable:>6} {overrides:>6} {r.seconds:>8.2f}"
    )


def fresh_import(paths: list[Path]) -> tuple[ImportReport, int, CardPool]:
    folder = Path(tempfile.mkdtemp(prefix="cards-bench-"))
    pool = CardPool(folder / "cards.db")
    report = pool.import_paths(paths)
    return report, overrides_used(pool), pool


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--all", type=Path, default=Path("/work/shared/cards"))
    args = parser.parse_args()
    watch = Stopwatch()

    print(
        f"{'file':<22} {'prints':>6} {'defs':>6} {'exec':>6} {'partly':>6} {'not':>6} "
        f"{'overr.':>6} {'import s':>8}"
    )
    for path in args.paths:
        report, overrides, pool = fresh_import([path])
        print(line(path.name, report, overrides))
        pool.close()
    report, overrides, pool = fresh_import(list(args.paths))
    print(line("total", report, overrides))
    share = 100.0 * report.executable / report.definitions if report.definitions else 0.0
    print(f"executable definitions: {share:.1f}% (target ≥ 85%)")

    timings: list[float] = []
    for _ in range(20):
        for q in QUERIES:
            t = time.perf_counter()
            pool.search(q)
            timings.append((time.perf_counter() - t) * 1000)
    timings.sort()
    p95 = timings[int(len(timings) * 0.95) - 1]
    print(
        f"card search ({len(QUERIES)} queries × 20): p50 {statistics.median(timings):.2f} ms, "
        f"p95 {p95:.2f} ms, max {timings[-1]:.2f} ms (target < 10 ms)"
    )

    reasons: Counter[str] = Counter()
    clauses: Counter[str] = Counter()
    for (key,) in pool.db.execute("SELECT key FROM definitions").fetchall():
        card = pool.card(key)
        if card is None:
            continue
        for a in card.abilities:
            if a.status != "executed":
                reasons[a.reason or "(no reason given)"] += 1
                clauses[clause_shape(a.text, card.name)] += 1
    pool.close()
    print("most frequent reasons an ability is not executed:")
    for reason, n in reasons.most_common(20):
        print(f"  {n:>5}  {reason[:110]}")
    print("twenty most frequent abilities not executed (numbers as N, the card's name as ~):")
    for clause, n in clauses.most_common(20):
        print(f"  {n:>5}  {clause[:110]}")

    if args.all.exists():
        report, overrides, pool = fresh_import([args.all])
        print(
            f"import of all files under {args.all}: {report.files} files, {report.prints} "
            f"prints, {report.definitions} definitions, languages {', '.join(report.languages)}, "
            f"{report.rulings} rulings in {report.seconds:.2f} s (target < 15 s)"
        )
        pool.close()
    print(f"\n{footer(watch)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
