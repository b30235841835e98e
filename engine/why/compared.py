"""The characteristics a filter compares, and the rules that define them (2.2.7, 2.2.8).

"Target Character with Hand Cost {3} or less", "When you play a Character with Hand Cost
greater than or equal to my number of Heroism counters": a filter comparing a cost reads
the object's characteristic — its Hand Cost (2.2.7.a; a token's is 0, 2.2.7.c) or its
Reserve Cost (2.2.8.a; a token's is 0, 2.2.8.c) — never the mana paid to play it
(5.1.2.d). A judge asked "Merlin was played for 3, so it costs 3?" answers with these rules,
so every line whose step or Reaction is decided by such a filter cites them: targets and
choices (:mod:`engine.steps.target_choices`), totals of Hand Cost or Reserve Cost
(:mod:`engine.steps.total_targets`)
and Reactions whose trigger names such a card (:mod:`engine.pipeline.activation`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState
from engine.why.table import why

__all__ = ["compared_rules", "compares_hand_cost", "hand_cost_rules", "reserve_cost_rules"]


def compares_hand_cost(wanted: ObjectFilter) -> bool:
    """Whether the filter compares a Hand Cost ("with Hand Cost N or less", "… greater than
    or equal to my number of counters", "… less than its Hand Cost")."""
    return (
        wanted.hand_cost_max is not None
        or wanted.hand_cost_min is not None
        or bool(wanted.hand_cost_max_from)
        or bool(wanted.hand_cost_min_my_counters)
        or bool(wanted.hand_cost_max_my_counters)
    )


def _has_token(state: GameState, objects: Iterable[str]) -> bool:
    return any(
        (card := state.card(o)) is not None and card.is_token for o in objects if o in state.objects
    )


def hand_cost_rules(state: GameState, objects: Iterable[str]) -> tuple[str, ...]:
    """The rules of a Hand Cost compared or added up for ``objects``: a number (2.2.7.a),
    and 0 for a token among them (2.2.7.c)."""
    tokens = _has_token(state, objects)
    return (*why("compare.hand_cost"), *(why("target.token_hand_cost") if tokens else ()))


def reserve_cost_rules(state: GameState, objects: Iterable[str]) -> tuple[str, ...]:
    """The rules of a Reserve Cost compared or added up for ``objects``: a number (2.2.8.a),
    and 0 for a token among them (2.2.8.c)."""
    tokens = _has_token(state, objects)
    return (*why("compare.reserve_cost"), *(why("target.token_reserve_cost") if tokens else ()))


def compared_rules(
    state: GameState, wanted: ObjectFilter | None, objects: Iterable[str]
) -> tuple[str, ...]:
    """The rules defining the costs ``wanted`` compares for ``objects`` (the objects it
    was matched against): the Hand Cost (2.2.7.a, a token's 2.2.7.c) and the Reserve Cost
    (2.2.8.a, a token's 2.2.8.c). Nothing when the filter compares no cost."""
    if wanted is None:
        return ()
    rules: tuple[str, ...] = ()
    if compares_hand_cost(wanted):
        rules = hand_cost_rules(state, objects)
    if wanted.reserve_cost_max is not None or wanted.reserve_cost_min is not None:
        rules = (*rules, *reserve_cost_rules(state, objects))
    return rules
