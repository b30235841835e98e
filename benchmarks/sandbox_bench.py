"""Sandbox benchmark: step-to-redraw latency on a busy board, and the first switch to the
Sandbox.

Run with ``.venv/bin/python benchmarks/sandbox_bench.py`` (offscreen unless a display is set).

The board is ``scenarios/sandbox/busy_board.yaml``: four Characters in each of the four
Expeditions, Landmarks, Reserves, Hands, Mana, and six Emblem-Reactions that land in
Limbo at Noon. Each sample is one press of Step in the real window: the engine step, the
board projection, the board's changed items updated, every panel refreshed, then the event
loop run until the window has painted what changed — as on screen, where Qt repaints only
the parts that changed (the full repaint of the board view a resize or an expose costs is
printed apart). The run steps until the first decision nobody scripted, answers it (first
legal option) and goes on, so samples cover Limbo full and emptying, the Decision tab coming
forward and going. Target: p95 under 16 ms, one frame at 60 Hz.

The machine may be shared: each sample is timed as wall-clock time and as the CPU time the
process spent (``time.process_time``), with the load average; on a loaded machine the wall
time includes waiting for a core, and the target is judged on the CPU time.

Also "Run to end of day" from the board's start, as the sandbox's Run button does it
(decisions answered with their first legal options), and one redraw. Target: under 0.5 s.

Also printed: the engine step alone and the redraw alone, so a regression can be placed.

And (``--switch-runs``, default 3, 0 to skip) the first switch to the Sandbox in a fresh app
process, as a judge starts the app: window shown, rules loaded, a first search, then the
Sandbox view asked for, built on first use, and painted — right after the search (the worst
case: the engine's code is imported there), a second after it (the views' code is prepared
from the moment the results show, ViewPreparer.AFTER_RESULTS_MS), and once the views' code
was prepared in the background. Target: under 0.5 s.
The child runs with compiled bytecode available (as the installed app has it), in a cache
folder of its own; its process CPU time includes the background threads (the search's
sentence encoder loading meanwhile), the UI thread's is printed apart.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"

SWITCH_CHILD = r"""
import sys, time
from judge_app.gui.launch import make_application
from judge_app.gui.qt import QTimer
from judge_app.gui.main_window import MainWindow
app = make_application()
window = MainWindow(search_delay_ms=0)
window.show()
app.processEvents()
def ready():
    view = window.search.controller.run("fleeting")
    window.search.show_view(view)
    for _ in range(3):
        app.processEvents()
    if sys.argv[1] == "idle":  # the judge read the results: the views' code was prepared
        window.preparer.signals.prepared.connect(switch)
        window.preparer.start()
    elif sys.argv[1] == "read":  # a second reading the results, then the Sandbox
        QTimer.singleShot(1000, switch)
    else:
        switch()
def switch():
    wall, cpu, thread = time.perf_counter(), time.process_time(), time.thread_time()
    window.set_mode(1)  # the Sandbox view, built on first use
    for _ in range(3):
        app.processEvents()  # shown and painted
    print(
        f"{time.perf_counter() - wall:.4f} {time.process_time() - cpu:.4f} "
        f"{time.thread_time() - thread:.4f}",
        flush=True,
    )
    window.close()
    app.quit()
window.ready.connect(ready)
window.start()
app.exec()
"""


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _settle(app: object) -> None:
    """Run the event loop until the window has painted what a change posted (the scene's
    update, then the window's paint request)."""
    for _ in range(3):
        app.processEvents()  # type: ignore[attr-defined]


def _figures(name: str, wall: list[float], cpu: list[float], unit: str = "ms") -> str:
    return (
        f"{name}: wall p50 {_pct(wall, 0.5):.1f} {unit}, p95 {_pct(wall, 0.95):.1f} {unit}, "
        f"max {max(wall):.1f} {unit}; process CPU p50 {_pct(cpu, 0.5):.1f} {unit}, "
        f"p95 {_pct(cpu, 0.95):.1f} {unit}, max {max(cpu):.1f} {unit}"
    )


def first_switch(runs: int) -> None:
    """The first switch to the Sandbox in ``runs`` fresh app processes."""
    if runs <= 0:
        return
    from rules_corpus.library import open_library

    open_library().close()  # the index built (a cold start means "index built")
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the installed app has compiled bytecode
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "judge-bench-pycache")
    env["PYTHONPATH"] = str(ROOT)
    for mode, when in (
        ("now", "right after the first search"),
        ("read", "a second after the first search (the judge reading its results)"),
        ("idle", "after the views' code was prepared in the background (the judge idle)"),
    ):
        rows: list[list[float]] = []
        loads: list[float] = []
        for run in range(runs + 1):  # the first run only compiles the bytecode
            env["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp(prefix="judge-bench-data-")
            out = subprocess.run(
                [sys.executable, "-c", SWITCH_CHILD, mode],
                capture_output=True,
                text=True,
                env=env,
                timeout=180,
            )
            lines = out.stdout.strip().splitlines()
            if not lines:  # the figures are printed before the window closes
                raise SystemExit(f"the app did not switch (exit {out.returncode}):\n{out.stderr}")
            if run:
                rows.append([float(v) * 1000 for v in lines[-1].split()])
                loads.append(os.getloadavg()[0])
        wall, cpu, thread = (list(c) for c in zip(*rows, strict=True))
        print(
            f"first switch to the Sandbox {when} ({runs} fresh processes, load average "
            f"{min(loads):.1f}–{max(loads):.1f}): wall median {statistics.median(wall):.0f} ms, "
            f"max {max(wall):.0f} ms; process CPU median {statistics.median(cpu):.0f} ms "
            f"(UI thread {statistics.median(thread):.0f} ms)  (target < 500 ms)"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300, help="steps per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--switch-runs", type=int, default=3, help="first switches to time")
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
    _settle(app)

    total: list[float] = []
    cpu: list[float] = []
    kinds: list[str] = []
    engine_only: list[float] = []
    redraw_only: list[float] = []
    items: list[int] = []
    rounds: list[int] = []
    load_before = os.getloadavg()[0]
    for round_number in range(args.rounds):
        page.open_file(BOARD)
        _settle(app)
        for _ in range(args.steps):
            s = page.session
            if s.state.game_over:
                break
            if s.needs_judge():
                d = s.state.pending
                assert d is not None
                chosen = d.option_ids()[: max(d.min_choices, 1)]
                t0, c0 = time.perf_counter(), time.process_time()
                page.answer(tuple(chosen))
                kind = "answer"
            else:
                t0, c0 = time.perf_counter(), time.process_time()
                page.step()
                kind = "step"
            _settle(app)
            total.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            if kind == "step" and page.session.state.pending is not None:
                kind = "step to a decision"
            kinds.append(kind)
            rounds.append(round_number)
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
            t1 = time.process_time()
            page.redraw()
            _settle(app)
            redraw_only.append((time.process_time() - t1) * 1000)
    full: list[float] = []
    for _ in range(20):
        t0 = time.process_time()
        page.view.viewport().repaint()
        full.append((time.process_time() - t0) * 1000)

    print(f"board: {BOARD.relative_to(ROOT)}; {len(total)} steps over {args.rounds} rounds")
    print(f"scene items per redraw: median {statistics.median(items):.0f}, max {max(items)}")
    print(_figures("step → redraw (real window)", total, cpu) + "  (target p95 < 16 ms)")
    print(
        f"  machine load average (1 min) {load_before:.1f} before, "
        f"{os.getloadavg()[0]:.1f} after: the wall time includes waiting for a core"
    )
    # each step's least CPU over the rounds (the rounds step the same board the same way):
    # what the step costs when the machine lets it run, a figure a shared machine moves less
    by_step: dict[int, list[float]] = {}
    index = 0
    for i, r in enumerate(rounds):
        index = 0 if i == 0 or rounds[i - 1] != r else index + 1
        by_step.setdefault(index, []).append(cpu[i])
    least = [min(v) for v in by_step.values() if len(v) == args.rounds]
    if least and args.rounds > 1:
        print(
            f"  each step's least over {args.rounds} rounds ({len(least)} steps): process CPU "
            f"p50 {_pct(least, 0.5):.1f} ms, p95 {_pct(least, 0.95):.1f} ms, "
            f"max {max(least):.1f} ms"
        )
    for kind in ("step", "step to a decision", "answer"):
        picked = [c for c, k in zip(cpu, kinds, strict=True) if k == kind]
        if picked:
            print(
                f"  {kind} ({len(picked)}): process CPU p50 {_pct(picked, 0.5):.1f} ms, "
                f"p95 {_pct(picked, 0.95):.1f} ms"
            )
    # the first round meets every decision's words and every layout for the first time; the
    # later ones replay the same board, finding the panel's wrapped heights and the table's
    # layouts kept (as a judge stepping through a second Noon does)
    first = [
        c for c, k, r in zip(cpu, kinds, rounds, strict=True) if k == "step to a decision" and not r
    ]
    if first:
        print(
            f"  step to a decision, first round only ({len(first)}): process CPU p50 "
            f"{_pct(first, 0.5):.1f} ms, p95 {_pct(first, 0.95):.1f} ms"
        )
    print(
        f"  engine step alone: p50 {_pct(engine_only, 0.5):.2f} ms, "
        f"p95 {_pct(engine_only, 0.95):.2f} ms"
    )
    print(
        f"  redraw alone (process CPU): p50 {_pct(redraw_only, 0.5):.1f} ms, "
        f"p95 {_pct(redraw_only, 0.95):.1f} ms"
    )
    print(
        f"  a full repaint of the board view (a resize or an expose, not a step): "
        f"p50 {_pct(full, 0.5):.1f} ms CPU"
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
        _settle(app)
        day.append((time.perf_counter() - t0) * 1000)
    print(
        f"run to end of day (engine + one redraw): {day_steps} steps, "
        f"best {min(day):.0f} ms, median {statistics.median(day):.0f} ms  (target < 500 ms)"
    )
    page.close()
    first_switch(args.switch_runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
