"""Clear errors, never tracebacks: each bad argument or file gets one line naming it."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.cli_runner import judge_app

BOARD = """\
title: request
players:
  p1:
    hero: Nadir & Bubbles
    hand: [Vanilla 1/1/1]
  p2:
    hero: Lindiwe & Maw
script:
  - request: {action: move, objects: [Vanilla 1/1/1], to: graveyard}
"""


def run(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    return judge_app(*args, env={"JUDGE_APP_CACHE_DIR": str(cache)})


def _clear(out: subprocess.CompletedProcess[str], says: str) -> None:
    assert out.returncode == 1
    assert "Traceback" not in out.stderr and out.stderr.startswith("judge-app: ")
    assert says in out.stderr


@pytest.mark.parametrize("limit", ["0", "-3"])
def test_cards_search_limit_below_one_is_a_clear_error(session_cache: Path, limit: str) -> None:
    out = run("cards", "search", "Vanilla", "--limit", limit, cache=session_cache)
    _clear(out, f"--limit must be at least 1 (got {limit})")


@pytest.mark.parametrize("limit", ["0", "-3"])
def test_rules_search_limit_below_one_is_a_clear_error(session_cache: Path, limit: str) -> None:
    out = run("search", "fleeting", "--limit", limit, cache=session_cache)
    _clear(out, f"--limit must be at least 1 (got {limit})")


def test_save_to_a_folder_is_a_clear_error(session_cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.split("script:")[0])
    out = run("scenario", "run", str(path), "--save", str(tmp_path), cache=session_cache)
    _clear(out, f"--save: {tmp_path} is a folder")


def test_save_into_a_missing_folder_is_a_clear_error(session_cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.split("script:")[0])
    target = tmp_path / "nowhere" / "final.json"
    out = run("scenario", "run", str(path), "--save", str(target), cache=session_cache)
    _clear(out, f"--save: the folder {target.parent} does not exist")


def test_save_that_cannot_be_written_is_a_clear_error(session_cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD.split("script:")[0])
    out = run("scenario", "run", str(path), "--save", "/proc/final.json", cache=session_cache)
    _clear(out, "--save: ")
    assert "/proc/final.json" in out.stderr


def test_request_with_an_unknown_destination_names_file_and_line(
    session_cache: Path, tmp_path: Path
) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD)
    out = run("scenario", "run", str(path), cache=session_cache)
    _clear(out, ":9: script[0].request.to: unknown destination 'graveyard'")


def test_scenario_file_that_is_a_fifo_is_refused_not_waited_on(
    session_cache: Path, tmp_path: Path
) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    out = run("scenario", "check", str(tmp_path), cache=session_cache)
    assert "Traceback" not in out.stderr and out.returncode == 1
    assert "not a regular file" in out.stdout + out.stderr
