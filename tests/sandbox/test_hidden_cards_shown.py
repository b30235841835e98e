"""The sandbox's trace names what its board shows (3.1.3.f): a card drawn into a Hand is
named while *Show hands* is on (the judge's view, as the board shows the Hand) and is "a
card" once the judge hides the Hands — in the timeline, the report and the summary alike;
the report says which view it is before a judge shares it. ``scenario run`` does the same
with ``--show``."""

from __future__ import annotations

import html

import pytest

from judge_app.cli.main import main
from judge_app.sandbox.report import report_html, summary_text
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR

from .helpers import play_to_end

GIFT = EXAMPLES_DIR / "7_3_29_a_derived_drawing_on_anothers_turn_is_a_gift.yaml"
NAMED = "Vanilla 2/2/2 is drawn in p2's Hand"
UNNAMED = "a card is drawn in p2's Hand"


def _gift_session() -> tuple[Session, int]:
    session = Session.open(GIFT)
    play_to_end(session)
    index = next(i for i in range(len(session.moments)) if NAMED in session.said(i))
    return session, index


def test_3_1_3_f_the_sandbox_trace_names_a_drawn_card_only_while_hands_are_shown() -> None:
    session, index = _gift_session()
    assert session.revealed == frozenset({"hand"})  # the board shows Hands by default
    assert NAMED in session.said(index)
    session.set_revealed("hand", False)
    assert UNNAMED in session.said(index) and "Vanilla 2/2/2" not in session.said(index)
    session.set_revealed("deck", True)  # it came from the Deck: shown there too
    assert NAMED in session.said(index)


def test_3_1_3_f_the_report_and_summary_follow_the_board_and_say_so() -> None:
    session, _ = _gift_session()
    shown = html.unescape(report_html(session, lambda _rule: None))
    assert NAMED in shown and "before sharing this report with players, hide them" in shown
    session.set_revealed("hand", False)
    shared = html.unescape(report_html(session, lambda _rule: None))
    assert UNNAMED in shared and NAMED not in shared
    assert "this report may be shared with the players" in shared
    assert "Vanilla 2/2/2" not in summary_text(session)


def test_3_1_3_f_scenario_run_show_none_names_no_hidden_card(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["scenario", "run", str(GIFT)]) == 0
    assert NAMED in capsys.readouterr().out  # default: Hands shown, as on the board
    assert main(["scenario", "run", str(GIFT), "--show", "none"]) == 0
    out = capsys.readouterr().out
    assert UNNAMED in out and "Vanilla 2/2/2 is drawn" not in out
    assert "p1 also receives the Gift (a card in p2's Hand)" in out


def test_3_2_9_a_scenario_run_show_none_hides_the_scripts_own_answer_too(
    capsys: pytest.CaptureFixture[str],
) -> None:
    expand = EXAMPLES_DIR / "4_2_1_e_derived_expand_puts_a_ready_mana_orb.yaml"
    assert main(["scenario", "run", str(expand), "--show", "none"]) == 0
    out = capsys.readouterr().out
    assert "script: p1 answers a card in p1's Hand" in out
    assert "Vanilla 3/1/0" not in out  # expanded face-down: no player but p1 sees it
    assert main(["scenario", "run", str(expand), "--show", "hands,decks"]) == 0
    assert "script: p1 answers Vanilla 3/1/0" in capsys.readouterr().out


def test_3_1_3_f_the_sandbox_cites_what_the_line_shows() -> None:
    # Named while Hands are shown: the line does not cite why it would be "a card".
    session, index = _gift_session()
    moment = session.moments[index]
    assert not {"3.1.3.f", "3.1.3.e"} & set(moment.cited_in(session.revealed))
    session.set_revealed("hand", False)
    assert {"3.1.3.f", "3.1.3.e"} <= set(moment.cited_in(session.revealed))
