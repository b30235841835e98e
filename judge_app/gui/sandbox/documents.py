"""The sandbox's files: New board, Open…, Examples…, Save, Save as…, Export report…, the
unsaved-changes question, and where file dialogs start.

A judge's files go in the judge's own folders: the Save and Export dialogs start in the
user's documents folder (or beside the board's own file when that is the judge's), never
inside the app's files — an example opened from the app's folder is saved as a copy in
the documents folder.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from judge_app.gui.qt import (
    QFileDialog,
    QGuiApplication,
    QMessageBox,
    QStandardPaths,
    QTextCursor,
)

if TYPE_CHECKING:
    from judge_app.gui.sandbox.page import SandboxPage
    from judge_app.sandbox.session import Session

APP_ROOT = Path(__file__).resolve().parents[3]  # the app's own files (source or install)

UnsavedAnswer = str  # "save", "discard" or "cancel"
ReadingAnswer = str  # "shown", "ruling" or "cancel"


def documents_dir() -> Path:
    """The user's documents folder (the home folder when the platform has none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def is_app_file(path: Path) -> bool:
    """Whether ``path`` is inside the app's own folder (examples, sample boards)."""
    try:
        path.resolve().relative_to(APP_ROOT)
    except ValueError:
        return False
    return True


def file_stem(title: str) -> str:
    """A file name from a board's title: ``"Haven and Kuwat — a Reaction…"`` →
    ``"haven-and-kuwat"`` (the part before any dash or colon, at most six words)."""
    head = re.split(r"\s[—–-]\s|:", title, maxsplit=1)[0]
    words = re.findall(r"[\w']+", head.casefold())[:6]
    return "-".join(words) or "board"


def ask_unsaved(page: SandboxPage) -> UnsavedAnswer:
    """Ask whether to save the board's changes: "save", "discard" or "cancel"."""
    box = QMessageBox(page)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Unsaved board")
    box.setText(f"The board “{page.session.board_title}” has changes that are not saved.")
    box.setInformativeText("Save them before going on?")
    box.setStandardButtons(
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    answer = box.exec()
    if answer == QMessageBox.StandardButton.Save:
        return "save"
    if answer == QMessageBox.StandardButton.Discard:
        return "discard"
    return "cancel"


def ask_which_reading(page: SandboxPage) -> ReadingAnswer:
    """The ruling was written about another reading than the one shown: explain which?
    "shown", "ruling" (go back to the ruling's reading first) or "cancel"."""
    from judge_app.gui.sandbox.ruling_tab import reading_shown

    written = page.ruling_tab.written_for
    shown = reading_shown(page.session)
    box = QMessageBox(page)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Which reading does the ruling explain?")
    box.setText(
        f"Your ruling was written for {written.words() if written else 'another reading'}, "
        f"but the board shows {shown.words()}."
    )
    box.setInformativeText(
        "The report and the summary explain the reading shown, under your ruling."
    )
    back = box.addButton(
        f"Explain {written.name if written else 'its reading'}", QMessageBox.ButtonRole.AcceptRole
    )
    here = box.addButton("Explain the reading shown", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(back)
    box.exec()
    if box.clickedButton() is back:
        return "ruling"
    if box.clickedButton() is here:
        return "shown"
    return "cancel"


def ask_replace_changed(page: SandboxPage, what: str) -> bool:
    """Another program changed the board's file since it was opened: replace its changes?"""
    box = QMessageBox(page)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle("The file was changed elsewhere")
    box.setText(f"{what[0].upper()}{what[1:]}.")
    box.setInformativeText(
        "Saving replaces those changes with the board shown here. Use Save as… to keep both."
    )
    replace = box.addButton("Replace their changes", QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    return box.clickedButton() is replace


class BoardFiles:
    """The file side of :class:`~judge_app.gui.sandbox.page.SandboxPage` (a mixin)."""

    unsaved_prompt: Callable[[SandboxPage], UnsavedAnswer] = staticmethod(ask_unsaved)
    reading_prompt: Callable[[SandboxPage], ReadingAnswer] = staticmethod(ask_which_reading)
    replace_prompt: Callable[[SandboxPage, str], bool] = staticmethod(ask_replace_changed)
    last_dir: Path

    def _page(self) -> SandboxPage:
        return self  # type: ignore[return-value]

    # ------------------------------------------------------------------ asking
    def confirm_discard(self) -> bool:
        """Before the board is replaced or the window closes: True when there is nothing
        unsaved, or the judge saved or chose to discard it; False to stay."""
        page = self._page()
        made = page.made_session  # an empty table never touched has nothing to lose
        if made is None or not made.dirty:
            return True
        answer = self.unsaved_prompt(page)
        if answer == "save":
            return self.save()
        return answer == "discard"

    def save_folder(self) -> Path:
        """Where Save and Export dialogs start: beside the board's file when it is the
        judge's own, otherwise the documents folder."""
        path = self._page().session.path
        if path is not None and not is_app_file(path) and path.parent.is_dir():
            return path.parent
        if not is_app_file(self.last_dir) and self.last_dir.is_dir():
            return self.last_dir
        return documents_dir()

    def _suggested_name(self, suffix: str) -> str:
        s = self._page().session
        stem = s.path.stem if s.path is not None else file_stem(s.board_title)
        return stem + suffix

    # ------------------------------------------------------------------ opening
    def set_session(self, session: Session) -> None:
        from scenarios.scenario.imported import ImportedCards

        page = self._page()
        page.cancel_run()
        if session.scenario.imported is None:  # a saved board embeds the tokens it creates
            session.scenario.imported = ImportedCards(lambda: page.card_pool())
        page.session = session
        page.selected = None
        page.scene.new_table()
        page.ruling.setPlainText(session.ruling)
        page.ruling.moveCursor(QTextCursor.MoveOperation.End)  # the judge goes on writing
        page.say(session.notice)
        page.redraw()

    def new_board(self) -> None:
        page = self._page()
        if not self.confirm_discard():
            return
        with page.making_session():  # the background work importing the same code waits
            from judge_app.sandbox.session import Session

            session = Session.empty(page.library)
        self.set_session(session)
        page.say("An empty table: right-click a zone to add a card, or use Add card.")

    def open_file(self, path: Path) -> bool:
        """Open a scenario file; a malformed one is reported (file, line, field) and the
        current board is kept."""
        page = self._page()
        # the background work importing the same code waits while it is imported (two threads
        # importing the cards' code at once broke it: "cannot import name … partially
        # initialized module"); not while the file is read: an imported card it names builds
        # the Cards view, which takes the same lock
        with page.making_session():
            from judge_app.sandbox.session import SandboxError, open_session
            from scenarios.scenario.imported import ImportedCards
        try:
            # an imported card the file names is found in the card pool (by name or reference)
            session = open_session(path, page.library, ImportedCards(lambda: page.card_pool()))
        except SandboxError as exc:
            page.say(f"Could not open {path.name}:\n{exc}", error=True)
            return False
        except OSError as exc:
            page.say(f"Could not open {path}: {exc.strerror or exc}", error=True)
            return False
        self.last_dir = path.parent
        self.set_session(session)
        page.board_file.emit(path)
        return True

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(
            self._page(), "Open a scenario", str(self.last_dir), "Scenario files (*.yaml *.yml)"
        )
        if name:
            self.open_file(Path(name))

    def open_recent(self, path: Path) -> bool:
        return self.confirm_discard() and self.open_file(path)

    def examples_dialog(self) -> None:
        """File › Examples…: pick a worked example or sample board and open it."""
        from judge_app.gui.sandbox.examples_dialog import ExamplesDialog  # not the first paint's

        dialog = ExamplesDialog(self._page())
        if dialog.exec() and dialog.chosen() is not None and self.confirm_discard():
            chosen = dialog.chosen()
            assert chosen is not None
            self.open_file(chosen)

    # ------------------------------------------------------------------ saving
    def save_to(self, path: Path) -> bool:
        # saving's and the report's code are not the first paint's (issue 33: imported when
        # asked for, or by the views' preparation in the background, loader.ViewPreparer)
        from judge_app.sandbox.saving import changed_elsewhere, save_session

        page = self._page()
        page.session.ruling = page.ruling.toPlainText()
        changed = changed_elsewhere(page.session, path)
        if changed is not None and not self.replace_prompt(page, changed):
            page.say(f"Not saved: {changed}.", error=True)
            return False
        try:
            note = save_session(page.session, path, replace_changed=True)
        except OSError as exc:
            page.say(
                f"Could not save {path}: {exc.strerror or exc}. The board is unchanged.", error=True
            )
            return False
        self.last_dir = path.parent
        page.say(f"Saved {path.name}" + (f" — {note}" if note else ""))
        page.redraw()
        page.board_file.emit(path)
        return True

    def save(self) -> bool:
        path = self._page().session.path
        if path is None or path.name == "untitled.yaml" or is_app_file(path):
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        start = self.save_folder() / self._suggested_name(".yaml")
        name, _ = QFileDialog.getSaveFileName(
            self._page(), "Save the board", str(start), "Scenario files (*.yaml)"
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() not in (".yaml", ".yml"):
            path = path.with_suffix(".yaml")
        return self.save_to(path)

    # ------------------------------------------------------------------ explaining
    def export_to(self, path: Path) -> bool:
        """Write the report to ``path`` whole or not at all: it is written beside ``path``
        and put in its place in one step, so a failure (disk full, size limit) leaves an
        earlier report there as it was, and the failure is said in words."""
        from judge_app.sandbox.report import report_html
        from rules_corpus.store.atomic import write_atomically

        page = self._page()
        page.session.ruling = page.ruling.toPlainText()
        try:
            write_atomically(
                path,
                report_html(page.session, page.rule_text).encode("utf-8"),
                user_file=True,
            )
        except OSError as exc:
            page.say(
                f"Could not write {path}: {exc.strerror or exc}. Nothing was changed there.",
                error=True,
            )
            return False
        page.say(f"Report written to {path}")
        return True

    def _ruling_reading_ready(self) -> bool:
        """Before explaining the ruling: if it was written for another reading than the one
        shown, ask which to explain (and show the ruling's, if that is the answer)."""
        from judge_app.gui.sandbox.ruling_tab import reading_shown

        page = self._page()
        if not page.ruling_tab.elsewhere(reading_shown(page.session)):
            return True
        answer = self.reading_prompt(page)
        if answer == "ruling":
            return page.show_ruling_reading()
        return answer == "shown"

    def export_dialog(self) -> None:
        if not self._ruling_reading_ready():
            return
        start = self.save_folder() / self._suggested_name("-report.html")
        name, _ = QFileDialog.getSaveFileName(
            self._page(), "Export the ruling", str(start), "HTML (*.html)"
        )
        if name:
            self.export_to(Path(name))

    def copy_summary(self) -> str:
        page = self._page()
        if not self._ruling_reading_ready():
            return ""
        from judge_app.sandbox.report import summary_text

        page.session.ruling = page.ruling.toPlainText()
        text = summary_text(page.session)
        QGuiApplication.clipboard().setText(text)
        page.say("Summary copied to the clipboard.")
        return text
