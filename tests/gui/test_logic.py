"""The window's logic without a window: links, history, lookups, pages, search views, data."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from judge_app.gui.citations import citation_text
from judge_app.gui.history import History
from judge_app.gui.linked_text import highlighted_html, linked_html
from judge_app.gui.lookup import Found, NotFound, resolve
from judge_app.gui.options import parse_options
from judge_app.gui.pages import TARGET_ANCHOR, render, render_missing
from judge_app.gui.search_model import (
    Filters,
    GroupRow,
    HitRow,
    SearchController,
    searched_notice,
)
from judge_app.gui.theme import DARK, LIGHT
from judge_app.gui.toc import build_toc
from judge_app.gui.tooltips import tooltip_for_url
from judge_app.gui.urls import Target, parse_url, rule_url, search_url, term_url
from judge_app.gui.userdata import SCHEMA_VERSION, UserData
from rules_corpus.library import RulesLibrary
from rules_corpus.model import Link, LinkKind

CR = "altered-cr-5.0"


# -- urls and history -------------------------------------------------------------------------


def test_urls_round_trip_including_spaces_and_slashes() -> None:
    for url, target in [
        (rule_url(CR, "6.2.e"), Target(CR, "6.2.e")),
        (term_url(CR, "Expedition zone"), Target(CR, "Expedition zone")),
        (term_url("heroes-journey", "Hit/Miss"), Target("heroes-journey", "Hit/Miss")),
    ]:
        parsed = parse_url(url)
        assert parsed is not None and parsed.target == target
    assert rule_url(CR, "6.2.e") == "rule://altered-cr-5.0/6.2.e"
    assert term_url(CR, "Fleeting") == "term://altered-cr-5.0/Fleeting"
    query = parse_url(search_url("fleeting spell"))
    assert query is not None and query.query == "fleeting spell"
    for junk in ["", "http://example.org/x", "rule:", "rule://", "rule://doc", "nonsense"]:
        assert parse_url(junk) is None


def test_history_back_forward_and_branching() -> None:
    history: History[str] = History()
    assert history.back() is None
    for place in "abc":
        history.visit(place)
    history.visit("c")  # revisiting the current place adds nothing
    assert history.back() == "b" and history.back() == "a" and history.back() is None
    assert history.forward() == "b"
    history.visit("d")  # drops "c"
    assert not history.can_forward()
    assert history.back() == "b"


# -- lookups -------------------------------------------------------------------------------------


def test_resolve_forgiving_forms(library: RulesLibrary) -> None:
    corpus = library.corpus
    for typed in ["6.2.e", "6.2e", "§6.2.e", " rule 6.2.E "]:
        found = resolve(corpus, CR, typed)
        assert isinstance(found, Found) and found.target == Target(CR, "6.2.e"), typed
    term = resolve(corpus, CR, "fleeting")
    assert isinstance(term, Found) and term.target.id == "Fleeting"


def test_missing_rule_offers_its_siblings(library: RulesLibrary) -> None:
    missing = resolve(library.corpus, CR, "6.2.z")
    assert isinstance(missing, NotFound)
    assert "6.2.z" in missing.message
    ids = [t.id for t in missing.nearest]
    assert ids and all(i.startswith("6.2.") for i in ids)
    assert "6.2.m" in ids  # the last rule of 6.2, where 6.2.z would sort


def test_unknown_document_and_empty_id(library: RulesLibrary) -> None:
    assert "no document" in resolve(library.corpus, "nope", "1").message  # type: ignore[union-attr]
    assert isinstance(resolve(library.corpus, CR, "   "), NotFound)
    fuzzy = resolve(library.corpus, CR, "Fleetng")
    assert isinstance(fuzzy, NotFound) and Target(CR, "Fleeting") in fuzzy.nearest


# -- html ----------------------------------------------------------------------------------------


def test_linked_html_escapes_and_links() -> None:
    text = "If <a> & Fleeting, see 6.2.e\nnext"
    term, number = text.index("Fleeting"), text.index("6.2.e")
    links = [
        Link(term, term + 8, "Fleeting", LinkKind.GLOSSARY, CR, "Fleeting"),
        Link(number, number + 5, "6.2.e", LinkKind.RULE, CR, "6.2.e"),
        Link(0, 2, "If", LinkKind.RULE, CR, "9.9", resolved=False),
    ]
    out = linked_html(text, links, LIGHT)
    assert "&lt;a&gt; &amp;" in out
    assert 'href="term://altered-cr-5.0/Fleeting"' in out and ">Fleeting</a>" in out
    assert 'href="rule://altered-cr-5.0/6.2.e"' in out and ">6.2.e</a>" in out
    assert "reference not found" in out and "<br/>next" in out


def test_highlighted_snippet_marks_spans_and_escapes() -> None:
    out = highlighted_html("a <b> fleeting", [(6, 14)], DARK)
    assert "&lt;b&gt;" in out and ">fleeting</span>" in out and DARK.mark_bg in out


def test_rule_page_shows_section_siblings_target_and_notes(library: RulesLibrary) -> None:
    found = resolve(library.corpus, CR, "6.2.e")
    assert isinstance(found, Found)
    page = render(library.corpus, found, LIGHT)
    assert page.anchor == TARGET_ANCHOR and f'name="{TARGET_ANCHOR}"' in page.html
    for sibling in ["6.2.a", "6.2.d", "6.2.f", "6.2.m"]:
        assert f">{sibling}<" in page.html
    assert LIGHT.target_bg in page.html  # the rule itself is highlighted
    assert "Example." in page.html and LIGHT.example_bg in page.html
    assert 'href="term://altered-cr-5.0/' in page.html
    assert 'href="rule://altered-cr-5.0/6.2"' in page.breadcrumb
    assert 'href="rule://altered-cr-5.0/6"' in page.breadcrumb


def test_entry_and_section_pages(library: RulesLibrary) -> None:
    entry = resolve(library.corpus, CR, "Fleeting")
    assert isinstance(entry, Found)
    page = render(library.corpus, entry, DARK)
    assert "A status;" in re.sub("<[^>]+>", "", page.html) and "Glossary" in page.breadcrumb
    section = resolve(library.corpus, CR, "6")
    assert isinstance(section, Found)
    assert 'href="rule://altered-cr-5.0/6.2"' in render(library.corpus, section, LIGHT).html
    headword = library.corpus.documents[2].entries[0]
    found = resolve(library.corpus, "heroes-journey", headword.term)
    assert isinstance(found, Found) and headword.term in render(library.corpus, found, LIGHT).html


def test_missing_page_links_nearest(library: RulesLibrary) -> None:
    missing = resolve(library.corpus, CR, "6.2.z")
    assert isinstance(missing, NotFound)
    page = render_missing(missing, library.corpus, LIGHT)
    assert "Nearest" in page.html and 'href="rule://altered-cr-5.0/6.2.m"' in page.html


def test_tooltip_shows_glossary_definition(library: RulesLibrary) -> None:
    tip = tooltip_for_url(library.corpus, term_url(CR, "Fleeting"))
    assert tip is not None and "Fleeting" in tip and "A status" in tip
    rule_tip = tooltip_for_url(library.corpus, rule_url(CR, "6.2.e"))
    assert rule_tip is not None and "optional replacing" in rule_tip
    assert tooltip_for_url(library.corpus, term_url(CR, "No such term")) is None
    assert tooltip_for_url(library.corpus, "http://example.org") is None


def test_citation_text(library: RulesLibrary) -> None:
    found = resolve(library.corpus, CR, "6.2.e")
    assert isinstance(found, Found)
    text = citation_text(library.corpus, CR, found.item)
    assert text.startswith("Altered CR 5.0 — 6.2.e: Some optional replacing modifiers")


def test_toc_has_sections_and_entries_a_to_z(library: RulesLibrary) -> None:
    roots = build_toc(library.corpus)
    assert len(roots) == len(library.corpus.documents)
    cr = roots[0]
    assert cr.children[0].target == Target(CR, "1")
    glossary = cr.children[-1]
    assert glossary.label == "Glossary" and glossary.children[0].label == "A"
    heroes = roots[2]
    assert all(len(letter.label) == 1 for letter in heroes.children)


# -- search views --------------------------------------------------------------------------------


@pytest.fixture()
def controller(library: RulesLibrary) -> SearchController:
    return SearchController(library.corpus, library.index)


def test_search_groups_hits_by_document(controller: SearchController) -> None:
    view = controller.run("fleeting")
    assert isinstance(view.rows[0], GroupRow)
    assert view.top is not None and view.top.target == Target(CR, "Fleeting")
    docs = [row.doc for row in view.rows if isinstance(row, GroupRow)]
    assert len(docs) == len(set(docs))
    hits = [r for r in view.rows if isinstance(r, HitRow)]
    assert any(h.label.startswith("2.4.7") for h in hits)
    assert all(h.snippet[s:e].lower().startswith("fleet") for h in hits[:3] for s, e in h.spans)


@pytest.mark.parametrize(
    ("typed", "expect"),
    [
        ("", ""),
        ("   ", ""),
        ('"unclosed', "No results"),
        ("6.2.z", "No rule, section or entry “6.2.z”"),
        ("zzqxv", "No results"),
    ],
)
def test_bad_input_gives_a_message_not_an_exception(
    controller: SearchController, typed: str, expect: str
) -> None:
    view = controller.run(typed)
    assert expect in view.message
    if typed == "6.2.z":
        assert view.nearest and view.nearest[-1] == Target(CR, "6.2.m")


@pytest.mark.parametrize("word", ["fleeting", "expedition", "a", "reserve-cost"])
def test_a_long_paste_says_how_much_of_it_was_searched_in_a_judges_words(
    controller: SearchController, word: str
) -> None:
    text = f"{word} " * 250
    asked = " ".join(text.split())
    view = controller.run(text)
    searched = len(controller.index.search(text).query)  # what the index really searched
    assert searched < len(asked)
    assert view.notices[0] == searched_notice(searched, len(asked))
    assert f"Searched the first {searched} of {len(asked):,} characters" in view.notices[0]
    assert not any("shortened" in n or "query" in n for n in view.notices)
    # a question short enough is searched whole, and nothing is said about it
    short = controller.run(f"{word} " * 3)
    assert not any("characters" in n for n in short.notices)


def test_typo_is_corrected_or_suggested(controller: SearchController) -> None:
    view = controller.run("fleting")
    assert view.top is not None and "Showing results for “fleeting”" in view.message


def test_filters(controller: SearchController) -> None:
    view = controller.run("fleeting", Filters(doc="altered-fan-2024"))
    assert {h.target.doc for h in view.hits} == {"altered-fan-2024"}
    kinds = controller.run("fleeting", Filters(kind="example"))
    assert {h.kind for h in kinds.hits} == {"example"}
    bad = controller.run("fleeting", Filters(doc="nope"))
    assert bad.message.startswith("Cannot search: unknown document")


# -- options -------------------------------------------------------------------------------------


def test_options() -> None:
    options = parse_options(["--screenshot", "x.png", "--query", "fleeting", "--dark"])
    assert options.screenshot == Path("x.png") and options.appearance == "dark"
    assert parse_options([]).appearance is None
    with pytest.raises(SystemExit):
        parse_options(["--dark", "--light"])


# -- user data -----------------------------------------------------------------------------------


def test_user_data_persists_across_reopen(tmp_path: Path) -> None:
    data = UserData.open(tmp_path)
    data.add_bookmark(CR, "6.2.e", "Modifiers")
    data.set_note(CR, "6.2.e", "Ask the head judge about this one.")
    data.add_recent("fleeting")
    data.close()
    again = UserData.open(tmp_path)
    assert again.notices == []
    assert again.schema_version == SCHEMA_VERSION
    assert again.is_bookmarked(CR, "6.2.e")
    assert again.note(CR, "6.2.e") == "Ask the head judge about this one."
    assert again.recent() == ["fleeting"]
    again.set_note(CR, "6.2.e", "  ")  # a blank note removes it
    assert again.note(CR, "6.2.e") == "" and again.notes() == []
    again.remove_bookmark(CR, "6.2.e")
    assert again.bookmarks() == []
    again.close()


def test_recent_searches_are_deduplicated_and_bounded(tmp_path: Path) -> None:
    data = UserData.open(tmp_path)
    for n in range(40):
        data.add_recent(f"query {n}")
    data.add_recent("query 5")
    recent = data.recent()
    assert recent[0] == "query 5" and len(recent) == 30 and len(set(recent)) == 30
    data.add_recent("   ")
    assert len(data.recent()) == 30
    data.close()


def test_corrupt_database_is_moved_aside_not_deleted(tmp_path: Path) -> None:
    garbage = b"this is not a database \x00\x01\x02" * 100
    (tmp_path / "user.db").write_bytes(garbage)
    data = UserData.open(tmp_path)
    assert data.notices and "could not be read" in data.notices[0]
    kept = list(tmp_path.glob("user.db.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    data.add_bookmark(CR, "1.1", "")
    data.close()
    with sqlite3.connect(tmp_path / "user.db") as check:
        assert check.execute("select count(*) from bookmarks").fetchone() == (1,)


def test_newer_schema_is_opened_untouched(tmp_path: Path) -> None:
    data = UserData.open(tmp_path)
    data.close()
    with sqlite3.connect(tmp_path / "user.db") as db:
        db.execute("insert into schema_version values (99, 'future')")
        db.execute("create table future_things (x)")
    again = UserData.open(tmp_path)
    assert again.schema_version == 99 and again.notices == []
    again.add_bookmark(CR, "6.2.e")
    again.close()


def test_unusable_folder_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    data = UserData.open(blocker / "sub")  # a folder inside a file cannot exist
    assert data.path is None and "this session only" in data.notices[0]
    data.add_bookmark(CR, "6.2.e")
    assert data.is_bookmarked(CR, "6.2.e")
    data.close()


# -- issue 19: current rules first, superseded marks, rulings, definitions, bookmarks ------------


def test_superseded_hits_come_last_marked_with_their_current_rule(
    controller: SearchController,
) -> None:
    view = controller.run("switch expeditions")
    groups = [row for row in view.rows if isinstance(row, GroupRow)]
    assert groups[0].doc == CR and not groups[0].superseded
    assert groups[-1].doc == "altered-fan-2024" and groups[-1].superseded
    assert view.top is not None and view.top.target.doc == CR  # Enter opens the current rule
    old = [h for h in view.hits if h.target.doc == "altered-fan-2024"]
    assert old and all(h.superseded.startswith("Superseded") for h in old)
    # The old section the query names is among them, with its CR 5.0 equivalent; 7.3.39 is
    # among the current rules' hits above, and the old one says so (issue 19, ux3).
    section = next(h for h in old if h.target.id == "7.3.22")
    assert any(h.target == Target(CR, "7.3.39") for h in view.hits)
    assert section.superseded.endswith("now Altered CR 5.0 — 7.3.39, listed above")
    assert all(not h.superseded for h in view.hits if h.target.doc == CR)


def test_glossary_page_links_the_rules_that_define_it(library: RulesLibrary) -> None:
    entry = resolve(library.corpus, CR, "Fleeting")
    assert isinstance(entry, Found)
    page = render(library.corpus, entry, LIGHT)
    assert "Defined in:" in page.html and 'href="rule://altered-cr-5.0/2.4.7"' in page.html


def test_ruling_rows_stay_where_they_rank_and_open_the_ruling_itself(
    library: RulesLibrary,
) -> None:
    from rules_corpus.search.rulings import RulingRecord

    record = RulingRecord(
        "Moonlight Jellyfish",
        "TEST_JELLY_1",
        "If Moonlight Jellyfish is sacrificed while Fleeting, does it go to Reserve?",
        "No: a Fleeting Jellyfish stays discarded.",
        "2026-03-01",
        ("2.1.f",),
    )
    library.index.set_rulings([record])
    try:
        view = SearchController(library.corpus, library.index).run("jellyfish sacrificed fleeting")
    finally:
        library.index.set_rulings(())
    rulings = [h for h in view.hits if h.kind == "ruling"]
    # Enter opens the ruling's own page (keyed by card reference and question), not a rule.
    assert rulings and rulings[0].target == Target("card-rulings", record.key)
    assert rulings[0].kind_label == "Ruling" and rulings[0].label == "Moonlight Jellyfish"
    assert "|" not in rulings[0].label  # no internal key shown
    # Inline in the current rules' group (between the rules and the glossary).
    assert all(r.doc != "card-rulings" for r in view.rows if isinstance(r, GroupRow))


def test_bookmarks_say_which_edition(library: RulesLibrary) -> None:
    from judge_app.gui.side_panels import bookmark_entries
    from judge_app.gui.userdata import Bookmark

    prefixes = {d.slug: d.meta.citation_prefix for d in library.corpus.documents}
    marks = [
        Bookmark(CR, "7.3.39.a", "Switch Expeditions", ""),
        Bookmark("altered-fan-2024", "7.3.22.a", "Switch expeditions", ""),
    ]
    (current, _, _), (old, _, _) = bookmark_entries(marks, prefixes)
    assert current.endswith("· Altered CR 5.0")
    assert prefixes["altered-fan-2024"] in old and old.endswith("(superseded)")


def test_ruling_page_shows_card_question_answer_date_and_links_the_cited_rules(
    library: RulesLibrary,
) -> None:
    from judge_app.gui.ruling_page import render_ruling
    from rules_corpus.search.rulings import RulingRecord

    record = RulingRecord(
        "Moonlight Jellyfish",
        "TEST_JELLY_1",
        "If Moonlight Jellyfish is sacrificed while Fleeting, does it go to Reserve?",
        "No: a Fleeting Jellyfish stays discarded (see 2.1.f).",
        "2026-03-01",
        ("2.4.7", "99.9.z"),
    )
    page = render_ruling(library.corpus, record, LIGHT)
    text = page.html
    assert "Moonlight Jellyfish" in text and "TEST_JELLY_1" in text
    assert "does it go to Reserve?" in text and "stays discarded" in text
    assert "2026-03-01" in text
    assert 'href="rule://altered-cr-5.0/2.4.7"' in text and "Fleeting" in text
    # A cited number CR 5.0 does not have is named, not linked.
    assert "99.9.z" in text and 'href="rule://altered-cr-5.0/99.9.z"' not in text
    # A rule number in the answer's own text is a link too.
    assert 'href="rule://altered-cr-5.0/2.1.f"' in text
    assert "card-rulings" not in text and "|" not in page.breadcrumb


def test_ruling_page_of_a_ruling_citing_no_rule_says_so(library: RulesLibrary) -> None:
    from judge_app.gui.ruling_page import render_ruling
    from rules_corpus.search.rulings import RulingRecord

    record = RulingRecord("Some Card", "REF_1", "Can it?", "Yes.", "2026-01-02")
    page = render_ruling(library.corpus, record, LIGHT)
    assert "Can it?" in page.html and "Yes." in page.html
    assert "cites no rule" in page.html and "rule://" not in page.html
