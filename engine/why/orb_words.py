"""The Mana Orbs of one step said in one part, by their place in their Mana zone (1.2.5.e).

A payment exhausts several Mana Orbs in one step (5.1.2.i, 1.2.5.e); Prepare readies them
(4.2.1.c). Each Mana Orb is a face-down card (3.2.9.a) its player chooses among theirs by
its place, as the decision offers it ("Mana Orb 2", :func:`engine.why.labels.orb_label`),
never by the card it is. A step's line says those of one player alike in one part: "Mana
Orbs 1, 2 and 3 are exhausted" — the player's own when they do it ("p1 pays 3 mana: …"),
"p2's Mana Orbs 1 and 3 are exhausted" when another player's effect does, or the rules.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState

_VERBS = {ActionKind.EXHAUST: "exhausted", ActionKind.READY: "readied"}


def orb_key(state: GameState, ev: Event) -> tuple[str, str, int] | None:
    """(whose words, verb, place) of an event exhausting or readying a Mana Orb — "" as
    whose when the player doing it controls the orb, "p2's " otherwise —; ``None`` for any
    other event."""
    verb = _VERBS.get(ev.kind)
    oid = ev.new_object_id or ev.object_id
    if verb is None or oid is None or oid not in state.objects:
        return None
    orb = state.objects[oid]
    if z.kind_of(orb.zone) is not ZoneKind.MANA:
        return None
    whose = "" if ev.player == orb.controller else f"{orb.controller}'s "
    return whose, verb, state.zone(orb.zone).index(oid) + 1


def orbs_sentence(whose: str, verb: str, places: list[int]) -> str:
    """ "Mana Orb 2 is exhausted", "p2's Mana Orbs 1, 3 and 4 are readied"."""
    if len(places) == 1:
        return f"{whose}Mana Orb {places[0]} is {verb}"
    listed = ", ".join(str(n) for n in places[:-1]) + f" and {places[-1]}"
    return f"{whose}Mana Orbs {listed} are {verb}"
