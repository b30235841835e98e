"""Small dialogs of the sandbox: add a card (library, imported pool or typed), set the moment,
set counters, place a Terrain Marker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.gui.list_keys import ListKeys
from judge_app.gui.qt import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
)
from scenarios.pool import POOL_PREFIX
from scenarios.pool.icons import icons_as_words

if TYPE_CHECKING:
    from scenarios.cards.library import Library, LibraryCard
    from scenarios.pool import CardPool

PHASES = ("Morning", "Noon", "Afternoon", "Dusk", "Night")
TERRAINS = ("forest", "mountain", "water")
NAME_MATCH = 75.0
"""How well (rapidfuzz) a card of the library must match what was typed to be offered:
"Foundry Engineer" no longer offers Foundry Armorer (65), nor "Sierra" Aby, Sap Courier
(60) — cards Enter would have put on the table in place of the one asked for; a typo
("Kuwatt", 91) or the start of a name ("Hav", 90) still finds its card."""


class AddCardDialog(QDialog):
    """Search the card library and the imported card pool (any imported language; typos
    forgiven), or type a card, and pick a zone. Abilities the engine does not execute are
    shown as "not executed — resolve by hand"."""

    def __init__(
        self,
        library: Library,
        zones: list[tuple[str, str]],
        zone: str | None,
        parent: QWidget | None = None,
        pool: CardPool | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add a card")
        self.library = library
        self.pool = pool
        self._typed: LibraryCard | None = None
        self.query = QLineEdit(self)
        self.query.setPlaceholderText(
            "Card name (any language), text, type or faction, e.g. Kuwat or Ordis Recruit"
        )
        self.query.setClearButtonEnabled(True)
        self.results = QListWidget(self)
        self.results.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list_keys = ListKeys(self.query, self.results)  # ↑ ↓ pick, Enter adds
        self.zone = QComboBox(self)
        for key, title in zones:
            self.zone.addItem(title, key)
        if zone is not None:
            index = self.zone.findData(zone)
            if index >= 0:
                self.zone.setCurrentIndex(index)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Add")
        self.type_button = buttons.addButton("Type a card…", QDialogButtonBox.ButtonRole.ActionRole)
        self.type_button.setToolTip("A Unique or a card not imported: type its text")
        self.type_button.clicked.connect(self.type_card)
        form = QFormLayout()
        form.addRow("Put it in", self.zone)
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.detail)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.query.textChanged.connect(self.refresh)
        self.zone.currentIndexChanged.connect(self._zone_changed)
        self.results.currentRowChanged.connect(self._show_detail)
        self.resize(520, 560)
        self.refresh("")

    def refresh(self, text: str, keep: str | None = None) -> None:
        """List the cards matching ``text``, those the chosen zone can hold first (typing
        "Haven" for the Landmarks offers Haven, Bravos Bastion before Haven Seiringar, a
        Character the Landmarks would refuse); the others are greyed. ``keep``: the card to
        leave selected if it is still listed."""
        self.results.clear()
        if text.strip():
            found = self.library.search(text, limit=25)
            cards = [c for c, score in found if score >= NAME_MATCH]
        else:
            cards = sorted(self.library.cards.values(), key=lambda c: c.name.casefold())
        imported = self.pool.search(text, limit=25) if self.pool and text.strip() else []
        from scenarios.pool.describe import result_label  # the pool's code, once it is open

        zone = self.zone_key()
        rows: list[tuple[str, str, bool]] = [
            (
                f"{result_label(pc)} (imported)",
                POOL_PREFIX + pc.key,
                fits_zone(zone, pc.type, pc.zone_type, pc.token),
            )
            for pc in imported
        ]
        rows += [
            (f"{card.name} — {card.model.type}", card.id, _library_card_fits(card, zone))
            for card in cards
        ]
        rows.sort(key=lambda row: not row[2])  # stable: best matches first within each
        muted = self.palette().color(self.palette().ColorRole.PlaceholderText)
        where = self.zone.currentText()
        for label, ref, fits in rows:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, ref)
            if not fits:
                item.setForeground(muted)
                item.setToolTip(f"{where} cannot hold this card")
            self.results.addItem(item)
        refs = [ref for _label, ref, _fits in rows]
        if keep in refs:
            self.results.setCurrentRow(refs.index(keep))
        elif self.results.count():
            self.results.setCurrentRow(0)
        self.ok.setEnabled(self.results.count() > 0)
        if not self.results.count():
            self.detail.setText(f"No card matches “{text}”. Type it with “Type a card…”.")

    def _zone_changed(self) -> None:
        self.refresh(self.query.text(), keep=self._current_ref())

    def _show_detail(self, row: int) -> None:
        ref = self._current_ref()
        if ref is None:
            return
        if ref.startswith(POOL_PREFIX) and self.pool is not None:
            pc = self.pool.card(ref.removeprefix(POOL_PREFIX))
            if pc is None:
                return
            lines = [icons_as_words(t) for t in (pc.main_text, pc.support_text) if t]
            reading = self.pool.reading(pc)
            skipped = [a for a in reading.abilities if a.status != "executed"]
            if skipped:
                lines.append(
                    "Not executed — resolve by hand: "
                    + "; ".join(a.reason or icons_as_words(a.text)[:60] for a in skipped)
                )
            self.detail.setText("\n".join(lines)[:600] or pc.name)
            return
        card = self.library.cards.get(ref)
        if card is None:
            return
        texts = [icons_as_words(a.text) for a in card.model.abilities if a.text]
        gaps = [g.reason for g in card.gaps]
        extra = ("\nNot executed — resolve by hand: " + "; ".join(gaps)) if gaps else ""
        self.detail.setText("\n".join(texts)[:400] + extra if texts or extra else card.name)

    def _current_ref(self) -> str | None:
        item = self.results.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def type_card(self) -> None:
        """Type a card's characteristics and text; it is added when the dialog is accepted."""
        from judge_app.gui.cards.typed import TypeCardDialog

        dialog = TypeCardDialog(self, self.pool)
        if dialog.exec():
            self._typed = dialog.typed_card()
            if self._typed is not None:
                self.accept()

    def card(self) -> LibraryCard | None:
        """The card chosen: typed, imported (read by the printed text reader) or a library
        card."""
        if self._typed is not None:
            return self._typed
        ref = self._current_ref()
        if ref is None:
            return None
        if ref.startswith(POOL_PREFIX) and self.pool is not None:
            from judge_app.gui.cards.placing import pool_library_card

            pc = self.pool.card(ref.removeprefix(POOL_PREFIX))
            return pool_library_card(self.pool, pc) if pc is not None else None
        return self.library.cards.get(ref)

    def zone_key(self) -> str:
        return str(self.zone.currentData())


def fits_zone(zone: str, card_type: str, permanent_zone: str | None, token: bool) -> bool:
    """Whether the rules let a card of this type be put in ``zone`` — the engine's own check
    of a judge's placement: a Hero only in a Hero zone (3.2.6.b), Characters and Expedition
    Permanents in Expeditions (5.2.1.a, 5.2.2.a), Landmark Permanents in Landmarks
    (5.2.3.a), a token only in play (2.1.e)."""
    from engine import CardDef, CardType, IllegalAction, PermanentZone, edits

    try:
        kind = PermanentZone(permanent_zone) if permanent_zone else None
        made = CardDef("", "", "", CardType(card_type), permanent_zone=kind, is_token=token)
        edits.check_placement(made, zone)
    except (ValueError, IllegalAction):
        return False
    return True


def _library_card_fits(card: LibraryCard, zone: str) -> bool:
    from engine import CardDef, IllegalAction, edits

    try:
        edits.check_placement(CardDef("", "", card.name, **card.compiled.fields), zone)
    except IllegalAction:
        return False
    return True


class MomentDialog(QDialog):
    """Set the day, the phase about to begin and the first player."""

    def __init__(
        self,
        players: tuple[str, ...],
        day: int,
        phase: str,
        first: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Set the moment")
        self.day = QSpinBox(self)
        self.day.setRange(1, 99)
        self.day.setValue(max(day, 1))
        self.phase = QComboBox(self)
        self.phase.addItems(PHASES)
        self.phase.setCurrentText(phase if phase in PHASES else "Afternoon")
        self.first = QComboBox(self)
        self.first.addItems(list(players))
        self.first.setCurrentText(first)
        note = QLabel(
            "The board is put just before this phase begins; anything being resolved is "
            "dropped (you can undo).",
            self,
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("Day", self.day)
        form.addRow("Phase about to begin", self.phase)
        form.addRow("First player", self.first)
        form.addRow(note)
        form.addRow(buttons)


class CountersDialog(QDialog):
    """Set an object's boosts and other counters."""

    def __init__(self, name: str, counters: dict[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Counters on {name}")
        self.spins: dict[str, QSpinBox] = {}
        form = QFormLayout(self)
        names = ["boost", *sorted(k for k in counters if k != "boost")]
        for key in names:
            spin = QSpinBox(self)
            spin.setRange(0, 99)
            spin.setValue(counters.get(key, 0))
            self.spins[key] = spin
            form.addRow("Boosts" if key == "boost" else key, spin)
        self.new_name = QLineEdit(self)
        self.new_name.setPlaceholderText("another counter's name (optional)")
        self.new_value = QSpinBox(self)
        self.new_value.setRange(0, 99)
        form.addRow(self.new_name, self.new_value)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> dict[str, int]:
        out = {k: s.value() for k, s in self.spins.items()}
        extra = self.new_name.text().strip().lower()
        if extra and self.new_value.value():
            out[extra] = self.new_value.value()
        return out


class ManaDialog(QDialog):
    """Set how many Mana Orbs a player has, ready and exhausted, in one edit (four Orbs
    used to take eight clicks and four moments of the timeline)."""

    def __init__(
        self, player: str, ready: int, exhausted: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"{player}'s Mana Orbs")
        self.ready = QSpinBox(self)
        self.exhausted = QSpinBox(self)
        for spin, value in ((self.ready, ready), (self.exhausted, exhausted)):
            spin.setRange(0, 99)
            spin.setValue(value)
        form = QFormLayout(self)
        said = QLabel(
            f"How many face-down cards {player} has in their Mana zone, ready and exhausted: "
            "a mana cost X is paid by exhausting X ready Orbs (3.2.9.f). This edits the board "
            "by hand (Undo takes it back).",
            self,
        )
        said.setWordWrap(True)
        said.setMinimumWidth(320)
        form.addRow(said)
        form.addRow("Ready", self.ready)
        form.addRow("Exhausted", self.exhausted)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.ready.setFocus()
        self.ready.selectAll()  # typing the number replaces it; Enter sets it


class TerrainMarkerDialog(QDialog):
    """Pick the terrains of a new Terrain Marker (one or more, 3.2.1.d)."""

    def __init__(
        self,
        region: str,
        shows: tuple[str, ...],
        has: tuple[str, ...],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Place a Terrain Marker on {region}")
        self.checks: dict[str, QCheckBox] = {}
        form = QFormLayout(self)
        now = ", ".join(has) or "no terrain"
        printed = ", ".join(shows) or "no terrain"
        where = region[:1].upper() + region[1:]
        form.addRow(QLabel(f"{where} shows {printed}; it has {now}.", self))
        for terrain in TERRAINS:
            check = QCheckBox(terrain.capitalize(), self)
            check.toggled.connect(lambda _on: self._update())
            self.checks[terrain] = check
            form.addRow(check)
        note = QLabel(
            "The region gains the marker's terrains and loses its other terrain (3.2.1.d). "
            "A new marker has the latest timestamp, so it decides over the markers already "
            "there (3.2.1.e). Undo removes it.",
            self,
        )
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Place")
        form.addRow(buttons)
        self._update()

    def _update(self) -> None:
        # a Terrain Marker is of one or more terrains (3.2.1.d)
        self.ok.setEnabled(bool(self.terrains()))

    def terrains(self) -> tuple[str, ...]:
        """The terrains ticked, in the order cards print them."""
        return tuple(t for t in TERRAINS if self.checks[t].isChecked())
