"""Help › …: the project's own documentation, rendered in the window.

The pages are the Markdown files of ``docs/`` (shipped with the app) and a keyboard table
built from the window's own actions, so it can never disagree with the shortcuts that
work. Markdown becomes HTML with the ``markdown`` package (tables and fenced code); Qt's
rich-text browser shows it, with the docs folder as the place images are found.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from judge_app.gui.qt import (
    QAction,
    QDialog,
    QHBoxLayout,
    QKeySequence,
    QListWidget,
    QTextBrowser,
    QUrl,
    QWidget,
)
from judge_app.gui.theme import Theme

DOCS_DIR = Path(__file__).resolve().parents[2] / "docs"


@dataclass(frozen=True, slots=True)
class HelpTopic:
    """One page of Help: its title in the menu and its Markdown file (or None for the
    keyboard table, which is built from the window's actions)."""

    title: str
    file: str | None


TOPICS = (
    HelpTopic("Keyboard shortcuts", None),
    HelpTopic("The scenario sandbox", "sandbox.md"),
    HelpTopic("Card files", "cards.md"),
    HelpTopic("Scenario files", "scenarios.md"),
)


def markdown_html(text: str, theme: Theme | None = None) -> str:
    """Markdown → an HTML page (tables, fenced code), styled for ``theme``."""
    import markdown  # imported when Help first opens, not at start-up (issue 19)

    body = str(markdown.markdown(text, extensions=["tables", "fenced_code", "sane_lists"]))
    colours = ""
    if theme is not None:
        colours = (
            f"body {{ color: {theme.text}; }} a {{ color: {theme.link}; }} "
            f"th {{ background: {theme.alt_base}; }} code {{ background: {theme.alt_base}; }}"
        )
    style = (
        "table { border-collapse: collapse; } th, td { border: 1px solid #888888; "
        "padding: 3px 6px; } pre { margin-left: 12px; } " + colours
    )
    return f"<html><head><style>{style}</style></head><body>{body}</body></html>"


def keyboard_markdown(actions: Iterable[tuple[str, QAction]]) -> str:
    """A Markdown table of every action with a shortcut, grouped by where it works."""
    rows: list[str] = []
    group = ""
    for where, action in actions:
        keys = [
            k.toString(QKeySequence.SequenceFormat.NativeText)
            for k in action.shortcuts()
            if not k.isEmpty()
        ]
        if not keys:
            continue
        if where != group:
            rows.append(f"\n### {where}\n\n| Keys | What it does |\n| --- | --- |")
            group = where
        what = action.text().replace("&", "").rstrip("…")
        tip = action.toolTip().split(" (")[0].replace("&", "").rstrip("…")
        said = what if tip in ("", what) else f"{what} — {tip}"
        rows.append(f"| {' or '.join(keys)} | {html.escape(said)} |")
    rows.append(
        "\n### In a decision\n\n| Keys | What it does |\n| --- | --- |\n"
        "| 1 … 9 | Choose that option (tick or untick it when several may be chosen) |\n"
        "| Enter | Answer with the options chosen |"
    )
    return "# Keyboard shortcuts\n" + "\n".join(rows)


def topic_markdown(topic: HelpTopic, keyboard: str, docs: Path = DOCS_DIR) -> str:
    """The Markdown of ``topic`` (a clear message when its file is missing)."""
    if topic.file is None:
        return keyboard
    path = docs / topic.file
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        return f"# {topic.title}\n\nThe help file {path} could not be read: {exc.strerror}."


class HelpDialog(QDialog):
    """The help window: topics on the left, the page on the right."""

    def __init__(
        self, keyboard: str, theme: Theme, parent: QWidget | None = None, docs: Path = DOCS_DIR
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Help — Judge's Rules Desk")
        self.keyboard = keyboard
        self.theme = theme
        self.docs = docs
        self.topics = QListWidget(self)
        self.topics.setAccessibleName("Help topics")
        for topic in TOPICS:
            self.topics.addItem(topic.title)
        self.topics.setMaximumWidth(220)
        self.page = QTextBrowser(self)
        self.page.setOpenExternalLinks(True)
        self.page.setSearchPaths([str(docs)])
        self.page.setAccessibleName("Help page")
        layout = QHBoxLayout(self)
        layout.addWidget(self.topics)
        layout.addWidget(self.page, 1)
        self.topics.currentRowChanged.connect(self.show_topic)
        self.resize(980, 700)

    def show_topic(self, row: int) -> None:
        if not 0 <= row < len(TOPICS):
            return
        if self.topics.currentRow() != row:
            self.topics.setCurrentRow(row)
            return
        text = topic_markdown(TOPICS[row], self.keyboard, self.docs)
        self.page.document().setBaseUrl(QUrl.fromLocalFile(str(self.docs) + "/"))
        page = markdown_html(text, self.theme)
        # screenshots as wide as the page, not wider (Qt's rich text has no max-width)
        width = max(300, self.page.viewport().width() - 40)
        self.page.setHtml(page.replace("<img ", f'<img width="{width}" '))

    def open_topic(self, title: str) -> None:
        """Show the topic called ``title``."""
        for row, topic in enumerate(TOPICS):
            if topic.title == title:
                self.show_topic(row)
                return
