"""A replacing modifier (6.2.b) in the card language -> the engine's
:class:`~engine.ModifierSpec` (read by :mod:`engine.pipeline.modifiers` and
:mod:`engine.pipeline.replacing`).

Split from :mod:`scenarios.cards.compile_abilities`, which passes its own word-to-engine
helpers (action, destination zone, origin zone) so both read words alike.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import ActionKind, ModifierSpec, Phase, Subject, ZoneKind
from engine.pipeline.paid_instead import PAID_COSTS
from scenarios.cards.compile_steps import _condition, _object_filter, compile_effect
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models_modifiers import ReplaceModel

_PLAYER_RESULTS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def replacing_spec(
    r: ReplaceModel,
    text: str,
    action_of: Callable[[str], ActionKind],
    zone_of: Callable[[str | None], ZoneKind | None],
    any_zone_of: Callable[[str | None], ZoneKind | None],
) -> ModifierSpec:
    """The engine's modifier for ``r``; :class:`NotExecutable` for what the engine cannot
    do yet (several steps "instead", a condition of its own, a count of cards drawn)."""
    action = action_of(r.action)
    if r.paid:
        return _paid_instead(r, text, action, zone_of)
    if r.instead:
        return _effect_instead(r, text, action)
    if r.attempt and r.instead_action is None:
        raise NotExecutable("a modifier of attempts (7.5.3.a) needs 'instead_action'")
    instead_action = action_of(r.instead_action) if r.instead_action else None
    if instead_action is ActionKind.REMOVE_COUNTERS and not r.instead_counter:
        raise NotExecutable("which counters are removed instead is not said")
    if r.extra and action not in (
        ActionKind.MOVE_FORWARD,
        ActionKind.MOVE_BACKWARDS,
        ActionKind.ROLL_DIE,  # more dice, one kept (7.3.33.c)
    ):
        raise NotExecutable(
            "'one more' applies to an Expedition moving (7.3.25.a, 7.3.24.a) or dice rolled "
            "(7.3.33.c)"
        )
    if r.add_to_result:
        if action is not ActionKind.ROLL_DIE or r.scope != "mine":
            raise NotExecutable("'add N to its result' modifies your own rolls (7.3.33.c)")
        # Not a replacement of the roll: the roller may add it once the die is seen.
        return ModifierSpec(
            replacing=False,
            action=action,
            scope=r.scope,
            text=text,
            add_to_result=r.add_to_result,
            add_always=r.always,
            add_exhausts_source=r.exhaust_me,
        )
    return ModifierSpec(
        replacing=True,
        action=action,
        scope=r.scope,
        to_zone=zone_of(r.to),
        replace_to_zone=zone_of(r.instead_to),
        replace_action=instead_action,
        text=text,
        from_zone=any_zone_of(r.from_zone),
        optional=r.optional,
        otherwise=compile_effect(r.otherwise),
        then=compile_effect(r.then),
        replace_counter=r.instead_counter or "",
        attempt=r.attempt,
        whole_step=r.whole_step,
        status=r.status,
        replace_status=r.instead_status,
        replace_amount=r.instead_amount,
        extra_amount=r.extra,
        whole_roll=r.whole_roll,
        phase=Phase(r.during.capitalize()) if r.during else None,
        condition=_condition(r.condition),
        watched=_object_filter(r.watched) if r.watched is not None else None,
        leaves_expedition=r.leaves_expedition,
    )


_EFFECT_INSTEAD = frozenset({ActionKind.RESUPPLY, ActionKind.DRAW})
"""Player actions an effect may replace: "If you would Resupply, instead [steps]"."""


def _effect_instead(r: ReplaceModel, text: str, action: ActionKind) -> ModifierSpec:
    """ "If you would Resupply, instead reveal the top two cards of your deck. Put one in
    Reserve, and discard the other.": your atomic action does not happen and these steps,
    yours, follow the step instead (6.2.b)."""
    results = (r.instead_to, r.instead_action, r.instead_status, r.then, r.otherwise)
    if action not in _EFFECT_INSTEAD or r.scope != "mine" or any(results) or r.optional:
        raise NotExecutable("this replacing modifier is not expressible in the engine yet")
    return ModifierSpec(
        replacing=True,
        action=action,
        scope=r.scope,
        text=text,
        replace_effect=compile_effect(r.instead),
        phase=Phase(r.during.capitalize()) if r.during else None,
        condition=_condition(r.condition),
    )


_OWN_COSTS = frozenset({ActionKind.SPEND_COUNTERS, ActionKind.EXHAUST})
"""Costs the bearer pays itself ("spend 1 of my counters", "exhaust me")."""


def _paid_instead(
    r: ReplaceModel,
    text: str,
    action: ActionKind,
    zone_of: Callable[[str | None], ZoneKind | None],
) -> ModifierSpec:
    """ "During Rest, you may spend 1 of my counters. If you do, I don't go to Reserve.": the
    bearer's move does not happen and its controller pays the cost in its place (6.2.b,
    6.5.c, 6.5.f), offered only when it can be paid in full (1.2.5.c, 6.1.g;
    :mod:`engine.pipeline.paid_instead`)."""
    costs = compile_effect(r.instead)
    if (
        not r.optional
        or r.scope != "self"
        or action is not ActionKind.MOVE
        or not costs
        or any(c.action not in PAID_COSTS or c.optional or c.then for c in costs)
        or any(c.subject is not Subject.SELF for c in costs if c.action in _OWN_COSTS)
    ):
        raise NotExecutable("this cost paid in place of a move is not expressible yet")
    return ModifierSpec(
        replacing=True,
        action=action,
        scope=r.scope,
        to_zone=zone_of(r.to),
        text=text,
        optional=True,
        replace_effect=costs,
        paid=True,
        phase=Phase(r.during.capitalize()) if r.during else None,
    )
