"""The reading pane: a :class:`QTextBrowser` showing pages from :mod:`judge_app.gui.pages`.

It never follows links itself: clicks are emitted as :attr:`Reader.link_clicked` strings for the
window to navigate (and record in the history). Hovering a link shows the tooltip produced by
:func:`judge_app.gui.tooltips.tooltip_for_url`. Zoom changes the base font size; the pages use
relative sizes so everything scales.
"""

from __future__ import annotations

from collections.abc import Callable

from judge_app.gui.pages import Page
from judge_app.gui.qt import (
    QEvent,
    QHelpEvent,
    QPoint,
    QTextBrowser,
    QToolTip,
    QUrl,
    QWidget,
    Signal,
)
from judge_app.gui.theme import LIGHT, Theme, reader_css

ZOOM_MIN, ZOOM_MAX = -4, 12


class Reader(QTextBrowser):
    """Shows one page at a time; emits link clicks instead of following them."""

    link_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        self.tooltip_provider: Callable[[str], str | None] = lambda url: None
        self._base_point_size = self.font().pointSizeF()
        self.zoom_steps = 0
        self.theme = LIGHT
        self.page: Page | None = None
        self.document().setDocumentMargin(14)
        self.set_theme(LIGHT)

    # -- pages ------------------------------------------------------------------------------

    def show_page(self, page: Page) -> None:
        self.page = page
        self.setHtml(page.html)
        if page.anchor:
            self.scrollToAnchor(page.anchor)
            # Leave some of the section above the rule in view.
            bar = self.verticalScrollBar()
            bar.setValue(max(0, bar.value() - self.viewport().height() // 5))
        else:
            self.verticalScrollBar().setValue(0)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.document().setDefaultStyleSheet(reader_css(theme))

    # -- zoom -------------------------------------------------------------------------------

    def follow_app_font(self, point_size: float) -> None:
        """The system's font size changed: the zoom steps now start from ``point_size``."""
        self._base_point_size = point_size
        self._apply_zoom()

    def zoom_by(self, steps: int) -> None:
        """Make the text larger (``steps`` > 0) or smaller; 0 resets."""
        wanted = 0 if steps == 0 else max(ZOOM_MIN, min(ZOOM_MAX, self.zoom_steps + steps))
        self.zoom_steps = wanted
        self._apply_zoom()

    def _apply_zoom(self) -> None:
        font = self.font()
        font.setPointSizeF(max(6.0, self._base_point_size * (1.0 + 0.1 * self.zoom_steps)))
        self.setFont(font)
        self.document().setDefaultFont(font)
        if self.page is not None:
            position = self.verticalScrollBar().value()
            self.setHtml(self.page.html)
            self.verticalScrollBar().setValue(position)

    # -- links and tooltips -----------------------------------------------------------------

    def _on_anchor(self, url: QUrl) -> None:
        self.link_clicked.emit(url.toString(QUrl.ComponentFormattingOption.FullyEncoded))

    def tooltip_at(self, x: int, y: int) -> str | None:
        """The tooltip for the link at viewport position (x, y), if any."""
        href = self.anchorAt(QPoint(x, y))
        return self.tooltip_provider(href) if href else None

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(event.pos().x(), event.pos().y())
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)
