"""'When [object] becomes [status]' met by an object that arrives with the status (7.5.4.a).

7.5.4.a: an object "becomes" a status if it did not have it before the event and has it
after. That is true of a gain ("gains Fleeting") and equally of a move that puts the object
in its new zone with the status: a card put in Reserve by an Exhausted Resupply (7.3.14.a)
is exhausted there, a Spell with Cooldown goes to Reserve exhausted, a card played from
Reserve is Fleeting in Limbo (5.2.1.b). The object in the new zone is a new object that
had no status before (2.4.1.d: "An object entering a new zone has no status until
specified otherwise" — here the move specifies it), so it becomes the status. A watching
Reaction that works before the event (6.3.f) activates; "it" is the object in its new
zone (6.3.i), and the filter ("a Character you control") is checked on it there.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    trigger_matches,
    watching_reactions,
)
from engine.reading.passives import ability_works
from engine.state.agenda import Activation
from engine.state.cards import TriggerKind
from engine.state.enums import Status
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why

_BECOMES = frozenset({TriggerKind.BECOMES_STATUS})


def arrivals_with_statuses(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[Event]:
    """The events that moved an object into a zone where it has a status it did not have
    before the event: a new object (2.1.d) in ``after``, from an object of ``before``
    without that status — one that kept its statuses as it moved (switching Expeditions,
    between the Expedition and Landmark zones) did not become anything (7.5.4.a)."""
    return [
        ev
        for ev in events
        if ev.from_zone is not None
        and ev.object_id is not None
        and ev.object_id in before.objects
        and ev.new_object_id is not None
        and ev.new_object_id in after.objects
        and _new_statuses(before, after, ev)
    ]


def _new_statuses(before: GameState, after: GameState, ev: Event) -> frozenset[Status]:
    """The statuses the object has in its new zone that it did not have before."""
    assert ev.object_id is not None and ev.new_object_id is not None
    return after.objects[ev.new_object_id].statuses - before.objects[ev.object_id].statuses


def arrival_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[Activation]:
    """ "When [object] becomes [status]" Reactions working before the event (6.3.f),
    activated by an object arriving in its new zone with that status (7.5.4.a, 2.4.1.d)."""
    arrived = arrivals_with_statuses(before, after, events)
    out: list[Activation] = []
    if not arrived:
        return out
    for src, index, ab in watching_reactions(before, _BECOMES):
        status = ab.trigger_status
        controller = before.objects[src].controller
        for ev in arrived:
            new = ev.new_object_id
            assert new is not None
            if status is None or status not in _new_statuses(before, after, ev):
                continue
            if ab.trigger_filter is not None and ab.trigger_filter.only_me:
                continue  # its own arrival: the object bearing it is a new one (2.1.d)
            if not trigger_matches(after, new, ab, controller, src):
                continue
            if not condition_holds(ab, before, after, controller, src, src, (new,)):
                continue
            rules = why("reaction.becomes_on_arrival")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules))
    return out


def own_arrival_notes(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for an object arriving with a status whose own "When I become
    [status]" Reaction does not activate: the object in its new zone did become the status
    (7.5.4.a, 2.4.1.d), but it is a new object, so its Reaction did not exist before the
    event, as a Reaction that is not a self-move one must (6.3.f) — or, outside play, it
    does not work there at all (1.2.4.d). Said at the moment it does not activate."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in arrivals_with_statuses(before, after, events):
        new = ev.new_object_id
        assert new is not None
        obj = after.objects[new]
        card = after.card(new)
        if card is None:
            continue
        for ab in (*card.abilities, *obj.gained):
            f = ab.trigger_filter
            if (
                ab.trigger is not TriggerKind.BECOMES_STATUS
                or ab.trigger_status is None
                or ab.trigger_status not in _new_statuses(before, after, ev)
                or f is None
                or not f.only_me
            ):
                continue
            status = ab.trigger_status.value
            said = f"{after.name(new)} arrives {status}: it becomes {status}, but its “When I "
            if not ability_works(after, new, ab):
                # Outside play (Limbo, a Reserve) its Reaction does not work at all (1.2.4.d).
                where = zone_words(obj.zone)
                words = f"become {status}” does not activate: it is in {where}, and its "
                out.append(
                    (
                        said + words + "abilities work only in play",
                        why("reaction.own_arrival_outside_play"),
                    )
                )
                continue
            words = "did not exist before the event: as a new object, it does not activate"
            out.append(
                (said + f"become {status}” " + words, why("reaction.own_arrival_not_become"))
            )
    return tuple(dict.fromkeys(out))
