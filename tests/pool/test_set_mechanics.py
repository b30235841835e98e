"""A set's own mechanics compose (issue 30, gram50): a keyword action the set defines once by
its reminder (2.2.12.c) is read by its NAME on every print — after "otherwise", mid-ability
after "then"; a token card the data types as a plain Landmark Permanent but which prints the
token reminder is a token card (2.1.e), created by name and counted by name.

The set is written here, in the card API's shape, into the test's own folder (a few
sentences; no card file is kept in the repository)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.state import zones as z
from scenarios.pool import CardPool
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_TYPES = {
    "CHARACTER": "Character",
    "LANDMARK_PERMANENT": "Landmark Permanent",
}

CARDS = (
    # (name, type, main text)
    ("Beacon", "LANDMARK_PERMANENT", "(If I leave the Landmark zone, remove me from the game.)"),
    ("Glow Tender", "CHARACTER", "{J} [Glow]. (I gain 1 boost.)"),
    ("Glow Keeper", "CHARACTER", "{J} If you control a Beacon, draw a card, otherwise [Glow]."),
    ("Beacon Warden", "CHARACTER", "{J} Create a [Beacon] token in your Landmarks, then [Glow]."),
    ("Beacon Counter", "CHARACTER", "{J} I gain 1 boost for each Beacon you control."),
    ("Glow Drawer", "CHARACTER", "{J} Draw a card and [Glow]."),  # gram54: an "and" list
    ("Glow Smolderer", "CHARACTER", "{J} [Glow], then [Smolder]."),  # Smolder: defined nowhere
)


def _card(n: int, name: str, kind: str, text: str) -> dict[str, Any]:
    ref = f"ALT_SMEC_B_MU_{n:02d}_C"
    elements: dict[str, str] = {"MAIN_COST": "0", "RECALL_COST": "0", "MAIN_EFFECT": text}
    if kind == "CHARACTER":
        elements |= {"FOREST_POWER": "1", "MOUNTAIN_POWER": "1", "OCEAN_POWER": "1"}
    else:
        elements |= {"MAIN_COST": "0", "RECALL_COST": "0"}
    return {
        "@id": f"/cards/{ref}",
        "@type": "Card",
        "cardType": {"reference": kind, "id": kind, "name": _TYPES[kind]},
        "cardSubTypes": [],
        "cardSet": {"reference": "SMEC", "id": "S", "name": "Set Mechanics Fixtures"},
        "rarity": {"reference": "COMMON", "id": "R", "name": "Common"},
        "reference": ref,
        "id": f"ID{ref}",
        "mainFaction": {"reference": "MU", "id": "F", "name": "Muna"},
        "name": name,
        "elements": elements,
        "collectorNumber": ref,
    }


def _import(pool: CardPool, tmp_path: Path) -> None:
    path = tmp_path / "SMEC_EN.json"
    cards = [_card(n, *c) for n, c in enumerate(CARDS, start=1)]
    path.write_text(json.dumps(cards), encoding="utf-8")
    pool.import_paths([path])


def _ability(pool: CardPool, name: str):  # type: ignore[no-untyped-def]
    [card] = pool.lookup(name)
    [ability] = card.abilities
    return ability


def _run(pool: CardPool, tmp_path: Path, plays: list[str], landmarks: int = 0) -> RunResult:
    path = tmp_path / "board.yaml"
    # p1 plays, p2 passes its turn, p1 plays the next (4.2.3)
    script = "  - pass: p2\n".join(f"  - play: {{card: {c}, to: hero}}\n" for c in plays)
    path.write_text(
        "title: a set's own mechanics\n"
        "players:\n"
        f"  p1:\n    hand: [{', '.join(plays)}]\n    mana: 4\n"
        "    deck: [Vanilla 1/1/1, Vanilla 1/1/1]\n"
        "  p2: {}\n"
        f"script:\n{script}",
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path, imported=ImportedCards(pool)))


def test_a_set_keyword_is_read_by_name_on_every_print_of_the_set(
    pool: CardPool, tmp_path: Path
) -> None:
    _import(pool, tmp_path)
    for name in ("Glow Tender", "Glow Keeper", "Beacon Warden", "Beacon Counter"):
        ability = _ability(pool, name)
        assert ability.status == "executed", (name, ability.reason)


def test_2_1_e_a_card_printing_the_token_reminder_is_a_token_card() -> None:
    from scenarios.cards.printed import printed_from_api

    plain = printed_from_api(_card(1, *CARDS[0]))
    assert plain.token and (plain.type, plain.zone_type) == ("Permanent", "Landmark")
    other = printed_from_api(_card(9, "Old Tower", "LANDMARK_PERMANENT", "{T}: Draw a card."))
    assert not other.token  # a Landmark without the reminder stays a card


def test_2_2_12_c_keyword_action_after_otherwise_plays_its_definition(
    pool: CardPool, tmp_path: Path
) -> None:
    _import(pool, tmp_path)
    result = _run(pool, tmp_path, ["Glow Keeper"])
    assert not result.errors, result.errors
    state = result.state
    [keeper] = [o for o in state.zone(z.expedition("p1", "hero")) if state.name(o) == "Glow Keeper"]
    assert state.objects[keeper].boosts == 1  # no Beacon: the "otherwise" branch, [Glow]
    assert len(state.zone("hand:p1")) == 0  # and no card drawn


def test_7_3_5_a_landmark_token_created_mid_ability_then_the_keyword_then_counted(
    pool: CardPool, tmp_path: Path
) -> None:
    _import(pool, tmp_path)
    result = _run(pool, tmp_path, ["Beacon Warden", "Beacon Counter"])
    assert not result.errors, result.errors
    state = result.state
    beacons = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon"]
    assert len(beacons) == 1
    card = state.card(beacons[0])
    assert card is not None and card.is_token  # its token card's (2.1.e)
    names = {state.name(o): o for o in state.zone(z.expedition("p1", "hero"))}
    assert state.objects[names["Beacon Warden"]].boosts == 1  # "then [Glow]"
    assert state.objects[names["Beacon Counter"]].boosts == 1  # one Beacon counted (6.5.i)
    cited = {r for e in result.entries for r in e.rules}
    assert {"2.2.3.e"} <= cited  # the token joins its creator's Landmarks


def test_gram54_a_set_keyword_in_an_and_list_reads_and_a_word_defined_nowhere_is_named(
    pool: CardPool, tmp_path: Path
) -> None:
    """The pool's lexicon (set_lexicon.py): "Draw a card and [Glow]" reads; in "[Glow], then
    [Smolder]" the reason names Smolder, which the set defines nowhere — not Glow, which the
    set defines by its reminder (2.2.12.c)."""
    _import(pool, tmp_path)
    assert _ability(pool, "Glow Drawer").status == "executed"
    refused = _ability(pool, "Glow Smolderer")
    assert refused.status != "executed"
    assert "Smolder" in refused.reason and "“Glow”" not in refused.reason, refused.reason
