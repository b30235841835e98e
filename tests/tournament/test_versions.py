"""Names as people write them: any imported language, versions in parentheses; a name
matching several versions is asked about (1.1.4.d, Remark), never guessed; unknown
references and names are violations of their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.tournament.check import check_deck, check_deck_file, parse_date
from scenarios.tournament.listing import parse_list
from scenarios.tournament.versions import CardIndex, read_lines

ON = "2025-06-15"


def test_a_name_in_french_and_in_english_is_the_same_card(index: CardIndex) -> None:
    deck = read_lines("list", parse_list("2 Bricoleur rouage (Common)\n1 cog tinkerer (c)"), index)
    assert [c.version.label for c in deck.cards] == ["Cog Tinkerer (Common, Axiom)"] * 2
    assert deck.questions == () and deck.unknown == ()


def test_an_ambiguous_name_is_asked_not_guessed(index: CardIndex) -> None:
    lines = parse_list("1 Warden Ilse\n3 Cog Tinkerer")
    verdict = check_deck(lines, index, "constructed", ON)
    (question,) = verdict.questions
    assert question == (
        "Line 2: which version of Cog Tinkerer? Cog Tinkerer (Common, Axiom) or "
        "Cog Tinkerer (Rare, Axiom) or Cog Tinkerer (Rare, Bravos)"
    )
    asked = [v for v in verdict.violations if v.cards == ("3 × Cog Tinkerer, line 2",)]
    assert [v.rule for v in asked] == ["1.1.4.d"]
    assert "Ask the player which version" in asked[0].message
    assert verdict.counts.unknown == 3 and verdict.counts.cards == 4


def test_words_after_the_name_leave_one_version(index: CardIndex) -> None:
    deck = read_lines(
        "list", parse_list("1 Cog Tinkerer (Rare, Bravos)\n1 Cog Tinkerer (Rare, Axiom)"), index
    )
    assert [c.version.label for c in deck.cards] == [
        "Cog Tinkerer (Rare, Bravos)",
        "Cog Tinkerer (Rare, Axiom)",
    ]
    # Two Rares are still two versions: the faction must be said
    rare = read_lines("list", parse_list("1 Cog Tinkerer (Rare)"), index)
    assert len(rare.questions) == 1 and len(rare.questions[0].versions) == 2


def test_unknown_references_and_names_are_violations_not_dropped(index: CardIndex) -> None:
    lines = parse_list(
        "1 Warden Ilse\n2 ALT_NOPE_B_AX_99_C\n3 Nobody Special\n1 Cog Tinkerer (Exalted)"
    )
    verdict = check_deck(lines, index, "constructed", ON)
    assert verdict.unknown == ("ALT_NOPE_B_AX_99_C", "Nobody Special", "Cog Tinkerer (exalted)")
    assert verdict.counts.cards == 7
    unknown = [v for v in verdict.violations if v.rule == "1.1.4.a"]
    assert [v.cards for v in unknown] == [
        ("2 × ALT_NOPE_B_AX_99_C, line 2",),
        ("3 × Nobody Special, line 3",),
        ("1 × Cog Tinkerer (exalted), line 4",),
    ]
    assert "no such version; the card data has Cog Tinkerer (Common, Axiom)" in unknown[2].message


def test_a_unique_is_known_by_its_card_and_its_reference(index: CardIndex) -> None:
    deck = read_lines("list", parse_list("1 ALT_DSK_B_AX_18_U_7\n1 ALT_DSK_B_BR_77_U_1"), index)
    assert [c.version.label for c in deck.cards] == ["Axiom Card 18 (Unique, Axiom)"]
    assert deck.unknown[0].why == "a Unique print of a card not in the imported card data"


def test_bad_lines_name_file_and_line(tmp_path: Path, index: CardIndex) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Warden Ilse\nthree Cog Tinkerer\n0 Cog Tinkerer\n", encoding="utf-8")
    with pytest.raises(LoadError) as err:
        check_deck_file(deck, index)
    first, second = err.value.messages
    assert first.endswith(
        "deck.txt:2: expected a number of copies then a reference or a name "
        "('3 ALT_CORE_B_AX_08_C' or '3 Kuwat, the Dissenter'), got 'three Cog Tinkerer'"
    )
    assert "deck.txt:3: 0 copies of 'Cog Tinkerer'" in second


def test_a_date_must_be_a_date() -> None:
    assert parse_date("2025-3-21".replace("-3-", "-03-")) == "2025-03-21"
    with pytest.raises(LoadError, match="write it as YYYY-MM-DD"):
        parse_date("21/03/2025")


def test_a_short_or_mistyped_name_is_suggested_not_taken(index: CardIndex) -> None:
    deck = read_lines("list", parse_list("3 Cog Tinker\n1 Nobody Special"), index)
    assert deck.cards == ()
    short, nobody = deck.unknown
    assert short.why.endswith("; did they mean Cog Tinkerer?")
    assert "did they mean" not in nobody.why
