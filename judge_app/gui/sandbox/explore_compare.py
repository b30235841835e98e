"""Two readings side by side — two branches, or two outcomes before either is opened —:
both boards drawn, the differences framed on both and listed in a judge's words underneath
("Kuwat, the Dissenter: 1 boost → none")."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from judge_app.gui.qt import (
    QBrush,
    QColor,
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPainter,
    QPen,
    QRectF,
    QResizeEvent,
    QSplitter,
    QStyleOptionGraphicsItem,
    Qt,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.board_style import Palette
from judge_app.gui.sandbox.board_view import BoardView

if TYPE_CHECKING:
    from engine import GameState
    from judge_app.sandbox.branches import Comparison
    from judge_app.sandbox.session import Session

DIFFERENT = "#e8590c"
"""The colour that marks what differs between the two boards."""
TITLE_ROOM = 26
"""Scene pixels kept in view above a framed tile: its zone's title line."""


class DifferenceMark(QGraphicsObject):
    """A frame around a tile that differs on the other board."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        # its top edge on the tile's own: the zone's title sits just over the tile and
        # stays readable (a frame around it hid the title's lower half)
        self.rect = rect.adjusted(-4, 1, 4, 4)
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(DIFFERENT), 3.5))
        painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        painter.drawRoundedRect(self.rect, 7, 7)


class MarkedBoard(BoardView):
    """A board laid out for this view's size as the sandbox's is (text 11 px or more: a
    small view scrolls rather than shrinks the text to unreadable), what differs framed,
    and scrolled so the first difference is in view. Not editable."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)
        self.marked: frozenset[str] = frozenset()
        self.marks: list[QGraphicsItem] = []

    def show_state(
        self, state: GameState, revealed: frozenset[str], marked: frozenset[str]
    ) -> None:
        from judge_app.sandbox.board import board_view

        self.marked = marked
        self.board_scene.viewport = self.room()
        self.board_scene.show_board(board_view(state, revealed))
        self._mark()

    def _mark(self) -> None:
        for mark in self.marks:
            if mark.scene() is self.board_scene:
                self.board_scene.removeItem(mark)
        self.marks = mark_differences(self.board_scene, self.marked)
        self.fit()
        if self.marks:
            area = self.marks[0].sceneBoundingRect()
            for m in self.marks[1:]:
                area = area.united(m.sceneBoundingRect())
            seen = self.mapToScene(self.viewport().rect()).boundingRect()
            # room above for the zone's title, which the frame must not hide: kept in view
            # when the differences are taller than the view (their top part is shown)
            area.setTop(area.top() - TITLE_ROOM)
            area.setWidth(min(area.width(), seen.width() - 8))
            area.setHeight(min(area.height(), seen.height() - 8))
            self.ensureVisible(area, 4, 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # laid out anew for the new size
        self._mark()


FittedView = MarkedBoard  # the name the side-by-side dialog used


def mark_differences(scene: BoardScene, object_ids: frozenset[str]) -> list[QGraphicsItem]:
    """Frame each tile of ``object_ids`` drawn on ``scene``; returns the frames."""
    marks: list[QGraphicsItem] = []
    for oid in sorted(object_ids):
        tile = scene.tiles.get(oid)
        if tile is None:
            continue  # in a hidden zone: listed in words only
        mark = DifferenceMark(tile.sceneBoundingRect())
        scene.addItem(mark)
        marks.append(mark)
    return marks


def branch_board(session: Session, index: int) -> tuple[str, GameState]:
    """A branch's name and its board at the moment it shows."""
    b = session.branches[index]
    if index == session.branch:
        return b.name, session.state
    return b.name, b.moments[b.cursor].state


class CompareDialog(QDialog):
    """Two boards side by side — two branches, or two outcomes of an exploration."""

    @property
    def marks(self) -> list[list[QGraphicsItem]]:
        """The frames on each board (made again when a board is laid out anew)."""
        return [v.marks for v in self.views]

    def __init__(
        self,
        first: tuple[str, GameState],
        second: tuple[str, GameState],
        revealed: frozenset[str],
        palette: Palette,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        from judge_app.sandbox.branches import compare

        (a_name, left), (b_name, right) = first, second
        self.setWindowTitle(f"{a_name} and {b_name} side by side")
        self.comparison: Comparison = compare(left, right)
        self.scenes: list[BoardScene] = []
        self.views: list[MarkedBoard] = []
        split = QSplitter(Qt.Orientation.Horizontal, self)
        for name, state, ids in (
            (a_name, left, self.comparison.left),
            (b_name, right, self.comparison.right),
        ):
            box = QWidget(split)
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            title = QLabel(f"<b>{name}</b>", box)
            lay.addWidget(title)
            scene = BoardScene(palette)
            view = MarkedBoard(scene, box)
            view.show_state(state, revealed, ids)
            lay.addWidget(view, 1)
            self.views.append(view)
            self.scenes.append(scene)
            split.addWidget(box)
        words = QTextBrowser(self)
        words.setAccessibleName("What differs")
        lines = self.comparison.lines
        if lines:
            words.setHtml(
                f"<b>What differs from {escape(a_name)} to {escape(b_name)}</b> "
                f"<span style='color:{DIFFERENT}'>(framed on both boards)</span><ul>"
                + "".join(f"<li>{escape(line)}</li>" for line in lines)
                + "</ul>"
            )
        else:
            words.setHtml("<b>The two boards are the same</b>: only the way there differs.")
        # as tall as its lines (the boards get the rest), Close beside it: on a short
        # screen every pixel of height goes to the boards
        spacing = words.fontMetrics().lineSpacing()
        words.setMaximumHeight(min(170, (len(lines) + 3) * spacing + 12))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(words, 1)
        bottom.addWidget(buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        # as large as the screen allows, never larger (a 1280×720 laptop shows it whole)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width = min(1500, int(screen.width() * 0.96)) if screen is not None else 1200
        height = min(820, int(screen.height() * 0.92)) if screen is not None else 680
        self.resize(width, height)
