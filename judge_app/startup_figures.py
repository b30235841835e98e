"""``judge-app --startup-figures T0``: how long the window takes to start, for benchmarks.

The frozen app cannot run a benchmark's own script, so it measures itself: from ``T0`` (the
epoch time the benchmark started the process at) to the window shown and to the first search's
results shown, then its resident memory once that search is done; one line of figures on
standard output, then it exits. ``benchmarks/gui_bench.py --frozen`` runs it from the archive.
"""

from __future__ import annotations

import os
import time


def resident_mb() -> float:
    """This process's resident memory in MB (Linux ``/proc``; 0 where there is none)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def run_startup_figures(t0: float) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow

    app = make_application()
    window = MainWindow(None, search_delay_ms=0)
    window.show()
    app.processEvents()
    shown = time.time() - t0
    figures: list[float] = []

    def ready() -> None:
        window.search.set_query("fleeting")
        window.search.run_now()
        app.processEvents()
        window.search.results.viewport().repaint()
        searched = time.time() - t0
        figures.extend([shown, searched, resident_mb()])
        window.close()
        app.quit()

    window.ready.connect(ready)
    window.start()
    app.exec()
    if not figures:
        return 1
    print(" ".join(f"{value:.4f}" for value in figures), flush=True)
    return 0
