"""Reaction-loop benchmark (issue 34): a loop the rules let run on, and the app's bound on it.

A card whose Reaction creates a token carrying a Reaction of its own ("When a Character joins
your Expeditions – Create a Larva token with this ability") gives every new token its own
hundred activations a day (CR 1.4.6.c): without a bound the loop makes about ten thousand
tokens over 12,000+ steps (the probes saw it still running after 300 s). The engine stops it
when Reactions are checked with 2,000 tokens and Emblems on the board
(``engine/steps/loop_bound.py``).

Printed, in CPU seconds (process time, beside wall time; a shared machine makes wall time wait
for other work):

* the whole loop with the app's bound: steps, objects at the stop, time;
* the engine's time per step near 1,000, 2,000 and 5,000 objects (the bound lifted for this
  part only), over 100 steps each as a judge pressing Step would (answering the first option):
  the work per step should grow at most in proportion to the Reactions waiting in Limbo
  (the Reaction choice lists every one of them, 4.4.b), never faster.

Run: ``.venv/bin/python benchmarks/reaction_loop_bench.py``
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, footer

import engine.steps.loop_bound as loop_bound
from engine import answer, step
from engine.state.game_state import GameState
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

LOOP = (
    "title: loop\nphase: Afternoon\n"
    + (Path(__file__).resolve().parents[1] / "tests/data/loop_cards.yaml").read_text("utf-8")
    + """players:
  p1: {hero_expedition: [Hatchery], hand: [Vanilla 1/1/1], mana: 1}
  p2: {}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
"""
)


def _start() -> GameState:
    path = Path(tempfile.mkdtemp()) / "loop.yaml"
    path.write_text(LOOP, encoding="utf-8")
    return run_scenario(load_scenario(path)).state


def _one(state: GameState) -> GameState | None:
    """One step or one answer (the first options), None when the turn decision is back."""
    d = state.pending
    if d is not None:
        if d.kind == "turn":
            return None
        return answer(state, d.id, tuple(o.id for o in d.options[: d.min_choices]))[0]
    return step(state)[0] if state.agenda else None


def whole_loop() -> None:
    state: GameState | None = _start()
    wall, cpu = time.perf_counter(), time.process_time()
    steps = 0
    last = state
    while state is not None:
        last, state = state, _one(state)
        steps += 1
    assert last is not None
    print(
        f"whole loop, bound {loop_bound.MAX_CREATED_OBJECTS:,}: {steps:,} steps, "
        f"{loop_bound.created_objects(last):,} tokens and Emblems left, "
        f"{time.process_time() - cpu:.2f} s CPU ({time.perf_counter() - wall:.2f} s wall)"
    )


def per_step(targets: tuple[int, ...] = (1_000, 2_000, 5_000)) -> None:
    loop_bound.MAX_CREATED_OBJECTS = 10**9  # lifted: to measure the engine past the bound
    state: GameState | None = _start()
    for target in targets:
        while state is not None and len(state.objects) < target:
            state = _one(state)
        if state is None:
            print(f"the loop ended before {target:,} objects")
            return
        limbo = len(state.zone("limbo"))
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(100):
            nxt = _one(state)
            if nxt is None:
                break
            state = nxt
        print(
            f"near {target:,} objects ({limbo:,} Reactions in Limbo): "
            f"{(time.process_time() - cpu) * 10:.1f} ms CPU a step "
            f"({(time.perf_counter() - wall) * 10:.1f} ms wall)"
        )


def main() -> None:
    watch = Stopwatch()
    os.environ.setdefault("JUDGE_APP_CACHE_DIR", tempfile.mkdtemp())
    whole_loop()
    per_step()
    print(footer(watch))


if __name__ == "__main__":
    main()
