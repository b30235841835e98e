"""Tests for the fan-translated Altered edition parser (rules_corpus/parsing/altered_fan)."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from rules_corpus.model import BlockKind, Document, Kind, NoteKind, Rule, SourceError
from rules_corpus.parsing.altered_fan import parse_altered_fan

SOURCES = Path(__file__).resolve().parents[2] / "rules_corpus" / "sources"
MAIN = "altered_fan_glossary_en.txt"
RESERVE_PAGE = "altered_fan_glossary_reserve_page.txt"
EXCERPTS = "altered_fan_rules_excerpts.txt"

# Counts verified by hand with grep on the main page (the other two files add nothing new):
# * rules: `grep -cE '^[0-9]+(\.[0-9]+)+\.[a-z] '` gives 503 lines, no id twice; the 186 rule
#   lines of the filtered page and the 50 of the excerpts all repeat ids of the main page;
# * sections: 128 printed numbered headings (`grep -cE '^[0-9]+\.[0-9]+(\.[0-9]+)? '` gives 129,
#   minus the "0.0.0 Color Code" preamble) plus 20 unprinted parents that rules are filed under
#   (1, 1.1, 1.2, 2, 2.2, 2.3, 2.4, 3, 3.1, 3.2, 4, 5, 5.1, 5.2, 6, 7, 7.1, 7.3, 7.4, 7.5);
# * notes: 46 "Remark." and 33 "Example." / "++Example." lines before the glossary part;
# * glossary entries: the 23 short headwords after rule 7.5.5.c, Aggro … Vanilla.
RULE_COUNT = 503
SECTION_COUNT = 148
REMARK_COUNT = 46
EXAMPLE_COUNT = 33
GLOSSARY_COUNT = 23


@cache
def document() -> Document:
    names = (MAIN, RESERVE_PAGE, EXCERPTS)
    return parse_altered_fan(
        [(name, (SOURCES / name).read_text(encoding="utf-8")) for name in names]
    )


def rule(rule_id: str, doc: Document | None = None) -> Rule:
    doc = doc or document()
    return next(r for r in doc.rules if r.id == rule_id)


def all_texts(doc: Document) -> list[str]:
    texts: list[str] = []
    for r in doc.rules:
        texts += [r.text, *r.items, *(note.text for note in r.notes)]
    for section in doc.sections:
        texts += [section.title, *section.intro, *(note.text for note in section.notes)]
    for entry in doc.entries:
        texts += [entry.term, entry.text]
    return texts


def messages(doc: Document) -> list[str]:
    return [warning.message for warning in doc.warnings]


# --- the real sources ------------------------------------------------------------------------


def test_meta() -> None:
    meta = document().meta
    assert meta.slug == "altered-fan-2024"
    assert meta.game == "Altered TCG"
    assert meta.title == "Altered Glossary (fan translation of the Comprehensive Rules)"
    assert meta.edition == "Fan translation, dictionary 2024-09-14"
    assert meta.citation_prefix == "Altered fan glossary 2024-09-14"
    assert meta.effective_date == "2024-09-14"
    assert meta.source_files == (MAIN, RESERVE_PAGE, EXCERPTS)
    assert meta.licence == "CC BY-NC 4.0"
    assert "ioamon" in meta.attribution and "Equinox" in meta.attribution


def test_counts() -> None:
    doc = document()
    notes = Counter(note.kind for r in doc.rules for note in r.notes)
    assert len(doc.rules) == RULE_COUNT
    assert len(doc.sections) == SECTION_COUNT
    assert notes == {NoteKind.REMARK: REMARK_COUNT, NoteKind.EXAMPLE: EXAMPLE_COUNT}
    assert len(doc.entries) == GLOSSARY_COUNT


def test_no_id_listed_twice() -> None:
    doc = document()
    rule_ids = [r.id for r in doc.rules]
    section_ids = [s.id for s in doc.sections]
    terms = [e.term.casefold() for e in doc.entries]
    assert len(rule_ids) == len(set(rule_ids))
    assert len(section_ids) == len(set(section_ids))
    assert len(terms) == len(set(terms))


def test_gain_status_is_7_3_8_in_this_edition() -> None:
    doc = document()
    section = next(s for s in doc.sections if s.id == "7.3.8")
    assert section.title == "Gain (status)"
    assert section.parent_id == "7.3"
    assert section.rule_ids == ("7.3.8.a", "7.3.8.b")
    assert rule("7.3.8.a").text == (
        'When an object "gains a status", it has that status from that point onwards.'
    )
    assert rule("7.3.8.a").section_id == "7.3.8"


@pytest.mark.parametrize(
    ("rule_id", "text"),
    [
        ("1.1.2.a", "These rules apply to any two-player game of Altered."),
        (
            "1.4.1.b",
            "An impossible cost cannot be paid.",
        ),
        ("2.1.g", "Cards in hidden zones are not objects."),
        (
            "2.5.1.a",
            "Boost counters, also called +1/+1/+1 counters are a specific type of counters.",
        ),
        (
            "4.2.5.b",
            "Rest Characters in the Expedition zone are sent to Reserve.",
        ),
        ("6.4.b", "A player may always decline to pay a cost."),
        (
            "7.3.1.c",
            'Some earlier printings have effects that say "Activate [a trigger]" instead of a',
        ),
        (
            "7.5.5.c",
            "A Character that switches expeditions leaves its former expedition, but not the "
            "Expedition zone.",
        ),
        (
            "2.2.5.d",
            "The single letter is the rarity of the card, which can be C for commom ([common]), "
            "R for rare ([rare]), F for faction-shifted ([rare]), or U for unique ([unique]).",
        ),
        (
            "2.4.6.b",
            "When a Fleeting Character in Limbo resolves, it gains Fleeting as it enters the "
            "Expedition zone.",
        ),
    ],
)
def test_rule_text(rule_id: str, text: str) -> None:
    assert rule(rule_id).text == text


def test_rule_lines_are_lines_of_the_main_page() -> None:
    assert rule("1.1.1.a").line == 24
    assert rule("7.3.8.a").line == 1276
    assert rule("2.4.1.a").line == 595  # also the first line of the excerpts: main page wins


def test_numbered_steps_are_items_of_their_rule() -> None:
    turn = rule("4.2.3.c")
    assert turn.text == "Turn structure"
    assert turn.items[0].startswith("1. The player whose turn it is plays a quick action")
    assert turn.items[-1] == "4. If the player played a card or passed, the turn ends:"
    assert len(rule("4.4.a").items) == 4


def test_remarks_and_examples_attach_to_the_rule_before_them() -> None:
    remark = rule("1.1.4.e").notes
    assert [note.kind for note in remark] == [NoteKind.REMARK]
    assert remark[0].text.startswith("In Altered, contrary to many other collectible card games")
    assert remark[0].line == 58
    example = rule("2.2.1.h").notes
    assert [note.kind for note in example] == [NoteKind.EXAMPLE]
    assert example[0].text.startswith("Banishing Gate has the effect")
    assert rule("1.1.4.f").notes == ()
    two = rule("2.2.2.m").notes
    assert [note.text.split()[0] for note in two] == ["Aloe", "Celebration"]


def test_plus_wrapped_examples_keep_all_their_lines() -> None:
    (example,) = rule("1.4.5.a").notes
    assert example.kind is NoteKind.EXAMPLE
    assert "++" not in example.text
    assert example.text.startswith("Ninette plays a game against Lithium.")
    assert example.text.endswith("Both Characters are sacrificed simultaneously.")
    (card,) = rule("2.2.10.d").notes
    assert card.text.splitlines()[1:4] == [
        "[reserve] I gain two boosts.",
        '"All right, lad, show me what you\'ve learned."',
        "[support]: The next Character you play this turn gains 1 boost. (Discard me from "
        "Reserve to do this.)",
    ]


def test_unclosed_plus_block_ends_at_the_next_rule() -> None:
    (example,) = rule("2.1.e").notes
    assert example.text.startswith("Moonlight Jellyfish has the reaction")
    assert rule("2.1.f").text.startswith("Rule 2.1.e can apply")
    unclosed = [w for w in document().warnings if "never closed" in w.message]
    assert [(w.file, w.line) for w in unclosed] == [(MAIN, 277), (RESERVE_PAGE, 132)]


def test_no_french_residue_left() -> None:
    for text in all_texts(document()):
        assert not re.search(r"\b(?:fugace|endormi|ancre)\b", text), text
    assert rule("4.2.5.b").notes[0].text == (
        "A number of statuses (Asleep, Anchored, Fleeting) and abilitys (Eternal) modify the "
        "Rest effect."
    )


def test_one_french_residue_warning_per_file() -> None:
    residue = [w for w in document().warnings if "French icon alt-text" in w.message]
    assert [(w.file, w.message.split()[1]) for w in residue] == [
        (MAIN, "23"),
        (RESERVE_PAGE, "23"),
    ]


@pytest.mark.parametrize(
    ("rule_id", "fragment"),
    [
        ("1.1.6.e", 'The symbol [etb] means "When I join the Expedition zone".'),
        ("1.1.6.i", 'The symbol [support] means "Discard me from Reserve"'),
        ("2.2.2.f", "Forest ([forest]), Mountain ([mountain]), Water ([water])"),
        ("1.1.7.f", "(one [forest]|[mountain][water], one [mountain]|[forest][water]"),
        ("7.1.3.f", "The symbol [yzmir] represents the Yzmir faction."),
        ("7.4.3.d", "its [etb], [hand], and [reserve] trigger only once"),
        ("1.1.7.e", "The Exhausted [exhaust] status"),
        ("6.3.a", 'They are written "Trigger – Effect".'),
    ],
)
def test_icons_render_as_bracketed_words(rule_id: str, fragment: str) -> None:
    assert fragment in rule(rule_id).text


def test_icons_in_notes() -> None:
    example = rule("2.1.c").notes[0].text
    assert 'its native "[etb] Sacrifice a Character"' in example
    assert 'Haven "[reserve] I gain 1 boost"' in example
    assert "then the [reserve] reaction will not boost" in example
    remark = rule("2.4.5.a").notes[0].text  # "$es" in the export
    assert remark.startswith(
        'The symbol [exhaust] in the cost of an quick action means "exhaust me"'
    )


def test_ordinary_words_are_not_icons() -> None:
    assert rule("2.2.11.a").text == "The reserve limit is a number."
    assert rule("7.3.6.a").text == 'To "exhaust" an object means have it gain the status Exhausted.'
    assert "[support] ability" not in rule("2.2.10.d").text
    advantage = next(e for e in document().entries if e.term == "Card Advantage")
    assert "more cards in hand (or playable cards)" in advantage.text


def test_sections_tree() -> None:
    sections = {s.id: s for s in document().sections}
    assert sections["1"].title == "" and sections["1"].parent_id is None
    assert sections["1"].children == ("1.1", "1.2", "1.3", "1.4")
    assert sections["1.4"].title == "Golden rules"
    assert sections["1.4"].children == tuple(f"1.4.{n}" for n in range(1, 7))
    assert sections["2.1"].rule_ids[0] == "2.1.a" and sections["2.1"].parent_id == "2"
    assert sections["2.5"].rule_ids[-1] == "2.5.j" and sections["2.5"].children == ("2.5.1",)
    assert sections["7.2.1"].title == "I"
    assert sections["7.3.19"].intro == (
        'When a player has to "sacrifice" [an object], they have to discard an object in play '
        "they control.",
    )
    assert "0.0.0" not in sections


def test_rules_are_in_document_order() -> None:
    ids = [r.id for r in document().rules]
    assert ids[:3] == ["1.1.1.a", "1.1.1.b", "1.1.1.c"]
    assert ids.index("2.5.j") + 1 == ids.index("2.5.1.a")
    assert ids[-1] == "7.5.5.c"


def test_glossary_entries() -> None:
    entries = {e.term: e for e in document().entries}
    assert list(entries)[:3] == ["Aggro", "Archetype", "Biome"]
    assert all(e.kind is Kind.GLOSSARY for e in entries.values())
    assert entries["Aggro"].text.startswith('An "Aggro" deck is a type of archetype')
    assert "[forest] : Forest" in entries["Biome"].text
    assert entries["Free for All"].text.startswith("The Free for All mode is a four-player mode")
    assert "Booster Draft" in entries["Booster Draft (Game Mode)"].aliases
    assert "Sealed Format" in entries["Standard (Game Mode)"].aliases
    assert "Sealed Decks are played 1 vs 1" in entries["Standard (Game Mode)"].text
    war = entries["Booster War (Game Mode)"]
    assert [b.kind for b in war.blocks].count(BlockKind.STEPS) == 2
    assert BlockKind.BULLETS in [b.kind for b in war.blocks]
    phases = entries["Clarification of the phases of a day"]
    assert [b.items[0] for b in phases.blocks] == [
        "Morning Phase",
        "Noon Phase",
        "Afternoon Phase",
        "Dusk Phase",
        "Night Phase",
    ]
    assert "Multiplayer 2v2 (Game Mode)" in entries and "2v2" not in entries


def test_page_chrome_and_preamble_are_skipped() -> None:
    for text in all_texts(document()):
        assert "Loaded JSON file" not in text
        assert "Number of entries" not in text
        assert "Color Code" not in text
        assert "×" not in text


def test_merging_lists_shared_rules_once() -> None:
    # 2.2.7.a is on the main page and the filtered page; 2.4.1.a on the main page and in the
    # excerpts: each is listed once, from the main page.
    doc = document()
    assert [r.id for r in doc.rules].count("2.2.7.a") == 1
    assert rule("2.2.7.a").line == 423
    assert [r.id for r in doc.rules].count("2.4.1.a") == 1
    assert rule("1.1.7.e").text.count("[exhaust]") == 1  # main page, not the excerpts' copy


def test_no_rule_is_only_in_the_excerpts() -> None:
    # Every rule of the excerpts (and of the filtered page) is also on the main page, so no
    # rule of the merged document comes from another file; see the inline merge tests below.
    excerpt_ids = set(re.findall(r"^(\d+(?:\.\d+)+\.[a-z]) ", _read(EXCERPTS), re.M))
    main_ids = {r.id for r in document().rules}
    assert excerpt_ids and excerpt_ids <= main_ids


def test_copies_differing_only_by_icons_raise_no_warning() -> None:
    assert not any("differs" in message for message in messages(document()))


def test_lost_bodies_are_reported() -> None:
    found = messages(document())
    assert "section 2.4.2 'Anchored': its body is lost" in found
    assert "section 2.4.3 'Asleep': its body is lost" in found
    assert "rule 1.2.2.c: its list is lost" in found
    assert "rule 4.2.3.c: the list under its last step is lost" in found
    assert any("'Morning Phase' is lost" in m for m in found)
    assert any("'Decks built from the Booster Draft must follow" in m for m in found)


def test_warning_kinds() -> None:
    found = messages(document())
    assert sum("its list is lost" in m for m in found) == 13
    assert sum("wrapped line joined" in m for m in found) == 12
    assert sum("icon alt-text '" in m for m in found) == 5  # $es $cmomon mountains mouna 1yzmir
    assert any("kept as section intro" in m for m in found)
    assert any(
        "sub-heading of the entry 'Clarification of the phases of a day'" in m for m in found
    )


def _read(name: str) -> str:
    return (SOURCES / name).read_text(encoding="utf-8")


# --- small inline inputs ---------------------------------------------------------------------


def parse(*texts: str) -> Document:
    return parse_altered_fan([(f"f{n}.txt", text) for n, text in enumerate(texts)])


def test_rule_only_in_a_later_file_is_added() -> None:
    doc = parse("1.1 Scope\n\n1.1.a First.\n", "1.1.a First.\n1.1.b Only here.\n")
    assert [r.id for r in doc.rules] == ["1.1.a", "1.1.b"]
    assert rule("1.1.b", doc).text == "Only here." and rule("1.1.b", doc).line == 2
    assert doc.warnings == ()


def test_differing_copies_keep_the_main_page_and_warn() -> None:
    doc = parse("1.1.a Players draw two cards.\n", "1.1.a Players draw three cards.\n")
    assert rule("1.1.a", doc).text == "Players draw two cards."
    assert [(w.file, w.line) for w in doc.warnings] == [("f1.txt", 1)]
    assert "differs" in doc.warnings[0].message


def test_fuller_copy_wins_over_a_cut_short_one() -> None:
    doc = parse("1.1.a Players draw\n", "1.1.a Players draw two cards.\n")
    assert rule("1.1.a", doc).text == "Players draw two cards."
    assert any("cut short" in m for m in messages(doc))


def test_icon_residue_is_not_a_difference() -> None:
    doc = parse(
        '2.1.a The symbol exhaust means "Exhaust me".\n',
        '2.1.a The symbol  means "Exhaust me".\n',
    )
    assert rule("2.1.a", doc).text == 'The symbol [exhaust] means "Exhaust me".'
    assert doc.warnings == ()


def test_french_residue_one_summary_warning() -> None:
    doc = parse("1.1.a It gains Fleeting fugace and Asleep endormi; Anchored ancre.\n1.1.b x.\n")
    assert rule("1.1.a", doc).text == "It gains Fleeting and Asleep; Anchored."
    (warning,) = doc.warnings
    assert warning.line == 1 and "3 French" in warning.message


def test_notes_unclosed_block_and_wrapped_lines() -> None:
    doc = parse(
        "3.1 Zones\n"
        "3.1.a Zones are sets of cards (see\n"
        ").\n"
        "Remark. A remark.\n"
        "++Example. First line\n"
        "second line\n"
        "\n"
        "3.1.b Next rule.\n"
    )
    first = rule("3.1.a", doc)
    assert first.text == "Zones are sets of cards (see)."
    assert [(n.kind, n.text, n.line) for n in first.notes] == [
        (NoteKind.REMARK, "A remark.", 4),
        (NoteKind.EXAMPLE, "First line\nsecond line", 5),
    ]
    found = messages(doc)
    assert any("wrapped line joined to rule 3.1.a" in m for m in found)
    assert any("never closed" in m for m in found)


def test_parents_are_created_with_printed_titles_only() -> None:
    doc = parse("2.1 Objects\n\n2.1.3 Deep\n2.1.3.a Text.\n")
    sections = {s.id: s for s in doc.sections}
    assert list(sections) == ["2", "2.1", "2.1.3"]
    assert sections["2"].title == "" and sections["2"].children == ("2.1",)
    assert sections["2.1"].title == "Objects" and sections["2.1"].children == ("2.1.3",)
    assert sections["2.1.3"].rule_ids == ("2.1.3.a",)
    assert doc.warnings == ()


def test_glossary_entries_after_the_rules() -> None:
    doc = parse(
        "1.1.a A rule.\n\n"
        "Aggro\n\nA fast deck.\n\n"
        "Phases\n\nMorning Phase\n\nNoon Phase\n\n"
        "Sealed (Game Mode)\n\nBuild a deck:\n\n\nStructure: Best of one\nRound time: 30 minutes\n"
    )
    terms = [e.term for e in doc.entries]
    assert terms == ["Aggro", "Phases", "Sealed (Game Mode)"]
    assert doc.entries[0].text == "A fast deck."
    assert doc.entries[2].aliases == ("Sealed",)
    found = messages(doc)
    assert any("'Morning Phase' is lost" in m for m in found)
    assert any("the list after 'Build a deck:' is lost" in m for m in found)


def test_odd_lines_never_raise() -> None:
    doc = parse(
        "Français English Italiano\nNumber of entries : 3\n\n0.0.0 Color Code\n\nLicence text.\n\n"
        "++\n)\n1.2.a\n- stray bullet\nRemark.\n\n1.2.b Real rule.\n2. step\n\n"
        "unnumbered trailing text that is long enough to be a sentence.\n×\n"
    )
    assert [r.id for r in doc.rules] == ["1.2.a", "1.2.b"]
    assert rule("1.2.b", doc).items == ("2. step",)
    assert doc.warnings


def test_no_rules_at_all_is_a_source_error() -> None:
    with pytest.raises(SourceError) as error:
        parse("Français English Italiano\n\nAggro\n\nA fast deck.\n")
    assert error.value.file == "f0.txt"
    with pytest.raises(SourceError):
        parse_altered_fan([])
