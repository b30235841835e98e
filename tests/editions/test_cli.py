"""``judge-app rule --in`` and ``judge-app editions diff`` from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app.cli.editions_commands import equivalent_json, format_equivalent
from judge_app.cli.output import CliError
from rules_corpus.corpus import Corpus
from tests.cli_runner import judge_app

REPO = Path(__file__).resolve().parents[2]
PYTHON = REPO / ".venv" / "bin" / "python"


@pytest.fixture(scope="module")
def cli_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("editions-cache")


def run(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    python = str(PYTHON) if PYTHON.exists() else sys.executable
    return judge_app(*args, env={"JUDGE_APP_CACHE_DIR": str(cache)}, timeout=180, python=python)


def test_rule_in_other_edition_json(cli_cache: Path) -> None:
    out = run(
        "rule",
        "7.3.8",
        "--doc",
        "altered-fan-2024",
        "--in",
        "altered-cr-5.0",
        "--json",
        cache=cli_cache,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    equivalent = data["equivalent"]
    assert equivalent["equivalent"] == "7.3.16"
    assert equivalent["relation"] == "renumbered"
    assert 0.0 <= equivalent["confidence"] <= 1.0
    assert equivalent["citation"] == "Altered CR 5.0 — 7.3.16"
    assert isinstance(equivalent["diff"], list)


def test_rule_in_other_edition_text(cli_cache: Path) -> None:
    out = run("rule", "1.1.6.e", "--in", "altered-fan-2024", cache=cli_cache)
    assert out.returncode == 0, out.stderr
    assert "changed" in out.stdout and "[-" in out.stdout
    assert "see section 8" in out.stdout


def test_editions_diff_json(cli_cache: Path) -> None:
    out = run("editions", "diff", "--json", cache=cli_cache)
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert {row["relation"] for row in rows} == {"changed", "renumbered", "added", "removed"}
    assert all(row["kind"] == "rule" for row in rows)
    moved = next(row for row in rows if row["old"] == "7.3.8.b")
    assert moved["new"] == "7.3.16.b" and moved["diff"][0]["op"] == "equal"
    assert set(rows[0]) >= {"old", "new", "relation", "confidence", "diff"}


def test_editions_diff_text(cli_cache: Path) -> None:
    out = run("editions", "diff", "--kind", "section", cache=cli_cache)
    assert out.returncode == 0, out.stderr
    assert "7.3.8 → 7.3.16" in out.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("rule", "7.3.8", "--doc", "altered-fan-2024", "--in", "nope"), "unknown edition 'nope'"),
        (
            ("rule", "7.3.8", "--doc", "altered-fan-2024", "--in", "heroes-journey"),
            "no edition map",
        ),
        (("rule", "7.3.8", "--in", "altered-cr-5.0"), "same edition"),
        (("editions", "diff", "--old", "nope"), "unknown edition 'nope'"),
        (("editions", "diff", "--old", "altered-cr-5.0", "--new", "altered-fan-2024"), "swap"),
    ],
)
def test_bad_input_is_one_line_exit_1(cli_cache: Path, args: tuple[str, ...], message: str) -> None:
    out = run(*args, cache=cli_cache)
    assert out.returncode == 1
    assert message in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_equivalent_json_in_process(parsed_corpus: Corpus) -> None:
    removed = equivalent_json(parsed_corpus, "altered-fan-2024", "2.4.1.f", "altered-cr-5.0")
    assert removed["equivalent"] is None and removed["relation"] == "removed"
    assert "removed since" in format_equivalent(removed)
    added = equivalent_json(parsed_corpus, "altered-cr-5.0", "7.3.40", "altered-fan-2024")
    assert added["relation"] == "added" and added["changes"]
    assert "new in Altered CR 5.0" in format_equivalent(added)
    entry = equivalent_json(parsed_corpus, "altered-cr-5.0", "Fleeting", "altered-fan-2024")
    assert entry["equivalent"] is None and "no equivalent" in format_equivalent(entry)
    with pytest.raises(CliError):
        equivalent_json(parsed_corpus, "altered-cr-5.0", "1.1", "heroes-journey")
