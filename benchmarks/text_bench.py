"""How much of a real card pool the printed-text compiler executes.

    .venv/bin/python benchmarks/text_bench.py ../shared/cards/sets/*_EN.json [--top N]
        [--show-not PATTERN]

Reads card API set files (a JSON list of card objects) directly, maps each print with
``printed_from_api``, compiles each distinct definition (same name, characteristics and
abilities counted once) and prints, per file and in total: prints, definitions,
executable / partly / not executable (a definition without text is executable: there is
nothing to run), compile time, and the most frequent clauses that do not compile, as
normalised patterns (numbers as N); then the card grammar's figures (it reads first):
definitions the grammar alone executes, its rules with a reader / board test, and what it
leaves, grouped by grammar rule.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import set_cards

from scenarios.cards.grammar.coverage import grammar_lines
from scenarios.cards.printed import (
    ApiCardError,
    PrintedCard,
    definition_key,
    printed_from_api,
    read_printed,
)


def _definitions(path: Path) -> tuple[int, dict[tuple[object, ...], PrintedCard], list[str]]:
    data = set_cards(path)
    errors: list[str] = []
    found: dict[tuple[object, ...], PrintedCard] = {}
    for i, raw in enumerate(data):
        try:
            card = printed_from_api(raw)
        except ApiCardError as exc:
            errors.append(f"{path.name}[{i}]: {exc}")
            continue
        found.setdefault(definition_key(card), card)
    return len(data), found, errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--show-not", default="", help="print texts whose pattern contains this")
    args = parser.parse_args(argv)
    total: dict[tuple[object, ...], PrintedCard] = {}
    prints = 0
    for path in args.paths:
        n, defs, errors = _definitions(path)
        prints += n
        for e in errors:
            print(e)
        _report(path.name, n, defs, args.top if len(args.paths) == 1 else 0, args.show_not)
        for key, card in defs.items():
            total.setdefault(key, card)
    if len(args.paths) > 1:
        _report("total", prints, total, args.top, args.show_not)
    # the card grammar (issue 30): read first; the figures above are with the patterns after it
    for line in grammar_lines(total.values(), args.top):
        print(line)
    return 0


def _report(
    label: str, prints: int, defs: dict[tuple[object, ...], PrintedCard], top: int, show: str
) -> None:
    started = time.perf_counter()
    readings = [read_printed(c) for c in defs.values()]
    elapsed = time.perf_counter() - started
    executable = sum(1 for r in readings if r.executable)
    partly = sum(1 for r in readings if r.partly_executable)
    not_ = len(readings) - executable - partly
    n = max(len(readings), 1)
    print(
        f"{label}: {prints} prints, {len(readings)} definitions: "
        f"executable {executable} ({100 * executable / n:.1f}%), partly {partly} "
        f"({100 * partly / n:.1f}%), not {not_} ({100 * not_ / n:.1f}%); "
        f"compiled in {elapsed:.2f} s ({1000 * elapsed / n:.2f} ms per definition)"
    )
    if not top:
        return
    patterns: Counter[str] = Counter()
    for r in readings:
        for a in r.abilities:
            if a.status != "executed":
                patterns[a.clause or a.reason] += 1
                if show and show in (a.clause or a.reason):
                    print(f"    [{a.reason}] {a.text}")
    print(f"  the {top} most frequent clauses that do not compile:")
    for pattern, count in patterns.most_common(top):
        print(f"  {count:4d}  {pattern}")


if __name__ == "__main__":
    raise SystemExit(main())
