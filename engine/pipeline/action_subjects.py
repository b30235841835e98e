"""Who and what an atomic action acts on: the objects of a step (2.1.i, 2.1.f), where a moving
step sends them (1.4.3.a, 7.3.7.a), how much a capped step gives, and who does the action
(1.4.7)."""

from __future__ import annotations

from engine.pipeline.statics import support_max_more
from engine.reading.passives import is_gigantic
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import GameObject
from engine.state.steps import Step
from engine.why.table import why

DISCARDING = frozenset({ActionKind.DISCARD, ActionKind.SABOTAGE, ActionKind.SACRIFICE})
"""Moving actions whose destination is the rules' own: the Discard pile (7.3.7.a, 7.3.35.a,
7.3.36.a)."""


def subject_objects(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects a step acts on: its object ids that still exist (2.1.i), then the
    current objects of its card ids (2.1.f)."""
    found = [oid for oid in step.objects if oid in state.objects]
    for card_id in step.cards:
        oid = state.card_objects.get(card_id)
        if oid is not None and oid not in found:
            found.append(oid)
    return tuple(found)


def needs_destination(step: Step) -> bool:
    """Whether ``step`` moves objects somewhere its card text must say (put, send, return,
    move: 7.3.27.a, 7.3.37.a, 7.3.32.a) and does not."""
    return (
        step.kind in (ActionKind.PUT, ActionKind.SEND, ActionKind.RETURN, ActionKind.MOVE)
        and step.to_zone is None
    )


def destination(state: GameState, obj: GameObject, step: Step) -> str:
    """The concrete zone key a moving step sends ``obj`` to. Personal zones are always the
    owner's (1.4.3.a, 3.1.2.c)."""
    kind = step.to_zone
    if kind is None and step.kind in DISCARDING:
        kind = ZoneKind.DISCARD  # 7.3.7.a, 7.3.35.a, 7.3.36.a: to discard is to the Discard pile
    if kind is None:
        raise ValueError(f"step {step.kind} has no destination")
    if kind is ZoneKind.LIMBO:
        return z.LIMBO
    if kind is ZoneKind.EXPEDITION:
        if step.to_sub is None:
            raise ValueError("a move to the Expedition zone needs an Expedition")
        return z.zone_of_expedition(step.to_sub)
    if kind is ZoneKind.LANDMARK:
        return z.landmarks(step.to_sub or obj.controller)
    return z.personal(kind, obj.owner)


def gigantic_defect_rules(state: GameState, kind: ActionKind, object_id: str) -> tuple[str, ...]:
    """A Gigantic Character that defects: its card goes to the Expedition facing the one it
    is in, not to a chosen one (7.4.4.i, an exception to 7.4.4.h)."""
    if kind is not ActionKind.DEFECT or not is_gigantic(state, object_id):
        return ()
    return why("action.gigantic_defects")


def owners_zone_rules(obj: GameObject, step: Step) -> tuple[str, ...]:
    """The rules to cite when a step sends an object another player controls to a
    personal zone: it goes to its owner's, not its controller's (1.4.3.a, 3.1.2.c)."""
    kind = step.to_zone
    if kind is None and step.kind in DISCARDING:
        kind = ZoneKind.DISCARD
    if kind is None or kind in _SHARED_DESTINATIONS:
        return ()
    # A card another player owns, which its controller or the effect's controller sends to
    # "your" zone, "its owner's" or "their" zone: the owner's either way (1.4.3.a).
    # An object its owner does not control was the controller's by where it was (7.5.5.b):
    # cited beside where it goes, which ownership alone decides — "it's my card" answered.
    held = why("action.controlled_not_owned") if obj.owner != obj.controller else ()
    if step.to_owner:
        # the text names "its owner's" zone: no move is redirected (1.4.3.a); whose zone it
        # is goes by ownership, which control does not change (1.1.3.d)
        return (*why("action.named_owners_zone"), *held) if held else ()
    named = step.kind in _NAMING_MOVES and step.controller not in (None, obj.owner)
    if obj.owner == obj.controller and not named:
        return ()
    return (*why("action.owners_zone"), *held)


def deck_position_rules(state: GameState, obj: GameObject, step: Step) -> tuple[str, ...]:
    """The rules to cite when a step sends a card to the Nth position from the top of its
    owner's Deck (3.2.2.c): with fewer than N-1 cards there, it goes to the bottom
    (3.2.2.f)."""
    if not step.position.isdigit() or step.to_zone is not ZoneKind.DECK:
        return ()
    deck = state.zones.get(z.personal(ZoneKind.DECK, obj.owner), ())
    above = [c for c in deck if c != obj.id]
    short = len(above) < int(step.position) - 1
    return why("place.deck_position_short" if short else "place.deck_position")


_SHARED_DESTINATIONS = frozenset({ZoneKind.LIMBO, ZoneKind.EXPEDITION, ZoneKind.LANDMARK})

_NAMING_MOVES = frozenset({ActionKind.RETURN, ActionKind.SEND, ActionKind.PUT})
"""Moves whose words name the personal zone ("return ... to your Hand", 7.3.27.a)."""


def placed(step: Step, object_id: str) -> str | None:
    """The Expedition chosen for this object when a step puts cards "in your Expeditions"
    (one choice per object, in the order of the step's objects)."""
    if step.to_zone is not ZoneKind.EXPEDITION or step.to_sub is not None:
        return None
    if object_id not in step.objects:
        return None
    index = step.objects.index(object_id)
    if index >= len(step.choices_made) or not step.choices_made[index]:
        return None  # not chosen yet, or none to choose (taken from Landmarks, 7.3.40.b)
    return z.zone_of_expedition(step.choices_made[index])


def capped(state: GameState, object_id: str, counter: str, step: Step) -> int:
    """The amount given: "[gain N boosts/counters], up to a max of M" gives only what
    brings the object to M in all; nothing once it has M."""
    if not step.max_total or step.kind not in (ActionKind.GIVE_BOOST, ActionKind.GAIN_COUNTERS):
        return step.amount
    more = support_max_more(state, step.me, object_id)  # "... beyond their maximum"
    if more is None:
        return step.amount
    o = state.objects.get(object_id)
    have = o.counters.get(counter, 0) if o is not None else 0
    return max(0, min(step.amount, step.max_total + more - have))


def doer(state: GameState, step: Step, object_id: str) -> str | None:
    """Who does the atomic action on ``object_id`` (1.4.7.a): the player the effect names —
    each player, for what they chose, under "each player sacrifices ..." (1.4.7.b) — else
    the controller of the effect (1.4.7.c), else the controller of the object (1.4.7.d)."""
    if step.each_player_does or step.its_controller_does or step.controller is None:
        # "its controller sacrifices it": the player the effect names (1.4.7.b)
        return state.objects[object_id].controller
    if step.opponent_does:  # "target opponent sabotages": the player named (1.4.7.b)
        return state.opponent(step.controller)
    return step.controller


def doer_rules(step: Step) -> tuple[str, ...]:
    """The rules that say who does the atomic actions of ``step`` (7.5.6, summarised in
    1.4.7): the player the effect names, else the effect's controller, else the object's."""
    if step.each_player_does:
        return why("doer.each_player")
    if step.opponent_does or step.its_controller_does:
        return why("doer.named_player")
    return why(
        "doer.effect_controller" if step.controller is not None else "doer.object_controller"
    )
