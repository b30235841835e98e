"""A file saved before cite22 quotes a step's raw label in its ``trace_order`` ("Rally Cry:
give boost: Vanilla 1/1/1") — the line now says it as a sentence ("Rally Cry will give a boost
to …", engine/why/step_lines.py) and still finds it by its earlier words."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

EXAMPLE = (
    Path(__file__).resolve().parents[2]
    / "scenarios/examples/6_1_e_derived_the_objects_a_step_acts_on_are_said_as_what_it_will_do.yaml"
)


def _checked(tmp_path: Path, order: list[str]) -> list[str]:
    text = EXAMPLE.read_text(encoding="utf-8")
    head, _, _ = text.partition("expect:")
    quoted = "\n".join(f'      - "{w}"' for w in order)
    path = tmp_path / "earlier.yaml"
    path.write_text(f"{head}expect:\n  - trace_order:\n{quoted}\n", encoding="utf-8")
    report = check_scenario(load_scenario(path))
    assert list(report.run.errors) == []
    return [f"{o.label}: {o.actual}" for o in report.outcomes if not o.held]


def test_a_trace_order_quoting_the_raw_label_finds_its_line(tmp_path: Path) -> None:
    assert _checked(tmp_path, ["Rally Cry: give boost: Vanilla 1/1/1", "gains 1 boost"]) == []


def test_the_line_says_it_as_a_sentence(tmp_path: Path) -> None:
    report = check_scenario(load_scenario(EXAMPLE))
    texts = [ln.text for ln in report.run.lines if ln.source == "engine"]
    assert "Rally Cry will give a boost to Vanilla 1/1/1, Vanilla 2/2/2" in texts
    assert not any(t.startswith("Rally Cry: give boost") for t in texts)
