"""``judge-app scenario check/run`` speak a judge's words about a script (issue 18): a
wrong answer lists the legal ones by card and place, never by engine id ("o3"); an empty
answer is "nothing"; a single rule id is a list of one, and a field that must be a list
says so with its file, line and field."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from tests.cli_runner import judge_app

REPO = Path(__file__).resolve().parents[2]
_BOARD = """\
title: t
players:
  p1:
    hand: [Beauty Sleep]
    mana: 2
    hero_expedition: [Vanilla 2/2/2]
  p2: {}
"""
_OBJECT_ID = re.compile(r"\bo\d+\b")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return judge_app(*args)


def _check(path: Path) -> dict[str, object]:
    out = cli("scenario", "check", str(path), "--json")
    assert "Traceback" not in out.stderr
    (result,) = json.loads(out.stdout)["results"]
    return dict(result)


def test_a_wrong_answer_lists_the_legal_ones_by_card_and_place(tmp_path: Path) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text(_BOARD + "script:\n  - play: {card: Beauty Sleep}\n  - answer: Vanilla 9/9/9\n")
    out = cli("scenario", "check", str(path))
    assert out.returncode == 1
    assert "legal: Mana Orb 1; Mana Orb 2" in out.stdout
    assert not _OBJECT_ID.search(out.stdout), out.stdout
    run = cli("scenario", "run", str(path))
    assert not _OBJECT_ID.search(run.stdout), run.stdout


def test_the_legal_options_of_run_name_cards_not_ids(tmp_path: Path) -> None:
    path = tmp_path / "pending.yaml"
    path.write_text(_BOARD + "script:\n  - play: {card: Beauty Sleep}\n")
    out = cli("scenario", "run", str(path))
    assert out.returncode == 0, out.stderr
    assert "\n    Mana Orb 1\n" in out.stdout
    assert "must answer (exactly 1 option)" in out.stdout  # no engine kind ("pay_mana")
    assert "choose 1 Mana Orb to exhaust" in out.stdout
    assert not _OBJECT_ID.search(out.stdout), out.stdout


def test_an_empty_answer_is_said_to_answer_nothing(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text(_BOARD + "script:\n  - play: {card: Beauty Sleep}\n  - answer: []\n")
    out = cli("scenario", "run", str(path))
    assert "script: p1 answers nothing" in out.stdout
    assert "script: p1 answers \n" not in out.stdout
    assert "p1 must choose exactly 1 option" in out.stdout
    # An answer naming an orb by its name is understood.
    path.write_text(_BOARD + "script:\n  - play: {card: Beauty Sleep}\n  - answer: p1 orb 2\n")
    named = cli("scenario", "run", str(path)).stdout
    assert "p1 pays 1 mana: Mana Orb 2 is exhausted" in named and "is not an option" not in named


def test_a_single_rule_id_is_a_list_of_one(tmp_path: Path) -> None:
    path = tmp_path / "scalar.yaml"
    path.write_text(
        _BOARD + "script:\n  - play: {card: Beauty Sleep}\n  - answer: p1 orb 1\n"
        "  - answer: Vanilla 2/2/2\nexpect:\n  - cites: 6.5.b\n  - does_not_cite: 7.4.7.c\n"
    )
    result = _check(path)
    assert result["ok"], result
    labels = [e["expected"] for e in result["expectations"]]  # type: ignore[union-attr]
    assert ["6.5.b"] in labels and ["7.4.7.c"] in labels


def test_a_mapping_where_a_list_belongs_names_file_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "mapping.yaml"
    path.write_text(_BOARD + "expect:\n  - cites: {rule: 6.5.b}\n")
    error = str(_check(path)["error"])
    assert f"{path.name}:9: expect[0].cites: a list is expected here" in error
    assert "valid tuple" not in error


def test_a_failed_expectation_says_what_is_missing_and_where_the_object_is(
    tmp_path: Path,
) -> None:
    path = tmp_path / "failing.yaml"
    path.write_text(
        _BOARD + "script:\n  - play: {card: Beauty Sleep}\n  - answer: p1 orb 1\n"
        "  - answer: Vanilla 2/2/2\nexpect:\n"
        '  - object: {object: Vanilla 2/2/2, zone: "reserve:p1"}\n'
        "  - trace_order: [Beauty Sleep resolves, p1 takes a turn]\n"
        "  - trace_order: [nobody says this]\n"
    )
    result = _check(path)
    by_line = {e["line"]: e for e in result["expectations"]}  # type: ignore[union-attr]
    assert by_line[13]["actual"] == "none there; it is in expedition:p1:hero"
    assert by_line[14]["actual"] == [
        "Beauty Sleep resolves",
        "'p1 takes a turn' is in no line after 'Beauty Sleep resolves'",
    ]
    assert by_line[15]["actual"] == ["'nobody says this' is in no line"]


def test_explore_names_the_mana_orbs_chosen_not_their_ids(tmp_path: Path) -> None:
    path = tmp_path / "explore.yaml"
    path.write_text(_BOARD + "script:\n  - play: {card: Beauty Sleep}\n")
    out = cli("scenario", "explore", str(path), "--max-states", "50")
    assert out.returncode == 0, out.stderr
    # ready Mana Orbs are alike (face down, 3.1.3.c): which one pays is one answer
    assert "p1 chooses 1 ready Mana Orb; " in out.stdout
    assert not _OBJECT_ID.search(out.stdout), out.stdout


def test_run_says_each_action_once_as_the_timeline_does() -> None:
    """The command line's trace reads like the sandbox's timeline: no engine action name
    between an effect's source and what it did ("Grove Counter: give boost: Grove Counter
    gains 2 boosts"), no icon code."""
    example = REPO / "scenarios/examples/7_5_8_b_derived_every_expedition_in_forest_is_counted.yaml"
    out = cli("scenario", "run", str(example)).stdout
    assert "Grove Counter gains 2 boosts" in out
    assert "give boost:" not in out and "{V}" not in out
