"""Running a small board built by an audit: write it as a scenario file, load it with the
app's card library, run it, and read its engine lines with the rules each cites.

The audits that build their own boards (``atomic_action_boards.py``,
``card_words_citation_audit.py``, ``keyword_citation_audit.py``, ``qualifier_non_events.py``,
``reaction_non_events.py``, ``refusal_citation_audit.py``, ``trigger_limit_non_events.py``)
share this instead of each writing, loading and reading the run its own way.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

Lines = tuple[tuple[str, tuple[str, ...]], ...]
"""The engine's lines of a run, each with the rules it cites (shown, then the action's)."""


def run_board(board: Mapping[str, Any], path: Path) -> Any:
    """Write ``board`` to ``path``, load and run it: the run (a ``RunResult``), or the load
    error's first message (a ``str``) when the board does not load."""
    from scenarios.cards.library import default_library
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    path.write_text(
        yaml.safe_dump(dict(board), sort_keys=False, allow_unicode=True), encoding="utf-8"
    )
    try:
        scenario = load_scenario(path, default_library())
    except LoadError as exc:
        return exc.messages[0]
    return run_scenario(scenario)


def engine_lines(result: Any, about: str = "") -> Lines:
    """The engine lines of ``result`` naming ``about`` (every engine line for ""), each
    with the rules it cites in the judge's view, then its keyword actions' (7.3)."""
    return tuple(
        (line.shown(), tuple(dict.fromkeys((*line.shown_rules(), *line.action_rules))))
        for line in result.lines
        if line.source == "engine" and (not about or about in line.shown())
    )


def run_problems(result: Any, gaps: bool = True) -> str:
    """What went wrong in a run: its errors, and (``gaps``) the card text it could not
    execute; "" when nothing did."""
    return "; ".join((*result.errors, *(result.gaps if gaps else ())))
