"""Tokens carry their token card's keywords and abilities (issue 30, "Tokens come from the
data"; 2.1.e, 2.2.12.f, 7.3.5.b): "Create a [Stoneguard 2/2/2] Soldier token" — printed with
its statistics — when the pool has the Stoneguard token card with [Defender] creates a token
with Defender (7.4.2.b: its Expedition does not move forward at Dusk); named alone
("[STONEGUARD]") the same; a token card's Reaction is the token's.

``tests/data/pool_guard_token/GARD_EN.json`` is an invented set in the official shape."""

from __future__ import annotations

from pathlib import Path

from engine import Keyword, from_dict, to_dict
from engine.state.game_state import GameState
from scenarios.pool import CardPool
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

SET = Path(__file__).resolve().parents[1] / "data" / "pool_guard_token" / "GARD_EN.json"


def _played(pool: CardPool, tmp_path: Path, card: str, until: str = ""):  # type: ignore[no-untyped-def]
    path = tmp_path / "guard.yaml"
    rest = "  - pass: p2\n  - pass: p1\n  - until: Night\n" if until else ""
    path.write_text(
        "title: a token from its token card\n"
        "players:\n"
        f"  p1:\n    hand: [{card}]\n    mana: 2\n"
        "  p2: {}\n"
        f"script:\n  - play: {{card: {card}, to: hero}}\n{rest}",
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path, imported=ImportedCards(pool)))


def _tokens(state: GameState, name: str) -> list[str]:
    return [o for o in state.zone("expedition:p1:hero") if state.name(o) == name]


def test_both_ways_of_printing_the_token_are_executed(pool: CardPool) -> None:
    pool.import_paths([SET])
    for name in ("Gate Warden", "Wall Caller", "Lamp Lighter"):
        [card] = pool.lookup(name)
        [ability] = card.abilities
        assert ability.status == "executed", (name, ability.reason)


def test_2_2_12_f_a_token_printed_with_its_statistics_has_its_token_cards_defender(
    pool: CardPool, tmp_path: Path
) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Gate Warden").state
    [guard] = _tokens(state, "Stoneguard")
    card = state.card(guard)
    assert card is not None and card.is_token
    assert Keyword.DEFENDER in card.keywords
    assert (card.forest, card.mountain, card.water, card.subtypes) == (2, 2, 2, ("Soldier",))
    assert from_dict(GameState, to_dict(state)) == state  # plain data, saved and loaded


def test_a_token_named_alone_has_its_token_cards_defender(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Wall Caller").state
    [guard] = _tokens(state, "Stoneguard")
    card = state.card(guard)
    assert card is not None and Keyword.DEFENDER in card.keywords


def test_7_4_2_b_the_tokens_expedition_does_not_move_forward_at_dusk(
    pool: CardPool, tmp_path: Path
) -> None:
    pool.import_paths([SET])
    result = _played(pool, tmp_path, "Gate Warden", until="Night")
    assert result.state.positions.get("p1:hero", 0) == 0  # Forest 3 against 0, held back
    assert "7.4.2.b" in {r for e in result.entries for r in e.rules}


def test_a_token_printed_with_its_statistics_has_its_token_cards_reaction(
    pool: CardPool, tmp_path: Path
) -> None:
    pool.import_paths([SET])
    state = _played(pool, tmp_path, "Lamp Lighter").state
    [scout] = _tokens(state, "Lantern Scout")
    card = state.card(scout)
    assert card is not None
    assert [a.text for a in card.abilities] == ["At Noon \u2014 I gain 1 boost."]
