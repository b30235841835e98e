"""``judge-app scenario explore`` through a real subprocess: words, JSON shape, errors."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli_runner import judge_app
from tests.explore.helpers import KITSUNE, KUWAT


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return judge_app("scenario", "explore", *args)


def _file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_explore_json_has_the_issues_shape(tmp_path: Path) -> None:
    done = cli(
        _file(tmp_path, KUWAT.format(extra="    hero_expedition: [Vanilla 2/2/2]")), "--json"
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["complete"] is True
    assert data["states"] >= 3
    assert len(data["outcomes"]) == 2
    for outcome in data["outcomes"]:
        assert outcome["paths"] == 2
        assert all(a["said"] and a["choice"] for path in outcome["answers"] for a in path)
        assert "discard:p1" in outcome["board"]["zones"]
    (diff,) = data["differences"]
    assert diff["between"] == [0, 1]
    assert any("Kuwat, the Dissenter:" in line for line in diff["lines"])
    assert data["decision"]["kind"] == "choose_reaction"


def test_explore_text_says_whether_the_answers_matter(tmp_path: Path) -> None:
    done = cli(_file(tmp_path, KUWAT.format(extra="")))
    assert done.returncode == 0, done.stderr
    assert "The order does not matter: every answer leads to the same board." in done.stdout
    assert "Outcome 1 — 2 paths lead here" in done.stdout
    assert "o7" not in done.stdout and "optional_step" not in done.stdout


def test_explore_with_a_bound_says_incomplete(tmp_path: Path) -> None:
    done = cli(_file(tmp_path, KITSUNE.format(p2_deck="[Vanilla 2/2/2]")), "--max-states", "2")
    assert done.returncode == 0, done.stderr
    assert "Incomplete (the bound on states was reached)" in done.stdout
    assert "INCOMPLETE" in done.stdout


def test_explore_without_a_pending_decision_is_a_clear_error(tmp_path: Path) -> None:
    text = (
        "title: nothing asked\nphase: Morning\n"
        "players:\n  p1: {}\n  p2: {}\nscript:\n  - until: Noon\n"
    )
    done = cli(_file(tmp_path, text))
    assert done.returncode == 1
    assert "no decision is pending" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--max-states", "0", "must be at least 1"),
        ("--max-states", "many", "'many' is not a whole number"),
        ("--time-budget", "-1", "must be a number of seconds above 0"),
        ("--time-budget", "nan", "must be a number of seconds above 0"),
        ("--until", "tomorrow", "invalid choice: 'tomorrow'"),
    ],
)
def test_explore_refuses_a_bad_bound(tmp_path: Path, option: str, value: str, message: str) -> None:
    done = cli(_file(tmp_path, KUWAT.format(extra="")), option, value)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_explore_json_names_the_decisive_decision_and_its_answers_per_outcome(
    tmp_path: Path,
) -> None:
    done = cli(
        _file(tmp_path, KUWAT.format(extra="    hero_expedition: [Vanilla 2/2/2]")), "--json"
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["verdict"] == "The order does not matter. What p1 sacrifices does: 2 outcomes."
    (decisive,) = data["decisive"]
    assert decisive["decision"] == "what p1 sacrifices"
    assert (decisive["player"], decisive["kind"], decisive["order"]) == ("p1", "choose", False)
    led = {tuple(o["answers"]): o["outcome"] for o in decisive["outcomes"]}
    assert set(led) == {("Kuwat, the Dissenter",), ("Vanilla 2/2/2",)}
    kuwat_gone = data["outcomes"][led[("Kuwat, the Dissenter",)]]["board"]["zones"]
    assert "Kuwat, the Dissenter" in {c["card"] for c in kuwat_gone["discard:p1"]}
    assert data["alike"] == []


def test_explore_text_names_the_cause_without_internal_figures(tmp_path: Path) -> None:
    done = cli(_file(tmp_path, KUWAT.format(extra="    hero_expedition: [Vanilla 2/2/2]")))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "The order does not matter. What p1 sacrifices does: 2 outcomes." in out
    assert "What decides\n  • What p1 sacrifices\n" in out
    assert "      Outcome 1: Vanilla 2/2/2\n" in out or "      Outcome 1: Kuwat" in out
    assert "the exploration is complete" in out
    assert " states" not in out and " s," not in out
