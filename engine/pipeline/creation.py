"""Atomic actions that create objects: Emblems in Limbo (2.2.1.g) — an Emblem-Ongoing for a
lasting effect (2.2.2.m) or for Ignore (7.3.19) — and tokens, created (7.3.5.a) or received
(7.3.30.a)."""

from __future__ import annotations

from engine.pipeline.delayed_lapse import lapse_of
from engine.pipeline.draft import Draft
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import (
    Ability,
    AbilityKind,
    CardDef,
    Duration,
    GrantScope,
    IgnoreScope,
    IgnoreSpec,
    OngoingSpec,
    TokenSpec,
)
from engine.state.enums import CardType, PermanentZone, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.objects import EmblemData, GameObject
from engine.state.records import replace
from engine.state.steps import AtomicAction
from engine.why.table import why

_RECEIVING_ZONES = frozenset({ZoneKind.EXPEDITION, ZoneKind.LANDMARK, ZoneKind.RESERVE})
"""A player receives a token when one joins their Expeditions, Landmarks or Reserve
(7.3.30.a)."""


def create_ongoing(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """An effect that lasts longer than its resolution creates an Emblem-Ongoing in Limbo
    with its passive abilities and duration (2.2.2.m, 2.2.15.c)."""
    assert action.ongoing is not None and action.player is not None
    spec = action.ongoing
    emblem = EmblemData(
        source_object="",
        source_card=None,
        source_name=action.source or "an effect",
        ability_index=0,
        effect=(),
        subtype="Ongoing",
        abilities=spec.abilities,
        duration=spec.duration,
        lasts_while=spec.lasts_while,
        text=spec.text,
        it=spec.it,
        lapsed=lapse_of(spec.abilities, spec.duration, draft.base.phase),
    )
    rules = (*action.rules, *why("action.ongoing_duration"))
    if any(ab.next_played is not None and ab.next_played.listed for ab in spec.abilities):
        # gj: "You may play it this turn for {1} less" allows a play (5.2.a), made later
        rules = (*rules, *why("action.play_permission"))
    return put_emblem(draft, emblem, action.player, seq, action.kind, rules)


def bound_to_expeditions(spec: OngoingSpec, expeditions: tuple[str, ...]) -> OngoingSpec:
    """ "Target Expedition can't move forward this Day": the Emblem-Ongoing's restriction
    names the Expedition the step targeted (6.5.b), not every Expedition; unchanged when
    the step has none."""
    if not expeditions:
        return spec
    abilities = tuple(
        replace(ab, restriction=replace(ab.restriction, expeditions=expeditions))
        if ab.restriction is not None
        else ab
        for ab in spec.abilities
    )
    return replace(spec, abilities=abilities)


def counted_change(spec: OngoingSpec, times: int) -> OngoingSpec:
    """ "Target Character gets +1 {V} this turn for each card in your hand": the step that
    makes the Emblem-Ongoing is done once per thing counted (6.5.i), so its statistic change
    is ``times`` the change, the count taken once as the step happens (g3) — the change the
    Emblem gives its objects (2.2.15.a) or has itself; other abilities are kept as they are."""
    return replace(spec, abilities=tuple(_scaled(ab, times) for ab in spec.abilities))


def _scaled(ab: Ability, times: int) -> Ability:
    """``ab`` with a plain statistic change (2.3.1.a) ``times`` over, in itself or in the
    abilities it gives (2.2.15.a)."""
    if ab.grant is not None and ab.grant.abilities:
        given = tuple(_scaled(one, times) for one in ab.grant.abilities)
        return replace(ab, grant=replace(ab.grant, abilities=given))
    stats = ab.stats
    if stats is None or stats.per is not None or stats.base or stats.become or stats.swap:
        return ab
    scaled = replace(
        stats,
        forest=stats.forest * times,
        mountain=stats.mountain * times,
        water=stats.water * times,
    )
    said = "/".join(f"{n:+d}" for n in (scaled.forest, scaled.mountain, scaled.water))
    return replace(ab, stats=scaled, text=f"I have {said}.")


def bound_to_players(spec: OngoingSpec, players: tuple[str, ...]) -> OngoingSpec:
    """ "Target opponent can't play Spells this turn": the Emblem-Ongoing's restriction names
    the players the step targeted (6.5.b), not every opponent; unchanged when none of its
    restrictions is targeted."""
    abilities = tuple(
        replace(ab, restriction=replace(ab.restriction, players=players))
        if ab.restriction is not None and ab.restriction.targeted
        else ab
        for ab in spec.abilities
    )
    return replace(spec, abilities=abilities)


def bound_to_objects(
    spec: OngoingSpec, objects: tuple[str, ...], cards: tuple[str, ...] = ()
) -> OngoingSpec:
    """ "Target Character gains [Tough 1] this turn": the Emblem-Ongoing's grant names the
    objects the step acted on (its targets, 6.5.b, or its group as the step happens), not
    objects that arrive later; unchanged when the step has none. ``cards``: their cards, for
    "You may play it this turn for {1} less" (gh), which follows the card played to Limbo."""
    if not objects:
        return spec
    abilities = tuple(_bound(ab, objects, cards) for ab in spec.abilities)
    # A delayed Reaction ("At the start of the next Dusk, send it to Reserve"): "it" is
    # what the step acted on (6.3.i), kept by the Emblem.
    delayed = any(ab.kind is AbilityKind.REACTION for ab in spec.abilities)
    return replace(spec, abilities=abilities, it=objects if delayed else spec.it)


def _bound(ab: Ability, objects: tuple[str, ...], cards: tuple[str, ...]) -> Ability:
    """``ab`` naming ``objects``: a keyword granted to them, or a "can't" said of them
    ("Target Character can't be sacrificed this turn", 1.4.1.a)."""
    if ab.grant is not None and ab.grant.scope == GrantScope.LISTED:
        return replace(ab, grant=replace(ab.grant, objects=objects))
    if ab.restriction is not None and ab.restriction.listed:
        return replace(ab, restriction=replace(ab.restriction, objects=objects))
    if ab.next_played is not None and ab.next_played.listed:
        # gh: "You may play it this turn for {1} less": that object only (1.4.1.a)
        return replace(ab, next_played=replace(ab.next_played, objects=objects, cards=cards))
    return ab


def put_emblem(
    draft: Draft,
    emblem: EmblemData,
    player: str,
    seq: int,
    kind: ActionKind,
    rules: tuple[str, ...],
) -> Event:
    """Create an Emblem (Reaction or Ongoing) controlled by ``player`` in Limbo, as a new
    object with a new timestamp (2.2.1.g), and the event that records it."""
    new = GameObject(
        id=draft.new_object_id(),
        zone=z.LIMBO,
        owner=player,
        controller=player,
        timestamp=draft.new_timestamp(),
        emblem=emblem,
    )
    draft.objects[new.id] = new
    draft.add_to_zone(new.id, z.LIMBO)
    return Event(seq, kind, new_object_id=new.id, player=player, to_zone=z.LIMBO, rules=rules)


JUDGES = "the judge's request"
"""Who made an Ignore a judge requested (its Emblem-Ongoing's source)."""


def ignore(draft: Draft, o: GameObject, action: AtomicAction, seq: int) -> Event:
    """An effect making an object's abilities ignored during a period lasts longer than its
    resolution: it creates an Emblem-Ongoing (2.2.2.m) whose passive ability ignores them
    for that duration (7.3.19.a; "this turn" unless the effect says otherwise, 2.2.15.a).
    The ignored object is named by its object id: if it changes zones, it is a new object
    and its abilities are no longer ignored (2.1.d)."""
    assert action.player is not None
    spec = action.ongoing
    template = next(
        (ab for ab in (spec.abilities if spec else ()) if ab.ignore is not None),
        Ability(AbilityKind.PASSIVE, "Its abilities are ignored.", ignore=IgnoreSpec()),
    )
    assert template.ignore is not None
    bound = replace(template.ignore, scope=IgnoreScope.LISTED, objects=(o.id,))
    text = spec.text if spec is not None and spec.text else template.text
    emblem = EmblemData(
        source_object="",
        source_card=None,
        # A judge's request is said as one (7.3.19.a), not as a card named "judge".
        source_name=JUDGES if action.source == "judge" else action.source or "an effect",
        ability_index=0,
        effect=(),
        subtype="Ongoing",
        abilities=(replace(template, ignore=bound),),
        duration=spec.duration if spec is not None else Duration.TURN,
        text=text,
    )
    ev = put_emblem(draft, emblem, action.player, seq, action.kind, action.rules)
    return replace(ev, object_id=o.id, card_id=o.card_id)


def create_token(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Create a token Character in an Expedition (7.3.5.a) with the characteristics the
    creating event gives it (2.2.b). For "receive a token", the same token joins the
    receiving player's Expedition (7.3.30.a). The token's owner is the player who
    created it — the effect's controller (1.1.7.b); it is controlled by the player whose
    Expedition it joins (7.5.5.b).

    A token the effect says is a Landmark Permanent (2.2.1.d: a type other than Character,
    its name, sub-types and abilities those of its token card, 2.2.b) joins instead the
    Landmarks (3.2.7.b) of its controller as a Landmark Permanent does (2.2.3.e), the player
    who created it and its owner (1.1.7.b). One the effect says is an Expedition Permanent
    (2.2.3.d) joins the Expedition named, as a token Character does, a Permanent without
    statistics (2.2.11; gram77)."""
    assert action.token is not None
    spec = action.token
    if spec.permanent_zone is PermanentZone.EXPEDITION:
        assert action.expedition is not None
        holder = action.expedition.split(":")[0]
        owner = action.controller or holder
        card_id = _token_card(draft, spec, owner, CardType.PERMANENT)
        zone, expedition = z.zone_of_expedition(action.expedition), action.expedition
        made = "action.token_made"
    elif spec.permanent_zone is not None:
        assert action.player is not None
        owner = holder = action.player
        card_id = _token_card(draft, spec, owner, spec.type)
        zone, expedition, made = z.landmarks(owner), None, "action.token_landmark"
    else:
        assert action.expedition is not None
        holder = action.expedition.split(":")[0]
        owner = action.controller or holder
        statistics = (spec.forest, spec.mountain, spec.water)
        card_id = _token_card(draft, spec, owner, CardType.CHARACTER, statistics)
        zone, expedition = z.zone_of_expedition(action.expedition), action.expedition
        made = "action.token_made"
    new = _put_token(draft, card_id, zone, owner, holder)
    return Event(
        seq,
        action.kind,
        new_object_id=new.id,
        card_id=card_id,
        # who performed it: a creation, the effect's controller, the token's owner (1.4.7.c,
        # 1.1.7.b) — not the player whose Expedition it joins and who controls it (7.5.5.b);
        # a receiving, the player receiving it (7.3.30.a)
        player=holder if action.kind is ActionKind.RECEIVE_TOKEN else owner,
        to_zone=zone,
        expedition=expedition,
        # A token's name, statistics and sub-types are those the effect creating it gives.
        rules=(
            *action.rules,
            *why(made),
            *(why("action.token_subtypes") if spec.subtypes else ()),
            *(why("action.token_abilities") if spec.abilities or spec.keywords else ()),
        ),
        token=spec,
    )


def _token_card(
    draft: Draft,
    spec: TokenSpec,
    owner: str,
    card_type: CardType,
    statistics: tuple[int, int, int] = (0, 0, 0),
) -> str:
    """The card a new token represents (2.2.b: its characteristics those the creating
    effect gives, no costs), added to the game; its card id."""
    card_id = f"token{draft.next_object}"
    forest, mountain, water = statistics
    draft.add_card(
        CardDef(
            card_id=card_id,
            owner=owner,
            name=spec.name,
            type=card_type,
            subtypes=spec.subtypes,
            hand_cost=0,
            reserve_cost=0,
            forest=forest,
            mountain=mountain,
            water=water,
            abilities=spec.abilities,
            keywords=spec.keywords,
            tough=spec.tough,
            scout=spec.scout,
            is_token=True,
            permanent_zone=spec.permanent_zone,
            by_hand=spec.by_hand,
        )
    )
    return card_id


def _put_token(draft: Draft, card_id: str, zone: str, owner: str, controller: str) -> GameObject:
    """The new token's object in ``zone``: a new object with the newest timestamp,
    the card it represents recorded as represented by it."""
    new = GameObject(
        id=draft.new_object_id(),
        zone=zone,
        owner=owner,
        controller=controller,
        card_id=card_id,
        timestamp=draft.new_timestamp(),
    )
    draft.objects[new.id] = new
    draft.add_to_zone(new.id, zone)
    draft.card_objects[card_id] = new.id
    return new


def token_receiver(before: GameState, after: GameState, event: Event) -> str | None:
    """The player who receives a token by ``event``: a token joins their Expeditions,
    Landmarks or Reserve (7.3.30.a) — created there, moved or taken control of; a token
    moving among those zones of the same player joins nothing new."""
    new = event.new_object_id
    if new is None or new not in after.objects:
        return None
    o = after.objects[new]
    card = after.card(new)
    if card is None or not card.is_token or z.kind_of(o.zone) not in _RECEIVING_ZONES:
        return None
    player = z.player_of(o.zone)
    old = before.objects.get(event.object_id) if event.object_id is not None else None
    if (
        old is not None
        and z.kind_of(old.zone) in _RECEIVING_ZONES
        and z.player_of(old.zone) == player
    ):
        return None
    return player
