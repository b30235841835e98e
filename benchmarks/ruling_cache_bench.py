"""Ruling-encoding cache benchmark (issue 34): ``judge-app search`` time with 0, 393 and
4,000 official rulings imported, first start and second start.

Each figure is the wall time of a whole ``judge-app search QUESTION`` process (what a judge
waits for at the command line), with its CPU time, in folders of its own
(``JUDGE_APP_DATA_DIR``, ``JUDGE_APP_CACHE_DIR``). The rules' index is built once beforehand,
so only the rulings differ between runs.

* 0 rulings: no card pool;
* 393: the real English sets (``--cards DIR``, ``DIR/*_EN.json``; not part of the project);
* 4,000: the same cards with each ruling repeated with a numbered variant of its question
  until there are 4,000 (a file written in the temporary folder, never kept).

``judge-app cards import`` starts the background process that encodes the new rulings'
meanings (:mod:`judge_app.ruling_encoding`); no search waits for it. The first start runs
right after the import (the rulings found by their words, the encoding going on at the lowest
priority); the benchmark then waits for the encoding to end (its wall time is printed) and the
second start reads every vector back: it must take about as long as a start without rulings
(target: within 10%).

Run: ``.venv/bin/python benchmarks/ruling_cache_bench.py --cards /work/shared/cards/sets``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from _common import command_seconds, set_cards, set_files

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "can a character with tough be targeted by my opponent's spell"
RUNS = 3  # second-start figures: the median of this many starts


def _judge_app(env: dict[str, str], *args: str) -> tuple[float, float]:
    """(wall seconds, CPU seconds) one ``judge-app`` command takes (its output discarded)."""
    return command_seconds([str(Path(sys.executable).with_name("judge-app")), *args], env, ROOT)


def _cards_with(folder: Path, wanted: int, out: Path) -> int:
    """Write the English card files' cards to ``out`` with their rulings repeated (numbered
    variants) until there are ``wanted``; how many rulings it holds."""
    cards = [c for p in set_files(folder) for c in set_cards(p)]
    total = sum(len(c.get("cardRulings") or []) for c in cards)
    copy = 1
    while total < wanted:
        for card in cards:
            extra = []
            for ruling in card.get("cardRulings") or []:
                if total >= wanted:
                    break
                variant = dict(ruling)
                variant["question"] = f"{ruling['question']} (variant {copy})"
                variant["@id"] = f"{ruling.get('@id', '')}-{copy}"
                extra.append(variant)
                total += 1
            card["cardRulings"] = list(card.get("cardRulings") or []) + extra
        copy += 1
    out.write_text(json.dumps(cards), encoding="utf-8")
    return total


Figures = tuple[tuple[float, float], tuple[float, float], float]


def _encoding_left(data: Path, cache: Path) -> int:
    """How many of the pool's rulings have no kept vector yet."""
    from judge_app.rulings_feed import pool_ruling_records
    from rules_corpus.search.ruling_vectors import missing_texts

    records, _ = pool_ruling_records(data / "cards.db")
    return len(missing_texts([r.meaning_text for r in records], cache / "rulings"))


def _scenario(name: str, cards: Path | None, tmp: Path, cache: Path) -> Figures:
    """(first start, median second start, seconds the background encoding took) of
    ``judge-app search`` with ``cards``, each start as (wall, CPU) seconds."""
    env = dict(os.environ)
    env["JUDGE_APP_DATA_DIR"] = str(tmp / name)
    env["JUDGE_APP_CACHE_DIR"] = str(cache)
    started = time.perf_counter()
    if cards is not None:
        _judge_app(env, "cards", "import", str(cards))
    first = _judge_app(env, "search", QUESTION)
    while cards is not None and _encoding_left(tmp / name, cache) > 0:
        if time.perf_counter() - started > 1800:
            print(f"  {name}: the background encoding did not end within 30 minutes")
            break
        time.sleep(2)
    encoding = time.perf_counter() - started if cards is not None else 0.0
    runs = [_judge_app(env, "search", QUESTION) for _ in range(RUNS)]
    wall = sorted(r[0] for r in runs)[len(runs) // 2]
    cpu = sorted(r[1] for r in runs)[len(runs) // 2]
    return first, (wall, cpu), encoding


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, required=True, help="folder of *_EN.json files")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        cache = tmp / "cache"
        env = dict(os.environ, JUDGE_APP_DATA_DIR=str(tmp / "warm"), JUDGE_APP_CACHE_DIR=str(cache))
        _judge_app(env, "search", QUESTION)  # builds the rules' index once
        real = tmp / "real.json"
        count_real = _cards_with(args.cards, 0, real)
        many = tmp / "many.json"
        count_many = _cards_with(args.cards, 4000, many)
        rows = [
            ("0 rulings", None),
            (f"{count_real} rulings", real),
            (f"{count_many} rulings", many),
        ]
        figures = {label: _scenario(label.split()[0], path, tmp, cache) for label, path in rows}
    base_wall, base_cpu = figures["0 rulings"][1]
    print(f"judge-app search, seconds: wall (CPU); second start: median of {RUNS}")
    print("(CPU is the steadier figure on a shared machine: wall time waits for other work)")
    print(f"load average at the end: {Path('/proc/loadavg').read_text().split()[:3]}")
    for label, ((first_wall, first_cpu), (wall, cpu), encoding) in figures.items():
        print(f"  {label:>15}: first start {first_wall:6.2f} ({first_cpu:5.2f}), ", end="")
        print(f"second start {wall:6.2f} ({cpu:5.2f}): ", end="")
        print(
            f"{(wall / base_wall - 1) * 100:+.0f}% wall, {(cpu / base_cpu - 1) * 100:+.0f}% CPU",
            end="",
        )
        print(f"; background encoding done {encoding:.0f} s after the import" if encoding else "")


if __name__ == "__main__":
    main()
