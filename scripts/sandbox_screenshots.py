"""Take the sandbox's documentation screenshots (docs/screenshots/sandbox-*.png).

    .venv/bin/python scripts/sandbox_screenshots.py [--size WxH] [--out DIR] [NAME ...]

Runs the real window offscreen on ``scenarios/sandbox/busy_board.yaml``: the opening board,
the board mid-resolution with six Emblem-Reactions in Limbo and the decision prompt, the
inspector on a boosted Character, and the timeline with a citation opened; then the rules'
own dispute (2.1.d: Kuwat, Haven and a second Character) typed in the quick entry and
explored, the Readings tab naming what decides. NAMEs (``explore-readings`` …) take only
those.

The documentation's screenshots are taken at 1500×920. To look at the small screens issue 33
names, take them into another folder (``--out``) at 1280×720, and at 200% on a 1920×1080
laptop: ``QT_SCALE_FACTOR=2 ... --size 960x540`` (the window's size in logical pixels; the
image is twice as large).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
BOARD = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"


def main() -> int:
    if not os.environ.get("DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="take only these screenshots")
    parser.add_argument("--size", default="1500x920", help="the window's size, WxH")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to save them in")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if out == OUT else f"-{args.size}"
    app = make_application()
    window = MainWindow("light", search_delay_ms=0)
    window.resize(width, height)
    window.show()
    window.start()
    deadline = time.monotonic() + 120
    while not window.is_ready and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    page = window.sandbox
    window.set_mode(1)

    wanted = set(args.names)

    def shot(name: str) -> None:
        if wanted and name not in wanted:
            return
        for _ in range(5):
            app.processEvents()
        page.redraw()  # at the window's size: the decision and the acting row in view
        for _ in range(5):
            app.processEvents()
        path = out / f"sandbox-{name}{suffix}.png"
        window.grab().save(str(path), "PNG", 0)
        print(f"Saved {path}")

    page.open_file(BOARD)
    page.tabs.setCurrentWidget(page.timeline)
    shot("opening-board")
    for _ in range(3):
        page.step()
    shot("reactions-in-limbo-decision")
    boosted = next(
        t.object_id
        for t in page.session.board().all_tiles()
        if t.name == "Seasoned Vanilla" and t.boosts
    )
    page.select(boosted)
    shot("inspector")
    first = page.session.state.pending
    assert first is not None
    page.answer((first.options[0].id,))
    page.step()
    page.step()
    page.tabs.setCurrentWidget(page.timeline)
    page.timeline.moment_chosen.emit(page.session.cursor)
    shot("timeline")
    page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
    page.new_board()
    page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.explore_action.trigger()
    deadline = time.monotonic() + 60
    while page.readings.result is None and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    shot("explore-readings")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
