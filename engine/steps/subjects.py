"""Who or what a step acts on: from an ability's written subject to a concrete step.

:func:`instantiate` turns an ability's :class:`~engine.state.cards.EffectStep` into a
:class:`~engine.state.steps.Step`: "I" is the object bearing the ability (7.2.1.a, for
emblems 7.2.1.d), "you" its controller (7.2.3.a), "it" the objects named by the trigger
(6.3.i). Targets, groups and choices are left for the moment the step is about to happen
(6.1.g): the suitable targets are listed by :mod:`engine.steps.subject_targets` (6.5.b), the
groups and the objects a player chooses without targeting by :mod:`engine.steps.subject_choices`
(6.1.g, 6.1.h).
"""

from __future__ import annotations

from engine.pipeline.found_after_move import found_me
from engine.reading.compared_stats import bound_to
from engine.reading.gigantic_presence import last_known_mine
from engine.reading.passives import expeditions_of
from engine.reading.working import in_play as object_in_play
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import (
    CHOICE_SUBJECTS,
    TARGET_SUBJECTS,
    EffectStep,
    Subject,
    TriggerKind,
)
from engine.state.enums import HIDDEN_ZONES, ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import count_of
from engine.state.steps import Step
from engine.state.subjects import (
    PLAYER_SUBJECTS,
    THEIR_OWN_SUBJECTS,
    YOURS_OPPONENT_CHOOSES,
    YOURS_TARGET_OPPONENT_CHOOSES,
)
from engine.steps.subject_targets import REGION_TARGETS, its_expeditions
from engine.why.first_person import my_point
from engine.why.table import why

EACH_CHOOSER_DOES = THEIR_OWN_SUBJECTS | {Subject.A_CHARACTER_EACH_PLAYER_CONTROLS}
"""Choices each player makes of their own objects, who then do the step themselves
("each player sacrifices a Character", "target opponent discards a card from their hand":
7.5.6.b)."""
EACH_PLAYER_GROUPS = frozenset(
    {Subject.CARDS_IN_EACH_PLAYERS_HAND, Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE}
)
"""Groups of every player's own cards, each player doing the step for theirs (7.5.6.b)."""


def _in_play(state: GameState, me: str | None) -> bool:
    """Whether "I" is an object in play now (the Expedition or Landmark zone, 3.1.4.a)."""
    return me is not None and me in state.objects and object_in_play(state, me)


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
    me_was_gigantic: bool = False,
    me_was: str | None = None,
    me_was_paid: bool = False,
    me_in_play_at_start: bool | None = None,
) -> Step:
    """Turn an ability's written step into a concrete :class:`Step` (see module doc).
    ``tough_paid``: objects whose Tough cost this effect already paid (7.4.7.f);
    ``it_was_in``: the zones "it" was in before this effect moved it (2.1.h);
    ``me_was_gigantic``: "I" was Gigantic when it was last in the Expedition zone, so if
    it is gone "my Expedition" is both of its controller's (6.3.j, 7.4.4.f); ``me_was``: the
    object "I" was when it left play, read as it was then (2.1.h, 6.3.j); ``me_was_paid``:
    it left paying the ability's cost ("Sacrifice me: …", 2.1.h); ``me_in_play_at_start``:
    "I" was in play as the ability began to resolve (found now when not given: a step
    instantiated later in the effect passes its first step's)."""
    at_start = _in_play(state, me) if me_in_play_at_start is None else me_in_play_at_start
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
        # 2.1.f: the effect finds "me" again through a move it made itself, by my card, in
        # a visible zone ("Sacrifice me. Then put me in Reserve"; through Limbo, 2.1.g:
        # "play me for free and I gain Asleep") — known to the reader (``follow``) or found
        # as a later step begins ("You may sacrifice a Character. If you do, exhaust me")
        left = (
            at_start
            and me_in_play_at_start is not None
            and not me_was_paid
            and me is not None
            and me not in state.objects
        )
        cards, found_rules = found_me(
            state, me, me_card, template.follow, template.follow_through, left
        )
        noted = found_rules
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
        # "Its owner [does X]": the owners of what "it" is, in initiative order — of an
        # object that no longer exists (moved to a Hand, 2.1.j), as it last was (2.1.h).
        owners = {state.objects[o].owner for o in it if o in state.objects}
        owners |= {k.object.owner for o in it if (k := state.last_known.get(o)) is not None}
        players = tuple(p for p in state.initiative_order() if p in owners)
    elif s in TARGET_SUBJECTS:
        target = s
    elif s is Subject.MY_EXPEDITION:
        # Found as the step happens: a Gigantic "I" is in both Expeditions (7.4.4.f) — and
        # was, if it left them since (6.3.j: the location it had when it stopped existing).
        expeditions = tuple(sorted(last_known_mine(state, me, my_expedition, me_was_gigantic)))
        subject = s
        if expeditions and me is not None and me in state.objects and expeditions_of(state, me):
            # "my" is the object bearing the ability (7.2.1.a) — for an Emblem-Reaction
            # resolving it, the object that created that Emblem (7.2.1.d)
            noted = why(my_point(state, me))
    elif s is Subject.EACH_MY_EXPEDITION:
        expeditions = (
            z.expedition_id(controller, ExpeditionKind.HERO),
            z.expedition_id(controller, ExpeditionKind.COMPANION),
        )
        noted = why("place.yours")  # "your Expeditions": the controller's (7.2.3.a, 7.5.5.a)
    elif s is Subject.YOUR_COMPANION_EXPEDITION:
        expeditions = (z.expedition_id(controller, ExpeditionKind.COMPANION),)
        noted = why("place.yours")
    elif s is Subject.YOUR_HERO:  # "ready your Hero": the one in their Hero zone (3.2.6.b)
        objects = state.zone(z.personal(ZoneKind.HERO, controller))
    elif s is Subject.YOUR_HERO_EXPEDITION:
        expeditions = (z.expedition_id(controller, ExpeditionKind.HERO),)
        noted = why("place.yours")
    elif s is Subject.YOUR_LANDMARKS:
        players = (controller,)  # a Landmark Permanent token joins its creator's (2.2.3.e)
    elif s is Subject.YOUR_OTHER_EXPEDITION:
        # The controller's Expedition the bearer is not in: none for a Gigantic bearer, in
        # both (7.4.4.b).
        mine = last_known_mine(state, me, my_expedition, me_was_gigantic)
        expeditions = tuple(
            e
            for e in (z.expedition_id(controller, k) for k in ExpeditionKind)
            if mine and e not in mine
        )
        if len(mine) > 1:
            noted = why("place.gigantic_no_other")  # 7.4.4.l: it refers to no Expedition
    elif s is Subject.ITS_EXPEDITION:
        expeditions, noted = its_expeditions(state, it, it_was_in)
        if len(it) == 1 and len(expeditions) > 1:
            subject = s  # a Gigantic "it": one subset, a place picked per token (7.4.4.h)
    elif s is Subject.CHARACTERS_IN_IT:
        # The Characters in the Expedition "it" is (the one the step before acted on), found
        # as the step happens, as in a targeted one (6.5.b, 7.4.4.b).
        expeditions, noted = its_expeditions(state, it, it_was_in)
        subject = Subject.CHARACTERS_IN_TARGET_EXPEDITION
    elif s is Subject.CHARACTERS_FACING_IT:
        # hc: the Characters in the Expedition facing the Expedition "it" is (the one a move
        # trigger named, 6.3.i, or a step before moved), found as the step happens (1.2.3.c)
        named = tuple(e for e in it if e in state.expedition_ids())
        expeditions = tuple(sorted(state.facing(e) for e in named))
        noted = why("place.facing_it")
        subject = Subject.CHARACTERS_IN_TARGET_EXPEDITION
    elif s is Subject.THE_EXPEDITION_FACING_ME:
        # 1.2.3.c: the Expedition of the same kind across; a Gigantic bearer is in both of
        # its controller's, so it faces the Expeditions facing each of them (7.4.4.g).
        mine = last_known_mine(state, me, my_expedition, me_was_gigantic)
        expeditions = tuple(sorted(state.facing(e) for e in mine))
        if mine and (me is None or me not in state.objects or not expeditions_of(state, me)):
            # where I was when I left: a Reaction's object gone before it resolved (6.3.j,
            # 2.1.h), or this ability's own step or cost took me out (2.1.h)
            left = me_was_paid or (at_start and me_in_play_at_start is not None)
            noted = why("effect.my_place_left" if left else "effect.my_place_gone")
        if not expeditions and template.action is ActionKind.CREATE_ONGOING:
            # gd: "The Expedition facing me can't move forward this Day" said where I am in
            # no Expedition: it names none (1.2.3.c) — the Emblem is not made for them all
            subject = s
    elif s in (
        Subject.ONE_OF_YOUR_EXPEDITIONS,
        Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED,
        Subject.EACH_MY_EXPEDITION_DESCRIBED,
        Subject.EACH_EXPEDITION_DESCRIBED,
        Subject.TARGET_EXPEDITIONS_DISTRIBUTED,
    ):
        subject = s
    elif s is Subject.IT:
        # an object this effect moved from play into a Hand or Deck: there it is a card, not
        # an object (2.1.j), and the effect finds moved objects in visible zones only
        # (2.1.f) — the step names the old object, which no longer exists (2.1.d), and has
        # nothing to act on; a condition on "it" still reads it as it last was (2.1.h)
        objects = tuple(_left_for_hidden(state, o) for o in it)
    elif s in (
        Subject.CHARACTERS_YOU_CONTROL,
        Subject.TOP_CARDS_OF_YOUR_DECK,
        Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
        Subject.CARDS_IN_EACH_PLAYERS_HAND,
        Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE,
        Subject.CARDS_IN_YOUR_RESERVE,
        Subject.CARDS_IN_YOUR_HAND,
        Subject.YOUR_MANA_ORBS,
        Subject.CARDS_IN_RESERVE,
        Subject.CARDS_IN_PLAY_AND_RESERVE,
        Subject.OBJECTS_IN_PLAY,
    ):
        subject = s
    elif s in (
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CARD_FROM_EACH_PLAYERS_RESERVE,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS,
    ):
        # The players first — each decides a "may" (6.5.c, 6.1.h) —, then each who does
        # chooses from their own Hand, Reserve or objects in play, in initiative order (6.1.h).
        subject, players = s, state.initiative_order()
    elif s in (
        Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_RESERVE,
    ):
        # The opponent first (6.5.b); once targeted, they choose from their Hand or
        # Reserve (6.1.h).
        target, subject = Subject.TARGET_OPPONENT, s
    elif s in (Subject.A_CARD_FROM_TARGET_PLAYERS_HAND, Subject.A_CARD_FROM_TARGET_PLAYERS_RESERVE):
        # Either player first (1.2.6.c); once targeted, they choose from their own (6.1.h).
        target, subject = Subject.TARGET_PLAYER, s
    elif s in (
        Subject.A_CHARACTER_EACH_OPPONENT_CONTROLS,
        Subject.A_CARD_FROM_EACH_OPPONENTS_HAND,
        Subject.A_CARD_FROM_EACH_OPPONENTS_RESERVE,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS,
    ):
        # Each opponent, in initiative order, chooses one of their own (6.1.h).
        subject = s
        players = tuple(p for p in state.initiative_order() if p != controller)
    elif s in (
        Subject.A_CHARACTER_TARGET_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_OPPONENT_CONTROLS,
    ):
        # The opponent first (6.5.b); once targeted, they choose one of theirs (6.1.h).
        target, subject = Subject.TARGET_OPPONENT, s
    elif s in (
        Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_PLAYER_CONTROLS,
    ):
        # Either player first (1.2.6.c); once targeted, they choose one of theirs (6.1.h).
        target, subject = Subject.CHARACTERS_OF_TARGET_PLAYER, s
    elif s in YOURS_TARGET_OPPONENT_CHOOSES:
        # ib39: the opponent first (6.5.b); once targeted, they choose among the effect's
        # controller's objects (6.1.g "unless specified otherwise")
        target, subject = Subject.TARGET_OPPONENT, s
    elif s in YOURS_OPPONENT_CHOOSES:
        # ib39: each opponent, in initiative order, chooses among the effect's controller's
        # objects (6.1.g, 6.1.h)
        subject = s
        players = tuple(p for p in state.initiative_order() if p != controller)
    elif s in CHOICE_SUBJECTS:
        subject, choosers = s, (controller,)
    if template.players_do and s in TARGET_SUBJECTS:
        # "Each player may give target Character they control 1 boost": the target is each
        # acting player's own, chosen by them in their own step (1.4.7.b, 6.5.b), in
        # initiative order (6.1.h) — none for the group's step
        target = None
    if template.players_do == "target_player" and target is None:
        # "Target player [step]": either player, the effect's controller's target (1.2.6.c,
        # 6.5.b), chosen before that player does the step (1.4.7.b)
        target = Subject.TARGET_PLAYER
    if template.other is not None:
        # 7.3.12.a: the second object of an exchange is chosen after the first.
        subject, choosers = template.other, (controller,)
    region_next: Subject | None = None
    if template.region in REGION_TARGETS and target is None:
        target = template.region  # where a Terrain Marker is moved to (7.3.23.a)
    elif template.region in REGION_TARGETS and target is Subject.TARGET_TERRAIN_MARKER:
        region_next = template.region  # "Move target Terrain Marker to target region" (6.5.b)
    # The player a count targets ("per Character target opponent controls", 6.5.b); the
    # opponent a condition names is asked by the condition (engine.steps.condition_targets).
    for_condition = template.condition is not None and template.condition.against_target
    counted_player = None if for_condition else template.target_player
    # 7.3.18.a: having an object do something is the object doing it: the step says what.
    what = template.does if template.does is not None else template
    kind = template.action
    rules: tuple[str, ...] = ()
    if template.does is not None:
        rules = (*rules, *why("action.have_do"))
    if kind is ActionKind.CREATE_ONGOING and template.ongoing is not None:
        delayed = any(a.trigger is TriggerKind.AFTER_REST for a in template.ongoing.abilities)
        rules = (*rules, *why("effect.delayed" if delayed else "effect.ongoing"))
    if kind is ActionKind.RUSH:
        # 7.3.34.a: to Rush is to play a card immediately, as part of the effect (5.2.b).
        kind, rules = ActionKind.PLAY, (*rules, *why("action.rush"))
    if kind is ActionKind.DISCARD and s is Subject.TOP_CARDS_OF_YOUR_DECK:
        rules = (*rules, *why("action.discard_top"))  # the top N, or as many as there are
    if kind is ActionKind.REVEAL:
        rules = (*rules, *why("action.keyword.reveal"))  # information only
    if kind is ActionKind.LOOK:
        rules = (*rules, *why("action.keyword.look"))  # information for the one who looks
    facing_filter = template.filter is not None and template.filter.facing_me
    if s is Subject.THE_EXPEDITION_FACING_ME or facing_filter:
        rules = (*rules, *why("effect.facing_me"))
        if me is not None and me in state.objects and len(expeditions_of(state, me)) > 1:
            rules = (*rules, *why("effect.facing_me_gigantic"))
    in_mine = template.filter is not None and template.filter.in_my_expedition
    if in_mine and me is not None and me in state.objects and len(expeditions_of(state, me)) > 1:
        rules = (*rules, *why("place.gigantic_both"))  # "in my Expedition": both (7.4.4.f)
    if s in EACH_PLAYER_GROUPS:
        rules = (*rules, *why("doer.each_player"))  # each player, for their own (1.4.7.b)
    elif s in PLAYER_SUBJECTS and s is not Subject.CONTROLLER:
        rules = (*rules, *why("doer.named_player"))  # the player the effect names (1.4.7.b)
    if template.effect_controller_does:
        # another player chose the object; the effect's controller does the step (1.4.7.c)
        rules = (*rules, *why("doer.effect_controller"))
    if s in YOURS_OPPONENT_CHOOSES:
        rules = (*rules, *why("choice.opponent_chooses_yours"))  # ib39: 6.1.g, 6.1.h
    if template.filter is not None and template.filter.expedition_ahead:
        rules = (*rules, *why("target.ahead"))
    if template.mana_ready:
        rules = (*rules, *why("action.mana_ready"))  # "as a ready Mana Orb"
    return Step(
        kind=kind,
        controller=controller,
        source=source_label,
        label=f"{source_label}: choose {count_of(template.choose, 'mode')}"
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
        to_owner=what.to_owner,
        optional=template.optional,
        target=target if target is not None else counted_player or template.count_target,
        next_target=region_next or (counted_player if target is not None else None),
        subject=subject,
        choosers=choosers,
        # "Target opponent chooses a Character they control. Send it to Reserve": they
        # choose, the effect's controller does the step (1.4.7.c)
        each_player_does=(subject in EACH_CHOOSER_DOES or subject in EACH_PLAYER_GROUPS)
        and not template.effect_controller_does,
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
        pays_for_step=template.pays_for_step,
        up_to=template.up_to,
        targets=template.targets,
        follow=template.follow,
        follow_through=template.follow_through,
        rules=(*rules, *noted),
        tough_paid=tough_paid,
        does=template.does.action if template.does is not None else None,
        terrains=template.terrains,
        otherwise=template.otherwise,
        modes=template.modes,
        choose=template.choose,
        repeat_modes=template.repeat_modes,
        filter=bound_to(template.filter, it),  # ic: "than it" names this "it" (6.5.b)
        max_total=template.max_total,
        outcomes=template.outcomes,
        dice_count=template.dice_count,
        per=template.per,
        per_plus=template.per_plus,
        per_every=template.per_every,
        per_round_up=template.per_round_up,
        per_most=template.per_most,
        x_count=template.x_count,
        total=template.total,
        targets_together=template.targets_together,
        it_follows=template.it_follows,
        keeps_it=template.keeps_it,
        the_others=template.the_others,
        choose_more_if=template.choose_more_if,
        modes_min=template.modes_min,
        opponent_chooses_modes=template.opponent_chooses_modes,
        modes_chooser_targeted=template.modes_chooser_targeted,
        either=template.either,
        named=template.named,  # gt
        you_decide=template.you_decide,
        choose_count=template.choose_count,
        per_expedition=template.per_expedition,
        any_number=template.any_number,
        at_random=template.at_random,
        rest_of_seen=template.rest_of_seen,
        x_chooses=template.x_chooses,
        all_counters=template.all_counters,
        kept=template.kept,
        halved=template.halved,
        all_statuses=template.all_statuses,
        count_outcomes=template.count_outcomes,
        if_cant=template.if_cant,
        if_not_done=template.if_not_done,
        unless_paid=template.unless_paid,
        chosen_instead=template.chosen_instead,
        object_condition=template.object_condition,
        # "may Rush to [do]" is no cost: the thing only if a card was played (7.3.34.b)
        to_pay=template.to_pay and template.action is not ActionKind.RUSH,
        never_forced=template.never_forced,
        also=template.also,
        cost_with=template.cost_with,
        said_if_you_do=template.said_if_you_do,
        distribute=template.distribute,
        each_object=template.each_object,
        in_all=template.in_all,
        count_target=template.count_target is not None and target is None,
        mana_ready=template.mana_ready,
        roll_reactions=template.roll_reactions,
        reveal_reactions=template.reveal_reactions,
        opponent_targets=template.opponent_targets,
        opponent_does=template.opponent_does,
        its_controller_does=template.its_controller_does,
        per_player=template if template.players_do else None,
        per_object=template if template.for_each is not None else None,  # gf (6.5.i)
        other_filter=template.other_filter if template.other is not None else None,
        status_options=template.status_choices,
        me_card=me_card or (state.objects[me].card_id if me and me in state.objects else None),
        it_was_in=it_was_in,
        me_was_gigantic=me_was_gigantic,
        me_was=me_was,
        me_was_paid=me_was_paid,
        me_in_play_at_start=at_start,
        keyword_action=template.keyword_action,  # ha (2.2.12.c)
    )


def _left_for_hidden(state: GameState, object_id: str) -> str:
    """The object that left a visible zone and became the card ``object_id`` now in a Hand
    or Deck (2.1.d, 2.1.j), or ``object_id`` itself — in a visible zone, or a card that was
    never an object this Day (one drawn from the Deck, 7.3.9.a)."""
    o = state.objects.get(object_id)
    if o is None or z.kind_of(o.zone) not in HIDDEN_ZONES:
        return object_id
    for old, known in state.last_known.items():
        if known.became == object_id and z.kind_of(known.object.zone) not in HIDDEN_ZONES:
            return old
    return object_id
