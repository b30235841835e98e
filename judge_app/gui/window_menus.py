"""The main window's actions, toolbar and menus (a mixin of
:class:`~judge_app.gui.main_window.MainWindow`): every command with its shortcuts and tooltip,
the navigation toolbar, and the File, Go, Rule, View and Help menus."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge_app.gui.qt import QAction, QActionGroup, QKeySequence, Qt, QToolBar
from judge_app.gui.sandbox.file_commands import FILE_COMMANDS

if TYPE_CHECKING:
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.sandbox.page import SandboxPage


class WindowMenus:
    """The main window's commands, toolbar and menus."""

    if TYPE_CHECKING:  # the window's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def _window(self) -> MainWindow:
        return self  # type: ignore[return-value]

    def _action(
        self, text: str, slot: object, shortcuts: list[QKeySequence] | None = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self._window())
        if shortcuts:
            unique: list[QKeySequence] = []
            for sequence in shortcuts:
                if not sequence.isEmpty() and sequence not in unique:
                    unique.append(sequence)
            shortcuts = unique
            action.setShortcuts(shortcuts)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        names = ", ".join(
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts or []
        )
        action.setToolTip(f"{tip or text} ({names})" if names else tip or text)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence
        self.back_action = self._action(
            "Back", self.go_back, [key(key.StandardKey.Back), key("Alt+Left")]
        )
        self.forward_action = self._action(
            "Forward", self.go_forward, [key(key.StandardKey.Forward), key("Alt+Right")]
        )
        self.focus_action = self._action(
            "Search", self.focus_search, [key("Ctrl+K"), key("Ctrl+F")], "Focus the search box"
        )
        self.copy_action = self._action(
            "Copy citation",
            self.copy_citation,
            [key("Ctrl+Shift+C")],
            "Copy the citation and text of the rule shown",
        )
        self.bookmark_action = self._action(
            "Bookmark", self.toggle_bookmark, [key("Ctrl+D")], "Bookmark the rule shown"
        )
        self.bookmark_action.setCheckable(True)
        self.note_action = self._action(
            "Edit note", self.focus_note, [key("Ctrl+Shift+N")], "Write a note on the rule shown"
        )
        self.zoom_in_action = self._action(
            "Larger text",
            lambda: self.zoom_text(1),
            [key("Ctrl+="), key("Ctrl++"), key(key.StandardKey.ZoomIn)],
        )
        self.zoom_out_action = self._action(
            "Smaller text",
            lambda: self.zoom_text(-1),
            [key("Ctrl+-"), key(key.StandardKey.ZoomOut)],
        )
        self.zoom_reset_action = self._action(
            "Actual size", lambda: self.zoom_text(0), [key("Ctrl+0")]
        )
        self.rules_mode = self._action("Rules", lambda: self.set_mode(0), [key("Ctrl+1")])
        self.sandbox_mode = self._action("Sandbox", lambda: self.set_mode(1), [key("Ctrl+2")])
        self.cards_mode = self._action("Cards", lambda: self.set_mode(2), [key("Ctrl+3")])
        self.import_cards_action = self._action(
            "Import card data…",
            lambda: self.cards.import_dialog(),
            [],
            "Import official card data files",
        )
        self.import_folder_action = self._action(
            "Import a folder of card data…", lambda: self.cards.import_folder_dialog()
        )
        modes = QActionGroup(self._window())
        for action in (self.rules_mode, self.sandbox_mode, self.cards_mode):
            action.setCheckable(True)
            modes.addAction(action)
        self.rules_mode.setChecked(True)
        quit_action = self._action("Quit", self.close, [key(key.StandardKey.Quit)])

        self.copy_button.setDefaultAction(self.copy_action)
        self.bookmark_button.setDefaultAction(self.bookmark_action)
        self.copy_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.bookmark_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)

        toolbar = QToolBar("Navigation", self._window())
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.back_action)
        toolbar.addAction(self.forward_action)
        toolbar.addSeparator()
        toolbar.addAction(self.rules_mode)
        toolbar.addAction(self.sandbox_mode)
        toolbar.addAction(self.cards_mode)
        self.addToolBar(toolbar)
        self.toolbar = toolbar

        menu = self.menuBar()
        file_menu = self.file_menu = menu.addMenu("&File")
        board = self._sandbox_file_actions()
        file_menu.addAction(board["new_action"])
        file_menu.addAction(board["open_action"])
        self.recent_menu = file_menu.addMenu("Open recent board")
        file_menu.addAction(board["examples_action"])
        file_menu.addSeparator()
        for name in ("save_action", "save_as_action", "report_action"):
            file_menu.addAction(board[name])
        file_menu.addSeparator()
        file_menu.addAction(self.import_cards_action)
        file_menu.addAction(self.import_folder_action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        self._fill_recent_menu()
        go_menu = menu.addMenu("&Go")
        for action in (self.back_action, self.forward_action, self.focus_action):
            go_menu.addAction(action)
        rule_menu = menu.addMenu("&Rule")
        for action in (self.copy_action, self.bookmark_action, self.note_action):
            rule_menu.addAction(action)
        view_menu = menu.addMenu("&View")
        view_menu.addAction(self.rules_mode)
        view_menu.addAction(self.sandbox_mode)
        view_menu.addAction(self.cards_mode)
        view_menu.addSeparator()
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        appearance = view_menu.addMenu("Appearance")

        group = QActionGroup(self._window())
        for label, value in (("Follow the system", None), ("Light", "light"), ("Dark", "dark")):
            action = appearance.addAction(label)
            action.setCheckable(True)
            action.setChecked(value == self.forced_appearance)
            action.triggered.connect(lambda _=False, v=value: self.set_appearance(v))
            group.addAction(action)
        help_menu = menu.addMenu("&Help")
        from judge_app.gui.help import TOPICS

        self.help_actions: list[QAction] = []
        for number, topic in enumerate(TOPICS):
            keys = [key("F1")] if number == 0 else None
            action = self._action(
                topic.title + "…", lambda _c=False, t=topic.title: self.show_help(t), keys
            )
            help_menu.addAction(action)
            self.help_actions.append(action)
        self._update_actions()

    # -- the sandbox's file commands, before and after the Sandbox view is built ------------

    def _sandbox_file_actions(self) -> dict[str, QAction]:
        """Stand-ins for the Sandbox view's file actions while the view is not built:
        the same words, keys and tips (:data:`FILE_COMMANDS`); choosing one builds the view
        and runs its own action. :meth:`_show_sandbox_file_actions` then puts the view's
        actions in their place."""
        stand_ins: dict[str, QAction] = {}
        for command in FILE_COMMANDS:
            action = QAction(command.text, self._window())
            if command.keys:  # shown in the menu; as on the view's actions, active there only
                action.setShortcuts([QKeySequence(k) for k in command.keys])
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            keys = ", ".join(command.keys)
            tip = command.tip or command.text
            action.setToolTip(f"{tip} ({keys})" if keys else tip)
            action.triggered.connect(
                lambda _c=False, name=command.action: getattr(self.sandbox, name).trigger()
            )
            stand_ins[command.action] = action
        self._file_stand_ins: dict[str, QAction] = stand_ins
        return stand_ins

    def _show_sandbox_file_actions(self, page: SandboxPage) -> None:
        """The Sandbox view was built: its own file actions replace the stand-ins."""
        for name, stand_in in self._file_stand_ins.items():
            self.file_menu.insertAction(stand_in, getattr(page, name))
            self.file_menu.removeAction(stand_in)
            stand_in.deleteLater()
        self._file_stand_ins = {}
        self._connect_board_commands(page)

    def _connect_board_commands(self, page: SandboxPage) -> None:
        """New board, Open… and Examples… bring the Sandbox view forward."""
        for command in FILE_COMMANDS:
            if command.shows_board:
                getattr(page, command.action).triggered.connect(lambda _c=False: self.set_mode(1))
