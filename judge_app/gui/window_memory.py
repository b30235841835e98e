"""The main window's memory and guidance: its title follows the view; its size, splitters,
view and tabs are remembered (:mod:`judge_app.gui.window_state`); the recent boards menu;
Help (a mixin of :class:`~judge_app.gui.main_window.MainWindow`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.gui.help import HelpDialog, keyboard_markdown
from judge_app.gui.qt import QGuiApplication, QSplitter
from judge_app.gui.window_state import (
    first_size,
    read_bytes,
    read_int,
    recent_boards,
    remember_board,
)

if TYPE_CHECKING:
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.sandbox.page import SandboxPage

APP_TITLE = "Judge's Rules Desk"


class WindowMemory:
    """Title, remembered state, recent boards and Help of the main window."""

    if TYPE_CHECKING:  # the window's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def _window(self) -> MainWindow:
        return self  # type: ignore[return-value]

    # -- the window's title, remembered state and help ----------------------------------------

    def _update_title(self) -> None:
        """The title names what is in view: the rule or official card ruling shown, or the
        sandbox's board (• when it has unsaved changes)."""
        if self.pages.currentIndex() == 2:
            self.setWindowTitle(f"Cards — {APP_TITLE}")
        elif self.pages.currentIndex() == 1:
            from judge_app.gui.sandbox.empty_table import BOARD_TITLE

            s = self.sandbox.made_session  # None: an empty table, untouched (issue 33)
            title = s.board_title if s is not None else BOARD_TITLE
            mark = " •" if s is not None and s.dirty else ""
            self.setWindowTitle(f"{title}{mark} — Sandbox — {APP_TITLE}")
        elif self.shown_ruling is not None:
            self.setWindowTitle(f"{self.shown_ruling.card_name} ruling — Rules — {APP_TITLE}")
        elif self.current is not None:
            self.setWindowTitle(f"{self.current.target.id} — Rules — {APP_TITLE}")
        else:
            self.setWindowTitle(f"Rules — {APP_TITLE}")

    def splitters(self) -> dict[str, QSplitter]:
        """Every splitter whose position is remembered, by name (the Sandbox view's once it
        is built)."""
        found = {"rules": self.splitter}
        page = self.built_sandbox()
        if page is not None:
            found |= {"sandbox": page.splitter, "timeline": page.timeline.splitter}
        return found

    def save_state(self) -> None:
        """Remember the window's size and place, splitters, view and tabs. A Sandbox view
        not built this time leaves what was remembered of it as it was."""
        settings = self.settings
        settings.setValue("window/geometry", self.saveGeometry())
        for name, splitter in self.splitters().items():
            settings.setValue(f"splitters/{name}", splitter.saveState())
        settings.setValue("view/mode", self.pages.currentIndex())
        settings.setValue("view/rules_tab", self.tabs.currentIndex())
        page = self.built_sandbox()
        if page is not None:
            settings.setValue("view/sandbox_tab", page.tabs.currentIndex())
        settings.sync()

    def restore_state(self) -> None:
        """Reopen as the window was left; on a first start, a size that fits the screen.
        The view left open is built now; the Sandbox view's splitters and tab are restored
        when it is built (:meth:`_restore_sandbox_state`)."""
        settings = self.settings
        geometry = read_bytes(settings, "window/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is not None:
                self.resize(first_size(screen.availableGeometry()))
            else:
                self.resize(1200, 780)
        self._restore_splitters()
        self.tabs.setCurrentIndex(read_int(settings, "view/rules_tab", 1))
        mode = read_int(settings, "view/mode", 0)
        self.set_mode(mode if mode in (0, 1, 2) else 0)

    def _restore_splitters(self) -> None:
        for name, splitter in self.splitters().items():
            state = read_bytes(self.settings, f"splitters/{name}")
            if state is not None:
                splitter.restoreState(state)

    def _restore_sandbox_state(self, page: SandboxPage) -> None:
        """The Sandbox view was just built: its splitters and tab as they were left."""
        for name, splitter in (("sandbox", page.splitter), ("timeline", page.timeline.splitter)):
            state = read_bytes(self.settings, f"splitters/{name}")
            if state is not None:
                splitter.restoreState(state)
        page.tabs.setCurrentIndex(read_int(self.settings, "view/sandbox_tab", 1))

    def _remember_board(self, path: object) -> None:
        if isinstance(path, Path):
            remember_board(self.settings, path)
            self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        boards = recent_boards(self.settings)
        for path in boards:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_recent_board(p))
        self.recent_menu.setEnabled(bool(boards))

    def open_recent_board(self, path: Path) -> bool:
        self.set_mode(1)
        return bool(self.sandbox.open_recent(path))

    def keyboard_help(self) -> str:
        """The keyboard table (Markdown) from the window's and the sandbox's actions."""
        rows = [("Everywhere", a) for a in self.actions()]
        rows += [("In the sandbox", a) for a in self.sandbox.actions()]
        return keyboard_markdown(rows)

    def show_help(self, topic: str) -> HelpDialog:
        """Open Help at ``topic`` (non-modal, so the judge can keep working)."""
        dialog = HelpDialog(self.keyboard_help(), self.theme, self._window())
        dialog.open_topic(topic)
        dialog.show()
        self.help_dialog = dialog
        return dialog
