"""The judge's edits of the sandbox's board: select, move a card or an Expedition, statuses,
counters, take a card off the table, add a card, set the moment and Mana, Terrain Markers,
show hidden zones. Each edit is a moment of the timeline, so Undo reverts it (a mixin of
:class:`~judge_app.gui.sandbox.page.SandboxPage`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine import GameState, Status
    from judge_app.gui.sandbox.page import SandboxPage
    from judge_app.sandbox.quick_cards import CardNames
    from judge_app.sandbox.session import Session


class BoardEditing:
    """Selecting and editing the board, each edit a moment of the timeline."""

    session: Session
    selected: str | None

    if TYPE_CHECKING:  # the page's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

        def _do(self, action: Callable[[], object]) -> bool: ...

    def _page(self) -> SandboxPage:
        return self  # type: ignore[return-value]

    def select(self, object_id: str | None) -> None:
        self.selected = object_id
        self.scene.select(object_id)
        self._show_inspector()
        if object_id is not None:
            self.tabs.setCurrentWidget(self.inspector)
        self.remove_action.setEnabled(object_id is not None)

    def show_object(self, object_id: str) -> None:
        """Scroll the board so ``object_id``'s tile is in view (no scroll when it is)."""
        tile = self.scene.tiles.get(object_id)
        if tile is not None:
            self.view.ensureVisible(tile.sceneBoundingRect(), 8, 8)

    def edit(self, label: str, change: Callable[[GameState], GameState]) -> bool:
        return self._do(lambda: self.session.edit(label, change))

    def _name(self, oid: str) -> str:
        return self.session.state.name(oid)

    def move_object(self, oid: str, zone: str) -> bool:
        from engine import edits
        from judge_app.sandbox.board import zone_title

        state = self.session.state
        label = f"Judge edit: {self._name(oid)} moved to {zone_title(state, zone)}"
        return self.edit(label, lambda s: edits.move_object(s, oid, zone))

    def move_expedition(self, expedition: str, region: int) -> bool:
        from engine import edits
        from judge_app.sandbox.wording import zone_words

        label = f"Judge edit: {zone_words(expedition)} put on region {region}"
        return self.edit(label, lambda s: edits.set_position(s, expedition, region))

    def toggle_status(self, oid: str, status: Status) -> bool:
        from engine import edits

        o = self.session.state.objects[oid]
        has = status in o.statuses
        new = o.statuses - {status} if has else o.statuses | {status}
        verb = "loses" if has else "gets"
        label = f"Judge edit: {self._name(oid)} {verb} {status.value}"
        return self.edit(label, lambda s: edits.set_statuses(s, oid, new))

    def set_counters(self, oid: str, counters: dict[str, int]) -> bool:
        from engine import edits

        shown = ", ".join(f"{v} {k}" for k, v in counters.items() if v) or "no counters"
        label = f"Judge edit: {self._name(oid)} has {shown}"
        return self.edit(label, lambda s: edits.set_counters(s, oid, counters))

    def remove_selected(self) -> None:
        if self.selected is not None:
            self.remove_object(self.selected)

    def remove_object(self, oid: str) -> bool:
        from engine import edits

        label = f"Judge edit: {self._name(oid)} taken off the table"
        return self.edit(label, lambda s: edits.remove_object(s, oid))

    def add_card(self, card_ref: str, zone: str) -> bool:
        """Put a library card (id or name) or an imported one (``pool:KEY``) in ``zone``,
        owned by that zone's player."""
        from judge_app.gui.cards.placing import find_card, place_card

        try:
            card = find_card(self._page(), card_ref)
        except KeyError as exc:
            self.say(str(exc.args[0]), error=True)
            return False
        return place_card(self._page(), card, zone)

    def card_names(self) -> CardNames:
        """The cards the quick entry can name: the library's and the imported pool's."""
        from judge_app.sandbox.quick_cards import CardNames  # not the first paint's (issue 33)

        return CardNames(self.library, self.card_pool())

    def complete_card_name(self, typed: str) -> list[str]:
        return self.card_names().complete(typed)

    def quick_enter(self, text: str) -> bool:
        """Lay out (and play) what ``text`` says (:mod:`judge_app.sandbox.quick_entry`): the
        status line says what was done and what was assumed, or what was not understood
        (the board unchanged, the words kept to be corrected)."""
        if self.running is not None:
            return False
        from judge_app.sandbox.quick_entry import EntryError, enter  # not the first paint's

        try:
            result = enter(self.session, text, self.card_names())
        except EntryError as exc:
            self.say(f"Not understood: {exc}", error=True)
            return False
        notice, self.session.notice = self.session.notice, ""
        self.redraw()
        self.say(" ".join(t for t in (result.text, notice) if t))
        self.quick.clear()
        return True

    def set_moment(self, phase: str, day: int, first: str) -> bool:
        from engine import Phase, edits

        label = f"Judge edit: day {day}, just before {phase}; {first} is first player"
        return self.edit(label, lambda s: edits.set_moment(s, Phase(phase), day, first))

    def set_mana(self, player: str, ready: int, exhausted: int) -> bool:
        from engine import edits

        label = f"Judge edit: {player} has {ready} ready and {exhausted} exhausted Mana Orbs"
        return self.edit(label, lambda s: edits.set_mana(s, player, ready, exhausted))

    def place_terrain_marker(self, region: int, terrains: tuple[str, ...]) -> bool:
        """Place a Terrain Marker of ``terrains`` on region ``region`` (3.2.1.d)."""
        return self._do(lambda: self.session.place_terrain_marker(region, terrains))

    def remove_terrain_marker(self, marker_id: str) -> bool:
        """Take the Terrain Marker ``marker_id`` off the Adventure."""
        return self._do(lambda: self.session.remove_terrain_marker(marker_id))

    def _reveal(self, zone: str, shown: bool) -> None:
        self.session.set_revealed(zone, shown)
        self.timeline.reword()  # the trace names what the board shows (3.1.3.f)
        self.redraw()
