"""The Mana Orbs a player chose to pay a cost, in a judge's words (cite17, issue 31).

A mana cost is paid by exhausting that many Mana Orbs (3.2.9.f), chosen in the declaration
of how costs will be paid (5.1.2.c). A Mana Orb is face down (3.2.9.a Remark): the table
knows it by its place in its Mana zone, never by the card it is — so the choice is said by
place, how many, and what they pay for: "Mana Orbs 1 and 2, to pay for Vanilla 2/2/2".
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState


def orbs_words(state: GameState, player: str, orbs: tuple[str, ...]) -> str:
    """ "Mana Orb 2", "Mana Orbs 1 and 2", "p2's Mana Orb 1" (another player's): the
    Mana Orbs ``orbs`` by their places; "" unless every one is in a Mana zone."""
    if not orbs or any(
        o not in state.objects or z.kind_of(state.objects[o].zone) is not ZoneKind.MANA
        for o in orbs
    ):
        return ""
    parts: list[str] = []
    for whose in dict.fromkeys(state.objects[o].controller for o in orbs):
        places = sorted(
            state.zone(state.objects[o].zone).index(o) + 1
            for o in orbs
            if state.objects[o].controller == whose
        )
        prefix = "" if whose == player else f"{whose}'s "
        if len(places) == 1:
            parts.append(f"{prefix}Mana Orb {places[0]}")
        else:
            listed = ", ".join(str(n) for n in places[:-1])
            parts.append(f"{prefix}Mana Orbs {listed} and {places[-1]}")
    return " and ".join(parts)


def paid_for_words(state: GameState, object_id: str | None, quick: bool) -> str:
    """ ", to pay for Vanilla 2/2/2" (a card played), ", to pay for the quick action of
    Ebenezer Scrooge"; "" when the object is unknown."""
    if object_id is None:
        return ""
    name = state.name(object_id)
    return f", to pay for the quick action of {name}" if quick else f", to pay for {name}"
