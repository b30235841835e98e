"""Passive abilities of cards in Reserve that do not work there (1.2.4.d), said where a
judge would expect them to: a card played while a card in its player's Reserve says
"Spells you play cost {1} less" or "Your opponents can't play Spells", Progress while a card
in Reserve says "Characters you control have +1 {V}" or "All regions are {O}", and Clean-up
while a card in Reserve says "Your Reserve limit is increased by one".

Abilities of a non-Hero object work only in play unless they say otherwise; in Reserve only
support abilities work, and only while the card is ready (1.2.4.d, 2.4.6.e). A card's own
cost changes work wherever it can be played from (1.2.4.d) and are not noted here. Cards in
a Reserve are seen by every player (3.2.10.a), so these notes name them to the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.pipeline.statics import _played_from
from engine.play.costs import _applies
from engine.reading.filters import matches
from engine.reading.passives import ability_works
from engine.state import zones as z
from engine.state.cards import Ability, AbilityKind, CostScope, RestrictionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.statics import StaticKind
from engine.why.table import why

_AT_PROGRESS = frozenset(
    {StaticKind.REGIONS_ARE, StaticKind.DEFENDERS_DONT_PREVENT, StaticKind.FACING_ONLY_DUE_TO}
)
"""Static passive abilities that change what Progress compares (4.2.4)."""


def _dormant_in_reserve(
    state: GameState, wanted: Callable[[str, Ability], bool]
) -> Iterator[tuple[str, Ability]]:
    """(object, ability) for each passive ability of a card in a Reserve — not a support
    ability — that does not work there and that ``wanted`` picks."""
    for reserve in sorted(k for k in state.zones if z.kind_of(k) is ZoneKind.RESERVE):
        for oid in state.zones[reserve]:
            o = state.objects[oid]
            card = state.card(oid)
            if card is None:
                continue
            for ab in (*card.abilities, *o.gained):
                if (
                    ab.kind is AbilityKind.PASSIVE
                    and not ab.support
                    and not ability_works(state, oid, ab)
                    and wanted(oid, ab)
                ):
                    yield oid, ab


def _said(state: GameState, oid: str, ab: Ability, verb: str) -> str:
    where = z.player_of(state.objects[oid].zone) or ""
    return (
        f"{possessive(state.name(oid))} “{ab.text.rstrip('.')}” {verb}: it is in {where}'s Reserve "
        "(not a support ability), and its abilities work only in play"
    )


def cost_notes_in_reserve(
    state: GameState, object_id: str, player: str, into: str | None = None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Notes for the cost alterations of cards in a Reserve that would change the cost of
    the card ``player`` plays were they in play, with their rule (1.2.4.d)."""

    def alters(oid: str, ab: Ability) -> bool:
        spec = ab.cost_change
        if oid == object_id or spec is None or spec.scope != CostScope.CARDS:
            return False
        return _applies(state, spec, oid, state.objects[oid].controller, object_id, player, into)

    found = _dormant_in_reserve(state, alters)
    notes = tuple(_said(state, oid, ab, "does not apply") for oid, ab in found)
    return notes, (why("ability.reserve_passive") if notes else ())


def progress_notes_in_reserve(state: GameState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Notes for the passive abilities of cards in a Reserve that would change statistics
    or terrains at Progress were they in play (1.2.4.d)."""

    def counts(oid: str, ab: Ability) -> bool:
        changes_others = ab.stats is not None and ab.stats.scope != "self"
        static = ab.static.kind if ab.static is not None else ""
        return (
            changes_others
            or bool(ab.region_terrains or ab.all_regions_terrains)
            or static in _AT_PROGRESS
        )

    found = _dormant_in_reserve(state, counts)
    notes = tuple(_said(state, oid, ab, "does not count") for oid, ab in found)
    return notes, (why("ability.reserve_passive") if notes else ())


def limit_notes_in_reserve(
    state: GameState, player: str, kind: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Notes for the passive abilities of cards in a Reserve that would change ``player``'s
    Reserve or Landmark limit (``kind``, 2.2.12.m) were they in play — said at Clean-up,
    where the limit decides (4.2.5.c), with their rule (1.2.4.d)."""

    def changes(oid: str, ab: Ability) -> bool:
        st = ab.static
        if st is None or st.kind != kind or not (st.amount or st.sets):
            return False
        return st.players == "all" or state.objects[oid].owner == player

    found = _dormant_in_reserve(state, changes)
    notes = tuple(_said(state, oid, ab, "does not change the limit") for oid, ab in found)
    return notes, (why("ability.reserve_passive") if notes else ())


def restriction_notes_in_reserve(
    state: GameState, player: str, object_id: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Notes for the passive abilities of cards in a Reserve that would forbid ``player``
    to play the card ``object_id`` were they in play ("Your opponents can't play Spells",
    "Characters can't be played from Reserve", 1.4.1.a) — they do not work there (1.2.4.d).
    Said as the card is declared, for the player who expects the "can't"."""

    def forbids(oid: str, ab: Ability) -> bool:
        r = ab.restriction
        if oid == object_id or r is None or r.kind != RestrictionKind.OPPONENTS_CANT_PLAY:
            return False
        if r.targeted:
            return False  # a target is chosen as an effect resolves, not by a passive (6.5.b)
        controller = state.objects[oid].controller
        if controller == player and not r.any_player:
            return False
        if r.from_zone and not _played_from(state, object_id, r.from_zone):
            return False
        return matches(state, object_id, r.group, controller, None)

    found = _dormant_in_reserve(state, forbids)
    notes = tuple(_said(state, oid, ab, "does not forbid it") for oid, ab in found)
    return notes, (why("ability.reserve_passive") if notes else ())
