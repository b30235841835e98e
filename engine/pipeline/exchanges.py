"""Proposing exchanges: two objects or cards exchanging zones (7.3.12) and two Characters
exchanging boosts (7.3.11)."""

from __future__ import annotations

from engine.pipeline.action_subjects import subject_objects
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, CardType, ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import GameObject
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def propose_exchange(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Exchange two objects or cards: each moves to the other's zone (7.3.12.a) — a
    personal zone being always its owner's (1.4.3.a, cited where it redirects a card). If
    one of them cannot be determined, the exchange cannot happen (7.3.12.b)."""
    pair = subject_objects(state, step)
    if len(pair) != 2:
        return ()
    a, b = (state.objects[oid] for oid in pair)

    def to(obj: GameObject, other: GameObject) -> str:
        kind = z.kind_of(other.zone)
        if kind in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK, ZoneKind.LIMBO):
            return other.zone
        return z.personal(kind, obj.owner)

    rules = (*step.rules, *why("action.exchange"))

    def rules_of(obj: GameObject, other: GameObject) -> tuple[str, ...]:
        """The exchange's rules, with 1.4.3.a only where it acts: ``obj`` would go to a
        personal zone of a player who does not own it, and goes to its owner's instead."""
        redirected = to(obj, other) != other.zone
        own = (*rules, *why("action.exchange_owner")) if redirected else rules
        return _in_place(obj, other, own)

    return (
        AtomicAction(ActionKind.EXCHANGE, a.id, step.controller, to(a, b), rules=rules_of(a, b)),
        AtomicAction(ActionKind.EXCHANGE, b.id, step.controller, to(b, a), rules=rules_of(b, a)),
    )


def _in_place(obj: GameObject, other: GameObject, rules: tuple[str, ...]) -> tuple[str, ...]:
    """``rules``, and 2.4.1.d when ``obj`` takes the place of ``other`` that has a status:
    it enters a new zone with no status (an exhausted card in Reserve exchanged with one
    from the Hand: the card entering the Reserve is ready)."""
    if not other.statuses or obj.statuses or obj.zone == other.zone:
        return rules
    return (*rules, *why("action.enters_without_status"))


def _character_in_play(state: GameState, object_id: str, step: Step) -> bool:
    """A Character an effect refers to is one in play, in the Expedition zone, unless the
    effect specifies a zone (2.2.1.h): a Character in a Reserve counts only when it was
    chosen as a target that names that zone ("target two Characters in play or in
    Reserve", 6.5.b) — its boosts kept there (2.5.l)."""
    o = state.objects[object_id]
    zones = (ZoneKind.EXPEDITION, ZoneKind.RESERVE) if object_id in step.chosen else ()
    return z.kind_of(o.zone) in (zones or (ZoneKind.EXPEDITION,)) and (
        state.type_of(object_id) is CardType.CHARACTER
    )


def propose_exchange_boosts(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Exchange the boosts of two Characters: each simultaneously gains or loses the
    difference in their numbers of boosts — the one with the most loses it, the one with the
    least gains it (7.3.11.a). With the same number, the actions change nothing and are
    impossible: nothing happens (7.3.11.b). Without two Characters there is no exchange."""
    pair = subject_objects(state, step)
    if len(pair) != 2 or not all(_character_in_play(state, oid, step) for oid in pair):
        return ()
    a, b = (state.objects[oid] for oid in pair)
    difference = abs(a.boosts - b.boosts)

    def change(obj: GameObject, other: GameObject) -> int:
        return difference if obj.boosts < other.boosts else -difference

    return tuple(
        AtomicAction(
            ActionKind.EXCHANGE_BOOSTS,
            object_id=obj.id,
            player=step.controller,
            counter=BOOST,
            amount=change(obj, other),
            rules=(*step.rules, *why("action.exchange_boosts")),
            controller=step.controller,
        )
        for obj, other in ((a, b), (b, a))
    )
