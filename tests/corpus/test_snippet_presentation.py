"""What a hit's snippet says (issue 19): a section with no text of its own shows what it holds,
and a text's line breaks (a rule's items) stay visible in the one-line snippet."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.library import RulesLibrary
from rules_corpus.model import Document, DocumentMeta, Note, NoteKind, Rule, Section
from rules_corpus.search.snippets import LINE_BREAK, make_snippet, section_overview


def _corpus() -> Corpus:
    meta = DocumentMeta("toy", "Toy", "Toy rules", "1", "Toy 1", None, (), "", "")
    sections = (
        Section("9", "Zones", None, 1, children=("9.1", "9.2", "9.3")),
        Section("9.1", "Pile", "9", 2, rule_ids=("9.1.a", "9.1.b", "9.1.c")),
        Section("9.2", "Bin", "9", 6, rule_ids=("9.2.a",)),
        Section("9.3", "Vault", "9", 8),
    )
    rules = (
        Rule("9.1.a", "9.1", "The Pile is a shared zone.", 3),
        Rule("9.1.b", "9.1", "Cards in the Pile are face down.", 4),
        Rule("9.1.c", "9.1", "", 5, notes=(Note(NoteKind.REMARK, "The Pile is never empty.", 5),)),
        Rule("9.2.a", "9.2", "", 7, items=("Discarded cards go to the Bin.",)),
    )
    return Corpus((Document(meta, sections, rules, ()),))


def test_a_section_without_text_shows_its_rules_with_their_numbers() -> None:
    said = section_overview(_corpus(), "toy", "9.1")
    assert said == (
        "3 rules: 9.1.a The Pile is a shared zone. • 9.1.b Cards in the Pile are face down."
        " • 9.1.c Remark. The Pile is never empty."
    )
    assert section_overview(_corpus(), "toy", "9.2") == (
        "1 rule: 9.2.a Discarded cards go to the Bin."
    )


def test_a_section_of_sections_names_its_subsections() -> None:
    assert section_overview(_corpus(), "toy", "9") == (
        "3 subsections: 9.1 Pile • 9.2 Bin • 9.3 Vault"
    )


def test_an_empty_heading_says_so_and_a_non_section_gives_nothing() -> None:
    assert "no rules" in section_overview(_corpus(), "toy", "9.3")
    assert section_overview(_corpus(), "toy", "9.1.a") == ""
    assert section_overview(_corpus(), "toy", "42") == ""


def test_line_breaks_are_shown_and_the_spans_still_mark_the_words() -> None:
    text = "Each faction has a colour.\nAxiom:, brown\n\nBravos:, red"
    snippet, spans = make_snippet(text, ({"bravo"}, ()))
    assert snippet == f"Each faction has a colour.{LINE_BREAK}Axiom:, brown{LINE_BREAK}Bravos:, red"
    assert [snippet[s:e] for s, e in spans] == ["Bravos"]


def test_a_line_printing_its_own_bullet_gets_one_bullet_not_two() -> None:
    text = "Each player brings 70 cards:\n\n• A main deck of 60 cards, and\n• a side deck."
    snippet, spans = make_snippet(text, ({"deck"}, ()))
    assert snippet == "Each player brings 70 cards: • A main deck of 60 cards, and • a side deck."
    assert [snippet[s:e] for s, e in spans] == ["deck", "deck"]


def test_a_sub_item_keeps_its_dash_instead_of_a_bullet() -> None:
    text = "Moves if:\none of the following:\n– it had more;\n– it was Ascended.\nDone."
    snippet, spans = make_snippet(text, ({"ascend"}, ()))
    assert snippet == (
        "Moves if: • one of the following: – it had more; – it was Ascended. • Done."
    )
    assert [snippet[s:e] for s, e in spans] == ["Ascended"]


def test_every_textless_section_hit_shows_what_it_holds(library: RulesLibrary) -> None:
    """Found by its number, every section with no text of its own, in every document, has a
    snippet naming its first rule or subsection. (A bare "3" is not read as a number: the
    chapters are left out.)"""
    corpus = library.corpus
    checked = 0
    for document in corpus.documents:
        for section in document.sections:
            if section.intro or not (section.rule_ids or section.children) or "." not in section.id:
                continue
            hits = library.index.search(section.id, doc=document.slug, kind="section").hits
            hit = next(h for h in hits if h.id == section.id)
            first = (section.rule_ids or section.children)[0]
            assert f"{first} " in hit.snippet, (document.slug, section.id, hit.snippet)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    ("query", "section", "word"),
    [("fleeting", "2.4.7", "fleeting"), ("reserve", "3.2.10", "reserve")],
)
def test_a_section_found_by_words_marks_them_in_its_rules(
    library: RulesLibrary, query: str, section: str, word: str
) -> None:
    hits = library.index.search(query, doc="altered-cr-5.0", kind="section").hits
    hit = next(h for h in hits if h.id == section)
    assert hit.snippet.startswith(f"{section}.a ") or f" {section}.a " in hit.snippet
    assert hit.spans and all(hit.snippet[s:e].lower().startswith(word) for s, e in hit.spans)


def test_every_textless_entry_hit_shows_where_it_points(library: RulesLibrary) -> None:
    """A headword with no text, only "see also" references, shows them, not a blank line."""
    checked = 0
    for document in library.corpus.documents:
        for entry in document.entries:
            if entry.text.strip() or not entry.see_also:
                continue
            hits = library.index.search(entry.term, doc=document.slug, limit=30).hits
            hit = next(h for h in hits if h.id == entry.term)
            assert hit.snippet.startswith("See also: "), (entry.term, hit.snippet)
            assert all(term in hit.snippet for term in entry.see_also[:2]), hit.snippet
            checked += 1
    assert checked >= 3
