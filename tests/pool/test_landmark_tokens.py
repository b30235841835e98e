"""Landmark Permanent tokens from the data (issue 30): "Create a [name] token" whose token
card is a Landmark Permanent (``TOKEN_LANDMARK_PERMANENT``) creates that token — its name,
type and abilities its token card's, nothing written here — in its creator's Landmarks
(2.2.1.d, 2.2.b, 2.2.3.e, 3.2.7.b, 1.1.7.b).

``tests/data/pool_landmark_token/LMTK_EN.json`` is an invented set in the official shape:
the token card *Signal Fire* (a Landmark Permanent token with "At Noon — Draw a card."), a
Character and a Spell creating it by name, and a card creating it in an Expedition."""

from __future__ import annotations

from pathlib import Path

from engine import CardType, from_dict, to_dict
from engine.state import zones as z
from engine.state.enums import PermanentZone
from engine.state.game_state import GameState
from scenarios.pool import CardPool
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

SET = Path(__file__).resolve().parents[1] / "data" / "pool_landmark_token" / "LMTK_EN.json"


def _by_name(pool: CardPool, name: str):  # type: ignore[no-untyped-def]
    [card] = pool.lookup(name)
    return card


def _played(pool: CardPool, tmp_path: Path, card: str, to: str = "hero"):  # type: ignore[no-untyped-def]
    path = tmp_path / "landmark.yaml"
    path.write_text(
        "title: a Landmark Permanent token\n"
        "players:\n"
        f"  p1:\n    hand: [{card}]\n    mana: 2\n"
        "  p2: {}\n"
        f"script:\n  - play: {{card: {card}, to: {to}}}\n",
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path, imported=ImportedCards(pool)))


def test_create_a_landmark_token_by_name_is_read_from_its_token_card(pool: CardPool) -> None:
    pool.import_paths([SET])
    [ability] = _by_name(pool, "Fire Keeper").abilities
    assert ability.status == "executed", ability.reason
    [twin] = _by_name(pool, "Twin Fires").abilities
    assert twin.status == "executed", twin.reason


def test_2_2_3_e_the_token_joins_its_creators_landmarks(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    result = _played(pool, tmp_path, "Fire Keeper")
    state = result.state
    [fire] = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Signal Fire"]
    card = state.card(fire)
    assert card is not None and card.is_token
    assert (card.type, card.permanent_zone) == (CardType.PERMANENT, PermanentZone.LANDMARK)
    assert state.objects[fire].owner == state.objects[fire].controller == "p1"  # 1.1.7.b
    # its abilities are its token card's (2.2.b): the Reaction "At Noon — Draw a card."
    assert [a.text for a in card.abilities] == ["At Noon \u2014 Draw a card."]
    assert not [o for o in state.zone("expedition:p1:hero") if state.name(o) == "Signal Fire"]
    cited = {r for e in result.entries for r in e.rules}
    assert {"2.2.1.d", "2.2.3.e"} <= cited
    assert from_dict(GameState, to_dict(state)) == state  # plain data, saved and loaded


def test_7_3_5_two_landmark_tokens_in_your_landmarks(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Twin Fires", to="spell").state
    fires = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Signal Fire"]
    assert len(fires) == 2


def test_a_landmark_token_in_an_expedition_is_left_to_the_judge(pool: CardPool) -> None:
    pool.import_paths([SET])
    [ability] = _by_name(pool, "Misplaced Fire").abilities
    assert ability.status == "not executed"
    assert "a Signal Fire token is a Landmark Permanent" in ability.reason
    assert "2.2.3.e" in ability.reason
