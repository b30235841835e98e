"""Exploration benchmark: every order of six Emblem-Reactions in Limbo on the busy board.

Two boards, both from ``scenarios/sandbox/busy_board.yaml`` at Noon:

* as shipped — three Aloe Veras on each side, so six "At Noon – Resupply." Emblems: p1
  plays all of theirs first (initiative order, 4.4.c), then p2: 3! x 3! = 36 orders, but
  each player's three Emblems are alike (the same effect bound to alike Aloe Veras), so
  each choice is one answer (``engine.explore.alike``);
* six for one player — p2's three Aloe Veras moved to p1's Companion Expedition: all six
  Emblems are p1's (6! = 720 orders), three alike in each Expedition.

For each: states explored, outcomes, paths, time (best of three, the pure engine the app
ships). Target: complete in under 3 s. Then the window's way — slices of 30 ms on the event
loop (``Explorer.advance``) — with the longest slice: how long the window can be kept
from repainting.

Then decisions with combinatorially many answers (issue 34), each in a fresh process so its
peak memory is its own: "exhaust up to N cards in Reserve" with 30 copies of one card and
with 30 different cards (2^30 sets), and paying 8 of 200 ready Mana Orbs (200-choose-8),
with the default bounds (5,000 states, 30 s) and with ``--max-states 10 --time-budget 5``.
For each: states, whether complete, explore time, the process's peak memory and its
memory before exploring. Targets: within the time budget (plus 2 s to group and compare
the outcomes found), and under 500 MB — answers are made one at a time and alike options
picked once.

Run: ``.venv/bin/python benchmarks/explore_bench.py`` (``--large`` for the large decisions only)
"""

from __future__ import annotations

import resource
import subprocess
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


_TIRER = """title: exhaust up to N of 30 cards in Reserve
cards:
  - name: Tirer
    type: Character
    hand_cost: 0
    reserve_cost: 0
    forest: 1
    mountain: 1
    water: 1
    text: "{J} Exhaust up to 999999999 cards in Reserve."
    read_text: true
CARDS
phase: Afternoon
players:
  p1:
    hand: [Tirer]
    reserve: [RESERVE]
    mana: 3
  p2: {}
script:
  - play: {card: Tirer, to: hero}
"""

_DISTINCT = "".join(
    f"  - {{name: Card {i}, type: Character, hand_cost: {i}, reserve_cost: {i}, "
    "forest: 1, mountain: 1, water: 1}\n"
    for i in range(1, 31)
).rstrip("\n")

_PRICEY = """title: pay 8 of 200 Mana Orbs
cards:
  - {name: Pricey, type: Character, hand_cost: 8, reserve_cost: 8, forest: 1, mountain: 1,
     water: 1}
phase: Afternoon
players:
  p1:
    hand: [Pricey]
    mana: 200
  p2: {}
script:
  - play: {card: Pricey, to: hero}
"""

LARGE = {
    "up to 30 of 30 copies in Reserve": _TIRER.replace("CARDS", "").replace(
        "RESERVE", ", ".join(["Vanilla 1/1/1"] * 30)
    ),
    "up to 30 of 30 different cards": _TIRER.replace("CARDS", _DISTINCT).replace(
        "RESERVE", ", ".join(f"Card {i}" for i in range(1, 31))
    ),
    "pay 8 of 200 ready Mana Orbs": _PRICEY,
}
BOUNDS = {"defaults": (5_000, 30.0), "--max-states 10 --time-budget 5": (10, 5.0)}


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KB


def _one_large(name: str, bounds: str) -> None:
    """In a fresh process: explore one large decision and print one line."""
    state = _state(LARGE[name])
    before = _peak_mb()
    max_states, budget = BOUNDS[bounds]
    start = time.perf_counter()
    result = explore(state, max_states=max_states, time_budget=budget)
    took = time.perf_counter() - start
    peak = _peak_mb()
    ok = took <= budget + 2 and peak < 500  # the outcomes compared after the budget
    print(
        f"{name:<34} {bounds:<32} states {result.states:5}  complete {result.complete!s:5}  "
        f"time {took:6.2f} s  peak {peak:6.0f} MB (before exploring {before:4.0f} MB)  "
        f"{'within' if ok else 'OVER'} the bounds"
    )


def large_decisions() -> None:
    print("Decisions with combinatorially many answers (each in its own process):")
    for name in LARGE:
        for bounds in BOUNDS:
            done = subprocess.run(
                [sys.executable, __file__, "--one", name, bounds],
                capture_output=True,
                text=True,
                timeout=300,
            )
            print(done.stdout.rstrip() or f"{name} {bounds}: FAILED {done.stderr[-300:]}")


def main() -> None:
    if sys.argv[1:2] == ["--one"]:
        _one_large(sys.argv[2], sys.argv[3])
        return
    if sys.argv[1:2] == ["--large"]:
        large_decisions()
        return
    text = BUSY.read_text(encoding="utf-8")
    shipped = _state(text)
    print(f"Limbo holds {len(shipped.zone('limbo'))} Emblem-Reactions on the busy board")
    _measure("busy board (3 + 3 alike Reactions)", shipped)
    six = _state(_six_for_p1(text))
    print(f"Limbo holds {len(six.zone('limbo'))} Emblem-Reactions, all p1's")
    result, _ = _measure("six for p1 (3 + 3 alike, 720 orders)", six)
    _slices(six)
    print(f"verdict: {result.verdict()}")
    large_decisions()


if __name__ == "__main__":
    main()
