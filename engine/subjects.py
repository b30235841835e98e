"""Who or what a step acts on: from an ability's written subject to concrete objects,
players and Expeditions.

* :func:`instantiate` turns an ability's :class:`~engine.state.cards.EffectStep` into a
  :class:`~engine.pipeline.steps.Step`: "I" is the object bearing the ability (7.2.1.a, for
  emblems 7.2.1.d), "you" its controller (7.2.3.a), "it" the objects named by the trigger
  (6.3.i). Targets, groups and choices are left for the moment the step is about to
  happen (6.1.g).
* :func:`target_options` lists suitable targets (6.5.b): "a Character" or "a Permanent"
  means one in play (2.2.1.h); a target may be an object, a player or an Expedition
  (1.2.6.c).
* :func:`choice_options` lists what a player may choose for a non-target subject such as
  "a Character you control" (6.1.g) — made by each player concerned in initiative order
  (6.1.h).
"""

from __future__ import annotations

from engine.filters import narrowed
from engine.pipeline.adventure import ahead
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import expeditions_of, tough_amount
from engine.pipeline.steps import Step
from engine.play.legality import playable_by_effect
from engine.records import replace
from engine.state import zones as z
from engine.state.cards import (
    CHOICE_SUBJECTS,
    TARGET_SUBJECTS,
    EffectStep,
    Subject,
    TriggerKind,
)
from engine.state.enums import (
    ANY_COUNTER,
    IN_PLAY_ZONES,
    CardType,
    ExpeditionKind,
    Status,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.terrain import all_markers
from engine.why import why

PLAYER_TARGETS = frozenset({Subject.TARGET_OPPONENT, Subject.TARGET_OPPONENT_COMPANION_EXPEDITION})
"""Targets that are players (the companion Expedition of a target opponent is found from
the player chosen)."""

EXPEDITION_TARGETS = frozenset({Subject.TARGET_EXPEDITION})
EACH_CHOOSER_DOES = frozenset(
    {
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND,
        Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
    }
)
"""Choices each player makes of their own objects, who then do the step themselves
("each player sacrifices a Character", "target opponent discards a card from their hand":
1.4.7.b)."""
REGION_TARGETS = frozenset({Subject.TARGET_REGION})
EACH_PLAYER_GROUPS = frozenset(
    {Subject.CARDS_IN_EACH_PLAYERS_HAND, Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE}
)
"""Groups of every player's own cards, each player doing the step for theirs (1.4.7.b)."""


def instantiate(
    template: EffectStep,
    state: GameState,
    controller: str,
    me: str | None,
    my_expedition: str | None,
    source_label: str,
    it: tuple[str, ...] = (),
    tough_paid: tuple[str, ...] = (),
    me_card: str | None = None,
    it_was_in: tuple[str, ...] = (),
) -> Step:
    """Turn an ability's written step into a concrete :class:`Step` (see module doc).
    ``tough_paid``: objects whose Tough cost this effect already paid (7.4.7.f);
    ``it_was_in``: the zones "it" was in before this effect moved it (2.1.h)."""
    objects: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    target: Subject | None = None
    subject: Subject | None = None
    choosers: tuple[str, ...] = ()
    noted: tuple[str, ...] = ()  # rules that decided the subject, for the trace
    s = template.subject
    if s is Subject.SELF:
        if template.follow and me is not None and (me in state.objects or me_card):
            # 2.1.g: the effect finds "me" again through the moves it made itself — by my
            # card when the object I was is gone ("play me for free and I gain Asleep").
            card_id = state.objects[me].card_id if me in state.objects else me_card
            cards = (card_id,) if card_id is not None else ()
        objects = (me,) if me is not None and not cards else ()
    elif s is Subject.CONTROLLER:
        players = (controller,)
    elif s is Subject.EACH_PLAYER:
        players = state.initiative_order()
    elif s is Subject.OPPONENT:
        players = (state.opponent(controller),)
    elif s is Subject.ITS_CONTROLLER:
        # "If you do, its controller [Resupplies]": who controlled what "it" is — in the
        # zone it was in just before this effect moved it (2.1.h), else where it is now.
        was = [z.player_of(zone) for zone in it_was_in]
        now = [state.objects[o].controller for o in it if o in state.objects and not was]
        found = {p for p in (*was, *now) if p is not None}
        players = tuple(p for p in state.initiative_order() if p in found)
        noted = why("effect.its_controller")
    elif s is Subject.ITS_OWNER:
        # "Its owner [does X]": the owners of what "it" is, in initiative order.
        owners = {state.objects[o].owner for o in it if o in state.objects}
        players = tuple(p for p in state.initiative_order() if p in owners)
    elif s in TARGET_SUBJECTS:
        target = s
    elif s is Subject.MY_EXPEDITION:
        # Found as the step happens: a Gigantic "I" is in both Expeditions (7.4.4.f).
        expeditions = (my_expedition,) if my_expedition else ()
        subject = s
    elif s is Subject.EACH_MY_EXPEDITION:
        expeditions = (
            z.expedition_id(controller, ExpeditionKind.HERO),
            z.expedition_id(controller, ExpeditionKind.COMPANION),
        )
    elif s is Subject.YOUR_COMPANION_EXPEDITION:
        expeditions = (z.expedition_id(controller, ExpeditionKind.COMPANION),)
    elif s is Subject.YOUR_HERO_EXPEDITION:
        expeditions = (z.expedition_id(controller, ExpeditionKind.HERO),)
    elif s is Subject.YOUR_OTHER_EXPEDITION:
        # The controller's Expedition the bearer is not in: none for a Gigantic bearer, in
        # both (7.4.4.b).
        mine = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
        if not mine and my_expedition is not None:
            mine = frozenset({my_expedition})
        expeditions = tuple(
            e
            for e in (z.expedition_id(controller, k) for k in ExpeditionKind)
            if mine and e not in mine
        )
        if len(mine) > 1:
            noted = why("place.gigantic_no_other")  # 7.4.4.l: it refers to no Expedition
    elif s is Subject.ITS_EXPEDITION:
        # "in its Expedition": where "it" is, or was just before this effect moved it
        # (2.1.h: information as it was just before it ceased to exist).
        zones = [state.objects[o].zone for o in it if o in state.objects] + list(it_was_in)
        expeditions = tuple(
            dict.fromkeys(
                z.expedition_id(p, k)
                for zone in zones
                if z.kind_of(zone) is ZoneKind.EXPEDITION
                and (p := z.player_of(zone)) is not None
                and (k := z.expedition_kind_of(zone)) is not None
            )
        )
    elif s is Subject.THE_EXPEDITION_FACING_ME:
        # 1.2.3.c: the Expedition of the same kind across; a Gigantic bearer is in both of
        # its controller's, so it faces the Expeditions facing each of them (7.4.4.g).
        mine = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
        if not mine and my_expedition is not None:
            mine = frozenset({my_expedition})
        expeditions = tuple(sorted(state.facing(e) for e in mine))
    elif s in (
        Subject.ONE_OF_YOUR_EXPEDITIONS,
        Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED,
        Subject.TARGET_EXPEDITIONS_DISTRIBUTED,
    ):
        subject = s
    elif s is Subject.IT:
        objects = it
    elif s in (
        Subject.CHARACTERS_YOU_CONTROL,
        Subject.TOP_CARDS_OF_YOUR_DECK,
        Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
        Subject.CARDS_IN_EACH_PLAYERS_HAND,
        Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE,
        Subject.CARDS_IN_YOUR_RESERVE,
        Subject.CARDS_IN_RESERVE,
        Subject.CARDS_IN_PLAY_AND_RESERVE,
    ):
        subject = s
    elif s is Subject.A_CHARACTER_EACH_PLAYER_CONTROLS:
        subject, choosers = s, state.initiative_order()
    elif s is Subject.A_CARD_FROM_EACH_PLAYERS_HAND:
        # The players first — each decides a "may" (6.5.c, 6.1.h) —, then each who does
        # chooses from their own Hand, in initiative order (6.1.h).
        subject, players = s, state.initiative_order()
    elif s is Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND:
        # The opponent first (6.5.b); once targeted, they choose from their Hand (6.1.h).
        target, subject = Subject.TARGET_OPPONENT, s
    elif s is Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS:
        # Either player first (1.2.6.c); once targeted, they choose one of theirs (6.1.h).
        target, subject = Subject.CHARACTERS_OF_TARGET_PLAYER, s
    elif s in CHOICE_SUBJECTS:
        subject, choosers = s, (controller,)
    if template.other is not None:
        # 7.3.12.a: the second object of an exchange is chosen after the first.
        subject, choosers = template.other, (controller,)
    if template.region in REGION_TARGETS and target is None:
        target = template.region  # where a Terrain Marker is moved to (7.3.23.a)
    # 7.3.18.a: having an object do something is the object doing it: the step says what.
    what = template.does if template.does is not None else template
    kind = template.action
    rules: tuple[str, ...] = why("action.finds_moved") if cards else ()
    if template.does is not None:
        rules = (*rules, *why("action.have_do"))
    if kind is ActionKind.CREATE_ONGOING and template.ongoing is not None:
        delayed = any(a.trigger is TriggerKind.AFTER_REST for a in template.ongoing.abilities)
        rules = (*rules, *why("effect.delayed" if delayed else "effect.ongoing"))
    if kind is ActionKind.RUSH:
        # 7.3.34.a: to Rush is to play a card immediately, as part of the effect (5.2.b).
        kind, rules = ActionKind.PLAY, (*rules, *why("action.rush"))
    if kind is ActionKind.REVEAL:
        rules = (*rules, *why("action.keyword.reveal"))  # information only
    facing_filter = template.filter is not None and template.filter.facing_me
    if s is Subject.THE_EXPEDITION_FACING_ME or facing_filter:
        rules = (*rules, *why("effect.facing_me"))
        if me is not None and me in state.objects and len(expeditions_of(state, me)) > 1:
            rules = (*rules, *why("effect.facing_me_gigantic"))
    if s in EACH_PLAYER_GROUPS:
        rules = (*rules, *why("doer.each_player"))  # each player, for their own (1.4.7.b)
    if template.filter is not None and template.filter.expedition_ahead:
        rules = (*rules, *why("target.ahead"))
    if template.mana_ready:
        rules = (*rules, *why("action.mana_ready"))  # "as a ready Mana Orb"
    return Step(
        kind=kind,
        controller=controller,
        source=source_label,
        label=f"{source_label}: choose {template.choose}"
        if template.modes
        else f"{source_label}: {what.action.value.replace('_', ' ')}",
        objects=objects,
        cards=cards,
        players=players,
        expeditions=expeditions,
        status=what.status,
        counter=what.counter,
        amount=what.amount,
        token=what.token,
        to_zone=what.to_zone,
        optional=template.optional,
        target=target if target is not None else template.target_player,
        subject=subject,
        choosers=choosers,
        each_player_does=subject in EACH_CHOOSER_DOES or subject in EACH_PLAYER_GROUPS,
        repeat=template.times,
        condition=template.condition,
        me=me,
        it=it,
        my_expedition=my_expedition,
        position=what.position,
        trigger=what.trigger,
        then=template.then,
        cost_change=template.cost_change,
        free=template.free,
        ongoing=template.ongoing,
        amounts=template.choose_amount,
        pay=template.pay,
        up_to=template.up_to,
        targets=template.targets,
        follow=template.follow,
        rules=(*rules, *noted),
        tough_paid=tough_paid,
        does=template.does.action if template.does is not None else None,
        terrains=template.terrains,
        otherwise=template.otherwise,
        modes=template.modes,
        choose=template.choose,
        repeat_modes=template.repeat_modes,
        filter=template.filter,
        max_total=template.max_total,
        outcomes=template.outcomes,
        per=template.per,
        x_count=template.x_count,
        total=template.total,
        it_follows=template.it_follows,
        choose_more_if=template.choose_more_if,
        you_decide=template.you_decide,
        choose_count=template.choose_count,
        any_number=template.any_number,
        all_counters=template.all_counters,
        count_outcomes=template.count_outcomes,
        if_cant=template.if_cant,
        mana_ready=template.mana_ready,
        roll_reactions=template.roll_reactions,
        opponent_targets=template.opponent_targets,
        me_card=me_card or (state.objects[me].card_id if me and me in state.objects else None),
        it_was_in=it_was_in,
    )


# --------------------------------------------------------------------------- targets
def _in_play(state: GameState) -> tuple[str, ...]:
    return tuple(
        oid for key in state.zones if z.kind_of(key) in IN_PLAY_ZONES for oid in state.zones[key]
    )


def _of_type(state: GameState, ids: tuple[str, ...], *types: CardType) -> tuple[str, ...]:
    return tuple(oid for oid in ids if state.type_of(oid) in types)


def _reserves(state: GameState, players: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(oid for p in players for oid in state.zone(z.personal(ZoneKind.RESERVE, p)))


def target_options(state: GameState, step: Step) -> tuple[tuple[str, str], ...]:
    """Suitable targets for ``step`` as ``(option id, label)`` pairs (6.5.b)."""
    return _targets(state, step, out_of_reach=False)


def tough_out_of_reach(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects that would be suitable targets for ``step`` but whose Tough cost its
    controller cannot pay, so they cannot be chosen (7.4.7.c)."""
    return tuple(oid for oid, _ in _targets(state, step, out_of_reach=True))


def _targets(state: GameState, step: Step, *, out_of_reach: bool) -> tuple[tuple[str, str], ...]:
    """The targets of ``step``: the suitable ones, or (``out_of_reach``) those left out
    only because their Tough cost cannot be paid (7.4.7.c)."""
    t = step.target
    controller = step.controller or state.first_player
    ids: tuple[str, ...] = ()
    if t is Subject.TARGET_CHARACTER:
        ids = tuple(
            oid
            for key in state.zones
            if z.kind_of(key) is ZoneKind.EXPEDITION
            for oid in state.zones[key]
            if state.type_of(oid) is CardType.CHARACTER
        )
    elif t is Subject.TARGET_RESERVE_CARD:
        ids = _reserves(state, state.players)
    elif t is Subject.TARGET_PERMANENT:
        ids = _of_type(state, _in_play(state), CardType.PERMANENT)
    elif t is Subject.TARGET_CHARACTER_OR_PERMANENT:
        ids = _of_type(state, _in_play(state), CardType.CHARACTER, CardType.PERMANENT)
    elif t is Subject.TARGET_PERMANENT_YOU_CONTROL:
        ids = tuple(
            oid
            for oid in _of_type(state, _in_play(state), CardType.PERMANENT)
            if state.objects[oid].controller == controller
        )
    elif t is Subject.TARGET_CARD_IN_YOUR_RESERVE:
        ids = _reserves(state, (controller,))
    elif t is Subject.TARGET_CHARACTER_IN_MY_EXPEDITION:
        mine: frozenset[str] = frozenset()
        if step.me is not None and step.me in state.objects:
            mine = expeditions_of(state, step.me)  # both, if "I" am Gigantic (7.4.4.f)
        if not mine and step.my_expedition is not None:
            mine = frozenset({step.my_expedition})
        ids = tuple(
            oid
            for e in sorted(mine)
            for oid in state.zone(z.zone_of_expedition(e))
            if state.type_of(oid) is CardType.CHARACTER
        )
    elif t is Subject.TARGET_CARD_IN_PLAY_OR_RESERVE:
        ids = tuple(
            oid
            for oid in (*_in_play(state), *_reserves(state, state.players))
            if state.objects[oid].card_id is not None
        )
    elif t in PLAYER_TARGETS:
        return () if out_of_reach else tuple((p, p) for p in state.players if p != controller)
    elif t is Subject.CHARACTERS_OF_TARGET_PLAYER:
        return () if out_of_reach else tuple((p, p) for p in state.players)  # either (1.2.6.c)
    elif t in EXPEDITION_TARGETS or t is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        ahead_only = step.filter is not None and step.filter.expedition_ahead
        return (
            ()
            if out_of_reach
            else tuple(
                (e, expedition_label(e))
                for e in state.expedition_ids()
                if not ahead_only or ahead(state, e)  # "that's ahead" (7.5.2.b, 7.5.2.c)
            )
        )
    elif t in REGION_TARGETS:
        # 3.2.1.d: only visible regions have Terrain Markers.
        return () if out_of_reach else tuple((r.id, r.name) for r in state.adventure if r.face_up)
    out: list[tuple[str, str]] = []
    for oid in narrowed(state, ids, step.filter, controller, step.me, step.me_card):
        # 7.4.7.f: paid once per effect, however many times the object is chosen.
        extra = 0 if oid in step.tough_paid else tough_cost(state, controller, oid)
        if (extra > ready_mana(state, controller)) is not out_of_reach:
            continue  # 7.4.7.c: cannot pay the Tough cost, cannot choose it
        out.append((oid, state.name(oid) + (f" (Tough {extra}: pay {extra})" if extra else "")))
    return tuple(out)


def tough_cost(state: GameState, chooser: str, object_id: str) -> int:
    """7.4.7.c: "Tough X" — to choose me as a target of an effect they control, my
    controller's opponent must also pay X."""
    if state.objects[object_id].controller == chooser:
        return 0
    return tough_amount(state, object_id)  # printed or granted (2.3.1.a)


def own_tough(state: GameState, chooser: str, object_id: str) -> bool:
    """Whether ``object_id`` has Tough and ``chooser`` controls it, so choosing it costs
    nothing more (7.4.7.c: only an opponent pays)."""
    return state.objects[object_id].controller == chooser and tough_amount(state, object_id) > 0


def ready_mana(state: GameState, player: str) -> int:
    """How many ready Mana Orbs a player has (1.2.5.e)."""
    return sum(
        1
        for oid in state.zone(z.personal(ZoneKind.MANA, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses
    )


def expedition_label(expedition: str) -> str:
    """``"p1:hero"`` -> ``"p1 hero Expedition"``."""
    player, which = expedition.split(":")
    return f"{player} {which} Expedition"


def with_target(step: Step, chosen: tuple[str, ...]) -> Step:
    """The step with its target chosen (6.5.b)."""
    t = step.target
    if t is Subject.TARGET_OPPONENT:
        return replace(step, target=None, players=chosen)
    if t is Subject.TARGET_OPPONENT_COMPANION_EXPEDITION:
        return replace(
            step,
            target=None,
            expeditions=tuple(z.expedition_id(p, ExpeditionKind.COMPANION) for p in chosen),
        )
    if t in EXPEDITION_TARGETS:
        return replace(step, target=None, expeditions=chosen)
    if t is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        # The Expedition is targeted; its Characters are found as the step happens.
        return replace(step, target=None, expeditions=chosen, subject=t)
    if t is Subject.CHARACTERS_OF_TARGET_PLAYER:
        # The player is targeted; their Characters are found as the step happens — or,
        # for "target player sacrifices a Character", they choose one (6.1.h).
        chooses = step.subject is Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS
        return replace(step, target=None, players=chosen, subject=step.subject if chooses else t)
    if t in REGION_TARGETS:
        return replace(step, target=None, regions=(*step.regions, *chosen))
    return replace(step, target=None, objects=(*step.objects, *chosen))


# --------------------------------------------------------------------------- choices
def characters_controlled(state: GameState, player: str) -> tuple[str, ...]:
    """The Characters in play ``player`` controls (2.2.1.h)."""
    return tuple(
        oid
        for key in state.zones
        if z.kind_of(key) is ZoneKind.EXPEDITION
        for oid in state.zones[key]
        if state.type_of(oid) is CardType.CHARACTER and state.objects[oid].controller == player
    )


def group_objects(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects of a group subject, found as the step is about to happen."""
    controller = step.controller or state.first_player
    if step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        found = tuple(
            oid
            for e in step.expeditions
            for oid in state.zone(z.zone_of_expedition(e))
            if state.type_of(oid) is CardType.CHARACTER
        )
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject is Subject.CHARACTERS_OF_TARGET_PLAYER:
        found = tuple(o for p in step.players for o in characters_controlled(state, p))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject in (
        Subject.CARDS_IN_EACH_PLAYERS_HAND,
        Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE,
    ):
        # "Each player discards their hand [and their Reserve]", in initiative order (1.4.5.a).
        players = state.initiative_order()
        found = tuple(o for p in players for o in state.zone(z.personal(ZoneKind.HAND, p)))
        if step.subject is Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE:
            found = (*found, *_reserves(state, players))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject is Subject.CARDS_IN_YOUR_RESERVE:
        found = state.zone(z.personal(ZoneKind.RESERVE, controller))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject in (Subject.CARDS_IN_RESERVE, Subject.CARDS_IN_PLAY_AND_RESERVE):
        # Every player's, in initiative order (1.4.5.a); "in play" is in the Expedition
        # and Landmark zones (3.1.4.a).
        found = _reserves(state, state.initiative_order())
        if step.subject is Subject.CARDS_IN_PLAY_AND_RESERVE:
            found = (*_in_play(state), *found)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject is Subject.CHARACTERS_YOU_CONTROL:
        found = characters_controlled(state, controller)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card)
    if step.subject is Subject.TOP_CARDS_OF_YOUR_DECK:
        # 3.2.2.e: with fewer cards in the Deck, as many as there are.
        return state.zone(z.personal(ZoneKind.DECK, controller))[: step.amount]
    if step.subject is Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK:
        # 1.4.5.a: each player's, in initiative order; 3.2.2.e: as many as there are.
        return tuple(
            oid
            for p in state.initiative_order()
            for oid in state.zone(z.personal(ZoneKind.DECK, p))[: step.amount]
        )
    return ()


def choice_options(state: GameState, step: Step, player: str) -> tuple[str, ...]:
    """What ``player`` may choose for the step's choice subject (6.1.g), narrowed by the
    step's filter ("a Character you control with Hand Cost 3 or less")."""
    found = _choice_options(state, step, player)
    return narrowed(state, found, step.filter, step.controller or player, step.me, step.me_card)


def _choice_options(state: GameState, step: Step, player: str) -> tuple[str, ...]:
    s = step.subject
    if s in (
        Subject.A_CHARACTER_YOU_CONTROL,
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
    ):
        # 7.3.36.a: one sacrifices an object in play one controls.
        return characters_controlled(state, player)
    if s is Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL:
        # 7.3.36.a, 2.2.1.h: a Character or Permanent in play one controls.
        return tuple(
            oid
            for oid in _in_play(state)
            if state.objects[oid].controller == player
            and state.type_of(oid) in (CardType.CHARACTER, CardType.PERMANENT)
        )
    if s is Subject.A_CARD_FROM_YOUR_HAND:
        return state.zone(z.personal(ZoneKind.HAND, player))
    if s is Subject.A_CARD_FROM_YOUR_RESERVE:
        return state.zone(z.personal(ZoneKind.RESERVE, player))
    if s is Subject.A_CARD_IN_RESERVE:
        return _reserves(state, state.initiative_order())
    if s is Subject.MANA_ORBS_YOU_CHOOSE:
        return state.zone(z.personal(ZoneKind.MANA, player))  # 3.2.9.c: Mana Orbs
    if s in (
        Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE,
        Subject.A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS,
    ):
        if s is Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE:
            controlled = (*_in_play(state), *state.zone(z.personal(ZoneKind.HERO, player)))
        else:
            controlled = state.zone(z.landmarks(player))
        found = tuple(
            oid
            for oid in (
                *(o for o in controlled if state.objects[o].controller == player),
                *state.zone(z.personal(ZoneKind.RESERVE, player)),
            )
            if (card := state.card(oid)) is not None and not card.is_token  # a card (2.1.e)
        )
        if step.kind is ActionKind.SPEND_COUNTERS:
            # 6.1.g, 7.3.38.b: only a card with that many counters of one name can spend them.
            found = tuple(
                oid
                for oid in found
                if any(
                    n >= step.amount and (step.counter in (ANY_COUNTER, name))
                    for name, n in state.objects[oid].counters.items()
                )
            )
        return found
    if s is Subject.CHARACTERS_AMONG_THEM:
        return tuple(
            oid
            for oid in step.it
            if oid in state.objects
            and (card := state.card(oid)) is not None
            and card.type is CardType.CHARACTER
        )
    if s is Subject.A_TERRAIN_MARKER:
        return tuple(m.id for m in all_markers(state))
    if s in (Subject.A_CARD_FROM_EACH_PLAYERS_HAND, Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND):
        # "a card from their hand": the chooser's own Hand (6.1.h: hidden, made explicit).
        return state.zone(z.personal(ZoneKind.HAND, player))
    if s in (Subject.A_CARD_FROM_HAND_OR_RESERVE, Subject.A_CHARACTER_FROM_HAND_OR_RESERVE):
        # 5.2.a: a card from Hand or Reserve; exhausted cards in Reserve cannot be played
        # (2.4.6.c).
        hand = state.zone(z.personal(ZoneKind.HAND, player))
        reserve = tuple(
            oid
            for oid in state.zone(z.personal(ZoneKind.RESERVE, player))
            if Status.EXHAUSTED not in state.objects[oid].statuses
        )
        found = tuple(
            oid
            for oid in (*hand, *reserve)
            if s is Subject.A_CARD_FROM_HAND_OR_RESERVE
            or ((card := state.card(oid)) is not None and card.type is CardType.CHARACTER)
        )
        if step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
            return found
        # 6.1.g: a card that cannot be played now (no place for it, a cost its player
        # cannot pay, 5.1.2.g) is an impossible option and cannot be chosen.
        free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
        return tuple(
            oid for oid in found if playable_by_effect(state, player, oid, step.cost_change, free)
        )
    return ()


def is_player_step(step: Step) -> bool:
    """Whether the step is done by players (its "may" is theirs to decide, 6.1.h)."""
    return bool(step.players) and not step.objects and not step.expeditions
