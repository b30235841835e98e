"""A ruling given under an earlier version of the rules is marked on its own page and in the
search list (issue 35); fixture rulings written for this test, the real CR 5.0."""

from __future__ import annotations

import pytest

from judge_app.gui.ruling_page import render_ruling
from judge_app.gui.search_model import SearchController
from judge_app.gui.theme import LIGHT
from rules_corpus.library import RulesLibrary
from rules_corpus.search.rulings import RulingRecord, Rulings

pytestmark = pytest.mark.gui
QUESTION = "In 2vs2, can Ruled Tinkerer give a boost to a Character my ally controls?"
ANSWER = "No. You only control Characters in your own Expeditions."


def record(date: str) -> RulingRecord:
    return RulingRecord("Ruled Tinkerer", "ALT_DSR_B_AX_01_C", QUESTION, ANSWER, date)


def test_the_ruling_page_shows_the_change_and_which_rules_are_followed(
    library: RulesLibrary,
) -> None:
    page = render_ruling(library.corpus, record("2025-11-20"), LIGHT)
    assert "Given under an earlier version of the rules." in page.html
    assert "Section 7.5.5 (Control) was rewritten" in page.html
    assert "The sandbox follows CR 5.0" in page.html
    assert "rule:" in page.html or "7.5.5</a>" in page.html
    later = render_ruling(library.corpus, record("2026-03-10"), LIGHT)
    assert "earlier version" not in later.html


class HeldRulings:
    """Only what the search list reads of the index for a ruling's row (the session's index
    is shared by every test and keeps no rulings)."""

    def __init__(self, *records: RulingRecord) -> None:
        self.rulings = Rulings(records)


def test_the_search_list_marks_the_ruling(library: RulesLibrary) -> None:
    earlier, later = record("2025-11-20"), record("2026-03-10")
    model = SearchController(library.corpus, library.index)
    model.index = HeldRulings(earlier, later)  # type: ignore[assignment]
    assert model._ruling_mark(earlier.key) == " — given under an earlier version of the rules"
    model.index = HeldRulings(later)  # type: ignore[assignment]
    assert model._ruling_mark(later.key) == ""
