"""Passive abilities: what characteristics objects end up with, and which abilities are
ignored (7.3.19). Which abilities work at all (1.2.4.d) is :mod:`engine.reading.working`;
its names are importable from here too, where callers have always found them.

Characteristics are never stored: they are computed from the state on demand, which is
how the engine re-evaluates passive abilities after each event (2.3.1.e) — every read
after an event sees the re-applied result. Statistic modifiers apply in timestamp order
(2.3.3.b). Dependency (2.3.2) is respected by construction: a characteristic is computed
by asking for the ones it depends on first — which Expeditions a statistic ability
applies to asks whether objects are Gigantic (2.3.2.e), which asks for the grants of
keywords — and no supported ability changes what the abilities it depends on do, so
there are no cycles. Statistic changes are additions, whose order does not matter. The
one place where order matters — abilities ignoring others (7.3.19) and the grants of
Gigantic that decide whom they reach — follows 2.3.3 step by step
(:mod:`engine.reading.ignoring`, whose names are importable from here too).
"""

from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from engine.reading.ignoring import KEYWORDS_IGNORED as KEYWORDS_IGNORED
from engine.reading.ignoring import LOST as LOST
from engine.reading.ignoring import ExpeditionReading, read_expeditions_with
from engine.reading.ignoring import effective_abilities as effective_abilities
from engine.reading.ignoring import ignored_abilities as ignored_abilities
from engine.reading.ignoring import ignored_keywords as ignored_keywords
from engine.reading.ignoring import is_ignored as is_ignored
from engine.reading.ignoring import keywords_ignored as keywords_ignored
from engine.reading.ignoring import lost_abilities as lost_abilities
from engine.reading.working import Working as _Working
from engine.reading.working import abilities_of_object as abilities_of_object
from engine.reading.working import ability_works as ability_works
from engine.reading.working import in_play as in_play
from engine.reading.working import working_abilities as working_abilities
from engine.state import zones as z
from engine.state.ability_scopes import StatModifier
from engine.state.cards import (
    Ability,
    AbilityKind,
    Condition,
    Grant,
    GrantScope,
    ObjectFilter,
)
from engine.state.enums import (
    BOOST,
    CardType,
    ExpeditionKind,
    Keyword,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState


class _Holds(Protocol):
    def __call__(
        self, condition: Condition, state: GameState, controller: str, me: str | None = None
    ) -> bool: ...


class _Count(Protocol):
    def __call__(
        self, condition: Condition, state: GameState, controller: str, me: str | None
    ) -> int: ...


class _Matches(Protocol):
    def __call__(
        self,
        state: GameState,
        object_id: str,
        wanted: ObjectFilter | None,
        controller: str,
        me: str | None,
    ) -> bool: ...


@dataclass(frozen=True, slots=True)
class ConditionReading:
    """How a passive ability's own condition (2.3.2.f) and a group grant's filter (2.3.1.b)
    are read. Reading them asks for the very characteristics this module computes (which
    Expedition an object is in, its statistics and sub-types), so the functions live where
    their idea does (:mod:`engine.reading`) and are handed to this module when that package
    is imported (:func:`read_conditions_with`), as the engine's dispatch tables are filled
    (:mod:`engine.pipeline.runtime`): no import circle, one reading of conditions."""

    holds: _Holds
    count: _Count
    matches: _Matches


_READING: list[ConditionReading] = []


def read_conditions_with(reading: ConditionReading) -> None:
    """Called once by :mod:`engine.reading.conditions` as it is imported."""
    _READING[:] = [reading]


def _reading() -> ConditionReading:
    if not _READING:  # importing any engine module imports the package, which registers it
        raise RuntimeError("engine.reading was not imported: conditions cannot be read")
    return _READING[0]


def count_now(condition: Condition, state: GameState, controller: str, me: str | None) -> int:
    """What a count condition counts as the state is now (6.5.i), read by
    :mod:`engine.reading.conditions` (registered, so modules it imports may count)."""
    return _reading().count(condition, state, controller, me)


def has_keyword(
    state: GameState, object_id: str, keyword: Keyword, abilities: _Working | None = None
) -> bool:
    """Whether an object has a keyword ability that works (keywords of section 7.4 are
    passive abilities of objects in play): printed, or granted by a passive ability that
    works (2.3.1.a)."""
    card = state.card(object_id)
    if card is None or not in_play(state, object_id):
        return False
    grants = _stamped_grants(state, object_id, abilities)
    lost = max((t for t, g in grants if g.lost and g.keyword is keyword), default=None)
    # printed: a loss for a time is always newer than the object it names (2.1.d)
    printed = lost is None and keyword in card.keywords
    if printed and (abilities is not None or not _keywords_off(state, object_id)):
        return True
    return any(
        g.keyword is keyword and not g.lost and (lost is None or t > lost) for t, g in grants
    )


def _keywords_off(state: GameState, object_id: str) -> bool:
    """Whether an object's printed keywords have no effect: lost (2.3.2.d Example) or
    ignored (7.3.19.b)."""
    found = ignored_abilities(state)
    return (object_id, LOST) in found or (object_id, KEYWORDS_IGNORED) in found


def granted(state: GameState, object_id: str, abilities: _Working | None = None) -> list[Grant]:
    """The grants of working passive abilities that apply to ``object_id`` now (those that
    depend on how a card is played are applied by ``engine.pipeline.reactions``).
    ``abilities``: which abilities to look at (by default those not ignored, 7.3.19.b)."""
    return [g for _, g in _stamped_grants(state, object_id, abilities) if not g.lost]


def _stamp(state: GameState, object_id: str) -> int:
    found = state.objects.get(object_id)
    return (found.timestamp or 0) if found is not None else 0


def _stamped_grants(
    state: GameState, object_id: str, abilities: _Working | None
) -> list[tuple[int, Grant]]:
    """The grants reaching ``object_id`` now, each with its source's timestamp (the order
    passive abilities apply in, 2.3.3.b): a keyword lost for a time takes away what was
    given before it, not what is given after."""
    return [
        (_stamp(state, src), ab.grant)
        for src, _, ab in (effective_abilities(state) if abilities is None else abilities)
        if ab.kind is AbilityKind.PASSIVE
        and ab.grant is not None
        and _reaches(state, src, ab, object_id, abilities)
    ]


def _reaches(
    state: GameState, src: str, ab: Ability, object_id: str, abilities: _Working | None
) -> bool:
    """Whether the grant of passive ability ``ab`` of ``src`` applies to ``object_id``."""
    assert ab.grant is not None
    scope = ab.grant.scope
    if scope == GrantScope.ONLY_CHARACTER_IN_MY_EXPEDITION:
        # "If there is only one Character in my Expedition, it is Gigantic": a Gigantic
        # Character of the other Expedition is in mine too (7.4.4.b) — asked without this
        # grant, nor younger ones that depend on it, applied yet (2.3.1.f, 2.3.3.a-b).
        zone, asked = state.objects[src].zone, _ALONE.get()
        stamp = state.objects[src].timestamp or 0
        if z.kind_of(zone) is not ZoneKind.EXPEDITION or any(t <= stamp for t in asked):
            return False
        token = _ALONE.set(asked | {stamp})
        try:
            members = expedition_members(state, zone.split(":", 1)[1], abilities)
        finally:
            _ALONE.reset(token)
        return [o for o in members if state.type_of(o) is CardType.CHARACTER] == [object_id]
    if scope == GrantScope.SUBTYPE:
        # "All Elementals have Gigantic": Characters in play (2.3.1.b) with that sub-type.
        return (
            in_play(state, object_id)
            and state.type_of(object_id) is CardType.CHARACTER
            and ab.grant.subtype in subtypes_of(state, object_id, abilities)
        )
    if scope == GrantScope.SELF:
        return src == object_id and (ab.condition is None or _own_condition_holds(state, src, ab))
    if scope == GrantScope.GROUP:
        return _in_group(state, src, ab, object_id)
    if scope == GrantScope.LISTED:  # an Emblem-Ongoing's objects, while in play (2.3.1.b)
        return object_id in ab.grant.objects and in_play(state, object_id)
    return False


_ALONE: ContextVar[frozenset[int]] = ContextVar("alone", default=frozenset())
"""The timestamps of the "only one Character in my Expedition" grants being evaluated."""
_GROUPING: ContextVar[frozenset[str]] = ContextVar("grouping", default=frozenset())
"""The objects whose group grants are being matched right now: while "Characters in my
Expedition are Seasoned" asks which Expedition its bearer is in (7.4.4.b), that grant is
not applied yet (2.3.1.f), as for a condition (:data:`_APPLYING`)."""


def _in_group(state: GameState, src: str, ab: Ability, object_id: str) -> bool:
    """Whether a group grant ("Characters you control are Tough 2", "If you have less than
    eight Mana Orbs, Boosted tokens you control are Defender") or statistic change
    ("Characters you control get +1/+1/+1") reaches ``object_id``: an
    object in play (2.3.1.b) its filter lets through, read from the bearer (its
    controller, 1.2.2; its Expedition), while the grant's own condition holds (2.3.2.f)."""
    matches = _reading().matches
    group = (
        ab.grant.filter
        if ab.grant is not None
        else ab.stats.filter
        if ab.stats
        else ab.subtypes_filter
    )
    grouping = _GROUPING.get()
    if src in grouping or not in_play(state, object_id):
        return False
    if ab.condition is not None and not _own_condition_holds(state, src, ab):
        return False
    token = _GROUPING.set(grouping | {src})
    try:
        controller = state.objects[src].controller
        return matches(state, object_id, group, controller, me=src)
    finally:
        _GROUPING.reset(token)


def tough_amount(state: GameState, object_id: str) -> int:
    """The X an opponent pays to target ``object_id`` (7.4.7.c): its printed Tough X while
    it works, plus the X of each working grant of Tough — each instance is a passive
    ability of its own saying "must also pay X"."""
    card = state.card(object_id)
    if card is None or not in_play(state, object_id):
        return 0
    printed = 0
    if Keyword.TOUGH in card.keywords and not _keywords_off(state, object_id):
        printed = card.tough
    return printed + sum(
        _grant_amount(state, object_id, g)
        for g in granted(state, object_id)
        if g.keyword is Keyword.TOUGH
    )


def _grant_amount(state: GameState, object_id: str, grant: Grant) -> int:
    """The X of a granted "Tough X": a number, or "X is the number of [...]" counted now
    for the object it is granted to (the bearer itself)."""
    if grant.per is None:
        return grant.amount
    count = _reading().count
    return grant.amount + count(grant.per, state, state.objects[object_id].controller, object_id)


def subtypes_of(
    state: GameState, object_id: str, abilities: _Working | None = None
) -> tuple[str, ...]:
    """An object's sub-types (2.2.2): printed, plus those working passive abilities add
    ("All Characters are Elementals", 2.3.1.a — only for objects in play, 2.3.1.b). A
    grant to "all Elementals" asks for these first, which is the dependency order of
    2.3.2.e: the sub-type-adding ability applies before the grant whose reach it changes."""
    card = state.card(object_id)
    own = tuple(card.subtypes) if card is not None else ()
    if not in_play(state, object_id) or state.type_of(object_id) is not CardType.CHARACTER:
        return own
    added = [
        t
        for src, _, ab in (effective_abilities(state) if abilities is None else abilities)
        if ab.kind is AbilityKind.PASSIVE
        and ab.adds_subtypes
        # "[group] are Courtiers in addition to …": only the group's objects (2.3.1.b)
        and (ab.subtypes_filter is None or _in_group(state, src, ab, object_id))
        for t in ab.adds_subtypes
        if t not in own
    ]
    return (*own, *dict.fromkeys(added))


_APPLYING: ContextVar[frozenset[str]] = ContextVar("applying", default=frozenset())
"""The objects whose own conditional grants are being evaluated right now. While a
passive ability's condition is evaluated the ability is not applied yet (2.3.1.f): a
condition that asks about its own bearer ("If I am in Forest, I am Gigantic" asking which
Expeditions I am in) sees the bearer without that grant. A context variable: each thread
(the window computes in the background) sees only its own evaluations."""


def _own_condition_holds(state: GameState, source: str, ability: Ability) -> bool:
    """Whether a passive ability's own condition holds ("If I am in Forest, ...", 2.3.2.f).
    It reads the characteristics the condition depends on first — the region terrains
    that "All regions are Forests" changes — which is the dependency order of 2.3.2.f and
    2.3.3.a: the conditional ability applies after those it depends on."""
    holds = _reading().holds
    applying = _APPLYING.get()
    if source in applying or ability.condition is None:
        return False
    token = _APPLYING.set(applying | {source})
    try:
        controller = state.objects[source].controller
        return holds(ability.condition, state, controller, me=source)
    finally:
        _APPLYING.reset(token)


def condition_applies(state: GameState, source: str, ability: Ability) -> bool:
    """Whether a passive ability with a condition ("as long as I'm Boosted") applies now:
    its condition holds (2.3.2.f), evaluated as it is applied (2.3.1.e)."""
    return _own_condition_holds(state, source, ability)


def is_gigantic(state: GameState, object_id: str, abilities: _Working | None = None) -> bool:
    """Whether a Character is Gigantic (7.4.4.a)."""
    if state.type_of(object_id) is not CardType.CHARACTER:
        return False
    return has_keyword(state, object_id, Keyword.GIGANTIC, abilities)


def expeditions_of(
    state: GameState, object_id: str, abilities: _Working | None = None
) -> frozenset[str]:
    """The Expeditions an object is in: a Gigantic object is present in both Expeditions of
    its controller (7.4.4.b); an object outside the Expedition zone is in none."""
    o = state.objects[object_id]
    if z.kind_of(o.zone) is not ZoneKind.EXPEDITION:
        return frozenset()
    if is_gigantic(state, object_id, abilities):
        return frozenset(
            z.expedition_id(o.controller, which)
            for which in (ExpeditionKind.HERO, ExpeditionKind.COMPANION)
        )
    return frozenset({o.zone.split(":", 1)[1]})


def statistics(state: GameState, object_id: str) -> dict[Terrain, int]:
    """A Character's statistics (2.2.11.c): its base statistics — printed, or as a change
    sets them (2.3.1.d) — plus one per boost (2.5.1.b), plus working passive statistic
    changes (2.3.1.b: only for objects in play); then the changes that set or exchange
    statistics as they are, which depend on the additions (2.3.2.f, 2.3.3.a), in the order
    they were made (2.3.3.b)."""
    card = state.card(object_id)
    if card is None or state.type_of(object_id) is not CardType.CHARACTER:
        return {t: 0 for t in Terrain}
    changes = applied_stat_changes(state, object_id)
    base = base_statistics(state, object_id, changes)
    boosts = state.objects[object_id].counters.get(BOOST, 0)
    stats = {t: base[t] + boosts for t in Terrain}
    for change, times in changes:
        stats[Terrain.FOREST] += change.forest * times
        stats[Terrain.MOUNTAIN] += change.mountain * times
        stats[Terrain.WATER] += change.water * times
    for change, _ in changes:
        if change.highest:
            top = max(stats.values())
            stats = {t: top for t in Terrain}
        if change.become is not None:
            stats = dict(zip(Terrain, change.become, strict=True))
        if change.swap is not None:
            one, other = Terrain(change.swap[0]), Terrain(change.swap[1])
            stats[one], stats[other] = stats[other], stats[one]
    return stats


def base_statistics(
    state: GameState,
    object_id: str,
    changes: tuple[tuple[StatModifier, int], ...] | None = None,
) -> dict[Terrain, int]:
    """A Character's base statistics (2.3.1.d): printed (2.2.11.d) or set by the effect
    that created the token (2.2.11.e) — or, in play, as the last change setting them says
    ("the base statistics of ... become 1/1/1", timestamp order 2.3.3.b)."""
    card = state.card(object_id)
    if card is None:
        return {t: 0 for t in Terrain}
    base = {t: card.stat(t) for t in Terrain}
    for change, _ in applied_stat_changes(state, object_id) if changes is None else changes:
        if change.base is not None:
            base = dict(zip(Terrain, change.base, strict=True))
    return base


def applied_stat_changes(state: GameState, object_id: str) -> tuple[tuple[StatModifier, int], ...]:
    """The working statistic changes that apply to a Character in play (2.3.1.a-b), in
    timestamp order (2.3.3.b), each with how many times it applies ("for each", 2.2.11.c)."""
    return tuple((change, times) for _, change, times in stat_change_sources(state, object_id))


def stat_change_sources(
    state: GameState, object_id: str
) -> tuple[tuple[str, StatModifier, int], ...]:
    """:func:`applied_stat_changes`, each with the object whose passive ability makes it —
    the source a judge names for a statistic that is not the printed one (2.3.1.d)."""
    if not in_play(state, object_id) or state.type_of(object_id) is not CardType.CHARACTER:
        return ()
    applied: list[tuple[str, StatModifier, int]] = []
    for src, _, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.PASSIVE or ab.stats is None:
            continue
        if ab.stats.scope == "group":  # "[Characters …] get +1/+1/+1": its filter
            if ab.stats.filter is None or not _in_group(state, src, ab, object_id):
                continue
        elif not stat_scope_applies(state, src, object_id, ab.stats.scope):
            continue
        elif ab.condition is not None and not _own_condition_holds(state, src, ab):
            continue  # "I get +2/+0/+0 as long as I'm Boosted": while it holds (2.3.2.f)
        times = 1 if ab.stats.per is None else _stat_times(state, src, ab.stats.per)
        # granted (an Emblem-Ongoing's "… become 1/1/1 until …"): the granting object is the
        # source a judge names (2.3.1.a), the bearer only holds the ability
        given = ab.granted_by if ab.granted_by in state.objects else src
        applied.append((given, ab.stats, times))
    return tuple(applied)


_COUNTING_STATS: ContextVar[bool] = ContextVar("_counting_stats", default=False)


def _stat_times(state: GameState, source: str, per: Condition) -> int:
    """How many times a "+1/+1/+1 for each [counted]" change applies: the count as the
    statistics are looked at (2.2.11.c), for the bearer and its controller (2.3.1.a).
    A count that looks at statistics itself ("for each Character with {V} 3 or more")
    sees them without such per-count changes (none depends on itself, 2.3.3.a)."""
    if _COUNTING_STATS.get():
        return 0
    token = _COUNTING_STATS.set(True)
    try:
        return _reading().count(per, state, state.objects[source].controller, source)
    finally:
        _COUNTING_STATS.reset(token)


def stat_scope_applies(state: GameState, source: str, target: str, scope: str) -> bool:
    """Whether a statistic-changing passive ability of ``source`` with ``scope`` affects
    ``target`` (2.3.1.a): itself, its Expedition, or every Character its controller has.
    A Gigantic Character's Expedition is both of its controller's (7.4.4.f), and a
    Gigantic target is in both (7.4.4.b) — so granting Gigantic changes what this
    ability applies to (2.3.2.e), and is looked at first (2.3.3.a)."""
    if scope == "self":
        return source == target
    src, tgt = state.objects[source], state.objects[target]
    if scope == "my_expedition":
        if z.kind_of(src.zone) is not ZoneKind.EXPEDITION:
            return False
        if src.zone == tgt.zone:
            return True
        if src.controller != tgt.controller or z.kind_of(tgt.zone) is not ZoneKind.EXPEDITION:
            return False
        return bool(expeditions_of(state, source) & expeditions_of(state, target))
    if scope == "my_characters":
        return src.controller == tgt.controller
    if scope == "my_other_characters":
        return src.controller == tgt.controller and source != target
    return False


def expedition_members(
    state: GameState, expedition: str, abilities: _Working | None = None
) -> tuple[str, ...]:
    """The objects in an Expedition: those of its sub-zone, and the Gigantic Characters of
    the same player's other Expedition (7.4.4.b)."""
    player, which = expedition.split(":")
    other = ExpeditionKind.COMPANION if which == ExpeditionKind.HERO.value else ExpeditionKind.HERO
    members = list(state.zone(z.zone_of_expedition(expedition)))
    members += [
        oid
        for oid in state.zone(z.expedition(player, other))
        if state.type_of(oid) is CardType.CHARACTER and is_gigantic(state, oid, abilities)
    ]
    return tuple(members)


def expedition_statistics(
    state: GameState, expedition: str, known: Mapping[str, Mapping[Terrain, int]] | None = None
) -> dict[Terrain, int]:
    """The statistics of an Expedition: the sum over its Characters (4.2.4.b), leaving out
    Asleep Characters (section 2.4.4); a Gigantic Character counts in each of its
    controller's Expeditions (7.4.4.e). ``known``: Characters' statistics already read from
    this same ``state`` (:func:`statistics`), used rather than read again — the board shows
    each Character's and then its Expeditions' totals."""
    total = {t: 0 for t in Terrain}
    for oid in expedition_members(state, expedition):
        if state.type_of(oid) is not CardType.CHARACTER:
            continue
        if Status.ASLEEP in state.objects[oid].statuses:
            continue
        read = known.get(oid) if known is not None else None
        for t, v in (read if read is not None else statistics(state, oid)).items():
            total[t] += v
    return total


read_expeditions_with(ExpeditionReading(expeditions_of, expedition_members))
