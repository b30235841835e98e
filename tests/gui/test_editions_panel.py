"""The reading pane's "In other editions" line (issue 8's lookup-app part)."""

from __future__ import annotations

from judge_app.gui.lookup import Found, resolve
from judge_app.gui.pages import render
from judge_app.gui.theme import LIGHT
from rules_corpus.corpus import Corpus


def page_html(corpus: Corpus, doc: str, item_id: str) -> str:
    found = resolve(corpus, doc, item_id)
    assert isinstance(found, Found)
    return render(corpus, found, LIGHT).html


def test_old_section_number_shows_its_5_0_equivalent(corpus: Corpus) -> None:
    html = page_html(corpus, "altered-fan-2024", "7.3.8")
    assert "In other editions" in html
    assert "rule://altered-cr-5.0/7.3.16" in html and "renumbered" in html


def test_changed_rule_shows_word_diff(corpus: Corpus) -> None:
    html = page_html(corpus, "altered-fan-2024", "1.1.4.c")
    assert "rule://altered-cr-5.0/1.1.4.b" in html and "changed" in html
    assert "<s " in html and "<b>consist of between 40 and 60</b>" in html


def test_new_rule_says_new_in_5_0(corpus: Corpus) -> None:
    html = page_html(corpus, "altered-cr-5.0", "4.2.1.f")
    assert "new in 5.0" in html


def test_heroes_journey_has_no_editions_line(corpus: Corpus) -> None:
    assert "In other editions" not in page_html(corpus, "heroes-journey", "Atlas")


def test_searching_an_old_number_offers_its_5_0_equivalent(library: object) -> None:
    from judge_app.gui.search_model import Filters, SearchController

    lib = library
    controller = SearchController(lib.corpus, lib.index)  # type: ignore[attr-defined]
    view = controller.run("7.3.8", Filters(doc="altered-fan-2024"))
    assert view.hits and view.hits[0].target.id == "7.3.8"
    assert "7.3.8 in the Altered fan glossary 2024-09-14 is 7.3.16 in Altered CR 5.0." in (
        view.notices
    )
