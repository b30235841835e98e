"""Control taken for a time: "Take control of target Character until end of turn".

Taking control is a move (7.3.40.a-b); an effect that says how long it lasts lasts longer
than its resolution, so it creates an Emblem-Ongoing (2.2.2.m) with that duration
(2.2.15.a; "this turn" unless the effect says otherwise). The Emblem names the object taken,
the player who controlled it and where it was. When the duration is over the Emblem ceases
to exist (2.2.15.c) and the effect ends: that player takes control of the object again
(7.3.40.a — into the Expedition of the kind it was taken from; 7.3.40.b — into their
Landmarks). An object that changed zones meanwhile is a new object the effect does not
name (2.1.d); one its former controller already controls stays (7.3.40.d)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.draft import Draft
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import EmblemData, GameObject
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def lend_control(draft: Draft, o: GameObject, action: AtomicAction, seq: int) -> None:
    """The Emblem-Ongoing of control taken for a time (``action.ongoing``): it remembers
    ``o``, its controller and its zone before the move."""
    from engine.pipeline.creation import put_emblem  # creation imports the pipeline

    spec = action.ongoing
    assert spec is not None and action.player is not None
    text = spec.text or "Control of it is taken for a time."
    held = Ability(AbilityKind.PASSIVE, text, returns_control=(o.id, o.controller, o.zone))
    emblem = EmblemData(
        source_object="",
        source_card=None,
        source_name=action.source or "an effect",
        ability_index=0,
        effect=(),
        subtype="Ongoing",
        abilities=(held,),
        duration=spec.duration,
        text=text,
    )
    put_emblem(draft, emblem, action.player, seq, ActionKind.CREATE_ONGOING, action.rules)


def control_returns(state: GameState, emblems: Iterable[str]) -> tuple[Step, ...]:
    """The steps giving back control of the objects the ending ``emblems`` name: each
    former controller takes control of its object again (7.3.40), if it still is that object
    (2.1.d) and they do not control it (7.3.40.d)."""
    out: list[Step] = []
    for eid in emblems:
        emblem = state.objects[eid].emblem
        for ab in emblem.abilities if emblem is not None else ():
            if not ab.returns_control:
                continue
            oid, player, zone = ab.returns_control
            o = state.objects.get(oid)
            if o is None or o.controller == player:
                continue
            to_sub = None
            if z.kind_of(zone) is ZoneKind.EXPEDITION:
                which = z.expedition_kind_of(zone)
                to_sub = z.expedition_id(player, which) if which is not None else None
            out.append(
                Step(
                    ActionKind.TAKE_CONTROL,
                    controller=player,
                    objects=(oid,),
                    to_sub=to_sub,
                    label=f"the effect that took control of {state.name(oid)} ends",
                    rules=why("day.duration_over"),  # 2.2.15.c; the take cites 7.3.40
                )
            )
    return tuple(out)
