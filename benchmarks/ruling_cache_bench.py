"""Ruling-encoding cache benchmark (issue 34): ``judge-app search`` time with 0, 393 and
4,000 official rulings imported, first start and second start.

Each figure is the wall time of a whole ``judge-app search QUESTION`` process (what a judge
waits for at the command line: it ends once the rulings' meanings are encoded and kept), in
folders of its own (``JUDGE_APP_DATA_DIR``, ``JUDGE_APP_CACHE_DIR``). The rules' index is
built once beforehand, so only the rulings differ between runs.

* 0 rulings: no card pool;
* 393: the real English sets (``--cards DIR``, ``DIR/*_EN.json``; not part of the project);
* 4,000: the same cards with each ruling repeated with a numbered variant of its question
  until there are 4,000 (a file written in the temporary folder, never kept).

A first start encodes every ruling (and keeps them); the second start must read them back and
take about as long as a start without rulings (target: within 10%).

Run: ``.venv/bin/python benchmarks/ruling_cache_bench.py --cards /work/shared/cards/sets``
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "can a character with tough be targeted by my opponent's spell"
RUNS = 3  # second-start figures: the median of this many starts


def _judge_app(env: dict[str, str], *args: str) -> float:
    """Seconds one ``judge-app`` command takes (its output discarded)."""
    started = time.perf_counter()
    subprocess.run(
        [str(Path(sys.executable).with_name("judge-app")), *args],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - started


def _cards_with(folder: Path, wanted: int, out: Path) -> int:
    """Write the English card files' cards to ``out`` with their rulings repeated (numbered
    variants) until there are ``wanted``; how many rulings it holds."""
    cards = [c for p in sorted(folder.glob("*_EN.json")) for c in json.loads(p.read_text("utf-8"))]
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


def _scenario(name: str, cards: Path | None, tmp: Path, cache: Path) -> tuple[float, float]:
    """(first start, median second start) seconds of ``judge-app search`` with ``cards``."""
    env = dict(os.environ)
    env["JUDGE_APP_DATA_DIR"] = str(tmp / name)
    env["JUDGE_APP_CACHE_DIR"] = str(cache)
    if cards is not None:
        _judge_app(env, "cards", "import", str(cards))
    first = _judge_app(env, "search", QUESTION)
    seconds = sorted(_judge_app(env, "search", QUESTION) for _ in range(RUNS))
    return first, seconds[len(seconds) // 2]


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
    base = figures["0 rulings"][1]
    print(f"judge-app search, seconds (second start: median of {RUNS})")
    for label, (first, second) in figures.items():
        ratio = (second / base - 1) * 100
        print(f"  {label:>15}: first start {first:6.2f}, ", end="")
        print(f"second start {second:6.2f} ({ratio:+.0f}% of no rulings)")


if __name__ == "__main__":
    main()
