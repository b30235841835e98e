"""Issue 33: why a card cannot be played, at a decision that is not its player's turn. At
Noon, while Reactions are ordered or a card is being paid for, the decision panel says in
one line why none of the deciding player's cards in Hand and Reserve can be played then,
with the rule as a link; at their turn decision it lists the cards not offered, one by one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.decision_panel import DecisionPanel
from judge_app.gui.sandbox.documents import APP_ROOT

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"


def test_one_line_says_why_no_card_can_be_played_at_other_decisions(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    panel = page.decision
    # p1's turn: the cards not offered, one by one (Kuwat costs 4, p1 has 2 ready Mana Orbs)
    assert page.quick_enter("Kuwat in reserve, Vanilla 2/2/2 in hand, p1 mana 2")
    page.run_now("decision")
    assert panel.not_offered.isVisibleTo(panel)
    assert "<i>Not offered</i>" in panel.not_offered.text()
    assert not panel.not_now.isVisibleTo(panel)

    # the rules' dispute, with a second card in Hand: p1 decides while Kuwat is played
    page.new_board()
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, Vanilla 2/2/2 in hand, play Kuwat")
    pending = page.session.state.pending
    assert pending is not None and pending.kind != "turn" and pending.player == "p1"
    assert panel.not_now.isVisibleTo(panel)
    shown = panel.not_now.text()
    assert "Not offered" not in shown and "<br>" not in shown  # one line, not a list
    assert "p1&#x27;s card in Hand can't be played now" in shown  # Kuwat is being played
    assert "p1 chooses their next turn effect once this decision and the Reactions" in shown
    assert 'href="rule:4.2.3.e"' in shown
    requested: list[str] = []
    panel.rule_requested.connect(requested.append)
    panel.not_now.linkActivated.emit("rule:4.2.3.e")
    assert requested == ["4.2.3.e"]
    window.set_mode(1)  # the rule was shown in the Rules view: back to the Sandbox

    # the busy board at Noon: p2 orders their Reactions (4.4.b)
    assert page.open_file(BUSY)
    for _ in range(60):
        pending = page.session.state.pending
        if pending is not None and pending.player == "p2":
            break
        if pending is not None:
            page.answer(tuple(o.id for o in pending.options[: max(pending.min_choices, 1)]))
        else:
            page.step()
    assert pending is not None and pending.player == "p2"
    page.redraw()
    assert page.tabs.currentWidget() is panel and panel.not_now.isVisible()
    shown = panel.not_now.text()
    assert "p2&#x27;s 3 cards in Hand and Reserve can't be played now" in shown
    noon = "it is Noon, and cards are played only on a player&#x27;s turn, in the Afternoon"
    assert noon in shown
    assert 'href="rule:4.2.3.b"' in shown and "<br>" not in shown
    # the line sits under the options' area and above the Answer button, whole on the panel
    assert not panel.not_offered.isVisibleTo(panel)  # no card-by-card list as well
    _in_view_under_the_options(panel)

    # an empty Hand and Reserve: nothing to say
    page.new_board()
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    assert not panel.not_now.isVisibleTo(panel)
    assert not panel.not_offered.isVisibleTo(panel)


def _in_view_under_the_options(panel: DecisionPanel) -> None:
    """The "can't be played now" line is whole in the panel's view, under the options'
    scrolled area (not inside it) and above the Answer button."""
    line = panel.not_now
    assert line.isVisible() and line.visibleRegion().boundingRect() == line.rect()
    top = line.mapTo(panel, line.rect().topLeft()).y()
    bottom = line.mapTo(panel, line.rect().bottomLeft()).y()
    options = panel.options_box.parentWidget()  # the scroll area's viewport
    assert options is not None and not options.isAncestorOf(line)
    assert top >= options.mapTo(panel, options.rect().bottomLeft()).y()
    assert bottom <= panel.button.mapTo(panel, panel.button.rect().topLeft()).y()
    assert bottom <= panel.height()


def test_at_960_by_540_the_line_is_in_view_however_tall_the_options(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """At 200 % on a 1920×1080 laptop (a 960×540 window): the rules' dispute with a card in
    Hand, p1 ordering Kuwat's two Reactions — options taller than the panel's room — and the
    line still in view without scrolling (it was under the options, reached by scrolling)."""
    window = make_window()
    window.set_mode(1)
    window.resize(960, 540)
    qtbot.wait(20)
    page = window.sandbox
    panel = page.decision
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, Vanilla 2/2/2 in hand, play Kuwat")
    page.redraw()
    qtbot.wait(20)
    assert page.tabs.currentWidget() is panel
    options = panel.options_box
    viewport = options.parentWidget()
    assert viewport is not None and options.height() > viewport.height()  # they scroll
    assert "can't be played now" in panel.not_now.text()
    _in_view_under_the_options(panel)
