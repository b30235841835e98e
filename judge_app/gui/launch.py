"""``judge-app`` without a sub-command: start the desktop window.

``run_gui(argv)`` is what the command-line dispatcher calls. It parses the window options,
creates the application (high-DPI aware, Fusion style, light/dark palette), shows the window at
once and loads the rules in the background. ``--screenshot FILE`` runs the same window offscreen
(unless a display is available), optionally searches or opens a rule, saves a PNG and exits.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from judge_app.gui.options import GuiOptions, parse_options

if TYPE_CHECKING:
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.qt import QApplication

APP_NAME = "judge-app"


def run_gui(argv: list[str]) -> int:
    """Start the desktop app; returns the process exit status."""
    options = parse_options(argv)
    if options.screenshot is not None and not _has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_application()
    from judge_app.gui.main_window import MainWindow

    delay = 0 if options.screenshot is not None else options.search_delay_ms
    window = MainWindow(options.appearance, search_delay_ms=delay)
    if options.screenshot is not None:
        from judge_app.gui.screenshot import take_screenshot

        return take_screenshot(app, window, options)
    window.show()
    if options.query or options.rule or options.scenario or options.cards:
        window.ready.connect(lambda: apply_start_options(window, options))
    window.start()
    return int(app.exec())


def make_application() -> QApplication:
    """The QApplication (created once), with high-DPI rounding and application names set."""
    from judge_app.gui.qt import QApplication, QGuiApplication, Qt, qInstallMessageHandler

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    QApplication.setApplicationName(APP_NAME)
    QApplication.setApplicationDisplayName("Judge's Rules Desk")
    QApplication.setOrganizationName(APP_NAME)
    QApplication.setDesktopFileName(APP_NAME)
    qInstallMessageHandler(_quiet_platform_noise)
    # Qt hands a fill of more than ~96 scan lines (a scroll bar's gradient, a panel's
    # background) to its painting threads and waits for them: for the small fills of these
    # views the hand-over costs more than the fill — about a tenth of a sandbox step's CPU,
    # more on a busy machine (issue 33). Painting stays on the UI thread.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    return QApplication([sys.argv[0] if sys.argv else APP_NAME])


_NOISE = ("does not support propagateSizeHints",)


def _quiet_platform_noise(_kind: object, _context: object, message: str) -> None:
    """Print Qt's messages, except the offscreen platform's harmless size-hint warnings."""
    if not any(noise in message for noise in _NOISE):
        print(message, file=sys.stderr)


def apply_start_options(window: MainWindow, options: GuiOptions) -> None:
    """Open ``--rule`` and run ``--query`` (call once the rules are loaded) in the Rules view,
    whichever view the window last showed; ``--doc`` with a query and no rule filters the
    search to that document."""
    if options.rule or options.query:
        window.set_mode(0)  # the answer is in the Rules view, not behind the last view used
    if options.rule:
        window.open_rule(options.rule, options.doc)
    if options.query:
        if options.doc and not options.rule and not window.search.set_document(options.doc):
            window.statusBar().showMessage(
                f"No document “{options.doc}”: searching every document.", 8000
            )
        window.search.set_query(options.query)
        window.tabs.setCurrentIndex(0)
    if options.scenario:
        window.set_mode(1)
        if window.sandbox.open_file(options.scenario):
            for _ in range(options.steps):
                if not window.sandbox.step():
                    break
    if options.cards:
        window.set_mode(2)
        window.cards.search(options.cards)


def _has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith(("win", "darwin")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
