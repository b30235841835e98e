"""``judge-app deck check`` on the project's own fixture files, in a throw-away data folder."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from judge_app.cli.main import main

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data" / "tournament"


@pytest.fixture()
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    """The command in this process (quicker than a new Python for each test)."""
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path / "data"))

    def go(*args: str) -> subprocess.CompletedProcess[str]:
        capsys.readouterr()
        code = main(list(args))
        out = capsys.readouterr()
        return subprocess.CompletedProcess(args, code, out.out, out.err)

    imported = go("cards", "import", str(DATA))
    assert imported.returncode == 0, imported.stderr
    return go


def test_json_shape_of_an_illegal_deck(run) -> None:  # type: ignore[no-untyped-def]
    out = run("deck", "check", str(DATA / "legal.txt"), "--on", "2025-02-01", "--json")
    assert out.returncode == 1, out.stderr
    result = json.loads(out.stdout)
    assert {"legal", "counts", "violations", "unknown", "as_of"} <= set(result)
    assert result["legal"] is False and result["as_of"] == "2025-02-01"
    assert result["counts"]["cards"] == 43 and result["counts"]["heroes"] == 1
    (violation,) = result["violations"]
    assert violation["rule"] == "1.1.2.b"
    assert violation["cards"] == ["3 × Axiom Card 4 (Common, Axiom), line 4"]
    assert result["errata"][0]["title"] == "Erratum of Axiom Card 6"


def test_text_of_a_legal_deck(run) -> None:  # type: ignore[no-untyped-def]
    out = run("deck", "check", str(DATA / "written.txt"), "--on", "2025-04-01")
    assert out.returncode == 0, out.stderr
    assert "written.txt: LEGAL for constructed play on 2025-04-01" in out.stdout
    assert "43 cards · 1 Hero" in out.stdout
    assert "Traceback" not in out.stdout + out.stderr


def test_limited_with_a_pool(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "sealed.txt"
    deck.write_text("1 Muse Talia\n4 ALT_DSK_B_AX_11_C\n", encoding="utf-8")
    pool = str(DATA / "pool.txt")
    out = run("deck", "check", str(deck), "--format", "limited", "--pool", pool, "--json")
    rules = [v["rule"] for v in json.loads(out.stdout)["violations"]]
    assert out.returncode == 1 and rules == ["1.1.5.a", "1.1.5.b"]


def test_bad_input_is_a_clear_message(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.txt"
    bad.write_text("1 Warden Ilse\nWarden Ilse x1\n", encoding="utf-8")
    out = run("deck", "check", str(bad))
    assert out.returncode == 1 and out.stdout == ""
    assert "bad.txt:2: expected a number of copies" in out.stderr
    assert "Traceback" not in out.stderr
    date = run("deck", "check", str(DATA / "legal.txt"), "--on", "tomorrow")
    assert date.returncode == 1 and "write it as YYYY-MM-DD" in date.stderr
    missing = run("deck", "check", str(tmp_path / "none.txt"))
    assert missing.returncode == 1 and "none.txt: cannot read" in missing.stderr
    pool = run("deck", "check", str(DATA / "legal.txt"), "--pool", str(DATA / "pool.txt"))
    assert pool.returncode == 1 and "--format limited" in pool.stderr


RULINGS = REPO / "tests" / "data" / "tournament_rulings" / "DSR_EN.json"


def test_cards_show_marks_a_ruling_given_under_earlier_rules(run) -> None:  # type: ignore[no-untyped-def]
    assert run("cards", "import", str(RULINGS)).returncode == 0
    out = run("cards", "show", "Ruled Tinkerer")
    assert out.returncode == 0, out.stderr
    marks = [line.strip() for line in out.stdout.splitlines() if line.strip().startswith("!")]
    assert marks == [
        "! given under an earlier version of the rules: 7.5.5 (the term 'Controller') — A "
        "player controls their Expeditions, their Landmarks and their Hero zone, in addition "
        "to the objects these zones and sub-zones contain. Section 7.5.5 (Control) was "
        "rewritten to reflect this change. That section also now makes it explicit that a "
        "player controls the abilities and effects of the objects they control."
    ]
    assert "The sandbox follows CR 5.0" in out.stdout
    shown = json.loads(run("cards", "show", "Ruled Tinkerer", "--json").stdout)
    marked = [r["earlier_rules"] != "" for r in shown["cards"][0]["rulings"]]
    assert marked == [True, False]  # control (7.5.5 rewritten); Fleeting (unchanged)
