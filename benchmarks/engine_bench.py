"""Engine benchmarks: throughput, per-event cost by board size, undo cost by history length.

Run: ``.venv/bin/python benchmarks/engine_bench.py``
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardDef,
    CardType,
    GameBuilder,
    GameState,
    History,
    StatModifier,
    Step,
    answer,
    new_game,
    request,
    step,
)

_PASSIVE = Ability(AbilityKind.PASSIVE, stats=StatModifier("my_expedition", forest=1))


def _deck(player: str, n: int = 40) -> list[CardDef]:
    return [
        CardDef(
            f"{player}-{i}",
            player,
            f"{player} card {i}",
            CardType.CHARACTER,
            hand_cost=i % 4,
            reserve_cost=max(0, i % 4 - 1),
            forest=i % 3,
            mountain=(i + 1) % 3,
            water=(i + 2) % 3,
        )
        for i in range(n)
    ]


def _advance(state: GameState, rng: random.Random) -> tuple[GameState, int]:
    """One engine step or one answer (never "pass" while a play exists, so games are long)."""
    if state.pending is not None:
        d = state.pending
        ids = list(d.option_ids())
        if d.kind == "turn" and len(ids) > 1 and rng.random() < 0.85:
            ids.remove("pass")
        count = rng.randint(d.min_choices, d.max_choices)
        state, entry = answer(state, d.id, tuple(rng.sample(ids, count)))
    else:
        state, entry = step(state)
    return state, len(entry.events)


def _games(games: int) -> tuple[int, int, float]:
    rng = random.Random(1)
    events = steps = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=g)
        while not state.game_over and steps < 10**7:
            state, n = _advance(state, rng)
            events += n
            steps += 1
    return events, steps, time.perf_counter() - start


def bench_throughput(games: int = 20, runs: int = 5) -> None:
    """The same games ``runs`` times: the best run is the engine's speed, the median
    shows how much the machine itself varied (a shared virtual machine varies a lot)."""
    results = sorted((_games(games) for _ in range(runs)), key=lambda r: r[2])
    events, steps, best = results[0]
    median = results[len(results) // 2][2]
    print(f"scripted games: {games}, engine steps+answers: {steps}, atomic actions: {events}")
    print(
        f"  best of {runs}: {events / best:,.0f} atomic actions/s, "
        f"{steps / best:,.0f} engine steps/s ({best:.2f}s); "
        f"median {events / median:,.0f} atomic actions/s"
    )


def bench_per_event(sizes: tuple[int, ...] = (10, 50, 200), reps: int = 2000) -> None:
    for size in sizes:
        b = GameBuilder()
        for i in range(size):
            # One object in four has a passive ability (+1 forest to its Expedition's
            # Characters, 2.3.1.a), re-evaluated after every event (2.3.1.e).
            abilities = (_PASSIVE,) if i % 4 == 0 else ()
            b.in_expedition(
                "p1" if i % 2 else "p2",
                "hero" if i % 3 else "companion",
                f"c{i}",
                forest=1,
                abilities=abilities,
            )
        state = b.build()
        target = state.zone("expedition:p1:hero")[0]
        exhaust = Step(ActionKind.EXHAUST, objects=(target,))
        ready = Step(ActionKind.READY, objects=(target,))
        start = time.perf_counter()
        for _ in range(reps // 2):
            state, _ = request(state, exhaust)
            state, _ = request(state, ready)
        per = (time.perf_counter() - start) / reps
        move = Step(ActionKind.SWITCH_EXPEDITIONS, objects=(target,))
        start = time.perf_counter()
        for _ in range(reps):
            state, _ = request(state, move)
        per_move = (time.perf_counter() - start) / reps
        print(
            f"  {size:4d} objects in play: {per * 1e6:7.1f} us per exhaust/ready event, "
            f"{per_move * 1e6:7.1f} us per switch-Expeditions event"
        )


def bench_undo(lengths: tuple[int, ...] = (10, 10_000), ops: int = 100_000) -> None:
    rng = random.Random(2)
    for length in lengths:
        state = new_game({"p1": _deck("p1", 200), "p2": _deck("p2", 200)}, seed=3)
        history = History.start(state)
        while len(history.states) < length:
            state, _ = _advance(state, rng)
            if state.game_over:
                state = new_game({"p1": _deck("p1", 200), "p2": _deck("p2", 200)}, seed=4)
            history.record(state)
        start = time.perf_counter()
        for _ in range(ops // 2):
            history.undo()
            history.redo()
        per = (time.perf_counter() - start) / ops
        start = time.perf_counter()
        for i in range(ops):
            history.jump((i * 7919) % length)
        per_jump = (time.perf_counter() - start) / ops
        print(
            f"  history of {length:6d} states: undo/redo {per * 1e9:6.0f} ns, "
            f"jump {per_jump * 1e9:6.0f} ns"
        )


def calibrate() -> None:
    """Machine context: the cost of one plain ``dataclasses.replace`` on a 3-field record."""
    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class P:
        a: int
        b: int
        c: int

    p = P(1, 2, 3)
    n = 100_000
    start = time.perf_counter()
    for _ in range(n):
        p = dataclasses.replace(p, a=p.a + 1)
    print(
        f"  calibration: dataclasses.replace of a 3-field record = "
        f"{(time.perf_counter() - start) / n * 1e9:.0f} ns on this machine"
    )


if __name__ == "__main__":
    print("== machine ==")
    print(f"  Python {sys.version.split()[0]} ({sys.executable}); the engine is pure Python")
    calibrate()
    print("== throughput (long scripted games) ==")
    bench_throughput()
    print("== per-event cost by objects in play ==")
    bench_per_event()
    print("== undo cost by history length ==")
    bench_undo()
