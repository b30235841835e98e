"""Abilities ignored and abilities lost (7.3.19, 2.3.2.d): which working abilities have
no effect now, decided one ability at a time in the order of 2.3.3 together with the
grants of Gigantic that decide whom an ignoring ability reaches (7.4.4.b). What has an
effect (:func:`effective_abilities`) is what :mod:`engine.reading.passives` applies; its
names are importable from there too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.reading import lineage
from engine.reading.ignored_groups import group_members
from engine.reading.transitive import closure
from engine.reading.working import Working as _Working
from engine.reading.working import abilities_of_object as abilities_of_object
from engine.reading.working import ability_works as ability_works
from engine.reading.working import in_play as in_play
from engine.reading.working import working_abilities as working_abilities
from engine.state import zones as z
from engine.state.cards import (
    Ability,
    AbilityKind,
    IgnoreScope,
    IgnoreSpec,
)
from engine.state.enums import (
    IN_PLAY_ZONES,
    CardType,
    Keyword,
)
from engine.state.game_state import GameState


# ------------------------------------------------------------------ Ignore (7.3.19)
class _ExpeditionsOf(Protocol):
    def __call__(
        self, state: GameState, object_id: str, abilities: _Working | None = None
    ) -> frozenset[str]: ...


class _Members(Protocol):
    def __call__(
        self, state: GameState, expedition: str, abilities: _Working | None = None
    ) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class ExpeditionReading:
    """Which Expeditions an object is in and which objects an Expedition holds: computed
    by :mod:`engine.reading.passives` from the characteristics it computes (Gigantic,
    7.4.4.b) — which in turn ask which abilities are ignored here. Handed to this module
    when that one is imported (:func:`read_expeditions_with`): no import circle."""

    of: _ExpeditionsOf
    members: _Members


_READING: list[ExpeditionReading] = []


def read_expeditions_with(reading: ExpeditionReading) -> None:
    """Called once by :mod:`engine.reading.passives` as it is imported."""
    _READING[:] = [reading]


def _expeditions() -> ExpeditionReading:
    if not _READING:  # importing any engine module imports engine.reading.passives
        raise RuntimeError("engine.reading.passives was not imported: Expeditions unknown")
    return _READING[0]


def _ignored_objects(
    state: GameState, source: str, spec: IgnoreSpec, working: _Working
) -> tuple[str, ...]:
    if spec.scope == IgnoreScope.LISTED:
        return tuple(oid for oid in spec.objects if oid in state.objects)
    if spec.scope == IgnoreScope.ALL_OTHER_CHARACTERS:
        return tuple(
            oid
            for key in state.zones
            if z.kind_of(key) in IN_PLAY_ZONES
            for oid in state.zones[key]
            if oid != source and state.type_of(oid) is CardType.CHARACTER
        )
    if spec.scope == IgnoreScope.GROUP and spec.group is not None:
        # "Characters your opponents control lose their abilities" (2.3.2.d Example)
        return group_members(state, source, spec.group)
    if spec.scope == IgnoreScope.SELF_FIRST_DAY:
        # Its other abilities, during day 1 (4.1.j); it does not ignore itself (7.3.19.b).
        return (source,) if state.day == 1 else ()
    if spec.scope == IgnoreScope.FACING_ME:
        # which Expeditions face the source asks for the characteristics computed there
        where = _expeditions()
        out: list[str] = []
        for mine in sorted(where.of(state, source, working)):
            facing = where.members(state, state.facing(mine), working)
            out.extend(oid for oid in facing if oid not in out)
        return tuple(out)
    return ()


@lineage.per_objects
def _has_conditional_grants(state: GameState) -> bool:
    """Whether a working passive ability grants something under its own condition ("If I
    am in Forest, I am Gigantic") or ignores abilities during the first Day: its answer
    depends on more than the objects and their cards (the regions, the positions, the
    day), so what depends on it is not remembered."""
    return any(
        (ab.grant is not None and ab.condition is not None)
        or (ab.ignore is not None and ab.ignore.scope == IgnoreScope.SELF_FIRST_DAY)
        for _, _, ab in working_abilities(state)
    )


def ignored_abilities(state: GameState) -> frozenset[tuple[str, int]]:
    """The abilities ignored now (:func:`_ignored_now`), remembered per objects unless a
    conditional grant makes them depend on more (:func:`_has_conditional_grants`)."""
    if _has_conditional_grants(state):
        return _ignored_now(state)
    return _ignored_remembered(state)


def _ignored_now(state: GameState) -> frozenset[tuple[str, int]]:
    """The abilities ignored now, as (object id, ability index) pairs (7.3.19.a): during
    their period they exist but have no effect — passive abilities do not modify events,
    quick actions may not be played, Reactions do not activate (7.3.19.b).

    Ignoring abilities and the abilities granting Gigantic — which decides which objects
    face an ignoring ability (7.4.4.b) — apply one at a time (2.3.1.f) in the order of
    2.3.3: the one with the smallest timestamp among those free from dependency, dependency
    being the transitive closure of direct dependency (2.3.2.g). An
    ignoring ability depends on a grant of Gigantic that changes what it applies to
    (2.3.2.e); any ability depends on an ignoring ability that would ignore it, as that
    removes its existence (2.3.2.d). An ability ignored before its turn does not apply,
    and an ability that would ignore itself works normally (7.3.19.b Remark)."""
    working = working_abilities(state)
    if not any(ab.kind is AbilityKind.PASSIVE and ab.ignore is not None for _, _, ab in working):
        return frozenset()
    pending = [  # in timestamp order, as working abilities are
        e
        for e in working
        if (e[2].kind is AbilityKind.PASSIVE and e[2].ignore is not None) or _grants_gigantic(e[2])
    ]
    ignored: set[tuple[str, int]] = set()
    applied: set[tuple[str, int]] = set()
    while True:
        pending = [e for e in pending if (e[0], e[1]) not in ignored]
        if not pending:
            return frozenset(ignored)
        view = tuple(
            e
            for e in working
            if (e[0], e[1]) not in ignored
            and (not _grants_gigantic(e[2]) or (e[0], e[1]) in applied)
        )
        # 2.3.3.a over dependency as the transitive closure of direct dependency (2.3.2.g).
        direct = {
            (a[0], a[1]): [
                (b[0], b[1]) for b in pending if b is not a and _depends(state, view, a, b)
            ]
            for a in pending
        }
        depends = closure(direct)
        free = [
            a for a in pending if all((a[0], a[1]) in depends[b] for b in depends[(a[0], a[1])])
        ]
        chosen = (free or pending)[0]  # 2.3.3.b: smallest timestamp among the free ones
        pending.remove(chosen)
        src, index, ab = chosen
        if ab.ignore is None:
            applied.add((src, index))
            continue
        for target in _ignored_objects(state, src, ab.ignore, view):
            if ab.ignore.set_keyword:  # "loses [Tether]": that set keyword's abilities only
                ignored.update(
                    (target, j)
                    for j, other in enumerate(abilities_of_object(state, target))
                    if is_set_keyword(other, ab.ignore.set_keyword)
                )
                continue
            if ab.ignore.lose:
                ignored.add((target, LOST))
            card = state.card(target)
            keywords = card is not None and bool(card.keywords)
            if keywords and (not ab.ignore.kinds or AbilityKind.PASSIVE in ab.ignore.kinds):
                # 7.3.19.b: printed keyword abilities (section 7.4, passive) are ignored
                # too — they exist but have no effect.
                ignored.add((target, KEYWORDS_IGNORED))
            for j, other in enumerate(abilities_of_object(state, target)):
                if (not ab.ignore.kinds or other.kind in ab.ignore.kinds) and (target, j) != (
                    src,
                    index,
                ):
                    ignored.add((target, j))


def is_set_keyword(ability: Ability, name: str) -> bool:
    """Whether ``ability`` is the set keyword ability printed as ``name`` (2.2.12.c)."""
    return bool(ability.set_keyword) and ability.set_keyword.lower() == name.lower()


LOST = -1
"""The ability index marking, in :func:`ignored_abilities`, an object that lost its
abilities: its printed keyword abilities are gone too (2.3.2.d Example)."""


KEYWORDS_IGNORED = -2
"""The ability index marking, in :func:`ignored_abilities`, an object whose passive
abilities are ignored: its printed keyword abilities have no effect either (7.3.19.b)."""


def keywords_ignored(state: GameState, object_id: str) -> bool:
    """Whether an object's printed keyword abilities are ignored now: they exist but have
    no effect (7.3.19.b) — "Ignore the abilities of Characters facing me" on a Defender."""
    return (object_id, KEYWORDS_IGNORED) in ignored_abilities(state)


def ignored_keywords(state: GameState, object_id: str) -> tuple[Keyword, ...]:
    """The printed keyword abilities of an object in play that are ignored now (7.3.19.b),
    to be said where one would have decided."""
    card = state.card(object_id)
    if card is None or not card.keywords or not keywords_ignored(state, object_id):
        return ()
    return tuple(card.keywords)


def lost_abilities(state: GameState, object_id: str) -> bool:
    """Whether an object lost its abilities to a passive ability ("All other Characters
    lose their abilities", 2.3.2.d Example)."""
    return (object_id, LOST) in ignored_abilities(state)


_ignored_remembered = lineage.per_objects(_ignored_now)


def _grants_gigantic(ab: Ability) -> bool:
    return (
        ab.kind is AbilityKind.PASSIVE
        and ab.grant is not None
        and (ab.grant.keyword is Keyword.GIGANTIC)
    )


def _depends(
    state: GameState, view: _Working, a: tuple[str, int, Ability], b: tuple[str, int, Ability]
) -> bool:
    """Whether ability ``a`` directly depends on ``b`` (2.3.2.c), with the abilities of
    ``view`` applied so far."""
    spec = b[2].ignore
    if spec is not None:
        # 2.3.2.d: applying b would ignore a, removing its existence.
        kind = a[2].kind
        if (
            (a[0], a[1]) != (b[0], b[1])
            and (not spec.kinds or kind in spec.kinds)
            and (not spec.set_keyword or is_set_keyword(a[2], spec.set_keyword))
            and a[0] in _ignored_objects(state, b[0], spec, view)
        ):
            return True
    mine = a[2].ignore
    if mine is not None and _grants_gigantic(b[2]):
        # 2.3.2.e: applying b (a grant of Gigantic) changes what a applies to.
        before = _ignored_objects(state, a[0], mine, view)
        return before != _ignored_objects(state, a[0], mine, (*view, b))
    return False


def is_ignored(state: GameState, object_id: str, index: int) -> bool:
    """Whether ability ``index`` of ``object_id`` is ignored now (7.3.19.b)."""
    return (object_id, index) in ignored_abilities(state)


class _Granting(Protocol):
    def __call__(self, state: GameState, base: _Working) -> _Working: ...


_GRANTING: list[_Granting] = []


def read_granted_with(granting: _Granting) -> None:
    """Called once by :mod:`engine.reading.granted_abilities` as it is imported: it adds
    the abilities passive abilities give to objects (2.3.1.a) to those that work."""
    _GRANTING[:] = [granting]


def effective_abilities(state: GameState) -> _Working:
    """The working abilities (1.2.4.d) that are not ignored (7.3.19.b): the ones that
    have an effect, with those working passive abilities give to objects (2.3.1.a).
    Everything that applies abilities reads these. Remembered per objects unless a
    conditional grant makes the ignored ones depend on more."""
    now = _has_conditional_grants(state)
    base = _effective_now(state) if now else _effective_remembered(state)
    return _GRANTING[0](state, base) if _GRANTING else base


def _effective_now(state: GameState) -> _Working:
    ignored = ignored_abilities(state)
    working = working_abilities(state)
    if not ignored:
        return working
    return tuple(entry for entry in working if (entry[0], entry[1]) not in ignored)


_effective_remembered = lineage.per_objects(_effective_now)


def ignoring_sources(state: GameState, object_id: str) -> tuple[tuple[str, int], ...]:
    """The working passive abilities that state ``object_id``'s abilities are ignored now
    (7.3.19.a), as (object id, ability index) pairs — to name where a line says an ability
    is ignored. Read against the working abilities, as they apply (:func:`_ignored_now`)."""
    working = working_abilities(state)
    return tuple(
        (src, index)
        for src, index, ab in working
        if ab.kind is AbilityKind.PASSIVE
        and ab.ignore is not None
        and (src, index) not in ignored_abilities(state)
        and object_id in _ignored_objects(state, src, ab.ignore, working)
    )
