"""The Reaction-activating step's names, in the order the Reactions will be played, when
several players' Reactions activate together (cite17, issue 31).

The first player in initiative order who controls a Reaction in Limbo plays one, and
Reactions are checked again after each (4.4.b, 4.4.c): the player with initiative plays
all theirs before the next player plays their own (4.4.c Remark). The step's line lists
the Reactions that way, each with whose it is — not in the order their events activated
them — so the judge reads the order of play where the Reactions appear.
"""

from __future__ import annotations

from engine.state.agenda import Activation
from engine.state.game_state import GameState
from engine.why.table import why


def names_in_play_order(
    state: GameState, activations: tuple[Activation, ...]
) -> tuple[str, tuple[str, ...]]:
    """``("p1's Lord Kelvin, then p2's Staff Clerk (...)", rules)`` when ``activations``
    belong to two or more players; ``("", ())`` when one player controls them all (they
    choose the order themselves, 4.4.b)."""
    controllers = dict.fromkeys(a.controller for a in activations)
    if len(controllers) < 2:
        return "", ()
    order = state.initiative_order()
    rank = {p: order.index(p) if p in order else len(order) for p in controllers}
    groups: list[str] = []
    for player in sorted(controllers, key=lambda p: rank[p]):
        many: dict[str, int] = {}
        for a in activations:
            if a.controller == player:
                many[a.source_name] = many.get(a.source_name, 0) + 1
        groups.append(
            ", ".join(
                f"{player}'s {n}" if k == 1 else f"{player}'s {n} ({k} Reactions)"
                for n, k in many.items()
            )
        )
    first = min(controllers, key=lambda p: rank[p])
    return (
        f"{', then '.join(groups)} (played in initiative order: {first}, first in initiative "
        f"order, plays all theirs first)",
        why("reaction.must_play"),
    )
