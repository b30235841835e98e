"""Which objects a filtered target, choice or group may be: "target Character with Hand
Cost 3 or less", "a [[Boosted]] Character you control", "another Character" (6.5.b,
6.1.g). The filter is plain data (:class:`~engine.state.cards.ObjectFilter`) written on
the step; this module reads it against the current state."""

from __future__ import annotations

from dataclasses import replace

from engine.reading.as_it_was import known_object
from engine.reading.compared_boosts import boosts_compared
from engine.reading.compared_likeness import likeness_holds, parity_holds
from engine.reading.compared_stats import stat_compared
from engine.reading.expedition_race import race_holds
from engine.reading.expedition_state import in_contact
from engine.reading.gigantic_presence import is_present_in, present_in_expeditions
from engine.reading.last_known import my_place
from engine.reading.passives import (
    count_now,
    expeditions_of,
    has_keyword,
    statistics,
    subtypes_of,
)
from engine.reading.positions import ahead, stands
from engine.reading.set_keywords_had import has_set_keyword
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Condition, ObjectFilter
from engine.state.conditions import DECIDER
from engine.state.enums import (
    ANY_COUNTER,
    BOOST,
    CardType,
    ExpeditionKind,
    Keyword,
    PermanentZone,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.state.objects import GameObject


def matches(
    state: GameState,
    object_id: str,
    wanted: ObjectFilter | None,
    controller: str,
    me: str | None,
    me_card: str | None = None,
    was_in: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``object_id`` is one the filter lets through, for an effect controlled by
    ``controller`` and an ability borne by ``me`` (``me_card``: its card, which still
    names it after it moved and became a new object, 2.1.d). ``was_in``: the Expeditions
    "I" was in when it left the Expedition zone, read for an effect of an object gone
    from there (2.1.h, 6.3.j: :func:`engine.reading.last_known.my_last_known_place`)."""
    if wanted is None:
        return True
    o = state.objects.get(object_id)
    if o is None:
        return False
    is_me = object_id == me or (me_card is not None and o.card_id == me_card)
    if wanted.another and is_me:
        return False  # "another": not the object bearing the ability (7.2.1.a), wherever it is
    if wanted.only_me and not is_me:
        return False
    if wanted.controller == "you" and o.controller != controller:
        return False
    if wanted.controller == "opponent" and o.controller == controller:
        return False
    if wanted.controller == DECIDER:
        return False  # "they control" with no player bound to "they": no one's (6.5.b)
    if wanted.owner == "you" and o.owner != controller:
        return False  # "you own" (1.1.3.c): the owner, not the controller (1.1.3.d)
    if wanted.owner == "opponent" and o.owner == controller:
        return False
    if wanted.mana_orbs and z.kind_of(o.zone) is not ZoneKind.MANA:
        return False  # "Mana Orbs" (3.2.9): the objects of a Mana zone
    if wanted.types and state.type_of(object_id) not in wanted.types:
        return False
    if (
        wanted.permanents_in_expeditions
        and state.type_of(object_id) is CardType.PERMANENT
        and _zone_type(state, object_id, o.zone) is not ZoneKind.EXPEDITION
    ):
        return False  # "Expedition Permanent" (2.2.3): not one in Landmarks
    if (
        wanted.permanents_in_landmarks
        and state.type_of(object_id) is CardType.PERMANENT
        and _zone_type(state, object_id, o.zone) is not ZoneKind.LANDMARK
    ):
        return False  # "Landmark Permanent" (2.2.3): not one in an Expedition
    card = state.card(object_id)
    if wanted.tokens and (card is None or not card.is_token):
        return False  # "tokens you control" (2.1.e)
    if wanted.in_my_expedition:
        mine = my_place(state, me, was_in)
        if not is_present_in(state, object_id, mine):
            return False  # a Gigantic one is in both of its controller's (7.4.4.b)
    if any(not o.has(s) for s in wanted.statuses):
        return False
    if any(o.has(s) for s in wanted.without):
        return False
    if wanted.boosts_min is not None and o.boosts < wanted.boosts_min:
        return False  # "with 2 or more boosts" (2.5.1)
    if wanted.boosts_max is not None and o.boosts > wanted.boosts_max:
        return False  # "with one or fewer boosts" (2.5.1)
    if wanted.counter and not _named_counters_fit(counters_had(o, wanted.counter), wanted):
        return False  # "with an Ember counter", "without counters" (2.5.a, 2.5.c)
    if wanted.in_your_expedition and not is_present_in(
        state, object_id, {z.expedition_id(controller, ExpeditionKind(wanted.in_your_expedition))}
    ):
        return False  # "in your Hero Expedition" (7.2.3.a; a Gigantic one in both, 7.4.4.b)
    if wanted.any_statuses and not any(o.has(s) for s in wanted.any_statuses):
        return False  # "target Fleeting, Anchored or Asleep Character"
    card = state.card(object_id)
    if wanted.in_your_reserve and o.zone != z.personal(ZoneKind.RESERVE, controller):
        return False
    if wanted.in_your_hand and o.zone != z.personal(ZoneKind.HAND, controller):
        return False  # "from your Hand" only, not the Reserve as well (5.2.a)
    if wanted.in_your_zones and o.zone not in {
        z.personal(kind, controller) for kind in wanted.in_your_zones
    }:
        return False  # ic39: "from your Reserve or discard pile": the controller's own (3.1.2.b)
    if wanted.non_token and (card is None or card.is_token):
        return False  # "non-token": a card (2.1.e)
    if wanted.faction is not None and (
        card is None or card.is_token or card.faction is not wanted.faction
    ):
        return False  # gy: "a card of the Bravos faction" (2.2.10; none for a token, 2.2.10.d)
    if wanted.names and (card is None or card.name not in wanted.names):
        return False  # "Ember Wisp tokens": its name (2.2.b), a token's its token card's (2.1.e)
    if wanted.without_subtypes and wanted.without_subtypes & set(subtypes_of(state, o.id)):
        return False  # "non-Illusion"
    if wanted.all_subtypes and not wanted.all_subtypes <= set(subtypes_of(state, o.id)):
        return False  # "a Plant Robot": both sub-types (2.2.2)
    if wanted.keywords and not all(_has_keyword(state, o.id, k) for k in wanted.keywords):
        return False  # "with Defender": a keyword ability it has and that works (7.4)
    if wanted.without_keywords and any(
        _has_keyword(state, o.id, k) for k in wanted.without_keywords
    ):
        return False  # "that doesn't have Defender": none of these working on it (7.4)
    if wanted.set_keywords and not all(
        has_set_keyword(state, o.id, k) for k in wanted.set_keywords
    ):
        return False  # "with [Tether]": the set's own keyword ability, had (2.2.12.c, 2.3.1.a)
    if wanted.without_set_keywords and any(
        has_set_keyword(state, o.id, k) for k in wanted.without_set_keywords
    ):
        return False  # "without [Tether]": none of these had (2.2.12.c)
    if (
        wanted.subtypes
        and (card is None or not wanted.subtypes & set(subtypes_of(state, o.id)))
        and state.type_of(object_id) not in wanted.or_types  # "a Robot or Permanent"
    ):
        return False
    if wanted.base_stat is not None and (
        card is None
        or card.type is not CardType.CHARACTER
        or wanted.base_stat not in (card.forest, card.mountain, card.water)
    ):
        return False  # 2.2.11: the printed statistics
    if wanted.stats_max is not None and (
        card is None
        or state.type_of(object_id) is not CardType.CHARACTER
        or any(n > wanted.stats_max for n in statistics(state, object_id).values())
    ):
        return False  # 2.2.11.c: its statistics as they are now, boosts included
    if wanted.stat_of is not None and not _stat_between(state, object_id, wanted):
        return False  # 2.2.11.c: a Character's statistic as it is now
    terrains = {t for t in (wanted.in_terrain, wanted.or_terrain) if t is not None}
    if terrains and not any(
        terrains & set(expedition_terrains(state, e)) for e in expeditions_of(state, object_id)
    ):
        return False  # 7.5.8.c: in a terrain if one of its Expeditions is (7.5.8.b)
    if wanted.alone_in_expedition and not _alone_in_expedition(state, o.id):
        return False  # "with no other Characters in its Expedition" (3.2.4.b, 7.4.4.b)
    if wanted.expedition_ahead and not any(ahead(state, e) for e in expeditions_of(state, o.id)):
        return False  # in an Expedition that's ahead (7.5.2.b, 7.5.2.c)
    if wanted.expedition_standing and not any(
        stands(state, e, wanted.expedition_standing) for e in expeditions_of(state, o.id)
    ):
        return False  # in an Expedition that's behind / tied (7.5.2.b-d; Gigantic, 7.4.4.b)
    if wanted.expedition_in_contact and not any(
        in_contact(state, e) for e in expeditions_of(state, o.id)
    ):
        return False  # in an Expedition In Contact (7.5.9.a; Gigantic, 7.4.4.b)
    if wanted.expedition_race is not None and not any(
        race_holds(state, e, wanted.expedition_race, controller, me)
        for e in expeditions_of(state, o.id)
    ):
        return False  # in an Expedition ahead of / behind others named (7.5.2; gram87)
    if wanted.in_your_other_expedition:
        mine = my_place(state, me, was_in)
        others = {
            z.expedition_id(controller, k)
            for k in ExpeditionKind
            if z.expedition_id(controller, k) not in mine
        }
        if not mine or len(mine) > 1 or not is_present_in(state, object_id, others):
            return False  # "in your other Expedition" (a Gigantic bearer has none, 7.4.4.l;
            # a Gigantic Character is in it wherever its card is, 7.4.4.b)
    if wanted.facing_me:
        mine = my_place(state, me, was_in)
        # 1.2.3.c; for a Gigantic bearer, in both Expeditions, the Expeditions facing each
        # of its controller's Expeditions (7.4.4.g)
        facing = {state.facing(e) for e in mine}
        if not is_present_in(state, object_id, facing):
            return False  # a Gigantic opposing Character faces me from both (7.4.4.b)
    if wanted.hand_cost_max_from and not _within_found_max(state, object_id, wanted, controller):
        return False
    if wanted.hand_cost_max_count is not None:
        # "Hand Cost X or less, where X is the number of [objects] plus N" (2.2.7, 6.5.i)
        most = _counted_max(state, wanted.hand_cost_max_count, controller, me)
        printed = _hand_cost(state, object_id)
        if printed is None or printed > most + wanted.hand_cost_max_plus:
            return False
    if wanted.boosts_vs_mine and not _boosts_vs_mine(state, object_id, me, wanted.boosts_vs_mine):
        return False
    if wanted.boosts_than and not boosts_compared(
        state, object_id, wanted.boosts_than, controller, me
    ):
        return False  # "with fewer boosts than a Character you control" (2.5.1, 6.5.b)
    if wanted.parity and not parity_holds(state, object_id, wanted.parity):
        return False  # "with an even Hand Cost" (2.2.7, 2.2.8, 2.2.11.b, 2.5.1; 6.5.b)
    if wanted.as_me and not likeness_holds(state, object_id, wanted.as_me, me):
        return False  # "with the same name as me" (2.2.4.b, 2.2.2, 2.1.h; 6.5.b)
    if wanted.stat_than and not stat_compared(
        state, object_id, wanted.stat_than, controller, me, wanted.compared_ids
    ):
        return False  # "with a lower Hand Cost than it" (2.2.7, 2.2.8, 2.2.11, 2.1.h; 6.5.b)
    if wanted.hand_cost_min_my_counters:
        bearer = known_object(state, me)  # gone from play: as it was (2.1.h)
        held = bearer.counters.get(wanted.hand_cost_min_my_counters, 0) if bearer else 0
        printed = _hand_cost(state, object_id)
        if bearer is None or printed is None or printed < held:
            return False  # "Hand Cost greater than or equal to my number of X counters"
    if wanted.hand_cost_max_my_counters:
        bearer = known_object(state, me)  # gone from play: as it was (2.1.h)
        held = bearer.counters.get(wanted.hand_cost_max_my_counters, 0) if bearer else 0
        printed = _hand_cost(state, object_id)
        if printed is None or printed > held + wanted.hand_cost_max_plus:
            return False  # "Hand Cost {X}+{2} or less, where X is my number of X counters"
    if wanted.hand_cost_max is not None or wanted.hand_cost_min is not None:
        cost = card.hand_cost if card is not None else None
        if card is not None and card.is_token:
            cost = 0  # 2.2.7.c: tokens have a Hand Cost of 0
        if cost is None:
            return False  # no Hand Cost (a Hero, an Emblem, 2.2.7.d)
        if wanted.hand_cost_max is not None and cost > wanted.hand_cost_max:
            return False
        if wanted.hand_cost_min is not None and cost < wanted.hand_cost_min:
            return False
    if wanted.reserve_cost_max is not None or wanted.reserve_cost_min is not None:
        reserve = card.reserve_cost if card is not None else None
        if card is not None and card.is_token:
            reserve = 0
        if reserve is None:
            return False  # no Reserve Cost (a Hero, an Emblem, 2.2.8.d); tokens 0 (2.2.8.c)
        if wanted.reserve_cost_max is not None and reserve > wanted.reserve_cost_max:
            return False
        if wanted.reserve_cost_min is not None and reserve < wanted.reserve_cost_min:
            return False
    if wanted.base_cost_max is not None or wanted.base_cost_min is not None:
        base = base_cost(state, object_id)
        if base is None:
            return False  # no Hand or Reserve Cost (a Hero, an Emblem)
        if wanted.base_cost_max is not None and base > wanted.base_cost_max:
            return False
        if wanted.base_cost_min is not None and base < wanted.base_cost_min:
            return False
    if wanted.none_of and any(
        matches(state, object_id, denied, controller, me, me_card, was_in)
        for denied in wanted.none_of
    ):
        return False  # "not in my Expedition": it fits a description denied (6.5.b)
    if wanted.any_of and not any(
        matches(state, object_id, kind, controller, me, me_card, was_in) for kind in wanted.any_of
    ):
        return False  # "a token or a Permanent": it fits none of the kinds said (2.2.1)
    if wanted.extreme:
        return is_extreme(state, object_id, wanted, controller, me, me_card, was_in)
    return True


def counters_had(o: GameObject, name: str) -> int:
    """How many counters named ``name`` are on ``o`` — of every name, boosts among them
    (2.5.1.a), for :data:`ANY_COUNTER` ("with counters", "with no counters", 2.5.a)."""
    if name == ANY_COUNTER:
        return sum(o.counters.values())
    return o.counters.get(name, 0)


def _named_counters_fit(had: int, wanted: ObjectFilter) -> bool:
    """Whether ``had`` counters of the filter's name are between its bounds (2.5.a)."""
    low, high = wanted.counters_min, wanted.counters_max
    return (low is None or had >= low) and (high is None or had <= high)


def base_cost(state: GameState, object_id: str) -> int | None:
    """The Base Cost of an object (2.2.9.b): its Reserve Cost if it is Fleeting, in Reserve,
    or a card in Limbo being played from Reserve; its Hand Cost otherwise (tokens 0,
    2.2.7.c, 2.2.8.c); ``None`` for an object without costs."""
    o = state.objects[object_id]
    card = state.card(object_id)
    if card is None:
        return None
    if card.is_token:
        return 0
    from_reserve = z.kind_of(o.zone) is ZoneKind.RESERVE or (
        z.kind_of(o.zone) is ZoneKind.LIMBO and o.played_from == "reserve"
    )
    if Status.FLEETING in o.statuses or from_reserve:
        return card.reserve_cost
    return card.hand_cost


def is_extreme(
    state: GameState,
    object_id: str,
    wanted: ObjectFilter,
    controller: str,
    me: str | None,
    me_card: str | None,
    was_in: frozenset[str] = frozenset(),
) -> bool:
    """ "The Character with the lowest Hand Cost in the Expedition facing me": among the
    objects in play (3.1.4.a) the rest of the description lets through, ``object_id``'s Hand
    Cost (2.2.7) or statistic as it is now (2.2.11.c) is the lowest / highest — ties all
    pass. An object with none (a Hero's Hand Cost, a Permanent's statistic) never does."""
    rest = replace(wanted, extreme="", extreme_of="")
    pool = {
        oid
        for key in state.zones
        if z.kind_of(key) in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
        for oid in state.zones[key]
        if matches(state, oid, rest, controller, me, me_card, was_in)
    }
    values = {oid: v for oid in pool if (v := _measure(state, oid, wanted.extreme_of)) is not None}
    if object_id not in values:
        return False
    best = min(values.values()) if wanted.extreme == "lowest" else max(values.values())
    return values[object_id] == best


def _measure(state: GameState, object_id: str, of: str) -> int | None:
    """An object's Hand Cost (2.2.7), its boosts (2.5.1) or, for a Character, a statistic as
    it is now."""
    if of == "hand_cost":
        return _hand_cost(state, object_id)
    if of == "boosts":
        return state.objects[object_id].boosts
    if state.type_of(object_id) is not CardType.CHARACTER:
        return None  # only Characters have statistics (2.2.11.b)
    return statistics(state, object_id)[Terrain(of)]


def _hand_cost(state: GameState, object_id: str) -> int | None:
    """The printed Hand Cost (2.2.7); tokens have 0 (2.2.7.c); none for Heroes and emblems."""
    card = state.card(object_id)
    if card is None:
        return None
    return 0 if card.is_token else card.hand_cost


def _within_found_max(
    state: GameState, object_id: str, wanted: ObjectFilter, controller: str
) -> bool:
    """ "Hand Cost {X} or less, where X is the number of Characters you control" / "less
    than or equal to the Hand Cost of a Character you control": the maximum as it is now."""
    most = found_max(state, wanted, controller)
    cost = _hand_cost(state, object_id)
    return cost is not None and most is not None and cost <= most


def _counted_max(state: GameState, counted: Condition, controller: str, me: str | None) -> int:
    """The count a Hand Cost maximum says, as the object is checked (6.5.i)."""
    return count_now(counted, state, controller, me)


def characters_controlled(state: GameState, controller: str) -> tuple[str, ...]:
    """The Characters ``controller`` controls: those in their Expeditions (7.5.5.a-b) — a
    Gigantic one once, as one object (7.4.4.b)."""
    return tuple(
        dict.fromkeys(
            oid
            for key in state.zones
            if z.kind_of(key) is ZoneKind.EXPEDITION
            for oid in state.zones[key]
            if state.type_of(oid) is CardType.CHARACTER
            and state.objects[oid].controller == controller
        )
    )


def found_max(state: GameState, wanted: ObjectFilter, controller: str) -> int | None:
    """The maximum Hand Cost a "where X is …" filter allows as the state is now: the number
    of Characters the effect's controller controls, or the highest Hand Cost among them
    (None when they control none)."""
    yours = characters_controlled(state, controller)
    if wanted.hand_cost_max_from == "characters_you_control":
        return len(yours)
    costs = [c for c in (_hand_cost(state, o) for o in yours) if c is not None]
    return max(costs) if costs else None


def narrowed(
    state: GameState,
    ids: tuple[str, ...],
    wanted: ObjectFilter | None,
    controller: str,
    me: str | None,
    me_card: str | None = None,
    was_in: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The ids the filter lets through, in order (``was_in`` as :func:`matches`)."""
    if wanted is None:
        return ids
    return tuple(oid for oid in ids if matches(state, oid, wanted, controller, me, me_card, was_in))


def _stat_between(state: GameState, object_id: str, wanted: ObjectFilter) -> bool:
    """Whether a Character's statistic ``wanted.stat_of`` is between ``stat_min`` and
    ``stat_max`` (2.2.11.b-c: only Characters have statistics)."""
    if state.type_of(object_id) is not CardType.CHARACTER or wanted.stat_of is None:
        return False
    n = statistics(state, object_id)[wanted.stat_of]
    low = wanted.stat_min if wanted.stat_min is not None else n
    high = wanted.stat_max if wanted.stat_max is not None else n
    return low <= n <= high


def _has_keyword(state: GameState, object_id: str, keyword: Keyword) -> bool:
    """ "with Gigantic": in play, a keyword that works (7.4, 2.3.1.a); a card in Hand or
    Reserve — "play a Character with Gigantic from your Reserve" — has the keywords printed
    on it, its abilities being among its characteristics though they do not work there
    (2.2.12.b, 1.2.4.d). A card in Limbo as it is played — "When you play a Spell with
    Cooldown" (5.1.2.l) — has its printed keywords, and any an effect gives it (2.3.1.a)."""
    kind = z.kind_of(state.objects[object_id].zone)
    if kind in (ZoneKind.HAND, ZoneKind.RESERVE, ZoneKind.LIMBO):
        card = state.card(object_id)
        printed = card is not None and keyword in card.keywords
        return printed or (kind is ZoneKind.LIMBO and has_keyword(state, object_id, keyword))
    return has_keyword(state, object_id, keyword)


def _alone_in_expedition(state: GameState, object_id: str) -> bool:
    """Whether no Character but ``object_id`` is in the Expedition it is in (3.2.4.b): in
    each of the two a Gigantic one is in (7.4.4.b); an object in no Expedition (a Permanent
    in Landmarks, 2.2.3.e; a card out of play) has none, so is not."""
    where = expeditions_of(state, object_id)
    return bool(where) and all(
        set(present_in_expeditions(state, (e,), characters_only=True)) <= {object_id} for e in where
    )


def _boosts_vs_mine(state: GameState, object_id: str, me: str | None, how: str) -> bool:
    """Whether the object has as many or more ("at_least") / as many or fewer ("at_most")
    boosts (2.5.1) than the bearer — gone from play, the boosts it had just before (2.1.h);
    with no bearer at all, it passes."""
    bearer = known_object(state, me)
    if bearer is None:
        return True
    theirs = state.objects[object_id].counters.get(BOOST, 0)
    mine = bearer.counters.get(BOOST, 0)
    return theirs >= mine if how == "at_least" else theirs <= mine


_PLAY_ZONES = frozenset({ZoneKind.EXPEDITION, ZoneKind.LANDMARK})


def _zone_type(state: GameState, object_id: str, zone: str) -> ZoneKind | None:
    """The zone type of a Permanent (2.2.3): in play, the zone it is in (2.2.3.e: a
    Landmark Permanent joins the Landmark zone, an Expedition Permanent an Expedition); out
    of play — discarded, in Reserve, in hand — its card's printed zone type, a
    characteristic checked wherever the card is (2.2.1.i; gram72: "Sacrifice a Permanent.
    If it was a Landmark, …"). ``None`` when neither says it."""
    where = z.kind_of(zone)
    if where in _PLAY_ZONES:
        return where
    card = state.card(object_id)
    if card is None or card.permanent_zone is None:
        return None
    return (
        ZoneKind.LANDMARK if card.permanent_zone is PermanentZone.LANDMARK else ZoneKind.EXPEDITION
    )
