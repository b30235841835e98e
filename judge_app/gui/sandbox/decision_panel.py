"""The Decision tab: who decides and why, and every legal option in full.

Each option is a numbered row — its title on the first line, then (wrapped, under it) what
it is: for an Emblem-Reaction its ability text, its source and the objects it is bound to.
Nothing is chosen in advance: the judge picks with the mouse or the number keys (1–9) and
answers with Enter, the Answer button or a double click. Option ids stay inside: rows and
tooltips speak in the board's names (:mod:`judge_app.sandbox.wording`).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from judge_app.gui.qt import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QEvent,
    QFont,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMouseEvent,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QShowEvent,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from scenarios.pool.icons import icons_as_words

if TYPE_CHECKING:
    from judge_app.sandbox.not_offered import NotOffered, NotPlayableNow
    from judge_app.sandbox.wording import OptionView

MAX_KEYED = 9  # options 1–9 have a number key


def rule_link(rule: str) -> str:
    return f'<a href="rule:{html.escape(rule)}">{html.escape(rule)}</a>'


HEIGHTS_KEPT = 4096
"""Heights of wrapped words kept across labels and decisions (:class:`WrappedText`)."""
_HEIGHTS: dict[tuple[str, bool, str, int], int] = {}


class WrappedText(QLabel):
    """A label that wraps, remembering its height for each width. A layout pass asks a
    wrapped label its height several times (the row, the options, the scroll area, the
    panel), and a label lays its text out anew for each answer (a rich-text one its whole
    document); an option row's two labels were asked ~7 times each when a decision came
    forward. Plain text unless ``rich``.

    The heights are also kept for every label of the panel together, by font, words and
    width: the decisions of a resolution come back with the same options ("Pass", the
    Reactions waiting in Limbo, the cards in Hand), and a row re-worded with words already
    laid out at that width is not laid out again (about a sixth of a step that brings a
    decision forward, issue 33)."""

    def __init__(self, parent: QWidget, rich: bool = False) -> None:
        super().__init__(parent)
        self._heights: dict[int, int] = {}
        self._rich = rich
        self._laid_out = False  # a rich label's words laid out at its own width (below)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)

    def setText(self, text: str) -> None:
        if text != self.text():
            self._heights.clear()
            self._laid_out = False
            super().setText(text)

    def clear(self) -> None:
        self._heights.clear()
        self._laid_out = False
        super().clear()

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            # the font, the words and the width decide (the panel's labels share their
            # alignment, margins and wrapping)
            key = (self.font().key(), self._rich, self.text(), width)
            height = _HEIGHTS.get(key)
            if height is None or self._lay_out_now(width):
                height = super().heightForWidth(width)
                if len(_HEIGHTS) >= HEIGHTS_KEPT:
                    del _HEIGHTS[next(iter(_HEIGHTS))]  # the oldest
                _HEIGHTS[key] = height
            self._heights[width] = height
        return height

    def _lay_out_now(self, width: int) -> bool:
        """Whether a rich label lays its words out now, though their height is known: once
        per text, when asked at the width it has. A rich label's document is laid out
        lazily; left to its first paint, laying it out there asks for the label to be
        painted again — the next pass painted the Decision tab's header, the reason and the
        cards not offered a second time, with the panel behind them, at each decision that
        came forward (issue 33). Laid out here, before the paint, at the width the paint
        uses, the paint finds it done and the update it asks for joins the paint to come."""
        if not self._rich or self._laid_out or width != self.width():
            return False
        self._laid_out = True
        return True

    def sizeHint(self) -> QSize:
        """The width the label has (about 40 characters before it is first laid out) and
        its height at that width. A label's own hint lays the words out three times (a wide,
        a "golden ratio" and a narrow try), a rich text as a whole document each time: when
        a decision came forward that was ~1.8 ms of the step (issue 33). Here it is the height
        the layout asks for anyway, remembered. The layouts these labels sit in give them
        their width and ask their height for it: the hint's width is never what they get."""
        width = (
            self.width()
            if self.testAttribute(Qt.WidgetAttribute.WA_Resized)
            else self.fontMetrics().averageCharWidth() * 40
        )
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """About ten characters wide and one line tall, without laying the words out (a
        label's own minimum lays them out at three widths; the side panel is never narrower
        than 300 pixels, see :mod:`~judge_app.gui.sandbox.page`)."""
        metrics = self.fontMetrics()
        margins = self.contentsMargins()
        return QSize(
            metrics.averageCharWidth() * 10 + margins.left() + margins.right(),
            metrics.height() + margins.top() + margins.bottom(),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.clear()  # the same words take other heights
            self._laid_out = False
        super().changeEvent(event)


class OptionRow(QFrame):
    """One option: a radio button or check box with its number, the title beside it and
    the details wrapped under the title. Clicking anywhere on the row picks it. Rows are
    reused from one decision to the next (a turn offers many options; making widgets is
    what a redraw would otherwise spend its time on). The title and the details are plain
    text (the title in bold): a rich-text label is laid out as a whole document, which was
    most of what bringing a decision forward cost."""

    double_clicked = Signal()

    def __init__(self, single: bool, parent: QWidget) -> None:
        super().__init__(parent)
        from judge_app.sandbox.wording import OptionView  # an option: the session is made

        self.single = single
        self.view = OptionView("", "")
        self.button: QAbstractButton = QRadioButton(self) if single else QCheckBox(self)
        self.title = WrappedText(self)
        bold = QFont()  # only the weight: the family and size follow the panel's
        bold.setBold(True)
        self.title.setFont(bold)
        self.detail = WrappedText(self)
        for label in (self.title, self.detail):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setContentsMargins(0, 0, 0, 0)
        words.setSpacing(0)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        self.detail.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        # the words at their own height, centred as a rich-text label centres its text
        # (rounded down; a plain label's own centring rounds the other way)
        row.setAlignment(words, Qt.AlignmentFlag.AlignVCenter)
        self.setFrameShape(QFrame.Shape.StyledPanel)

    def show_option(self, number: int, view: OptionView) -> None:
        """Show option ``number`` (not chosen)."""
        self.view = view
        key = str(number) if number <= MAX_KEYED else ""
        self.button.blockSignals(True)
        self.button.setChecked(False)
        self.button.blockSignals(False)
        self.button.setText(key)
        self.button.setAccessibleName(f"Option {number}: {view.title}")
        # icons in a judge's words: "{J}" reads "[When I enter play]" (1.1.6.e)
        title, lines = icons_as_words(view.title), [icons_as_words(d) for d in view.details]
        self.title.setText(title)
        self.detail.setText("\n".join(lines))
        if self.detail.isHidden() == bool(lines):  # shown or hidden only when that changes
            self.detail.setVisible(bool(lines))
        tip = title + ("\n" + "\n".join(lines) if lines else "")
        hint = f"\nPress {number} to choose it, Enter to answer." if key else ""
        self.setToolTip(tip + hint)
        self.button.setToolTip(tip + hint)

    def words(self) -> str:
        """The row's words as shown: the title, then each detail on its own line."""
        detail = self.detail.text() if not self.detail.isHidden() else ""
        return self.title.text() + ("\n" + detail if detail else "")

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.button.click()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click on an option of a single choice chooses it and answers."""
        if event.button() == Qt.MouseButton.LeftButton and self.single:
            self.button.setChecked(True)
            self.double_clicked.emit()
            event.accept()
            return
        super().mouseDoubleClickEvent(event)


class DecisionPanel(QWidget):
    """The pending decision: who decides and why, and only the legal options."""

    answered = Signal(tuple)
    rule_requested = Signal(str)
    option_focused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = WrappedText(self, rich=True)
        self.header.linkActivated.connect(self._link)
        self.why = WrappedText(self, rich=True)
        self.why.linkActivated.connect(self._link)
        self.options_box = QWidget(self)
        self.options_layout = QVBoxLayout(self.options_box)
        self.options_layout.setContentsMargins(0, 0, 0, 0)
        self.options_layout.setSpacing(4)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.options_box)
        # the box is drawn with the rest of the panel, not first on its own: a scroll area's
        # widget and viewport fill their backgrounds, and Qt painted such a widget (and the
        # rows in it) apart before the panel that came forward over it — the rows twice per
        # decision (issue 33). The panel behind them has the same colour.
        self.options_box.setAutoFillBackground(False)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the cards of Hand and Reserve not offered, and why: card by card under the options
        # at a turn decision (a list as long as the Hand, scrolled with the options)
        self.not_offered = WrappedText(self.options_box, rich=True)
        self.not_offered.linkActivated.connect(self._link)
        self.not_offered.hide()
        # at any other decision one line why none can be played now, under the options'
        # area and above the Answer button, so always in view: at 200 % on a 1080p laptop
        # three tall options fill the area and the line under them was reached by scrolling
        self.not_now = WrappedText(self, rich=True)
        self.not_now.linkActivated.connect(self._link)
        self.not_now.hide()
        self.count = WrappedText(self)
        self.button = QPushButton("Answer", self)
        self.button.setDefault(True)
        self.button.clicked.connect(self._answer)
        row = QHBoxLayout()
        row.addWidget(self.count, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.why)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.not_now)
        layout.addLayout(row)
        self.group: QButtonGroup | None = None
        self._group = QButtonGroup(self)
        self._radios: list[OptionRow] = []  # rows made so far, reused by later decisions
        self._checks: list[OptionRow] = []
        self.options_layout.addWidget(self.not_offered)  # under the options offered
        self.options_layout.addStretch(1)
        self.rows: list[OptionRow] = []
        self._stale: list[OptionRow] = []  # rows of an answered decision, not hidden yet
        self.min_choices = self.max_choices = 1
        self.show_nothing("No decision is pending.")

    @property
    def checks(self) -> list[tuple[str, QAbstractButton]]:
        """(option id, its button) in the order shown."""
        return [(r.view.id, r.button) for r in self.rows]

    @property
    def pending(self) -> bool:
        return bool(self.rows)

    def show_not_offered(self, cards: list[NotOffered], now: NotPlayableNow | None = None) -> None:
        """Say which cards of the Hand and Reserve are not offered, and why, with the rule —
        at a turn decision card by card; at any other, in one line why none can be played
        now (``now``)."""
        if now is None:
            if not self.not_now.isHidden():
                self.not_now.clear()
                self.not_now.hide()
        else:
            self.not_now.setText(
                f"<p style='margin:0'><i>{html.escape(now.cards)} can't be played now:</i> "
                f"{html.escape(now.reason.text)} ({rule_link(now.reason.rule)})</p>"
            )
            self.not_now.show()
        if now is not None or not cards:
            self.not_offered.clear()
            self.not_offered.hide()
            return
        lines = [
            f"<b>{html.escape(c.name)}</b> ({c.zone}): "
            + "; ".join(
                f"{html.escape(r.text)} ({', '.join(rule_link(x) for x in (r.rule, *r.also))})"
                for r in c.reasons
            )
            for c in cards
        ]
        shown = "<br>".join(lines)
        self.not_offered.setText(f"<p style='margin:0'><i>Not offered</i><br>{shown}</p>")
        self.not_offered.show()

    def show_nothing(self, message: str) -> None:
        self.show_not_offered([])
        self._clear()
        self.header.setText(f"<p>{html.escape(message)}</p>")
        self.why.setText("")
        self.count.setText("")
        self.button.setEnabled(False)

    def _clear(self) -> None:
        """No options. While the panel is out of sight (an answer brings the Timeline
        forward) the rows stay as they are, to be re-worded by the next decision: hiding
        them and showing them again laid the panel out anew each time a decision came
        forward. They are hidden when the panel is shown with no decision."""
        for r in self.rows:
            if self.group is not None:
                self.group.removeButton(r.button)
        self._stale += self.rows
        self.rows = []
        if self.isVisible():
            self._hide_stale()

    def _hide_stale(self) -> None:
        for r in self._stale:
            r.hide()
        self._stale = []

    def showEvent(self, event: QShowEvent) -> None:
        self._hide_stale()  # before the panel is laid out and painted
        super().showEvent(event)

    def show_decision(
        self,
        player: str,
        prompt: str,
        options: tuple[OptionView, ...],
        min_choices: int,
        max_choices: int,
        why: str,
        rules: tuple[str, ...],
        scripted: bool,
    ) -> None:
        """Show a pending decision with ``options`` in the engine's order, none chosen.
        The rows shown already stay shown (hiding and showing them again would lay the panel
        out anew); only those left over are hidden."""
        single = max_choices == 1
        pool = self._radios if single else self._checks
        keep = set(map(id, pool[: len(options)]))
        for r in self.rows:
            if self.group is not None:
                self.group.removeButton(r.button)
        for r in self.rows + self._stale:
            if id(r) not in keep:
                r.hide()
        self.rows, self._stale = [], []
        self.min_choices, self.max_choices = min_choices, max_choices
        self.header.setText(
            f"<h3 style='margin:0'>{html.escape(player)} decides</h3>"
            f"<p style='margin-top:4px'>{html.escape(as_sentence(prompt))}</p>"
        )
        cites = ", ".join(rule_link(r) for r in rules)
        note = (
            "<p><i>The scenario's script answers this decision: press Step to let it, or "
            "answer here to take over.</i></p>"
            if scripted
            else ""
        )
        self.why.setText(f"<p>{html.escape(why)} ({cites})</p>{note}")
        self.group = self._group if single else None
        for number, view in enumerate(options, start=1):
            if number > len(pool):
                row = OptionRow(single, self.options_box)
                row.button.toggled.connect(self._update_count)
                row.button.toggled.connect(lambda on, r=row: self._focused(r.view.id, on))
                row.double_clicked.connect(self._answer)
                at = self.options_layout.indexOf(self.not_offered)
                self.options_layout.insertWidget(at, row)
                pool.append(row)
            row = pool[number - 1]
            row.show_option(number, view)
            if self.group is not None:
                self.group.addButton(row.button)
            row.show()
            self.rows.append(row)
        self._update_count()

    def _focused(self, option_id: str, on: bool) -> None:
        if on:
            self.option_focused.emit(option_id)

    def _chosen(self) -> tuple[str, ...]:
        return tuple(r.view.id for r in self.rows if r.button.isChecked())

    def _update_count(self) -> None:
        n = len(self._chosen())
        ok = self.min_choices <= n <= self.max_choices
        keys = f"1–{min(len(self.rows), MAX_KEYED)}" if len(self.rows) > 1 else "1"
        if not self.rows:
            self.count.setText("")
        elif self.max_choices == 1:
            self.count.setText(
                f"Press {keys} or click an option, then Enter." if n == 0 else "Enter answers."
            )
        else:
            self.count.setText(
                f"Choose {self.min_choices}–{self.max_choices} ({keys} tick and untick): {n} chosen"
            )
        self.button.setEnabled(bool(self.rows) and ok)

    def choose(self, option_ids: tuple[str, ...]) -> None:
        """Tick exactly ``option_ids`` (used by tests and keyboard users)."""
        self._group.setExclusive(False)
        for r in self.rows:
            r.button.setChecked(r.view.id in option_ids)
        self._group.setExclusive(True)
        self._update_count()

    def press_number(self, number: int) -> bool:
        """The number key ``number``: pick option ``number`` (toggle it when several may be
        chosen). False when there is no such option."""
        if not 1 <= number <= len(self.rows):
            return False
        button = self.rows[number - 1].button
        if self.max_choices == 1:
            button.setChecked(True)
        else:
            button.setChecked(not button.isChecked())
        self.rows[number - 1].setFocus()
        return True

    def press_enter(self) -> bool:
        """Enter: answer with what is chosen, if that is a legal answer."""
        if not self.button.isEnabled():
            return False
        self._answer()
        return True

    def _answer(self) -> None:
        chosen = self._chosen()
        if self.rows and self.min_choices <= len(chosen) <= self.max_choices:
            self.answered.emit(chosen)

    def _link(self, url: str) -> None:
        if url.startswith("rule:"):
            self.rule_requested.emit(url[5:])


def as_sentence(prompt: str) -> str:
    """The engine's prompt as a sentence: a capital first, and a full stop unless it already
    ends with one ("Expand: put a card in your Mana zone?" stays a question)."""
    from judge_app.sandbox.line_words import prompt_words

    prompt = prompt_words(prompt)  # "choose a target to ignore for Hush", no action names
    text = prompt[:1].upper() + prompt[1:]
    return text if text.endswith((".", "?", "!")) else text + "."
