"""Suspensions, bans and errata on the event's date, from the project's own fixture history
(``history_DSK.json``): Axiom Card 4 suspended in Constructed on 2025-02-01 and lifted on
2025-03-21; the Unique versions of Axiom Card 5 banned on 2025-02-01; Axiom Card 6 errated on
2025-01-10 and again on 2025-06-01; the Rare Axiom Card 7 suspended (no format named)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.tournament.check import check_deck, check_deck_file
from scenarios.tournament.listing import parse_list
from scenarios.tournament.versions import CardIndex


@pytest.mark.parametrize(
    ("on", "suspended"),
    [
        ("2025-01-31", False),  # the day before the suspension
        ("2025-02-01", True),  # its first day
        ("2025-02-02", True),  # the day after
        ("2025-03-20", True),  # the last day before its lifting
        ("2025-03-21", False),  # lifted: legal from that day
        ("2025-04-01", False),
    ],
)
def test_suspension_date_boundaries(index: CardIndex, data: Path, on: str, suspended: bool) -> None:
    verdict = check_deck_file(data / "legal.txt", index, "constructed", on)
    assert verdict.legal is not suspended
    if suspended:
        (v,) = verdict.violations
        assert v.rule == "1.1.2.b"
        assert "Axiom Card 4 (Common, Axiom) is suspended in constructed play on " + on in v.message
        assert "'Suspension of Axiom Card 4' (2025-02-01)" in v.message
        assert "lifted on 2025-03-21" in v.message
        assert v.cards == ("3 × Axiom Card 4 (Common, Axiom), line 4",)
    elif on >= "2025-03-21":
        assert any("legal again since 2025-03-21" in n for n in verdict.notes)


def test_a_constructed_suspension_does_not_touch_limited_play(index: CardIndex) -> None:
    lines = parse_list(
        "3 ALT_DSK_B_AX_04_C\n" + "\n".join(f"3 ALT_DSK_B_AX_{n:02d}_C" for n in range(8, 18))
    )
    verdict = check_deck(lines, index, "limited", "2025-02-15")
    assert verdict.legal, verdict.violations


def test_a_ban_of_the_unique_versions_leaves_the_others_legal(index: CardIndex) -> None:
    common = check_deck(parse_list("1 ALT_DSK_B_AX_05_C"), index, "constructed", "2025-05-01")
    assert "1.1.2.b" not in [v.rule for v in common.violations]
    unique = check_deck(parse_list("1 ALT_DSK_B_AX_05_U_9"), index, "constructed", "2025-05-01")
    banned = [v for v in unique.violations if v.rule == "1.1.2.b"]
    assert len(banned) == 1
    assert "Axiom Card 5 (Unique, Axiom) is banned" in banned[0].message
    before = check_deck(parse_list("1 ALT_DSK_B_AX_05_U_9"), index, "constructed", "2025-01-31")
    assert "1.1.2.b" not in [v.rule for v in before.violations]


def test_a_suspension_naming_a_rarity_and_no_format(index: CardIndex) -> None:
    rare = parse_list("1 ALT_DSK_B_AX_07_R1")
    for play in ("constructed", "limited"):
        found = [v.rule for v in check_deck(rare, index, play, "2025-03-01").violations]
        assert "1.1.2.b" in found, play
    common = check_deck(parse_list("1 ALT_DSK_B_AX_07_C"), index, "constructed", "2025-03-01")
    assert "1.1.2.b" not in [v.rule for v in common.violations]


def test_errata_in_force_on_the_date(index: CardIndex, data: Path) -> None:
    before = check_deck_file(data / "legal.txt", index, "constructed", "2025-01-09")
    assert before.errata == ()
    spring = check_deck_file(data / "legal.txt", index, "constructed", "2025-04-01")
    assert [(e.card, e.date, e.title) for e in spring.errata] == [
        ("Axiom Card 6", "2025-01-10", "Erratum of Axiom Card 6")
    ]
    summer = check_deck_file(data / "legal.txt", index, "constructed", "2025-06-01")
    assert [e.date for e in summer.errata] == ["2025-01-10", "2025-06-01"]
    assert summer.legal  # an erratum is shown, it does not make a deck illegal


def test_without_history_the_check_says_what_it_did_not_check(tmp_path: Path, data: Path) -> None:
    from scenarios.pool import CardPool

    pool = CardPool(tmp_path / "cards.db")
    pool.import_paths([data / "DSK_EN.json"])
    verdict = check_deck_file(
        data / "legal.txt", CardIndex.of_pool(pool), "constructed", "2025-02-01"
    )
    pool.close()
    assert verdict.legal  # nothing says Axiom Card 4 is suspended: the judge is told why
    assert verdict.notes[0].startswith("No card history is imported")
