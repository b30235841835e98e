"""The printed cost of what "it" names, as an amount: "Target Character gains X boosts,
where X is the sacrificed Character's Hand Cost" (6.5.i, 6.5.f).

"It" is the object the step before acted on — after a sacrifice or a discard, the card in
its owner's Discard pile (2.1.d: a new object there, with the same printed costs). A token
has a Hand and Reserve Cost of 0 (2.2.7.c, 2.2.8.c), and one that ceased to exist (2.1.e)
counts as a token: 0. An Emblem has no cost (2.2.7.d): 0 (1.1.6.d).
"""

from __future__ import annotations

from engine.state.cards import Counted
from engine.state.game_state import GameState

__all__ = ["ITS_COSTS", "MY_COSTS", "its_cost", "my_cost"]

ITS_COSTS = frozenset({Counted.ITS_HAND_COST, Counted.ITS_RESERVE_COST})
"""The counts this module counts."""
MY_COSTS = frozenset({Counted.MY_HAND_COST, Counted.MY_RESERVE_COST})
"""The printed costs of "me" (the card of the ability's source)."""


def my_cost(state: GameState, me_card: str | None, counted: str) -> int:
    """The Hand Cost (``Counted.MY_HAND_COST``) or Reserve Cost printed on the card of
    "me" (2.2.7, 2.2.8) — the same card wherever it is now (2.1.d: a new object, the same
    printed characteristics); a token's, or no card's, is 0 (2.2.7.c, 2.2.8.c)."""
    card = state.cards.get(me_card) if me_card is not None else None
    if card is None or card.is_token:
        return 0
    cost = card.hand_cost if counted == Counted.MY_HAND_COST else card.reserve_cost
    return cost or 0


def its_cost(state: GameState, it: tuple[str, ...], counted: str) -> int:
    """The Hand Cost (``Counted.ITS_HAND_COST``) or Reserve Cost of the objects ``it``
    names, added up (2.2.7, 2.2.8)."""
    total = 0
    for object_id in it:
        card = state.card(object_id) if object_id in state.objects else None
        if card is None or card.is_token:
            continue  # 2.2.7.c / 2.2.8.c: a token's cost is 0
        cost = card.hand_cost if counted == Counted.ITS_HAND_COST else card.reserve_cost
        total += cost or 0
    return total
