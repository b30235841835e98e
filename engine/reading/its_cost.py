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

__all__ = ["ITS_COSTS", "its_cost"]

ITS_COSTS = frozenset({Counted.ITS_HAND_COST, Counted.ITS_RESERVE_COST})
"""The counts this module counts."""


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
