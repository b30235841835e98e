"""An imported card printing "You may have [an object] do X. If you don't, Y" (issue 30,
precision): Y happens only when the player declines X (6.5.c), X and not Y when they accept
(7.3.18.a) — both readers (the card grammar and the sentence patterns) read it so, and the
engine plays it so, never "executed" with Y lost.

``tests/data/pool_if_you_dont/YDNT_EN.json`` is an invented set in the official shape:
*Lark Courier* ("{H} You may have another target Character you control switch
Expeditions. If you don't, draw a card.") and *Reed Piper* ("{H} You may have me gain
[[Fleeting]]. If you don't, draw a card.")."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Status, find
from scenarios.cards.printed.abilities import read_ability
from scenarios.cards.printed.text import clean
from scenarios.pool import CardPool
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

SET = Path(__file__).resolve().parents[1] / "data" / "pool_if_you_dont" / "YDNT_EN.json"
COURIER = (
    "{H} You may have another target Character you control switch Expeditions. "
    "If you don't, draw a card."
)


def _played(pool: CardPool, tmp_path: Path, card: str, answers: list[str]):  # type: ignore[no-untyped-def]
    """p1 plays ``card`` from Hand, an Ally in its Hero Expedition, one card in its Deck."""
    path = tmp_path / "if_you_dont.yaml"
    script = [f"  - play: {{card: {card}, to: hero}}\n", *(f"  - answer: {a}\n" for a in answers)]
    path.write_text(
        "title: if you don't\nphase: Afternoon\nfirst_player: p1\n"
        "players:\n  p1:\n"
        f"    hand: [{card}]\n    deck: [Vanilla 1/1/1]\n    mana: 2\n"
        "    hero_expedition: [{card: Vanilla 2/2/2, ref: ally}]\n"
        "  p2: {}\n"
        "script:\n" + "".join(script),
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path, imported=ImportedCards(pool)))


def _names(state, zone: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [state.name(o) for o in state.zone(zone)]


def test_both_readers_read_if_you_dont_as_what_a_declined_may_leaves() -> None:
    [step] = read_ability(clean(COURIER), support=False)["reaction"]["effect"]
    assert step["may"] is True
    assert step["if_not_done"] == [{"action": "draw", "amount": 1}]


def test_the_imported_card_is_executed(pool: CardPool) -> None:
    pool.import_paths([SET])
    for name in ("Lark Courier", "Reed Piper"):
        [card] = pool.lookup(name)
        [ability] = card.abilities
        assert ability.status == "executed", ability.reason


def test_6_5_c_declining_the_switch_draws(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Lark Courier", ["[ally]", "no"]).state
    assert "Vanilla 2/2/2" in _names(state, "expedition:p1:hero")
    assert _names(state, "hand:p1") == ["Vanilla 1/1/1"]


def test_7_3_18_a_accepting_the_switch_does_not_draw(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Lark Courier", ["[ally]", "yes"]).state
    assert "Vanilla 2/2/2" in _names(state, "expedition:p1:companion")
    assert _names(state, "hand:p1") == []


@pytest.mark.parametrize(("answer", "fleeting", "drawn"), [("yes", True, 0), ("no", False, 1)])
def test_6_5_c_a_declined_status_draws_instead(
    pool: CardPool, tmp_path: Path, answer: str, fleeting: bool, drawn: int
) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Reed Piper", [answer]).state
    assert state.objects[find(state, "Reed Piper")].has(Status.FLEETING) is fleeting
    assert len(_names(state, "hand:p1")) == drawn
