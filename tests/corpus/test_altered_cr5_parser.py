"""The CR 5.0 parse is complete and clean: counts pinned, text spot-checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules_corpus.model import Document, NoteKind, SourceError
from rules_corpus.parsing.altered_cr5 import parse_altered_cr5

SOURCE = Path(__file__).resolve().parents[2] / "rules_corpus" / "sources" / "altered_cr_5_0.md"


@pytest.fixture(scope="module")
def doc() -> Document:
    return parse_altered_cr5(SOURCE.read_text(encoding="utf-8"))


def rule(doc: Document, rule_id: str):  # type: ignore[no-untyped-def]
    return next(r for r in doc.rules if r.id == rule_id)


def test_631_lettered_rules_from_1_1_1_a_to_7_5_12_a(doc: Document) -> None:
    assert len(doc.rules) == 631
    assert doc.rules[0].id == "1.1.1.a"
    assert doc.rules[-1].id == "7.5.12.a"
    assert len({r.id for r in doc.rules}) == 631


def test_140_glossary_entries(doc: Document) -> None:
    assert len(doc.entries) == 140
    assert doc.entries[0].term == "Ability"
    assert doc.entries[-1].term == "Zone type"


def test_glossary_page_numbers_are_dropped(doc: Document) -> None:
    zone = next(e for e in doc.entries if e.term == "Zone")
    assert zone.text.endswith("Mana zone, Reserve.")
    assert not any(re.search(r"\d+[–-]\d+\s*$", e.text) for e in doc.entries)


def test_5_1_2_1_typo_is_read_as_5_1_2_l_with_a_warning(doc: Document) -> None:
    assert rule(doc, "5.1.2.l").text.startswith("Some Reactions' triggers read")
    assert not any(r.id == "5.1.2.1" for r in doc.rules)
    assert any("5.1.2.1" in w.message and w.line == 1444 for w in doc.warnings)


def test_table_of_contents_is_not_parsed_as_sections(doc: Document) -> None:
    section = next(s for s in doc.sections if s.id == "1.1.1")
    assert section.title == "This Document"
    assert section.line > 200


def test_section_tree_from_numbers_not_heading_depth(doc: Document) -> None:
    sections = {s.id: s for s in doc.sections}
    assert sections["1.4.7"].title == "Who Did That?"  # printed "#### **1.4.7 Who Did That?**"
    assert sections["1.4.7"].parent_id == "1.4"
    assert "1.4.7" in sections["1.4"].children
    assert sections["1"].title == "Overview"
    assert sections["7.3.16"].title == "Gain (status)"


def test_6_2_e_text_and_its_example(doc: Document) -> None:
    r = rule(doc, "6.2.e")
    assert r.text.startswith("Some optional replacing modifiers also state an alternative")
    assert "**" not in r.text and "[effect]" in r.text
    assert [n.kind for n in r.notes] == [NoteKind.EXAMPLE]
    assert "Mighty Jinn" in r.notes[0].text and "making Lithium draw Mighty Jinn" in r.notes[0].text


def test_remarks_are_kept_apart_from_rule_text(doc: Document) -> None:
    r = rule(doc, "3.2.1.b")
    assert "Remark" not in r.text
    assert r.notes[0].kind is NoteKind.REMARK
    # A Remark printed over two lines stays one note.
    assert "The six objects they represent" in r.notes[0].text


def test_rule_with_bold_title(doc: Document) -> None:
    r = rule(doc, "4.2.1.b")
    assert r.title == "Succeed"
    assert r.text == "The player to the left of the first player becomes the first player."


def test_bullets_belong_to_their_rule(doc: Document) -> None:
    r = rule(doc, "1.2.2.c")
    assert r.text == "Objects have characteristics:"
    assert len(r.items) == 13
    assert r.items[0] == "Type (Character, Emblem, Hero, Permanent, Region, Spell)"


def test_export_artefacts_are_cleaned(doc: Document) -> None:
    texts = [r.text for r in doc.rules] + [n.text for r in doc.rules for n in r.notes]
    for text in texts:
        assert "**" not in text
        assert "](#)" not in text
        assert "<sup>" not in text and "<sub>" not in text
        assert not re.search(r"\$\d+\$", text)


def test_icons_restored_as_words(doc: Document) -> None:
    assert rule(doc, "1.1.6.e").text.startswith("The symbol [When I enter play] means")
    assert rule(doc, "7.1.4.a").text == "The symbol [Exhaust me] means “Exhaust me”."
    example = rule(doc, "1.4.5.a").notes[0].text
    assert "“[When played from Hand] Each player may Resupply”" in example
    assert not any("icon restoration" in w.message for w in doc.warnings)


def test_figure_residue_dropped_with_warning(doc: Document) -> None:
    assert not any("Sneezzer" in r.text for r in doc.rules)
    assert any("figure residue" in w.message for w in doc.warnings)


def test_section_8_keeps_its_change_list(doc: Document) -> None:
    section = next(s for s in doc.sections if s.id == "8")
    assert section.title == "Changes From the Previous Version"
    assert "New Rules" in section.intro
    assert any("Rule 4.2.1.f was added" in text for text in section.intro)


def test_truncated_source_raises_source_error_with_line() -> None:
    with pytest.raises(SourceError) as error:
        parse_altered_cr5("# Contents\nnothing here\n")
    assert error.value.file == "altered_cr_5_0.md"
    assert "Overview" in error.value.message


def test_odd_lines_become_warnings_not_errors() -> None:
    text = "# 1 Overview\n## 1.1 General\n**1.1.a** A rule.\n**1.1.a** Again.\n- stray\n"
    doc = parse_altered_cr5(text)
    assert [r.id for r in doc.rules] == ["1.1.a"]
    assert any("printed twice" in w.message for w in doc.warnings)
