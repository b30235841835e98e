"""What the Readings tab says about an exploration, in the judge's words: whether every
answer was followed and "What decides" (each decision that separates the outcomes and the
answers leading to each, :mod:`engine.explore.decisive`), and for a chosen outcome what
differs from the others and the answers that lead to it.

Plain HTML strings, no widgets: the panel (:mod:`judge_app.gui.sandbox.explore_panel`)
shows them.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine import GameState
    from engine.explore import Exploration


def decides_html(result: Exploration, start: GameState | None) -> str:
    """Whether every answer was followed and "What decides": each decision separating the
    outcomes and, for each outcome, the answers leading to it — the report's words
    (:func:`judge_app.sandbox.report_explored.exploration_html`), engine ids named as the
    cards on the board explored (``start``)."""
    from judge_app.sandbox.report_explored import completeness
    from scenarios.scenario.judge_words import without_ids

    def words(text: str) -> str:
        return escape(without_ids(start, text) if start is not None else text)

    parts = [f"<p style='color:gray'>{escape(completeness(result))}</p>"]
    if result.decisive:
        # one paragraph per line, indented by margins: compact on a short window
        parts.append("<p style='margin-bottom:0'><b>What decides</b></p>")
        for cause in result.decisive:
            said = cause.words[:1].upper() + cause.words[1:]
            parts.append(f"<p style='margin:2px 0 0 8px'>• {escape(said)}</p>")
            parts.extend(
                f"<p style='margin:0 0 0 24px'>Outcome {i + 1}: {words(' or '.join(answers))}</p>"
                for i, answers in cause.outcomes
            )
    return "".join(parts)


def outcome_html(result: Exploration, n: int, k: int) -> str:
    """Outcome ``n``: what differs from each other outcome first (the top lines are what a
    short window shows without scrolling), then the answers leading to it, shortest first,
    path ``k`` (the one Open as branch replays) in bold."""
    outcome = result.outcomes[n]
    paths = "1 path leads" if outcome.paths == 1 else f"{outcome.paths} paths lead"
    parts = differences_html(result, n)
    parts.append(f"<p><b>Outcome {n + 1}</b> — {paths} here. Answers, shortest first:</p><ol>")
    for i, path in enumerate(outcome.answers):
        said = "<br>then ".join(escape(a.said) for a in path)
        # bold is readable in light and dark themes
        parts.append(f"<li><b>{said}</b></li>" if i == k else f"<li>{said}</li>")
    parts.append("</ol>")
    if len(outcome.answers) < outcome.paths:
        parts.append(
            "<p style='color:gray'>The other paths read the same as these or are longer.</p>"
        )
    return "".join(parts)


def differences_html(result: Exploration, n: int) -> list[str]:
    """What differs from outcome ``n`` to each other outcome, as HTML paragraphs."""
    from engine.explore import differences
    from engine.state.plain_orbs import handles_said

    here = result.outcomes[n].board
    parts: list[str] = []
    for other, o in enumerate(result.outcomes):
        if other == n:
            continue
        lines = [handles_said(line) for line in differences(here, o.board)]  # as tiles say
        parts.append(
            f"<p><b>What differs from Outcome {n + 1} to Outcome {other + 1}</b></p><ul>"
            + "".join(f"<li>{escape(line)}</li>" for line in lines)
            + "</ul>"
        )
    if len(result.outcomes) == 1:
        parts.append("<p>Every answer leads to this board.</p>")
    return parts
