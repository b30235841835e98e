"""How ``judge-app search`` prints its hits (issue 19): marks a judge cannot mistake for the
rules' own brackets, icons as words, a term said once, a superseded hit pointing at the
current rule listed above it."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from judge_app.cli.search_lines import BOLD, PLAIN, Emphasis, emphasis_for, hit_lines
from rules_corpus.library import RulesLibrary
from rules_corpus.search.results import SearchHit
from tests.cli.test_cli import run

STARS = Emphasis(*PLAIN)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bold_on_a_terminal_stars_when_piped_or_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert emphasis_for(_Terminal()) == Emphasis(*BOLD)
    assert emphasis_for(io.StringIO()) == STARS
    monkeypatch.setenv("NO_COLOR", "1")
    assert emphasis_for(_Terminal()) == STARS


def _hit(library: RulesLibrary, query: str, doc: str, item_id: str) -> SearchHit:
    hits = library.index.search(query, doc=doc, limit=30).hits
    return next(h for h in hits if h.id == item_id)


def test_matched_words_are_starred_and_the_rules_brackets_stay_theirs(
    library: RulesLibrary,
) -> None:
    hit = _hit(library, "exhaust me symbol", "altered-cr-5.0", "7.3.13.b")
    snippet = hit_lines(library.corpus, hit, [hit], STARS)[-1]
    assert "[*Exhaust* me]" in snippet  # the rules' bracket, the match starred inside it


def test_lost_icons_read_as_the_rules_words(library: RulesLibrary) -> None:
    hit = _hit(library, "7.5.1.a", "altered-cr-5.0", "7.5.1.a")
    printed = "\n".join(hit_lines(library.corpus, hit, [hit], STARS))
    assert "[When played from Hand]" in printed and "🖐" not in printed and "→" not in printed


def test_an_entry_is_named_once_and_a_titleless_section_has_no_dangling_dash(
    library: RulesLibrary,
) -> None:
    entry = _hit(library, "fleeting", "altered-cr-5.0", "Fleeting")
    assert hit_lines(library.corpus, entry, [entry], STARS)[0] == (
        "Altered CR 5.0 — Fleeting [glossary]"
    )
    section = replace(_hit(library, "fleeting", "altered-cr-5.0", "2.4.7"), title="")
    assert hit_lines(library.corpus, section, [section], STARS)[0] == "Altered CR 5.0 — 2.4.7"


def test_a_superseded_hit_says_its_current_rule_is_listed_above(library: RulesLibrary) -> None:
    hits = library.index.search("fleeting", limit=30).hits
    old = next(h for h in hits if h.superseded_by is not None and h.current_id is not None)
    current = [h for h in hits if h.superseded_by is None]
    listed = [h for h in current if (h.doc, h.id) == (old.superseded_by, old.current_id)]
    line = hit_lines(library.corpus, old, hits, STARS)[1]
    assert line.startswith(f"    superseded: Altered CR 5.0 — {old.current_id}")
    assert line.endswith(" (listed above)") == bool(listed)
    alone = hit_lines(library.corpus, old, [old], STARS)[1]
    assert not alone.endswith("(listed above)")


def test_search_command_prints_no_blank_snippet_and_no_brackets_marks(
    session_cache: Path,
) -> None:
    out = run("search", "reserve", "--limit", "3", cache=session_cache)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert all(line.strip() for line in lines), lines
    assert "*Reserve*" in out.stdout and "[Reserve]" not in out.stdout
    assert "Reserve [glossary] — Reserve" not in out.stdout


def test_rule_command_reads_lost_icons_as_the_rules_words(session_cache: Path) -> None:
    out = run("rule", "7.5.1.a", cache=session_cache)
    assert out.returncode == 0, out.stderr
    assert "[When played from Hand] ability" in out.stdout and "🖐" not in out.stdout
    data = run("rule", "7.5.1.a", "--json", cache=session_cache)
    assert "🖐" in data.stdout  # --json keeps the text as the document has it
