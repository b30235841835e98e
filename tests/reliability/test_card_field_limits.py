"""Per-card field limits (scenarios/pool/card_limits.py), held at import: a card past a bound
is refused with its file, card and field, the pool unchanged; a card at every bound imports
and reads back whole — the app is never stricter on reading than on writing (issue 34)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.pool.card_limits import (
    MAX_CARD_NAME,
    MAX_CARD_REFERENCE,
    MAX_CARD_RULINGS,
    MAX_CARD_SMALL_TEXT,
    MAX_CARD_SUBTYPES,
    MAX_CARD_TEXT,
    MAX_RULING_TEXT,
    MAX_SUBTYPE_NAME,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
CARD: dict[str, Any] = json.loads((DATA / "TEST_EN.json").read_text(encoding="utf-8"))[0]
REF = "ALT_TEST_B_AX_99_C"


def _card(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = json.loads(json.dumps(CARD))
    card["reference"] = REF
    card["collectorNumber"] = "TST-99-C-EN"
    for key, value in changes.items():
        if key in ("MAIN_EFFECT", "ECHO_EFFECT"):
            card["elements"][key] = value
        else:
            card[key] = value
    return card


def _subtypes(n: int, length: int = 8) -> list[dict[str, str]]:
    return [
        {"reference": f"S{i}".ljust(length, "X"), "name": f"Sub{i}".ljust(length, "x")}
        for i in range(n)
    ]


def _rulings(n: int, answer: str = "Yes.") -> list[dict[str, str]]:
    return [{"question": f"Q{i}?", "answer": answer, "createdAt": "2024-01-01"} for i in range(n)]


def _write(folder: Path, card: dict[str, Any]) -> Path:
    path = folder / "one_EN.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    return path


@pytest.fixture()
def pool(tmp_path: Path) -> CardPool:
    p = CardPool(tmp_path / "cards.db")
    p.import_paths([DATA / "TEST_EN.json"])
    return p


PAST = [
    ("name", {"name": "N" * (MAX_CARD_NAME + 1)}, "name: 201 characters; at most 200"),
    ("reference", {"reference": "R" * (MAX_CARD_REFERENCE + 1)}, "reference: 101 characters"),
    (
        "sub-types",
        {"cardSubTypes": _subtypes(50_000)},
        "cardSubTypes: 50,000 sub-types; at most 16 are allowed (2.2.2)",
    ),
    (
        "a sub-type's name",
        {"cardSubTypes": [{"reference": "ENGINEER", "name": "E" * (MAX_SUBTYPE_NAME + 1)}]},
        "cardSubTypes[0].name: 101 characters; at most 100",
    ),
    ("text", {"MAIN_EFFECT": "x" * (MAX_CARD_TEXT + 1)}, "elements.MAIN_EFFECT: 1,000,001"),
    ("support text", {"ECHO_EFFECT": "y" * (MAX_CARD_TEXT + 1)}, "elements.ECHO_EFFECT:"),
    (
        "rulings",
        {"cardRulings": _rulings(MAX_CARD_RULINGS + 1)},
        "cardRulings: 20,001 rulings; at most 20,000",
    ),
    (
        "a ruling's answer",
        {"cardRulings": _rulings(1, "A" * (MAX_RULING_TEXT + 1))},
        "cardRulings[0].answer: 1,000,001 characters",
    ),
    ("collector number", {"collectorNumber": "C" * (MAX_CARD_SMALL_TEXT + 1)}, "collectorNumber"),
    ("image path", {"imagePath": "/" * (MAX_CARD_SMALL_TEXT + 1)}, "imagePath: 1,001"),
]


@pytest.mark.parametrize(("what", "changes", "said"), PAST, ids=[p[0] for p in PAST])
def test_a_card_field_past_its_bound_is_refused_naming_file_card_and_field(
    tmp_path: Path, pool: CardPool, what: str, changes: dict[str, Any], said: str
) -> None:
    before = pool.counts()
    path = _write(tmp_path, _card(**changes))
    with pytest.raises(LoadError) as caught:
        pool.import_paths([path])
    [message] = caught.value.messages  # one line per field, never one per sub-type
    assert message.startswith(f"{path}:1:2: card 1 (")
    assert said in message
    assert pool.counts() == before


def test_a_card_at_every_bound_imports_and_reads_back_whole(tmp_path: Path, pool: CardPool) -> None:
    name = "Long Named Tinkerer ".ljust(MAX_CARD_NAME, "z")
    card = _card(
        name=name,
        cardSubTypes=_subtypes(MAX_CARD_SUBTYPES, MAX_SUBTYPE_NAME),
        cardRulings=[*_rulings(MAX_CARD_RULINGS - 1), *_rulings(1, "A" * MAX_RULING_TEXT)],
        MAIN_EFFECT="{J} Target Character gains 1 boost. " + "x" * (MAX_CARD_TEXT - 40),
        collectorNumber="TST-99-C-EN".ljust(MAX_CARD_SMALL_TEXT, "0"),
    )
    report = pool.import_paths([_write(tmp_path, card)])
    assert report.errors == ()
    [found] = pool.lookup(REF)
    assert found.name == name
    assert len(found.subtypes) == MAX_CARD_SUBTYPES
    assert len(found.main_text) >= MAX_CARD_TEXT - 40
    assert len(pool.rulings_of(REF)) == MAX_CARD_RULINGS
    assert found.key in {c.key for c in pool.search("Long Named Tinkerer")}
    assert pool.reading(found).model.name == name  # what the sandbox puts on a board
