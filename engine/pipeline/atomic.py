"""Atomic actions proposed from a step: one per affected object, card, player or Expedition
(6.1.e), one branch per kind of atomic action.

* :func:`propose` expands a :class:`Step` against the current state into atomic actions;
  who and what they act on is ``engine.pipeline.action_subjects`` (2.1.i, 1.4.7); the
  number a step counts as it happens is ``engine.pipeline.numbers_counted`` (6.5.i).
* :func:`impossible_reason` (``engine.pipeline.possible``) says which rule makes an atomic
  action impossible (1.4.1.c); impossible actions are not performed and cannot be modified
  (1.4.1.d).
* Performing one is ``engine.pipeline.performing``: moving between zones
  ``engine.pipeline.zone_change`` (2.1.d), Expeditions and Terrain Markers
  ``engine.pipeline.adventure`` (7.3.25, 7.3.23), Emblems and tokens
  ``engine.pipeline.creation`` (2.2.2.m, 7.3.5.a); :func:`token_receiver` says which
  player an event gives a token to (7.3.30.a).

Names other modules have long imported from here are re-exported (``__all__``).
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
    propose_expedition_actions,
    propose_terrain_marker,
)
from engine.pipeline.creation import (
    bound_to_expeditions,
    bound_to_objects,
    bound_to_players,
    counted_change,
    put_emblem,
    token_receiver,
)
from engine.pipeline.deck_actions import (
    propose_draw,
    propose_draw_it,
    propose_resupply,
)
from engine.pipeline.each_kind import of_each_kind, propose_each_kind
from engine.pipeline.exchanges import propose_exchange, propose_exchange_boosts
from engine.pipeline.keywords import HAD_DOINGS, IMPLEMENTED, MOVING_ACTIONS
from engine.pipeline.numbers_counted import per_counted
from engine.pipeline.own_counts import counts_its_own, each_own_step
from engine.pipeline.possible import impossible_reason, restricted
from engine.pipeline.removal import propose_removal
from engine.pipeline.statics import can_regain, support_max_more
from engine.pipeline.status_origins import rule_origin
from engine.pipeline.take_control import over_landmark_limit, propose_take_control
from engine.pipeline.zone_change import kept_counters, move
from engine.reading.positions import distance
from engine.state import zones as z
from engine.state.ability_scopes import Duration
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, PermanentZone, Status, ZoneKind
from engine.state.errors import NotImplementedRule
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import AtomicAction, Step
from engine.state.subjects import Subject
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
_COST_ORIGIN = rule_origin("to pay a cost", why("value.exhausted_by_cost"), Status.EXHAUSTED)
"""An object a cost exhausted, said where its being exhausted decides (2.4.6.a)."""
_EXPEDITION_ACTIONS = frozenset(
    {ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS, ActionKind.ASCEND}
)


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
    if kind is ActionKind.SPEND_COUNTERS and step.in_all:
        return propose_removal(step)  # chosen in all (engine.steps.spent_in_all, 7.3.38.a)
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
                rules=(*rules, *why(_lose_point(step) if lost else "action.ignore")),
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
        return propose_draw(state, step.players, step.amount, rules, step.controller)
    if kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY):
        source = None if step.is_cost else step.source  # exhausting the card (2.4.6.a)
        return tuple(
            propose_resupply(state, kind, p, rules, source, step.controller) for p in step.players
        )
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
                # the effect giving its entering statuses (2.4.1.e); a cost's are not said
                source=None if step.is_cost else step.source,
                gains=step.gains,
                rule_origin=step.rule_origin,
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
                # the effect giving a status (2.4.1.e, 2.4.6.a); a cost's is not said
                source=None if step.is_cost else step.source,
                # a cost's: "exhausted to pay for …" (2.4.6.a); a rule's (2.4.7.c)
                rule_origin=step.rule_origin or (_COST_ORIGIN if step.is_cost else None),
            )
            for oid, amount in amounts
            if amount > 0 or (not step.max_total and kind not in _COUNTED_GAINS)
        )
    if kind is ActionKind.SHUFFLE and step.to_zone is ZoneKind.DECK:
        # "Shuffle your deck": each player's own Deck made anew at random (3.2.2.b, 6.5.j)
        rules = (*rules, *why("action.shuffle_deck"))
        return tuple(
            AtomicAction(
                kind,
                player=p,
                to_zone=z.personal(ZoneKind.DECK, p),
                rules=rules,
                controller=step.controller,
            )
            for p in step.players
        )
    if kind in _PLAYER_ACTIONS:
        return tuple(
            AtomicAction(
                kind, player=p, amount=step.amount, rules=rules, controller=step.controller
            )
            for p in step.players
        )
    if kind is ActionKind.CREATE_ONGOING:
        spec = step.ongoing
        assert spec is not None
        if step.subject is Subject.THE_EXPEDITION_FACING_ME and not step.expeditions:
            return ()  # gd: no Expedition faces mine (1.2.3.c): the "can't" names none
        if spec.duration == Duration.SOURCE_IN_PLAY:  # "while I'm in play": "I", bound now
            spec = replace(spec, lasts_while=step.me or "")
        if step.amount != 1:  # g3: "+1 {V} this turn for each …", counted as it happens
            spec = counted_change(spec, step.amount)
        return (
            AtomicAction(
                kind,
                player=step.controller,
                ongoing=bound_to_players(
                    bound_to_objects(
                        bound_to_expeditions(spec, step.expeditions),
                        step.objects,
                        _cards_of(state, step.objects),
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


def _cards_of(state: GameState, objects: tuple[str, ...]) -> tuple[str, ...]:
    """The cards of ``objects`` (a token has none, 2.1.e), for an Emblem bound to them."""
    found = (state.objects[o].card_id for o in objects if o in state.objects)
    return tuple(c for c in found if c is not None)


def _lose_point(step: Step) -> str:
    """The decision point of an abilities' loss: one set keyword's ("loses [Tether] this
    turn", 2.2.12.c) or all of them ("loses all its abilities", 2.3.2.d)."""
    assert step.ongoing is not None
    one = any(ab.ignore is not None and ab.ignore.set_keyword for ab in step.ongoing.abilities)
    return "action.lose_set_keyword" if one else "action.lose_abilities"
