"""Which objects a filtered target, choice or group may be: "target Character with Hand
Cost 3 or less", "a [[Boosted]] Character you control", "another Character" (6.5.b,
6.1.g). The filter is plain data (:class:`~engine.state.cards.ObjectFilter`) written on
the step; this module reads it against the current state."""

from __future__ import annotations

from engine.pipeline.passives import expeditions_of, subtypes_of
from engine.state import zones as z
from engine.state.cards import ObjectFilter
from engine.state.enums import CardType
from engine.state.game_state import GameState


def matches(
    state: GameState,
    object_id: str,
    wanted: ObjectFilter | None,
    controller: str,
    me: str | None,
    me_card: str | None = None,
) -> bool:
    """Whether ``object_id`` is one the filter lets through, for an effect controlled by
    ``controller`` and an ability borne by ``me`` (``me_card``: its card, which still
    names it after it moved and became a new object, 2.1.d)."""
    if wanted is None:
        return True
    o = state.objects.get(object_id)
    if o is None:
        return False
    is_me = object_id == me or (me_card is not None and o.card_id == me_card)
    if wanted.another and is_me:
        return False  # "another": not the object bearing the ability (7.2.1.a), wherever it is
    if wanted.only_me and not is_me:
        return False
    if wanted.controller == "you" and o.controller != controller:
        return False
    if wanted.controller == "opponent" and o.controller == controller:
        return False
    if wanted.types and state.type_of(object_id) not in wanted.types:
        return False
    card = state.card(object_id)
    if wanted.tokens and (card is None or not card.is_token):
        return False  # "tokens you control" (2.1.e)
    if wanted.in_my_expedition:
        mine = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
        if not any(o.zone == z.zone_of_expedition(e) for e in mine):
            return False
    if any(not o.has(s) for s in wanted.statuses):
        return False
    if any(o.has(s) for s in wanted.without):
        return False
    if wanted.any_statuses and not any(o.has(s) for s in wanted.any_statuses):
        return False  # "target Fleeting, Anchored or Asleep Character"
    if wanted.subtypes and (card is None or not wanted.subtypes & set(subtypes_of(state, o.id))):
        return False
    if wanted.base_stat is not None and (
        card is None
        or card.type is not CardType.CHARACTER
        or wanted.base_stat not in (card.forest, card.mountain, card.water)
    ):
        return False  # 2.2.11: the printed statistics
    if wanted.hand_cost_max is not None or wanted.hand_cost_min is not None:
        cost = card.hand_cost if card is not None else None
        if card is not None and card.is_token:
            cost = 0  # 2.2.7.c: tokens have a Hand Cost of 0
        if cost is None:
            return False  # no Hand Cost (a Hero, an Emblem, 2.2.7.d)
        if wanted.hand_cost_max is not None and cost > wanted.hand_cost_max:
            return False
        if wanted.hand_cost_min is not None and cost < wanted.hand_cost_min:
            return False
    return True


def narrowed(
    state: GameState,
    ids: tuple[str, ...],
    wanted: ObjectFilter | None,
    controller: str,
    me: str | None,
    me_card: str | None = None,
) -> tuple[str, ...]:
    """The ids the filter lets through, in order."""
    if wanted is None:
        return ids
    return tuple(oid for oid in ids if matches(state, oid, wanted, controller, me, me_card))
