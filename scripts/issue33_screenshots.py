"""Screenshots of three sandbox states issue 33 and 34 changed, at two window sizes
(docs/screenshots/sandbox-<scene>-<W>x<H>.png), for looking at as a judge would:

- ``not-offered``: a card in Reserve whose "can't" holds is not offered and the decision
  panel says why, with the rule (1.4.1.a);
- ``loop-stopped``: an endless loop of Reactions stopped by the app's bound (1.4.6.c); the
  bound is lowered to 60 here so the board stays drawable in a screenshot;
- ``ignored``: an ability ignored this Day (7.3.19.a-b), its Reaction not activating.

    .venv/bin/python scripts/issue33_screenshots.py [OUTDIR] [--size WxH ...]

At 200% on a 1920×1080 laptop: ``QT_SCALE_FACTOR=2 ... --size 960x540`` (logical pixels).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "scenarios" / "examples"
SIZES = ((1600, 1000), (1280, 720))
NOT_OFFERED = "1_4_1_a_derived_a_card_in_reserve_that_cant_be_played_is_not_offered_and_said.yaml"
IGNORED = "7_3_19_a_derived_ignoring_a_characters_abilities_this_day.yaml"

_LOOP = (
    "title: A loop of Reactions the rules let run on\nphase: Afternoon\n"
    + (ROOT / "tests/data/loop_cards.yaml").read_text("utf-8")
    + """players:
  p1: {hero_expedition: [Hatchery], hand: [Vanilla 1/1/1], mana: 1}
  p2: {}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
"""
)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    import engine.steps.loop_bound as loop_bound
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", action="append", help="a window size, WxH (repeatable)")
    args = parser.parse_args()
    out: Path = args.out
    sizes = [tuple(int(v) for v in size.split("x")) for size in args.size] if args.size else SIZES
    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    window = MainWindow("light", search_delay_ms=0)
    window.show()
    window.start()
    deadline = time.monotonic() + 120
    while not window.is_ready and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    page = window.sandbox
    window.set_mode(1)
    page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]

    def settle() -> None:
        for _ in range(8):
            app.processEvents()

    def shot(name: str) -> None:
        for w, h in sizes:
            window.resize(w, h)
            settle()
            page.redraw()  # at the window's size: the decision and the acting row in view
            settle()
            path = out / f"sandbox-{name}-{w}x{h}.png"
            window.grab().save(str(path), "PNG", 0)
            print(f"Saved {path}")

    # a) not offered, and why
    page.open_file(EXAMPLES / NOT_OFFERED)
    page.run_now("decision")
    shot("not-offered")

    # b) the loop stopped by the app's bound
    loop_bound.MAX_CREATED_OBJECTS = 60
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "loop.yaml"
        path.write_text(_LOOP, encoding="utf-8")
        page.open_file(path)
        session = page.session
        while session.moment.script_pos < len(session.script):
            session.step()  # the script plays the card that starts the loop
        for _ in range(3_000):
            if "stops this loop" in session.moment.text:
                break
            state = session.state
            if state.pending is not None:
                if state.pending.kind == "turn":
                    break
                first = state.pending.options[: state.pending.min_choices]
                session.answer(tuple(o.id for o in first))
            else:
                session.step()
        page.redraw()
        page.tabs.setCurrentWidget(page.timeline)
        page.timeline.moment_chosen.emit(session.cursor)
        shot("loop-stopped")

    # c) an ability ignored this Day
    page.open_file(EXAMPLES / IGNORED)
    while page.session.moment.script_pos < len(page.session.script):
        page.session.step()
    page.run_now("decision")
    page.tabs.setCurrentWidget(page.timeline)
    listed = page.timeline.list
    ignored = next(i for i, line in enumerate(listed.lines()) if "is ignored" in line)
    page.timeline.moment_chosen.emit(ignored)  # the line that says the Reaction is ignored
    shot("ignored")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
