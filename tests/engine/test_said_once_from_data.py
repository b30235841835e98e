"""The engine says each atomic action once from the step's data (issue 31): the timeline no
longer rewrites its lines (judge_app/sandbox/line_words.py, benchmarks/line_words_families.py).
Several events alike are one part with how many ("Ordis Recruit is created in p1's hero
Expedition (2 times)", 6.1.e); a cost of several parts is said by its events, not named
again in brackets (6.4.a); a line that says "no Reactions in Limbo" does not say it twice
(4.4.d)."""

from __future__ import annotations

from pathlib import Path

from engine.steps.event_sentences import once_each
from judge_app.sandbox.line_words import timeline_line
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_DATA = Path(__file__).resolve().parents[1] / "data"
_GATES = EXAMPLES_DIR / "6_3_i_monolith_open_the_gates_four_bound_emblems.yaml"
_NILAM = (
    _DATA
    / "blind_scenarios_10"
    / "11_nilam_spires_counts_the_counter_gained_in_the_same_effect.yaml"
)


def _run(path: Path) -> RunResult:
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    return result


def test_events_alike_in_a_row_are_one_part_with_how_many() -> None:
    assert once_each(["A is created", "A is created", "B is created", "A is created"]) == (
        "A is created (2 times); B is created; A is created"
    )
    lines = [ln.shown(None) for ln in _run(_GATES).lines]
    created = [t for t in lines if "Ordis Recruit is created" in t]
    assert created
    for text in created:
        assert "Expedition; Ordis Recruit is created in p1's hero Expedition;" not in text
    assert any("(2 times)" in t for t in created)


def test_a_cost_of_several_parts_is_said_by_its_events() -> None:
    lines = [ln.text for ln in _run(_NILAM).lines if "paying the cost" in ln.text]
    assert lines == [
        "Nilam Spires, paying the cost: Nilam Spires is exhausted; "
        "Nilam Spires spends 4 Arcane counters"
    ]


def test_the_sandbox_lines_need_no_rewrite() -> None:
    """The timeline's words are the engine's: no family of line_words changes a line."""
    for path in (_GATES, _NILAM):
        session = Session.open(path)
        session.run("decision")
        for i in range(len(session.moments)):
            said = session.said(i)
            assert timeline_line(said) == said
            assert "no Reactions in Limbo; no Reactions in Limbo" not in said
