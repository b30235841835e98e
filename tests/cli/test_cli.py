"""The command-line contract other tools rely on."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli_runner import judge_app


def run(*args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    return judge_app(*args, env={"JUDGE_APP_CACHE_DIR": str(cache)})


def test_rule_json(session_cache: Path) -> None:
    out = run("rule", "6.2.e", "--json", cache=session_cache)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["id"] == "6.2.e" and data["doc"] == "altered-cr-5.0"
    assert data["citation"] == "Altered CR 5.0 — 6.2.e"
    assert data["path"] == ["6 From Costs and Effects to Events", "6.2 Modifiers"]
    assert data["notes"][0]["kind"] == "example"
    assert any(link["target_id"] == "Step" for link in data["links"])


def test_rule_text_output(session_cache: Path) -> None:
    out = run("rule", "7.3.16", cache=session_cache)
    assert out.returncode == 0
    assert "Altered CR 5.0 — 7.3.16" in out.stdout and "Gain (status)" in out.stdout


def test_glossary_entry_and_headword(session_cache: Path) -> None:
    out = run("rule", "fleeting", "--json", cache=session_cache)
    assert json.loads(out.stdout)["kind"] == "glossary"
    out = run("rule", "Atlas", "--doc", "heroes-journey", "--json", cache=session_cache)
    assert json.loads(out.stdout)["kind"] == "headword"


def test_unknown_rule_suggests_nearest_and_exits_1(session_cache: Path) -> None:
    out = run("rule", "6.2.z", cache=session_cache)
    assert out.returncode == 1
    assert "no rule, section or entry '6.2.z'" in out.stderr and "6.2.e" in out.stderr
    assert "Traceback" not in out.stderr


def test_unknown_doc_exits_1(session_cache: Path) -> None:
    out = run("rule", "6.2.e", "--doc", "nope", cache=session_cache)
    assert out.returncode == 1 and "unknown document 'nope'" in out.stderr


def test_search_json_shape(session_cache: Path) -> None:
    out = run("search", "fleeting", "--limit", "3", "--json", cache=session_cache)
    hits = json.loads(out.stdout)
    assert len(hits) == 3
    assert set(hits[0]) == {
        "doc",
        "id",
        "kind",
        "title",
        "snippet",
        "score",
        "superseded_by",
        "current_id",
    }
    assert hits[0]["id"] == "Fleeting" and hits[0]["kind"] == "glossary"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["search", "x", "--kind", "nope"], "unknown kind"),
        (["search", "x", "--doc", "nope"], "unknown document"),
        (["search", "x", "--limit", "0"], "--limit must be at least 1"),
    ],
)
def test_search_bad_input(session_cache: Path, args: list[str], message: str) -> None:
    out = run(*args, cache=session_cache)
    assert out.returncode == 1 and message in out.stderr and "Traceback" not in out.stderr


def test_corpus_list_json(session_cache: Path) -> None:
    rows = json.loads(run("corpus", "list", "--json", cache=session_cache).stdout)
    by_slug = {row["slug"]: row for row in rows}
    assert by_slug["altered-cr-5.0"]["rules"] == 631
    assert by_slug["altered-cr-5.0"]["glossary"] == 140
    assert by_slug["heroes-journey"]["headwords"] == 118


def test_corpus_check_reports_warnings_and_dangling(session_cache: Path) -> None:
    out = run("corpus", "check", cache=session_cache)
    assert out.returncode == 0
    assert "5.1.2.1 is a typo for 5.1.2.l" in out.stdout
    assert "dangling: heroes-journey" in out.stdout
