"""The sandbox's timeline as painted lines: one widget paints the lines in view.

A list view of a few hundred wrapped lines laid every visible line's words out again on
each paint (shaping the text), and a step repainted them all: the current line moves and the
list scrolls. Measured with ``benchmarks/sandbox_callgrind.py``, painting the timeline was
over a quarter of a step's instructions. Here each line keeps its laid-out text
(:class:`QTextLayout`, words wrapped once at the widget's width), so painting draws glyphs
already shaped; a step repaints only the lines that changed (the line added, the old and
the new current line) and a scroll moves what is on screen rather than painting it again.
Lines are laid out anew only when the width, the font or their own words change.

The current moment's line is bold on the highlight; later moments (undone, or ahead after a
moment was picked) are in the muted colour.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_app.gui.qt import (
    QAbstractScrollArea,
    QEvent,
    QFont,
    QFrame,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPointF,
    QRect,
    QResizeEvent,
    Qt,
    QTextLayout,
    QTextOption,
    QToolTip,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.scroll_bars import keep_scroll_bar_pictures

PAD = 3
"""Pixels above and below each line's words, and at its left and right."""

_RELAYOUT = (QEvent.Type.FontChange, QEvent.Type.StyleChange)


@dataclass
class _Line:
    text: str
    tip: str
    bold: bool = False
    layout: QTextLayout | None = field(default=None, repr=False)
    height: int = 0
    # the words laid out plain and bold at the present width: the line the judge leaves
    # goes back to its plain layout without laying it out again
    kept: dict[bool, tuple[QTextLayout, int]] = field(default_factory=dict, repr=False)


class TimelineLines(QAbstractScrollArea):
    """Wrapped lines painted by one widget, one of them current (see the module)."""

    chosen = Signal(int)
    """A line was clicked, or picked with the keyboard (its row)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the bar's pictures kept: its groove, most of its painting, painted once (issue 33)
        keep_scroll_bar_pictures(self)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setBackgroundRole(QPalette.ColorRole.Base)
        self._lines: list[_Line] = []
        self._tops: list[int] = [0]  # each line's top; the last entry is the total height
        self._current = -1
        self._muted_from = -1  # lines from this row on are in the muted colour
        self._width = -1  # the width the lines were laid out at
        self.marks: dict[int, tuple[str, str]] = {}
        """Rows a caller marked (where other branches leave), with their words and tip
        unmarked; emptied with the lines."""
        self.laid_out = 0  # lines laid out so far (for tests: a step lays out one or two)

    # ----- the lines

    def count(self) -> int:
        return len(self._lines)

    def text(self, row: int) -> str:
        return self._lines[row].text

    def lines(self) -> list[str]:
        """Every line's words, first to last."""
        return [line.text for line in self._lines]

    def tip(self, row: int) -> str:
        return self._lines[row].tip

    def is_bold(self, row: int) -> bool:
        return self._lines[row].bold

    def is_muted(self, row: int) -> bool:
        return 0 <= self._muted_from <= row

    def current_row(self) -> int:
        return self._current

    def clear(self) -> None:
        self._lines.clear()
        self.marks = {}
        self._tops = [0]
        self._current = self._muted_from = -1
        self._resized()

    def add_line(self, text: str, tip: str = "") -> None:
        """Add a line at the end, laid out."""
        line = _Line(text, tip)
        self._lines.append(line)
        self._lay_out(line)
        self._tops.append(self._tops[-1] + line.height)
        self._resized()
        self._update_rows(len(self._lines) - 1, len(self._lines) - 1)

    def set_line(self, row: int, text: str, tip: str) -> None:
        """Say line ``row`` anew (a mark added or taken off)."""
        line = self._lines[row]
        if (line.text, line.tip) == (text, tip):
            return
        line.text, line.tip = text, tip
        line.kept.clear()
        self._relaid(row)

    def show_current(self, row: int, muted_from: int) -> None:
        """Make ``row`` the current line (bold, highlighted) and mute the lines from
        ``muted_from`` on; only the lines whose look changes are laid out and repainted."""
        old, old_muted = self._current, self._muted_from
        self._current, self._muted_from = row, muted_from
        if 0 <= row < len(self._lines) and old != row:
            # the painted lines are not items a screen reader can walk: it reads the
            # current moment's line from here
            self.setAccessibleDescription(self._lines[row].text)
        for r in {old, row}:
            if 0 <= r < len(self._lines) and self._lines[r].bold != (r == row):
                self._lines[r].bold = r == row
                self._relaid(r)  # bold is wider: it may wrap onto another line
            elif 0 <= r < len(self._lines):
                self._update_rows(r, r)
        if old_muted != muted_from:
            ends = [len(self._lines) if v < 0 else v for v in (old_muted, muted_from)]
            self._update_rows(min(ends), max(ends) - 1)

    # ----- where the lines are

    def line_rect(self, row: int) -> QRect:
        """Line ``row``'s rectangle in the viewport's coordinates."""
        top = self._tops[row] - self.verticalScrollBar().value()
        return QRect(0, top, self.viewport().width(), self._lines[row].height)

    def row_at(self, y: int) -> int:
        """The row under the viewport's ``y``, or -1."""
        y += self.verticalScrollBar().value()
        if y < 0 or y >= self._tops[-1]:
            return -1
        lo, hi = 0, len(self._lines) - 1
        while lo < hi:  # the last line whose top is at or above y
            mid = (lo + hi + 1) // 2
            if self._tops[mid] <= y:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def scroll_to(self, row: int) -> None:
        """Bring line ``row`` whole into view, scrolling as little as needed."""
        if not 0 <= row < len(self._lines):
            return
        bar = self.verticalScrollBar()
        top, bottom = self._tops[row], self._tops[row + 1]
        room = self.viewport().height()
        if top < bar.value():
            bar.setValue(top)
        elif bottom > bar.value() + room:
            bar.setValue(min(top, bottom - room))

    def room(self) -> int:
        """The width a line's words wrap in."""
        return max(1, self.viewport().width() - 2 * PAD)

    # ----- laying out

    def _font(self, bold: bool) -> QFont:
        font = QFont(self.font())
        font.setBold(bold)
        return font

    def _lay_out(self, line: _Line) -> None:
        if self._width < 0:
            self._width = self.room()
        kept = line.kept.get(line.bold)
        if kept is not None:
            line.layout, line.height = kept
            return
        layout = QTextLayout(line.text, self._font(line.bold))
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.setCacheEnabled(True)  # the glyphs shaped once, drawn at each paint
        layout.beginLayout()
        y = 0.0
        while True:
            text_line = layout.createLine()
            if not text_line.isValid():
                break
            text_line.setLineWidth(self._width)
            text_line.setPosition(QPointF(0, y))
            y += text_line.height()
        layout.endLayout()
        line.layout = layout
        line.height = int(y + 0.999) + 2 * PAD
        line.kept[line.bold] = (layout, line.height)
        self.laid_out += 1

    def _relaid(self, row: int) -> None:
        line = self._lines[row]
        before = line.height
        self._lay_out(line)
        if line.height == before:
            self._update_rows(row, row)
            return
        shift = line.height - before
        for r in range(row + 1, len(self._tops)):
            self._tops[r] += shift
        self._resized()
        below = self.line_rect(row).top()  # this line and the lines it moved
        self.viewport().update(QRect(0, below, self.viewport().width(), 1 << 20))

    def _lay_out_all(self) -> None:
        self._width = self.room()
        tops = [0]
        for line in self._lines:
            line.kept.clear()  # laid out for another width or font
            self._lay_out(line)
            tops.append(tops[-1] + line.height)
        self._tops = tops
        self._resized()
        self.viewport().update()

    def _resized(self) -> None:
        """The scroll bar's range after the lines' heights changed."""
        bar = self.verticalScrollBar()
        room = self.viewport().height()
        bar.setRange(0, max(0, self._tops[-1] - room))
        bar.setPageStep(room)
        bar.setSingleStep(max(1, self.fontMetrics().lineSpacing()))

    def _update_rows(self, first: int, last: int) -> None:
        if first > last or first >= len(self._lines):
            return
        last = min(last, len(self._lines) - 1)
        top = self._tops[first] - self.verticalScrollBar().value()
        bottom = self._tops[last + 1] - self.verticalScrollBar().value()
        if bottom < 0 or top > self.viewport().height():
            return  # out of view: nothing to repaint
        self.viewport().update(QRect(0, top, self.viewport().width(), bottom - top))

    # ----- Qt's events

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        area = event.rect()
        first = self.row_at(area.top())
        if first < 0:
            return
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        offset = self.verticalScrollBar().value()
        width = self.viewport().width()
        for row in range(first, len(self._lines)):
            top = self._tops[row] - offset
            if top > area.bottom():
                break
            line = self._lines[row]
            if row == self._current:
                painter.fillRect(
                    QRect(0, top, width, line.height), palette.color(QPalette.ColorRole.Highlight)
                )
                painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
            else:
                painter.setPen(muted if self.is_muted(row) else text)
            if line.layout is not None:
                line.layout.draw(painter, QPointF(PAD, top + PAD))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().scroll(dx, dy)  # what stays on screen is moved, not painted again

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        rewrapped = self.room() != self._width and bool(self._lines)
        if rewrapped:
            self._lay_out_all()
        else:
            self._resized()
        if rewrapped or event.size().height() < event.oldSize().height():
            # a lower timeline, or lines wrapped anew, would cut the current line (the
            # moment the judge is on, at 1280×720): it stays whole in view
            self.scroll_to(self._current)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in _RELAYOUT and self._lines:
            self._lay_out_all()
            self.scroll_to(self._current)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            row = self.row_at(event.pos().y())
            if row >= 0 and self._lines[row].tip:
                QToolTip.showText(event.globalPos(), self._lines[row].tip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        row = self.row_at(int(event.position().y()))
        if row >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.chosen.emit(row)
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Up: self._current - 1,
            Qt.Key.Key_Down: self._current + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self._lines) - 1,
        }
        row = moves.get(Qt.Key(event.key()))
        if row is not None and self._lines:
            self.chosen.emit(max(0, min(row, len(self._lines) - 1)))
            return
        super().keyPressEvent(event)
