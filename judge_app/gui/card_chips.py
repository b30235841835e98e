"""The cards a question names, as chips above the search results (issue 32).

:class:`CardChips` shows one small button per card recognised in the question ("Kuwat, the
Dissenter · Character"); a click opens the card in the Cards view. A name the question writes
that no known card has is said below them, the nearest known names as links
(:mod:`rules_corpus.search.unknown_cards`). :class:`KnownCardsReader`
reads the cards a question may name — the library's and the imported pool's, names in every
imported language — off the UI thread after the rules load and again after each import (the
card code takes half a second to import); the window then builds the recogniser on the UI
thread (the index answers which words are the rules', and it is not shared between threads).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from judge_app.gui.loader import card_code_in_background
from judge_app.gui.qt import (
    QLabel,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QWidget,
    Signal,
    Slot,
)
from judge_app.gui.search_model import CardChip
from judge_app.gui.theme import LIGHT, Theme
from rules_corpus.search.unknown_cards import NameNotFound

MAX_CHIPS = 6  # a pasted decklist names dozens: the first few are shown
# The printed text of the first cards named, under their chips: a judge asked about a card
# reads its ability beside the rules without opening it (three inputs: the chip, reading in
# the Cards view, back). Two at most, each cut at a length that stays a few lines in the
# search column (the whole text is in the tooltip): the results keep most of the column.
MAX_TEXTS = 2
TEXT_CHARS = 200
CARD_LINK = "card:"


class CardChips(QLabel):
    """The cards a question names, one chip (a link) each, wrapping to as many lines as the
    search column needs; emits :attr:`card_clicked` with the card's name."""

    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = LIGHT
        self.chips: tuple[CardChip, ...] = ()
        self.unknown: tuple[NameNotFound, ...] = ()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setContentsMargins(2, 0, 2, 0)
        self.setAccessibleName("Cards in your question")
        self.linkActivated.connect(self._on_link)
        self.setVisible(False)

    @property
    def names(self) -> list[str]:
        """The cards shown, in order."""
        return [chip.name for chip in self.chips[:MAX_CHIPS]]

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.show_chips(self.chips, force=True, unknown=self.unknown)

    def show_chips(
        self,
        chips: tuple[CardChip, ...],
        force: bool = False,
        unknown: tuple[NameNotFound, ...] = (),
    ) -> None:
        """Show ``chips`` and the ``unknown`` names no known card has, each with the known
        names nearest it as links (none of either: the row is hidden)."""
        if chips == self.chips and unknown == self.unknown and not force:
            return
        self.chips = chips
        self.unknown = unknown
        theme = self.theme
        parts = []
        for chip in chips[:MAX_CHIPS]:
            kind = chip.type_line.strip()
            name = html.escape(chip.name).replace(" ", "&nbsp;")  # a chip never wraps
            link = (
                f'<a href="{CARD_LINK}{html.escape(chip.name, quote=True)}" '
                f'style="color:{theme.selection_text}; text-decoration:none">'
                f'<span style="background-color:{theme.selection_bg}; '
                f'color:{theme.selection_text}">&nbsp;{name}&nbsp;</span></a>'
            )
            about = f' <span style="color:{theme.muted}">{html.escape(kind)}</span>' if kind else ""
            parts.append(f"{link}{about}")
        more = len(chips) - MAX_CHIPS
        if more > 0:
            parts.append(f'<span style="color:{theme.muted}">and {more} more</span>')
        lines = []
        if parts:
            label = f'<span style="color:{theme.muted}">Cards:</span> '
            lines.append(label + " &nbsp; ".join(parts))
        lines += [self._printed(chip) for chip in chips[:MAX_TEXTS] if card_text(chip.text)]
        lines += [self._not_found(name) for name in unknown]
        self.setText("<br/>".join(lines))
        tips = [f"“{c.typed}” is the card {c.name}" for c in chips[:MAX_CHIPS]]
        tips += [f"{c.name}: {card_text(c.text)}" for c in chips[:MAX_TEXTS] if card_text(c.text)]
        tips += [name.notice() for name in unknown]
        self.setToolTip(
            "\n".join(tips)
            + "\nThe search looks for the rules their texts use. Click a card to open it."
        )
        self.setVisible(bool(chips or unknown))

    def _printed(self, chip: CardChip) -> str:
        """One card's printed text, after its name, in the muted colour (cut at
        :data:`TEXT_CHARS` at a word, "…" then)."""
        text = card_text(chip.text)
        if len(text) > TEXT_CHARS:
            text = text[:TEXT_CHARS].rsplit(" ", 1)[0] + " …"
        name = f"<b>{html.escape(chip.name)}</b>"
        return f'<span style="color:{self.theme.muted}">{name}: {html.escape(text)}</span>'

    def _not_found(self, name: NameNotFound) -> str:
        """One name no known card has: said in the muted colour, the nearest known names as
        links that open them ("“Zephyr Hound”: no imported or library card by that name —
        nearest: Hound")."""
        theme = self.theme
        known = "imported or library card" if name.imported else "library card (none imported)"
        said = f"“{html.escape(name.typed)}”: no {known} by that name"
        links = [
            f'<a href="{CARD_LINK}{html.escape(card, quote=True)}" '
            f'style="color:{theme.link}">{html.escape(card)}</a>'
            for card in name.nearest
        ]
        nearest = f" — nearest: {', '.join(links)}" if links else ""
        return f'<span style="color:{theme.muted}">{said}</span>{nearest}'

    def activate(self, name: str) -> None:
        """Open the card ``name`` (a click on its chip)."""
        self._on_link(CARD_LINK + name)

    def _on_link(self, url: str) -> None:
        if url.startswith(CARD_LINK):
            self.card_clicked.emit(url.removeprefix(CARD_LINK))


def card_text(text: str) -> str:
    """A card's text on one line: its main and Reserve abilities (read as one text, two
    spaces apart) and its sentences one space apart."""
    return " ".join(text.split())


class _ReadSignals(QObject):
    read = Signal(int, object, object)  # request number, known cards, messages


class _ReadKnownCardsJob(QRunnable):
    def __init__(
        self, signals: _ReadSignals, number: int, pool_path: Path, prepare: Callable[[], object]
    ) -> None:
        super().__init__()
        self._signals = signals
        self._number = number
        self._pool_path = pool_path
        self._prepare = prepare

    def run(self) -> None:
        try:
            self._prepare()  # the rules' vocabulary, which the recogniser asks about
            with card_code_in_background():
                from judge_app.card_mentions import library_cards, pool_cards
                from scenarios.pool.icons import icons_as_words

                library = library_cards()
                icons_as_words("")  # its words' code imported here, with the lock
            pooled, notices = pool_cards(self._pool_path)
            # each card's text in words, shown under its chip
            cards = [
                replace(card, words=icons_as_words(card.text)) if card.text else card
                for card in [*pooled, *library]
            ]
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
        self._latest = 0

    def start(self, pool_path: Path, prepare: Callable[[], object] = lambda: None) -> None:
        """Read the cards of ``pool_path`` and the library; ``prepare`` is worked out in the
        same background job (what building the recogniser will ask for)."""
        self._latest += 1
        # Signals of the job's own, with no parent, kept alive by the job: a window closed
        # while the cards are read drops the connection (Qt disconnects a destroyed receiver),
        # instead of the job emitting from a deleted object (a crash seen under load).
        signals = _ReadSignals()
        signals.read.connect(self._on_read)
        QThreadPool.globalInstance().start(
            _ReadKnownCardsJob(signals, self._latest, pool_path, prepare)
        )

    @Slot(int, object, object)
    def _on_read(self, number: int, cards: object, notices: object) -> None:
        if number == self._latest:
            self.cards_read.emit(cards, notices)
