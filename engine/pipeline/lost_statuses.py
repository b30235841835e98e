"""The statuses objects lost by changing zones this Day (2.4.1.c-d), kept by card: a card
that comes back is a new object, and nothing that related to the old one follows it
(1.4.4.a). Kept so that a later outcome the lost status would have changed — Rest sending
a Character that was made Fleeting, then returned to its Hand and played again, to Reserve
— is said with the rule (engine.day.new_object_notes)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve


def noted_lost_statuses(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the statuses the ``events`` of one step took away by a change of zone
    noted, by card, in its ``statuses_lost_this_day``."""
    lost = tuple(
        (before.objects[oid].card_id or "", status)
        for ev in events
        if ev.statuses_lost and (oid := ev.object_id) is not None and oid in before.objects
        for status in ev.statuses_lost
    )
    lost = tuple(pair for pair in lost if pair[0] and pair not in after.statuses_lost_this_day)
    if not lost:
        return after
    return evolve(after, statuses_lost_this_day=(*after.statuses_lost_this_day, *lost))


def noted_lost_keywords(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the keywords an Emblem-Ongoing in Limbo gave objects ("Target
    Character gains Defender this Day") that the ``events`` moved out of their zone noted,
    by card, in its ``keywords_lost_this_day``: the Emblem no longer applies to the new
    object (2.1.d), so a later outcome the keyword would have changed — Dusk's Progress
    with a Defender (7.4.2.b) — is said with 1.4.4.a (engine.day.new_object_notes)."""
    moved = {
        ev.object_id
        for ev in events
        if ev.object_id in before.objects
        and ev.from_zone
        and ev.to_zone != ev.from_zone
        and z.kind_of(ev.from_zone) is not ZoneKind.LIMBO
    }
    if not moved:
        return after
    lost: list[tuple[str, str, str]] = []
    for eid in after.zone(z.LIMBO):
        emblem = after.objects[eid].emblem
        if emblem is None or emblem.subtype != "Ongoing":
            continue
        for ab in emblem.abilities:
            grant = ab.grant
            if grant is None or grant.keyword is None or grant.lost:
                continue
            for oid in grant.objects:
                card = before.objects[oid].card_id if oid in moved else None
                entry = (card or "", grant.keyword.value, emblem.source_name)
                if card and entry not in after.keywords_lost_this_day and entry not in lost:
                    lost.append(entry)
    if not lost:
        return after
    return evolve(after, keywords_lost_this_day=(*after.keywords_lost_this_day, *lost))
