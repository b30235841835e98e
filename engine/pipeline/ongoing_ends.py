"""An Emblem-Ongoing that gives something to, or ignores the abilities of, objects it names
("Target Character gains Defender this Day", "Ignore the abilities of target Character
this turn") no longer applies to an object that changes zones: the object that arrives is
a new object, and nothing relating to the old one applies to it (2.1.d). The line of the
move says so — the effect ends there for that object, before its duration (2.2.15.c) is
over, and the Emblem itself lasts until then.

An Emblem-Ongoing "until it leaves play" (a duration its event defines, 2.2.15.c) is over
once every object it names has left play — or left its zone, a new object (2.1.d): it
ceases to exist in the same event, said on that line. One lasting "while I'm in play" is
over so once its source has left play.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.cards import Duration
from engine.state.enums import IN_PLAY_ZONES, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.objects import EmblemData
from engine.state.said import zone_words
from engine.why.event_words import DURATION_WORDS
from engine.why.table import why


def _named(state: GameState, emblem_id: str) -> frozenset[str]:
    """The objects an Emblem-Ongoing's abilities name by id (its grants and ignores)."""
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    named: set[str] = set()
    for ab in emblem.abilities:
        if ab.grant is not None:
            named.update(ab.grant.objects)
        if ab.ignore is not None:
            named.update(ab.ignore.objects)
    return frozenset(named)


def _moved(before: GameState, events: tuple[Event, ...]) -> dict[str, Event]:
    """The objects these events moved out of their zone, a new object (or made cease to
    exist), by their id before the events (2.1.d)."""
    return {
        ev.object_id: ev
        for ev in events
        if ev.object_id is not None
        and ev.object_id in before.objects
        and ev.from_zone is not None
        and (ev.ceased or (ev.new_object_id is not None and ev.new_object_id != ev.object_id))
    }


def _still_in_play(state: GameState, emblem: EmblemData) -> bool:
    """Whether the source a "while I'm in play" Emblem-Ongoing names is still that object in
    play (3.1.4.a; one that changed zones is a new object, 2.1.d)."""
    oid = emblem.lasts_while
    return (
        bool(oid) and oid in state.objects and z.kind_of(state.objects[oid].zone) in IN_PLAY_ZONES
    )


def ended_in_play(
    before: GameState, after: GameState, events: tuple[Event, ...]
) -> list[tuple[str, str, tuple[str, ...]]]:
    """``(emblem id, note, rules)`` for each Emblem-Ongoing "until it leaves play" whose
    objects these events all took out of play (or out of their zone, new objects): its
    duration is over (2.2.15.c, 2.1.d) and it ceases to exist."""
    moved = _moved(before, events)
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for eid in after.zone(z.LIMBO):
        emblem = after.objects[eid].emblem
        if emblem is None or emblem.subtype != "Ongoing":
            continue
        if emblem.duration == Duration.SOURCE_IN_PLAY and not _still_in_play(after, emblem):
            source = emblem.source_name
            out.append(
                (
                    eid,
                    f"the Emblem-Ongoing of {source} (while {source} is in play) ceases to "
                    f"exist: {source} is no longer in play",
                    why("ongoing.source_left_play"),
                )
            )
            continue
        if emblem.duration != Duration.IN_PLAY or not moved:
            continue
        named = _named(after, eid)
        if not named or any(oid not in moved and oid in after.objects for oid in named):
            continue
        gone = [oid for oid in sorted(named) if oid in moved]
        if not gone:
            continue
        names = " and ".join(dict.fromkeys(before.name(oid) for oid in gone))
        many = len(gone) > 1
        if all(moved[oid].ceased for oid in gone):  # tokens: no new object anywhere (2.1.e)
            how, rules = "ceased to exist", why("ongoing.in_play_over_token")
        else:
            how = f"{'they are' if many else 'it is'} a new object where it went"
            rules = why("ongoing.in_play_over")
        out.append(
            (
                eid,
                f"the Emblem-Ongoing of {emblem.source_name} (until it leaves play) ceases to "
                f"exist: {names} left play, and {how}",
                rules,
            )
        )
    return out


def ongoing_left_notes(
    before: GameState, after: GameState, events: tuple[Event, ...]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each Emblem-Ongoing in Limbo that names an object these events
    moved out of its zone (or made cease to exist): it no longer applies to it (2.1.d)."""
    moved = _moved(before, events)
    if not moved:
        return []
    out: list[tuple[str, tuple[str, ...]]] = []
    for eid in after.zone(z.LIMBO):
        emblem = after.objects[eid].emblem
        if emblem is None or emblem.subtype != "Ongoing":
            continue
        gone = [oid for oid in sorted(_named(after, eid)) if oid in moved]
        for oid in gone:
            ev = moved[oid]
            if z.kind_of(ev.from_zone or "") is ZoneKind.LIMBO:
                continue
            name = before.name(oid)
            left = zone_words(ev.from_zone or "")
            how = "it ceased to exist" if ev.ceased else "it is a new object where it went"
            duration = DURATION_WORDS.get(emblem.duration, emblem.duration)
            out.append(
                (
                    f"the Emblem-Ongoing of {emblem.source_name} ({duration}) no longer applies "
                    f"to {name}: it left {left}, and {how}",
                    why("ongoing.token_left" if ev.ceased else "ongoing.object_left"),
                )
            )
    return out
