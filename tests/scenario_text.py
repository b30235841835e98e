"""Run a scenario written as text in a test, and find the engine's line a judge reads.

Most engine and scenario tests write a small board as YAML, run it, and look at one line of
the account with the rules it cites. These two helpers are that, once: every such test checks
the same thing the same way (no load error, no gap in the script, the judge's view of a line).
"""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult


def run_text(tmp_path: Path, text: str, name: str = "s.yaml", *, gaps: bool = False) -> RunResult:
    """Write ``text`` as the scenario file ``name`` in ``tmp_path`` and run it.

    The run must report no error; unless ``gaps`` is true, the script must also have
    answered every decision (a test that means to stop at a decision says so)."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    if not gaps:
        assert not result.gaps, result.gaps
    return result


def engine_line(result: RunResult, start: str) -> tuple[str, tuple[str, ...]]:
    """The text and rules (judge's view) of the first engine line starting with ``start``."""
    for line in result.lines:
        text = line.shown(None)
        if line.source == "engine" and text.startswith(start):
            return text, tuple(line.shown_rules(None))
    raise AssertionError(f"no line starting {start!r}: {[ln.shown(None) for ln in result.lines]}")
