"""References and glossary terms become links; dangling ones are reported."""

from __future__ import annotations

from rules_corpus.corpus import Corpus
from rules_corpus.linking.linker import dangling_links
from rules_corpus.linking.references import find_references
from rules_corpus.model import LinkKind, Rule, Section


def test_reference_shapes() -> None:
    text = (
        "see Rule 2.1.f; Rules 6.3.e and 6.3.f; Section 7.3.10; see 6.1.g "
        "(see Rule 3.2.7.c) Subsection 1.4"
    )
    assert [r.id for r in find_references(text)] == [
        "2.1.f",
        "6.3.e",
        "6.3.f",
        "7.3.10",
        "6.1.g",
        "3.2.7.c",
        "1.4",
    ]


def test_plain_numbers_are_not_references() -> None:
    assert find_references("Version 2.0 creates an Ordis Recruit 1/1/1 token; 4.0") == []


def test_rule_reference_links_to_existing_rule(corpus: Corpus) -> None:
    # The Remark under 2.2.14.c says "(see Rule 3.2.7.c)".
    rule = corpus.get("altered-cr-5.0", "2.2.14.c")
    assert isinstance(rule, Rule)
    links = [link for note in rule.notes for link in note.links if link.kind is LinkKind.RULE]
    assert [(link.target_id, link.resolved) for link in links] == [("3.2.7.c", True)]


def test_section_reference_link(corpus: Corpus) -> None:
    rule = corpus.get("altered-cr-5.0", "1.1.6.e")
    assert isinstance(rule, Rule)
    section_links = [link for link in rule.links if link.kind is LinkKind.SECTION]
    assert [(link.target_id, link.resolved) for link in section_links] == [("7.3.10", True)]
    assert rule.text[section_links[0].start : section_links[0].end] == "7.3.10"


def test_glossary_terms_link_at_first_mention(corpus: Corpus) -> None:
    rule = corpus.get("altered-cr-5.0", "2.4.7.e")
    assert isinstance(rule, Rule)
    terms = [link.target_id for link in rule.links if link.kind is LinkKind.GLOSSARY]
    assert "Fleeting" in terms and "Limbo" in terms
    assert len(terms) == len(set(terms))


def test_changes_section_links_to_the_rules_it_mentions(corpus: Corpus) -> None:
    section = corpus.get("altered-cr-5.0", "8")
    assert isinstance(section, Section)
    targets = {link.target_id for links in section.intro_links for link in links}
    assert {"4.2.1.f", "5.1.2.k", "6.5.j", "7.3.10"} <= targets


def test_cr5_has_no_dangling_references(corpus: Corpus) -> None:
    assert dangling_links(corpus.document("altered-cr-5.0")) == []


def test_heroes_journey_dangling_see_also_reported(corpus: Corpus) -> None:
    dangling = dangling_links(corpus.document("heroes-journey"))
    assert dangling, "the Heroes' Journey document has See also targets that do not exist"
    assert any(d.target_id == "despair" for d in dangling)
    atlas = corpus.get("heroes-journey", "Atlas")
    assert atlas is not None
