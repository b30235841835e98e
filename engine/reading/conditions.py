"""Conditions written "if ...": of triggers (6.3.b, 6.3.k), of conditional steps (6.5.d)
and of passive abilities.

A condition in the past tense looks at the game state before the event, one in the present
tense at the state after it (6.3.k); conditional steps are evaluated just before the step
would happen (6.5.d).
"""

from __future__ import annotations

from engine.reading.created_tokens import first_created
from engine.reading.expedition_state import (
    _distance,
    expedition_fits,
    expedition_state_holds,
    position,
    scoped_expeditions,
)
from engine.reading.filters import matches, narrowed
from engine.reading.gigantic_presence import (
    characters_in_expedition,
    gigantic_elsewhere,
    gigantic_found,
    present_in_expeditions,
)
from engine.reading.happened import happened_count
from engine.reading.limits import over_limit
from engine.reading.passives import (
    ConditionReading,
    expedition_members,
    expeditions_of,
    read_conditions_with,
    statistics,
    subtypes_of,
)
from engine.reading.past_events import CHARACTER_SACRIFICED, counted_in
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, Phase, Terrain, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace


def holds(
    condition: Condition,
    state: GameState,
    controller: str,
    me: str | None = None,
    it: tuple[str, ...] = (),
    my_expedition: str | None = None,
    before: GameState | None = None,
) -> bool:
    """Whether ``condition`` is true. ``before`` is the state before the event, used by
    past-tense conditions (6.3.k); without it the current state is used."""
    if condition.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        # "if [c1] and / or [c2]": each part as it would be alone (6.5.d, 6.3.k)
        each = (holds(c, state, controller, me, it, my_expedition, before) for c in condition.parts)
        joined = all(each) if condition.kind == ConditionKind.ALL_OF else any(each)
        return joined != condition.negated
    if condition.known is not None:  # noted as the Reaction activated (6.3.k, 6.3.j)
        return condition.known != condition.negated
    if condition.against_target and not condition.player:
        # "target opponent has more …": about a player chosen as a target (6.5.b); with
        # none chosen it cannot hold — nor its "unless" form (the step does nothing).
        return False
    look = before if condition.past and before is not None else state
    if condition.whose:
        # "its controller / its owner": the condition is that player's (1.2.2, 6.3.i); with
        # no such player (nothing named, or several players), it cannot hold.
        player = _whose(look, state, condition.whose, it, controller)
        if player is None:
            return False
        controller = player
    result = False
    kind = condition.kind
    if kind == ConditionKind.STATUS:
        o = look.objects.get(me) if me is not None else None
        result = o is not None and condition.status is not None and o.has(condition.status)
    elif kind == ConditionKind.FIRST_PLAYER:
        result = look.first_player == controller
    elif kind == ConditionKind.I_WAS_PLAYED_FROM:
        # 5.1.2.d: where the card was played from, kept by the object it became in play
        o = look.objects.get(me) if me is not None else None
        result = o is not None and f"played_from_{o.played_from}" == condition.event
    elif kind == ConditionKind.IT_IS_TYPE:
        types = []
        for oid in it:
            o = look.objects.get(oid) or state.objects.get(oid)
            if o is not None and o.card_id is not None:
                types.append(look.cards[o.card_id].type)
        result = condition.card_type in types
    elif kind == ConditionKind.ONLY_CHARACTER:
        # A Gigantic Character of the other Expedition is in this one too (7.4.4.b); a
        # Gigantic "I" means both Expeditions, and each must hold only one (7.4.4.f, 7.4.4.k).
        where = _my_expeditions(look, me, my_expedition)
        result = bool(where) and all(len(characters_in_expedition(look, e)) == 1 for e in where)
    elif kind in EXPEDITION_POSITIONS:
        # 7.5.2.a-c: ahead / behind / tied — farther from, closer to, or as far from its
        # starting region as the Expedition facing it; all are tied during tiebreakers
        # (7.5.2.d). "My Expedition" is the one the ability names, else the one(s) its
        # bearer is in — a passive ability's condition names none (2.3.2.f); a Gigantic
        # "I" is in both Expeditions: both must be so (7.4.4.k). A bearer in no Expedition
        # has none to be so.
        mine = _my_expeditions(look, me, my_expedition)
        result = bool(mine) and all(position(look, e) == kind for e in mine)
    elif kind == ConditionKind.MY_EXPEDITION_MOVED_FORWARD_THIS_DAY:
        # 7.3.25.a, 4.1: the moves forward recorded since the Day began; a Gigantic "I" is
        # in both Expeditions: both must have moved (7.4.4.k), as for ahead / behind.
        mine = _my_expeditions(look, me, my_expedition)
        result = bool(mine) and all(e in look.moved_forward_today for e in mine)
    elif kind in (ConditionKind.I_AM_IN_TERRAIN, ConditionKind.IT_IS_IN_TERRAIN):
        # "in {M} or {O}" (``terrains``): in at least one of the terrains named (7.5.8.c)
        objects = (me,) if kind == ConditionKind.I_AM_IN_TERRAIN else it
        named = condition.terrains or ((condition.terrain,) if condition.terrain else ())
        result = any(
            _named_in_terrain(look, oid, t) for oid in objects if oid is not None for t in named
        )
    elif kind == ConditionKind.ALL_YOURS_BEHIND_OR_TIED:
        result = all(behind_or_tied(look, z.expedition_id(controller, k)) for k in ExpeditionKind)
    elif kind == ConditionKind.IT_MATCHES:
        # "If it's a Robot or Permanent": what "it" is, wherever it is (2.2.1.i).
        result = any(matches(look, o, f, controller, me) for o in it for f in condition.any_of)
    elif kind == ConditionKind.ITS_EXPEDITION_BEHIND:
        # 7.5.2.b for the Expedition(s) of the objects the trigger names (6.3.i); a
        # Gigantic one's two Expeditions must both be behind (7.4.4.k).
        result = bool(it) and not look.tiebreakers
        for oid in it:
            theirs = expeditions_of(look, oid) if oid in look.objects else frozenset()
            result = result and bool(theirs) and all(_behind(look, e) for e in theirs)
    elif kind == ConditionKind.NO_CHARACTER_FACING_ME and me is not None and me in look.objects:
        # 1.2.3.c; a Gigantic "I" faces both of the opponent's Expeditions (7.4.4.k).
        # A Gigantic opposing Character is in the Expedition facing me wherever its card is
        # (7.4.4.b).
        facing = [look.facing(e) for e in expeditions_of(look, me)]
        result = bool(facing) and not present_in_expeditions(look, facing, characters_only=True)
    elif kind == ConditionKind.IT_IN_TERRAIN_WITH_BASE_STAT:
        result = any(_in_terrain_with_base_stat(look, oid, condition.base_stat) for oid in it)
    elif kind == ConditionKind.DIE_RESULT:
        # 7.3.33.a: the result noted; none when nothing rolled activated the Reaction.
        r = condition.result
        result = r is not None and (
            (condition.at_least is None or r >= condition.at_least)
            and (condition.at_most is None or r <= condition.at_most)
        )
    elif kind == ConditionKind.ITS_COST_VS_RESULT:
        result = condition.result is not None and any(
            _cost_vs_result(look, oid, condition, condition.result) for oid in it
        )
    elif kind == ConditionKind.YOU_CONTROL_DISTINCT:
        result = _distinct(look, controller, me, condition.any_of)
    elif kind == ConditionKind.IT_HAS_STATUS:
        status = condition.status
        result = status is not None and any(
            oid in look.objects and look.objects[oid].has(status) for oid in it
        )
    elif kind == ConditionKind.IT_HAS_COUNTERS:
        result = any(_counters_between(look, oid, condition) for oid in it)
    elif kind == ConditionKind.ROLLED_THIS_DAY:  # 7.3.33.a: each result noted, 4.1
        low = condition.at_least if condition.at_least is not None else 1
        high = condition.at_most if condition.at_most is not None else 6
        result = any(who == controller and low <= n <= high for who, n in look.rolls_this_day)
    elif kind == ConditionKind.IT_VERSUS_YOUR_EXPEDITIONS:  # 7.5.2.a-b, 7.5.2.d
        yours = [z.expedition_id(controller, k) for k in ExpeditionKind]
        ahead = "ahead" in condition.positions
        # only Expeditions are ahead or behind (7.5.2): "it" naming anything else fails
        result = not look.tiebreakers and bool(it) and all(e in look.expedition_ids() for e in it)
        for e in it:
            far = _distance(look, e)
            result = (
                result
                and e not in yours
                and all(
                    far > _distance(look, y) if ahead else far < _distance(look, y) for y in yours
                )
            )
    elif kind in (ConditionKind.FIRST_CREATED_THIS_DAY, ConditionKind.FIRST_CREATED_THIS_TURN):
        # 7.3.5.a: the tokens the controller created this Day / turn (4.1, 4.2.3), 6.1.f
        day = kind == ConditionKind.FIRST_CREATED_THIS_DAY
        record = look.tokens_created_this_day if day else look.tokens_created_this_turn
        kind_said = condition.card_type.value if condition.card_type is not None else ""
        # outside an Afternoon turn there is no "this turn" (4.2.3): it never holds then
        now = day or look.turn_player is not None
        result = now and first_created(record, controller, it, kind_said)
    elif kind == ConditionKind.PHASE:  # 4.2.a: the phase the Day is in
        result = condition.phase is not None and look.phase is condition.phase
    elif kind == ConditionKind.YOUR_TURN:  # 4.2.3.b: turns are taken in the Afternoon
        result = look.phase is Phase.AFTERNOON and look.turn_player == controller
    elif kind == ConditionKind.EXPEDITION_EMPTY:
        # No Characters there, Gigantic ones of the other Expedition included (7.4.4.b);
        # "my Expedition" as for the positions above.
        where = _my_expeditions(look, me, my_expedition)
        result = bool(where) and not any(
            look.type_of(oid) is CardType.CHARACTER
            for e in where
            for oid in expedition_members(look, e)
        )
    elif kind == ConditionKind.EXPEDITION_STATE:
        result = expedition_state_holds(condition, look, controller, me, it, my_expedition)
    elif kind == ConditionKind.COUNTS_COMPARED:
        first, second = condition.parts  # two counts compared (6.5.d)
        result = count(first, look, controller, me) > count(second, look, controller, me)
    elif kind == ConditionKind.COUNT:
        n = count(replace(condition, whose=""), look, controller, me)  # its player's, above
        result = (condition.at_least is None or n >= condition.at_least) and (
            condition.at_most is None or n <= condition.at_most
        )
    return result != condition.negated


_DISTINCT = frozenset(
    {Counted.DISTINCT_FACTIONS, Counted.DISTINCT_NAMES, Counted.DISTINCT_SUBTYPES}
)


def in_play(state: GameState, controller: str | None = None) -> tuple[str, ...]:
    """The objects in play (Expeditions and Landmarks, 3.1.4.a), those ``controller``
    controls when one is named (7.5.5)."""
    return tuple(
        oid
        for key in state.zones
        if z.kind_of(key) in IN_PLAY_ZONES
        for oid in state.zones[key]
        if controller is None or state.objects[oid].controller == controller
    )


def _distinct_values(
    state: GameState, condition: Condition, controller: str, me: str | None
) -> set[str]:
    """The different factions (2.2.10), names (2.2.4) or sub-types (2.2.2, those passives add
    too) among the objects in play ``controller`` controls that fit the filter; an object
    without one (no faction) adds none."""
    ids = in_play(state, controller)
    values: set[str] = set()
    for oid in narrowed(state, ids, condition.filter, controller, me):
        card = state.card(oid)
        if card is None:
            continue
        if condition.counted == Counted.DISTINCT_FACTIONS and card.faction is not None:
            values.add(str(card.faction))
        elif condition.counted == Counted.DISTINCT_NAMES:
            values.add(card.name)
        elif condition.counted == Counted.DISTINCT_SUBTYPES:
            values.update(subtypes_of(state, oid))
    return values


_PERSONAL = {Counted.YOUR_DISCARD: ZoneKind.DISCARD, Counted.YOUR_DECK: ZoneKind.DECK}


def _whose(
    look: GameState, state: GameState, whose: str, it: tuple[str, ...], controller: str
) -> str | None:
    """The player a condition is said of: the opponent (1.2.2), or the one player
    controlling (or owning) what "it" names — where it is, or was when it no longer exists
    (6.3.j); None if it names nothing or objects of several players."""
    if whose == Whose.OPPONENT:
        return look.opponent(controller)
    players = set()
    for oid in it:
        o = look.objects.get(oid) or state.objects.get(oid)
        if o is not None:
            players.add(o.owner if whose == Whose.ITS_OWNER else o.controller)
    return players.pop() if len(players) == 1 else None


def _counters_between(state: GameState, object_id: str, condition: Condition) -> bool:
    """ "it has 2 or more boosts": the counters named (any kind when none is, 2.5.1.a) on
    the object, between the bounds; an object that no longer exists has none (2.1.d)."""
    o = state.objects.get(object_id)
    if o is None:
        return False
    n = sum(v for k, v in o.counters.items() if not condition.counter or k == condition.counter)
    return (condition.at_least is None or n >= condition.at_least) and (
        condition.at_most is None or n <= condition.at_most
    )


def gigantic_present(
    state: GameState, condition: Condition, me: str | None, my_expedition: str | None
) -> bool:
    """Whether what ``condition`` looks at — the Characters in my Expedition, or in the
    Expedition facing me — includes a Gigantic Character whose card is in the other
    Expedition of its controller: there too, as one object (7.4.4.b)."""
    kind = condition.kind
    if kind == ConditionKind.ONLY_CHARACTER or kind == ConditionKind.EXPEDITION_EMPTY:
        where = _my_expeditions(state, me, my_expedition)
    elif kind == ConditionKind.NO_CHARACTER_FACING_ME and me is not None and me in state.objects:
        where = frozenset(state.facing(e) for e in expeditions_of(state, me))
    elif kind == ConditionKind.COUNT and condition.counted == Counted.MY_EXPEDITION:
        bearer = state.objects.get(me) if me is not None else None
        whose = bearer.controller if bearer is not None else ""
        where = scoped_expeditions(state, condition.scope, whose, me)
    else:
        return False
    return any(gigantic_elsewhere(state, characters_in_expedition(state, e), e) for e in where)


def _my_expeditions(state: GameState, me: str | None, my_expedition: str | None) -> frozenset[str]:
    """ "My Expedition": the one named, or, for a Gigantic "I", both of its controller's
    (7.4.4.f); the one(s) "I" am in when none is named (7.4.4.b)."""
    here = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
    if my_expedition is None:
        return here
    return here if len(here) > 1 else frozenset({my_expedition})


def _cost_vs_result(state: GameState, object_id: str, condition: Condition, result: int) -> bool:
    """ "If its Hand Cost is equal to the die's result": the printed cost of the card "it"
    names (2.2.7, 2.2.8; wherever it is, a revealed card in a Deck too — or, once it no
    longer exists, the cost it had, 6.3.j) compared with the result noted (7.3.33.a); a card
    without that cost has none to compare (1.1.6.d: zero)."""
    card = state.card(object_id) if object_id in state.objects else None
    if card is not None:
        cost = card.reserve_cost if condition.counted == "reserve" else card.hand_cost
    elif condition.known_cost is not None:
        cost = condition.known_cost  # 6.3.j: the characteristics it had before it moved
    else:
        return False
    d = (cost or 0) - result
    return (condition.at_least is None or d >= condition.at_least) and (
        condition.at_most is None or d <= condition.at_most
    )


def _distinct(
    state: GameState, controller: str, me: str | None, filters: tuple[ObjectFilter, ...]
) -> bool:
    """Whether distinct objects in play that ``controller`` controls fit each of ``filters``
    — one each ("a [[Fleeting]] Character, another [[Anchored]] Character and yet another
    [[Asleep]] Character": "another" is a different object, 7.2.1.a). A Character with two of
    the statuses may fit either, so every assignment is tried."""
    mine = in_play(state, controller)
    fits = [[oid for oid in mine if matches(state, oid, f, controller, me)] for f in filters]

    def assign(i: int, used: frozenset[str]) -> bool:
        if i == len(fits):
            return True
        return any(assign(i + 1, used | {oid}) for oid in fits[i] if oid not in used)

    return assign(0, frozenset())


EXPEDITION_POSITIONS = frozenset(
    {ConditionKind.EXPEDITION_AHEAD, ConditionKind.EXPEDITION_BEHIND, ConditionKind.EXPEDITION_TIED}
)
"""The conditions on where "my Expedition" is compared with the one facing it (7.5.2)."""


def behind_or_tied(state: GameState, expedition: str) -> bool:
    """Whether ``expedition`` is behind or tied: no farther from its starting region than
    the Expedition facing it (7.5.2.b, 7.5.2.c); all are tied during tiebreakers (7.5.2.d)."""
    if state.tiebreakers:
        return True
    return _distance(state, expedition) <= _distance(state, state.facing(expedition))


def _behind(state: GameState, expedition: str) -> bool:
    """7.5.2.b: closer to its starting region than the Expedition facing it."""
    return _distance(state, expedition) < _distance(state, state.facing(expedition))


def _in_terrain_with_base_stat(state: GameState, object_id: str, n: int | None) -> bool:
    """In a terrain (7.5.8.c) where its printed statistic (2.2.11.b) is ``n``."""
    card = state.card(object_id) if object_id in state.objects else None
    if card is None or n is None or card.type is not CardType.CHARACTER:
        return False
    return any(card.stat(t) == n and in_terrain(state, object_id, t) for t in Terrain)


def was_in_terrain(state: GameState, zones: tuple[str, ...], terrain: Terrain) -> bool:
    """ "If it wasn't in {V}" after a step moved it: whether one of the Expeditions it was in
    just before (2.1.h) is in a region with that terrain (7.5.8.c, Terrain Markers too)."""
    expeditions = {
        z.expedition_id(p, k)
        for zone in zones
        if z.kind_of(zone) is ZoneKind.EXPEDITION
        and (p := z.player_of(zone)) is not None
        and (k := z.expedition_kind_of(zone)) is not None
    }
    return any(terrain in expedition_terrains(state, e) for e in expeditions)


def _named_in_terrain(state: GameState, named: str, terrain: Terrain) -> bool:
    """Whether what a condition names is in ``terrain``: an Expedition ("When my Expedition
    moves forward, if it's in {O}") is in a terrain when its region has it (7.5.8.b); an
    object is when one of its Expeditions is (7.5.8.c)."""
    if named in state.positions:
        return terrain in expedition_terrains(state, named)
    return in_terrain(state, named, terrain)


def in_terrain(state: GameState, object_id: str, terrain: Terrain) -> bool:
    """7.5.8.c: a Character or Gear is in a terrain if at least one of its Expeditions is
    in a region that has it (7.5.8.b; Terrain Markers counted, 3.2.1.d)."""
    if object_id not in state.objects:
        return False
    return any(terrain in expedition_terrains(state, e) for e in expeditions_of(state, object_id))


def count(condition: Condition, state: GameState, controller: str, me: str | None) -> int:
    """How many of what a count condition counts there are: counters on "me", or the
    objects of a zone narrowed by the condition's filter. Cards in Reserve are not
    controlled (2.2.1.h): "you control" counts objects in play only. "… beyond the second"
    (``beyond``) leaves the first ones counted out, never below none (6.5.i; gram63)."""
    if condition.beyond:
        whole = _count(replace(condition, beyond=0), state, controller, me)
        return max(whole - condition.beyond, 0)
    return _count(condition, state, controller, me)


def _count(condition: Condition, state: GameState, controller: str, me: str | None) -> int:
    """:func:`count` before "beyond the Nth" (every kind of count)."""
    if condition.whose == Whose.OPPONENT:  # "per card in your opponent's hand" (1.2.2)
        return count(replace(condition, whose=""), state, state.opponent(controller), me)
    what = condition.counted
    if what == Counted.EXPEDITIONS_IN_TERRAIN:
        # 7.5.8.b: an Expedition is in a terrain if its region has it (Terrain Markers too).
        return sum(
            1
            for p in state.players
            for k in ExpeditionKind
            if condition.terrain in expedition_terrains(state, z.expedition_id(p, k))
        )
    if what == Counted.MY_COUNTERS:
        o = state.objects.get(me) if me is not None else None
        return o.counters.get(condition.counter, 0) if o is not None else 0
    if what == Counted.MY_STATISTIC:  # "equal to my {V}": as it is now (2.2.11.b, 2.5.1.b)
        if me is None or me not in state.objects or condition.terrain is None:
            return 0  # only Characters have statistics (2.2.11.c): none out of the game
        return max(statistics(state, me)[condition.terrain], 0)
    if what == Counted.BASE_STATISTICS_YOU_CONTROL:
        return _base_statistics(state, condition, controller)
    if what == Counted.YOUR_EXPEDITIONS:  # "for each of your Expeditions that's behind"
        return sum(
            expedition_fits(state, z.expedition_id(controller, k), condition)
            for k in ExpeditionKind
        )
    if what == Counted.REGIONS_BETWEEN:
        hero = state.positions[z.expedition_id(controller, ExpeditionKind.HERO)]
        companion = state.positions[z.expedition_id(controller, ExpeditionKind.COMPANION)]
        return max(abs(companion - hero) - 1, 0)
    if what == Counted.LEAD:  # "less cards in Reserve than target opponent": mine - theirs
        other = condition.player or state.opponent(controller)
        each = replace(condition, counted=condition.lead_of)
        return count(each, state, controller, me) - count(each, state, other, me)
    if what in _DISTINCT:
        return len(_distinct_values(state, condition, controller, me))
    if what in (Counted.RESERVE_OVER_LIMIT, Counted.LANDMARKS_OVER_LIMIT):
        return over_limit(state, controller, what == Counted.RESERVE_OVER_LIMIT)
    if what == Counted.PLAYED_THIS_TURN:  # by any player (5.1.2.k)
        return sum(_card_fits(state, card, condition.filter) for _, card in state.plays_this_turn)
    if what == Counted.YOU_PLAYED_THIS_TURN:
        return played_this_turn_count(state, controller, condition.filter, me)
    if what == Counted.YOU_PLAYED_THIS_DAY:  # since the Day began (4.1, 5.1.2.k)
        mine = _bearer_card(state, condition.filter, me)
        return sum(
            1
            for who, card in state.plays_this_day
            if who == controller and card != mine and _card_fits(state, card, condition.filter)
        )
    if what == Counted.LEFT_PLAY_THIS_TURN:
        return left_play_this_turn_count(state, controller, condition.filter)
    if what in (Counted.LEFT_PLAY_THIS_DAY, Counted.LEFT_PLAY_THIS_AFTERNOON):  # 4.1, 4.2.3
        afternoon = what == Counted.LEFT_PLAY_THIS_AFTERNOON
        left = tuple((who, c) for who, c, aft in state.left_play_this_day if aft or not afternoon)
        return left_play_this_turn_count(state, controller, condition.filter, left)
    if what == Counted.YOU_PLAYED_THIS_AFTERNOON:  # this Day's Afternoon (4.2.3)
        if state.phase not in _AFTERNOON_BEGUN:
            return 0  # before it, the plays kept are an earlier Day's (4.1)
        mine = _bearer_card(state, condition.filter, me)
        return sum(
            1
            for who, card in state.plays_this_afternoon
            if who == controller and card != mine and _card_fits(state, card, condition.filter)
        )
    if what == Counted.HAPPENED:  # what a player did in a period (6.5.d, 4.1, 4.2.3)
        return happened_count(state, condition, controller, _card_fits)
    if what in _SACRIFICED_PER:  # 7.3.36.a, in the period (4.2.3, 4.1)
        whose = condition.filter.controller if condition.filter is not None else ""
        return sum(
            1
            for who, card in counted_in(state, CHARACTER_SACRIFICED, _SACRIFICED_PER[what])
            if (not whose or (who == controller) == (whose == "you"))
            and _card_fits(state, card, condition.filter)
        )
    if condition.counter:  # "per Ember counter on cards you control": on each of them (2.5.c)
        ids = counted_objects(condition, state, controller, me)
        return sum(state.objects[i].counters.get(condition.counter, 0) for i in ids)
    return len(counted_objects(condition, state, controller, me))


def counted_objects(
    condition: Condition, state: GameState, controller: str, me: str | None
) -> tuple[str, ...]:
    """The objects a count of objects in zones counts ("Characters you control", "cards in
    your Reserve"), narrowed by the condition's filter — each once, a Gigantic Character
    too (7.4.4.b: one object present in both Expeditions). Empty for counts of other
    things (counters, regions, distinct values)."""
    if condition.whose == Whose.OPPONENT:
        return counted_objects(replace(condition, whose=""), state, state.opponent(controller), me)
    what = condition.counted
    ids: tuple[str, ...] = ()
    if what == Counted.MY_EXPEDITION:
        # In the Expedition(s) the place names ("my", "the Expedition facing me", 7.5.5.b);
        # Gigantic Characters of the other Expedition included (7.4.4.b), each once (7.4.4.c).
        where = scoped_expeditions(state, condition.scope, controller, me)
        ids = present_in_expeditions(state, where)
    elif what == Counted.YOUR_MANA:
        ids = state.zone(z.personal(ZoneKind.MANA, controller))
    elif what in (Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS):
        whose = controller if what == Counted.YOU_CONTROL else state.opponent(controller)
        ids = in_play(state, whose)
    elif what == Counted.IN_PLAY:  # every object in play, whoever controls it (3.1.4.a)
        ids = in_play(state)
    elif what == Counted.YOUR_LANDMARKS:
        ids = state.zone(z.landmarks(controller))
    elif what == Counted.YOUR_HAND:
        ids = state.zone(z.personal(ZoneKind.HAND, controller))
    elif what == Counted.YOUR_RESERVE:
        ids = state.zone(z.personal(ZoneKind.RESERVE, controller))
    elif what == Counted.YOUR_HERO:  # the Hero zone holds up to one Hero (3.2.6.b)
        ids = state.zone(z.personal(ZoneKind.HERO, controller))
    elif what in _PERSONAL:
        ids = state.zone(z.personal(_PERSONAL[what], controller))
    elif what == Counted.RESERVES:
        ids = tuple(
            oid for p in state.players for oid in state.zone(z.personal(ZoneKind.RESERVE, p))
        )
    return narrowed(state, ids, condition.filter, controller, me)


def gigantic_counted(
    condition: Condition, state: GameState, controller: str, me: str | None
) -> tuple[str, ...]:
    """The Gigantic Characters a count counts once where 7.4.4.b decides it (one object in
    both Expeditions): "for each Character you control" looks at all of them; "in my
    Expedition" at the bearer's (:func:`gigantic_found`)."""
    within = None
    if condition.counted == Counted.MY_EXPEDITION:
        within = scoped_expeditions(state, condition.scope, controller, me)
    return gigantic_found(state, counted_objects(condition, state, controller, me), within)


def played_this_turn_count(
    state: GameState, player: str, flt: ObjectFilter | None, me: str | None = None
) -> int:
    """How many cards ``player`` played this turn (5.1.2.k) fit ``flt``: its card types
    (2.2.1), sub-types (2.2.2, any one) and printed Hand Cost (2.2.7) — what a played card
    still is wherever it went —, and with ``another`` not the card of ``me``, the bearer
    (7.2.1.a: "another Character" is not this card, played this turn or not); the other
    fields of a filter speak of an object in play and are not looked at."""
    mine = _bearer_card(state, flt, me)
    return sum(
        1
        for who, card_id in state.plays_this_turn
        if who == player and card_id != mine and _card_fits(state, card_id, flt)
    )


def _bearer_card(state: GameState, flt: ObjectFilter | None, me: str | None) -> str | None:
    """The card of the bearer ``me`` when ``flt`` says "another" (7.2.1.a), else ``None``:
    a card keeps its ``card_id`` through the zones it is played from and to (2.1.f)."""
    if flt is None or not flt.another or me is None or me not in state.objects:
        return None
    return state.objects[me].card_id


def left_play_this_turn_count(
    state: GameState,
    player: str,
    flt: ObjectFilter | None,
    left: tuple[tuple[str, str], ...] | None = None,
) -> int:
    """How many objects left play this turn (7.3.20.a; or in the record ``left``) fit
    ``flt``: its card's types,
    sub-types and Hand Cost, and ``controller`` ("you" / "opponent", relative to
    ``player``) as they were controlled when they left."""
    whose = flt.controller if flt is not None else ""
    return sum(
        1
        for who, card_id in (state.left_play_this_turn if left is None else left)
        if (not whose or (who == player) == (whose == "you")) and _card_fits(state, card_id, flt)
    )


def _card_fits(state: GameState, card_id: str, flt: ObjectFilter | None) -> bool:
    """Whether a card (a card played, an object gone) fits ``flt``'s printed parts."""
    card = state.cards.get(card_id)
    if card is None:
        return False
    if flt is None:
        return True
    if flt.types and card.type not in flt.types:
        return False
    if flt.subtypes and not set(flt.subtypes) & set(card.subtypes):
        return False
    if (flt.tokens and not card.is_token) or (flt.non_token and card.is_token):
        return False  # a token gone is still known as one (2.1.e)
    if flt.names and card.name not in flt.names:
        return False  # "an Ember Wisp token left play": its name, known once gone (2.2.b)
    cost = card.hand_cost or 0
    if flt.hand_cost_max is not None and cost > flt.hand_cost_max:
        return False
    return flt.hand_cost_min is None or cost >= flt.hand_cost_min


def _base_statistics(state: GameState, condition: Condition, controller: str) -> int:
    """How many printed statistics (2.2.11.b) equal to ``filter.base_stat`` the Characters
    in play ``controller`` controls have, each statistic counted once ("three or more base
    statistics of 0 among Characters you control"). Cards in Reserve are not controlled
    (2.2.1.h)."""
    flt = condition.filter
    wanted = flt.base_stat if flt is not None else None
    total = 0
    for key in state.zones:
        if z.kind_of(key) not in IN_PLAY_ZONES:
            continue
        for oid in state.zones[key]:
            card = state.card(oid)
            if card is None or state.objects[oid].controller != controller:
                continue
            if state.type_of(oid) is not CardType.CHARACTER:
                continue
            total += sum(1 for t in Terrain if card.stat(t) == wanted)
    return total


# Passive abilities read their own conditions and group filters with these (2.3.2.f, 2.3.1.b).
read_conditions_with(ConditionReading(holds=holds, count=count, matches=matches))


_SACRIFICED_PER = {
    Counted.SACRIFICED_THIS_TURN: "turn",
    Counted.SACRIFICED_THIS_DAY: "day",
    Counted.SACRIFICED_THIS_AFTERNOON: "afternoon",
}
"""The counts of Characters sacrificed, by their period (engine.reading.past_events)."""
_AFTERNOON_BEGUN = frozenset({Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT})
"""The phases of a Day after its Afternoon began (4.2.a): "this Afternoon" names it."""
