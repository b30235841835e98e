"""Issue 33 walk: four tasks a hurried judge does, driven by key and mouse events in the real
window (offscreen), counting the inputs and saving a screenshot of every screen on the way.

Run at 1280x720 and at 200% (QT_SCALE_FACTOR=2, a 960x540 window on a 1920x1080 screen)::

    JUDGE_APP_DATA_DIR=$(mktemp -d) XDG_CONFIG_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen \\
      .venv/bin/python scripts/hurried_walk.py OUT --size 1280x720
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POOL = ROOT / "tests" / "data" / "pool"
TOURNAMENT = ROOT / "tests" / "data" / "tournament"
QUESTION = "can a character in reserve be the target of a boost"
DISPUTE = "Kuwat in reserve, Haven, Vanilla, play Kuwat"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtTest import QTest

    from judge_app.gui.cards.deck_check import DeckCheckDialog
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.qt import QApplication, QDate, QGuiApplication, Qt, QWidget

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--only", action="append")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    app = make_application()
    window = MainWindow("light", search_delay_ms=0)
    window.resize(w, h)
    window.show()
    window.start()
    deadline = time.monotonic() + 120
    while not window.is_ready and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    inputs: dict[str, list[str]] = {}
    task = ""

    def settle(seconds: float = 0.3) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    def note(what: str) -> None:
        inputs.setdefault(task, []).append(what)

    def focused() -> QWidget:
        widget = QApplication.focusWidget()
        return widget if widget is not None else window

    def key(seq: str, target: QWidget | None = None) -> None:
        from judge_app.gui.qt import QKeySequence

        combo = QKeySequence(seq)[0]
        QTest.keyClick(target or focused(), combo.key(), combo.keyboardModifiers())
        note(seq)
        settle()

    def type_text(text: str) -> None:
        QTest.keyClicks(focused(), text)
        note(f"type '{text}'")
        settle(0.6)

    def click(widget: QWidget, label: str) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        note(f"click {label}")
        settle()

    def shot(name: str, widget: QWidget | None = None) -> None:
        image = (widget or window).grab()
        ratio = image.devicePixelRatio()
        scale = f"@{ratio:g}x" if ratio != 1 else ""
        path = out / f"walk-{name}-{w}x{h}{scale}.png"
        image.save(str(path), "PNG", 0)
        print(f"Saved {path}")

    wanted = set(args.only or ("a", "b", "c", "d"))
    page_cards = window.cards
    page_cards.start_import([POOL, TOURNAMENT])
    settle(8)
    QGuiApplication.clipboard().clear()

    if "a" in wanted:  # (a) a player's question -> the rule, copied with its citation
        task = "a"
        window.set_mode(0)
        shot("a0-start")
        key("Ctrl+K")
        type_text(QUESTION)
        settle(2)
        shot("a1-results")
        key("Return")
        shot("a2-opened")
        key("Ctrl+Shift+C")
        print("a copied:", QGuiApplication.clipboard().text()[:300].replace("\n", " | "))
        shot("a3-copied")

    if "b" in wanted:  # (b) a card by a misspelt name -> text, rulings, history
        task = "b"
        key("Ctrl+3")
        shot("b0-cards")
        click(page_cards.box, "search box")
        type_text("cogwhel tinkrer")
        settle(1)
        shot("b1-found")
        found = page_cards.results
        print("b results:", [found.item(i).text() for i in range(found.count())])
        print("b detail:", page_cards.detail.toPlainText()[:600].replace("\n", " | "))

    if "c" in wanted:  # (c) the Kuwat/Haven dispute -> Explore -> verdict -> report
        task = "c"
        key("Ctrl+2")
        page = window.sandbox
        page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
        shot("c0-sandbox")
        key("Ctrl+L")
        type_text(DISPUTE)
        key("Return")
        settle(1)
        shot("c1-laid-out")
        key("Ctrl+Shift+X")
        end = time.monotonic() + 60
        while page.readings.result is None and time.monotonic() < end:
            settle(0.1)
        settle(0.5)
        shot("c2-verdict")
        key("Ctrl+Shift+C")
        print("c copied:", QGuiApplication.clipboard().text()[:800].replace("\n", " | "))
        shot("c3-copied")

    if "d" in wanted:  # (d) a decklist checked for an event date
        task = "d"
        key("Ctrl+3")
        click(page_cards.check_button, "Check a decklist…")
        dialog = next(
            (
                x
                for x in QApplication.topLevelWidgets()
                if isinstance(x, DeckCheckDialog) and x.isVisible()
            ),
            None,
        )
        assert dialog is not None, "no deck check dialog"
        dialog.resize(min(w, dialog.width()), min(h, dialog.height()))
        settle()
        shot("d0-dialog", dialog)
        if not dialog.list_box.hasFocus():
            click(dialog.list_box, "the list box")
        QGuiApplication.clipboard().setText((TOURNAMENT / "legal.txt").read_text(encoding="utf-8"))
        key("Ctrl+V", dialog.list_box)
        click(dialog.date_box, "the date")
        dialog.date_box.setDate(QDate(2025, 2, 1))
        note("type the date")
        settle()
        if dialog.verdict is None:
            click(getattr(dialog, "check_button", dialog), "Check")
        settle(1)
        shot("d1-checked", dialog)
        print("d report:", dialog.report_view.toPlainText()[:500].replace("\n", " | "))

    for name, done in inputs.items():
        print(f"task {name}: {len(done)} inputs: {done}")
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
