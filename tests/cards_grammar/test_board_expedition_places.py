"""The Expedition as a place, played on boards (issue 30, gram90): an Expedition that has
more Characters than another (6.5.d) — the Expedition facing the bearer against the
bearer's own (1.2.3.c: the two Hero Expeditions face each other, as do the two Companion
Expeditions), the controller's Companion Expedition against their Hero Expedition — and the
counters summed over the Characters of the facing Expedition, up to a maximum (2.5.c,
6.5.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .sentences_expedition_places import (
    COMPANION_HAS_MORE,
    DEBT_AMONG_FACING_MAX,
    FACING_EMPTY,
    FACING_HAS_MORE,
    HERO_HAS_MORE_TOKENS,
)
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _resolve(b: GameBuilder) -> GameState:
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    return state


@pytest.mark.parametrize(
    ("facing", "elsewhere", "draws"),
    [
        (2, 0, 1),  # 2 facing the Unique's Hero Expedition against its 1 (itself): more
        (1, 3, 0),  # 1 against 1: not more; the opponent's Companion Expedition not facing
        (0, 0, 0),  # the facing Expedition without Characters
    ],
)
def test_1_2_3_c_the_expedition_facing_me_has_more_characters_than_mine(
    facing: int, elsewhere: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_HAS_MORE))
    for i in range(facing):
        b = b.in_expedition("p2", "hero", f"Facing {i}", **ALLY)
    for i in range(elsewhere):
        b = b.in_expedition("p2", "companion", f"Elsewhere {i}", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws


@pytest.mark.parametrize(
    ("companion", "opponents_companion", "draws"),
    [
        (2, 0, 1),  # 2 in the Companion Expedition against the Hero one's 1 (the Unique)
        (1, 0, 0),  # tied: not more
        (0, 4, 0),  # the opponent's Companion Expedition is not "your" one (1.2.3.c)
    ],
)
def test_1_2_3_c_your_companion_expedition_has_more_than_your_hero_expedition(
    companion: int, opponents_companion: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(COMPANION_HAS_MORE))
    for i in range(companion):
        b = b.in_expedition("p1", "companion", f"Mine {i}", **ALLY)
    for i in range(opponents_companion):
        b = b.in_expedition("p2", "companion", f"Theirs {i}", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws


@pytest.mark.parametrize(
    ("facing_debts", "elsewhere_debts", "boosts"),
    [
        ((1, 1), (), 2),  # two Debt counters facing: 2 boosts
        ((2, 3), (), 3),  # five facing: up to a max of 3
        ((), (4,), 0),  # Debt counters in the Expedition not facing me are not counted
        ((0,), (), 0),  # a facing Character without Debt counters
    ],
)
def test_2_5_c_debt_counters_among_characters_facing_me_up_to_a_max(
    facing_debts: tuple[int, ...], elsewhere_debts: tuple[int, ...], boosts: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(DEBT_AMONG_FACING_MAX))
    for i, n in enumerate(facing_debts):
        b = b.in_expedition("p2", "hero", f"Facing {i}", counters={"Debt": n}, **ALLY)
    for i, n in enumerate(elsewhere_debts):
        b = b.in_expedition("p2", "companion", f"Elsewhere {i}", counters={"Debt": n}, **ALLY)
    state = _resolve(b)
    assert state.objects[find(state, "Unique")].boosts == boosts


@pytest.mark.parametrize(
    ("hero_tokens", "companion_tokens", "draws"),
    [
        (1, 0, 1),  # a token against none (the Unique in the Hero Expedition is no token)
        (1, 1, 0),  # tied
        (0, 0, 0),  # no tokens: the Unique and the Hero card, cards, not counted (7.3.5.a)
    ],
)
def test_7_3_5_a_your_hero_expedition_has_more_tokens_than_your_companion_expedition(
    hero_tokens: int, companion_tokens: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(HERO_HAS_MORE_TOKENS))
    for i in range(hero_tokens):
        b = b.in_expedition("p1", "hero", f"Hero token {i}", is_token=True, **ALLY)
    for i in range(companion_tokens):
        b = b.in_expedition("p1", "companion", f"Companion token {i}", is_token=True, **ALLY)
    b = b.in_expedition("p1", "hero", "Hero card", **ALLY)  # a card, not a token: not counted
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws


@pytest.mark.parametrize(
    ("facing", "elsewhere", "draws"),
    [
        ({}, 0, 1),  # nothing facing me: empty, though the other opponent's Expedition is not
        ({"Facing": {}}, 0, 0),  # a Character facing me
        ({"Facing token": {"is_token": True}}, 0, 0),  # a token is an object there too
        ({}, 2, 1),  # the opponent's Companion Expedition does not face my Hero Expedition
    ],
)
def test_3_2_4_b_the_expedition_facing_me_is_empty(
    facing: dict[str, dict[str, bool]], elsewhere: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_EMPTY))
    for name, extra in facing.items():
        b = b.in_expedition("p2", "hero", name, **extra, **ALLY)
    for i in range(elsewhere):
        b = b.in_expedition("p2", "companion", f"Elsewhere {i}", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws
