"""Type a card: for a Unique (in no data file) or a card not imported, the judge types its
characteristics and printed text, and the same printed text reader as for imported cards
reads it. Icons may be typed as ``{J}`` or as words (``[When I enter play]``); the preview
says, ability by ability, what the engine executes and what is "not executed — resolve by
hand"."""

from __future__ import annotations

from judge_app.gui.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
)
from scenarios.cards.library import LibraryCard
from scenarios.cards.models import slug
from scenarios.cards.printed import PrintedCard
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


def _spin(parent: QWidget, value: int = 0) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(0, 20)
    box.setValue(value)
    return box


class TypeCardDialog(QDialog):
    """Characteristics (2.2) and printed text of a card the pool does not have."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Type a card")
        self.name = QLineEdit(self)
        self.name.setPlaceholderText("Card name as printed")
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
        self.text = QPlainTextEdit(self)
        self.text.setPlaceholderText(
            "Printed text; icons as {J} {H} {R} {T} {D} or as words: [When I enter play] …"
        )
        self.support = QPlainTextEdit(self)
        self.support.setPlaceholderText("Support ability (active in Reserve), if any")
        self.support.setMaximumHeight(60)
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
        form.addRow("Text", self.text)
        form.addRow("Support", self.support)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Use this card")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel("<b>What the engine reads</b>", self))
        layout.addWidget(self.preview)
        layout.addWidget(buttons)
        for signal in (self.name.textChanged, self.subtypes.textChanged):
            signal.connect(self.refresh)
        self.kind.currentIndexChanged.connect(self.refresh)
        self.faction.currentIndexChanged.connect(self.refresh)
        self.text.textChanged.connect(self.refresh)
        self.support.textChanged.connect(self.refresh)
        for box in (self.hand, self.reserve, self.forest, self.mountain, self.water):
            box.valueChanged.connect(self.refresh)
        self.resize(520, 620)
        self.refresh()

    def printed(self) -> PrintedCard:
        """The card as typed, icons as braces."""
        _, card_type, zone, token = TYPES[self.kind.currentIndex()]
        character = card_type == "Character"
        hero = card_type == "Hero"
        subtypes = tuple(s.strip().title() for s in self.subtypes.text().split(",") if s.strip())
        return PrintedCard(
            name=" ".join(self.name.text().split()),
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
            main_text=words_as_icons(self.text.toPlainText().strip()),
            support_text=words_as_icons(self.support.toPlainText().strip()),
            token=token,
        )

    def refresh(self, *_args: object) -> None:
        _, card_type, _, token = TYPES[self.kind.currentIndex()]
        self._rows["costs"].setEnabled(card_type != "Hero" and not token)
        self._rows["stats"].setEnabled(card_type == "Character")
        self._rows["limits"].setEnabled(card_type == "Hero")
        card = self.printed()
        if not card.name:
            self.ok.setEnabled(False)
            self.preview.setText("Give the card its printed name.")
            return
        self.ok.setEnabled(True)
        lines = ability_lines(read(card))
        if not lines:
            self.preview.setText("No abilities: characteristics only.")
            return
        self.preview.setText("\n".join(f"• {a.text}\n   → {a.verdict}" for a in lines))

    def typed_card(self) -> LibraryCard | None:
        """The typed card as the sandbox places it (``None`` without a name)."""
        card = self.printed()
        if not card.name:
            return None
        from pathlib import Path

        return library_card(read(card), Path("typed card"), TYPED_PREFIX + slug(card.name), card)
