"""Where the rules read static passive abilities (:mod:`engine.state.statics`): the reserve
limit and what counts towards it at Clean-up (3.2.10.b, 4.2.5.c), playing exhausted cards
from Reserve (2.4.6.d), Defenders that do not prevent an Expedition from moving forward
(7.4.2.b), cards that can't be played and Expeditions that can't move forward (1.4.1.a).

Only working abilities that are not ignored apply (:func:`effective_abilities`, 1.2.4.d,
7.3.19.b), each while its own condition holds (2.3.2.f) — except "I can't be played",
which is read on the card being played wherever it is, like its own cost changes.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.pipeline.first_played_misses import earlier_plays
from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.passives import effective_abilities, expeditions_of
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, EffectStep, GrantScope, RestrictionKind, Subject
from engine.state.enums import (
    IN_PLAY_ZONES,
    CardType,
    ExpeditionKind,
    Keyword,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.state.restrictions import MoveWhose, PlayInto
from engine.state.statics import ANY_STATUS, StaticKind, StaticSpec
from engine.why.status_origin_words import origin_suffix
from engine.why.table import rule_of, why


def _working(state: GameState, kind: str) -> Iterator[tuple[str, Ability]]:
    for oid, _, ab in effective_abilities(state):
        if ab.static is not None and ab.static.kind == kind:
            yield oid, ab


def _holds(state: GameState, source: str, ab: Ability, my_expedition: str | None = None) -> bool:
    if ab.condition is None:
        return True
    controller = state.objects[source].controller
    return holds(ab.condition, state, controller, me=source, my_expedition=my_expedition)


_CLEAN_UP_STATICS = frozenset(
    {
        StaticKind.RESERVE_LIMIT,
        StaticKind.LANDMARK_LIMIT,
        StaticKind.NOT_COUNTED_IN_RESERVE,
        StaticKind.KEEP_ONE_MORE_EXHAUSTED,
    }
)
"""The rule changes that decide what Clean-up keeps (4.2.5.c, 3.2.10.b)."""


def idle_limit_supports(state: GameState) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each card exhausted in a Reserve whose support ability would
    change what Clean-up keeps ("{I} All Reserve limits are reduced by one"): an exhausted
    card in Reserve has no support abilities (2.4.6.e), so it changes nothing — said where
    the limits are counted (Clean-up, 4.2.5.c)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for key, ids in state.zones.items():
        if z.kind_of(key) is not ZoneKind.RESERVE:
            continue
        for oid in ids:
            card = state.card(oid)
            if card is None or Status.EXHAUSTED not in state.objects[oid].statuses:
                continue
            for ab in card.abilities:
                if ab.support and ab.static is not None and ab.static.kind in _CLEAN_UP_STATICS:
                    text = " ".join(ab.text.split()) or "its support ability"
                    # the effect that exhausted it, when one did (2.4.6.a)
                    given, given_rules = origin_suffix(state, oid, Status.EXHAUSTED)
                    out.append(
                        (
                            f"{state.name(oid)} is exhausted in Reserve{given}: it has no "
                            f"support ability, so “{text}” does not apply",
                            (*why("night.exhausted_support"), *given_rules),
                        )
                    )
    return out


def not_counted_in_reserve(state: GameState, zone_key: str) -> tuple[tuple[str, str], ...]:
    """``(object, printed text)`` of each object of a Reserve whose working passive ability
    says it doesn't count towards its player's Reserve limit (2.2.12.m; a support ability,
    working there while ready, 1.2.4.d) — a card doing what the rule would not (1.4.2.a).
    Empty for Landmarks, which no such ability sets aside."""
    if z.kind_of(zone_key) is not ZoneKind.RESERVE:
        return ()
    ids = state.zone(zone_key)
    aside = {
        oid: " ".join(ab.text.split())
        for oid, ab in _working(state, StaticKind.NOT_COUNTED_IN_RESERVE)
        if oid in ids and _holds(state, oid, ab)
    }
    return tuple((oid, aside[oid]) for oid in ids if oid in aside)


def cleanup_candidates(state: GameState, zone_key: str) -> tuple[str, ...]:
    """The objects of a Reserve or Landmarks counted and chosen among at Clean-up
    (4.2.5.c): in a Reserve, not those that "don't count towards your Reserve limit" —
    they stay (:func:`not_counted_in_reserve`)."""
    ids = state.zone(zone_key)
    aside = {oid for oid, _ in not_counted_in_reserve(state, zone_key)}
    return tuple(oid for oid in ids if oid not in aside) if aside else ids


def may_play_exhausted(state: GameState, player: str, object_id: str, dest: str) -> bool:
    """Whether a working ability lets ``player`` play ``object_id``, exhausted in their
    Reserve, into ``dest`` (2.4.6.d: "You may play exhausted cards from your Reserve",
    "... Characters from your Reserve in my Expedition")."""
    card_type = state.type_of(object_id)
    for oid, ab in _working(state, StaticKind.PLAY_EXHAUSTED_FROM_RESERVE):
        assert ab.static is not None
        if state.objects[oid].controller != player:
            continue
        if ab.static.card_type is not None and ab.static.card_type is not card_type:
            continue
        if ab.static.in_my_expedition and (
            dest not in (k.value for k in ExpeditionKind)
            or z.expedition_id(player, ExpeditionKind(dest)) not in expeditions_of(state, oid)
        ):
            continue
        if _holds(state, oid, ab):
            return True
    return False


def defenders_prevent(state: GameState, expedition: str) -> bool:
    """Whether Defender Characters in ``expedition`` prevent it from moving forward
    (7.4.2.b): not while a working ability of an object in it says they don't ("[Defender]
    Characters don't prevent my Expedition from moving forward")."""
    return defenders_not_preventing(state, expedition) is None


def defenders_not_preventing(state: GameState, expedition: str) -> tuple[str, Ability] | None:
    """``(source, ability)`` of the first working ability of an object in ``expedition``
    by which Defender Characters don't prevent it from moving forward, its condition
    ("If my Expedition is behind") holding on ``state`` — read before the move it would
    allow (7.4.2.b); ``None`` when there is none."""
    for oid, ab in _working(state, StaticKind.DEFENDERS_DONT_PREVENT):
        if expedition in expeditions_of(state, oid) and _holds(state, oid, ab, expedition):
            return oid, ab
    return None


def defenders_exceptions_unmet(
    state: GameState, expedition: str
) -> tuple[tuple[str, Ability], ...]:
    """``(source, ability)`` of each working ability of an object in ``expedition`` by which
    Defender Characters would not prevent it from moving forward ("If my Expedition is
    behind, …"), its condition false on ``state``: it does not apply (2.2.12.m)."""
    return tuple(
        (oid, ab)
        for oid, ab in _working(state, StaticKind.DEFENDERS_DONT_PREVENT)
        if expedition in expeditions_of(state, oid) and not _holds(state, oid, ab, expedition)
    )


def cant_be_played(state: GameState, object_id: str) -> Ability | None:
    """The ability by which the card ``object_id`` can't be played now ("I can't be played
    if you have less than seven Mana Orbs", 1.4.1.a), if any: read on the card wherever it
    is played from, like its own cost changes."""
    card = state.card(object_id)
    if card is None:
        return None
    for ab in card.abilities:
        if ab.static is None or ab.static.kind != StaticKind.CANT_BE_PLAYED:
            continue
        if ab.condition is None or holds(
            ab.condition, state, state.objects[object_id].owner, me=object_id
        ):
            return ab
    return None


def opponent_forbids_playing(
    state: GameState, player: str, object_id: str, dest: str | None = None
) -> tuple[str, Ability] | None:
    """The working ability (its bearer, itself) by which ``player`` can't play the card
    ``object_id`` now, if any: an opponent's "Your opponents can't play Spells this turn"
    (1.4.1.a) whose group lets the card through — or a "Target opponent can't play …" whose
    target ``player`` is (6.5.b) —, or anyone's "Characters can't be played from Reserve" — from
    where it says only (5.2.a), into the Expedition it names only ("… in the Expedition
    facing me": ``dest``, the Expedition kind chosen, 5.2.1.a; ``None``: any place)."""
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.OPPONENTS_CANT_PLAY or r.at_most:
            continue  # a counted limit is engine.play.counted_limits'
        controller = state.objects[oid].controller
        if r.targeted:  # "Target opponent can't play …": the players targeted only (6.5.b)
            if player not in r.players:
                continue
        elif controller == player and not r.any_player:
            continue
        if not _played_from(state, object_id, r.from_zone):
            continue
        if r.into and not _played_into(state, oid, r.into, player, dest):
            continue
        if not matches(state, object_id, r.group, controller, None):
            continue
        # "During your turn, your opponents can't play Spells": while it holds (2.3.2.f)
        if ab.condition is None or holds(ab.condition, state, controller, me=oid):
            return oid, ab
    return None


def move_forbidden_by(
    state: GameState, expedition: str, backward: bool, mover: str | None = None
) -> tuple[str, Ability] | None:
    """The working "can't move" passive ability naming ``expedition`` (its bearer, itself)
    for a move whose step ``mover`` controls, if any (1.4.1.a): for the trace to quote it."""
    return next(move_forbidden_each(state, expedition, backward, mover), None)


def move_forbidden_each(
    state: GameState, expedition: str, backward: bool, mover: str | None = None
) -> Iterator[tuple[str, Ability]]:
    """Every working "can't move" passive ability naming ``expedition`` (its bearer,
    itself), for a move whose step ``mover`` controls (1.4.1.a): each is named."""
    kind = RestrictionKind.MOVE_BACKWARDS if backward else RestrictionKind.MOVE_FORWARD
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is not None and r.kind == kind and _move_named(state, oid, ab, expedition, mover):
            yield oid, ab


def play_places_restricted(state: GameState) -> bool:
    """Whether a working "can't play … in the Expedition facing me / in my Expedition" is
    in play (1.4.1.a): then each Expedition a card could be played into is checked apart
    (5.2.1.a), not the first for all."""
    return any(
        ab.restriction is not None
        and ab.restriction.kind == RestrictionKind.OPPONENTS_CANT_PLAY
        and bool(ab.restriction.into)
        for _, _, ab in effective_abilities(state)
    )


def _played_into(state: GameState, bearer: str, into: str, player: str, dest: str | None) -> bool:
    """Whether a play by ``player`` into their Expedition ``dest`` ("hero" / "companion")
    goes into the Expedition a "can't play … in …" names: the one facing the bearer's
    (1.2.3.c) or the bearer's own (7.2.1) — none while the bearer is in no Expedition, nor
    a play into no Expedition (a Spell, a Landmark; ``dest`` ``None``: no place said)."""
    if dest not in (ExpeditionKind.HERO.value, ExpeditionKind.COMPANION.value):
        return False
    mine = expeditions_of(state, bearer)
    named = {state.facing(e) for e in mine} if into == PlayInto.FACING_ME else set(mine)
    return z.expedition_id(player, ExpeditionKind(dest)) in named


def _played_from(state: GameState, object_id: str, zone: str) -> bool:
    """Whether the card ``object_id`` is played from ``zone`` ("reserve" / "hand"; "" any):
    where it is as it is played (5.2.a)."""
    if not zone:
        return True
    kind = z.kind_of(state.objects[object_id].zone)
    return kind is (ZoneKind.RESERVE if zone == "reserve" else ZoneKind.HAND)


def cant_move_backwards(state: GameState, expedition: str, mover: str | None = None) -> bool:
    """Whether a working ability says ``expedition`` can't move backward (1.4.1.a: can't
    beats can): "Target Expedition can't move backward this turn" names that Expedition
    only; "Expeditions can't move backward", every one; "My Expedition / Your Expeditions
    can't move backward [due to effects your opponents control]" those it names, when the
    move's step is controlled by ``mover`` (7.5.5.c)."""
    return any(
        _move_named(state, oid, ab, expedition, mover)
        for oid, _, ab in effective_abilities(state)
        if ab.restriction is not None and ab.restriction.kind == RestrictionKind.MOVE_BACKWARDS
    )


def _move_named(
    state: GameState, oid: str, ab: Ability, expedition: str, mover: str | None
) -> bool:
    """Whether the "can't move" restriction of ``ab`` (borne by ``oid``) names
    ``expedition`` for a move whose step ``mover`` controls, while its condition holds
    (2.3.2.f)."""
    r = ab.restriction
    assert r is not None
    if r.expeditions and expedition not in r.expeditions:
        return False
    controller = state.objects[oid].controller
    owner = expedition.split(":")[0]  # "p1:hero": p1's (3.2.1)
    if r.whose == MoveWhose.MINE and expedition not in expeditions_of(state, oid):
        return False  # "my Expedition": the one the bearer is in (7.2.1)
    if r.whose == MoveWhose.YOURS and owner != controller:
        return False
    if r.whose == MoveWhose.OPPONENTS and owner == controller:
        return False
    if r.by_opponent and (mover is None or mover == controller):
        return False  # "due to effects your opponents control": an opponent's effect only
    if r.in_terrain and r.in_terrain not in expedition_terrains(state, expedition):
        return False  # "Your Expeditions in {V}": only one whose region has it (7.5.8.b)
    return ab.condition is None or holds(ab.condition, state, controller, me=oid)


def cant_move_forward(state: GameState, expedition: str, mover: str | None = None) -> bool:
    """Whether a working ability says ``expedition`` can't move forward (1.4.1.a: can't
    beats can): "Expeditions can't move forward" (or those it names, as
    :func:`cant_move_backwards`), or "Your other Expedition and the Expedition facing it
    can't move forward" — the bearer's controller's Expedition the bearer is not in, and the
    one facing it (none for a bearer in both, 7.4.4.b, or in neither)."""
    return cant_move_forward_by(state, expedition, mover) is not None


def cant_move_forward_by(
    state: GameState, expedition: str, mover: str | None = None
) -> tuple[str, Ability] | None:
    """The working ability (its bearer, itself) by which ``expedition`` can't move forward
    (see :func:`cant_move_forward`), if any: for the trace to name it (1.4.1.a)."""
    return next(cant_move_forward_each(state, expedition, mover), None)


def cant_move_forward_each(
    state: GameState, expedition: str, mover: str | None = None
) -> Iterator[tuple[str, Ability]]:
    """Every working ability (its bearer, itself) by which ``expedition`` can't move
    forward (see :func:`cant_move_forward`): each is named (1.4.1.a)."""
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None:
            continue
        if r.kind == RestrictionKind.MOVE_FORWARD:
            if _move_named(state, oid, ab, expedition, mover):
                yield oid, ab
            continue
        if r.kind == RestrictionKind.OTHER_AND_FACING_MOVE_FORWARD:
            here = expeditions_of(state, oid)
            if len(here) != 1:
                continue
            player, which = next(iter(here)).split(":")
            other = (
                ExpeditionKind.COMPANION
                if which == ExpeditionKind.HERO.value
                else ExpeditionKind.HERO
            )
            mine = z.expedition_id(player, other)
            if expedition in (mine, state.facing(mine)):
                yield oid, ab


def played_gains_keyword(state: GameState, player: str, object_id: str, keyword: Keyword) -> bool:
    """Whether a working ability of ``player``'s says the card ``object_id`` they are
    playing has ``keyword`` ("Spells you play with Hand Cost {1} or less have Fleeting",
    5.2.4.a item 3): its filter is read on the card as it is played."""
    return played_keyword_source(state, player, object_id, keyword) is not None


def played_keyword_source(
    state: GameState, player: str, object_id: str, keyword: Keyword
) -> str | None:
    """The object whose working passive ability gives the card ``object_id`` that
    ``player`` is playing ``keyword`` (:func:`played_gains_keyword`), for the line to name
    where the keyword comes from (2.3.1.a); None when none does."""
    for oid, _, ab in effective_abilities(state):
        g = ab.grant
        if g is None or g.scope != GrantScope.CARDS_YOU_PLAY or g.keyword is not keyword:
            continue
        if state.objects[oid].controller != player or not _holds(state, oid, ab):
            continue
        if matches(state, object_id, g.filter, player, oid):
            return oid
    return None


def first_played_activations(
    state: GameState,
    player: str,
    card_id: str,
    new: str | None,
    into: frozenset[str] = frozenset(),
) -> tuple[Activation, ...]:
    """5.2.d: "The first Character you play each Afternoon gains 1 boost" — when the card
    ``card_id`` that ``player`` is playing (now ``new``, entering play) is the first of
    its type they played this Afternoon, an Emblem-Reaction giving it the boosts is
    created during its resolution. ``state``: as the resolution began (5.1.2.k). "Each
    Day": the first since the Day's Morning began (4.1), in any phase — a card can be
    played as part of an effect outside the Afternoon (5.2.b). "Each Character you play [in
    my Expedition / in an Expedition that is behind] gains 1 boost": every one, whenever it
    is played, that enters ``into`` such an Expedition (as it stands as the resolution
    began, 7.5.2)."""
    if new is None:
        return ()
    card_type = state.cards[card_id].type
    found: list[Activation] = []
    for oid, index, ab in effective_abilities(state):
        spec = ab.static
        if spec is None or spec.kind != StaticKind.FIRST_PLAYED_GAINS_BOOSTS:
            continue
        if spec.card_type not in (None, card_type) or state.objects[oid].controller != player:
            continue
        if spec.every:
            if not _entered_into(state, spec, oid, into):
                continue
        elif state.phase is not Phase.AFTERNOON and not spec.each_day:
            continue
        # "The first card": any card played before it counts; "the first Character": only
        # a Character — this Afternoon, or this turn ("each turn", 4.2.3); said where it
        # does not apply by engine.pipeline.first_played_misses (5.1.2.k)
        if not spec.every and earlier_plays(state, spec, player, card_id):
            continue
        if not _holds(state, oid, ab):
            continue
        effect = (EffectStep(ActionKind.GIVE_BOOST, Subject.IT, amount=spec.amount),)
        found.append(
            Activation(
                source_object=oid,
                source_card=state.objects[oid].card_id,
                source_name=state.name(oid),
                ability_index=index,
                controller=player,
                it=(new,),
                effect=effect,
                rules=why("reaction.emblem_changes_card"),
                text=ab.text,
            )
        )
    return tuple(found)


def _entered_into(state: GameState, spec: StaticSpec, bearer: str, into: frozenset[str]) -> bool:
    """Whether an Expedition ``into`` which a card was played (a Gigantic one is in both,
    7.4.4.b) is the one ``spec`` says: the bearer's ("in my Expedition") or one in that
    position (7.5.2); any, when it says nothing."""
    from engine.reading.expedition_state import position  # it reads passives (a cycle)

    if spec.in_my_expedition:
        into = into & expeditions_of(state, bearer)
    if spec.position:
        into = frozenset(e for e in into if position(state, e) == spec.position)
    return bool(into) or not (spec.in_my_expedition or spec.position)


def stays_exhausted(state: GameState, object_id: str) -> bool:
    """Whether ``object_id`` can't be readied now (1.4.1.a): an exhausted Character in a
    Reserve during Morning while "Exhausted Characters in Reserve remain exhausted during
    Morning" works."""
    o = state.objects[object_id]
    if state.phase is not Phase.MORNING or z.kind_of(o.zone) is not ZoneKind.RESERVE:
        return False
    if state.type_of(object_id) is not CardType.CHARACTER:
        return False
    return stays_exhausted_by(state) is not None


def stays_exhausted_by(state: GameState) -> tuple[str, Ability] | None:
    """The working passive ability (its bearer, itself) saying "Exhausted Characters in
    Reserve remain exhausted during Morning" (1.4.1.a), if any: named where it makes a
    ready impossible."""
    return next(stays_exhausted_each(state), None)


def stays_exhausted_each(state: GameState) -> Iterator[tuple[str, Ability]]:
    """Every working passive ability (its bearer, itself) keeping exhausted Characters in
    Reserve exhausted during Morning (1.4.1.a): each is named."""
    for oid, ab in _working(state, StaticKind.STAY_EXHAUSTED_IN_MORNING):
        if _holds(state, oid, ab):
            yield oid, ab


def cant_gain_counters(state: GameState, object_id: str) -> bool:
    """Whether a working ability says ``object_id`` can't gain counters now (1.4.1.a):
    "Cards in your opponent's Reserve can't gain counters" — the Reserve of the bearer's
    controller's opponent (1.2.1.b) — or "Cards in play or in Reserve with counters can't
    gain counters" (boosts are counters, 2.5.1.a; Heroes are neither in play nor in
    Reserve)."""
    return cant_gain_counters_by(state, object_id) is not None


def cant_gain_counters_by(state: GameState, object_id: str) -> tuple[str, Ability] | None:
    """The working passive ability (its bearer, itself) that says ``object_id`` can't gain
    counters now (1.4.1.a), if any (see :func:`cant_gain_counters`)."""
    return next(cant_gain_counters_each(state, object_id), None)


def cant_gain_counters_each(state: GameState, object_id: str) -> Iterator[tuple[str, Ability]]:
    """Every working passive ability (its bearer, itself) that says ``object_id`` can't
    gain counters now (1.4.1.a): each is named."""
    o = state.objects[object_id]
    kind = z.kind_of(o.zone)
    if kind is not ZoneKind.RESERVE and kind not in IN_PLAY_ZONES:
        return
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None:
            continue
        if r.kind == RestrictionKind.WITH_COUNTERS_NO_COUNTERS and any(o.counters.values()):
            yield oid, ab
            continue
        theirs = z.personal(ZoneKind.RESERVE, state.opponent(state.objects[oid].controller))
        if r.kind == RestrictionKind.OPPONENT_RESERVE_NO_COUNTERS and o.zone == theirs:
            yield oid, ab


ONE_MORE = "+1"
"""Marks, in the Clean-up task, the choice of the one more exhausted card kept."""


def one_more_exhausted(
    state: GameState,
    player: str,
    zone_key: str,
    ids: tuple[str, ...],
    limit: int,
    choices: tuple[str, ...],
) -> tuple[str, ...]:
    """At Clean-up (4.2.5.c), the exhausted cards of ``player``'s Reserve ``zone_key`` not
    kept so far, among which they may keep one more ("You may keep one more card in
    Reserve during Night if it's exhausted"); empty when no such ability works, when the
    choice was made, or when nothing would be discarded."""
    if z.kind_of(zone_key) is not ZoneKind.RESERVE or len(ids) <= limit:
        return ()
    if any(c.endswith(f"@{zone_key}{ONE_MORE}") for c in choices):
        return ()
    working = _working(state, StaticKind.KEEP_ONE_MORE_EXHAUSTED)
    if not any(
        state.objects[oid].controller == player and _holds(state, oid, ab) for oid, ab in working
    ):
        return ()
    kept = {c.split("@")[0] for c in choices if c.endswith(f"@{zone_key}")}
    return tuple(oid for oid in ids if oid not in kept and state.objects[oid].has(Status.EXHAUSTED))


def one_more_sources(state: GameState, player: str) -> tuple[tuple[str, str], ...]:
    """``(object, printed text)`` of each working passive ability of ``player``'s that lets
    them keep one more exhausted card in Reserve at Clean-up — the card doing what the rule
    would not (2.2.12.m, 1.4.2.a), named where the choice is asked (4.2.5.c)."""
    return tuple(
        (oid, " ".join(ab.text.split()))
        for oid, ab in _working(state, StaticKind.KEEP_ONE_MORE_EXHAUSTED)
        if state.objects[oid].controller == player and _holds(state, oid, ab)
    )


def only_due_to(state: GameState, expedition: str) -> frozenset[Terrain] | None:
    """The only terrains by which ``expedition`` may move forward during Dusk, if a working
    ability limits them ("If an Expedition facing me is in {O}, it can't move forward
    during Dusk except due to {O}": the Expedition facing the bearer's, while its region
    has that terrain, 7.5.8.b); ``None`` when nothing limits them."""
    only: frozenset[Terrain] | None = None
    for _, _, t in _only_due_to_sources(state, expedition):
        only = frozenset({t}) if only is None else only & {t}
    return only


def only_due_to_by(state: GameState, expedition: str) -> tuple[str, Ability] | None:
    """The first working ability (its bearer, itself) limiting the terrains by which
    ``expedition`` may move forward during Dusk (see :func:`only_due_to`), if any."""
    return next(only_due_to_each(state, expedition), None)


def only_due_to_each(state: GameState, expedition: str) -> Iterator[tuple[str, Ability]]:
    """Every working ability (its bearer, itself) limiting the terrains by which
    ``expedition`` may move forward during Dusk (see :func:`only_due_to`): each is named."""
    for oid, ab, _ in _only_due_to_sources(state, expedition):
        yield oid, ab


def _only_due_to_sources(
    state: GameState, expedition: str
) -> Iterator[tuple[str, Ability, Terrain]]:
    for oid, ab in _working(state, StaticKind.FACING_ONLY_DUE_TO):
        t = ab.static.terrain if ab.static is not None else None
        if t is None or not any(state.facing(e) == expedition for e in expeditions_of(state, oid)):
            continue
        if t in expedition_terrains(state, expedition) and _holds(state, oid, ab):
            yield oid, ab, t


def dusk_move_forbidden(state: GameState, expedition: str, rules: tuple[str, ...]) -> bool:
    """Whether moving ``expedition`` forward is impossible now because it may move forward
    during Dusk only due to a terrain, and this move is not Progress's (4.2.4.b)."""
    return (
        state.phase is Phase.DUSK
        and rule_of("dusk.progress_move") not in rules
        and only_due_to(state, expedition) is not None
    )


def expands_from_deck(state: GameState, player: str) -> str | None:
    """The object whose working ability has ``player`` draw only one card at Draw and
    Expand with the top card of their Deck (Fen & Crowbar: 4.2.1.d, 4.2.1.e, 6.2.b), or
    ``None``."""
    for oid, ab in _working(state, StaticKind.MORNING_DRAW_ONE_EXPAND_FROM_DECK):
        if state.objects[oid].controller == player and _holds(state, oid, ab):
            return oid
    return None


def can_regain(state: GameState, object_id: str, status: str) -> bool:
    """Whether ``object_id`` has a working "I can gain [status] even if I was already
    [status]" (2.4.1.g): gaining it again is possible, though nothing changes."""
    return any(
        oid == object_id and ab.static is not None and ab.static.counter in (status, ANY_STATUS)
        for oid, ab in _working(state, StaticKind.CAN_REGAIN_STATUS)
    )


def support_max_more(state: GameState, me: str | None, object_id: str) -> int | None:
    """How many more counters than its "up to a max of N" a support ability of ``me``, a
    card in Reserve, may give ``me`` itself (0: none more; ``None``: no maximum), by the
    working "The Support abilities of cards in Reserve can give them ... than their
    maximum" (2.2.12.d, 2.2.12.m)."""
    o = state.objects.get(object_id)
    if me != object_id or o is None or z.kind_of(o.zone) is not ZoneKind.RESERVE:
        return 0
    more = 0
    for _, ab in _working(state, StaticKind.SUPPORT_MAX_MORE):
        assert ab.static is not None
        if ab.static.amount < 0:
            return None
        more += ab.static.amount
    return more
