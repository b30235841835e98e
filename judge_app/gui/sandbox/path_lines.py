"""The outcomes list's path lines: each path an outcome is reached by, its answers in order
("…; then …"), shown whole and wrapped to the list's width — a tree cuts a long line just
where the order of the answers would show — and wrapped again when the list changes width.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from judge_app.gui.qt import QEvent, QFontMetrics, QObject, Qt, QTreeWidget, QTreeWidgetItem

if TYPE_CHECKING:
    from engine.explore import Exploration
    from engine.explore.answers import Answer

WHOLE = Qt.ItemDataRole.UserRole + 1
"""The item data role holding a path line's whole text (its shown text is wrapped)."""


def fill_outcomes(tree: QTreeWidget, result: Exploration) -> None:
    """List ``result``'s outcomes in ``tree``, each with its path lines; an item's user data
    is (outcome, path), an outcome's own line standing for its first path."""
    tree.clear()
    for n, o in enumerate(result.outcomes, start=1):
        paths = f"{o.paths} path" + ("s" if o.paths != 1 else "")
        item = QTreeWidgetItem([f"Outcome {n} — {paths}"])
        item.setData(0, Qt.ItemDataRole.UserRole, (n - 1, 0))
        for k, path in enumerate(o.answers):
            item.addChild(_path_item(n - 1, k, path))
        tree.addTopLevelItem(item)
    tree.expandAll()
    wrap_paths(tree)


def _path_item(n: int, k: int, path: Sequence[Answer]) -> QTreeWidgetItem:
    """Path ``k`` of outcome ``n``: its answers on one line, each on its own in the tooltip."""
    steps = f"{len(path)} answer" + ("s" if len(path) != 1 else "")
    said = "; then ".join(a.said.rstrip(".") for a in path)
    child = QTreeWidgetItem([f"Path {k + 1} ({steps}): {said}"])
    child.setData(0, WHOLE, child.text(0))  # wrapped to the list's width
    child.setToolTip(0, "\n".join(a.said for a in path))
    child.setData(0, Qt.ItemDataRole.UserRole, (n, k))
    return child


def wrap_paths(tree: QTreeWidget) -> None:
    """Each path line whole, on as many lines as the list's width needs."""
    room = tree.viewport().width() - tree.indentation() * 2 - 12
    metrics = QFontMetrics(tree.font())
    for n in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(n)
        for k in range(top.childCount() if top is not None else 0):
            child = top.child(k) if top is not None else None
            whole = child.data(0, WHOLE) if child is not None else None
            if child is not None and isinstance(whole, str):
                child.setText(0, wrap_words(whole, metrics, max(room, 80)))


def wrap_words(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` with line breaks so no line is wider than ``room`` pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        tried = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(tried) > room:
            lines.append(line)
            line = word
        else:
            line = tried
    lines.append(line)
    return "\n".join(lines)


class RewrapOnResize(QObject):
    """Wraps the path lines again (``rewrap``) when the outcomes list changes width."""

    def __init__(self, parent: QObject, rewrap: Callable[[], None]) -> None:
        super().__init__(parent)
        self.rewrap = rewrap

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.rewrap()
        return False
