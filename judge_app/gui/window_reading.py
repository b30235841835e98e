"""Reading the rules in the main window (a mixin of
:class:`~judge_app.gui.main_window.MainWindow`): opening a rule, section, glossary entry or
official card ruling, following links, back and forward; and the judge's tools on what is
shown — citation, bookmark, note — with the bookmark and recent-search lists."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge_app.gui.citations import citation_text, note_citation
from judge_app.gui.lookup import Found, NotFound, resolve
from judge_app.gui.pages import render, render_missing
from judge_app.gui.qt import QGuiApplication
from judge_app.gui.rule_icons import icon_words
from judge_app.gui.ruling_page import render_ruling
from judge_app.gui.side_panels import bookmark_entries
from judge_app.gui.tooltips import tooltip_for_url
from judge_app.gui.urls import Target, parse_url
from judge_app.gui.userdata import UserDataError
from rules_corpus.search.rulings import RULINGS_DOC, RulingRecord

DEFAULT_DOC = "altered-cr-5.0"


class RulesReading:
    """What the Rules view shows, how the judge moves through it, and the tools on it."""

    if TYPE_CHECKING:  # the window's members, for the type checker only
        current: Found | None
        shown_ruling: RulingRecord | None

        def __getattr__(self, name: str) -> Any: ...

    # -- navigation -------------------------------------------------------------------------

    def open_target(self, target: Target, record: bool = True) -> bool:
        """Show ``target`` (rule, section or entry). False (and a message) if not found."""
        if self.library is None:
            self.statusBar().showMessage("The rules are still loading…", 4000)
            return False
        if target.doc == RULINGS_DOC:
            return self._open_ruling(target, record)
        corpus = self.library.corpus
        found = resolve(corpus, target.doc, target.id)
        if isinstance(found, NotFound):
            self.reader.show_page(render_missing(found, corpus, self.theme))
            self.statusBar().showMessage(found.message, 6000)
            return False
        self.set_mode(0)
        self.current = found
        self.shown_ruling = None
        page = render(corpus, found, self.theme)
        self.reader.show_page(page)
        self.breadcrumb.setText(page.breadcrumb)
        if record:
            self.history.visit(found.target)
        shown = found.target
        self.earlier_page.page_opened(shown, self.search.view.query)
        self._update_title()
        self.note.flush()  # save what was typed first, so the note read below is current
        try:
            saved: str | None = self.user.note(shown.doc, shown.id)
        except UserDataError as error:
            saved = None
            self.statusBar().showMessage(str(error), 8000)
        self.note.show_note(shown, shown.id, saved)
        path = [Target(shown.doc, s.id) for s in corpus.section_path(shown.doc, found.item)]
        self.toc.reveal([*path, shown])
        self._update_actions()
        return True

    def _open_ruling(self, target: Target, record: bool) -> bool:
        """Show an official card ruling's own page; False (and a message) when the ruling is
        no longer in the pool (a bookmark or history step from before a re-import)."""
        assert self.library is not None
        ruling = self.library.index.rulings.get(target.id)
        if ruling is None:
            card = target.id.partition("|")[0]
            self.statusBar().showMessage(
                f"That ruling ({card}) is not among the imported cards' rulings any more.", 6000
            )
            return False
        self.set_mode(0)
        self.current = None  # not a rule: nothing to cite or bookmark as a rule
        self.shown_ruling = ruling
        self.earlier_page.page_opened(target, self.search.view.query)
        page = render_ruling(self.library.corpus, ruling, self.theme)
        self.reader.show_page(page)
        self.breadcrumb.setText(page.breadcrumb)
        if record:
            self.history.visit(target)
        self._update_title()
        self.note.flush()
        try:
            saved: str | None = self.user.note(target.doc, target.id)
        except UserDataError as error:
            saved = None
            self.statusBar().showMessage(str(error), 8000)
        self.note.show_note(target, f"the ruling on {ruling.card_name}", saved)
        self._update_actions()
        return True

    def open_rule(self, raw_id: str, doc: str | None = None) -> bool:
        """Open what a user typed as a rule number or term (``6.2e``, ``Fleeting``)."""
        return self.open_target(Target(doc or DEFAULT_DOC, raw_id))

    def open_cited_rule(self, rule_id: str) -> None:
        """Open a rule cited in the sandbox (always CR 5.0, the engine's edition)."""
        if self.open_target(Target(DEFAULT_DOC, rule_id)):
            self.statusBar().showMessage(
                f"Opened CR 5.0, {rule_id} from the sandbox — Ctrl+2 goes back to the board",
                6000,
            )

    def rule_text(self, rule_id: str) -> str | None:
        """The text of a CR 5.0 rule (with its bullet points), for sandbox citations."""
        if self.library is None:
            return None
        item = self.library.corpus.get(DEFAULT_DOC, rule_id)
        if item is None:
            return None
        text = getattr(item, "text", None) or getattr(item, "title", "")
        items = getattr(item, "items", ())
        if not text:
            return None
        game = self.library.corpus.document(DEFAULT_DOC).meta.game
        return icon_words("\n".join([str(text), *(f"• {i}" for i in items)]), game)

    def follow_link(self, url: str) -> None:
        parsed = parse_url(url)
        if parsed is None:
            self.statusBar().showMessage(f"Not a rules link: {url}", 4000)
        elif parsed.query is not None:
            self.search.set_query(parsed.query)
            self._show_results_tab()
            self.search.focus_box()
        elif parsed.target is not None:
            self.open_target(parsed.target)

    def go_back(self) -> None:
        target = self.history.back()
        if target is not None:
            self.open_target(target, record=False)

    def go_forward(self) -> None:
        target = self.history.forward()
        if target is not None:
            self.open_target(target, record=False)

    def tooltip_for(self, url: str) -> str | None:
        return tooltip_for_url(self.library.corpus, url) if self.library else None

    # -- judge's tools ----------------------------------------------------------------------

    def citation(self) -> str | None:
        """The citation of the item shown; opened from a Remark or Example hit, that Remark
        or Example with its rule (issue 32)."""
        if self.library is None or self.current is None:
            return None
        corpus, target, item = self.library.corpus, self.current.target, self.current.item
        opened = self.search.opened
        if (
            opened is not None
            and opened.kind in ("remark", "example")
            and (opened.target.doc, opened.target.id) == (target.doc, target.id)
        ):
            return note_citation(corpus, target.doc, item, opened.kind, opened.snippet)
        return citation_text(corpus, target.doc, item)

    def copy_citation(self) -> None:
        text = self.citation()
        if text is None:
            self.statusBar().showMessage("Open a rule first, then copy its citation.", 4000)
            return
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(f"Copied: {text.split(':', 1)[0]}", 4000)

    def toggle_bookmark(self) -> None:
        if self.current is None:
            self.bookmark_action.setChecked(False)
            self.statusBar().showMessage("Open a rule first, then bookmark it.", 4000)
            return
        target = self.current.target
        try:
            if self.user.is_bookmarked(target.doc, target.id):
                self.user.remove_bookmark(target.doc, target.id)
                self.statusBar().showMessage(f"Bookmark removed: {target.id}", 3000)
            else:
                self.user.add_bookmark(target.doc, target.id, self._bookmark_label())
                self.statusBar().showMessage(f"Bookmarked: {target.id}", 3000)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
        self._refresh_lists()
        self._update_actions()

    def _bookmark_label(self) -> str:
        if self.current is None:
            return ""
        item = self.current.item
        title = getattr(item, "title", "")
        if not title and self.library is not None and hasattr(item, "section_id"):
            section = self.library.corpus.get(self.current.target.doc, item.section_id)
            title = getattr(section, "title", "")
        return str(title or "")

    def _save_note(self, target: Target, text: str) -> str | None:
        """The note panel's saver: ``None`` when saved, else why not (the panel keeps the
        text, says so and retries)."""
        try:
            self.user.set_note(target.doc, target.id, text)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
            return str(error)
        return None

    def _remember_search(self, query: str) -> None:
        try:
            self.user.add_recent(query)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
        self._refresh_lists()

    def _refresh_lists(self) -> None:
        prefixes = {}
        if self.library is not None:
            prefixes = {d.slug: d.meta.citation_prefix for d in self.library.corpus.documents}
        try:
            bookmarks, recent = self.user.bookmarks(), self.user.recent()
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
            return
        self.bookmark_list.set_entries(bookmark_entries(bookmarks, prefixes))
        self.recent_list.set_entries([(q, q, f"Search again for “{q}”") for q in recent])

    def _on_list_choice(self, value: object) -> None:
        if isinstance(value, Target):
            self.open_target(value)

    def _on_recent_choice(self, value: object) -> None:
        self.search.set_query(str(value))
        self._show_results_tab()
        self.search.focus_box()

    def _show_results_tab(self) -> None:
        self.tabs.setCurrentIndex(0)

    def _update_actions(self) -> None:
        """Back/Forward as the history allows; Copy citation and Bookmark only while a rule
        is shown in the Rules view: elsewhere their keys belong to the view in front (in the
        Sandbox Ctrl+Shift+C copies the ruling's summary; two enabled actions on one key
        make Qt run neither)."""
        self.back_action.setEnabled(self.history.can_back())
        self.forward_action.setEnabled(self.history.can_forward())
        has_item = self.current is not None and self.pages.currentIndex() == 0
        self.copy_action.setEnabled(has_item)
        self.bookmark_action.setEnabled(has_item)
        marked = False
        if self.current is not None:
            try:
                marked = self.user.is_bookmarked(self.current.target.doc, self.current.target.id)
            except UserDataError as error:
                self.statusBar().showMessage(str(error), 8000)
        self.bookmark_action.setChecked(bool(marked))
        self.bookmark_action.setText("Bookmarked" if marked else "Bookmark")
