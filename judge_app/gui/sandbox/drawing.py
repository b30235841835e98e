"""Drawing the sandbox from its session: the board, the title, the Decision, Timeline,
Inspector and Expectations panels, which actions are enabled, and the message line (a mixin
of :class:`~judge_app.gui.sandbox.page.SandboxPage`). Every change to the session ends in
:meth:`~BoardDrawing.redraw`, so what is shown is always the session's state."""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

from judge_app.gui.qt import QApplication, QEvent
from judge_app.gui.sandbox.branch_lines import mark_forks
from judge_app.gui.sandbox.panels import ERROR_COLOURS

if TYPE_CHECKING:
    from judge_app.sandbox.session import Session


class BoardDrawing:
    """Redraws the board and every panel from the session."""

    session: Session
    selected: str | None
    running: str | None
    keep_tab: bool
    _decision_shown: tuple[str, int] | None

    if TYPE_CHECKING:  # the page's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def redraw(self) -> None:
        """Redraw the board and every panel from the session."""
        if self.made_session is None:  # an empty table nobody touched: no session to make
            self.draw_untouched()
            return
        from judge_app.sandbox.wording import expectation_words, value_words

        s = self.session
        board = s.board()  # the same view while the table did not change (board_kept)
        pending = s.state.pending
        numbers = (
            {o.id: i for i, o in enumerate(pending.options, 1) if o.id in s.state.objects}
            if pending is not None
            else {}
        )
        room = self.view.room()
        scene = self.scene
        if board is not scene.board or numbers != scene.option_numbers or room != scene.viewport:
            scene.option_numbers = numbers
            scene.viewport = room
            scene.show_board(board)
            self.view.fit()
        if pending is not None:
            self._show_decision_objects(pending.player)
        if self.selected is not None and self.selected not in s.state.objects:
            self.selected = None
        self.scene.select(self.selected)
        self._show_decision()
        if self.tabs.currentWidget() is self.decision:
            # behind the Decision tab the timeline is not seen: its new lines are laid out
            # when a tab other than the Decision comes forward (answering brings it)
            self._timeline_stale = True
        else:
            self._show_timeline()
        self._show_inspector()
        self.expectations.show_outcomes(
            [
                (expectation_words(o.label), o.held, _short(value_words(o.actual)))
                for o in s.outcomes()
            ]
        )
        self._show_title()
        self._show_ruling_reading()
        self._update_actions()
        self.changed.emit()
        settle_layouts()

    def draw_untouched(self) -> None:
        """Draw what :meth:`redraw` draws for a new session's empty table, without making the
        session (:mod:`.empty_table`, issue 33): the empty board, the hint to press Step,
        the timeline's first moment, no expectations, the title, the actions a new session
        allows."""
        from judge_app.gui.sandbox import empty_table as empty

        board = empty.empty_board()
        room = self.view.room()
        scene = self.scene
        if scene.board != board or scene.option_numbers or room != scene.viewport:
            scene.option_numbers = {}
            scene.viewport = room
            scene.show_board(board)
            self.view.fit()
        self.selected = None
        self.scene.select(None)
        self._decision_shown = None
        self.decision.show_nothing(empty.NO_DECISION)
        self.set_tab_text(0, "Decision")
        self._timeline_stale = False
        self.timeline.show_start(empty.START_LINE, empty.START_SOURCE)
        self._show_inspector()
        self.expectations.show_outcomes([])
        self._title(empty.BOARD_TITLE, None, False, 0, 0)
        self._show_ruling_reading()
        self._enable_actions(True, False, False, False)
        self.changed.emit()
        settle_layouts()

    def _show_timeline(self) -> None:
        """The timeline up to date with the session's moments."""
        from judge_app.sandbox.line_words import timeline_line

        s = self.session
        self._timeline_stale = False
        self.timeline.show_moments(
            s.moments,
            s.cursor,
            lambda i: timeline_line(s.said(i)),
            lambda i: s.moments[i].cited_in(s.revealed),
        )
        mark_forks(self.timeline.list, s)  # where other branches leave this one

    def _tab_changed(self, _index: int) -> None:
        if self._timeline_stale and self.tabs.currentWidget() is not self.decision:
            self._show_timeline()

    def _show_title(self) -> None:
        """The board's title, file and moment, with • when it has unsaved changes."""
        s = self.session
        reading = s.branches[s.branch].name if len(s.branches) > 1 else None
        file = s.path.name if s.path is not None else None
        self._title(s.board_title, file, s.dirty, s.cursor, len(s.moments) - 1, reading)

    def _title(
        self,
        board_title: str,
        file: str | None,
        dirty: bool,
        cursor: int,
        last: int,
        reading: str | None = None,
    ) -> None:
        """Show the title: the board's, its file's name, the reading shown when there are
        several, and the moment."""
        name = file if file is not None else "not saved"
        mark = " •" if dirty else ""
        if reading is not None:  # which reading of the timeline tree is shown
            name = f"{name}; {reading}"
        self.title.setText(
            f"<b>{escape(board_title)}</b>{mark} <span style='color:{self.theme.muted}'>"
            f"({escape(name)}) — moment {cursor} of {last}</span>"
        )

    def _show_decision(self) -> None:
        from judge_app.sandbox.explain import why_this_player
        from judge_app.sandbox.not_offered import not_offered, not_playable_now
        from judge_app.sandbox.wording import option_views

        s = self.session
        d = s.state.pending
        if d is None:
            was_shown = self._decision_shown is not None
            self._decision_shown = None
            if was_shown and self.tabs.currentWidget() is self.decision and not self.keep_tab:
                # the decision on screen went (the script answered it, Undo, a moment picked
                # on the timeline): show what happened rather than an empty Decision tab —
                # before the panel is emptied, so it is not laid out and painted for nothing
                self.tabs.setCurrentWidget(self.timeline)
            why = s.why_not_step() if not s.can_step() else "No decision is pending: press Step."
            self.decision.show_nothing(why)
            self.set_tab_text(0, "Decision")
            return
        if (d.id, s.cursor) == self._decision_shown and self.decision.pending:
            return  # on screen already, with whatever the judge has ticked
        why, rules = why_this_player(s.state, d)
        self.decision.show_decision(
            d.player,
            d.prompt,
            option_views(s.state, d),
            d.min_choices,
            d.max_choices,
            why,
            rules,
            not s.needs_judge(),
        )
        self.decision.show_not_offered(not_offered(s.state, d), not_playable_now(s.state, d))
        self.set_tab_text(0, "Decision •")
        if (d.id, s.cursor) != self._decision_shown and not self.keep_tab:
            # a decision that was not on screen yet comes forward, whatever tab was open
            # (except the Readings tab the judge is switching readings in)
            self.tabs.setCurrentWidget(self.decision)
        self._decision_shown = (d.id, s.cursor)

    def set_tab_text(self, index: int, text: str) -> None:
        """Name a side tab, if its name changes: naming a tab lays the tabs out and repaints
        the whole side panel (the timeline, the decision…), which a step must not do for
        nothing."""
        if self.tabs.tabText(index) != text:
            self.tabs.setTabText(index, text)

    def _keep_decision_in_view(self) -> None:
        """The board was resized (the window, the splitter, the status line above it):
        what a waiting decision is about stays in view, as when the decision came."""
        session = self.made_session
        pending = session.state.pending if session is not None else None
        if pending is not None and self.scene.board is not None:
            self._show_decision_objects(pending.player)

    def _show_decision_objects(self, player: str) -> None:
        """Scroll so the objects the decision is about, Limbo when it holds anything, and
        the deciding player's Reserve, Mana and Hand are in view (the options and Limbo
        first when they do not all fit: a small screen scrolls). An empty Limbo and the
        Expeditions are not asked for: at 200% on a 1080p laptop the empty Limbo took the
        view and the Hand and Reserve a turn decision offers were below it."""
        from engine.state.zones import LIMBO
        from judge_app.sandbox.board import zone_keys

        rects = [
            self.scene.tiles[o].sceneBoundingRect()
            for o in self.scene.option_numbers
            if o in self.scene.tiles
        ]
        limbo = self.scene.zones.get("limbo")
        if limbo is not None and self.session.state.zone(LIMBO):
            rects.append(limbo.sceneBoundingRect())
        keys = zone_keys(player)
        for short in ("reserve", "mana", "hand"):  # the deciding player's row
            zone = self.scene.zones.get(keys[short])
            if zone is not None:
                rects.append(zone.sceneBoundingRect())
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if rects and not all(seen.contains(r) for r in rects):  # in view: no scroll, no repaint
            area = rects[0]
            for r in rects[1:]:
                area = area.united(r)
            # more than the view holds: its top left part (Limbo, then the player's rows);
            # Qt would otherwise scroll to the far corner
            area.setWidth(min(area.width(), seen.width() - 16))
            area.setHeight(min(area.height(), seen.height() - 16))
            self.view.ensureVisible(area, 8, 8)

    def _focus_option(self, option_id: str) -> None:
        """Selecting an option that is an object shows it on the board."""
        if option_id in self.session.state.objects:
            self.selected = option_id
            self.scene.select(option_id)

    def _show_inspector(self) -> None:
        if self.selected is None:
            self.inspector.show_nothing()
            return
        from judge_app.sandbox.inspect import inspect

        seen = inspect(self.session.state, self.selected)
        by_hand = self.session.by_hand(self.selected)
        self.inspector.show_inspection(replace(seen, by_hand=by_hand) if by_hand else seen)

    def _update_actions(self) -> None:
        s = self.session
        self._enable_actions(s.can_step(), s.can_go_on_with_loop(), s.can_undo(), s.can_redo())

    def _enable_actions(self, step: bool, go_on: bool, undo: bool, redo: bool) -> None:
        """Enable the actions the board allows now (none but the file commands during a
        run): step and run, go on with a loop, undo, redo."""
        idle = self.running is None
        can_step = idle and step
        for act in (
            self.step_action,
            self.run_action,
            self.run_turn_action,
            self.run_phase_action,
            self.run_day_action,
        ):
            act.setEnabled(can_step)
        self.go_on_action.setEnabled(idle and go_on)
        self.undo_action.setEnabled(idle and undo)
        self.redo_action.setEnabled(idle and redo)
        for act in (
            self.new_action,
            self.open_action,
            self.examples_action,
            self.add_action,
            self.moment_action,
        ):
            act.setEnabled(idle)
        self.remove_action.setEnabled(idle and self.selected is not None)
        self.readings.refresh()
        self.explore_action.setEnabled(self.readings.explore_button.isEnabled() and idle)
        deciding = idle and self.decision.pending
        for key in (*self.number_keys, *self.enter_keys):
            key.setEnabled(deciding)

    def say(self, text: str, error: bool = False) -> None:
        """Show a message above the board (errors in red) until the next action."""
        if not text:
            if self.message.text() or not self.message.isHidden():  # else nothing to lay out
                self.message.clear()
                self.message.hide()
            return
        colour = ERROR_COLOURS[self.theme.dark] if error else self.theme.link
        self.message.setStyleSheet(f"QLabel {{ color: {colour}; padding: 2px 4px; }}")
        self.message.setText(text)
        self.message.show()


LAYOUT_DEPTH = 6
"""Layouts nested from a Decision row up to the window (row, options, panel, tabs, side
panel, splitter, page): each asks its parent's only once it has been laid out."""


def settle_layouts() -> None:
    """Lay out now what the redraw changed (the Decision tab's rows, the tabs' names, the
    title), before anything is painted: left to the event loop, the board's update came
    first and the window was painted twice, once before and once after the layout."""
    for _ in range(LAYOUT_DEPTH):  # a layout that changes asks its parent's anew
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    # a tab brought forward asks to be painted later (its widgets were shown with updates
    # off): asked now, it is painted with the rest, once
    QApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)


def _short(value: object, limit: int = 140) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
