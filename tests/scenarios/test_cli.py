"""``judge-app cards`` and ``judge-app scenario`` through a real subprocess."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from scenarios import EXAMPLES_DIR
from tests.cli_runner import judge_app

PASSING = EXAMPLES_DIR / "7_2_1_d_ratatoskr_gains_two_boosts.yaml"
KNOWN_FAILURE = """\
title: a known failure
rules: [4.2.1.d]
known_failure: the expectation below is wrong on purpose
phase: Morning
players:
  p1: {deck: [Vanilla 1/1/1, Vanilla 2/2/2, Vanilla 3/1/0]}
  p2: {}
script:
  - until: Noon
expect:
  - zone: "hand:p1"
    count: 3
"""


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return judge_app(*args)


def test_check_passing_file_exits_0_with_json_shape() -> None:
    out = cli("scenario", "check", str(PASSING), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["ok"] is True
    assert data["summary"] == {
        "files": 1,
        "passed": 1,
        "failed": 0,
        "known_failures": 0,
        "errors": 0,
    }
    (result,) = data["results"]
    assert set(result) == {"file", "title", "ok", "known_failure", "error", "expectations"}
    assert result["expectations"]
    for e in result["expectations"]:
        assert set(e) == {"expectation", "line", "held", "expected", "actual"}
        assert e["held"] is True


def test_check_known_failure_exits_1_and_reports_actual_values(tmp_path: Path) -> None:
    known = tmp_path / "known.yaml"
    known.write_text(KNOWN_FAILURE, encoding="utf-8")
    out = cli("scenario", "check", str(PASSING), str(known))
    assert out.returncode == 1
    assert "FAIL" in out.stdout and "known failure" in out.stdout
    assert "actual" in out.stdout
    assert "Traceback" not in out.stderr


def test_check_malformed_file_names_file_line_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: t\nplayers:\n  p1:\n    hnad: [Kitsune]\n  p2: {}\n")
    out = cli("scenario", "check", str(bad), "--json")
    assert out.returncode == 1
    (result,) = json.loads(out.stdout)["results"]
    assert (
        "bad.yaml:4: players.p1.hnad: unknown field 'hnad' (did you mean 'hand'?)"
        in (result["error"])
    )
    out = cli("scenario", "run", str(bad))
    assert out.returncode == 1
    assert "bad.yaml:4: players.p1.hnad" in out.stderr
    assert "Traceback" not in out.stderr


def test_run_prints_trace_with_rules_and_the_pending_decision() -> None:
    out = cli("scenario", "run", str(PASSING))
    assert out.returncode == 0, out.stderr
    # the rules that decide the line; the definition of an Emblem-Reaction (2.2.2.m) is
    # only relevant, shown with --all-rules (engine/why/deciding.py)
    line = "Reaction-activating step: Ratatoskr  [6.3.h, 6.3.e, 7.1.1.c, 7.5.12.a]"
    assert line in out.stdout
    assert "also relevant" not in out.stdout
    assert "waiting for p2: choose a turn effect" in out.stdout
    assert "legal options:" in out.stdout and "\n    pass\n" in out.stdout
    every = cli("scenario", "run", str(PASSING), "--all-rules")
    assert f"{line}\n       also relevant: 2.2.2.m\n" in every.stdout


def test_run_json_and_save(tmp_path: Path) -> None:
    saved = tmp_path / "state.json"
    out = cli("scenario", "run", str(PASSING), "--json", "--save", str(saved))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {
        "file",
        "title",
        "trace",
        "stopped",
        "not_executable",
        "errors",
        "script_items_not_done",
    }
    assert data["stopped"]["decision"]["player"] == "p2"
    assert {"id": "pass", "label": "pass"} in data["stopped"]["decision"]["options"]
    assert all(
        {"text", "source", "rules", "also", "action_rules", "decision"} == set(t)
        for t in data["trace"]
    )
    assert any("2.2.2.m" in t["also"] and "2.2.2.m" not in t["rules"] for t in data["trace"])
    assert json.loads(saved.read_text())["format"] == "judge-app engine state"


def test_cards_search() -> None:
    out = cli("cards", "search", "mighty", "jin", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    first = data["results"][0]
    assert first["name"] == "Mighty Jinn"
    assert "not_executable" in first and "score" in first
    out = cli("cards", "search", "Gericht")  # its effect is not quoted by the rules
    assert out.returncode == 0
    assert "Gericht" in out.stdout and "not executable yet" in out.stdout
    out = cli("cards", "search", "Persephone")  # adds a terrain to its region (3.2.1.e)
    assert out.returncode == 0
    assert "Persephone" in out.stdout and "not executable yet" not in out.stdout


def test_cards_search_nothing_found() -> None:
    out = cli("cards", "search", "zzzzqqqq")
    assert out.returncode == 1
    assert "no card matches" in out.stderr
