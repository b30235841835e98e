"""The Readings tab on a short panel (1280×720, or 200 % on a 1920×1080 laptop): the
verdict and what decides in view together, the outcomes and the selected outcome's board
under them.

The tab's parts at their least readable height (the verdict and what decides wrapped, the
outcomes and what differs three lines each, the board 130 pixels) are taller than the side
panel of a short window, and the Branches box below them kept its room. So, while a reading
is shown and the parts do not fit:

- the Branches box shrinks to its title (its list comes back when the title is clicked, or
  when no reading is shown);
- if the verdict, the outcomes and the board still do not fit in their usual order, "What
  differs" goes under the board (the board frames what differs), and the tab scrolls to the
  verdict. "What decides" (whether every answer was followed, the decisions separating the
  outcomes) stays under the verdict: the verdict and what decides are read first and are in
  view together, the outcomes under them, the board's top after; the rest scrolls (at 200 %
  on 1920×1080, what decides put under the board was out of view and its first line cut by
  the Branches row);
- the parts go closer together, so the board's buttons stay in view under it.

Nothing changes on a tall window.
"""

from __future__ import annotations

from judge_app.gui.qt import (
    QLabel,
    QScrollArea,
    QSplitter,
    Qt,
    QTimer,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

BRANCHES_KEPT = 80
"""The Branches box's usual height (its title and a few branches)."""

SHORT_SPACING = 2
"""The room between the parts on a short panel: at 200 % on a 1920×1080 laptop the
verdict, the outcomes, the board's title, the board and its buttons ("Open as branch",
"Side by side") then fit the tab's view together, and at 1280×720 every part in the usual
order — with the usual spacing the buttons' row was half cut at the bottom (and at
1280×720 a wrapped line more could push it 3 px out)."""


def least_height(parts: list[QWidget], width: int, spacing: int) -> int:
    """The height ``parts`` need at ``width``, one under the other: wrapped words at their
    wrapped height, lists and boards at their minimum."""
    heights = []
    for part in parts:
        if part.isHidden():
            continue
        if isinstance(part, QLabel) and part.wordWrap():
            heights.append(part.heightForWidth(width))
        else:
            heights.append(part.minimumHeight() or part.minimumSizeHint().height())
    return sum(heights) + spacing * max(0, len(heights) - 1)


class ShortPanelFit:
    """Fits the Readings tab to a short panel (see the module): ``layout`` holds, in order,
    ``above`` (the Explore row), ``verdict``, ``decides``, ``outcomes``, ``details``, then
    ``board`` (the board's title, the board, its buttons); ``branches`` is the Branches
    list under the ``split``, its title the ``toggle`` button."""

    def __init__(
        self,
        area: QScrollArea,
        layout: QVBoxLayout,
        parts: dict[str, QWidget],
        board: list[QWidget],
        split: QSplitter,
        branches: QWidget,
        toggle: QToolButton,
    ) -> None:
        self.area, self.layout, self.parts, self.board = area, layout, parts, board
        self.split, self.branches, self.toggle = split, branches, toggle
        self.reading = False  # a reading is shown
        self.by_hand = False  # the judge opened or closed the Branches box
        self.short_order = False
        self._spacing = layout.spacing()
        self._sizes = [max(1, split.height() - BRANCHES_KEPT), BRANCHES_KEPT]
        toggle.setCheckable(True)
        toggle.setChecked(True)
        toggle.setArrowType(Qt.ArrowType.DownArrow)
        toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toggle.setAutoRaise(True)
        toggle.setToolTip("Show or hide the branches of the timeline")
        toggle.clicked.connect(self._clicked)

    # ------------------------------------------------------------------ the judge's click
    def _clicked(self, shown: bool) -> None:
        self.by_hand = True
        self._show_branches(shown)
        self.fit()

    def _show_branches(self, shown: bool) -> None:
        if shown != self.branches.isHidden():
            return
        self.toggle.setChecked(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        total = sum(self.split.sizes())
        if shown:
            self.branches.show()
            kept = min(self._sizes[1], total // 2)
            self.split.setSizes([max(1, total - kept), kept])
        else:
            self._sizes = self.split.sizes()
            self.branches.hide()
            title = self.toggle.sizeHint().height()
            self.split.setSizes([max(1, total - title), title])

    # ------------------------------------------------------------------ fitting
    def shown(self, reading: bool) -> None:
        """A reading was shown (``True``) or forgotten: fit again; a new reading lets the
        Branches box be shrunk again, whatever the judge did with the last one."""
        if reading and not self.reading:
            self.by_hand = False
        self.reading = reading
        self.fit()
        if reading and self.short_order:
            QTimer.singleShot(0, self.scroll_to_verdict)

    def fit(self) -> None:
        """Shrink the Branches box and put what differs under the board,
        as far as the panel's height asks (nothing of it without a reading)."""
        p = self.parts
        width = self.area.viewport().width()
        spacing = max(0, self._spacing)  # the usual order's
        usual = [p["above"], p["verdict"], p["decides"], p["outcomes"], p["details"]]
        need = least_height([*usual, *self.board[:2]], width, spacing)
        handle = self.split.handleWidth()
        total = sum(self.split.sizes()) or self.split.height()
        room_with_branches = total - handle - BRANCHES_KEPT
        short_panel = self.reading and need > room_with_branches
        if not self.by_hand:
            self._show_branches(not short_panel)
        self.layout.setSpacing(SHORT_SPACING if short_panel else self._spacing)
        room = self.split.sizes()[0] if self.split.sizes() else total
        self._order(self.reading and need > room)

    def _order(self, short: bool) -> None:
        if short == self.short_order:
            return
        self.short_order = short
        p = self.parts
        self.layout.removeWidget(p["details"])
        if short:  # under the board and its buttons; what decides stays under the verdict
            self.layout.addWidget(p["details"], 2)
        else:  # what differs under the outcomes
            self.layout.insertWidget(self.layout.indexOf(p["outcomes"]) + 1, p["details"], 2)
        if short:
            QTimer.singleShot(0, self.scroll_to_verdict)

    def scroll_to_verdict(self) -> None:
        """Scroll so the verdict is the first thing in view (the Explore row above it)."""
        if self.short_order:
            verdict = self.parts["verdict"]
            self.area.verticalScrollBar().setValue(verdict.y())
