"""The sandbox's context menus and small dialogs: a card's menu (move, statuses, counters,
take off the table), a zone's (add a card, Mana Orbs, show hidden cards), a region's
(Expeditions, Terrain Markers), Add card, Set moment (a mixin of
:class:`~judge_app.gui.sandbox.page.SandboxPage`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge_app.gui.qt import QMenu, QPoint
from judge_app.gui.sandbox.board_scene import REGION_NAMES
from judge_app.gui.sandbox.dialogs import (
    AddCardDialog,
    CountersDialog,
    ManaDialog,
    MomentDialog,
    TerrainMarkerDialog,
)
from judge_app.sandbox.board_records import ZONE_TITLES

if TYPE_CHECKING:
    from engine import Status
    from judge_app.gui.sandbox.page import SandboxPage


class BoardMenus:
    """Menus and dialogs that edit the board; every edit goes through the page's edit
    methods, so it is a moment of the timeline (Undo reverts it)."""

    if TYPE_CHECKING:  # the page's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def _page(self) -> SandboxPage:
        return self  # type: ignore[return-value]

    # ------------------------------------------------------------------ menus and dialogs
    def zones(self) -> list[tuple[str, str]]:
        """Every zone a card can be put in, as (zone key, "p1 · Reserve")."""
        return self._zones()

    def _zones(self) -> list[tuple[str, str]]:
        from judge_app.sandbox.board import zone_keys  # the engine's, with the session

        state = self.session.state
        found: list[tuple[str, str]] = []
        for p in state.players:
            found.append((f"hero:{p}", f"{p} · Hero"))
            for short, key in zone_keys(p).items():
                if short != "mana":
                    found.append((key, f"{p} · {ZONE_TITLES[short]}"))
        return found

    def add_card_dialog(self, zone: str | None) -> None:
        dialog = AddCardDialog(self.library, self._zones(), zone, self._page(), self.card_pool())
        card = dialog.card() if dialog.exec() else None
        if card is not None:
            from judge_app.gui.cards.placing import place_card

            place_card(self._page(), card, dialog.zone_key())

    def moment_dialog(self) -> None:
        s = self.session.state
        board = self.session.board()
        phase = board.next_phase or s.phase.value
        day = s.day + 1 if board.next_phase == "Morning" else s.day
        dialog = MomentDialog(s.players, day, phase, s.first_player, self._page())
        if dialog.exec():
            self.set_moment(
                dialog.phase.currentText(), dialog.day.value(), dialog.first.currentText()
            )

    def _object_menu(self, oid: str, where: QPoint) -> None:
        state = self.session.state
        o = state.objects.get(oid)
        if o is None:
            return
        menu = QMenu(self._page())
        move = menu.addMenu("Move to")
        for key, title in self._zones():
            if key != o.zone:
                act = move.addAction(title)
                act.triggered.connect(lambda _c=False, k=key: self.move_object(oid, k))
        statuses = menu.addMenu("Statuses")
        for status in editable_statuses():
            act = statuses.addAction(status.value)
            act.setCheckable(True)
            act.setChecked(status in o.statuses)
            act.triggered.connect(lambda _c=False, st=status: self.toggle_status(oid, st))
        counters = menu.addAction("Counters and boosts…")
        counters.triggered.connect(lambda: self._counters_dialog(oid))
        menu.addSeparator()
        remove = menu.addAction("Take off the table")
        remove.triggered.connect(lambda: self.remove_object(oid))
        menu.exec(where)

    def mana_dialog(self, player: str) -> None:
        """How many ready and exhausted Mana Orbs ``player`` has, set in one edit."""
        b = self.session.board().player(player)
        dialog = ManaDialog(player, b.mana_ready, b.mana_exhausted, self._page())
        if dialog.exec():
            self.set_mana(player, dialog.ready.value(), dialog.exhausted.value())

    def _counters_dialog(self, oid: str) -> None:
        o = self.session.state.objects[oid]
        dialog = CountersDialog(self._name(oid), dict(o.counters), self._page())
        if dialog.exec():
            self.set_counters(oid, dialog.values())

    def _zone_menu(self, zone: str, where: QPoint) -> None:
        from engine.state import zones as z

        menu = QMenu(self._page())
        kind = zone.split(":")[0]
        if kind == "mana":
            player = z.player_of(zone) or ""
            b = self.session.board().player(player)
            numbers = menu.addAction("Set Mana Orbs…")
            numbers.triggered.connect(lambda: self.mana_dialog(player))
            for text, ready, exhausted in (
                ("Add a ready Mana Orb", b.mana_ready + 1, b.mana_exhausted),
                ("Add an exhausted Mana Orb", b.mana_ready, b.mana_exhausted + 1),
                ("Ready every Mana Orb", b.mana_ready + b.mana_exhausted, 0),
                (
                    "Remove a Mana Orb",
                    max(b.mana_ready - 1, 0),
                    b.mana_exhausted if b.mana_ready else max(b.mana_exhausted - 1, 0),
                ),
            ):
                act = menu.addAction(text)
                act.triggered.connect(
                    lambda _c=False, r=ready, e=exhausted: self.set_mana(player, r, e)
                )
        elif kind != "limbo":
            act = menu.addAction("Add a card here…")
            act.triggered.connect(lambda: self.add_card_dialog(zone))
        if kind == "deck":
            from judge_app.gui.cards.placing import decklist_dialog

            act = menu.addAction("Fill from a decklist…")
            act.triggered.connect(lambda: decklist_dialog(self._page(), z.player_of(zone) or ""))
        if kind in ("hand", "deck"):
            toggle = self.reveal_hands if kind == "hand" else self.reveal_decks
            menu.addAction(toggle)
        if menu.isEmpty():
            return
        menu.exec(where)

    def _region_menu(self, region: int, where: QPoint) -> None:
        self.region_menu(region).exec(where)

    def region_menu(self, region: int) -> QMenu:
        """The context menu of region ``region``: put an Expedition there, place a Terrain
        Marker on it, remove one of its Terrain Markers."""
        from judge_app.sandbox.wording import ordinal

        state = self.session.state
        menu = QMenu(self._page())
        for ex in state.expedition_ids():
            player, which = ex.split(":")
            if state.positions.get(ex) != region:
                act = menu.addAction(f"Put {player}'s {which} Expedition here")
                act.triggered.connect(lambda _c=False, e=ex: self.move_expedition(e, region))
        view = self.session.board().regions[region]
        menu.addSeparator()
        place = menu.addAction("Place Terrain Marker…")
        place.triggered.connect(lambda: self.terrain_marker_dialog(region))
        if not view.face_up:  # only visible regions have Terrain Markers (3.2.1.d)
            place.setText("Place Terrain Marker… (not on a face-down region, 3.2.1.d)")
            place.setEnabled(False)
        for n, marker in enumerate(view.terrain_markers, start=1):  # oldest first (3.2.1.e)
            act = menu.addAction(f"Remove Terrain Marker: {marker.text} (placed {ordinal(n)})")
            act.triggered.connect(lambda _c=False, m=marker.id: self.remove_terrain_marker(m))
        return menu

    def _region_label(self, region: int) -> str:
        if len(self.session.state.adventure) == 1:
            return "the Arena"  # during tiebreakers (3.2.1.c)
        name = REGION_NAMES[region] if region < len(REGION_NAMES) else "Arena"
        return f"region {region} ({name})"

    def terrain_marker_dialog(self, region: int) -> None:
        view = self.session.board().regions[region]
        dialog = TerrainMarkerDialog(
            self._region_label(region), view.printed, view.terrains, self._page()
        )
        if dialog.exec() and dialog.terrains():
            self.place_terrain_marker(region, dialog.terrains())


def editable_statuses() -> tuple[Status, ...]:
    """The statuses a judge sets by hand on a card (2.4): its menu's "Statuses"."""
    from engine import Status

    return (Status.EXHAUSTED, Status.FLEETING, Status.ASLEEP, Status.ANCHORED)
