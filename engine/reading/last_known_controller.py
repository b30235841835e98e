"""Who controlled what "it" names just before this effect moved it out of play (2.1.h):
"Return target Character to its owner's hand. If it's an opponent's Character, draw a
card" asks of a card now in a Hand who controlled it in play — the controller of the zone
it was in (1.1.3.d), not the owner holding the card now. The place of a gone "I" is
:mod:`engine.reading.last_known`'s; this is the same rule for "it"."""

from __future__ import annotations

from engine.reading.filters import matches
from engine.state import zones as z
from engine.state.cards import ConditionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step


def controllers_before(step: Step) -> frozenset[str]:
    """Who controlled what "it" names just before this effect moved it out of play: the
    players whose Expedition or Landmark zone it was in (2.1.h; in play the controller's
    zone holds it, 1.1.3.d). Empty when the effect moved nothing of "it" out of play."""
    return frozenset(
        p
        for zone in step.it_was_in
        if z.kind_of(zone) in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
        and (p := z.player_of(zone)) is not None
    )


def reads_its_controller_gone(step: Step) -> bool:
    """Whether the step's condition "If it's an opponent's Character / one of your
    Characters" asks who controls what "it" names after this effect moved it out of play:
    read as it was just before (2.1.h)."""
    c = step.condition
    return (
        c is not None
        and c.kind == ConditionKind.IT_MATCHES
        and any(f.controller for f in c.any_of)
        and bool(controllers_before(step))
    )


def it_fits_as_it_was(state: GameState, step: Step, controller: str) -> bool:
    """ "If it's an opponent's Character" (not negated yet) of what "it" names, gone from
    play by this effect: its kind as it is now, wherever it is (2.2.1.i) — and who
    controlled it just before it left (2.1.h), not who holds the card now."""
    c = step.condition
    assert c is not None
    was = controllers_before(step)
    for f in c.any_of:
        whose_ok = (
            not f.controller
            or (f.controller == "you" and controller in was)
            or (f.controller == "opponent" and any(p != controller for p in was))
        )
        kind = replace(f, controller="")
        if whose_ok and any(matches(state, o, kind, controller, step.me) for o in step.it):
            return True
    return False
