"""Characters that gain or lose Gigantic through a passive ability (7.4.4.o-p), named in
the trace of the event after which passive abilities, re-evaluated (2.3.1.e), make the
difference: gaining it, a Character stays in the Expedition holding its card and joins
its controller's other Expedition; losing it, it leaves that other Expedition.

A card printed Gigantic joins both Expeditions as it is played or created in one of them
(7.4.4.c) — or put in one by another effect: a Gigantic object is in both (7.4.4.b); that
is said on the line where it arrives (:func:`printed_gigantic_arrivals`).
"""

from __future__ import annotations

from engine.reading.passives import effective_abilities, is_gigantic
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, Keyword, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.derived_values import keyword_source_note
from engine.why.table import rule_of, why


def _grants_gigantic(state: GameState) -> bool:
    return any(
        ab.grant is not None and ab.grant.keyword is Keyword.GIGANTIC
        for _, _, ab in effective_abilities(state)
    )


def _other_expedition(state: GameState, object_id: str) -> str:
    """The words for the Expedition of its controller the card of ``object_id`` is not in."""
    o = state.objects[object_id]
    which = z.expedition_kind_of(o.zone)
    other = ExpeditionKind.COMPANION if which is ExpeditionKind.HERO else ExpeditionKind.HERO
    return zone_words(z.zone_of_expedition(z.expedition_id(o.controller, other)))


def _in_expeditions(state: GameState) -> set[str]:
    return {
        oid
        for key, ids in state.zones.items()
        if z.kind_of(key) is ZoneKind.EXPEDITION
        for oid in ids
    }


def _in_play(state: GameState, oid: str) -> bool:
    return z.kind_of(state.objects[oid].zone) in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)


def printed_gigantic_arrivals(
    before: GameState, after: GameState, events: tuple[Event, ...]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each Character printed Gigantic these events put in an
    Expedition from outside the Expedition zone: its card is in one Expedition and it joins
    the other too — played from Limbo or created there (7.4.4.c), else present in both as
    any Gigantic object (7.4.4.b). Not said when its Gigantic is ignored or lost."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        oid = ev.new_object_id
        if oid is None or oid not in after.objects or not ev.to_zone:
            continue
        if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
            continue
        if ev.from_zone and z.kind_of(ev.from_zone) is ZoneKind.EXPEDITION:
            continue  # within the Expedition zone: no arrival (7.4.4.n)
        card = after.card(oid)
        if card is None or Keyword.GIGANTIC not in card.keywords or not is_gigantic(after, oid):
            continue
        if z.kind_of(after.objects[oid].zone) is not ZoneKind.EXPEDITION:
            continue
        played = not ev.from_zone or z.kind_of(ev.from_zone) is ZoneKind.LIMBO
        out.append(
            (
                f"{after.name(oid)} is Gigantic: its card is in "
                f"{zone_words(after.objects[oid].zone)}, and it joins "
                f"{_other_expedition(after, oid)} too",
                why("gigantic.played" if played else "gigantic.arrived"),
            )
        )
    return out


def gigantic_notes(
    before: GameState, after: GameState, events: tuple[Event, ...]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each Character in an Expedition whose Gigantic a passive ability
    gave or took away across these events (7.4.4.o, 7.4.4.p): passive abilities are
    re-evaluated after each event (2.3.1.e)."""
    if not _grants_gigantic(before) and not _grants_gigantic(after):
        return []
    out: list[tuple[str, tuple[str, ...]]] = []
    arrived: dict[str, str] = {
        ev.new_object_id: ev.object_id
        for ev in events
        if ev.new_object_id is not None
        and ev.object_id is not None
        and ev.new_object_id != ev.object_id
    }
    for oid in sorted(_in_expeditions(after)):
        card = after.card(oid)
        if card is None or Keyword.GIGANTIC in card.keywords:
            continue  # printed Gigantic: it joins both as it is played (7.4.4.c)
        old = arrived.get(oid, oid)
        was = old in before.objects and (
            z.kind_of(before.objects[old].zone) is ZoneKind.EXPEDITION and is_gigantic(before, old)
        )
        now = is_gigantic(after, oid)
        if now and old not in before.objects:
            # A token created while a passive ability makes tokens Gigantic is created
            # Gigantic: in one Expedition, joining both (7.4.4.c) — it never gains it.
            given, given_rules = keyword_source_note(after, oid, Keyword.GIGANTIC)  # 2.3.1.d
            out.append(
                (
                    f"{after.name(oid)} is created Gigantic: it is created in one Expedition and "
                    f"joins {_other_expedition(after, oid)} too{given}",
                    (rule_of("gigantic.created"), *given_rules),
                )
            )
        elif now and not was:
            given, given_rules = keyword_source_note(after, oid, Keyword.GIGANTIC)  # 2.3.1.d
            out.append(
                (
                    f"{after.name(oid)} is Gigantic: it stays where its card is and joins "
                    f"{_other_expedition(after, oid)} too{given}",
                    (*why("gigantic.gained"), *given_rules),  # re-evaluated (2.3.1.e)
                )
            )
            if old != oid and old in before.objects and not _in_play(before, old):
                # It had no Gigantic where it came from: a passive ability changing
                # characteristics affects only objects in play (2.3.1.b).
                out.append(
                    (
                        f"the passive ability giving {after.name(oid)} Gigantic affects it only "
                        "now that it is in play",
                        (rule_of("passive.only_in_play"),),
                    )
                )
        elif was and not now:
            out.append(
                (
                    f"{after.name(oid)} is no longer Gigantic: it stays where its card is and "
                    f"leaves {_other_expedition(after, oid)}",
                    why("gigantic.lost"),  # re-evaluated after the event (2.3.1.e)
                )
            )
    return out
