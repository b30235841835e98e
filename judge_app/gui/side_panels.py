"""The left-hand tabs besides the results: contents, bookmarks and recent searches."""

from __future__ import annotations

from judge_app.gui.qt import (
    QEvent,
    QLabel,
    QListWidget,
    QListWidgetItem,
    Qt,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.toc import TocNode
from judge_app.gui.urls import Target
from judge_app.gui.userdata import Bookmark
from rules_corpus.search.currency import superseding

TARGET_ROLE = Qt.ItemDataRole.UserRole + 2


class TocTree(QTreeWidget):
    """One tree per document (sections; entries A–Z). Emits :attr:`target_chosen`."""

    target_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self.setExpandsOnDoubleClick(True)
        self._items: dict[Target, QTreeWidgetItem] = {}
        self.itemActivated.connect(self._on_item)
        self.itemClicked.connect(self._on_item)

    def set_nodes(self, nodes: list[TocNode]) -> None:
        self.clear()
        self._items.clear()
        for node in nodes:
            item = self._add(node, None)
            item.setExpanded(node is nodes[0])
        self._bold_documents()

    def _bold_documents(self) -> None:
        """The documents' lines in bold, in the tree's own font and size (an item's font is
        its own: it would keep the size it was given when the judge makes the text larger)."""
        font = self.font()
        font.setBold(True)
        for n in range(self.topLevelItemCount()):
            item = self.topLevelItem(n)
            if item is not None:
                item.setFont(0, font)

    def changeEvent(self, event: QEvent) -> None:
        """A new font (View › Larger/Smaller text, or the system's): the documents' bold
        lines follow it, and the rows take their new height."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._bold_documents()
            self.doItemsLayout()

    def _add(self, node: TocNode, parent: QTreeWidgetItem | None) -> QTreeWidgetItem:
        item = QTreeWidgetItem([node.label])
        item.setToolTip(0, node.label)
        if node.target is not None:
            item.setData(0, TARGET_ROLE, node.target)
            self._items.setdefault(node.target, item)
        if parent is None:
            self.addTopLevelItem(item)
        else:
            parent.addChild(item)
        for child in node.children:
            self._add(child, item)
        return item

    def reveal(self, targets: list[Target]) -> None:
        """Select the deepest of ``targets`` present in the tree (e.g. the section path)."""
        for target in reversed(targets):
            item = self._items.get(target)
            if item is not None:
                self.blockSignals(True)
                self.setCurrentItem(item)
                self.scrollToItem(item)
                self.blockSignals(False)
                return

    def _on_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        target = item.data(0, TARGET_ROLE)
        if isinstance(target, Target):
            self.target_chosen.emit(target)
        else:
            item.setExpanded(not item.isExpanded())


class TargetList(QWidget):
    """A titled list of targets or queries (bookmarks, recent searches)."""

    chosen = Signal(object)

    def __init__(self, empty_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget(self)
        self.list.setAlternatingRowColors(True)
        self.empty = QLabel(empty_text, self)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.empty.setContentsMargins(8, 8, 8, 8)
        self.empty.setForegroundRole(self.empty.foregroundRole())
        layout.addWidget(self.empty)
        layout.addWidget(self.list)
        self.list.itemActivated.connect(self._on_item)
        self.list.itemClicked.connect(self._on_item)

    def set_entries(self, entries: list[tuple[str, object, str]]) -> None:
        """``entries``: (text, value emitted when chosen, tooltip)."""
        self.list.clear()
        for text, value, tip in entries:
            item = QListWidgetItem(text)
            item.setData(TARGET_ROLE, value)
            item.setToolTip(tip)
            self.list.addItem(item)
        self.empty.setVisible(not entries)
        self.list.setVisible(bool(entries))

    def _on_item(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(TARGET_ROLE))


def bookmark_entries(
    bookmarks: list[Bookmark], prefixes: dict[str, str]
) -> list[tuple[str, object, str]]:
    """Each bookmark as (text, target, tooltip); the text says which edition it is from, and
    that it is superseded when it is (a judge must not cite an old rule by mistake)."""
    out: list[tuple[str, object, str]] = []
    for mark in bookmarks:
        prefix = prefixes.get(mark.doc, mark.doc)
        label = f"{mark.item_id} — {mark.label}" if mark.label else mark.item_id
        old = " (superseded)" if superseding(mark.doc) is not None else ""
        text = f"{label} · {prefix}{old}"
        out.append((text, Target(mark.doc, mark.item_id), f"{prefix} — {mark.item_id}{old}"))
    return out
