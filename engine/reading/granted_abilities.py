"""Abilities gained (2.3.1.a): what a passive ability gives to other objects, working on
each object it covers while it lasts.

"Characters you control have "{J} …"", "Target Character gains "{T}: …" this turn" (an
Emblem-Ongoing's passive ability, 2.2.15.a), "Your Heroes have …": the grant holds the
abilities it gives as plain data (:class:`~engine.state.cards.Grant`), and every object the
grant reaches now — an object entering play after the grant included, each object being
checked as the state is now (2.3.1.e, 2.3.3.b) — has them, indexed after its own. A gained
Reaction is the bearer's: it is activated by its bearer and creates its Emblem-Reaction in
Limbo as the bearer's (6.3.h); a gained quick action is played from the bearer (5.3.b); a
gained passive applies from the bearer ("I have +1 power"). Once the grant no longer
applies (its source left play, an Emblem-Ongoing's duration is over, the object is no longer
in the group), the object no longer has them (2.3.2 timestamps, 2.2.15.a).

One level: abilities given by abilities that were themselves given are not given again,
and which objects a grant covers is read from the abilities objects have without gifts
(the covered group does not depend on what the gift does, 2.3.2.e). An object whose
abilities were lost ("All other Characters lose their abilities", 2.3.2.d) loses the
abilities granted by grants with smaller timestamps; a grant with a greater timestamp
applies after the loss and its abilities are had (2.3.3.b).
Registered with :mod:`engine.reading.ignoring` so :func:`effective_abilities` includes them.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import replace

from engine.reading.ignoring import LOST, _ignored_objects, ignored_abilities, read_granted_with
from engine.reading.passives import _reaches
from engine.reading.working import Working, abilities_of_object, ability_works, in_play
from engine.state.cards import Ability, AbilityKind, GrantScope
from engine.state.game_state import GameState

OBJECT_SCOPES = frozenset(
    {
        GrantScope.SELF,
        GrantScope.GROUP,
        GrantScope.SUBTYPE,
        GrantScope.LISTED,
        GrantScope.ONLY_CHARACTER_IN_MY_EXPEDITION,
    }
)
"""The grants whose abilities objects have while they last (those given to the cards a
player plays from Reserve are given as they are played, ``engine.pipeline.activation``)."""

_GIVING: ContextVar[bool] = ContextVar("giving", default=False)
"""True while the objects a grant covers are being found: those reads see the abilities
objects have without gifts (one level, see the module's docstring)."""

_RECENT: list[tuple[object, object, Working, Working]] = []
"""A few recent answers, keyed by the state's objects and cards and the abilities given."""
_PLAIN: list[Working] = []
"""A few recent working-ability lists known to give no abilities (most games): answered at
once, as effective abilities are asked very often."""


def _grants(base: Working) -> list[tuple[str, Ability]]:
    return [
        (src, ab)
        for src, _, ab in base
        if ab.kind is AbilityKind.PASSIVE
        and ab.grant is not None
        and ab.grant.abilities
        and not ab.grant.lost
        and ab.grant.scope in OBJECT_SCOPES
        and not ab.granted_by
    ]


def with_granted(state: GameState, base: Working) -> Working:
    """``base`` (the abilities that work and are not ignored) and the abilities working
    passive abilities give to the objects they cover now (2.3.1.a), by object timestamp."""
    if _GIVING.get() or any(known is base for known in _PLAIN):
        return base
    grants = _grants(base)
    if not grants:
        _PLAIN.insert(0, base)
        del _PLAIN[4:]
        return base
    for objects, cards, known, result in _RECENT:
        if objects is state.objects and cards is state.cards and known is base:
            return result
    token = _GIVING.set(True)
    try:
        given = _given(state, base, grants)
    finally:
        _GIVING.reset(token)
    stamps = {oid: state.objects[oid].timestamp or 0 for oid, _, _ in given}
    result = tuple(
        sorted(
            (*base, *given),
            key=lambda e: (
                stamps.get(e[0], state.objects[e[0]].timestamp or 0),
                e[0],
                e[1],
            ),
        )
    )
    _RECENT.insert(0, (state.objects, state.cards, base, result))
    del _RECENT[4:]
    return result


def _given(
    state: GameState, base: Working, grants: list[tuple[str, Ability]]
) -> list[tuple[str, int, Ability]]:
    """Each covered object's gained abilities, indexed after its own (printed, then gained
    as it entered its zone), in the order of the grants' timestamps (2.3.3.b)."""
    lost = _lost_at(state, base)
    lost_keywords = _set_keywords_lost_at(state, base)
    ignoring = _ignoring(state, base)
    order = {(src, id(ab)): n for n, (src, _, ab) in enumerate(base)}
    next_index: dict[str, int] = {}
    found: list[tuple[str, int, Ability]] = []
    for src, ab in grants:
        assert ab.grant is not None
        stamp = order.get((src, id(ab)), len(base))
        if ab.grant.scope == GrantScope.SELF:
            candidates: tuple[str, ...] = (src,)
        elif ab.grant.scope == GrantScope.LISTED:
            candidates = tuple(o for o in ab.grant.objects if o in state.objects)
        else:
            candidates = tuple(o for o in state.objects if in_play(state, o))
        for oid in candidates:
            if lost.get(oid, -1) >= stamp or not _reaches(state, src, ab, oid, base):
                continue
            index = next_index.get(oid, len(abilities_of_object(state, oid)))
            for gift in ab.grant.abilities:
                if lost_keywords.get((oid, gift.set_keyword.lower()), -1) >= stamp:
                    index += 1  # "loses [Tether]" after the grant: lost (2.3.3.b)
                    continue
                given = replace(gift, granted_by=src)
                ignored = any(not kinds or gift.kind in kinds for kinds in ignoring.get(oid, ()))
                if ability_works(state, oid, given) and not ignored:
                    found.append((oid, index, given))
                index += 1
            next_index[oid] = index
    return found


def _lost_at(state: GameState, base: Working) -> dict[str, int]:
    """The objects that lost their abilities ("All other Characters lose their abilities",
    2.3.2.d), each with the place in timestamp order of the last loss reaching it: a grant
    with a smaller timestamp applies before the loss and is lost with the rest, one with a
    greater timestamp applies after it and its abilities are had (2.3.3.b). An object
    found lost whose loss is not among ``base`` counts as lost to every grant."""
    lost = {oid for oid, marker in ignored_abilities(state) if marker == LOST}
    if not lost:
        return {}
    found = dict.fromkeys(lost, len(base))
    latest: dict[str, int] = {}
    for n, (src, _, ab) in enumerate(base):
        if (
            ab.kind is AbilityKind.PASSIVE
            and ab.ignore is not None
            and ab.ignore.lose
            and not ab.ignore.set_keyword  # one set keyword lost: _set_keywords_lost_at
        ):
            for oid in _ignored_objects(state, src, ab.ignore, base):
                if oid in lost:
                    latest[oid] = n
    found.update(latest)
    return found


def _set_keywords_lost_at(state: GameState, base: Working) -> dict[tuple[str, str], int]:
    """(object, set keyword) -> the place in timestamp order of the last working "loses
    [Tether]" reaching that object: a grant of that keyword's ability with a smaller
    timestamp is lost with it, one with a greater timestamp is had (2.3.3.b)."""
    found: dict[tuple[str, str], int] = {}
    for n, (src, _, ab) in enumerate(base):
        spec = ab.ignore
        if ab.kind is AbilityKind.PASSIVE and spec is not None and spec.set_keyword:
            for oid in _ignored_objects(state, src, spec, base):
                found[(oid, spec.set_keyword.lower())] = n
    return found


def _ignoring(state: GameState, base: Working) -> dict[str, list[frozenset[AbilityKind]]]:
    """The objects whose abilities working "Ignore the abilities of …" abilities ignore
    now, with the kinds each ignores (all when empty): a given ability is one of the
    object's abilities, ignored with them (7.3.19.b)."""
    found: dict[str, list[frozenset[AbilityKind]]] = {}
    for src, _, ab in base:
        if ab.kind is AbilityKind.PASSIVE and ab.ignore is not None and not ab.ignore.lose:
            for oid in _ignored_objects(state, src, ab.ignore, base):
                found.setdefault(oid, []).append(frozenset(ab.ignore.kinds))
    return found


def granted_to(state: GameState, object_id: str) -> list[Ability]:
    """The abilities ``object_id`` has now because a passive ability gives them (2.3.1.a),
    in index order after its own."""
    from engine.reading.ignoring import effective_abilities

    own = len(abilities_of_object(state, object_id))
    return [
        ab
        for oid, index, ab in sorted(effective_abilities(state), key=lambda e: e[1])
        if oid == object_id and index >= own and ab.granted_by
    ]


def granted_ability(state: GameState, object_id: str, index: int) -> Ability | None:
    """The gained ability at ``index`` of ``object_id`` (its own come first), if any."""
    from engine.reading.ignoring import effective_abilities

    for oid, i, ab in effective_abilities(state):
        if oid == object_id and i == index and ab.granted_by:
            return ab
    return None


def granted_words(state: GameState, object_id: str, ability: Ability) -> str:
    """What the judge is told of a gained ability where it acts: "Kuwat has "{J} Draw a
    card." from Haven" (2.3.1.a) — empty for an object's own ability."""
    if not ability.granted_by:
        return ""
    text = f' "{ability.text}"' if ability.text else " an ability"
    source = state.name(ability.granted_by) if ability.granted_by in state.objects else "a card"
    return f"{state.name(object_id)} has{text} from {source}"


read_granted_with(with_granted)
