"""The sandbox's side panels: timeline, inspector and expectations (the decision prompt is
:mod:`judge_app.gui.sandbox.decision_panel`).

Each panel shows plain records from :mod:`judge_app.sandbox` and reports what the judge
does as signals; none of them touches the engine.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_app.gui.qt import (
    QColor,
    QFont,
    QListWidget,
    QListWidgetItem,
    QShowEvent,
    QSplitter,
    Qt,
    QTextBrowser,
    QTimer,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.timeline_lines import TimelineLines
from scenarios.pool.icons import icons_as_words

if TYPE_CHECKING:
    from judge_app.sandbox.inspect import Inspection
    from judge_app.sandbox.moment import Moment

RuleText = Callable[[str], str | None]
_TAG = re.compile(r"<[^>]*>")
_BLOCK = re.compile(r"<(?:p|li|br)\b[^>]*>")  # where a paragraph, list item or line starts
BLOCK_MARGIN = 12
"""Pixels above or below a paragraph or a list in a text browser (Qt's default margins)."""

# by dark theme: at least 4.5:1 against the panel's background in both themes (WCAG AA)
HELD_COLOURS = {False: "#1f7a3f", True: "#7fd99a"}
ERROR_COLOURS = {False: "#b3261e", True: "#ff8a80"}


def muted_css(muted: str) -> str:
    """The style sheet that gives ``class='muted'`` text the theme's muted colour."""
    return f".muted {{ color: {muted}; }}"


SOURCE_MARKS = {
    "start": "◆",
    "engine": "▸",
    "script": "≡",
    "judge": "★",
    "edit": "✎",
}
SOURCE_NAMES = {
    "start": "the board before any step",
    "engine": "a step of the rules",
    "script": "the scenario's script",
    "judge": "a decision made in the sandbox",
    "edit": "a judge edit (outside the rules)",
}


def rule_link(rule: str) -> str:
    return f'<a href="rule:{html.escape(rule)}">{html.escape(rule)}</a>'


class TimelinePanel(QWidget):
    """Every moment so far; click one to return the board there. The selected moment's
    citations are links that open the rule in the Rules view."""

    moment_chosen = Signal(int)
    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # one widget paints the lines in view, each laid out once (timeline_lines): a step
        # repaints the line it adds and the lines whose look changes, not the whole list
        self.list = TimelineLines(self)
        self.list.setAccessibleName("Timeline")
        self.list.chosen.connect(self.moment_chosen)
        self.detail = QTextBrowser(self)
        self.detail.setOpenLinks(False)
        self.detail.anchorClicked.connect(self._anchor)
        self.detail.setAccessibleName("Rules cited by this moment")
        self.rule_text: RuleText = lambda _rule: None
        split = self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.list)
        split.addWidget(self.detail)
        split.setSizes([420, 220])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self._count = 0
        self._shown_count = -1
        self._cursor = -1
        self._moments: list[Moment] = []
        self._said: Callable[[int], str] = lambda i: self._moments[i].text
        self._cited: Callable[[int], tuple[str, ...]] = lambda i: self._moments[i].cited
        self._detail_shown: tuple[str, str] | None = None  # the detail's words and style

    def reword(self) -> None:
        """Say every line again at the next :meth:`show_moments` (the judge showed or hid
        the cards of hidden zones, so the lines name more or fewer cards, 3.1.3.f)."""
        self.list.clear()
        self._count = 0

    def show_moments(
        self,
        moments: list[Moment],
        cursor: int,
        said: Callable[[int], str] | None = None,
        cited: Callable[[int], tuple[str, ...]] | None = None,
    ) -> None:
        """Show ``moments`` with the one at ``cursor`` current (later ones greyed).
        ``said(i)`` is moment ``i``'s line in a judge's words (default: its text);
        ``cited(i)`` the rules it cites as shown (default: all of the moment's)."""
        self._said = said or (lambda i: self._moments[i].text)
        self._cited = cited or (lambda i: self._moments[i].cited)
        same_prefix = (
            0 < self._count <= len(moments)
            and self._moments[self._count - 1] is moments[self._count - 1]
            and self._moments[0] is moments[0]
        )
        if not same_prefix:
            self.list.clear()
            self._count = 0
        self._moments = list(moments)
        said_now: dict[int, tuple[str, tuple[str, ...]]] = {}  # the lines added, for the detail
        for i in range(self._count, len(moments)):
            words, cited_by = said_now[i] = (self._said(i), self._cited(i))
            self.list.add_line(_line(i, moments[i], words, cited_by), words)
        self._count = len(moments)
        moved = cursor != self._cursor or not same_prefix or self._shown_count != len(moments)
        self._cursor = cursor
        self._shown_count = len(moments)
        # the current line bold on the highlight, later moments muted: only the lines whose
        # look changes are laid out and repainted
        self.list.show_current(cursor, cursor + 1 if cursor + 1 < len(moments) else -1)
        if 0 <= cursor < self.list.count() and moved:
            self.list.scroll_to(cursor)
            self._show_detail(cursor, said_now.get(cursor))

    def scroll_to_current(self) -> None:
        """Bring the current moment's whole line into view (the lines are laid out anew when
        the timeline changes width, :class:`TimelineLines`)."""
        self.list.scroll_to(self._cursor)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # laid out while hidden, at another width: the lines wrap anew once shown
        QTimer.singleShot(0, self.scroll_to_current)

    def show_start(self, words: str, source: str) -> None:
        """Show only the first moment, ``words`` its line, as :meth:`show_moments` shows a
        new session's (an empty table before its session is made, issue 33); the next
        :meth:`show_moments` lays the lines out anew."""
        self.list.clear()
        self._moments = []
        self._count = 0
        self.list.add_line(_line_of(0, source, words, ()), words)
        self.list.show_current(0, -1)
        self._cursor = 0
        self._shown_count = 1
        self.list.scroll_to(0)
        self._set_detail(self._detail_html(0, words, source, (), ()))

    def _show_detail(self, index: int, said: tuple[str, tuple[str, ...]] | None = None) -> None:
        """Moment ``index``'s detail; ``said``: its words and rules cited, when its line was
        just added (not worded a second time: each wording runs the line's rewrites)."""
        m = self._moments[index]
        words, cited = said if said is not None else (self._said(index), self._cited(index))
        self._set_detail(self._detail_html(index, words, m.source, cited, m.action_rules))

    def _set_detail(self, html_text: str) -> None:
        """Show ``html_text`` under the lines, unless it is shown already with the same
        style: setting a text browser's text parses and lays out its whole document
        (issue 33: a moment citing a dozen rules cost about 5 M instructions)."""
        shown = (html_text, self.detail.document().defaultStyleSheet())
        if shown == self._detail_shown:
            return
        self._detail_shown = shown
        bar = self.detail.verticalScrollBar()
        as_needed = Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if (
            self.detail.verticalScrollBarPolicy() == as_needed
            and not bar.isVisibleTo(self.detail)
            and self._surely_overflows(html_text)
        ):
            # the words will need the scroll bar: it comes first, so they are laid out once,
            # at the width they keep. Set as it was, a text browser lays the words out at the
            # whole width, finds them too tall, shows its bar and lays them out twice more at
            # the narrower width (about 2.5 M instructions of a moment citing a dozen rules,
            # issue 33). The bar stays as the words ask once the policy is back.
            self.detail.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            self.detail.setHtml(html_text)
            self.detail.setVerticalScrollBarPolicy(as_needed)
            return
        self.detail.setHtml(html_text)

    def _surely_overflows(self, html_text: str) -> bool:
        """Whether ``html_text`` is certainly taller than the detail's viewport, judged
        without laying it out: each paragraph and list item at least one line, more as its
        words fill lines at the font's average width, and the paragraphs' and lists' margins
        — a fifth more than the viewport holds. Words wrap short of the edge and list items
        are indented, so the words take more than that (a wrong guess costs a layout, never
        a look)."""
        room = self.detail.viewport().size()
        metrics = self.detail.fontMetrics()
        per_line = max(1, room.width() // max(1, metrics.averageCharWidth()))
        lines = 0
        for block in _BLOCK.split(html_text):
            words = len(_TAG.sub("", block))
            lines += -(-words // per_line)  # rounded up; an empty piece (a list's start) none
        margins = BLOCK_MARGIN * (html_text.count("<p") + html_text.count("<ul"))
        return 5 * (lines * metrics.lineSpacing() + margins) >= 6 * room.height()

    def _detail_html(
        self,
        index: int,
        said: str,
        source: str,
        cited: tuple[str, ...],
        action_rules: tuple[str, ...],
    ) -> str:
        """Moment ``index``'s line, where it comes from and the rules it cites."""
        parts = [
            f"<p><b>{index}. {html.escape(said)}</b><br>"
            f"<span class='muted'>{SOURCE_NAMES.get(source, source)}</span></p>"
        ]
        if cited:
            parts.append("<p>Rules (Comprehensive Rules 5.0):</p><ul>")
            for r in cited:
                text = self.rule_text(r)
                kind = " (keyword action)" if r in action_rules else ""
                excerpt = f" — {html.escape(_short(text))}" if text else ""
                parts.append(f"<li>{rule_link(r)}{kind}{excerpt}</li>")
            parts.append("</ul>")
        elif source == "edit":
            parts.append("<p>A judge edit changes the board by hand; no rule applies.</p>")
        return "".join(parts)

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.rule_requested.emit(text[5:])


def _short(text: str, limit: int = 160) -> str:
    one = " ".join(text.split())
    return one if len(one) <= limit else one[: limit - 1] + "…"


def _line(index: int, m: Moment, text: str, cited: tuple[str, ...]) -> str:
    return _line_of(index, m.source, text, cited)


def _line_of(index: int, source: str, text: str, cited: tuple[str, ...]) -> str:
    rules = f"   [{', '.join(cited)}]" if cited else ""
    return f"{index:>4}  {SOURCE_MARKS.get(source, '·')} {text}{rules}"


class InspectorPanel(QTextBrowser):
    """The selected object: base vs current characteristics, what changed them (in the
    order they apply, with timestamps), statuses, counters, abilities."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._anchor)
        self.setAccessibleName("Inspector")
        self._nothing = False  # the invitation to click a card is shown
        self.show_nothing()

    def show_nothing(self) -> None:
        """The invitation to click a card. Set once, not at every step with nothing selected:
        setting a text browser's text parses and lays out its document (issue 33)."""
        if self._nothing:
            return
        self._nothing = True
        self.setHtml(
            "<p>Click a card on the board to inspect it: its printed and current "
            "characteristics, what changes them, its statuses, counters and abilities.</p>"
            "<p>Right-click a card or a zone to edit the board; drag a card to move it.</p>"
        )

    def show_inspection(self, i: Inspection) -> None:
        self._nothing = False
        rows = [
            ("Type", i.type + (" token" if i.is_token else "")),
            ("Sub-types", " ".join(i.subtypes) or "—"),
            ("Faction", i.faction or "—"),
            ("Owner / controller", f"{i.owner} / {i.controller}"),
            ("Zone", i.zone),
            ("Timestamp", str(i.timestamp) if i.timestamp is not None else "— (hidden zone)"),
        ]
        if i.hand_cost is not None or i.reserve_cost is not None:
            rows.append(("Hand / Reserve cost", f"{_n(i.hand_cost)} / {_n(i.reserve_cost)}"))
        if i.keywords:
            rows.append(("Keywords", ", ".join(i.keywords)))
        rows.append(("Statuses", ", ".join(i.statuses) or "none"))
        rows.append(("Counters", ", ".join(f"{v} {k}" for k, v in i.counters) or "none"))
        parts = [f"<h3 style='margin-bottom:2px'>{html.escape(i.name)}</h3>"]
        if i.by_hand:  # said at the top: on a short window the section is below the fold
            count = len(i.by_hand)
            what = "1 ability" if count == 1 else f"{count} abilities"
            parts.append(
                f"<p><b>Resolved by hand:</b> {what} the engine does not execute — "
                "<a href='#by-hand'>what and why</a></p>"
            )
        parts.append("<table cellspacing='0' cellpadding='3'>")
        for k, v in rows:
            parts.append(f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(v)}</td></tr>")
        parts.append("</table>")
        if i.printed is not None and i.current is not None:
            parts.append("<h4>Statistics (forest / mountain / water)</h4><table cellpadding='3'>")
            parts.append(f"<tr><td>Printed</td><td>{_stats(i.printed)}</td><td></td></tr>")
            for c in i.changes:
                when = f", timestamp {c.timestamp}" if c.timestamp is not None else ""
                title = html.escape(c.text) if c.text else ""
                parts.append(
                    f"<tr><td>{html.escape(c.source)}{when}</td><td>{_delta(c.amounts)}</td>"
                    f"<td>{rule_link(c.rule)} <i>{title}</i></td></tr>"
                )
            parts.append(
                f"<tr><td><b>Current</b></td><td><b>{_stats(i.current)}</b></td><td></td></tr>"
            )
            parts.append("</table>")
            parts.append(
                "<p class='muted'>Boosts add 1 to each statistic "
                f"({rule_link('2.5.1.b')}); passive abilities apply in timestamp order "
                f"({rule_link('2.3.3.b')}).</p>"
            )
        if i.note:
            parts.append(f"<p><i>{html.escape(i.note)}</i></p>")
        if i.abilities:
            parts.append("<h4>Abilities</h4><ul>")
            for a in i.abilities:
                state = "works here" if a.works else "does not work here"
                support = ", support" if a.support else ""
                words = html.escape(icons_as_words(a.text))  # {J}: [When I enter play]
                parts.append(
                    f"<li><b>{html.escape(a.kind)}</b>{support} — {words} "
                    f"<span class='muted'>({state})</span></li>"
                )
            parts.append("</ul>")
        if i.by_hand:  # shown, not only in the tile's tooltip
            parts.append(
                "<h4><a name='by-hand'></a>Resolved by hand</h4><p class='muted'>The engine "
                "does not execute these abilities: the judge applies them.</p><ul>"
            )
            for text, reason in i.by_hand:
                why = f" <span class='muted'>— {html.escape(reason)}</span>" if reason else ""
                parts.append(f"<li>{html.escape(icons_as_words(text))}{why}</li>")
            parts.append("</ul>")
        self.setHtml("".join(parts))

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.rule_requested.emit(text[5:])
        elif text.startswith("#"):
            self.scrollToAnchor(text[1:])


def _n(value: int | None) -> str:
    return "—" if value is None else str(value)


def _stats(s: tuple[int, int, int]) -> str:
    return f"{s[0]} / {s[1]} / {s[2]}"


def _delta(s: tuple[int, int, int]) -> str:
    return " / ".join(f"{v:+d}" for v in s)


class ExpectationsPanel(QListWidget):
    """What the scenario file expects, judged on the present board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Expectations")
        self.setWordWrap(True)
        self.dark = False
        self._shown: tuple[tuple[tuple[str, bool, str], ...], bool] | None = None

    def show_outcomes(self, outcomes: list[tuple[str, bool, str]]) -> None:
        """Show each expectation, held or not, with what the board has. The list is made
        again only when what it says changes (or the theme's colours do): a step that
        changes no expectation's words does not empty and refill it (issue 33)."""
        shown = (tuple(outcomes), self.dark)
        if shown == self._shown:
            return
        self._shown = shown
        self.clear()
        if not outcomes:
            self.addItem("This scenario states no expectations.")
            return
        for label, held, detail in outcomes:
            mark = "✔" if held else "✘"
            item = QListWidgetItem(f"{mark} {label}: {detail}")
            item.setForeground(
                QColor(HELD_COLOURS[self.dark] if held else ERROR_COLOURS[self.dark])
            )
            font = QFont(item.font())
            font.setBold(not held)
            item.setFont(font)
            self.addItem(item)
