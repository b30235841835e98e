"""Screenshots of the sandbox states issues 33 and 34 changed, at each window size asked
for (sandbox-<scene>-<W>x<H>.png; ``@2x`` added when the display scale is 2), for looking at
as a judge at a table would:

- ``empty-table``: the Sandbox as first opened, before any card is laid out (drawn without
  an engine session, issue 33's first switch): the empty board and what to do first;
- ``not-offered``: a card in Reserve whose "can't" holds is not offered and the decision
  panel says why, with the rule (1.4.1.a);
- ``no-mana``: Kuwat in Reserve with 2 ready Mana Orbs: only Pass, and the panel says why
  Kuwat is not offered (its cost against ready Mana, 1.2.5.c);
- ``not-playable-now``: the dispute with a second card in Hand, at p1's choice of the
  Reaction to play first: one line says why that card can't be played now (4.2.3.e);
- ``loop-stopped``: an endless loop of Reactions stopped by the app's bound (1.4.6.c); the
  bound is lowered to 60 here so the board stays drawable in a screenshot;
- ``ignored``: an ability ignored this Day (7.3.19.a-b), its Reaction not activating;
- ``dispute-decision``: the rules' dispute (2.1.d) typed in the quick entry and played —
  Kuwat's and Haven's Emblem-Reactions in Limbo, whose each is, the boost granted by Haven;
- ``dispute-verdict``: the same explored: the Readings tab's verdict naming what decides,
  each outcome's board small with what differs framed;
- ``dispute-side-by-side``: the two outcomes compared in the Side by side window;
- ``dispute-timeline``: the dispute played to its end, the timeline in a judge's words;
- ``typed-card``: a card typed from its printed text, two abilities on one line and one
  left by hand, selected: the Inspector says what is by hand and why;
- ``second-player-decides``: the busy board (scenarios/sandbox/busy_board.yaml) stepped
  to p2's choice of the Reaction to play first (4.4.b): the decision, Limbo and p2's
  Reserve, Mana and Hand.

    .venv/bin/python scripts/issue33_screenshots.py [OUTDIR] [--size WxH ...] [--only NAME ...]

At 200% on a 1920×1080 laptop: ``QT_SCALE_FACTOR=2 ... --size 960x540`` (logical pixels).
Take them with a fresh ``XDG_CONFIG_HOME`` so no remembered window state changes them, and
with an offscreen screen of the real size (``QT_QPA_PLATFORM=offscreen:configfile=F``, F a
JSON ``{"screens": [{"name": "s", "x": 0, "y": 0, "width": 1920, "height": 1080,
"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}``): the Side by side window sizes itself
to the screen, and the offscreen default is far smaller. docs/issue33_audit.md lists what
each state shows.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUSY = ROOT / "scenarios" / "sandbox" / "busy_board.yaml"
DISPUTE = "Kuwat in reserve, Haven, Vanilla, play Kuwat"
TYPED = "{J} Draw a card. {H} I gain 1 boost. {R} Each player hums a tune."
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
    from judge_app.gui.cards.placing import place_card
    from judge_app.gui.cards.typed import TypeCardDialog
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.qt import QWidget
    from judge_app.sandbox.board import zone_keys

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--size", action="append", help="a window size, WxH (repeatable)")
    parser.add_argument("--only", action="append", help="take only this scene (repeatable)")
    args = parser.parse_args()
    wanted = set(args.only or ())
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

    def saved(widget: QWidget, name: str, w: int, h: int) -> None:
        image = widget.grab()
        ratio = image.devicePixelRatio()
        scale = f"@{ratio:g}x" if ratio != 1 else ""
        path = out / f"sandbox-{name}-{w}x{h}{scale}.png"
        image.save(str(path), "PNG", 0)
        print(f"Saved {path}")

    def shot(name: str) -> None:
        for w, h in sizes:
            window.resize(w, h)
            settle()
            page.redraw()  # at the window's size: the decision and the acting row in view
            settle()
            saved(window, name, w, h)

    def take(name: str) -> bool:
        return not wanted or name in wanted

    def explored() -> None:
        page.explore_action.trigger()
        deadline = time.monotonic() + 60
        while page.readings.result is None and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)

    # the page as first opened: nothing laid out, no engine session made yet
    if take("empty-table"):
        for w, h in sizes:
            window.resize(w, h)
            settle()
            saved(window, "empty-table", w, h)

    # a) not offered, and why
    if take("not-offered"):
        page.open_file(EXAMPLES / NOT_OFFERED)
        page.run_now("decision")
        shot("not-offered")
    if take("no-mana"):
        page.new_board()
        page.quick_enter("Kuwat in reserve, Vanilla 2/2/2 in hand, p1 mana 2")
        page.run_now("decision")
        shot("no-mana")

    if take("not-playable-now"):
        page.new_board()
        page.quick_enter(
            "Kuwat in reserve, Haven, Vanilla, Vanilla 2/2/2 in hand, p1 mana 4, play Kuwat"
        )
        page.tabs.setCurrentWidget(page.decision)
        shot("not-playable-now")

    # the rules' dispute (2.1.d) from a sentence: the decision, the verdict, side by side,
    # the timeline
    if take("dispute-decision") or take("dispute-verdict") or take("dispute-side-by-side"):
        page.new_board()
        page.quick_enter(DISPUTE)
        if take("dispute-decision"):
            page.tabs.setCurrentWidget(page.decision)
            shot("dispute-decision")
        explored()
        if take("dispute-verdict"):
            shot("dispute-verdict")
        if take("dispute-side-by-side"):
            panel = page.readings
            for i in (0, 1):
                item = panel.outcomes.topLevelItem(i)
                assert item is not None, "the dispute has two outcomes"
                item.setSelected(True)
            for w, h in sizes:
                window.resize(w, h)
                settle()
                panel.compare_outcomes()
                dialog = page.compare_dialog
                dialog.show()
                settle()
                saved(dialog, "dispute-side-by-side", w, h)
                dialog.close()
    if take("dispute-timeline"):
        page.new_board()
        page.quick_enter(DISPUTE)
        rows = page.decision.rows
        page.answer((next(r.view.id for r in rows if "Sacrifice" in r.view.title),))
        page.run_now("decision")
        page.answer((next(r.view.id for r in page.decision.rows if "Vanilla" in r.view.title),))
        page.run_now("decision")
        page.tabs.setCurrentWidget(page.timeline)
        page.timeline.moment_chosen.emit(page.session.cursor)
        shot("dispute-timeline")

    # a card typed from its text, one ability of three by hand, in the Inspector
    if take("typed-card"):
        page.new_board()
        typing = TypeCardDialog(window)
        typing.text.setPlainText(TYPED)
        card = typing.typed_card()
        assert card is not None
        place_card(page, card, zone_keys("p1")["hero_expedition"])
        typing.close()
        (typed,) = page.session.state.zone(zone_keys("p1")["hero_expedition"])
        page.select(typed)
        shot("typed-card")

    # the busy board at a decision the second player answers
    if take("second-player-decides"):
        page.open_file(BUSY)
        for _ in range(60):
            pending = page.session.state.pending
            if pending is not None and pending.player == "p2":
                break
            if pending is not None:  # p1's Reactions in the order offered
                page.answer(tuple(o.id for o in pending.options[: max(pending.min_choices, 1)]))
            else:
                page.step()
        page.tabs.setCurrentWidget(page.decision)
        shot("second-player-decides")

    # b) the loop stopped by the app's bound
    if take("loop-stopped"):
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
    if take("ignored"):
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
