"""What a hit card says in the results list (issue 19): a section with no text of its own
shows its rules, and a long snippet is clipped from the start of the line its match is on."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from judge_app.gui.launch import apply_start_options
from judge_app.gui.main_window import MainWindow
from judge_app.gui.options import GuiOptions
from judge_app.gui.results_view import SNIPPET_CHARS, _clip, hit_html
from judge_app.gui.theme import LIGHT
from judge_app.gui.urls import Target
from rules_corpus.search.snippets import LINE_BREAK

pytestmark = pytest.mark.gui


def test_a_section_hit_shows_its_rules_not_a_blank_line(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.search.set_query("fleeting")
    sections = [h for h in window.search.view.hits if h.kind == "section"]
    assert sections, [h.label for h in window.search.view.hits]
    for hit in sections:
        assert hit.snippet.strip(), hit.label
        card = hit_html(hit, LIGHT)
        assert f"{hit.label}.a" in card  # its first rule, by number
        assert LIGHT.mark_bg in card  # the searched word marked in its rules


def test_clip_opens_on_the_line_of_the_first_match() -> None:
    rules = [f"9.1.{letter} " + "words " * 12 + "filler." for letter in "abc"]
    text = "3 rules: " + LINE_BREAK.join(rules) + LINE_BREAK + "9.1.d The Pile is here."
    start = text.index("Pile")
    clipped, spans = _clip(text, ((start, start + 4),))
    assert clipped.startswith("… 9.1.d The Pile")
    assert [clipped[s:e] for s, e in spans] == ["Pile"]
    assert len(clipped) <= SNIPPET_CHARS + 4


def test_clip_far_into_a_long_line_keeps_a_short_lead_in() -> None:
    text = "x " * 200 + "Pile" + " y" * 100
    start = text.index("Pile")
    clipped, spans = _clip(text, ((start, start + 4),))
    assert clipped.startswith("… ") and clipped.index("Pile") <= 60
    assert [clipped[s:e] for s, e in spans] == ["Pile"]


def test_a_superseded_hit_says_listed_above_only_when_its_current_rule_is_listed(
    make_window: Callable[..., MainWindow],
) -> None:
    window = make_window()
    window.search.set_query("fleeting")
    view = window.search.view
    current = {h.target for h in view.hits if not h.superseded}
    old = [h for h in view.hits if h.superseded.startswith("Superseded — now ")]
    assert old
    for hit in old:
        now = hit.superseded.removeprefix("Superseded — now Altered CR 5.0 — ")
        number = now.removesuffix(", listed above")
        listed = Target("altered-cr-5.0", number) in current
        assert now.endswith(", listed above") == listed, hit.superseded
    assert any(h.superseded.endswith(", listed above") for h in old)


def test_start_options_doc_filters_the_query_and_an_unknown_doc_says_so(
    make_window: Callable[..., MainWindow],
) -> None:
    """``judge-app --query Q --doc SLUG`` (and its --screenshot) searches that document only."""
    window = make_window()
    apply_start_options(window, GuiOptions(query="who goes first", doc="altered-fan-2024"))
    assert window.search.filters().doc == "altered-fan-2024"
    hits = window.search.view.hits
    assert hits and all(h.target.doc == "altered-fan-2024" for h in hits)
    apply_start_options(window, GuiOptions(query="fleeting", doc="no-such-doc"))
    assert window.search.filters().doc == "altered-fan-2024"  # left as it was
    assert "No document “no-such-doc”" in window.statusBar().currentMessage()
