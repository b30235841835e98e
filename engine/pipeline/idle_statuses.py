"""A status whose rule the event does not meet, where a player would expect it to decide
(2.4): said on the line of the move as a non-event, with the status's rule.

- Fleeting replaces only a move from the Expedition zone to Reserve (2.4.7.d): a Fleeting
  Character or Expedition Permanent returned to Hand, put in a Deck or in a Mana zone goes
  there — it is not discarded.
- Anchored and Asleep keep a Character in play only at Rest (2.4.2, 2.4.4), and so does
  the keyword Eternal (7.4.3.b): an effect sending it to Reserve at another moment sends it.

The statuses themselves are lost as the object leaves play (2.4.1.c), which the move's own
line says; this module says the rule that did NOT apply, and why.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.enums import CardType, Keyword, Phase, Status, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why

__all__ = ["idle_status_notes"]

_FLEETING_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT})
"""What 2.4.7.d speaks of: a Character or an Expedition Permanent (in the Expedition zone)."""

_NOT_REPLACED = frozenset({ZoneKind.HAND, ZoneKind.DECK, ZoneKind.MANA})
"""Zones a Fleeting object may leave the Expedition zone for that 2.4.7.d does not replace
(a discard already goes to the Discard pile; Limbo is no place an effect sends it)."""

_KEPT_AT_REST = (
    (Status.ANCHORED, "status.anchored_outside_rest"),
    (Status.ASLEEP, "status.asleep_outside_rest"),
)
"""Statuses that keep a Character from Reserve at Rest only (2.4.2, 2.4.4)."""


def _moved(before: GameState, ev: Event) -> tuple[str, ZoneKind, ZoneKind] | None:
    """``(object, from, to)`` of an event moving an object out of the Expedition zone."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or not ev.from_zone or not ev.to_zone:
        return None
    source, dest = z.kind_of(ev.from_zone), z.kind_of(ev.to_zone)
    if source is not ZoneKind.EXPEDITION or dest is ZoneKind.EXPEDITION:
        return None
    return oid, source, dest


def idle_status_notes(
    before: GameState, events: Iterable[Event]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each object a step moved out of the Expedition zone with a
    status whose rule the move does not meet: Fleeting, to a zone other than Reserve
    (2.4.7.d); Anchored or Asleep, to Reserve outside Rest (2.4.2, 2.4.4)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        moved = _moved(before, ev)
        if moved is None:
            continue
        oid, _, dest = moved
        if ev.modifiers:
            # a modified move (Fleeting's own discard at Rest, then "return me to my owner's
            # hand instead"; another "instead" applied first, 6.2.h-i): what applied is said
            # by the modifiers' own notes, not as a status that did not apply
            continue
        to_zone = ev.to_zone or ""
        o = before.objects[oid]
        name = before.name(oid)
        if (
            Status.FLEETING in o.statuses
            and dest in _NOT_REPLACED
            and before.type_of(oid) in _FLEETING_TYPES
        ):
            out.append(
                (
                    f"Fleeting does not discard {name}: it replaces only a move from the "
                    f"Expedition zone to Reserve, and this one is to {zone_words(to_zone)}",
                    why("status.fleeting_not_to_reserve"),
                )
            )
        if dest is ZoneKind.RESERVE and before.phase is not Phase.NIGHT:
            kept = [(str(st), point) for st, point in _KEPT_AT_REST if st in o.statuses]
            if has_keyword(before, oid, Keyword.ETERNAL):  # a keyword, working (7.4.3.b)
                kept.append(("Eternal", "keyword.eternal_outside_rest"))
            for word, point in kept:
                out.append(
                    (
                        f"{word} does not keep {name} in play: it stops only Rest's sending "
                        "it to Reserve",
                        why(point),
                    )
                )
    return out
