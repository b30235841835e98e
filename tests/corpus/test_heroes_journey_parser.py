"""Tests for the parser of "The Heroes' Journey" full rules document."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_corpus.model import BlockKind, Document, Entry, Kind, SourceError
from rules_corpus.parsing.heroes_journey import parse_heroes_journey

SOURCE = (
    Path(__file__).resolve().parents[2]
    / "rules_corpus"
    / "sources"
    / "heroes_journey_full_rules.txt"
)
FILE = "heroes_journey_full_rules.txt"


@pytest.fixture(scope="module")
def doc() -> Document:
    return parse_heroes_journey(SOURCE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def entries(doc: Document) -> dict[str, Entry]:
    return {entry.term: entry for entry in doc.entries}


def _items(entry: Entry, kind: BlockKind) -> list[tuple[str, ...]]:
    return [block.items for block in entry.blocks if block.kind is kind]


# --------------------------------------------------------------------------- the real file


def test_has_118_distinct_headwords(doc: Document) -> None:
    terms = [entry.term for entry in doc.entries]
    assert len(terms) == 118
    assert len({term.casefold() for term in terms}) == 118
    assert all(entry.kind is Kind.HEADWORD for entry in doc.entries)


def test_title_line_is_not_an_entry_and_card_title_brackets_are(doc: Document) -> None:
    first = doc.entries[0]
    assert (first.term, first.line) == ("[ ]", 3)
    assert first.text.startswith("In gametext, card titles will be listed in between square")
    assert all("Full Rules Document" not in entry.term for entry in doc.entries)


def test_meta(doc: Document) -> None:
    meta = doc.meta
    assert meta.slug == doc.slug == "heroes-journey"
    assert meta.game == "The Heroes' Journey"
    assert meta.title == "Full Rules Document for The Heroes' Journey"
    assert meta.edition == "Full Rules"
    assert meta.citation_prefix == "Heroes' Journey Full Rules"
    assert meta.effective_date is None
    assert meta.source_files == (FILE,)
    assert meta.attribution == "The Heroes' Journey community"
    assert doc.sections == () and doc.rules == ()


def test_duplicate_phase_step_action_is_merged_with_a_warning(
    doc: Document, entries: dict[str, Entry]
) -> None:
    matching = [entry for entry in doc.entries if entry.term == "Phase/Step action"]
    assert len(matching) == 1
    entry = matching[0]
    assert entry.line == 330
    paragraphs = _items(entry, BlockKind.PARAGRAPH)
    assert len(paragraphs) == len(set(paragraphs)) == 5  # identical bodies are not doubled
    assert entry.see_also == ("condition", "action", "cost", "effect", "response")
    (warning,) = [w for w in doc.warnings if "duplicate" in w.message]
    assert warning.line == 349
    assert warning.file == FILE
    assert "Phase/Step action" in warning.message and "330" in warning.message


def test_warnings_of_the_real_file(doc: Document) -> None:
    assert [(w.line, w.message.split(" ", 1)[0]) for w in doc.warnings] == [
        (169, "'Culture':"),  # "The culture names and icons are:" with the list missing
        (295, "'See"),  # "See also: limit." with a colon
        (349, "duplicate"),
    ]


def test_entry_lines_point_at_headwords(doc: Document) -> None:
    lines = SOURCE.read_text(encoding="utf-8").split("\n")
    for entry in doc.entries:
        assert lines[entry.line - 1].startswith(f"{entry.term} – ")


def test_first_paragraphs(entries: dict[str, Entry]) -> None:
    starts = {
        "Action": "Most everything that occurs in the game is a kind of action.",
        "Atlas": "Your atlas is a second, smaller deck of cards kept separately",
        "Burden": "When troubles strike the party, you place a burden token",
        "“Is about to” actions": "Some actions are preformed when a described situation",
        "Your/Yours": "Whenever a card or the rules use “your” it is referring",
        "To Play:": "Game text on cards representing additional costs",
    }
    for term, start in starts.items():
        first = entries[term].blocks[0]
        assert first.kind is BlockKind.PARAGRAPH
        assert first.items[0].startswith(start), term


def test_example_and_exception_paragraphs_are_kept(entries: dict[str, Entry]) -> None:
    active = _items(entries["Active"], BlockKind.PARAGRAPH)
    assert ("Exception: Any cards that are borne by inactive cards are also inactive.",) in active
    can = _items(entries["Can vs Cannot"], BlockKind.PARAGRAPH)
    assert can[1][0].startswith("Example: Hector, Son of Priam has the text:")


def test_active_bullets(entries: dict[str, Entry]) -> None:
    active = entries["Active"]
    assert [block.kind for block in active.blocks[:2]] == [BlockKind.PARAGRAPH, BlockKind.BULLETS]
    assert active.blocks[1].items == (
        "Sites on the adventure path,",
        "Your Campaign cards,",
        "Your Quest Need, and",
        "Your opponents’ Adversary cards.",
        "As well as your burden pool.",
    )
    assert active.see_also == ("stack",)
    assert active.blocks[2].items[0].endswith("otherwise removed from the play area.")


def test_turn_sequence_steps_fold_sub_steps(entries: dict[str, Entry]) -> None:
    (steps,) = _items(entries["Turn sequence"], BlockKind.STEPS)
    assert steps == (
        "Campaign Phase",
        "Adversary Phase(s) – one for each Adversary player",
        "Ranged Phase: 3.1 Maneuver Step; 3.2 Barrage Step",
        "Melee Phase: 4.1 Assignment Step; 4.2 Skirmish Step(s) – one for each skirmish",
        "Regroup Phase",
    )


def test_other_procedures(entries: dict[str, Entry]) -> None:
    (campaign,) = _items(entries["Campaign phase"], BlockKind.STEPS)
    assert campaign == (
        "Reset the move limit.",
        "Trigger actions.",
        "Perform campaign actions.",
        "Move the party.",
    )
    (regroup,) = _items(entries["Regroup phase"], BlockKind.STEPS)
    assert regroup[-1] == (
        "The Campaign player chooses: 5.1 (if move limit allows) Move again to the next site. "
        "5.2 Stop at the current site."
    )
    (skirmish,) = _items(entries["Skirmish step(s)"], BlockKind.STEPS)
    assert len(skirmish) == 8
    assert skirmish[2] == "“When a skirmish step begins…” effects occur."
    (playing,) = _items(entries["Playing a card"], BlockKind.STEPS)
    assert len(playing) == 7


def test_see_also_lists(entries: dict[str, Entry]) -> None:
    assert entries["Atlas"].see_also == (
        "building your deck",
        "movement summary",
        "setting up the game",
        "site",
    )
    assert entries["Vitality"].see_also == ("exhausted", "killed")
    assert entries["Bearer"].see_also == ("Adversary cards", "killed", "leaving play", "transfer")
    assert entries["Cost"].see_also[:3] == ("exert", "Adversary phase(s)", "spot")
    assert entries["Void"].see_also == ("playing a card",)
    assert entries["Max"].see_also == ("limit",)
    assert entries["Token"].see_also == ("burden", "wound", "doom", "risk pool")


def test_definition_that_is_only_a_reference(entries: dict[str, Entry]) -> None:
    look_at = entries["Look at"]
    assert look_at.blocks == ()
    assert look_at.see_also == ("effect",)
    assert entries["Sites 3 & 6"].see_also == ("sanctuary",)


def test_no_see_sentence_left_in_text(doc: Document) -> None:
    for entry in doc.entries:
        assert "See also" not in entry.text, entry.term
        assert not re.search(r"(^|\n|\()See\b", entry.text), entry.term


def test_lower_case_inline_references_stay_in_text(entries: dict[str, Entry]) -> None:
    assert "(see overwhelmed)" in entries["Losing the game"].text


def test_block_items_are_clean(doc: Document) -> None:
    for entry in doc.entries:
        for block in entry.blocks:
            assert block.items
            for item in block.items:
                assert item, entry.term
                assert item == item.strip(), (entry.term, item)
                assert "  " not in item, (entry.term, item)
                assert "\xa0" not in item, (entry.term, item)
                assert not item.startswith("•"), (entry.term, item)
                if block.kind is BlockKind.STEPS:
                    assert not re.match(r"\d+\.\s", item), (entry.term, item)


def test_typographic_quotes_are_kept(entries: dict[str, Entry]) -> None:
    assert "“Each Campaign phase”" in entries["Action"].text
    assert "player’s" in entries["Action Procedure"].text


def test_aliases(entries: dict[str, Entry]) -> None:
    assert entries["Your/Yours"].aliases == ("Your", "Yours")
    assert entries["Their/Theirs"].aliases == ("Their", "Theirs")
    assert entries["Phase/Step action"].aliases == ("Phase action", "Step action")
    assert entries["Adversary phase(s)"].aliases == ("Adversary phase", "Adversary phases")
    assert entries["Atlas"].aliases == ()


# --------------------------------------------------------------------------- odd input


def test_empty_text_raises_source_error_with_line() -> None:
    with pytest.raises(SourceError) as raised:
        parse_heroes_journey("", file="empty.txt")
    assert raised.value.file == "empty.txt"
    assert raised.value.line == 1
    assert "empty.txt, line 1" in str(raised.value)


def test_text_without_headwords_raises_source_error() -> None:
    with pytest.raises(SourceError):
        parse_heroes_journey("A title\n\nJust some prose without any headword.\n")


def test_stray_indented_line_before_first_headword_is_a_warning() -> None:
    doc = parse_heroes_journey("Title\n\u00a0\u00a0 stray continuation\nFoo – A foo.\n")
    assert [entry.term for entry in doc.entries] == ["Foo"]
    (warning,) = doc.warnings
    assert warning.line == 2
    assert "before the first headword" in warning.message


def test_bullet_before_first_headword_is_a_warning() -> None:
    doc = parse_heroes_journey("• loose bullet\nFoo – A foo.")
    assert [(w.line, "bullet" in w.message) for w in doc.warnings] == [(1, True)]


def test_non_en_dash_separator_is_accepted_with_a_warning() -> None:
    doc = parse_heroes_journey("T\nFoo — A foo.\nBar - A bar.\nBaz – A baz.")
    assert [entry.term for entry in doc.entries] == ["Foo", "Bar", "Baz"]
    assert [w.line for w in doc.warnings] == [2, 3]


def test_hyphenated_continuation_is_not_a_headword() -> None:
    doc = parse_heroes_journey("T\nFoo – A foo.\nQuest-bound cards are special.")
    (entry,) = doc.entries
    assert _items(entry, BlockKind.PARAGRAPH)[1] == ("Quest-bound cards are special.",)


def test_duplicate_with_new_content_appends_it() -> None:
    text = "T\nFoo – A foo.\nSee also bar.\nGoo – A goo.\nFoo – A foo.\n  Second paragraph.\n"
    doc = parse_heroes_journey(text)
    foo = doc.entries[0]
    assert foo.text == "A foo.\n\nSecond paragraph."
    assert foo.see_also == ("bar",)
    assert [w.line for w in doc.warnings] == [5]


def test_see_also_targets_split_on_commas_and_and() -> None:
    doc = parse_heroes_journey("T\nFoo – A foo. (See also bar, baz and qux.)\n")
    (entry,) = doc.entries
    assert entry.see_also == ("bar", "baz", "qux")
    assert entry.text == "A foo."


def test_misnumbered_steps_are_kept_with_a_warning() -> None:
    doc = parse_heroes_journey("T\nFoo – Do this:\n  1. One.\n  3. Two.\n    2. Sub.\n")
    (entry,) = doc.entries
    assert _items(entry, BlockKind.STEPS) == [("One.", "Two. 2.1 Sub.")]
    assert [w.line for w in doc.warnings] == [4, 5]


def test_headword_without_definition_is_a_warning() -> None:
    doc = parse_heroes_journey("T\nFoo –\n  Body.\n")
    (entry,) = doc.entries
    assert entry.text == "Body."
    assert [w.line for w in doc.warnings] == [2]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "",
                "Foo – A foo.",
                "  • item",
                "• (See x.)",
                "  1. step",
                "    2. sub",
                "See also",
                "\u00a0\u00a0 text:",
                "(See",
                "Bar – ",
                "– –",
                "x" * 90 + " – y",
                "\ufeff",
                "\r",
            ]
        )
        | st.text(max_size=40),
        max_size=12,
    )
)
def test_never_raises_anything_but_source_error(lines: list[str]) -> None:
    try:
        doc = parse_heroes_journey("\n".join(lines))
    except SourceError:
        return
    assert doc.entries
