"""``judge-app --screenshot FILE``: show the window, wait until it is ready, save a PNG, exit.

Used for the documentation's screenshots and as a smoke test on machines without a display
(the launcher picks Qt's offscreen platform then).
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

    def on_ready() -> None:
        apply_start_options(window, options)
        QTimer.singleShot(SETTLE_MS, save)

    def on_failed(message: str) -> None:
        print(f"judge-app: {message}", file=sys.stderr)
        QTimer.singleShot(SETTLE_MS, save)

    def on_timeout() -> None:
        print("judge-app: the rules did not load in time; screenshot not taken", file=sys.stderr)
        app.exit(1)

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
