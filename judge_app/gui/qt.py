"""The one place the desktop app imports Qt from (like Anki's ``aqt.qt``).

Every other module of :mod:`judge_app.gui` does ``from judge_app.gui.qt import ...``, so the Qt
binding is named once: moving to another binding or version means editing this file only, and
``rules_corpus``/``engine`` can be checked never to import Qt.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QRunnable,
    QSettings,
    QSize,
    QStandardPaths,
    Qt,
    QThreadPool,
    QTimer,
    QtMsgType,
    QUrl,
    Signal,
    Slot,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QAction,
    QActionGroup,
    QBrush,
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QDesktopServices,
    QFont,
    QFontInfo,
    QFontMetrics,
    QGuiApplication,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QStandardItem,
    QStandardItemModel,
    QTextCursor,
    QTextDocument,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleFactory,
    QStyleOptionGraphicsItem,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QToolButton,
    QToolTip,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = [
    "QAbstractButton",
    "QAbstractItemView",
    "QAbstractListModel",
    "QAbstractTextDocumentLayout",
    "QAction",
    "QActionGroup",
    "QApplication",
    "QBrush",
    "QButtonGroup",
    "QByteArray",
    "QCheckBox",
    "QCloseEvent",
    "QColor",
    "QComboBox",
    "QContextMenuEvent",
    "QDesktopServices",
    "QDialog",
    "QDialogButtonBox",
    "QEvent",
    "QFileDialog",
    "QFont",
    "QFontInfo",
    "QFontMetrics",
    "QFormLayout",
    "QFrame",
    "QGraphicsItem",
    "QGraphicsObject",
    "QGraphicsScene",
    "QGraphicsSceneContextMenuEvent",
    "QGraphicsSceneMouseEvent",
    "QGraphicsSimpleTextItem",
    "QGraphicsTextItem",
    "QGraphicsView",
    "QGroupBox",
    "QGuiApplication",
    "QHBoxLayout",
    "QHelpEvent",
    "QInputDialog",
    "QKeyEvent",
    "QKeySequence",
    "QLabel",
    "QLineEdit",
    "QListView",
    "QListWidget",
    "QListWidgetItem",
    "QMainWindow",
    "QMenu",
    "QMessageBox",
    "QModelIndex",
    "QMouseEvent",
    "QObject",
    "QPainter",
    "QPainterPath",
    "QPalette",
    "QPen",
    "QPersistentModelIndex",
    "QPlainTextEdit",
    "QPoint",
    "QPointF",
    "QProgressBar",
    "QPushButton",
    "QRadioButton",
    "QRect",
    "QRectF",
    "QResizeEvent",
    "QRunnable",
    "QScrollArea",
    "QSettings",
    "QShortcut",
    "QShowEvent",
    "QSize",
    "QSpinBox",
    "QSplitter",
    "QStackedWidget",
    "QStandardItem",
    "QStandardItemModel",
    "QStandardPaths",
    "QStatusBar",
    "QStyle",
    "QStyleFactory",
    "QStyleOptionGraphicsItem",
    "QStyleOptionViewItem",
    "QStyledItemDelegate",
    "QTabWidget",
    "QTextBrowser",
    "QTextCursor",
    "QTextDocument",
    "QThreadPool",
    "QTimer",
    "QToolBar",
    "QToolButton",
    "QToolTip",
    "QTreeWidget",
    "QTreeWidgetItem",
    "QUrl",
    "QVBoxLayout",
    "QWheelEvent",
    "QWidget",
    "Qt",
    "QtMsgType",
    "Signal",
    "Slot",
    "qInstallMessageHandler",
    "qVersion",
]


# -- binding defect check ---------------------------------------------------------------------
#
# PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a method that
# returns nothing (``widget.update()``, ``app.processEvents()`` ...) and to ``True`` on every
# ``Signal.emit``; after a few thousand calls the interpreter aborts ("Fatal Python error:
# none_dealloc: deallocating None"). pyproject.toml therefore pins PySide6 below 6.12, and
# tests/gui checks this function so a defective binding can never slip back in unnoticed.
def _leaks(read: object, call: object, times: int = 16) -> bool:
    before = sys.getrefcount(read)
    for _ in range(times):
        call()  # type: ignore[operator]
    return sys.getrefcount(read) < before - times // 2


def refcount_defect_present() -> bool:
    """True when this PySide6 build loses references to None or True (see above)."""
    probe_signal = _Probe()
    probe_signal.pinged.connect(_noop)
    return _leaks(None, lambda: probe_signal.setObjectName("probe")) or _leaks(
        True, probe_signal.pinged.emit
    )


def _noop() -> None:
    return


class _Probe(QObject):
    pinged = Signal()
