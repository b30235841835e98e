"""A token that leaves a zone other than the Expedition zone, and why it does not cease to
exist.

2.1.e speaks of the Expedition zone only: a token that would leave it and join another zone
ceases to exist instead. A token of another type — a Landmark Permanent token (2.2.1.d,
3.2.7.b) — that leaves the Landmark zone joins its new zone as a card would: a Reserve (a
token may join one, 7.3.30.a: its player receives a token), a Hand, a Discard pile. A judge
who expects it to vanish reads in the trace why it does not.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why


def tokens_kept_notes(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(note, rules)`` for each token an event moved from outside the Expedition zone to
    another zone, where it is: 2.1.e does not make it cease to exist (and joining a Reserve,
    its player receives a token, 7.3.30.a)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        oid, new = ev.object_id, ev.new_object_id
        if oid is None or oid not in before.objects or ev.from_zone is None or not ev.to_zone:
            continue
        if new is None or new not in after.objects or ev.ceased:
            continue
        card = before.card(oid)
        if card is None or not card.is_token:
            continue
        from_kind, to_kind = z.kind_of(ev.from_zone), z.kind_of(ev.to_zone)
        if from_kind is ZoneKind.EXPEDITION or from_kind is to_kind:
            continue
        rules = why("token.kept_outside_expedition_zone")
        said = (
            f"{after.name(new)} is a token leaving {zone_words(ev.from_zone)}, not the "
            f"Expedition zone: it does not cease to exist and joins {zone_words(ev.to_zone)}"
        )
        if to_kind is ZoneKind.RESERVE:
            holder = z.player_of(ev.to_zone) or "its player"
            said += f" ({holder} receives a token)"
            rules = (*rules, *why("token.received_in_reserve"))
        out.append((said, rules))
    return tuple(out)
