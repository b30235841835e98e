"""The sandbox's file commands — New board, Open…, Examples…, Save, Save as…, Export
report… — as data: the sandbox's toolbar and the window's File menu show the same commands.

The window builds the Sandbox view on first use (issue 19: start-up only builds what the
first search needs), so its File menu shows these commands before the view exists; choosing
one builds the view and runs the view's own action. Importing this module costs nothing: it
names the view's methods, it does not import the view.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FileCommand:
    """One file command of the sandbox."""

    action: str
    """The view's attribute holding its QAction (``new_action``)."""
    text: str
    method: str
    """The view's method the action runs (``new_board``)."""
    keys: tuple[str, ...]
    tip: str
    shows_board: bool
    """Chosen from the File menu, it brings the Sandbox view forward (a board is opened)."""


FILE_COMMANDS: tuple[FileCommand, ...] = (
    FileCommand(
        "new_action", "New board", "new_board", ("Ctrl+N",), "Start from an empty table", True
    ),
    FileCommand("open_action", "Open…", "open_dialog", ("Ctrl+O",), "Open a scenario file", True),
    FileCommand(
        "examples_action",
        "Examples…",
        "examples_dialog",
        ("Ctrl+Shift+O",),
        "Open a worked example of the rules or a sample board, by rule number or title",
        True,
    ),
    FileCommand(
        "save_action", "Save", "save", ("Ctrl+S",), "Save the board as a scenario file", False
    ),
    FileCommand("save_as_action", "Save as…", "save_as", ("Ctrl+Shift+S",), "", False),
    FileCommand(
        "report_action",
        "Export report…",
        "export_dialog",
        ("Ctrl+E",),
        "Explain the ruling as an HTML report",
        False,
    ),
)
"""In File-menu order (the recent boards submenu goes after Open…)."""
