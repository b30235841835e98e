"""Constructed deck checks (CR 5.0 1.1.4) on the project's own fixture cards: a legal deck
says so with its counts; each rule fails alone, and several together."""

from __future__ import annotations

from pathlib import Path

from scenarios.tournament.check import check_deck, check_deck_file
from scenarios.tournament.listing import ListLine, parse_list
from scenarios.tournament.report import report_text
from scenarios.tournament.versions import CardIndex

ON = "2025-06-15"  # after every suspension of the fixture history was lifted


def legal_lines(data: Path) -> list[ListLine]:
    return parse_list((data / "legal.txt").read_text(encoding="utf-8"))


def with_lines(data: Path, *extra: str, drop: tuple[str, ...] = ()) -> list[ListLine]:
    """The legal list with lines for ``drop`` references left out and ``extra`` added."""
    text = (data / "legal.txt").read_text(encoding="utf-8")
    kept = [line for line in text.splitlines() if not any(d in line for d in drop)]
    return parse_list("\n".join([*kept, *extra]))


def rules(lines: list[ListLine], index: CardIndex, on: str = ON) -> list[str]:
    return [v.rule for v in check_deck(lines, index, "constructed", on).violations]


def test_a_legal_deck_says_so_with_its_counts(index: CardIndex, data: Path) -> None:
    verdict = check_deck_file(data / "legal.txt", index, "constructed", ON)
    assert verdict.legal and verdict.violations == ()
    c = verdict.counts
    assert (c.cards, c.heroes, c.rares, c.exalted, c.uniques) == (43, 1, 9, 2, 1)
    assert c.commons == 43 - 9 - 2 - 1
    assert c.factions == {"Axiom": 43}
    text = report_text(verdict)
    assert "LEGAL for constructed play on 2025-06-15" in text
    assert "43 cards · 1 Hero · 31 common · 9 rare · 2 exalted · 1 unique" in text


def test_the_same_deck_written_by_names_in_two_languages(index: CardIndex, data: Path) -> None:
    by_reference = check_deck_file(data / "legal.txt", index, "constructed", ON)
    by_name = check_deck_file(data / "written.txt", index, "constructed", ON)
    assert by_name.legal, by_name.violations
    assert by_name.counts == by_reference.counts


def test_deck_size_alone(index: CardIndex, data: Path) -> None:
    small = with_lines(data, drop=("AX_16_C", "AX_17_C"))  # 37 cards
    assert rules(small, index) == ["1.1.4.b"]
    big = with_lines(data, *(f"3 ALT_DSK_B_AX_{n}_C" for n in range(21, 27)))
    verdict = check_deck(big, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.b"]
    assert "61 cards" in verdict.violations[0].message


def test_hero_count_alone(index: CardIndex, data: Path) -> None:
    none = with_lines(data, "1 ALT_DSK_B_AX_19_C", drop=("AX_01_C",))
    verdict = check_deck(none, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.b"]
    assert "0 Heroes" in verdict.violations[0].message


def test_faction_alone(index: CardIndex, data: Path) -> None:
    lines = with_lines(data, "3 ALT_DSK_B_AX_02_R2", "2 ALT_DSK_B_BR_03_C", drop=("AX_02_C",))
    verdict = check_deck(lines, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.c"]
    assert verdict.violations[0].cards == (
        "3 × Cog Tinkerer (Rare, Bravos), line 17",
        "2 × Ember Brawler (Common, Bravos), line 18",
    )
    assert "5 cards not of the Hero's faction (Axiom)" in verdict.violations[0].message


def test_same_name_counts_every_version(index: CardIndex, data: Path) -> None:
    lines = with_lines(data, "1 ALT_DSK_B_AX_02_R1")  # 3 Common + 1 Rare Cog Tinkerer
    verdict = check_deck(lines, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.d"]
    assert verdict.violations[0].message.startswith("4 cards named Cog Tinkerer")


def test_rare_count_alone(index: CardIndex, data: Path) -> None:
    rares = "\n".join(f"3 ALT_DSK_B_AX_{n}_R1" for n in ("08", "10", "11"))
    lines = with_lines(data, drop=("AX_08_C", "AX_10_C", "AX_11_C"))
    verdict = check_deck([*lines, *parse_list(rares)], index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.e"]
    assert "18 rare cards" in verdict.violations[0].message


def test_exalted_and_unique_counts_alone(index: CardIndex, data: Path) -> None:
    exalted = with_lines(data, "2 ALT_DSK_B_AX_20_E")
    assert rules(exalted, index) == ["1.1.4.d", "1.1.4.f"]  # 4 Brass Paragon too
    uniques = with_lines(
        data, "1 ALT_DSK_B_AX_19_U_1", "1 ALT_DSK_B_AX_13_U_2", "1 ALT_DSK_B_AX_14_U_3"
    )
    verdict = check_deck(uniques, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.d", "1.1.4.d", "1.1.4.g"]
    assert "4 unique cards" in verdict.violations[-1].message


def test_every_rule_failing_together(index: CardIndex) -> None:
    lines = parse_list(
        "2 ALT_DSK_B_AX_01_C\n4 ALT_DSK_B_AX_02_C\n4 ALT_DSK_B_AX_20_E\n"
        "1 ALT_DSK_B_AX_04_U_1\n1 ALT_DSK_B_AX_08_U_2\n1 ALT_DSK_B_AX_09_U_3\n"
        "1 ALT_DSK_B_AX_10_U_4\n3 ALT_NOPE_B_AX_99_C\n2 Moss Strider\n"
        + "\n".join(f"3 ALT_DSK_B_AX_{n}_R1" for n in range(11, 17))
    )
    verdict = check_deck(lines, index, "constructed", ON)
    assert not verdict.legal
    found = [v.rule for v in verdict.violations]
    for rule in ("1.1.4.a", "1.1.4.b", "1.1.4.c", "1.1.4.d", "1.1.4.e", "1.1.4.f", "1.1.4.g"):
        assert rule in found, rule
    assert verdict.unknown == ("ALT_NOPE_B_AX_99_C",)


def test_token_cards_alone(index: CardIndex, data: Path) -> None:
    lines = with_lines(data, "2 Mana Convergence")
    verdict = check_deck(lines, index, "constructed", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.4.a"]
    assert verdict.violations[0].cards == ("2 × Mana Convergence (Common), line 18",)
