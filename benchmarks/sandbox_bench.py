"""Sandbox benchmark: step-to-redraw latency on a busy board.

Run with ``.venv/bin/python benchmarks/sandbox_bench.py`` (offscreen unless a display is set).

The board is ``scenarios/sandbox/busy_board.yaml``: four Characters in each of the four
Expeditions, Landmarks, Reserves, Hands, Mana, and six Emblem-Reactions that land in
Limbo at Noon. Each sample is one press of Step in the real window: the engine step, the
board projection, the scene rebuilt, every panel refreshed and the board view repainted.
The run steps until the first decision nobody scripted, answers it (first legal option)
and goes on, so samples cover Limbo full and emptying. Target: p95 under 30 ms.

Also "Run to end of day" from the board's start, as the sandbox's Run button does it
(decisions answered with their first legal options), and one redraw. Target: under 0.5 s.

Also printed: the engine step alone and the redraw alone, so a regression can be placed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300, help="steps per round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    from judge_app.gui.launch import make_application
    from judge_app.gui.sandbox.page import SandboxPage
    from judge_app.sandbox.session import Session

    app = make_application()
    page = SandboxPage()
    page.resize(1500, 900)
    page.show()
    app.processEvents()

    total: list[float] = []
    cpu: list[float] = []
    engine_only: list[float] = []
    redraw_only: list[float] = []
    items: list[int] = []
    for _ in range(args.rounds):
        page.open_file(BOARD)
        app.processEvents()
        for _ in range(args.steps):
            s = page.session
            if s.state.game_over:
                break
            if s.needs_judge():
                d = s.state.pending
                assert d is not None
                chosen = d.option_ids()[: max(d.min_choices, 1)]
                t0, c0 = time.perf_counter(), time.thread_time()
                page.answer(tuple(chosen))
            else:
                t0, c0 = time.perf_counter(), time.thread_time()
                page.step()
            page.view.viewport().repaint()
            app.processEvents()
            total.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            items.append(len(page.scene.items()))
        # the parts, measured apart on the same moments
        session = Session.open(BOARD)
        for _ in range(args.steps):
            if session.needs_judge():
                d = session.state.pending
                assert d is not None
                session.answer(d.option_ids()[: max(d.min_choices, 1)])
                continue
            if not session.can_step():
                break
            t0 = time.perf_counter()
            session.step()
            engine_only.append((time.perf_counter() - t0) * 1000)
            page.session = session
            t1 = time.perf_counter()
            page.redraw()
            page.view.viewport().repaint()
            redraw_only.append((time.perf_counter() - t1) * 1000)

    print(f"board: {BOARD.relative_to(ROOT)}; {len(total)} steps over {args.rounds} rounds")
    print(f"scene items per redraw: median {statistics.median(items):.0f}, max {max(items)}")
    print(
        "step → redraw (real window): "
        f"p50 {_pct(total, 0.5):.1f} ms, p95 {_pct(total, 0.95):.1f} ms, "
        f"max {max(total):.1f} ms  (target p95 < 30 ms)"
    )
    # on a machine shared with other work the wall-clock time includes waiting for a core;
    # the CPU time the GUI thread itself spent is the part this code is responsible for
    print(
        f"  the same, CPU time of the GUI thread: p50 {_pct(cpu, 0.5):.1f} ms, "
        f"p95 {_pct(cpu, 0.95):.1f} ms; machine load average {os.getloadavg()[0]:.1f}"
    )
    print(
        f"  engine step alone: p50 {_pct(engine_only, 0.5):.2f} ms, "
        f"p95 {_pct(engine_only, 0.95):.2f} ms"
    )
    print(
        f"  redraw alone:      p50 {_pct(redraw_only, 0.5):.1f} ms, "
        f"p95 {_pct(redraw_only, 0.95):.1f} ms"
    )
    day: list[float] = []
    day_steps = 0
    for _ in range(args.rounds):
        session = Session.open(BOARD)
        t0 = time.perf_counter()
        day_steps = 0
        start_day = session.state.day
        while session.state.day == start_day and not session.state.game_over:
            if session.needs_judge():
                d = session.state.pending
                assert d is not None
                session.answer(d.option_ids()[: max(d.min_choices, 1)])
                day_steps += 1
                continue
            if not session.can_step():
                break
            day_steps += session.run(until="day")
        page.session = session
        page.redraw()
        page.view.viewport().repaint()
        day.append((time.perf_counter() - t0) * 1000)
    print(
        f"run to end of day (engine + one redraw): {day_steps} steps, "
        f"best {min(day):.0f} ms, median {statistics.median(day):.0f} ms  (target < 500 ms)"
    )
    page.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
