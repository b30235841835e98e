"""Issue 33: why a card cannot be played, at a decision that is not its player's turn. At
Noon, while Reactions are ordered or a card is being paid for, the decision panel says in
one line why none of the deciding player's cards in Hand and Reserve can be played then,
with the rule as a link; at their turn decision it lists the cards not offered, one by one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
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

    # the rules' dispute, with a second card in Hand: p1 decides while Kuwat is played
    page.new_board()
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, Vanilla 2/2/2 in hand, play Kuwat")
    pending = page.session.state.pending
    assert pending is not None and pending.kind != "turn" and pending.player == "p1"
    assert panel.not_offered.isVisibleTo(panel)
    shown = panel.not_offered.text()
    assert "Not offered" not in shown and "<br>" not in shown  # one line, not a list
    assert "p1&#x27;s card in Hand can't be played now" in shown  # Kuwat is being played
    assert "p1 chooses their next turn effect once this decision and the Reactions" in shown
    assert 'href="rule:4.2.3.e"' in shown
    requested: list[str] = []
    panel.rule_requested.connect(requested.append)
    panel.not_offered.linkActivated.emit("rule:4.2.3.e")
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
    assert page.tabs.currentWidget() is panel and panel.not_offered.isVisible()
    shown = panel.not_offered.text()
    assert "p2&#x27;s 3 cards in Hand and Reserve can't be played now" in shown
    noon = "it is Noon, and cards are played only on a player&#x27;s turn, in the Afternoon"
    assert noon in shown
    assert 'href="rule:4.2.3.b"' in shown and "<br>" not in shown
    # the line sits under the options, whole on the panel
    row = panel.rows[-1]
    assert (
        panel.not_offered.mapTo(panel, panel.not_offered.rect().topLeft()).y()
        >= row.mapTo(panel, row.rect().bottomLeft()).y()
    )

    # an empty Hand and Reserve: nothing to say
    page.new_board()
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    assert not panel.not_offered.isVisibleTo(panel)
