"""Performing one atomic action (1.4.1, 7.3): the change it makes to a :class:`Draft` and the
event it makes, with the rules the event cites. Moving between zones is
``engine.pipeline.zone_change`` (2.1.d); Resupply and shuffles ``engine.pipeline.deck_actions``
(7.3.31); Expeditions and Terrain Markers ``engine.pipeline.adventure`` (7.3.25, 7.3.23);
taking control ``engine.pipeline.take_control`` (7.3.40); Emblems and tokens
``engine.pipeline.creation`` (2.2.2.m, 7.3.5.a); Ignore (7.3.19) creates an Emblem-Ongoing."""

from __future__ import annotations

from engine.pipeline.adventure import (
    move_expedition,
    move_terrain_marker,
    place_terrain_marker,
)
from engine.pipeline.creation import (
    create_ongoing,
    create_token,
    ignore,
)
from engine.pipeline.deck_actions import (
    DECK_TOP_ACTIONS,
    resupply,
    shuffle_deck,
    shuffle_discard_into_deck,
    top_card_now,
)
from engine.pipeline.draft import Draft
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.pipeline.removal import without
from engine.pipeline.status_origins import gained_origins, kept_origins
from engine.pipeline.take_control import take_control
from engine.pipeline.zone_change import move, with_changes
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, ExpeditionKind, Status
from engine.state.errors import NotImplementedRule
from engine.state.events import Event
from engine.state.records import replace
from engine.state.steps import AtomicAction
from engine.why.table import why


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
        # the effect exhausting it kept, to be named where it decides (2.4.6.a)
        origins = gained_origins(
            draft.base, o, (Status.EXHAUSTED,), action.source, action.rule_origin
        )
        with_changes(draft, o, statuses=o.statuses | {Status.EXHAUSTED}, status_origins=origins)
    elif kind is ActionKind.READY:
        assert o is not None
        statuses = o.statuses - {Status.EXHAUSTED}
        with_changes(draft, o, statuses=statuses, status_origins=kept_origins(o, statuses))
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        # the effect giving it the status kept, to be named where it decides (2.4.1.e)
        origins = gained_origins(draft.base, o, (action.status,), action.source, action.rule_origin)
        with_changes(draft, o, statuses=o.statuses | {action.status}, status_origins=origins)
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        statuses = o.statuses - {action.status}
        with_changes(draft, o, statuses=statuses, status_origins=kept_origins(o, statuses))
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
    elif kind is ActionKind.SHUFFLE and action.to_zone is not None:
        assert action.player is not None
        shuffle_deck(draft, action.player)  # "Shuffle your deck" (3.2.2.b, 6.5.j)
        # the event names the Deck shuffled: "When you shuffle your deck" (gram104)
        ev = replace(ev, to_zone=action.to_zone)
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
        # 7.3.25.d / 7.3.24.c: a move cut short at the track's end says so, whatever set
        # its number of regions; 7.3.25.b: moving into or past a Tumult card flips it.
        added = move_expedition(draft, action)
        if added:
            ev = replace(ev, rules=(*ev.rules, *added))
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
