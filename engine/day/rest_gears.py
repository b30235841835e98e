"""Why a Gear goes to Reserve at Rest, said on the Rest line (cite17, issue 31).

Rest sends Characters in the Expedition zone and the Gears "that belonged in an
Expedition that moved forward this day" to Reserve (4.2.5.b). A Gear that stays is said
with its reason (its Expedition did not move forward); a Gear that goes is said with its
own: its Expedition moved forward this day — the same rule, the other case.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import CardType
from engine.state.game_state import GameState
from engine.state.said import zone_words


def gears_sent_notes(state: GameState, sent: tuple[str, ...]) -> list[str]:
    """One note per Gear in ``sent`` (the objects Rest sends to Reserve, as they are before
    it): "Arcolano Milk goes to Reserve (a Gear of p1's hero Expedition, which moved
    forward this day)" (4.2.5.b)."""
    notes: list[str] = []
    for oid in dict.fromkeys(sent):
        card = state.card(oid)
        if oid not in state.objects or card is None:
            continue
        if card.type is not CardType.PERMANENT or "Gear" not in card.subtypes:
            continue
        exp = next(
            (e for e in state.expedition_ids() if oid in state.zone(z.zone_of_expedition(e))),
            None,
        )
        if exp is None:
            continue
        where = zone_words(z.zone_of_expedition(exp))
        notes.append(
            f"{state.whose_name(oid)} goes to Reserve (a Gear of {where}, which moved forward "
            "this day)"
        )
    return notes
