"""Type a card: for a Unique (in no data file) or a card not imported, the judge types its
printed text, and the same printed text reader as for imported cards reads it. Icons may be
typed as ``{J}`` or as words (``[When I enter play]``); the preview says, ability by
ability, what the engine executes and what is "not executed — resolve by hand".

The text box is all a judge needs: the characteristics are optional — a name line and a
line of characteristics above the abilities are read (:mod:`scenarios.cards.typed_header`),
the rest keeps its defaults, and all stay editable in the fields below. Each line, and
each sentence that starts a new ability, is its own ability
(:mod:`scenarios.cards.typed_abilities`): "{J} Draw a card. {H} I gain 1 boost." typed on
one line is two abilities the engine runs, not one resolved by hand."""

from __future__ import annotations

from judge_app.gui.cards.detail import ability_words
from judge_app.gui.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QShortcut,
    QSize,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
)
from scenarios.cards.library import LibraryCard
from scenarios.cards.models import slug
from scenarios.cards.printed import PrintedCard, Reading
from scenarios.cards.typed_abilities import typed_abilities
from scenarios.cards.typed_header import Header, read_header
from scenarios.pool import CardPool
from scenarios.pool.describe import ability_lines
from scenarios.pool.icons import words_as_icons
from scenarios.pool.reading import library_card, read

# (shown, rules card type, zone type, token)
TYPES: tuple[tuple[str, str, str | None, bool], ...] = (
    ("Character", "Character", None, False),
    ("Spell", "Spell", None, False),
    ("Landmark Permanent", "Permanent", "Landmark", False),
    ("Expedition Permanent", "Permanent", "Expedition", False),
    ("Hero", "Hero", None, False),
    ("Character token", "Character", None, True),
)
FACTIONS = ("", "Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir")
TYPED_PREFIX = "typed:"
DEFAULT_NAME = "Typed card"
"""The name of a card typed without one (the name is optional, 2.2.4 names it on the card)."""


def _spin(parent: QWidget, value: int = 0) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(0, 20)
    box.setValue(value)
    return box


def fitted(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height``, or less on a smaller screen (its available room)."""
    screen = widget.screen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, room.width()), min(height, room.height()))


class TypeCardDialog(QDialog):
    """Characteristics (2.2) and printed text of a card the pool does not have."""

    def __init__(self, parent: QWidget | None = None, pool: CardPool | None = None) -> None:
        super().__init__(parent)
        self.pool = pool
        """The judge's card pool: a typed text is read as its cards are (its token cards,
        2.1.e, and the sub-types its data prints, 2.2.2)."""
        self.setWindowTitle("Type a card")
        self.text = QPlainTextEdit(self)
        self.text.setPlaceholderText(
            "The card as printed, e.g.\n"
            "Odile's Tinkerer            (name: optional)\n"
            "Character, Axiom, 3/2, 2/1/1   (optional)\n"
            "{J} If you control a token: Draw a card. {T} : I gain 1 boost.\n"
            "Icons as {J} {H} {R} {T} {D} or as words: [When I enter play] …"
        )
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(f"From the text's first line, or “{DEFAULT_NAME}”")
        self.kind = QComboBox(self)
        for shown, *_ in TYPES:
            self.kind.addItem(shown)
        self.subtypes = QLineEdit(self)
        self.subtypes.setPlaceholderText("e.g. Engineer, Robot")
        self.faction = QComboBox(self)
        for f in FACTIONS:
            self.faction.addItem(f or "(none)", f)
        self.hand = _spin(self, 2)
        self.reserve = _spin(self, 2)
        self.forest = _spin(self, 1)
        self.mountain = _spin(self, 1)
        self.water = _spin(self, 1)
        self.reserve_limit = _spin(self, 2)
        self.landmark_limit = _spin(self, 2)
        self.support = QPlainTextEdit(self)
        self.support.setPlaceholderText("Support ability (active in Reserve), if any")
        self.support.setMaximumHeight(60)
        self.read_note = QLabel(self)
        self.read_note.setWordWrap(True)
        self.preview = QLabel(self)
        self.preview.setWordWrap(True)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        stats = QHBoxLayout()
        for label, box in (("Forest", self.forest), ("Mountain", self.mountain)):
            stats.addWidget(QLabel(label, self))
            stats.addWidget(box)
        stats.addWidget(QLabel("Water", self))
        stats.addWidget(self.water)
        costs = QHBoxLayout()
        costs.addWidget(QLabel("Hand", self))
        costs.addWidget(self.hand)
        costs.addWidget(QLabel("Reserve", self))
        costs.addWidget(self.reserve)
        limits = QHBoxLayout()
        limits.addWidget(QLabel("Reserve", self))
        limits.addWidget(self.reserve_limit)
        limits.addWidget(QLabel("Landmarks", self))
        limits.addWidget(self.landmark_limit)
        self._rows: dict[str, QWidget] = {}
        form = QFormLayout()
        form.addRow("Name", self.name)
        form.addRow("Type", self.kind)
        form.addRow("Sub-types", self.subtypes)
        form.addRow("Faction", self.faction)
        for key, title, row in (
            ("costs", "Costs", costs),
            ("stats", "Statistics", stats),
            ("limits", "Limits", limits),
        ):
            holder = QWidget(self)
            row.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(row)
            self._rows[key] = holder
            form.addRow(title, holder)
        form.addRow("Support", self.support)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Use this card")
        self.ok.setToolTip("Ctrl+Enter")
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self).activated.connect(self._accept_if_ready)
        # two columns — the text and what the engine reads of it, beside the optional
        # characteristics — so the dialog fits a short screen (960×540 at 200 %) whole
        text_side = QVBoxLayout()
        text_side.addWidget(QLabel("<b>Printed text</b>", self))
        text_side.addWidget(self.text, 1)
        text_side.addWidget(QLabel("<b>What the engine reads</b>", self))
        text_side.addWidget(self.preview)
        card_side = QVBoxLayout()
        card_side.addWidget(
            QLabel("<b>Characteristics</b> (optional: read from the text, or defaults)", self)
        )
        card_side.addWidget(self.read_note)
        card_side.addLayout(form)
        card_side.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(text_side, 1)
        columns.addSpacing(12)
        columns.addLayout(card_side, 1)
        self.read_note.setMinimumWidth(300)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(buttons)
        for signal in (self.name.textChanged, self.subtypes.textChanged):
            signal.connect(self.refresh)
        self.kind.currentIndexChanged.connect(self.refresh)
        self.faction.currentIndexChanged.connect(self.refresh)
        self.text.textChanged.connect(self._text_changed)
        self.support.textChanged.connect(self.refresh)
        for box in (self.hand, self.reserve, self.forest, self.mountain, self.water):
            box.valueChanged.connect(self.refresh)
        self._header = Header()
        self.resize(fitted(self, 900, 520))
        self.text.setFocus()
        self.refresh()

    def _text_changed(self) -> None:
        """Take the characteristics the text's first lines say into the fields (each
        stays editable; what the text does not say keeps its value)."""
        header, _ = read_header(self.text.toPlainText())
        self._header = header
        self.name.setPlaceholderText(
            header.name or f"From the text's first line, or “{DEFAULT_NAME}”"
        )
        widgets: tuple[QWidget, ...] = (self.kind, self.faction, self.subtypes, self.hand)
        widgets += (self.reserve, self.forest, self.mountain, self.water)
        for w in widgets:
            w.blockSignals(True)
        try:
            if header.kind is not None:
                self.kind.setCurrentIndex([t[0] for t in TYPES].index(header.kind))
            if header.faction is not None:
                self.faction.setCurrentIndex(max(0, self.faction.findData(header.faction)))
            if header.subtypes:
                self.subtypes.setText(", ".join(header.subtypes))
            if header.costs is not None:
                self.hand.setValue(header.costs[0])
                self.reserve.setValue(header.costs[1])
            if header.stats is not None:
                for box, value in zip(
                    (self.forest, self.mountain, self.water), header.stats, strict=True
                ):
                    box.setValue(value)
        finally:
            for w in widgets:
                w.blockSignals(False)
        self.refresh()

    def _accept_if_ready(self) -> None:
        if self.ok.isEnabled():
            self.accept()

    def card_name(self) -> str:
        """The name typed in its field, else the text's name line, else the default."""
        typed = " ".join(self.name.text().split())
        return typed or self._header.name or DEFAULT_NAME

    def printed(self) -> PrintedCard:
        """The card as typed, icons as braces."""
        _, card_type, zone, token = TYPES[self.kind.currentIndex()]
        character = card_type == "Character"
        hero = card_type == "Hero"
        subtypes = tuple(s.strip().title() for s in self.subtypes.text().split(",") if s.strip())
        _, body = read_header(self.text.toPlainText())
        return PrintedCard(
            name=self.card_name(),
            type=card_type,
            subtypes=() if hero else subtypes,
            zone_type=zone,
            faction=self.faction.currentData() or None,
            hand_cost=None if hero or token else self.hand.value(),
            reserve_cost=None if hero or token else self.reserve.value(),
            forest=self.forest.value() if character else None,
            mountain=self.mountain.value() if character else None,
            water=self.water.value() if character else None,
            reserve_limit=self.reserve_limit.value() if hero else None,
            landmark_limit=self.landmark_limit.value() if hero else None,
            main_text=_abilities(body),
            support_text=_abilities(self.support.toPlainText()),
            token=token,
        )

    def refresh(self, *_args: object) -> None:
        _, card_type, _, token = TYPES[self.kind.currentIndex()]
        self._rows["costs"].setEnabled(card_type != "Hero" and not token)
        self._rows["stats"].setEnabled(card_type == "Character")
        self._rows["limits"].setEnabled(card_type == "Hero")
        said = self._header.said
        self.read_note.setText("Read from the text: " + ", ".join(said) + "." if said else "")
        self.read_note.setVisible(bool(said))
        card = self.printed()
        self.ok.setEnabled(bool(card.main_text or card.support_text or self.name.text().strip()))
        lines = ability_lines(self._read(card))
        if not lines:
            self.preview.setText("No abilities: characteristics only.")
            return
        self.preview.setText("\n".join(f"• {a.text}\n   → {ability_words(a)}" for a in lines))

    def typed_card(self) -> LibraryCard | None:
        """The typed card as the sandbox places it (``None`` with neither text nor name)."""
        card = self.printed()
        if not (card.main_text or card.support_text or self.name.text().strip()):
            return None
        from pathlib import Path

        reading = self._read(card)
        return library_card(reading, Path("typed card"), TYPED_PREFIX + slug(card.name), card)

    def _read(self, card: PrintedCard) -> Reading:
        return read(card) if self.pool is None else self.pool.read_as_pool(card)


def _abilities(text: str) -> str:
    """Typed text as the reader takes it: icons in braces, one ability per part set apart
    by two spaces — each line and each sentence starting a new ability (7.1)."""
    return "  ".join(typed_abilities(words_as_icons(text.strip())))
