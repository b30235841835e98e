"""Searches made while the rulings' background encoder works (issue 34): wall and CPU time.

Right after ``judge-app cards import`` of a set with thousands of new rulings, the background
process encodes their meanings for minutes. On a machine of two cores a search made meanwhile
used to take twice its time in wall clock (the same CPU): the encoder took the other core. It
now pauses while a search runs and runs at a low priority
(:mod:`rules_corpus.search.encoder_yield`).

The benchmark, in folders of its own: builds the rules' index; runs ``judge-app search`` a few
times with no pool (the reference); imports the real English cards with their rulings repeated
(numbered variants of the questions) until there are ``--rulings`` (a file in the temporary
folder, never kept); then runs the same search back to back while the encoder works, each as
(wall, CPU) seconds, and says whether the encoder was still at work after it. With ``--wait``
it then waits for the encoder to end and prints its wall and CPU time.

``--app ROOT`` runs another checkout's ``.venv/bin/judge-app`` (an earlier version, for the
figures before a change).

Run: ``.venv/bin/python benchmarks/search_while_encoding_bench.py --cards /work/shared/cards/sets``
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import command_seconds
from ruling_cache_bench import QUESTION, _cards_with

ROOT = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")


def _run(app: Path, env: dict[str, str], *args: str) -> tuple[float, float]:
    """(wall, CPU) seconds of one ``judge-app`` command."""
    return command_seconds(
        [str(app / ".venv" / "bin" / "judge-app"), *args],
        env,
        Path(env["JUDGE_APP_CACHE_DIR"]).parent,  # never a checkout: its modules not run
    )


def _encoders(cache: Path) -> dict[int, float]:
    """The background encoders working on ``cache``: pid → CPU seconds used so far."""
    found: dict[int, float] = {}
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            args = (proc / "cmdline").read_bytes().split(b"\0")
            if b"--encode-rulings" in args and str(cache).encode() in b" ".join(args):
                fields = (proc / "stat").read_text().rsplit(")", 1)[1].split()
                found[int(proc.name)] = (int(fields[11]) + int(fields[12])) / TICKS
        except OSError:
            continue
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, required=True, help="folder of *_EN.json files")
    parser.add_argument("--app", type=Path, default=ROOT, help="the checkout to run")
    parser.add_argument("--rulings", type=int, default=4000)
    parser.add_argument("--searches", type=int, default=5)
    parser.add_argument("--wait", action="store_true", help="wait for the encoder to end")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        cache = tmp / "cache"
        env = dict(os.environ, JUDGE_APP_DATA_DIR=str(tmp / "none"), JUDGE_APP_CACHE_DIR=str(cache))
        _run(args.app, env, "search", QUESTION)  # builds the rules' index once
        reference = [_run(args.app, env, "search", QUESTION) for _ in range(3)]
        many = tmp / "many.json"
        count = _cards_with(args.cards, args.rulings, many)
        env["JUDGE_APP_DATA_DIR"] = str(tmp / "pool")
        imported = time.perf_counter()
        _run(args.app, env, "cards", "import", str(many))
        during = []
        for _ in range(args.searches):
            figures = _run(args.app, env, "search", QUESTION)
            during.append((*figures, bool(_encoders(cache))))
        encoder_cpu = 0.0
        while args.wait and (working := _encoders(cache)):
            encoder_cpu = max(encoder_cpu, sum(working.values()))
            time.sleep(1)
        ended = time.perf_counter() - imported
    print(f"app: {args.app}; {count:,} rulings imported; seconds as wall (CPU)")
    print(f"load average at the end: {Path('/proc/loadavg').read_text().split()[:3]}")
    print("  no pool:          " + "  ".join(f"{w:5.2f} ({c:4.2f})" for w, c in reference))
    print(
        "  while encoding:   "
        + "  ".join(f"{w:5.2f} ({c:4.2f}){'' if on else ' [encoder done]'}" for w, c, on in during)
    )
    if args.wait:
        print(
            f"  encoder ended {ended:.0f} s after the import began (its CPU ≥ {encoder_cpu:.0f} s)"
        )


if __name__ == "__main__":
    main()
