"""The sandbox's toolbar, whole at any width: every command a button or in a labelled menu
button, never behind Qt's "»" overflow.

At 200 % on a 1920×1080 screen the window has 960×540 logical pixels; the toolbar's
eighteen buttons need about 1,020 of them, so Qt hid Report… and Summary behind "»", where
a hurried judge does not look. When the full row does not fit, the toolbar turns compact:
the file commands (New, Open, Examples, Save) become one "Board" menu button and the two
Show toggles one "Show" menu button; the table's own commands (Step, Run, Undo, Redo,
Explore, Add card, Moment, Report, Summary) keep their buttons. The actions are the same
objects in both layouts, so their keyboard shortcuts work whichever is shown — the buttons
of the full layout are the toolbar's own widgets, hidden and shown without touching the
actions (hiding an action would turn its shortcut off).
"""

from __future__ import annotations

from collections.abc import Iterable

from judge_app.gui.qt import (
    QAction,
    QMenu,
    QResizeEvent,
    Qt,
    QToolBar,
    QToolButton,
    QWidget,
)

FULL = "full"
COMPACT = "compact"


class SandboxToolbar(QToolBar):
    """A text-only toolbar with a full and a compact layout (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Sandbox", parent)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setMovable(False)
        self.setFloatable(False)
        self._only: dict[str, list[QAction]] = {FULL: [], COMPACT: []}
        self.compact = False

    # ------------------------------------------------------------------ building
    def button(self, action: QAction, only: str | None = None) -> QToolButton:
        """A button for ``action``, in both layouts or ``only`` one."""
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(True)
        self._place(button, only)
        return button

    def menu_button(
        self,
        text: str,
        actions: Iterable[QAction],
        only: str | None = None,
        default: QAction | None = None,
    ) -> QToolButton:
        """A button opening a menu of ``actions``: labelled ``text`` (▾ shows it opens a
        menu), or running ``default`` with the menu on its arrow."""
        button = QToolButton(self)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(True)
        menu = QMenu(button)
        listed = list(actions)
        for act in listed:
            menu.addAction(act)
        button.setMenu(menu)
        if default is not None:
            button.setDefaultAction(default)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        else:
            button.setText(text)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            button.setToolTip(", ".join(a.text() for a in listed))
            button.setAccessibleName(f"{text} menu")
        self._place(button, only)
        return button

    def separator(self, only: str | None = None) -> None:
        sep = self.addSeparator()
        if only is not None:
            self._only[only].append(sep)

    def _place(self, widget: QWidget, only: str | None) -> None:
        item = self.addWidget(widget)  # this action shows and hides the widget, not the command
        if only is not None:
            self._only[only].append(item)
            item.setVisible(only == (COMPACT if self.compact else FULL))

    # ------------------------------------------------------------------ choosing the layout
    def full_width(self) -> int:
        """The width the full layout needs, in logical pixels."""
        layout = self.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        shown = [a for a in self.actions() if a not in self._only[COMPACT]]
        widths = [w.sizeHint().width() for a in shown if (w := self.widgetForAction(a))]
        handle = self.style().pixelMetric(self.style().PixelMetric.PM_ToolBarHandleExtent)
        ends = margins.left() + margins.right() + (handle if self.isMovable() else 0)
        return sum(widths) + spacing * max(0, len(widths) - 1) + ends

    def set_compact(self, compact: bool) -> None:
        """Show the compact layout (or the full one)."""
        self.compact = compact
        for item in self._only[FULL]:
            item.setVisible(not compact)
        for item in self._only[COMPACT]:
            item.setVisible(compact)

    def fit(self) -> None:
        """The full layout when it fits the toolbar's width, else the compact one."""
        compact = self.full_width() > self.width()
        if compact != self.compact:
            self.set_compact(compact)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit()
        super().resizeEvent(event)

    def hidden_in_overflow(self) -> list[str]:
        """The buttons of the layout shown that Qt put behind "»" (none, when it fits),
        by their words."""
        hidden: list[str] = []
        for act in self.actions():
            widget = self.widgetForAction(act)
            if not act.isVisible() or widget is None or act.isSeparator():
                continue
            if not widget.isVisible() or widget.geometry().right() > self.width():
                hidden.append(widget.text() if isinstance(widget, QToolButton) else "")
        return hidden


__all__ = ["COMPACT", "FULL", "SandboxToolbar"]
