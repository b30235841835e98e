"""Decklists ("N REFERENCE"): known cards resolved, unknown references named, not dropped."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.pool.decklist import parse_decklist, read_decklist


def test_decklist_keeps_unknown_references(full_pool: CardPool, data: Path) -> None:
    deck = read_decklist(data / "deck.txt", full_pool)
    assert deck.total == 9
    assert [(e.count, e.name) for e in deck.entries] == [
        (1, "Gearmaster Odile"),
        (3, "Cogwheel Tinkerer"),
        (2, "Clockwork Blessing"),
        (1, "ALT_TEST_B_AX_01_U_42"),
        (2, "ALT_NOPE_B_AX_99_C"),
    ]
    unique, unknown = deck.unknown
    assert "a Unique print of Cogwheel Tinkerer" in unique.note
    assert unknown.note == "not in the imported card data"
    assert unknown.line == 6


def test_decklist_lines_must_be_count_and_reference() -> None:
    with pytest.raises(LoadError) as err:
        parse_decklist("3 ALT_A_B_C\nthree ALT_D\n0 ALT_E\n", "deck.txt")
    assert [m.split(":")[1] for m in err.value.messages] == ["2", "3"]
    assert "expected 'N REFERENCE'" in err.value.messages[0]


def test_decklist_accepts_nx_and_comments() -> None:
    assert parse_decklist("// hero\n1x ALT_A_C\n\n# x\n2 alt_b_c\n") == [
        (1, "ALT_A_C", 2),
        (2, "ALT_B_C", 5),
    ]


def test_empty_decklist_is_an_error() -> None:
    with pytest.raises(LoadError, match="no card lines"):
        parse_decklist("# nothing\n")
