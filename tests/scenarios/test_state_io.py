"""Saving an engine state and loading it back gives the same state, mid-resolution too."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import DecisionKind, answer, run_until_decision
from scenarios import EXAMPLES_DIR
from scenarios.errors import LoadError
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.state_io import load_state, save_state, state_from_text, state_to_text

LYRA = EXAMPLES_DIR / "7_3_18_a_lyra_cloth_dancer_have_target_gain_fleeting.yaml"


def _mid_resolution(tmp_path: Path):  # type: ignore[no-untyped-def]
    """The Lyra Cloth Dancer scenario stopped at its target decision (script cut short)."""
    text = LYRA.read_text(encoding="utf-8").split("  - answer: [Vanilla 2/2/2]")[0]
    text = text.split("expect:")[0]
    path = tmp_path / "mid.yaml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(load_scenario(path)).state


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_round_trip_mid_resolution(tmp_path: Path, suffix: str) -> None:
    state = _mid_resolution(tmp_path)
    assert state.pending is not None and state.pending.kind == DecisionKind.TARGET
    assert state.agenda, "the Reaction is still resolving"
    path = tmp_path / f"state{suffix}"
    save_state(state, path)
    loaded = load_state(path)
    assert loaded == state
    target = next(o.id for o in state.pending.options if o.label == "Vanilla 2/2/2")
    a, _ = answer(state, state.pending.id, target)
    b, _ = answer(loaded, loaded.pending.id, target)  # type: ignore[union-attr]
    a, _ = run_until_decision(a)
    b, _ = run_until_decision(b)
    assert a == b


@pytest.mark.parametrize("path", sorted(EXAMPLES_DIR.glob("*.yaml"))[:20], ids=lambda p: p.stem)
def test_round_trip_of_final_states(path: Path) -> None:
    state = run_scenario(load_scenario(path)).state
    for fmt in ("json", "yaml"):
        assert state_from_text(state_to_text(state, fmt), fmt) == state


def test_scenario_can_start_from_a_saved_state(tmp_path: Path) -> None:
    state = _mid_resolution(tmp_path)
    save_state(state, tmp_path / "saved.json")
    scenario = tmp_path / "resume.yaml"
    scenario.write_text(
        "title: resume a saved state\nstate_file: saved.json\nscript:\n"
        "  - answer: [Vanilla 2/2/2]\n  - answer: yes\nexpect:\n"
        '  - object: {object: Vanilla 2/2/2, zone: "expedition:p2:companion", '
        "statuses: [Fleeting]}\n",
        encoding="utf-8",
    )
    report = check_scenario(load_scenario(scenario))
    assert report.ok, report.outcomes


def test_damaged_state_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "judge-app engine state", "version": 1, "state": {}}')
    with pytest.raises(LoadError, match="damaged saved state"):
        load_state(path)
    path.write_text("not json")
    with pytest.raises(LoadError, match="not a saved state"):
        load_state(path)
