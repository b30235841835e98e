"""The cards a question names, as chips above the search results (issue 32).

:class:`CardChips` shows one small button per card recognised in the question ("Kuwat, the
Dissenter · Character"); a click opens the card in the Cards view. :class:`KnownCardsReader`
reads the cards a question may name — the library's and the imported pool's, names in every
imported language — off the UI thread after the rules load and again after each import (the
card code takes half a second to import); the window then builds the recogniser on the UI
thread (the index answers which words are the rules', and it is not shared between threads).
"""

from __future__ import annotations

import contextlib
import html
from pathlib import Path

from judge_app.gui.loader import CARD_CODE_IMPORT
from judge_app.gui.qt import (
    QHBoxLayout,
    QLabel,
    QObject,
    QRunnable,
    QThreadPool,
    QToolButton,
    QWidget,
    Signal,
)
from judge_app.gui.search_model import CardChip
from judge_app.gui.theme import LIGHT, Theme

MAX_CHIPS = 6  # a pasted decklist names dozens: the first few are shown


class CardChips(QWidget):
    """A row of card chips; emits :attr:`card_clicked` with the card's name."""

    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = LIGHT
        self.chips: tuple[CardChip, ...] = ()
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._label = QLabel("Cards in your question:", self)
        self._layout.addWidget(self._label)
        self._layout.addStretch(1)
        self.buttons: list[QToolButton] = []
        self.setVisible(False)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.show_chips(self.chips)

    def show_chips(self, chips: tuple[CardChip, ...]) -> None:
        """Show ``chips`` (none: the row is hidden)."""
        if chips == self.chips and len(self.buttons) == min(len(chips), MAX_CHIPS):
            return
        self.chips = chips
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        self._label.setStyleSheet(f"color:{self.theme.muted}")
        for position, chip in enumerate(chips[:MAX_CHIPS], 1):
            button = QToolButton(self)
            kind = chip.type_line.strip()
            button.setText(f"{chip.name} · {kind}" if kind else chip.name)
            button.setToolTip(
                f"“{chip.typed}” is the card {chip.name}"
                + (f" ({kind})" if kind else "")
                + ". The search looks for the rules its text uses. Click to open the card."
            )
            button.setAccessibleName(f"Card {chip.name}: open it")
            button.setAutoRaise(False)
            border = html.escape(self.theme.muted)
            button.setStyleSheet(
                f"QToolButton {{ border: 1px solid {border}; border-radius: 9px; "
                "padding: 1px 8px; }"
            )
            button.clicked.connect(lambda _=False, name=chip.name: self.card_clicked.emit(name))
            self._layout.insertWidget(position, button)
            self.buttons.append(button)
        self.setVisible(bool(chips))


class _ReadSignals(QObject):
    read = Signal(int, object, object)  # request number, known cards, messages


class _ReadKnownCardsJob(QRunnable):
    def __init__(self, signals: _ReadSignals, number: int, pool_path: Path) -> None:
        super().__init__()
        self._signals = signals
        self._number = number
        self._pool_path = pool_path

    def run(self) -> None:
        try:
            with CARD_CODE_IMPORT:
                from judge_app.card_mentions import library_cards, pool_cards

                library = library_cards()
            pooled, notices = pool_cards(self._pool_path)
            cards = [*pooled, *library]
        except Exception as error:  # a thread must not die silently; the search goes on
            cards, notices = [], [f"the cards cannot be read to recognise them ({error})"]
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._signals.read.emit(self._number, cards, notices)


class KnownCardsReader(QObject):
    """Reads the known cards in the background; ``cards_read`` brings (cards, messages) back
    to the UI thread. A reading overtaken by a newer :meth:`start` is dropped."""

    cards_read = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _ReadSignals(self)
        self._signals.read.connect(self._on_read)
        self._latest = 0

    def start(self, pool_path: Path) -> None:
        self._latest += 1
        QThreadPool.globalInstance().start(
            _ReadKnownCardsJob(self._signals, self._latest, pool_path)
        )

    def _on_read(self, number: int, cards: object, notices: object) -> None:
        if number == self._latest:
            self.cards_read.emit(cards, notices)
