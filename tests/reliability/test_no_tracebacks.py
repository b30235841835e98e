"""Odd and impossible values get a message naming where they are, never a traceback:
numbers past 2**63 or 4,300 digits, lone surrogates, symlink loops, a deleted working
folder, thousands of search filters; impossible values are refused, and one reference
twice with different data is reported, not merged silently."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine import to_dict
from judge_app.cli.main import main
from judge_app.sandbox.session import Session
from scenarios.errors import LoadError
from scenarios.pool import official
from scenarios.pool.query import MAX_QUERY_FILTERS, parse_query
from scenarios.scenario.load import load_scenario, state_file_path
from scenarios.scenario.state_io import state_from_text, state_to_text
from scenarios.yamlio import display_path

CARD: dict[str, Any] = {
    "reference": "ALT_TEST_B_AX_01_C",
    "name": "Probe",
    "cardType": {"reference": "CHARACTER"},
    "elements": {"MAIN_COST": "2", "RECALL_COST": "1"},
}


def _card_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards_EN.json"
    path.write_text(text, encoding="utf-8")
    return path


def _import_errors(path: Path) -> list[str]:
    with pytest.raises(LoadError) as caught:
        official.read_file(path)
    return caught.value.messages


@pytest.mark.parametrize(
    ("cost", "shown"),
    [
        ("1" + "0" * 30, "100000000000…(31 characters)"),
        ("9" * 5_000, "999999999999…(5,000 characters)"),
        ("-3", "-3"),
        ('"' + "9" * 5_000 + '"', "999999999999…(5,000 characters)"),
    ],
    ids=["10**30", "5000-digit literal", "negative", "5000-digit string"],
)
def test_a_card_cost_out_of_range_is_named_with_its_card_and_field(
    tmp_path: Path, cost: str, shown: str
) -> None:
    text = json.dumps([CARD]).replace('"MAIN_COST": "2"', f'"MAIN_COST": {cost}')
    (message,) = _import_errors(_card_file(tmp_path, text))
    assert message.endswith(
        f":1:2: card 1 (ALT_TEST_B_AX_01_C): elements: MAIN_COST must be a whole number "
        f"from 0 to 999,999,999, not {shown}"
    )


def test_a_lone_surrogate_in_card_data_is_named_not_stored(tmp_path: Path) -> None:
    text = json.dumps([CARD]).replace('"Probe"', '"Pro\\ud800be"')
    (message,) = _import_errors(_card_file(tmp_path, text))
    assert message.endswith(
        "card 1 (ALT_TEST_B_AX_01_C): name: an invalid character (a lone surrogate, U+D800)"
    )


def test_one_reference_twice_with_different_data_is_reported_not_merged(tmp_path: Path) -> None:
    other = {**CARD, "name": "Another"}
    text = json.dumps([CARD, CARD, other], indent=1)
    (message,) = _import_errors(_card_file(tmp_path, text))
    assert "card 3 (ALT_TEST_B_AX_01_C): the same reference as card 1 with other data" in message


def test_the_line_of_each_bad_card_is_found_in_one_walk(tmp_path: Path) -> None:
    bad = {**CARD, "elements": {"MAIN_COST": "2 mana"}}
    path = _card_file(tmp_path, json.dumps([bad] * 20_000))  # one long line
    messages = _import_errors(path)  # its time: benchmarks/bounds_bench.py
    assert len(messages) == 20_000
    assert messages[1].split(": card 2")[0].endswith(":1:" + str(len(json.dumps(bad)) + 4))


@pytest.mark.parametrize("query", ["cost<=99999999999999999999", "cost:²", "reserve>=①"])
def test_an_odd_number_in_a_card_search_is_read_as_words(query: str) -> None:
    words, filters = parse_query(query)
    assert filters == [] and words


def test_thousands_of_search_filters_or_a_huge_query_are_bounded() -> None:
    words, filters = parse_query(" ".join(["cost<=3"] * 10_000))
    assert len(filters) <= MAX_QUERY_FILTERS
    words, filters = parse_query("kuwat " * 20_000)
    assert len(words) <= 40  # the time of both: benchmarks/bounds_bench.py


def test_a_lone_surrogate_in_a_scenario_is_named_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text('title: "Probe \\ud83d\\ude00"\nplayers: {}\n', encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert caught.value.messages[0].startswith(
        f"{display_path(path)}:1: title: an invalid character"
    )


def test_an_argument_that_is_not_utf8_is_refused_with_a_message(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["cards", "search", "\udcff\udcfe"]) == 2
    assert "argument 3" in capsys.readouterr().err


def test_a_symlink_loop_as_state_file_is_a_message(tmp_path: Path) -> None:
    (tmp_path / "loop.json").symlink_to("loop.json")
    with pytest.raises(ValueError, match="points to itself"):
        state_file_path(tmp_path / "board.yaml", "loop.json")


def test_messages_are_written_from_a_deleted_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    assert display_path(tmp_path / "s.yaml") == str(tmp_path / "s.yaml")
    os.chdir(tmp_path)


def _mutated(change: Any) -> str:
    data = json.loads(state_to_text(Session.empty().state))
    change(data["state"])
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda s: s.update(day=10**30), "day 100000000000…(31 digits) is not a day of a game"),
        (lambda s: s.update(next_object=-1), "next_object -1 is out of range"),
        (lambda s: s.update(players=["p1", "p2", "p3"]), "exactly two players (1.1.2.a), not 3"),
        (lambda s: s.update(agenda=[{"kind": "explode"}]), "a task the engine does not know"),
    ],
    ids=["day 10**30", "next object -1", "three players", "unknown task"],
)
def test_an_impossible_saved_state_is_refused(change: Any, problem: str) -> None:
    with pytest.raises(LoadError) as caught:
        state_from_text(_mutated(change), "json", "s.json")
    assert any(problem in m for m in caught.value.messages), caught.value.messages


def test_a_saved_state_of_an_ordinary_board_still_loads() -> None:
    state = Session.empty().state
    assert state_from_text(state_to_text(state), "json") == state
    assert to_dict(state)["players"] == ["p1", "p2"]


def test_an_import_of_a_pipe_or_a_link_loop_says_what_it_is(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "self.json").symlink_to("self.json")
    with pytest.raises(LoadError) as caught:
        official.json_files([tmp_path / "pipe.json", tmp_path / "self.json"])
    pipe, loop = caught.value.messages
    assert pipe.endswith(
        "pipe.json: not a regular file (a device, pipe or socket): card data is a .json file"
    )
    assert loop.endswith("self.json: a symbolic link that points to itself (a loop)")
