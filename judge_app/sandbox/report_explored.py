"""The report's explorations: the verdict, what decides, and each outcome with its board.

Every exploration the judge ran whose moment is still in the timeline
(:mod:`judge_app.sandbox.explored`) is in the report, whether or not an outcome was
opened as a reading: the decision explored, the verdict naming what decides ("The order
does not matter. What p1 sacrifices does: 2 outcomes."), the answers that lead to each
outcome, each outcome's answers and board, and what differs between outcomes. No counts
of states or seconds: the report is read by judges and players.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from engine.explore import UNTIL_WORDS, Exploration
from engine.state.game_state import GameState
from judge_app.sandbox.board import BoardView, board_view
from judge_app.sandbox.explored import kept
from judge_app.sandbox.session import Session
from scenarios.scenario.judge_words import without_ids

SHOWN_OUTCOMES = 12
"""Outcomes shown with their boards in the report; beyond, they are counted."""

BoardTable = Callable[[BoardView], str]
"""A board view → the report's table of it."""


def completeness(result: Exploration) -> str:
    """Whether every answer was followed, in a judge's words."""
    if result.complete:
        return f"Every legal answer was followed to {UNTIL_WORDS[result.until]}."
    why = {
        "states": "the bound on board states was reached",
        "time": "the time allowed ran out",
        "cancelled": "the judge stopped it",
    }.get(result.stopped, "the engine could not follow some answers")
    return f"Not every answer was followed ({why}): the outcomes below are those found so far."


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def exploration_html(
    result: Exploration,
    session: Session,
    title: str,
    start_words: Callable[[str], str],
    board_table: BoardTable,
) -> list[str]:
    """One exploration as report HTML (``start_words``: engine ids in a text → the cards
    and where they are on the board explored)."""
    e = html.escape
    parts = [f"<h2>{e(title)}</h2>"]
    parts.append(f"<p class='ruling'><b>{e(result.verdict())}</b></p>")
    parts.append(f"<p class='meta'>{e(completeness(result))}</p>")
    if result.decisive:
        parts.append("<h3>What decides</h3><ul>")
        for cause in result.decisive:
            led = "".join(
                f"<li>Outcome {i + 1}: {e(start_words(' or '.join(answers)))}</li>"
                for i, answers in cause.outcomes
            )
            parts.append(f"<li>{e(_capital(cause.words))}<ul>{led}</ul></li>")
        parts.append("</ul>")
    if result.alike:
        parts.append(
            "<p class='meta'>Alike options, each choice among them followed once: "
            f"{e('; '.join(result.alike))}.</p>"
        )
    for n, outcome in enumerate(result.outcomes[:SHOWN_OUTCOMES], start=1):
        paths = "1 way" if outcome.paths == 1 else f"{outcome.paths} ways"
        parts.append(f"<h3>Outcome {n} ({paths} to reach it)</h3><ul>")
        for path in outcome.answers:
            said = "; ".join(a.said for a in path) or "no answer"
            parts.append(f"<li>{e(start_words(said))}</li>")
        parts.append("</ul>")
        parts.append(board_table(board_view(outcome.state, session.revealed)))
    hidden = len(result.outcomes) - SHOWN_OUTCOMES
    if hidden > 0:
        parts.append(
            f"<p class='meta'>… and {hidden} more outcome{'s' if hidden != 1 else ''}, "
            "not shown here.</p>"
        )
    shown = [
        d for d in result.differences if d.first < SHOWN_OUTCOMES and d.second < SHOWN_OUTCOMES
    ]
    if shown:
        parts.append("<h3>What differs</h3>")
        for d in shown:
            lines = "".join(f"<li>{e(line)}</li>" for line in d.lines)
            parts.append(f"<p>Outcome {d.first + 1} → Outcome {d.second + 1}:</p><ul>{lines}</ul>")
    for problem in result.problems:
        parts.append(f"<p class='failed'>{e(start_words(problem))}</p>")
    return parts


def _words_at(state: GameState) -> Callable[[str], str]:
    """Engine ids in a text → the cards and where they are in ``state``."""
    return lambda text: without_ids(state, text)


def explorations_html(session: Session, board_table: BoardTable) -> list[str]:
    """Every exploration kept for the report, in the order run (nothing when none)."""
    parts: list[str] = []
    for explored, reading, step in kept(session):
        result = explored.result()
        start = explored.moment.state
        decision = start.pending
        asked = ""
        if decision is not None:
            asked = f": {decision.player} must decide — {without_ids(start, decision.prompt)}"
        where = f"step {step}" + (f" of “{reading}”" if len(session.branches) > 1 else "")
        title = f"Every answer explored at {where}{asked}"
        parts.extend(exploration_html(result, session, title, _words_at(start), board_table))
    return parts


def explorations_summary(session: Session) -> list[str]:
    """One line per exploration kept, for the clipboard summary: where and the verdict."""
    lines = []
    for explored, reading, step in kept(session):
        where = f"step {step}" + (f" of “{reading}”" if len(session.branches) > 1 else "")
        lines.append(f"Every answer explored at {where}: {explored.result().verdict()}")
    return lines


__all__ = ["completeness", "exploration_html", "explorations_html", "explorations_summary"]
