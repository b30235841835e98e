"""Conditions written "if ...": of triggers (6.3.b, 6.3.k), of conditional steps (6.5.d)
and of passive abilities.

A condition in the past tense looks at the game state before the event, one in the present
tense at the state after it (6.3.k); conditional steps are evaluated just before the step
would happen (6.5.d). What a condition counts is engine/reading/counts.py.
"""

from __future__ import annotations

from engine.reading.as_it_was import it_as_known, known_me, known_object
from engine.reading.counts import count, in_play
from engine.reading.created_tokens import first_created
from engine.reading.expedition_state import (
    _distance,
    expedition_state_holds,
    position,
    scoped_expeditions,
)
from engine.reading.filters import matches, narrowed
from engine.reading.gigantic_presence import (
    characters_in_expedition,
    gigantic_elsewhere,
    present_in_expeditions,
)
from engine.reading.nth_played import it_is_nth_played
from engine.reading.passives import (
    ConditionReading,
    expedition_members,
    expeditions_of,
    read_conditions_with,
)
from engine.reading.terrain import expedition_terrains
from engine.reading.working import in_play as object_in_play
from engine.state import zones as z
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import ExpeditionScope, Whose
from engine.state.enums import CardType, ExpeditionKind, Phase, Terrain, ZoneKind
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
    me_was: str | None = None,
) -> bool:
    """Whether ``condition`` is true. ``before`` is the state before the event, used by
    past-tense conditions (6.3.k); without it the current state is used. ``me_was``: the
    object "I" was when it left play, whose counters, statuses and statistics "my" and
    "I'm" read once "I" is out of play (2.1.h, 6.3.j; engine.reading.as_it_was)."""
    if condition.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        # "if [c1] and / or [c2]": each part as it would be alone (6.5.d, 6.3.k); "target
        # opponent has exactly one …": each part about the one player chosen (6.5.b)
        parts = tuple(
            replace(c, player=condition.player) if c.against_target and condition.player else c
            for c in condition.parts
        )
        each = (holds(c, state, controller, me, it, my_expedition, before, me_was) for c in parts)
        joined = all(each) if condition.kind == ConditionKind.ALL_OF else any(each)
        return joined != condition.negated
    if condition.every:
        # "both / all of them are Plants": each object the step before acted on (6.5.b) fits,
        # and there are at least that many of them ("both" of one is not said, gm).
        one = replace(condition, every=0, negated=False)
        named = tuple(dict.fromkeys(it))
        every_one = all(
            holds(one, state, controller, me, (o,), my_expedition, before, me_was) for o in named
        )
        return (len(named) >= condition.every and every_one) != condition.negated
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
        player = _whose(look, state, condition.whose, it, controller, condition.player)
        if player is None:
            return False
        controller = player
    result = False
    kind = condition.kind
    if kind == ConditionKind.STATUS:  # gone from play: as "I" was just before (2.1.h)
        o = known_object(look, known_me(look, me, me_was))
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
            # gone (moved to a Hand, where it is no object, 2.1.j): as it last was (2.1.h)
            o = known_object(look, oid) or known_object(state, oid)
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
    elif kind == ConditionKind.NO_CHARACTER_FACING_ME:
        # 1.2.3.c; a Gigantic "I" faces both of the opponent's Expeditions (7.4.4.k).
        # A Gigantic opposing Character is in the Expedition facing me wherever its card is
        # (7.4.4.b). "I" gone from the Expedition zone: where I was when I left (2.1.h).
        facing = [look.facing(e) for e in sorted(_my_expeditions(look, me, my_expedition))]
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
            (o := it_as_known(look, oid, condition.past)) is not None and o.has(status)
            for oid in it
        )
    elif kind == ConditionKind.IT_HAS_COUNTERS:
        result = any(_counters_between(look, oid, condition) for oid in it)
    elif kind == ConditionKind.IT_IN_PLAY:
        # 3.1.4.a; an object that changed zones is a new object "it" no longer names (2.1.d)
        result = any(oid in look.objects and object_in_play(look, oid) for oid in it)
    elif kind == ConditionKind.IT_IN_ZONE:
        # session 41: the same object (2.1.d) in a zone of that kind — its owner's (3.1.2.c) or
        # the controller's ("your")
        result = any(_in_zone(look, oid, condition, controller) for oid in it)
    elif kind == ConditionKind.I_AM_IN_PLAY:  # 3.1.4.a; "I" moved since is a new object (2.1.d)
        result = me is not None and me in look.objects and object_in_play(look, me)
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
    elif kind == ConditionKind.IT_FACES_MINE:
        # 1.2.3.c: the Expedition facing mine (each facing one of a Gigantic bearer's two,
        # 7.4.4.g); "it" naming anything but an Expedition is facing nothing (7.5.2)
        mine = _my_expeditions(look, me, my_expedition)
        result = bool(it) and bool(mine)
        for e in it:
            result = result and e in look.expedition_ids() and look.facing(e) in mine
    elif kind in (ConditionKind.FIRST_CREATED_THIS_DAY, ConditionKind.FIRST_CREATED_THIS_TURN):
        # 7.3.5.a: the tokens the controller created this Day / turn (4.1, 4.2.3), 6.1.f
        day = kind == ConditionKind.FIRST_CREATED_THIS_DAY
        record = look.tokens_created_this_day if day else look.tokens_created_this_turn
        kind_said = condition.card_type.value if condition.card_type is not None else ""
        # outside an Afternoon turn there is no "this turn" (4.2.3): it never holds then
        now = day or look.turn_player is not None
        result = now and first_created(record, controller, it, kind_said)
    elif kind == ConditionKind.IT_NTH_PLAYED:  # id39: 5.1.2.k, in the period (4.2.3, 4.1)
        result = it_is_nth_played(look, state, condition, controller, it)
    elif kind == ConditionKind.PHASE:  # 4.2.a: the phase the Day is in
        result = condition.phase is not None and look.phase is condition.phase
    elif kind == ConditionKind.DAY_NUMBER:  # 4.1.j, 4.1: the Day the game is in
        result = (condition.at_least is None or look.day >= condition.at_least) and (
            condition.at_most is None or look.day <= condition.at_most
        )
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
        was_in = _was_in(my_expedition)
        result = count(first, look, controller, me, was_in, me_was) > count(
            second, look, controller, me, was_in, me_was
        )
    elif kind == ConditionKind.COUNT and condition.scope == ExpeditionScope.IT:
        # ic: "if there are 2 or more Characters in it": in the Expedition "it" names (6.3.i,
        # 6.5.b), a Gigantic one once (7.4.4.b); "it" naming no Expedition: none there
        places = frozenset(e for e in it if e in look.expedition_ids())
        found = narrowed(
            look, present_in_expeditions(look, places), condition.filter, controller, me
        )
        n = len(found)
        result = (
            bool(places)
            and (condition.at_least is None or n >= condition.at_least)
            and (condition.at_most is None or n <= condition.at_most)
        )
    elif kind == ConditionKind.COUNT:
        # its player's, above; "in the Expedition facing me" of a gone "I": where I was
        # when I left (2.1.h, 6.3.j)
        n = count(
            replace(condition, whose=""), look, controller, me, _was_in(my_expedition), me_was
        )
        result = (condition.at_least is None or n >= condition.at_least) and (
            condition.at_most is None or n <= condition.at_most
        )
    return result != condition.negated


def _whose(
    look: GameState,
    state: GameState,
    whose: str,
    it: tuple[str, ...],
    controller: str,
    chosen: str = "",
) -> str | None:
    """The player a condition is said of: the opponent (1.2.2) — the one the step chose as
    its target (``chosen``, "target opponent has …", 6.5.b) —, or the one player controlling
    (or owning) what "it" names — where it is, or was when it no longer exists (6.3.j); None
    if it names nothing or objects of several players."""
    if whose == Whose.OPPONENT:
        return chosen or look.opponent(controller)
    players = set()
    for oid in it:
        o = look.objects.get(oid) or state.objects.get(oid)
        if o is not None:
            players.add(o.owner if whose == Whose.ITS_OWNER else o.controller)
    return players.pop() if len(players) == 1 else None


def _counters_between(state: GameState, object_id: str, condition: Condition) -> bool:
    """ "it has 2 or more boosts": the counters named (any kind when none is, 2.5.1.a) on
    the object, between the bounds — of one the effect moved out of play, those it had
    just before (2.1.h: :func:`engine.reading.as_it_was.it_as_known`)."""
    o = it_as_known(state, object_id, condition.past)
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
    elif kind == ConditionKind.NO_CHARACTER_FACING_ME:
        where = frozenset(state.facing(e) for e in _my_expeditions(state, me, my_expedition))
    elif kind == ConditionKind.COUNT and condition.counted == Counted.MY_EXPEDITION:
        bearer = state.objects.get(me) if me is not None else None
        whose = bearer.controller if bearer is not None else ""
        where = scoped_expeditions(state, condition.scope, whose, me)
    else:
        return False
    return any(gigantic_elsewhere(state, characters_in_expedition(state, e), e) for e in where)


def _was_in(my_expedition: str | None) -> frozenset[str]:
    """The Expedition "I" was in as the ability's effect began — read as "my" place only
    once "I" is gone from the Expedition zone (2.1.h; ``engine.reading.last_known``)."""
    return frozenset({my_expedition}) if my_expedition is not None else frozenset()


def _my_expeditions(state: GameState, me: str | None, my_expedition: str | None) -> frozenset[str]:
    """ "My Expedition": the one named, or, for a Gigantic "I", both of its controller's
    (7.4.4.f); the one(s) "I" am in when none is named (7.4.4.b)."""
    here = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
    if my_expedition is None:
        return here
    return here if len(here) > 1 else frozenset({my_expedition})


my_expeditions = _my_expeditions
"""The Expeditions "my Expedition" names in a condition (for the trace's standing note)."""


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


# Passive abilities read their own conditions and group filters with these (2.3.2.f, 2.3.1.b).
read_conditions_with(ConditionReading(holds=holds, count=count, matches=matches))


def _in_zone(state: GameState, object_id: str, condition: Condition, controller: str) -> bool:
    """Whether ``object_id`` still exists (an object that moved is a new one, 2.1.d) and is
    in a zone of the condition's kind, the controller's when "your" is said (``whose`` "")."""
    if object_id not in state.objects or condition.zone is None:
        return False
    zone = state.objects[object_id].zone
    if z.kind_of(zone) is not condition.zone:
        return False
    return condition.whose == Whose.ITS_OWNER or z.player_of(zone) == controller
