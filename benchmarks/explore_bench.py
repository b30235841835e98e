"""Exploration benchmark: every order of six Emblem-Reactions in Limbo on the busy board.

Two boards, both from ``scenarios/sandbox/busy_board.yaml`` at Noon:

* as shipped — three Aloe Veras on each side, so six "At Noon – Resupply." Emblems: p1
  plays all of theirs first (initiative order, 4.4.c), then p2: 3! x 3! = 36 orders;
* six for one player — p2's three Aloe Veras moved to p1's Companion Expedition: all six
  Emblems are p1's, so every one of the 6! = 720 orders is legal.

For each: states explored, outcomes, paths, time (best of three, the pure engine the app
ships). Target: complete in under 3 s. Then the window's way — slices of 30 ms on the event
loop (``Explorer.advance``) — with the longest slice: how long the window can be kept
from repainting.

Run: ``.venv/bin/python benchmarks/explore_bench.py``
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import GameState
from engine.explore import Exploration, Explorer, explore
from scenarios import PACKAGE_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

BUSY = PACKAGE_DIR / "sandbox" / "busy_board.yaml"


def _state(text: str) -> GameState:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "board.yaml"
        path.write_text(text, encoding="utf-8")
        result = run_scenario(load_scenario(path))
    assert result.state.pending is not None, result.stop
    return result.state


def _six_for_p1(text: str) -> str:
    """The busy board with p2's three Aloe Veras in p1's Companion Expedition."""
    p1, p2 = text.split("\n  p2:\n")
    p1 = p1.replace(
        "    companion_expedition:\n",
        "    companion_expedition:\n      - Aloe Vera\n      - Aloe Vera\n      - Aloe Vera\n",
        1,
    )
    p2 = p2.replace("      - Aloe Vera\n", "", 3)
    return p1 + "\n  p2:\n" + p2


def _measure(label: str, state: GameState) -> tuple[Exploration, float]:
    best = float("inf")
    result: Exploration | None = None
    for _ in range(3):
        start = time.perf_counter()
        result = explore(state, until="resolution", max_states=100_000, time_budget=60)
        best = min(best, time.perf_counter() - start)
    assert result is not None
    paths = sum(o.paths for o in result.outcomes)
    print(
        f"{label:<34} states {result.states:5}  outcomes {len(result.outcomes)}  "
        f"paths {paths:4}  complete {result.complete!s:5}  time {best * 1000:7.1f} ms  "
        f"({'under' if best < 3 else 'OVER'} the 3 s target)"
    )
    return result, best


def _slices(state: GameState, seconds: float = 0.03) -> None:
    explorer = Explorer(state, max_states=100_000, time_budget=60)
    longest, slices = 0.0, 0
    while True:
        start = time.perf_counter()
        done = explorer.advance(seconds)
        longest = max(longest, time.perf_counter() - start)
        slices += 1
        if done:
            break
    print(
        f"{'  in 30 ms slices (the window)':<34} slices {slices:4}  "
        f"longest {longest * 1000:6.1f} ms  complete {explorer.complete}"
    )


def main() -> None:
    text = BUSY.read_text(encoding="utf-8")
    shipped = _state(text)
    print(f"Limbo holds {len(shipped.zone('limbo'))} Emblem-Reactions on the busy board")
    _measure("busy board (3 + 3, 36 orders)", shipped)
    six = _state(_six_for_p1(text))
    print(f"Limbo holds {len(six.zone('limbo'))} Emblem-Reactions, all p1's")
    result, _ = _measure("six for p1 (720 orders)", six)
    _slices(six)
    print(f"verdict: {result.verdict()}")


if __name__ == "__main__":
    main()
