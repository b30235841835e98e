"""The Sandbox's side panels take the judge's text size whenever they are built (issue 33,
"tabs and toolbar stay readable"): a Sandbox opened for the first time after View › Larger
text has its Decision, Timeline and Readings tabs — their labels and buttons too, not only
their lists — at the zoomed size, as one opened before the zoom."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, QWidget
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.text_size import zoomed_font

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def panels_sizes(page: SandboxPage) -> dict[str, float]:
    """Each side panel's font size, and the smallest among what it holds."""
    sizes = {"tabs": page.tabs.font().pointSizeF()}
    for name, panel in (
        ("Decision", page.decision),
        ("Timeline", page.timeline),
        ("Readings", page.readings),
    ):
        held = [w.font().pointSizeF() for w in panel.findChildren(QWidget)]
        sizes[name] = panel.font().pointSizeF()
        sizes[name + " (smallest held)"] = min(held)
    return sizes


@pytest.mark.parametrize("switch", [True, False], ids=["switched to", "built hidden"])
def test_a_sandbox_built_after_a_zoom_has_its_panels_at_the_zoomed_size(
    qtbot: QtBot, make_window: WindowFactory, switch: bool
) -> None:
    window = make_window()
    assert window.built_sandbox() is None
    for _ in range(3):
        window.zoom_text(1)  # View › Larger text, Ctrl+=
    zoomed = zoomed_font(QApplication.font(), 3).pointSizeF()
    assert zoomed > QApplication.font().pointSizeF()
    if switch:
        window.set_mode(1)  # the Sandbox opened for the first time
    page = window.sandbox
    window.set_mode(1)
    qtbot.waitUntil(page.isVisible)
    assert panels_sizes(page) == dict.fromkeys(panels_sizes(page), pytest.approx(zoomed))
    window.zoom_text(0)  # Ctrl+0: all of it back to the system's size
    system = QApplication.font().pointSizeF()
    assert panels_sizes(page) == dict.fromkeys(panels_sizes(page), pytest.approx(system))
