"""Why a choice offers only the chooser's own objects: the rule of the zone the options
are in, said where the choice is asked (6.1.g decides that an impossible option cannot be
chosen; these rules say which objects are possible at all).

- "Sacrifice a Character": only an object in play the player controls (7.3.36.a) — another
  player's Character is no option, for an effect or a cost (1.2.5.a);
- "a card from your Reserve / Discard pile / Hand": a personal zone has one instance for
  each player (3.1.2.b), so "your" is the chooser's own and another player's is no option;
  a player choosing from their own Hand looks at it (3.2.5.b), the table does not (3.1.3.f).

Said only where another player has something of that kind the choice passes over: with
nothing left out, nobody asks why.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.table import why

_PERSONAL = {
    ZoneKind.HAND: "Hand",
    ZoneKind.RESERVE: "Reserve",
    ZoneKind.DISCARD: "Discard pile",
}
"""The personal zones a step's "a card from your ..." chooses from, in a judge's words."""


def own_zone_note(
    state: GameState, kind: ActionKind, player: str, options: Iterable[str]
) -> tuple[str, tuple[str, ...]]:
    """The words and rules that say why ``player``'s choice of ``options`` for a step of
    ``kind`` passes over another player's objects — ``("", ())`` when it passes over none."""
    options = tuple(o for o in options if o in state.objects)
    if not options:
        return "", ()
    others = [p for p in state.initiative_order() if p != player]
    if kind is ActionKind.SACRIFICE:
        types = {state.type_of(o) for o in options}
        theirs = any(
            state.objects[o].controller in others and state.type_of(o) in types
            for key in state.zones
            if z.kind_of(key) in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
            for o in state.zones[key]
            if o in state.objects
        )
        if not theirs:
            return "", why("choice.sacrifice_own")
        return (
            f" (only what {player} controls in play: one sacrifices one's own objects)",
            why("choice.sacrifice_own"),
        )
    kinds = {z.kind_of(state.objects[o].zone) for o in options}
    owners = {z.player_of(state.objects[o].zone) for o in options}
    if owners != {player} or len(kinds) != 1:
        return "", ()
    (zone_kind,) = kinds
    words = _PERSONAL.get(zone_kind)
    if words is None:
        return "", ()
    if not any(state.zone(z.personal(zone_kind, p)) for p in others):
        return "", ()
    rules = why("choice.own_zone")
    if zone_kind is ZoneKind.HAND:
        rules = (*rules, *why("choice.own_hand"))
    return f" (from {player}'s own {words}: each player has their own {words})", rules


def yours_chosen_words(step: Step, *, none: bool = False) -> str:
    """ib39: why a choice another player makes offers the effect's controller's objects, not
    the chooser's own: the effect names who chooses among whose (6.1.g "unless specified
    otherwise"; "An opponent chooses a Character you control"); ``none``: there is none."""
    yours = step.controller or "the effect's controller"
    said = str(step.subject or "")
    what = "cards in their Reserve" if "_reserve_" in said else "objects in play"
    if none:
        return f"the effect has them choose among {yours}'s {what}, and none fits"
    return f"among {yours}'s {what}: the effect names the player who chooses them"
