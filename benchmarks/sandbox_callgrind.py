"""Sandbox steps counted in instructions: a figure that holds on a shared, loaded machine.

Run with ``.venv/bin/python benchmarks/sandbox_callgrind.py`` (needs ``valgrind``; about a
minute). ``benchmarks/sandbox_bench.py`` times the same steps on the clock, which on a machine
shared with other work moves by tens of per cent from run to run; here the steps run under
``valgrind --tool=callgrind``, which counts the instructions executed — the same program on
the same board gives the same count within a fraction of a per cent, whatever the load.

The child opens ``scenarios/sandbox/busy_board.yaml`` in a real sandbox window (offscreen),
steps once through the board uncounted (imports, first layouts, caches), then opens it
again and steps ``--steps`` times (answering decisions with their first legal options, as
the bench does) inside the Qt event loop, the only part counted (``--toggle-collect`` on
``QCoreApplication::exec``). Printed: instructions per step, and the share spent in the
event processing that follows each step — the window laid out and painted (the steps' own
Python — the engine, the board projection, the panels updated — is the rest).

``--first-pass`` drops the board items' kept pictures
(:mod:`judge_app.gui.sandbox.kept_pictures`) between the two walks: the counted walk then
finds only the looks it painted itself, as a board stepped the first time does (the
counted walk repeats the uncounted one, so otherwise every look it paints was kept).

``--per-step`` dumps the counts after every step (``callgrind_control -d``; several minutes)
and prints the steps' p50, p95 and largest instruction counts instead: the tail of the
step → redraw figure, which the clock cannot show on a loaded machine; and the same by
kind, as ``sandbox_bench.py`` names them (a step, a step to a decision, an answer).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"

CHILD = r"""
import os, subprocess, sys
from pathlib import Path
from judge_app.gui.launch import make_application
from judge_app.gui.qt import QTimer
from judge_app.gui.sandbox.page import SandboxPage

board, steps, per_step = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1"
first_pass = sys.argv[4] == "1"
kinds_file = Path(sys.argv[5])
counting = False
kinds = []  # each counted step's kind, as sandbox_bench names them
app = make_application()
page = SandboxPage()
page.resize(1500, 900)
page.show()

def settle():
    for _ in range(3):
        app.processEvents()

def walk(count):
    page.open_file(board)
    settle()
    done = 0
    for _ in range(count):
        s = page.session
        if s.state.game_over:
            break
        if s.needs_judge():
            d = s.state.pending
            page.answer(tuple(d.option_ids()[: max(d.min_choices, 1)]))
            kind = "answer"
        else:
            page.step()
            kind = "step to a decision" if page.session.state.pending is not None else "step"
        settle()
        if counting:
            kinds.append(kind)
        if counting and per_step:  # this step's instructions in a file of their own
            subprocess.run(["callgrind_control", "-d", str(os.getpid())], capture_output=True)
        done += 1
    return done

walk(steps)  # uncounted: imports, first layouts, caches
if first_pass:  # the board items' kept pictures dropped: each look painted as the first time
    from judge_app.gui.sandbox.kept_pictures import PICTURES
    PICTURES.clear()
subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)

def counted():
    global counting
    counting = True
    done = walk(steps)
    kinds_file.write_text("\n".join(kinds))
    print(done, flush=True)
    app.quit()

QTimer.singleShot(0, counted)
app.exec()  # only what runs in here is counted
"""


def _inclusive(annotated: str, pattern: str) -> int:
    """The inclusive instruction count of the first function matching ``pattern``."""
    for line in annotated.splitlines():
        if re.search(pattern, line):
            number = line.split()[0].replace(",", "")
            if number.isdigit():
                return int(number)
    return 0


def _pct(values: list[int], share: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _print_per_step(out: Path, kinds: list[str]) -> None:
    """The instructions of each step, one dump file each (``callgrind_control -d`` after
    every step; the first dump holds the open, the last what follows the last step): their
    p50 and p95 — the tail the clock cannot show on a loaded machine — over all steps and by
    kind (``kinds``, one per step: a step, a step to a decision, an answer)."""
    counts: list[int] = []
    for dump in sorted(out.parent.glob(out.name + ".*"), key=lambda p: int(p.suffix[1:])):
        for line in dump.read_text(errors="replace").splitlines():
            if line.startswith(("summary:", "totals:")):
                counts.append(int(line.split()[1]))
                break
    steps = sorted(counts[1:])  # the first dump is the board being opened
    if not steps:
        print("per step: no dump was written")
        return
    p50 = steps[len(steps) // 2]
    p95 = steps[min(len(steps) - 1, round(0.95 * (len(steps) - 1)))]
    print(
        f"per step ({len(steps)} dumps): instructions p50 {p50 / 1e6:.1f} M, "
        f"p95 {p95 / 1e6:.1f} M, max {steps[-1] / 1e6:.1f} M"
    )
    by_kind: dict[str, list[int]] = {}
    for kind, count in list(zip(kinds, counts, strict=False))[1:]:  # the first: the open too
        by_kind.setdefault(kind, []).append(count)
    for kind in ("step", "step to a decision", "answer"):
        found = by_kind.get(kind)
        if found:
            print(
                f"  {kind} ({len(found)}): p50 {_pct(found, 0.5) / 1e6:.2f} M, "
                f"p95 {_pct(found, 0.95) / 1e6:.2f} M, total {sum(found) / 1e6:.1f} M"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=80)
    parser.add_argument("--keep", type=Path, help="keep the callgrind output file here")
    parser.add_argument(
        "--first-pass",
        action="store_true",
        help="drop the board items' kept pictures before the counted walk (which repeats "
        "the uncounted one): each look is painted as on a board stepped the first time",
    )
    parser.add_argument(
        "--per-step",
        action="store_true",
        help="also dump after each step and print the steps' p50/p95 instructions",
    )
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
    env["PYTHONPATH"] = str(ROOT)
    env["JUDGE_APP_DATA_DIR"] = tempfile.mkdtemp(prefix="judge-callgrind-data-")
    out = args.keep or Path(tempfile.mkdtemp(prefix="judge-callgrind-")) / "callgrind.out"
    kinds_file = out.parent / "step_kinds.txt"
    run = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            "--collect-atstart=no",
            "--toggle-collect=QCoreApplication::exec*",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            CHILD,
            str(BOARD),
            str(args.steps),
            "1" if args.per_step else "0",
            "1" if args.first_pass else "0",
            str(kinds_file),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=1800,
    )
    lines = run.stdout.strip().splitlines()
    if run.returncode or not lines:
        raise SystemExit(f"the counted run failed (exit {run.returncode}):\n{run.stderr[-3000:]}")
    steps = int(lines[-1])
    if args.per_step:  # the counts are split among the dumps: their figures only
        print(f"board: {BOARD.relative_to(ROOT)}; {steps} steps counted under callgrind")
        _print_per_step(out, kinds_file.read_text().split("\n"))
        return 0
    annotated = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    total = _inclusive(annotated, r"QCoreApplication::exec\(")
    events = _inclusive(annotated, r"QCoreApplication::processEvents\(")
    print(f"board: {BOARD.relative_to(ROOT)}; {steps} steps counted under callgrind")
    print(
        f"instructions per step (engine, board, panels, layout and paint): "
        f"{total / steps / 1e6:.1f} M"
    )
    print(
        f"  of which the event processing after a step (layouts, paints): "
        f"{events / steps / 1e6:.1f} M ({100 * events / max(total, 1):.0f}%)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
