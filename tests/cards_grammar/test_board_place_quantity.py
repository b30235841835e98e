"""Place and quantity (session 33) constructions played on boards: a count's cap "(max. N)" (6.5.i),
players' counts of a sub-type compared, "fewer … than" (1.2.1.b, 2.2.2, 6.5.d), and "if I'm the only
card in your Reserve" checked on the state (3.2.5)."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, find
from engine.reading.conditions import holds
from scenarios.cards.condition_texts import condition_of

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

CAPPED = "{J} I gain 1 boost for each Character you control (max. 2)."
CAPPED_FIRST = "{J} For each Character you control, I gain 1 boost, up to a max of 2."
MORE_ANIMALS = "{J} If you control more Animals than each opponent, draw a card."
FEWER = "{J} If you control fewer Animals than each opponent, draw a card."


@pytest.mark.parametrize("text", [CAPPED, CAPPED_FIRST])
@pytest.mark.parametrize(("allies", "boosts"), [(0, 1), (1, 2), (3, 2)])
def test_6_5_i_a_count_capped(text: str, allies: int, boosts: int) -> None:
    """1 boost per Character I control (the Unique counted too), at most 2 in all."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "draws"),
    [
        (MORE_ANIMALS, 2, 1, 1),
        (MORE_ANIMALS, 1, 1, 0),  # as many: not more
        (MORE_ANIMALS, 0, 0, 0),
        (FEWER, 0, 1, 1),
        (FEWER, 1, 1, 0),  # as many: not fewer
        (FEWER, 2, 1, 0),
    ],
)
def test_1_2_1_b_sub_types_compared_with_each_opponent(
    text: str, mine: int, theirs: int, draws: int
) -> None:
    """Only the Animals each player controls are counted (2.2.2): a Soldier is not one."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Guard", subtypes=("Soldier",), **ALLY)
    for i in range(mine):
        b = b.in_expedition("p1", "hero", f"Wolf {i}", subtypes=("Animal",), **ALLY)
    for i in range(theirs):
        b = b.in_expedition("p2", "hero", f"Bear {i}", subtypes=("Animal",), **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert len(names(state, "hand:p1")) == draws


@pytest.mark.parametrize(
    ("others", "mine_in_reserve", "expected"),
    [(0, True, True), (1, True, False), (0, False, False)],
    ids=["alone in Reserve", "another card there", "not in Reserve"],
)
def test_3_2_5_only_card_in_your_reserve(
    others: int, mine_in_reserve: bool, expected: bool
) -> None:
    condition = condition_of("i am the only card in your reserve")
    assert condition is not None
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4)
    b = b.in_reserve("p2", "Their card", **ALLY)  # an opponent's Reserve is not yours
    if mine_in_reserve:
        b = b.in_reserve("p1", "Hermit", **ALLY)
    else:
        b = b.in_expedition("p1", "hero", "Hermit", **ALLY)
    for i in range(others):
        b = b.in_reserve("p1", f"Other {i}", **ALLY)
    state = b.build()
    assert holds(condition, state, "p1", me=find(state, "Hermit")) is expected
