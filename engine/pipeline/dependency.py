"""Dependency between passive abilities (2.3.2) and the order it gives them (2.3.3), said
in the trace.

``engine.reading.passives`` applies passive abilities in the order of 2.3.3 by
construction: a characteristic is computed by first asking for those it depends on. That
order is silent; a judge's question is "which one applies first, and why?". This module
names each direct dependency (2.3.2.c) among the passive abilities working now:

* applying B would remove A's existence — B makes A's object lose (or ignore) its
  abilities (2.3.2.d);
* applying B changes what A applies to — B adds the sub-type A's grant reaches ("All
  Characters are Elementals" before "All Elementals have Gigantic"), or B grants Gigantic
  and so changes which objects face A's bearer (2.3.2.e);
* applying B changes what A does — B gives regions the terrain A's own condition asks
  for ("All regions are Forests" before "If I am in Forest, I am Gigantic", 2.3.2.f).

Dependency is the transitive closure of these (2.3.2.g): when A depends on B and B on C,
A depends on C too, and the trace names the chain ("A's ... depends on C's ... through
B's ..."). B then applies first (2.3.3.a), even when A is older, which overrides timestamp order
(2.3.3.b); two abilities that depend on each other apply in timestamp order (2.3.3.a,
2.3.3.b). :func:`note_dependencies` adds these to the trace once, when the set of
dependencies changes — not at every recomputation of the passive abilities (2.3.1.e).
"""

from __future__ import annotations

from engine.pipeline.object_scan import AnyObject
from engine.reading.ignored_groups import group_members
from engine.reading.passives import expedition_members, expeditions_of, working_abilities
from engine.reading.transitive import chain, closure
from engine.state import zones as z
from engine.state.cards import Ability, AbilityKind, ConditionKind, GrantScope, IgnoreScope
from engine.state.enums import IN_PLAY_ZONES, CardType, Keyword
from engine.state.game_state import GameState, evolve
from engine.state.records import record, replace
from engine.state.said import possessive
from engine.state.statics import StaticKind
from engine.why.icon_words import icons_said
from engine.why.table import why
from engine.why.trace import TraceEntry

_Entry = tuple[str, int, Ability]
_TERRAIN_CONDITIONS = frozenset({ConditionKind.I_AM_IN_TERRAIN, ConditionKind.IT_IS_IN_TERRAIN})


@record
class Dependency:
    """Passive ability ``dependent`` directly depends on ``on`` (2.3.2.c), both written
    ``"object id#ability index"``; ``point`` is the decision point saying why (2.3.2.d,
    2.3.2.e or 2.3.2.f)."""

    dependent: str
    on: str
    point: str
    via: tuple[str, ...] = ()  # a dependency through a chain (2.3.2.g): the abilities between

    def key(self) -> str:
        """The dependency as one plain string, as the state remembers it."""
        chain = "".join(f">{v}" for v in self.via)
        return f"{self.dependent}{chain}>{self.on}:{self.point}"


def _is_passive(ab: Ability) -> bool:
    return ab.kind is AbilityKind.PASSIVE


def _in_play_character(state: GameState, oid: str) -> bool:
    o = state.objects.get(oid)
    return (
        o is not None
        and z.kind_of(o.zone) in IN_PLAY_ZONES
        and state.type_of(oid) is CardType.CHARACTER
    )


def _removes(state: GameState, a: _Entry, b: _Entry) -> bool:
    """2.3.2.d: applying B (abilities lost or ignored) would remove A's existence."""
    spec = b[2].ignore
    if spec is None or (a[0], a[1]) == (b[0], b[1]):
        return False
    if spec.kinds and a[2].kind not in spec.kinds:
        return False
    if spec.set_keyword and a[2].set_keyword.lower() != spec.set_keyword.lower():
        return False  # "loses [Tether]" removes that set keyword's abilities only
    if spec.scope == IgnoreScope.LISTED:
        return a[0] in spec.objects
    if spec.scope == IgnoreScope.ALL_OTHER_CHARACTERS:
        return a[0] != b[0] and _in_play_character(state, a[0])
    if spec.scope == IgnoreScope.GROUP and spec.group is not None:
        return a[0] in group_members(state, b[0], spec.group)  # 2.3.2.d
    if spec.scope == IgnoreScope.FACING_ME:
        return any(
            a[0] in expedition_members(state, state.facing(mine))
            for mine in expeditions_of(state, b[0])
        )
    return False


def _changes_reach(state: GameState, a: _Entry, b: _Entry) -> bool:
    """2.3.2.e: applying B changes what A applies to — the sub-type a grant to "all
    [sub-type]" reaches, added to a Character without it; or a grant of Gigantic, which
    changes which objects face the bearer of an ability ignoring those facing it."""
    grant = a[2].grant
    if (
        grant is not None
        and grant.scope == GrantScope.SUBTYPE
        and grant.subtype
        and grant.subtype in b[2].adds_subtypes
    ):
        return any(
            _in_play_character(state, oid)
            and grant.subtype not in (card.subtypes if (card := state.card(oid)) else ())
            for oid in state.objects
        )
    mine = a[2].ignore
    other = b[2].grant
    if (
        mine is None
        or mine.scope != IgnoreScope.FACING_ME
        or other is None
        or other.keyword is not Keyword.GIGANTIC
        or a[0] == b[0]
    ):
        return False
    # Only when B's Gigantic changes who faces A's bearer (7.4.4.b): making one of A's own
    # player's Characters Gigantic changes nothing A ignores.
    working = working_abilities(state)
    without = tuple(e for e in working if (e[0], e[1]) != (b[0], b[1]))
    return _facing(state, a[0], working) != _facing(state, a[0], without)


def _facing(
    state: GameState, object_id: str, working: tuple[tuple[str, int, Ability], ...]
) -> frozenset[str]:
    """The objects in the Expeditions facing the object's, with ``working`` applied."""
    return frozenset(
        m
        for mine in expeditions_of(state, object_id, working)
        for m in expedition_members(state, state.facing(mine), working)
    )


def _changes_what_it_does(state: GameState, a: _Entry, b: _Entry) -> bool:
    """2.3.2.f: applying B changes what A does — A's own condition asks for a terrain
    that B gives regions, or that B takes from the regions A's object is in: "All regions
    are {O} and lose their other terrains" decides any "If I am in [terrain]" (it gives
    {O} and takes every other terrain), "My region ... are {V} and lose their other
    terrains" only that of an object in one of the regions it sets."""
    condition = a[2].condition
    if condition is None or condition.kind not in _TERRAIN_CONDITIONS:
        return False
    gives = b[2].all_regions_terrains | b[2].region_terrains
    asked = condition.terrains or ((condition.terrain,) if condition.terrain else ())
    if any(t in gives for t in asked):  # "in {M} or {O}": any of them (7.5.8.c)
        return True
    return bool(asked) and _sets_regions_of(state, a[0], b)


def _sets_regions_of(state: GameState, object_id: str, b: _Entry) -> bool:
    """Whether B ("[regions] are [terrain] and lose their other terrains") sets the
    terrains of a region ``object_id``'s Expeditions are in (every region, or B's own and
    the one facing it) — so applying it changes whether the object is in a terrain."""
    spec = b[2].static
    if not _sets_regions(b[2]) or spec is None or spec.terrain is None:
        return False
    if spec.players == "all":
        return True
    mine = expeditions_of(state, object_id)
    theirs = expeditions_of(state, b[0])
    regions = {state.positions.get(e) for e in theirs} | {
        state.positions.get(state.facing(e)) for e in theirs
    }
    return any(state.positions.get(e) in regions for e in mine)


def _deciding(ab: Ability) -> bool:
    """Whether applying ``ab`` can remove another passive ability, or change what it
    applies to or does (2.3.2.d-f)."""
    return _is_passive(ab) and (
        ab.ignore is not None
        or bool(ab.adds_subtypes)
        or bool(ab.all_regions_terrains)
        or bool(ab.region_terrains)
        or _sets_regions(ab)
        or (ab.grant is not None and ab.grant.keyword is Keyword.GIGANTIC)
    )


_PRINTED: list[tuple[object, bool]] = []
"""Whether any card of a ``cards`` mapping prints a deciding ability, by the mapping's
identity (a cache of a fact about immutable values, never part of a state)."""


def _may_depend(state: GameState) -> bool:
    """A quick look before the full one: no card prints a deciding ability (or one setting
    regions' terrains, whose order with other region passives the trace names) and no object
    gained one or is an Emblem with one — nothing can depend on anything."""
    cards = state.cards
    printed = next((answer for known, answer in _PRINTED if known is cards), None)
    if printed is None:
        printed = any(
            _deciding(ab) or _sets_regions(ab) for c in cards.values() for ab in c.abilities
        )
        _PRINTED.insert(0, (cards, printed))
        del _PRINTED[4:]
    return printed or _GAINED_DECIDING(state)


_GAINED_DECIDING = AnyObject(
    lambda o: any(
        _deciding(ab) for ab in (*o.gained, *(o.emblem.abilities if o.emblem is not None else ()))
    )
)
"""Whether an object gained a deciding ability, or is an Emblem with one."""


def dependencies(state: GameState) -> tuple[Dependency, ...]:
    """Every direct dependency (2.3.2.c) between two passive abilities working now."""
    if not _may_depend(state):
        return ()
    working = [e for e in working_abilities(state) if _is_passive(e[2])]
    deciding = [e for e in working if _deciding(e[2])]
    if not deciding:
        return _timestamp_orders(state, working, ())
    out: list[Dependency] = []
    for a in working:
        for b in deciding:
            if (a[0], a[1]) == (b[0], b[1]):
                continue
            point = (
                "passive.depends.removes"
                if _removes(state, a, b)
                else "passive.depends.reach"
                if _changes_reach(state, a, b)
                else "passive.depends.does"
                if _changes_what_it_does(state, a, b)
                else None
            )
            if point is not None:
                out.append(Dependency(f"{a[0]}#{a[1]}", f"{b[0]}#{b[1]}", point))
    chained = (*out, *_through_chains(out))
    return (*chained, *_timestamp_orders(state, working, chained))


def _sets_regions(ab: Ability) -> bool:
    return ab.static is not None and ab.static.kind == StaticKind.REGIONS_ARE


def _timestamp_orders(
    state: GameState, working: list[_Entry], deps: tuple[Dependency, ...]
) -> tuple[Dependency, ...]:
    """Region passives whose order decides a region's terrains though neither depends on
    the other — "All regions are [terrain] and lose their other terrains" (a static
    ``regions_are``) and another region passive: the older applies first (2.3.3.b). Said as
    a pseudo-dependency of the newer on the older, so that the trace names the order once,
    like a dependency."""
    related = {frozenset((d.dependent, d.on)) for d in deps}
    regional = [
        e
        for e in working
        if e[2].all_regions_terrains or e[2].region_terrains or _sets_regions(e[2])
    ]
    out: list[Dependency] = []
    for i, x in enumerate(regional):
        for y in regional[i + 1 :]:
            if not (_sets_regions(x[2]) or _sets_regions(y[2])):
                continue  # two additions: their order changes nothing
            refs = (f"{x[0]}#{x[1]}", f"{y[0]}#{y[1]}")
            if x[0] == y[0] or frozenset(refs) in related:
                continue
            older, newer = sorted(refs, key=lambda r: _ability(state, r)[2])
            out.append(Dependency(newer, older, "passive.timestamp_order"))
    return tuple(out)


def _through_chains(direct: list[Dependency]) -> tuple[Dependency, ...]:
    """The dependencies that hold only through a chain of direct ones (2.3.2.g), each with
    the shortest chain."""
    edges: dict[str, list[str]] = {}
    for d in direct:
        edges.setdefault(d.dependent, []).append(d.on)
    pairs = {(d.dependent, d.on) for d in direct}
    return tuple(
        Dependency(a, c, "passive.depends.chain", chain(edges, a, c))
        for a, reached in closure(edges).items()
        for c in sorted(reached)
        if c != a and (a, c) not in pairs
    )


def _ability(state: GameState, ref: str) -> tuple[str, str, int]:
    """``(object's name, ability text, timestamp)`` of an ``"object id#index"``."""
    oid, index = ref.rsplit("#", 1)
    o = state.objects[oid]
    abilities = o.emblem.abilities if o.emblem is not None else ()
    if o.emblem is None:
        card = state.card(oid)
        abilities = (*(card.abilities if card is not None else ()), *o.gained)
    i = int(index)
    text = abilities[i].text if i < len(abilities) else ""
    return state.name(oid), text, o.timestamp if o.timestamp is not None else 0


def _words(name: str, text: str) -> str:
    text = icons_said(text.rstrip("."))
    return f"{possessive(name)} “{text}”" if text else f"{possessive(name)} passive ability"


def _through(state: GameState, d: Dependency) -> str:
    """ " through B's “...”": the chain of a dependency that is not direct (2.3.2.g)."""
    if not d.via:
        return ""
    names = [_words(*_ability(state, ref)[:2]) for ref in d.via]
    return " through " + ", then ".join(names)


def explain(
    state: GameState, deps: tuple[Dependency, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The trace's words and rules for ``deps``: which passive applies first and why."""
    texts: list[str] = []
    rules: list[str] = []
    pairs = {(d.dependent, d.on) for d in deps}
    done: set[frozenset[str]] = set()
    for d in deps:
        a_name, a_text, a_time = _ability(state, d.dependent)
        b_name, b_text, b_time = _ability(state, d.on)
        a, b = _words(a_name, a_text), _words(b_name, b_text)
        through = _through(state, d)
        if (d.on, d.dependent) in pairs:
            pair = frozenset((d.dependent, d.on))
            if pair in done:
                continue
            done.add(pair)
            older = a if a_time < b_time else b
            back = next(x for x in deps if (x.dependent, x.on) == (d.on, d.dependent))
            # A cycle of direct dependencies (2.3.2.g): say which way goes through a chain.
            chains = [
                f"{possessive(_ability(state, x.dependent)[0])} on "
                f"{possessive(_ability(state, x.on)[0])}"
                f"{_through(state, x)}"
                for x in (d, back)
                if x.via
            ]
            how = f" ({'; '.join(chains)})" if chains else ""
            texts.append(
                f"{a} and {b} depend on each other{how}: the older, {older}, applies first"
            )
            rules.extend((*why(d.point), *why(back.point), *why("passive.depends.mutual")))
            continue
        if d.point == "passive.timestamp_order":
            texts.append(f"{b} applies before {a}: neither depends on the other, and it is older")
            rules.extend(why(d.point))
            continue
        if d.via:
            what = f"{b} applies before {a}, which depends on it{through}"
        elif d.point == "passive.depends.removes":
            what = f"{b} applies first and removes {a}, which depends on it"
        elif d.point == "passive.depends.reach":
            what = f"{b} applies first: it changes what {a} applies to"
        else:
            what = f"{b} applies first: it changes what {a} does"
        rules.extend(why(d.point))
        if a_time < b_time:
            what += f", though {possessive(a_name)} is older"
            rules.extend(why("passive.depends.before_older"))
        texts.append(what)
    return tuple(texts), tuple(dict.fromkeys(rules))


def note_dependencies(state: GameState, entry: TraceEntry) -> tuple[GameState, TraceEntry]:
    """Add to ``entry`` the dependencies between passive abilities that are new since the
    state last noted them, and remember the current ones: a trace line when the order of
    application changes, not at each re-evaluation (2.3.1.e)."""
    deps = dependencies(state)
    keys = tuple(d.key() for d in deps)
    if keys == state.noted_dependencies:
        return state, entry
    seen = set(state.noted_dependencies)
    new = tuple(d for d in deps if d.key() not in seen)
    state = evolve(state, noted_dependencies=keys)
    if not new:
        return state, entry
    texts, rules = explain(state, new)
    return state, replace(
        entry,
        text=f"{entry.text} [{'; '.join(texts)}]",
        rules=tuple(dict.fromkeys((*entry.rules, *rules))),
    )
