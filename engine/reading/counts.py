"""What a condition counts: the number "for each", "equal to" and "N or more" compare
(6.5.i) — counters on an object, the objects of a zone narrowed by a filter (a Gigantic
Character once, 7.4.4.b), what was played, sacrificed or left play this turn, and base
statistics.

Apart from whether a condition holds (engine/reading/conditions.py), which compares these
numbers: counting is also read on its own, by a step's amount and a cost's alteration.
"""

from __future__ import annotations

from engine.reading.as_it_was import known_me, known_object, known_statistics
from engine.reading.expedition_state import (
    expedition_fits,
    scoped_expeditions,
)
from engine.reading.filters import narrowed
from engine.reading.gigantic_presence import (
    gigantic_found,
    present_in_expeditions,
)
from engine.reading.happened import happened_count
from engine.reading.limits import over_limit
from engine.reading.passives import (
    subtypes_of,
)
from engine.reading.past_events import CHARACTER_SACRIFICED, counted_in
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Condition, Counted, ObjectFilter
from engine.state.conditions import Whose
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, Phase, Terrain, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace

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


def count(
    condition: Condition,
    state: GameState,
    controller: str,
    me: str | None,
    was_in: frozenset[str] = frozenset(),
    me_was: str | None = None,
) -> int:
    """How many of what a count condition counts there are: counters on "me", or the
    objects of a zone narrowed by the condition's filter. Cards in Reserve are not
    controlled (2.2.1.h): "you control" counts objects in play only. "… beyond the second"
    (``beyond``) leaves the first ones counted out, never below none (6.5.i; gram63).
    ``was_in``: where "I" was when it left the Expedition zone, for an effect that counts
    "in my Expedition" / "in the Expedition facing me" after (2.1.h). ``me_was``: the
    object "I" was when it left play, whose counters and statistics "my" reads then (2.1.h,
    6.3.j; :func:`engine.reading.as_it_was.known_me`)."""
    if condition.beyond:
        whole = _count(replace(condition, beyond=0), state, controller, me, was_in, me_was)
        return max(whole - condition.beyond, 0)
    return _count(condition, state, controller, me, was_in, me_was)


def _count(
    condition: Condition,
    state: GameState,
    controller: str,
    me: str | None,
    was_in: frozenset[str] = frozenset(),
    me_was: str | None = None,
) -> int:
    """:func:`count` before "beyond the Nth" (every kind of count)."""
    if condition.whose == Whose.OPPONENT:  # "per card in your opponent's hand" (1.2.2)
        player = condition.player or state.opponent(controller)
        return count(replace(condition, whose=""), state, player, me, was_in, me_was)
    what = condition.counted
    if what == Counted.EXPEDITIONS_IN_TERRAIN:
        # 7.5.8.b: an Expedition is in a terrain if its region has it (Terrain Markers too).
        return sum(
            1
            for p in state.players
            for k in ExpeditionKind
            if condition.terrain in expedition_terrains(state, z.expedition_id(p, k))
        )
    if what == Counted.MY_COUNTERS:  # gone from play: those it had just before (2.1.h)
        o = known_object(state, known_me(state, me, me_was))
        return o.counters.get(condition.counter, 0) if o is not None else 0
    if what == Counted.ME:  # the bearer, wherever it is, if it fits the filter (2.1.d)
        return (
            1 if me is not None and narrowed(state, (me,), condition.filter, controller, me) else 0
        )
    if what == Counted.MY_STATISTIC:  # "equal to my {V}": as it is now (2.2.11.b, 2.5.1.b)
        # — or, gone from play, as it was just before (2.1.h, 6.3.j)
        stats = known_statistics(state, known_me(state, me, me_was))
        if stats is None or condition.terrain is None:
            return 0  # only Characters have statistics (2.2.11.c): none out of the game
        return max(stats[condition.terrain], 0)
    if what == Counted.BASE_STATISTICS_YOU_CONTROL:
        return _base_statistics(state, condition, controller)
    if what == Counted.YOUR_EXPEDITIONS:  # "for each of your Expeditions that's behind"
        return sum(
            expedition_fits(state, z.expedition_id(controller, k), condition, controller, me)
            for k in ExpeditionKind
        )
    if what == Counted.EVERY_EXPEDITION:  # he: "for each Expedition that's behind" (7.5.2)
        return sum(
            expedition_fits(state, z.expedition_id(player, k), condition, controller, me)
            for player in state.players
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
        ids = counted_objects(condition, state, controller, me, was_in)
        return sum(state.objects[i].counters.get(condition.counter, 0) for i in ids)
    return len(counted_objects(condition, state, controller, me, was_in))


def counted_objects(
    condition: Condition,
    state: GameState,
    controller: str,
    me: str | None,
    was_in: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """The objects a count of objects in zones counts ("Characters you control", "cards in
    your Reserve"), narrowed by the condition's filter — each once, a Gigantic Character
    too (7.4.4.b: one object present in both Expeditions). Empty for counts of other
    things (counters, regions, distinct values)."""
    if condition.whose == Whose.OPPONENT:
        player = condition.player or state.opponent(controller)  # the target chosen (6.5.b)
        return counted_objects(replace(condition, whose=""), state, player, me, was_in)
    what = condition.counted
    ids: tuple[str, ...] = ()
    if what == Counted.MY_EXPEDITION:
        # In the Expedition(s) the place names ("my", "the Expedition facing me", 7.5.5.b);
        # Gigantic Characters of the other Expedition included (7.4.4.b), each once (7.4.4.c).
        where = scoped_expeditions(state, condition.scope, controller, me, was_in)
        ids = present_in_expeditions(state, where)
    elif what == Counted.YOUR_MANA:
        ids = state.zone(z.personal(ZoneKind.MANA, controller))
    elif what in (Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS):
        # "target opponent controls …": the player the step chose (6.5.b)
        opponent = condition.player or state.opponent(controller)
        whose = controller if what == Counted.YOU_CONTROL else opponent
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
    elif what == Counted.DISCARD_PILES:  # gc: every player's Discard pile (3.2.3.a)
        ids = tuple(
            oid for p in state.players for oid in state.zone(z.personal(ZoneKind.DISCARD, p))
        )
    elif what == Counted.YOURS_IN_PLAY_OR_RESERVE:  # gc: "you control or in your Reserve"
        # two places, each object in one of them at a time (1.2.2, 3.2.5)
        ids = (*in_play(state, controller), *state.zone(z.personal(ZoneKind.RESERVE, controller)))
    elif what in (Counted.IN_PLAY_OR_YOUR_RESERVE, Counted.IN_PLAY_OR_RESERVES):  # ic40
        # in play, whoever controls it (3.1.4.a), or in the controller's Reserve (3.1.2.b) /
        # any player's Reserve (3.2.10.a): each object in one place at a time
        players = (controller,) if what == Counted.IN_PLAY_OR_YOUR_RESERVE else state.players
        ids = (
            *in_play(state),
            *(oid for p in players for oid in state.zone(z.personal(ZoneKind.RESERVE, p))),
        )
    return narrowed(state, ids, condition.filter, controller, me, None, was_in)


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
    return len(base_statistics_counted(state, condition, controller))


def base_statistics_counted(
    state: GameState, condition: Condition, controller: str
) -> tuple[tuple[str, Terrain], ...]:
    """``(object, terrain)`` of each printed statistic (2.2.11.d; a token's, 2.2.11.e) equal
    to ``filter.base_stat`` among the Characters in play ``controller`` controls — what
    :func:`_base_statistics` counts, for the trace to say which (boosts add nothing to
    them, 2.5.1.b)."""
    flt = condition.filter
    wanted = flt.base_stat if flt is not None else None
    found: list[tuple[str, Terrain]] = []
    for key in state.zones:
        if z.kind_of(key) not in IN_PLAY_ZONES:
            continue
        for oid in state.zones[key]:
            card = state.card(oid)
            if card is None or state.objects[oid].controller != controller:
                continue
            if state.type_of(oid) is not CardType.CHARACTER:
                continue
            found.extend((oid, t) for t in Terrain if card.stat(t) == wanted)
    return tuple(found)


_SACRIFICED_PER = {
    Counted.SACRIFICED_THIS_TURN: "turn",
    Counted.SACRIFICED_THIS_DAY: "day",
    Counted.SACRIFICED_THIS_AFTERNOON: "afternoon",
}
"""The counts of Characters sacrificed, by their period (engine.reading.past_events)."""


_AFTERNOON_BEGUN = frozenset({Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT})
"""The phases of a Day after its Afternoon began (4.2.a): "this Afternoon" names it."""


_PLAYS = {
    Counted.PLAYED_THIS_TURN: "turn",
    Counted.YOU_PLAYED_THIS_TURN: "turn",
    Counted.YOU_PLAYED_THIS_AFTERNOON: "afternoon",
    Counted.YOU_PLAYED_THIS_DAY: "day",
}


def plays_counted(
    condition: Condition, state: GameState, controller: str, me: str | None
) -> tuple[str, ...]:
    """The cards a count of cards played in a period counts, in the order their
    resolutions began (5.1.2.k) — what :func:`count` counts for "if you played a Spell this
    turn", "the number of cards you played this Afternoon" — for a trace to name them."""
    period = _PLAYS.get(condition.counted)
    if period is None:
        return ()
    if period == "afternoon" and state.phase not in _AFTERNOON_BEGUN:
        return ()
    plays = {
        "turn": state.plays_this_turn,
        "afternoon": state.plays_this_afternoon,
        "day": state.plays_this_day,
    }[period]
    anyone = condition.counted == Counted.PLAYED_THIS_TURN
    mine = None if anyone else _bearer_card(state, condition.filter, me)
    return tuple(
        card
        for who, card in plays
        if (anyone or who == controller)
        and card != mine
        and _card_fits(state, card, condition.filter)
    )


card_fits = _card_fits
"""Whether a card played (or an object gone) fits a filter's printed parts — for the readings
of the play records outside this module (id39: engine.reading.nth_played)."""
