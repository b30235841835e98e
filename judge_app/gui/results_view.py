"""The results list: document headings and hits drawn as small rich-text cards.

:class:`ResultsModel` holds the rows of a :class:`~judge_app.gui.search_model.SearchView`;
:class:`HitDelegate` draws each hit (rule number or term, kind, section path, snippet with the
matched words marked) with a cached :class:`QTextDocument`; :class:`ResultsList` adds keyboard
movement that skips the headings, so the search box can drive it while keeping the focus.
"""

from __future__ import annotations

import html
from collections import OrderedDict
from typing import Any

from judge_app.gui.linked_text import highlighted_html
from judge_app.gui.qt import (
    QAbstractItemView,
    QColor,
    QEvent,
    QKeyEvent,
    QKeySequence,
    QListView,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QResizeEvent,
    QSize,
    QStandardItem,
    QStandardItemModel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTextDocument,
    QWidget,
    Signal,
)
from judge_app.gui.rule_icons import icon_words
from judge_app.gui.search_model import GroupRow, HitRow, Row
from judge_app.gui.theme import LIGHT, Theme
from rules_corpus.search.snippets import line_start_near

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
SNIPPET_CHARS = 180
PADDING = 6
CACHE_SIZE = 400

AnyIndex = QModelIndex | QPersistentModelIndex


class ResultsModel(QStandardItemModel):
    """Rows of the current search (headings and hits), one item per row.

    A C++ model rather than a Python ``data()`` override: the view asks a model for many roles
    per row, and answering them in C++ keeps each keystroke's update cheap.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[Row, ...] = ()

    def set_rows(self, rows: tuple[Row, ...]) -> None:
        self._rows = rows
        self.clear()
        root = self.invisibleRootItem()
        items: list[QStandardItem] = []
        for row in rows:
            item = QStandardItem(_accessible_text(row))
            item.setData(row, ROW_ROLE)
            item.setEditable(False)
            if isinstance(row, GroupRow):
                item.setSelectable(False)
            items.append(item)
        if items:
            root.appendRows(items)

    def rows(self) -> tuple[Row, ...]:
        return self._rows


def _accessible_text(row: Row) -> str:
    if isinstance(row, GroupRow):
        return f"{row.title} ({row.count})"
    old = f" ({row.superseded})" if row.superseded else ""
    said = f"{row.label} {row.kind_label} {row.title}{old}: {row.snippet}"
    return icon_words(said, row.game or None)


def hit_html(row: HitRow, theme: Theme) -> str:
    """The rich text of one hit card."""
    snippet, spans = _clip(row.snippet, row.spans)
    kind = row.kind_label
    title = f" · {html.escape(row.title)}" if row.title else ""
    path = row.path
    if row.kind == "section":
        path = path.rsplit(" › ", 1)[0] if " › " in path else ""
    if row.kind in ("glossary", "headword"):
        path = ""
    lines = [
        f'<b>{html.escape(row.label)}</b> <span style="color:{theme.muted}">{kind}{title}</span>'
    ]
    if row.superseded:
        lines.append(
            f'<span style="color:{theme.unresolved}; font-size:small">'
            f"{html.escape(row.superseded)}</span>"
        )
    if path:
        lines.append(
            f'<span style="color:{theme.muted}; font-size:small">{html.escape(path)}</span>'
        )
    if snippet.strip():
        lines.append(highlighted_html(snippet, spans, theme))
    return icon_words("<br/>".join(lines), row.game or None)


def group_html(row: GroupRow, theme: Theme) -> str:
    plural = "s" if row.count != 1 else ""
    old = " · superseded edition" if row.superseded else ""
    return (
        f'<span style="font-weight:600; color:{theme.accent}">{html.escape(row.title)}</span>'
        f' <span style="color:{theme.muted}">— {row.count} result{plural}{old}</span>'
    )


def _clip(text: str, spans: tuple[tuple[int, int], ...]) -> tuple[str, tuple[tuple[int, int], ...]]:
    """Keep a card short: at most ~SNIPPET_CHARS around the first match, from the start of its
    line (a section's rule, a rule's item) when that is near."""
    if len(text) <= SNIPPET_CHARS:
        return text, spans
    first = spans[0][0] if spans else 0
    line = line_start_near(text, first, SNIPPET_CHARS // 2)
    start = line if line is not None else max(0, first - 50)
    if start and line is None:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < first else start
    end = min(len(text), start + SNIPPET_CHARS)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    prefix = "… " if start else ""
    suffix = " …" if end < len(text) else ""
    shift = len(prefix) - start
    kept = tuple((s + shift, e + shift) for s, e in spans if s >= start and e <= end)
    return prefix + text[start:end] + suffix, kept


class HitDelegate(QStyledItemDelegate):
    """Draws headings and hit cards; caches the laid-out documents per row, width, theme and
    font (View › Larger/Smaller text changes the list's font: every card is laid out anew)."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        self.theme = LIGHT
        # Keyed by the row's content (not its position), so the next keystroke's results —
        # mostly the same hits — reuse their laid-out documents. The font's key is kept here,
        # refreshed when the list's font changes (font_changed), not asked for on every row.
        self._font_key = view.font().key()
        self._cache: OrderedDict[tuple[object, int, str, str], QTextDocument] = OrderedDict()

    def clear(self) -> None:
        self._cache.clear()

    def font_changed(self) -> None:
        """The list's font changed: cards are laid out in it from now on (a card laid out in
        another size stays cached under that font, for a judge who goes back to it)."""
        self._font_key = self._view.font().key()

    def _document(self, index: AnyIndex, width: int) -> QTextDocument:
        row = index.data(ROW_ROLE)
        key = (row, width, self.theme.name, self._font_key)
        document = self._cache.get(key)
        if document is not None:
            self._cache.move_to_end(key)
            return document
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(self._view.font())
        document.setDefaultStyleSheet(f"body {{ color: {self.theme.text}; }}")
        if isinstance(row, GroupRow):
            document.setHtml(group_html(row, self.theme))
        else:
            document.setHtml(hit_html(row, self.theme))
        document.setTextWidth(max(50, width - 2 * PADDING))
        self._cache[key] = document
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return document

    def _width(self, option: QStyleOptionViewItem) -> int:
        # The same width whether or not the scroll bar is showing, so row heights computed
        # before it appears stay right after.
        view = self._view
        bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        return max(120, view.contentsRect().width() - bar)

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        width = self._width(option)
        document = self._document(index, width)
        extra = 2 * PADDING if isinstance(index.data(ROW_ROLE), HitRow) else PADDING + 4
        return QSize(width, int(document.size().height()) + extra)

    def paint(self, painter: Any, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        row = index.data(ROW_ROLE)
        rect = option.rect
        painter.save()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if isinstance(row, GroupRow):
            painter.fillRect(rect, QColor(self.theme.alt_base))
            painter.setPen(QColor(self.theme.border))
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        elif selected:
            painter.fillRect(rect, QColor(self.theme.highlight_bg))
            painter.fillRect(rect.x(), rect.y(), 3, rect.height(), QColor(self.theme.accent))
        document = self._document(index, self._width(option))
        top = rect.y() + (PADDING if isinstance(row, HitRow) else (PADDING + 4) // 2 + 1)
        painter.translate(rect.x() + PADDING, top)
        # The text colour comes from the document's style sheet (set in _document).
        document.drawContents(painter)
        painter.restore()


class ResultsList(QListView):
    """The list of hits. Emits :attr:`hit_activated` on click or Enter, and
    :attr:`copy_requested` with the selected hit on Copy (Ctrl+C)."""

    hit_activated = Signal(object)
    copy_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = ResultsModel(self)
        self.delegate = HitDelegate(self)
        self.setModel(self.results)
        self.setItemDelegate(self.delegate)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMouseTracking(True)
        self.clicked.connect(self._on_clicked)
        self.activated.connect(self._on_clicked)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width re-wraps every hit, so its row height changes: lay the rows out
        again at once (otherwise rows keep their old heights and the taller text paints
        over the next row after a splitter drag)."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.doItemsLayout()

    def changeEvent(self, event: QEvent) -> None:
        """A new font (View › Larger/Smaller text, or the system's): the cards are laid out
        in it and the rows take their new heights at once."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.delegate.font_changed()
            self.doItemsLayout()
            self.viewport().update()

    def set_theme(self, theme: Theme) -> None:
        self.delegate.theme = theme
        self.delegate.clear()
        self.viewport().update()

    def show_rows(self, rows: tuple[Row, ...], keep_pick: bool = False) -> None:
        """Show ``rows`` with the top hit selected. ``keep_pick``: the same question ranked
        again (its meaning came back, the encoder loaded) — a hit the judge had moved to
        stays selected, so Enter opens what they picked, not what moved under them."""
        picked = self.picked_hit() if keep_pick else None
        self.results.set_rows(rows)
        hits = [n for n, row in enumerate(rows) if isinstance(row, HitRow)]
        same = [n for n in hits if picked is not None and _row_target(rows[n]) == picked]
        if same:
            index = self.results.index(same[0], 0)
            self.setCurrentIndex(index)
            self.scrollTo(index)
            return
        if hits:
            self.setCurrentIndex(self.results.index(hits[0], 0))
        self.scrollToTop()

    def picked_hit(self) -> object | None:
        """The target of the selected hit when the judge moved off the top one, else None."""
        rows = self.results.rows()
        hits = [n for n, row in enumerate(rows) if isinstance(row, HitRow)]
        current = self.currentIndex().row()
        if not hits or current == hits[0] or current not in hits:
            return None
        return _row_target(rows[current])

    def current_hit(self) -> HitRow | None:
        index = self.currentIndex()
        row = index.data(ROW_ROLE) if index.isValid() else None
        return row if isinstance(row, HitRow) else None

    def move_selection(self, step: int) -> None:
        """Select the next (``step`` > 0) or previous hit, skipping document headings."""
        rows = self.results.rows()
        hits = [n for n, row in enumerate(rows) if isinstance(row, HitRow)]
        if not hits:
            return
        current = self.currentIndex().row()
        if current not in hits:
            position = 0
        else:
            position = max(0, min(len(hits) - 1, hits.index(current) + step))
        index = self.results.index(hits[position], 0)
        self.setCurrentIndex(index)
        self.scrollTo(index)
        if position == 0:
            self.scrollToTop()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Copy (Ctrl+C) copies the selected hit's citation (the panel writes it)."""
        if event.matches(QKeySequence.StandardKey.Copy):
            hit = self.current_hit()
            if hit is not None:
                self.copy_requested.emit(hit)
            return
        super().keyPressEvent(event)

    def _on_clicked(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if isinstance(row, HitRow):
            self.hit_activated.emit(row)


def _row_target(row: Row) -> object:
    return row.target if isinstance(row, HitRow) else None
