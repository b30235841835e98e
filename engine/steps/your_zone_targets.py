"""ic40: a target among the controller's own Reserve and Discard pile ("target Character card
in your Reserve or discard pile", 6.5.b).

A card in a Reserve or a Discard pile is an object — both are visible zones (3.2.10.a,
3.2.3.a), and a visible zone holds objects (3.1.3.a) — so it may be chosen as a target
(6.5.b). A hand is hidden and holds cards, not objects (3.1.3.d): the reader never names it
for a target. "Your" names the effect's controller's own zones, each player having their own
(3.1.2.b). The zones are the step's filter's ``in_your_zones``.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step

TARGETABLE_ZONES: tuple[ZoneKind, ...] = (ZoneKind.RESERVE, ZoneKind.DISCARD)
"""The personal zones a target of this subject may be in, in the order offered: visible
zones only (3.1.3.a), the Reserve first as printed on the cards."""


def your_zone_kinds(step: Step) -> tuple[ZoneKind, ...]:
    """The visible personal zones the step's filter names, in :data:`TARGETABLE_ZONES`
    order (a hidden zone named is dropped: it holds no objects, 3.1.3.d)."""
    named = step.filter.in_your_zones if step.filter is not None else frozenset()
    return tuple(kind for kind in TARGETABLE_ZONES if kind in named)


def your_zone_cards(state: GameState, step: Step, controller: str) -> tuple[str, ...]:
    """The objects in ``controller``'s own zones the step names (3.1.2.b), each a suitable
    target before the filter's other words are checked (6.5.b)."""
    return tuple(
        oid for kind in your_zone_kinds(step) for oid in state.zone(z.personal(kind, controller))
    )
