"""``judge-app --screenshot FILE``: show the window, wait until it is ready, save a PNG, exit.

Used for the documentation's screenshots and as a smoke test on machines without a display
(the launcher picks Qt's offscreen platform then). A ``--query`` is run once the search's
sentence encoder is loaded (or has failed to load), and ranked with its meaning at once: the
picture shows the ranking a judge sees a second after typing, not the word-only one shown
while the encoder loads (issue 19).
"""

from __future__ import annotations

import sys

from judge_app.gui.launch import apply_start_options
from judge_app.gui.main_window import MainWindow
from judge_app.gui.options import GuiOptions
from judge_app.gui.qt import QApplication, QTimer

TIMEOUT_MS = 180_000
SETTLE_MS = 250
PNG_QUALITY = 0  # for PNG, 0 means the strongest (lossless) compression


def take_screenshot(app: QApplication, window: MainWindow, options: GuiOptions) -> int:
    """Run the event loop until the screenshot is saved; 0 on success."""
    assert options.screenshot is not None
    path = options.screenshot
    outcome = {"code": 1}

    def save() -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        if window.grab().save(str(path), "PNG", PNG_QUALITY):
            print(f"Saved {path}")
            outcome["code"] = 0
        else:
            print(f"judge-app: could not save the screenshot to {path}", file=sys.stderr)
        app.exit(outcome["code"])

    def run_options() -> None:
        apply_start_options(window, options)
        QTimer.singleShot(SETTLE_MS, save)

    def on_meaning_loaded(_problem: object) -> None:
        window.meaning_loaded.disconnect(on_meaning_loaded)
        run_options()

    def on_ready() -> None:
        if options.query and not meaning_loaded(window):
            window.meaning_loaded.connect(on_meaning_loaded)
            return
        run_options()

    def on_failed(message: str) -> None:
        print(f"judge-app: {message}", file=sys.stderr)
        QTimer.singleShot(SETTLE_MS, save)

    def on_timeout() -> None:
        print("judge-app: the rules did not load in time; screenshot not taken", file=sys.stderr)
        app.exit(1)

    # one ranking per search: the question's meaning waited for, not re-ranked a moment later
    window.search.meaning_in_background = False
    # and a long question's results waited for too (searched at once, not in the background)
    window.search.long_in_background = False
    window.ready.connect(on_ready)
    window.failed.connect(on_failed)
    window.resize(*(options.size or (1200, 750)))
    window.show()
    window.start()
    QTimer.singleShot(TIMEOUT_MS, on_timeout)
    app.exec()
    if window.library is not None:
        window.library.stop_background()  # no encoder work left running as the process exits
    return outcome["code"]


def meaning_loaded(window: MainWindow) -> bool:
    """Whether the window's search already ranks with the questions' meaning."""
    return window.library is not None and window.library.index.semantic is not None
