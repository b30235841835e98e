"""The judge's text size, for what Qt does not size by itself: the Sandbox's board.

Widgets follow the application font (the system's setting) on their own, and the reading
pane follows View › Larger/Smaller text (Ctrl+= / Ctrl+-). The board draws its text in scene
units, 12 to 15 of them at scale 1 (:mod:`~judge_app.gui.sandbox.board_layout`), so it is told
how much larger the judge wants text: the system font's pixel height against the board's
smallest text (never less than 1: a small system font does not shrink the board below its
11 px floor), times the reading pane's zoom (10 % a step, as :meth:`Reader.zoom_by`).
"""

from __future__ import annotations

from judge_app.gui.qt import QFont, QFontInfo, QTextEdit, QWidget
from judge_app.gui.sandbox.board_layout import MIN_FONT_PX

ZOOM_STEP = 0.1  # as the reading pane's Larger/Smaller text


def zoomed_font(app_font: QFont, zoom_steps: int) -> QFont:
    """The application font ``zoom_steps`` larger (the panels beside the board, the Cards
    view): they follow the system's size by themselves, and the zoom steps on top."""
    font = QFont(app_font)
    font.setPointSizeF(max(6.0, app_font.pointSizeF() * max(0.5, 1.0 + ZOOM_STEP * zoom_steps)))
    return font


def apply_font(root: QWidget, font: QFont) -> None:
    """``font`` for ``root`` and every widget it holds (bold stays bold). Each is given it:
    under the application's style sheet a font set on a panel does not reach the labels
    and buttons it holds, which kept the size they were polished at (9 pt beside a zoomed
    list, issue 33); a platform may also give lists and text panes a font of their own."""
    root.setFont(font)
    for view in root.findChildren(QWidget):
        own = QFont(font)
        own.setBold(view.font().bold())
        own.setItalic(view.font().italic())
        view.setFont(own)
        if isinstance(view, QTextEdit):
            view.document().setDefaultFont(own)


def board_text_scale(app_font: QFont, zoom_steps: int) -> float:
    """How many times larger than its own the board draws its text."""
    system = max(1.0, QFontInfo(app_font).pixelSize() / MIN_FONT_PX)
    return system * max(0.5, 1.0 + ZOOM_STEP * zoom_steps)
