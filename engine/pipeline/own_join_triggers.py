"""gk (issue 30): "When I join an Expedition —" (7.5.10.a), the bearer's own join.

The trigger names "I" entering a subset of the Expedition zone, so it is a self-move Reaction
(6.3.c): looked for in the state *after* the event, on the object that is there then (6.3.e)
— a card played or put in an Expedition is a new object (2.1.d) whose Reaction did not exist
before. An object joins an Expedition when it is in it after the event and was not before
(7.5.10.a; an Expedition Permanent joins one too, 2.2.3.d): played, put or created there
(7.5.10.b), a Character switching to its controller's other Expedition (7.5.10.c), or gaining
Gigantic, which makes it join the other one (7.4.4.o). A Gigantic Character is in both
Expeditions at once: one join of that subset, activated once (7.4.4.j). The trigger's
condition ("if you control a Plant in it") is the present tense, looked at after the event
(6.3.k), when the joined Expedition is the bearer's.
"""

from __future__ import annotations

from engine.pipeline.activation import abilities_of, condition_holds, new_activation
from engine.pipeline.zone_triggers import gained_expeditions, was_in
from engine.reading.passives import expeditions_of, is_ignored
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why


def own_join_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """The "When I join an Expedition" Reactions of each Character that joined one (the
    module docstring), bound to the Character as it is after the event (6.3.e, 6.3.i)."""
    joined: list[tuple[str, str | None, str | None]] = []  # (object now, before, played from)
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in after.objects or ev.to_zone is None:
            continue
        if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
            continue  # an Expedition Permanent joins one too (2.2.3.d)
        if expeditions_of(after, new) - was_in(before, ev):
            joined.append((new, ev.object_id, ev.played_from))
    for oid, _, _ in gained_expeditions(before, after):
        joined.append((oid, oid, None))  # it gained Gigantic: joins the other (7.4.4.o)
    out: list[Activation] = []
    seen: set[str] = set()
    for new, old, played_from in joined:
        if new in seen:
            continue  # one join of the subset it is in (7.4.4.j)
        seen.add(new)
        controller = after.objects[new].controller
        for index, ab in enumerate(abilities_of(after, new, played_from)):
            if ab.kind is not AbilityKind.REACTION:
                continue
            if ab.trigger is not TriggerKind.I_JOIN_AN_EXPEDITION or is_ignored(after, new, index):
                continue  # an ignored Reaction does not activate (7.3.19.b)
            me_before = old if old is not None and old in before.objects else None
            if not condition_holds(ab, before, after, controller, me_before, new):
                continue
            rules = why("reaction.self_move.joins_an_expedition")
            out.append(new_activation(after, new, index, ab, bound=(new,), rules=rules))
    return out
