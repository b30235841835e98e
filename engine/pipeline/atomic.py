"""Atomic actions: proposing them from a step, checking they are possible, performing them.

This module holds the three dispatchers, one branch per kind of atomic action; each idea
lives in its own module and is re-exported here under its former name:

* :func:`propose` expands a :class:`Step` against the current state into atomic actions,
  one per affected object, card, player or Expedition (6.1.e); who and what they act on is
  ``engine.pipeline.action_subjects`` (2.1.i, 1.4.7).
* :func:`impossible_reason` (``engine.pipeline.possible``) says which rule makes an atomic
  action impossible (1.4.1.c); impossible actions are not performed and cannot be modified
  (1.4.1.d).
* :func:`perform` applies one atomic action to a :class:`Draft` and returns its event;
  moving between zones is ``engine.pipeline.zone_change`` (2.1.d), Resupply and shuffles
  ``engine.pipeline.deck_actions`` (7.3.31), Expeditions and Terrain Markers
  ``engine.pipeline.adventure`` (7.3.25, 7.3.23), taking control
  ``engine.pipeline.take_control`` (7.3.40), exchanges ``engine.pipeline.exchanges``
  (7.3.11, 7.3.12), Emblems and tokens ``engine.pipeline.creation`` (2.2.2.m, 7.3.5.a).
* Ignore (7.3.19) creates an Emblem-Ongoing; which abilities are ignored is
  ``engine.reading.passives.ignored_abilities`` (7.3.19.b);
  :func:`token_receiver` which player an event gives a token to (7.3.30.a).
"""

from __future__ import annotations

from engine.pipeline.action_subjects import (
    DISCARDING,
    capped,
    deck_position_rules,
    destination,
    doer,
    doer_rules,
    gigantic_defect_rules,
    needs_destination,
    owners_zone_rules,
    placed,
    subject_objects,
)
from engine.pipeline.adventure import (
    move_expedition,
    move_terrain_marker,
    place_terrain_marker,
    propose_expedition_actions,
    propose_terrain_marker,
)
from engine.pipeline.creation import (
    bound_to_expeditions,
    bound_to_objects,
    bound_to_players,
    create_ongoing,
    create_token,
    ignore,
    put_emblem,
    token_receiver,
)
from engine.pipeline.deck_actions import (
    DECK_TOP_ACTIONS,
    propose_draw,
    propose_draw_it,
    propose_resupply,
    resupply,
    shuffle_discard_into_deck,
    top_card_now,
)
from engine.pipeline.draft import Draft
from engine.pipeline.each_kind import of_each_kind, propose_each_kind
from engine.pipeline.exchanges import propose_exchange, propose_exchange_boosts
from engine.pipeline.keywords import HAD_DOINGS, IMPLEMENTED, MOVING_ACTIONS
from engine.pipeline.own_counts import counted_amount, counts_its_own, each_own_step
from engine.pipeline.possible import impossible_reason, restricted
from engine.pipeline.removal import propose_removal, without
from engine.pipeline.statics import can_regain, support_max_more
from engine.pipeline.take_control import over_landmark_limit, propose_take_control, take_control
from engine.pipeline.zone_change import kept_counters, move, with_changes
from engine.reading.counts import count, gigantic_counted
from engine.reading.its_cost import ITS_COSTS, MY_COSTS, its_cost, my_cost
from engine.reading.positions import distance
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Condition, Counted
from engine.state.enums import BOOST, ExpeditionKind, PermanentZone, Status
from engine.state.errors import NotImplementedRule
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import AtomicAction, Step
from engine.why.table import why

__all__ = [
    "DISCARDING",
    "HAD_DOINGS",
    "destination",
    "distance",
    "doer_rules",
    "impossible_reason",
    "kept_counters",
    "move",
    "needs_destination",
    "over_landmark_limit",
    "perform",
    "propose",
    "put_emblem",
    "restricted",
    "subject_objects",
    "token_receiver",
]

_OBJECT_ACTIONS = frozenset(
    {
        ActionKind.EXHAUST,
        ActionKind.PAY_MANA,
        ActionKind.READY,
        ActionKind.GAIN_STATUS,
        ActionKind.LOSE_STATUS,
        ActionKind.GAIN_COUNTERS,
        ActionKind.GIVE_BOOST,
        ActionKind.AUGMENT,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.SPEND_COUNTERS,
        ActionKind.SWITCH_EXPEDITIONS,
        ActionKind.DEFECT,
        ActionKind.CEASE_TO_EXIST,
        ActionKind.ACTIVATE,
    }
)
_COUNTED_GAINS = frozenset({ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST})
"""Gains of a number of counters: gaining 0 of them puts no counter on the object and is no
event (7.3.15.a with X = 0; 7.3.17.a: giving 0 boosts is gaining 0)."""
_PLAYER_ACTIONS = frozenset(
    {
        ActionKind.RESUPPLY,
        ActionKind.EXHAUSTED_RESUPPLY,
        ActionKind.ROLL_DIE,
        ActionKind.SHUFFLE,
        ActionKind.BECOME_FIRST_PLAYER,
        ActionKind.WIN_GAME,
        ActionKind.AFTER_YOU,
        ActionKind.PASS,
    }
)
_EXHAUSTION = frozenset({ActionKind.EXHAUST, ActionKind.PAY_MANA, ActionKind.READY})
_EXPEDITION_ACTIONS = frozenset(
    {ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS, ActionKind.ASCEND}
)


def _counted_by(state: GameState, per: Condition, player: str, me: str | None) -> tuple[str, ...]:
    """The rule deciding what a "per [counted]" count counts, when one does: "per
    Expedition in {V}" counts every player's Expeditions whose region has that terrain
    (7.5.8.b); "per Mana Orb in your Mana zone" counts every object there, exhausted ones
    too, since every object in the Mana zone is a Mana Orb (3.2.9.c); a Gigantic Character
    counted is one Character, counted once (7.4.4.b)."""
    if per.counted == Counted.EXPEDITIONS_IN_TERRAIN:
        return why("count.expeditions_in_terrain")
    if per.counted == Counted.MY_STATISTIC:  # "equal to my {V}": as it is now (gram37)
        return why("count.my_statistic")
    if per.counted == Counted.YOUR_MANA:  # "per Mana Orb in your Mana zone": ready or not
        return why("count.mana_orbs")
    if gigantic_counted(per, state, player, me):
        return why("gigantic.one_object")
    return ()


def per_counted(state: GameState, step: Step) -> Step | None:
    """``step`` with its number counted now ("Draw a card per Character you control", "X is
    its Hand Cost"): ``amount`` is the number, ``per`` is gone; ``None`` when the number
    comes to 0 or less, so the step proposes no atomic action (6.5.i)."""
    targeted = {
        Counted.TARGET_PLAYER_CONTROLS: Counted.YOU_CONTROL,
        Counted.TARGET_PLAYERS_RESERVE: Counted.YOUR_RESERVE,
        Counted.TARGET_PLAYERS_HAND: Counted.YOUR_HAND,
    }
    if step.per is not None and step.per.counted in targeted:
        # "per Character target opponent controls", "the number of cards in target
        # player's Reserve": the targeted player's (6.5.b).
        mine = replace(step.per, counted=targeted[step.per.counted])
        n = sum(count(mine, state, p, step.me) for p in step.players)
        if counted_amount(step, n) <= 0:
            return None
        each = (r for p in step.players for r in _counted_by(state, mine, p, step.me))
        by = tuple(dict.fromkeys(each))
        step = replace(
            step,
            amount=counted_amount(step, n),
            per=None,
            per_plus=0,
            rules=(*step.rules, *by),
        )
    if step.per is not None and step.per.counted in MY_COSTS:
        # "Draw cards equal to my Hand Cost": the printed cost of "me" (6.5.i, 2.2.7).
        here = step.me is not None and step.me in state.objects
        me_card = step.me_card or (state.objects[step.me].card_id if here and step.me else None)
        n = my_cost(state, me_card, step.per.counted)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.my_cost")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted in ITS_COSTS:
        # "X is the sacrificed Character's Hand Cost": the cost of what "it" names (6.5.i).
        n = its_cost(state, step.it, step.per.counted)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.its_cost")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted == Counted.COUNTERS_THIS_WAY:
        # "Draw a card for each boost removed this way": the counters the step before
        # removed or spent, noted as it ended (6.5.i; engine.steps.afterwards)
        n = step.per.result or 0
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        step = replace(step, rules=(*step.rules, *why("count.counters_this_way")))
        if step.amount <= 0:
            return None
    if step.per is not None and step.per.counted == Counted.THAT_MANY:
        # "Discard any number of cards ... to draw that many cards": what "it" names (6.5.i);
        # "for each token among them", "for each Ember counter it had": those that were
        # such, the counters they had, noted before the step that acted on them (6.3.j;
        # engine.steps.afterwards) — none noted: none counted
        noted = step.per.filter is not None or step.per.counter  # counted before the step
        n = (step.per.result or 0) if noted else len(step.it)
        step = replace(step, per=None, amount=counted_amount(step, n), per_plus=0)
        if step.amount <= 0:
            return None
    if step.per is not None:
        # "[N] per [counted]": N times the count, counted as the step happens ("X+2, where
        # X is ...": plus 2).
        n = count(step.per, state, step.controller or state.first_player, step.me)
        if counted_amount(step, n) <= 0:
            return None
        counted_by = _counted_by(state, step.per, step.controller or state.first_player, step.me)
        step = replace(
            step,
            amount=counted_amount(step, n),
            per=None,
            per_plus=0,
            rules=(*step.rules, *counted_by),
        )
    return step


# --------------------------------------------------------------------------- propose
def propose(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Expand ``step`` into its atomic actions (6.1.e)."""
    kind = step.kind
    if kind not in IMPLEMENTED:
        raise NotImplementedRule(f"atomic action {kind.value!r} is not implemented yet")
    if counts_its_own(step):  # "… per Ember counter it has", "… Landmark they control"
        return tuple(a for one in each_own_step(state, step) for a in propose(state, one))
    counted = per_counted(state, step)
    if counted is None:
        return ()
    step = counted
    rules = step.rules
    if kind is ActionKind.WIN_GAME:
        rules = (*rules, *why("action.win_game"))  # a card lets its player win now
    if kind is ActionKind.HAVE_DO:
        return _propose_have_do(state, step)
    if of_each_kind(step):  # "loses all its statuses", "Double the counters of …"
        return propose_each_kind(state, step)
    if kind is ActionKind.REMOVE_COUNTERS:
        return propose_removal(step)  # the counters chosen (engine.steps.removing, 2.5.g)
    if kind is ActionKind.RUSH:
        raise NotImplementedRule(
            "rush is carried out by the effect resolving it: a card is played (7.3.34.a, "
            "5.2.b); instantiate it as a play step"
        )
    if kind is ActionKind.EXCHANGE_BOOSTS:
        return propose_exchange_boosts(state, step)
    if kind is ActionKind.TAKE_CONTROL:
        return propose_take_control(state, step)
    if kind is ActionKind.IGNORE:
        lost = step.ongoing is not None and any(
            ab.ignore is not None and ab.ignore.lose for ab in step.ongoing.abilities
        )  # "loses all its abilities this turn" (2.3.2.d), not an Ignore (7.3.19.a)
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=step.controller,
                ongoing=step.ongoing,
                source=step.source,
                rules=(*rules, *why("action.lose_abilities" if lost else "action.ignore")),
                controller=step.controller,
            )
            for oid in subject_objects(state, step)
        )
    if kind is ActionKind.RECEIVE_TOKEN:
        return tuple(
            AtomicAction(
                kind,
                expedition=e,
                token=step.token,
                player=e.split(":")[0],
                rules=(*rules, *why("action.receive_token")),
                controller=step.controller,
            )
            for e in step.expeditions
            for _ in range(step.amount)
        )
    if kind in (ActionKind.MOVE_TERRAIN_MARKER, ActionKind.PLACE_TERRAIN_MARKER):
        return propose_terrain_marker(state, step)
    if kind is ActionKind.DRAW and step.subject is None and step.objects:
        return propose_draw_it(state, subject_objects(state, step), rules)  # "draw it"
    if kind is ActionKind.DRAW:
        return propose_draw(state, step.players, step.amount, rules)
    if kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        return tuple(propose_resupply(state, kind, p, rules) for p in step.players)
    if kind is ActionKind.EXCHANGE:
        return propose_exchange(state, step)
    if kind in (ActionKind.REVEAL, ActionKind.LOOK):
        # 1.2.7.d: an event that only gives information — to every player, or (look, 3.1.3.f)
        # to the one who looks.
        return tuple(
            AtomicAction(kind, object_id=oid, player=step.controller, rules=rules)
            for oid in subject_objects(state, step)
        )
    if kind in MOVING_ACTIONS:
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=doer(state, step, oid),
                to_zone=placed(step, oid) or destination(state, state.objects[oid], step),
                enter_statuses=step.enter_statuses,
                played_from=step.played_from,
                mana_ready=step.mana_ready,
                rules=(
                    *rules,
                    *_doer_rules(step, rules),
                    *owners_zone_rules(state.objects[oid], step),
                    *deck_position_rules(state, state.objects[oid], step),
                ),
                top=step.position == "top",
                bottom=step.position == "bottom",
                deck_position=int(step.position) if step.position.isdigit() else 0,
                controller=step.controller,
                gains=step.gains,
            )
            for oid in subject_objects(state, step)
        )
    if kind in _OBJECT_ACTIONS:
        counter = BOOST if kind is ActionKind.GIVE_BOOST else step.counter
        amounts = [(oid, capped(state, oid, counter, step)) for oid in subject_objects(state, step)]
        if kind is ActionKind.DOUBLE_COUNTERS:
            rules = (*rules, *why("action.double_counters"))  # as many as it already has
        if kind is ActionKind.GIVE_BOOST:
            # Giving or gaining N boosts (7.3.17.a) puts N boost counters on it.
            rules = (*rules, *why("action.boost_counters_put"))
        if step.max_total and any(support_max_more(state, step.me, o) != 0 for o, _ in amounts):
            rules = (*rules, *why("static.support_max_more"))  # a passive alters the max
        regained = kind is ActionKind.GAIN_STATUS and step.status is not None
        if regained and any(
            step.status in state.objects[o].statuses and can_regain(state, o, step.status.value)
            for o, _ in amounts
        ):
            rules = (*rules, *why("action.status_regained"))  # nothing changes; Reactions
        return tuple(
            AtomicAction(
                kind,
                object_id=oid,
                player=step.controller,
                status=Status.EXHAUSTED if kind in _EXHAUSTION else step.status,
                counter=counter,
                amount=amount,
                rules=(*rules, *gigantic_defect_rules(state, kind, oid)),
                trigger=step.trigger,
                controller=step.controller,
            )
            for oid, amount in amounts
            if amount > 0 or (not step.max_total and kind not in _COUNTED_GAINS)
        )
    if kind in _PLAYER_ACTIONS:
        return tuple(
            AtomicAction(
                kind, player=p, amount=step.amount, rules=rules, controller=step.controller
            )
            for p in step.players
        )
    if kind is ActionKind.CREATE_ONGOING:
        assert step.ongoing is not None
        return (
            AtomicAction(
                kind,
                player=step.controller,
                ongoing=bound_to_players(
                    bound_to_objects(
                        bound_to_expeditions(step.ongoing, step.expeditions), step.objects
                    ),
                    step.players,
                ),
                source=step.source,
                rules=rules,
                controller=step.controller,
            ),
        )
    if kind in _EXPEDITION_ACTIONS:
        return propose_expedition_actions(
            state, kind, step.expeditions, step.amount, rules, step.controller
        )
    if (
        kind is ActionKind.CREATE
        and step.token is not None
        and step.token.permanent_zone is PermanentZone.LANDMARK
    ):
        # A Landmark Permanent token: one per token, into its creator's Landmarks (2.2.3.e).
        return tuple(
            AtomicAction(kind, token=step.token, player=p, rules=rules, controller=p)
            for p in step.players
            for _ in range(step.amount)
        )
    if kind is ActionKind.CREATE:
        return tuple(
            AtomicAction(
                kind,
                expedition=e,
                token=step.token,
                player=step.controller,
                rules=rules,
                controller=step.controller,
            )
            for e in step.expeditions
            for _ in range(step.amount)
        )
    raise NotImplementedRule(f"no proposal rule for {kind.value!r}")


def _doer_rules(step: Step, rules: tuple[str, ...]) -> tuple[str, ...]:
    """Who does a moving step, cited on its atomic actions: for a sacrifice (1.4.7), and
    when each player the effect names does it for what they chose ("each opponent discards
    a card from their Reserve": 1.4.7.b) — once."""
    if (
        step.kind is not ActionKind.SACRIFICE
        and not step.each_player_does
        and not step.its_controller_does
    ):
        return ()
    return tuple(rule for rule in doer_rules(step) if rule not in rules)


def _propose_have_do(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """7.3.18.a: a player having an object do something is equivalent to the object doing
    it: the atomic actions are those of the step the object does."""
    does = step.does
    if does is None or does not in HAD_DOINGS:
        what = does.value if does is not None else "nothing"
        raise NotImplementedRule(f"having an object do {what!r} is not implemented (7.3.18.a)")
    return propose(
        state, replace(step, kind=does, does=None, rules=(*step.rules, *why("action.have_do")))
    )


# --------------------------------------------------------------------------- perform
def _boosted_lost(draft: Draft, object_id: str, counter: str, ev: Event) -> Event:
    """``ev`` citing why the object is no longer Boosted when it lost its last boost: Boosted
    is having at least one boost, never gained or lost directly (2.4.5.a, 2.4.5.b)."""
    after = draft.objects.get(object_id)
    if counter != BOOST or after is None or after.counters.get(BOOST, 0) > 0:
        return ev
    return replace(ev, rules=(*ev.rules, *why("action.boosted_lost")))


def perform(draft: Draft, action: AtomicAction, seq: int) -> Event:
    """Perform one (possible) atomic action on ``draft`` and return its event."""
    kind = action.kind
    if kind in DECK_TOP_ACTIONS:
        action = top_card_now(draft, action)
    if action.ceases or (kind in MOVING_ACTIONS and action.object_id is not None):
        return move(draft, action, seq)
    action = _on_moved_card(draft, action)
    ev = Event(
        seq,
        kind,
        object_id=action.object_id,
        player=action.player,
        status=action.status,
        counter=action.counter,
        amount=action.amount,
        expedition=action.expedition,
        modifiers=action.modifiers,
        rules=action.rules,
    )
    o = draft.objects.get(action.object_id) if action.object_id is not None else None
    if kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        assert o is not None
        with_changes(draft, o, statuses=o.statuses | {Status.EXHAUSTED})
    elif kind is ActionKind.READY:
        assert o is not None
        with_changes(draft, o, statuses=o.statuses - {Status.EXHAUSTED})
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        with_changes(draft, o, statuses=o.statuses | {action.status})
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        with_changes(draft, o, statuses=o.statuses - {action.status})
    elif kind in (ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST, ActionKind.AUGMENT):
        assert o is not None
        amount = 1 if kind is ActionKind.AUGMENT else action.amount
        counters = dict(o.counters)
        counters[action.counter] = counters.get(action.counter, 0) + amount
        with_changes(draft, o, counters=counters)
    elif kind is ActionKind.DOUBLE_COUNTERS:
        assert o is not None
        counters = dict(o.counters)
        counters[action.counter] = counters[action.counter] * 2
        with_changes(draft, o, counters=counters)
    elif kind is ActionKind.REMOVE_COUNTERS:
        assert o is not None
        with_changes(draft, o, counters=without(o, action.counter, action.amount))  # 2.5.g
        ev = _boosted_lost(draft, o.id, action.counter, ev)
    elif kind is ActionKind.SPEND_COUNTERS:
        assert o is not None
        counters = dict(o.counters)
        counters[action.counter] -= action.amount
        if counters[action.counter] == 0:
            del counters[action.counter]
        with_changes(draft, o, counters=counters)
        ev = _boosted_lost(draft, o.id, action.counter, ev)
    elif kind in (ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT):
        # 3.2.4.d: moving between Expeditions is not a zone change: same object.
        assert o is not None
        player = z.player_of(o.zone)
        which = z.expedition_kind_of(o.zone)
        assert player is not None and which is not None
        if kind is ActionKind.SWITCH_EXPEDITIONS:
            other = (
                ExpeditionKind.COMPANION if which is ExpeditionKind.HERO else ExpeditionKind.HERO
            )
            new_zone = z.expedition(player, other)
        else:
            new_zone = z.expedition(draft.base.opponent(player), which)
        draft.remove_from_zone(o.id, o.zone)
        draft.add_to_zone(o.id, new_zone)
        with_changes(draft, o, zone=new_zone, controller=z.player_of(new_zone) or o.controller)
        ev = Event(
            seq,
            kind,
            object_id=o.id,
            new_object_id=o.id,
            from_zone=o.zone,
            to_zone=new_zone,
            player=action.player,
            # 7.3.39.b: it leaves one Expedition and joins the other, not the Expedition
            # zone: the same object keeps its boosts and statuses (2.1.h Remark, 3.2.4.d).
            # 7.5.5.b: a defecting object is now controlled by the player of the Expedition
            # it joined.
            rules=(*action.rules, *why("action.switch_keeps"))
            if kind is ActionKind.SWITCH_EXPEDITIONS
            else (*action.rules, *why("action.defect_control")),
        )
    elif kind is ActionKind.CEASE_TO_EXIST:
        assert o is not None
        del draft.objects[o.id]
        draft.remove_from_zone(o.id, o.zone)
        ev = Event(seq, kind, object_id=o.id, from_zone=o.zone, ceased=True, rules=action.rules)
    elif kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        ev = resupply(draft, action, seq)
    elif kind is ActionKind.SHUFFLE:
        assert action.player is not None
        shuffle_discard_into_deck(draft, action.player)
    elif kind is ActionKind.ROLL_DIE:
        # 7.3.33.a: the result noted is what the die showed (the roller's answer).
        ev = Event(seq, kind, player=action.player, value=action.amount, rules=action.rules)
    elif kind is ActionKind.BECOME_FIRST_PLAYER:
        assert action.player is not None
        draft.first_player = action.player
    elif kind is ActionKind.WIN_GAME:
        # "You win the game": the card lets its player win now, not only at Check Victory
        # (1.4.2.a); the game ends with this step.
        assert action.player is not None
        draft.winner = action.player
    elif kind is ActionKind.ASCEND:
        assert action.expedition is not None
        current = draft.expedition_statuses.get(action.expedition, frozenset())
        draft.expedition_statuses[action.expedition] = current | {Status.ASCENDED}
    elif kind in (ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS):
        if move_expedition(draft, action):
            # 7.3.25.b: moving into or past a face-down Tumult card flips it face-up.
            ev = replace(ev, rules=(*ev.rules, *why("action.tumult_flipped")))
    elif kind is ActionKind.CREATE:
        ev = create_token(draft, action, seq)
    elif kind is ActionKind.ACTIVATE:
        ev = replace(ev, trigger=action.trigger)  # 7.3.1.b: the event activates Reactions
    elif kind is ActionKind.AFTER_YOU:
        draft.turn_ends = True  # 7.3.2.a: the turn ends once no Reactions are in Limbo
    elif kind is ActionKind.PASS:
        assert action.player is not None
        draft.passed.add(action.player)
    elif kind is ActionKind.CREATE_ONGOING:
        ev = create_ongoing(draft, action, seq)
    elif kind in (ActionKind.REVEAL, ActionKind.LOOK):
        pass  # 1.2.7.d: no change to the game state
    elif kind is ActionKind.EXCHANGE_BOOSTS:
        assert o is not None
        counters = dict(o.counters)
        counters[BOOST] = counters.get(BOOST, 0) + action.amount
        if counters[BOOST] <= 0:
            del counters[BOOST]
        with_changes(draft, o, counters=counters)
    elif kind is ActionKind.TAKE_CONTROL:
        assert o is not None and action.to_zone is not None
        ev = take_control(draft, o, action, seq)
    elif kind is ActionKind.IGNORE:
        assert o is not None
        ev = ignore(draft, o, action, seq)
    elif kind is ActionKind.RECEIVE_TOKEN:
        ev = create_token(draft, action, seq)
    elif kind is ActionKind.MOVE_TERRAIN_MARKER:
        ev = move_terrain_marker(draft, action, seq)
    elif kind is ActionKind.PLACE_TERRAIN_MARKER:
        ev = place_terrain_marker(draft, action, seq)
    else:
        raise NotImplementedRule(f"atomic action {kind.value!r} is not implemented yet")
    return ev


def _on_moved_card(draft: Draft, action: AtomicAction) -> AtomicAction:
    """``action`` on the object its card is now, when an earlier atomic action of the same
    step moved it: "If a Character you control would be put in an Expedition, it also gains
    1 boost" (6.2.c) adds its boost to the step that puts the Character, and the Character
    it gives it to is the one in the Expedition (2.1.g: the effect finds the card it moved)."""
    oid = action.object_id
    if oid is None or oid in draft.objects or oid not in draft.base.objects:
        return action
    card_id = draft.base.objects[oid].card_id
    moved = draft.card_objects.get(card_id) if card_id is not None else None
    return replace(action, object_id=moved) if moved is not None else action
