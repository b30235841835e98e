"""The exported report carries every exploration's verdict and outcomes (issue 33), even
when no outcome was opened as a reading, and no internal figures."""

from __future__ import annotations

import re
from pathlib import Path

from engine.explore import outcomes_of
from judge_app.sandbox.branches import explore_here, open_outcome
from judge_app.sandbox.report import report_html, summary_text
from judge_app.sandbox.report_explored import SHOWN_OUTCOMES
from judge_app.sandbox.session import Session
from tests.explore.helpers import DISTINCT, TIRER, kuwat_at_the_reactions

VERDICT = "The order does not matter. What p1 sacrifices does: 2 outcomes."


def _explored_section(page: str) -> str:
    start = page.index("<h2>Every answer explored")
    end = page.find("<h2>", start + 4)
    return page[start : end if end >= 0 else len(page)]


def test_the_report_carries_the_verdict_and_each_outcome_without_opening_one(
    tmp_path: Path,
) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    step = session.cursor
    explore_here(session).advance()
    assert len(session.branches) == 1  # nothing opened as a reading
    page = report_html(session, lambda _rule: None)
    section = _explored_section(page)
    assert f"at step {step}: p1 must decide — choose the Reaction to play first" in section
    assert f"<b>{VERDICT}</b>" in section
    assert "Every legal answer was followed to the end of the resolution." in section
    # what decides, with the answer leading to each outcome
    decides = section.split("<h3>What decides</h3>")[1].split("</ul></li></ul>")[0]
    assert "What p1 sacrifices" in decides
    assert "Kuwat, the Dissenter</li>" in decides and "Vanilla 2/2/2</li>" in decides
    # each outcome with its answers and its board
    assert section.count("<h3>Outcome ") == 2
    assert section.count("<table>") == 2
    assert "p1 chooses Vanilla 2/2/2" in section
    assert "<h3>What differs</h3>" in section and "Kuwat, the Dissenter: " in section
    # no internal figures or engine ids
    assert not re.search(r"\d+ states|\d\.\d\d s\b", page)
    assert not re.search(r"\bo\d+\b", section)
    assert f"Every answer explored at step {step}: {VERDICT}" in summary_text(session)


def test_the_verdict_stays_in_the_report_when_an_outcome_is_opened(tmp_path: Path) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    explorer = explore_here(session)
    explorer.advance()
    result = outcomes_of(explorer)
    open_outcome(session, result.outcomes[0].answers[0], result.until, "Outcome 1")
    page = report_html(session, lambda _rule: None)
    section = _explored_section(page)
    assert "of “Reading 1”" in section and f"<b>{VERDICT}</b>" in section
    assert "<h2>Readings (2)</h2>" in page


def test_an_exploration_undone_with_its_moment_leaves_the_report(tmp_path: Path) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    explore_here(session).advance()
    session.undo()
    session.step()  # the same step again: a new moment, the exploration was of the old one
    page = report_html(session, lambda _rule: None)
    assert "Every answer explored" not in page


def test_an_exploration_still_running_is_reported_as_far_as_it_went(tmp_path: Path) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    explorer = explore_here(session)
    explorer.advance(seconds=0.0)
    explorer.cancel()
    section = _explored_section(report_html(session, lambda _rule: None))
    assert "Incomplete (it was cancelled)" in section
    assert "Not every answer was followed (the judge stopped it)" in section


def test_two_explorations_are_both_reported_the_first_kept_as_its_result(
    tmp_path: Path,
) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    explore_here(session).advance()
    first = session.explored[0]
    session.answer(session.state.pending.options[0].id)  # type: ignore[union-attr]
    while session.state.pending is None:
        session.step()
    explore_here(session).advance()
    assert first.explorer is None and first.settled is not None  # the graph let go
    page = report_html(session, lambda _rule: None)
    assert page.count("<h2>Every answer explored at step") == 2
    assert f"<b>{VERDICT}</b>" in page
    # the second, at the sacrifice itself (whichever Reaction was chosen first)
    assert "<b>What p1 sacrifices matters: 2 outcomes.</b>" in page


def test_an_exploration_with_many_outcomes_shows_the_first_boards_and_counts_the_rest(
    tmp_path: Path,
) -> None:
    path = tmp_path / "tirer.yaml"
    reserve = ", ".join(f"Card {i}" for i in range(1, 31))
    path.write_text(TIRER.format(cards=DISTINCT, reserve=reserve), encoding="utf-8")
    session = Session.open(path)
    while session.state.pending is None or session.state.pending.kind != "choose":
        session.step()
    explore_here(session, max_states=40).advance()
    section = _explored_section(report_html(session, lambda _rule: None))
    assert section.count("<h3>Outcome ") == SHOWN_OUTCOMES
    assert f"… and {39 - SHOWN_OUTCOMES} more outcomes, not shown here." in section
    assert "Not every answer was followed (the bound on board states was reached)" in section
