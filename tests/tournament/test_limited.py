"""Limited play (CR 5.0 1.1.5) against the project's own fixture pool list ``pool.txt``."""

from __future__ import annotations

from pathlib import Path

from scenarios.tournament.check import check_deck
from scenarios.tournament.listing import ListLine, parse_list
from scenarios.tournament.versions import CardIndex

ON = "2025-06-15"
LEGAL = (
    "1 ALT_DSK_B_LY_01_C\n2 ALT_DSK_B_AX_02_C\n4 ALT_DSK_B_BR_03_C\n4 ALT_DSK_B_LY_03_C\n"
    "4 ALT_DSK_B_AX_08_C\n4 ALT_DSK_B_AX_09_C\n4 ALT_DSK_B_AX_10_C\n4 ALT_DSK_B_BR_03_R1\n"
    "5 Mana Convergence\n"
)


def pool(data: Path) -> list[ListLine]:
    return parse_list((data / "pool.txt").read_text(encoding="utf-8"))


def check(text: str, index: CardIndex, data: Path):  # type: ignore[no-untyped-def]
    return check_deck(parse_list(text), index, "limited", ON, pool(data))


def test_a_legal_limited_deck_with_mana_convergence(index: CardIndex, data: Path) -> None:
    verdict = check(LEGAL, index, data)
    assert verdict.legal, verdict.violations
    assert verdict.counts.cards == 32 and verdict.counts.heroes == 1
    assert verdict.counts.factions == {"Axiom": 14, "Bravos": 8, "Lyra": 5}


def test_cards_outside_the_pool(index: CardIndex, data: Path) -> None:
    verdict = check(LEGAL + "1 ALT_DSK_B_AX_11_C\n1 ALT_DSK_B_AX_02_C\n", index, data)
    assert [v.rule for v in verdict.violations] == ["1.1.5.a", "1.1.5.a"]
    messages = [v.message for v in verdict.violations]
    assert messages[0].startswith(
        "3 × Cog Tinkerer (Common, Axiom) in the deck, but the event's pool has 2"
    )
    assert messages[1].startswith(
        "1 × Axiom Card 11 (Common, Axiom) in the deck, but the event's pool has none"
    )


def test_size_and_heroes(index: CardIndex, data: Path) -> None:
    small = check("1 ALT_DSK_B_LY_01_C\n4 ALT_DSK_B_AX_08_C\n", index, data)
    assert [v.rule for v in small.violations] == ["1.1.5.b"]
    no_hero = check(
        LEGAL.replace("1 ALT_DSK_B_LY_01_C\n", "") + "1 Mana Convergence\n", index, data
    )
    assert no_hero.legal  # 0 Heroes is allowed in limited play
    lines = parse_list(LEGAL + "1 ALT_DSK_B_AX_01_C\n")
    two = check_deck(lines, index, "limited", ON)
    assert [v.rule for v in two.violations] == ["1.1.5.b"]
    assert "2 Heroes" in two.violations[0].message


def test_four_factions(index: CardIndex, data: Path) -> None:
    verdict = check_deck(parse_list(LEGAL + "1 ALT_DSK_B_MU_03_C\n"), index, "limited", ON)
    assert [v.rule for v in verdict.violations] == ["1.1.5.c"]
    assert (
        "4 factions (Axiom (14), Bravos (8), Lyra (5), Muna (1))" in verdict.violations[0].message
    )


def test_a_name_the_pool_holds_one_version_of_is_that_version(index: CardIndex, data: Path) -> None:
    # The pool has the Common and the Bravos Rare Cog Tinkerer: factions differ, so ask
    asked = check(LEGAL.replace("2 ALT_DSK_B_AX_02_C", "2 Cog Tinkerer"), index, data)
    assert [v.rule for v in asked.violations] == ["1.1.5.c"]
    # Ember Brawler: Common and Rare, one faction — no question in limited play
    named = check(LEGAL.replace("4 ALT_DSK_B_BR_03_C", "4 Ember Brawler"), index, data)
    assert named.questions == ()


def test_limited_rules_failing_together(index: CardIndex, data: Path) -> None:
    text = (
        "1 ALT_DSK_B_LY_01_C\n1 ALT_DSK_B_BR_01_C\n1 ALT_DSK_B_MU_03_C\n1 ALT_DSK_B_OR_03_C\n"
        "2 Nobody\n"
    )
    verdict = check(text, index, data)
    assert sorted({v.rule for v in verdict.violations}) == ["1.1.5.a", "1.1.5.b", "1.1.5.c"]


def test_without_a_pool_the_check_says_1_1_5_a_was_not_checked(index: CardIndex) -> None:
    verdict = check_deck(parse_list(LEGAL), index, "limited", ON)
    assert verdict.legal
    assert verdict.notes[0].startswith("No event pool was given")
    with_pool = check_deck(parse_list(LEGAL), index, "limited", ON, parse_list("1 Muse Talia"))
    assert not any(n.startswith("No event pool") for n in with_pool.notes)
