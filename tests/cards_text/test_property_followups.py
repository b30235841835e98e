"""This session's readings on random boards never crash the engine: decks made only of cards
with them — a comparison with target opponent (6.5.b, 6.5.d), a quick action gained under a
condition, "where X is the number of", an optional cost of playing a card (5.1.2.c), a status
chosen among several (6.1.g), a move to the top of a Deck, a targeted Expedition that
can't move forward, "Target an Expedition. ... in it" — played at random, keep the
engine's invariants and cite only registered rules."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import executed, fields, random_game_keeps_invariants, read

TEXTS: tuple[tuple[str, str, int], ...] = (
    ("Character", "{J} If you have less cards in Reserve than target opponent, draw a card.", 2),
    ("Character", "{J} If you control fewer Characters than your opponent, I gain 2 boosts.", 2),
    (
        "Character",
        'If I have 2 or more boosts, I gain "{T} : Draw a card."  {J} I gain 2 boosts.',
        3,
    ),
    ("Character", "{H} Draw X cards, where X is the number of cards in your Reserve.", 3),
    (
        "Spell",
        "Create X [Ordis Recruit 1/1/1] Soldier tokens in target Expedition, where X is the "
        "number of Characters you control.",
        2,
    ),
    (
        "Spell",
        "You may discard a card from your Reserve to reduce my cost by {2}.  Return target "
        "Character to the top of its owner's deck.",
        4,
    ),
    ("Character", "You may sacrifice a Character to reduce my cost by {2}.", 4),
    ("Character", "{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]].", 2),
    ("Spell", "Target Expedition can't move forward this Day.", 1),
    (
        "Spell",
        "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is "
        "the number of cards in your Reserve.",
        3,
    ),
    ("Character", "{J} Target Character gains X+1 boosts, where X is my number of boosts.", 2),
)

COMPILED = tuple(
    fields(executed(read(text, type=kind, hand_cost=cost, reserve_cost=cost)))
    for kind, text, cost in TEXTS
)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    cards=st.lists(st.integers(0, 10**6), min_size=48, max_size=48),
    picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300),
)
def test_this_sessions_readings_on_random_boards_keep_invariants(
    seed: int, cards: list[int], picks: list[int]
) -> None:
    random_game_keeps_invariants(COMPILED, seed, cards, picks)
