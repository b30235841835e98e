"""A set's keyword learned from the pool (issue 30, gram100): a print of the pool defines the
keyword action "[Delve X]" by its reminder (2.2.12.c); Uniques imported LATER, in a file of
their own (as the composer gives them), print "[Delve 3]" with no reminder and are read by
the pool's definition with their own number — the card sheet citing the print the definition
comes from — and a Unique left to the judge names what stopped it, not the keyword.

The cards are written here, in the card API's shape, into the test's own folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scenarios.pool import CardPool

SET = (
    ("Digger", "{R} [Delve 2]. (Draw X cards.)"),
    ("Plain Miner", "{J} I gain 1 boost."),
)
UNIQUES = (
    ("Deep Delver", "{J} If you control a Landmark: [Delve 3], otherwise I gain 1 boost."),
    # a condition the reader leaves to the judge: the reason names it, not [Delve]
    ("Odd Delver", "{J} If it's the third Day or later: [Delve 3]."),
)


def _card(n: int, name: str, text: str, rarity: str) -> dict[str, Any]:
    ref = f"ALT_LRND_B_MU_{n:02d}_{'C' if rarity == 'COMMON' else f'U_{n}'}"
    return {
        "@id": f"/cards/{ref}",
        "@type": "Card",
        "cardType": {"reference": "CHARACTER", "id": "C", "name": "Character"},
        "cardSubTypes": [],
        "cardSet": {"reference": "LRND", "id": "S", "name": "Learned Fixtures"},
        "rarity": {"reference": rarity, "id": rarity, "name": rarity.title()},
        "reference": ref,
        "id": f"ID{ref}",
        "mainFaction": {"reference": "MU", "id": "F", "name": "Muna"},
        "name": name,
        "elements": {
            "MAIN_COST": "1",
            "RECALL_COST": "1",
            "MAIN_EFFECT": text,
            "FOREST_POWER": "1",
            "MOUNTAIN_POWER": "1",
            "OCEAN_POWER": "1",
        },
        "collectorNumber": ref,
    }


def _import(pool: CardPool, tmp_path: Path) -> tuple[str, ...]:
    """The set first, then the Uniques alone: two imports into one pool; the second
    import report's unknown values."""
    unknowns: tuple[str, ...] = ()
    for file, cards, rarity, start in (
        ("LRND_EN.json", SET, "COMMON", 1),
        ("uniques.json", UNIQUES, "UNIQUE", 10),
    ):
        path = tmp_path / file
        data = [_card(n, name, text, rarity) for n, (name, text) in enumerate(cards, start)]
        path.write_text(json.dumps(data), encoding="utf-8")
        unknowns = pool.import_paths([path]).unknowns
    return unknowns


def test_2_2_12_c_a_unique_imported_later_reads_the_pools_keyword_with_its_number(
    pool: CardPool, tmp_path: Path
) -> None:
    _import(pool, tmp_path)
    [card] = pool.lookup("Deep Delver")
    [ability] = card.abilities
    assert ability.status == "executed", ability.reason
    reading = pool.reading(card)
    [reaction] = reading.model.abilities
    assert reaction.reaction is not None
    [step] = reaction.reaction.effect
    assert (step.action, step.amount) == ("draw", 3)  # the printed number is its X
    assert any("read from the reminder on Digger" in n for n in reading.notes), reading.notes


def test_a_unique_left_to_the_judge_names_what_stopped_it_not_the_keyword(
    pool: CardPool, tmp_path: Path
) -> None:
    _import(pool, tmp_path)
    [card] = pool.lookup("Odd Delver")
    [ability] = card.abilities
    assert ability.status == "not executed"
    assert "third day or later" in ability.reason, ability.reason
    assert "Delve" not in ability.reason, ability.reason


def test_the_import_report_says_the_keyword_is_read_by_the_pools_reminder(
    pool: CardPool, tmp_path: Path
) -> None:
    """The Uniques' report: "Delve 3" is no keyword of the rules, but the pool defines it —
    read by the reminder on Digger (2.2.12.c), not "resolved by hand" — Digger prints
    [Delve 2]: the report says so, and that its definition is said with 3 (ie39)."""
    [delve] = [u for u in _import(pool, tmp_path) if "Delve" in u]
    assert "read by the reminder printed with [Delve 2] on Digger, said with 3" in delve, delve
    assert "resolved by hand" not in delve, delve
