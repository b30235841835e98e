"""The sandbox's board view: shows the :class:`~judge_app.gui.sandbox.board_scene.BoardScene`
at the scale its layout chose for the view's size (see
:mod:`~judge_app.gui.sandbox.board_layout`)."""

from __future__ import annotations

from judge_app.gui.qt import (
    QGraphicsView,
    QPainter,
    QResizeEvent,
    Qt,
    QWheelEvent,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.scroll_bars import keep_scroll_bar_pictures


class BoardView(QGraphicsView):
    """The board. The scene lays the table out for this view's size (tiles fill it, text
    stays 11 px or more, :mod:`~judge_app.gui.sandbox.board_layout`); Ctrl+wheel zooms.
    ``resized`` is emitted once the table is laid out for a new size: the page keeps what a
    waiting decision is about in view (a status line growing to three lines above the
    board shrinks it after the decision scrolled to its objects, issue 33)."""

    resized = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        # the bars' pictures kept: a decision scrolls the view to the deciding player's rows
        # and back, a new layout changes the range and back (issue 33)
        keep_scroll_bar_pictures(self)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setAccessibleName("Board")
        self.zoom = 1.0

    def room(self) -> tuple[float, float]:
        """The viewport's size in logical pixels, less a scroll bar's width — the same
        whether the scroll bars show or not (the viewport as if they were hidden): a table
        grown a little taller than the view shows the vertical bar, and a room measured
        inside it laid the table out again, narrower, and repainted every item twice in
        one step (issue 33: a card drawn, a pile shuffled away)."""
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent)
        whole = self.maximumViewportSize()
        return (float(whole.width() - bar - 2), float(whole.height() - 2))

    def fit(self) -> None:
        layout = self.board_scene.layout
        scale = (layout.scale if layout is not None else 1.0) * self.zoom
        self.board_scene.zoom = self.zoom  # the scene puts tiles on whole pixels at it
        if abs(self.transform().m11() - scale) > 1e-9:  # a new transform redraws every item
            self.resetTransform()
            self.scale(scale, scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        room = self.room()
        if room != self.board_scene.viewport:
            self.board_scene.viewport = room
            if self.board_scene.board is not None:
                self.board_scene.show_board(self.board_scene.board)
        self.fit()
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = 1.1 if event.angleDelta().y() > 0 else 1 / 1.1
            self.zoom = max(0.5, min(2.5, self.zoom * step))
            self.fit()
            return
        super().wheelEvent(event)
