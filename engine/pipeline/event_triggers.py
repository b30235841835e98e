"""Reactions to other events (6.3.f, 6.3.g): sacrificing (1.4.7, 7.3.36.a), playing a card
(5.1.2.l), gaining a status, boosts or counters, creating a token (7.3.5.a), drawing,
Resupplying and exhausting in Reserve (7.3.13.a, 7.3.14.a), and making Gifts (7.3.29.a).
These Reactions must exist and work before the event (6.3.f) and activate once per matching
atomic action (6.3.g). Moving forward or failing to (4.2.4.i) is in
:mod:`engine.pipeline.forward_triggers`.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    action_words_loosened,
    condition_holds,
    conditions_taken_as_met,
    enters_play_unplayed,
    new_activation,
    placed_in,
    player_fits,
    sacrifice_fits,
    token_counted_as_character,
    trigger_matches,
    watching_reactions,
)
from engine.pipeline.atomic import token_receiver
from engine.pipeline.counted_events import GIFT_MADE, TOKEN_CREATED, ordinal_holds
from engine.pipeline.gains import boosts_gained, counters_gained, gain_rule, status_gained
from engine.pipeline.ordinal_taken import ordinal_taken_as_met
from engine.reading.passives import (
    effective_abilities,
)
from engine.reading.past_events import CHARACTER_SACRIFICED
from engine.reading.plays import play_origins
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    HAND_OR_RESERVE,
    Ability,
    AbilityKind,
    TriggerKind,
    TriggerPlayer,
)
from engine.state.enums import BOOST, CardType, Status, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.why.characteristic_values import played_values
from engine.why.play_counts import play_count_words
from engine.why.table import why

_RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


_SACRIFICED_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT})
"""What can be sacrificed: objects in play (7.3.36.a) — Characters and Permanents."""


def sacrifice_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you sacrifice a Character / a Permanent": the player who sacrificed is the one
    who did the atomic action (1.4.7.a) — the player the effect names, as under "each player
    sacrifices" (1.4.7.b), else the effect's controller (1.4.7.c), else the object's
    controller (1.4.7.d) — who controlled the object (7.3.36.a)."""
    sacrificers: list[tuple[str, str, str, tuple[str, ...], Event]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects:
            continue
        if not sacrifice_fits(before, ev):
            continue  # only an object leaving play could have been sacrificed (7.3.36.a)
        if before.type_of(oid) in _SACRIFICED_TYPES:
            who = tuple(r for r in ev.rules if r.startswith(("1.4.7.", "7.5.6."))) or why(
                "doer.object_controller"
            )
            player = ev.player or before.objects[oid].controller
            sacrificers.append((oid, player, ev.new_object_id or "", who, ev))
    out: list[Activation] = []
    if not sacrificers:
        return out
    for src, index, ab in effective_abilities(before):
        if (
            ab.kind is not AbilityKind.REACTION
            or ab.trigger is not TriggerKind.YOU_SACRIFICE_A_CHARACTER
        ):
            continue
        # "a Character" unless the trigger names other types ("a Permanent", 2.2.1).
        flt = ab.trigger_filter
        types = flt.types if flt is not None and flt.types else frozenset({CardType.CHARACTER})
        for oid, player, new, who, ev in sacrificers:
            it = (new,) if new else ()
            if (
                before.type_of(oid) in types
                and player_fits(ab.watched_player, before.objects[src].controller, player)
                and trigger_matches(before, oid, ab, player, src)  # "non-Illusion"
                and ordinal_holds(ab, before, after, events, CHARACTER_SACRIFICED, player, ev)
                and condition_holds(ab, before, after, player, src, src, it)
            ):
                token = token_counted_as_character(before, oid, types)  # 2.2.1.d
                rules = (*why("reaction.you_sacrifice"), *who, *token)
                out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_PLAYED_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT, CardType.SPELL})
_PLAY_TRIGGERS = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})


def played_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you / an opponent / a player play(s) a [card] [from Reserve]": activated by the step
    where the card leaves Limbo at the end of its resolution — to the Expedition zone, the
    Landmark zone, the Reserve or the Discard pile (5.1.2.l); the player who played it is
    its controller. "It" is the card where it went (6.3.i); the Reaction must exist before
    the event (6.3.f)."""
    played: list[tuple[str, str, str, str]] = []
    by_effect: set[str] = set()  # played by an effect, by the player it names (1.4.7.b)
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or ev.from_zone is None:
            continue
        how = ev.played_from or ""
        if z.kind_of(ev.from_zone) is not ZoneKind.LIMBO:
            # put in play, not played (7.5.12.a): only while action words are loosened
            if not (action_words_loosened() and enters_play_unplayed(before, ev)):
                continue
            how = z.kind_of(ev.from_zone).value
        o = before.objects[oid]
        if o.emblem is not None or o.card_id is None or before.type_of(oid) not in _PLAYED_TYPES:
            continue
        played.append((oid, o.controller, ev.new_object_id or "", how))
        if o.played_in_effect:
            by_effect.add(oid)
    out: list[Activation] = []
    if not played:
        return out
    for src, index, ab in watching_reactions(before, _PLAY_TRIGGERS):
        observer = before.objects[src]
        for oid, player, new, how in played:
            if not player_fits(ab.watched_player, observer.controller, player):
                continue  # "you play" / "an opponent plays"; "a player plays": any (1.2.2)
            if not played_from_fits(ab.trigger_from, how):
                continue  # "from Reserve" (5.1.2.d), "from your hand or Reserve" (5.2.a)
            if not _zone_type_fits(before, before.objects[oid].card_id, ab):
                continue  # "a Landmark Permanent" (2.2.3)
            seen, at = (after, new) if new in after.objects and placed_in(ab) else (before, oid)
            if not trigger_matches(seen, at, ab, observer.controller, src):
                continue  # where it was played: the card where it went (5.1.2.l, 5.2.1)
            if (
                ab.trigger_ordinal
                and not ordinal_taken_as_met()
                and not nth_play(before, ab, player, oid)
            ):
                continue  # "your second Spell each turn" (4.2.3, 4.1; said: ordinal_misses)
            it = (new,) if new else ()
            if not condition_holds(ab, before, after, observer.controller, src, src, it):
                continue
            rules = why("reaction.card_played")
            said = ""
            if ab.trigger_ordinal:
                # "your second Spell each turn": the count that decided (5.1.2.k)
                mine = period_plays_of_kind(before, ab, player)
                card = before.objects[oid].card_id or ""
                said = play_count_words(before, ab, player, card, before.name(oid), mine)
                rules = (*rules, *why("play.counted_plays"))
            if oid in by_effect and ab.watched_player is not TriggerPlayer.ANY:
                # "When an opponent plays a card": a card an effect played was played by the
                # player the effect named, as part of the effect (1.4.7.b, 5.2.b)
                rules = (*rules, *why("reaction.played_in_effect"))
                named = (
                    f"{player} played {before.name(oid)}, the player the effect playing it names"
                )
                said = "; ".join(w for w in (said, named) if w)
            # the Hand Cost compared is the card's, printed, whatever was paid (2.2.7.b)
            values, value_rules = played_values(before, oid, seen, at, ab.trigger_filter)
            rules = (*rules, *value_rules)
            activation = new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
            said = "; ".join(w for w in (values, said) if w)
            if said and activation.said:
                said = f"{activation.said}; {said}"
            out.append(replace(activation, said=said) if said else activation)
    return out


_GAIN_TRIGGERS = frozenset(
    {
        TriggerKind.GAINS_STATUS,
        TriggerKind.GAINS_A_STATUS,
        TriggerKind.LOSES_STATUS,
        TriggerKind.BECOMES_STATUS,
        TriggerKind.GAINS_BOOSTS,
        TriggerKind.LOSES_LAST_BOOST,
        TriggerKind.GAINS_COUNTERS,
        TriggerKind.COUNTER_REACHES,
    }
)
_LOSSES = frozenset({ActionKind.LOSE_STATUS, ActionKind.READY})  # 7.3.21, 7.3.28.a


def _gained(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event is the gain the Reaction watches (its object aside), whichever
    keyword action made it (:mod:`engine.pipeline.gains`)."""
    oid = ev.object_id
    if oid is None:
        return False
    if ab.trigger is TriggerKind.GAINS_STATUS:
        return ab.trigger_status is not None and status_gained(ev) is ab.trigger_status
    if ab.trigger is TriggerKind.GAINS_A_STATUS:  # any status (2.4.1.a, 7.3.16.a)
        return status_gained(ev) is not None
    if ab.trigger is TriggerKind.BECOMES_STATUS:
        # 7.5.4.a: it did not have the status before the event, and has it after.
        status = ab.trigger_status
        if status is None:
            return False
        was = oid in before.objects and before.objects[oid].has(status)
        was = was and not conditions_taken_as_met(ab)  # searched for the non-event
        is_now = oid in after.objects and after.objects[oid].has(status)
        gain = status_gained(ev) is status  # exhausting is gaining exhausted (7.3.13.a)
        # 2.4.4, 2.4.5.a: Boosted by the boost it gains, from none
        gain = gain or (status is Status.BOOSTED and boosts_gained(ev, before) > 0)
        return gain and not was and is_now
    if ab.trigger is TriggerKind.LOSES_STATUS:
        return _lost(ab, before, after, ev)
    if ab.trigger is TriggerKind.LOSES_LAST_BOOST:
        return last_boost_lost(before, after, ev)
    if ab.trigger is TriggerKind.GAINS_BOOSTS:
        return boosts_gained(ev, before) >= max(ab.trigger_amount, 1)
    if ab.trigger is TriggerKind.GAINS_COUNTERS:  # any name unless one is said (2.5.1.a)
        named = not ab.trigger_counter or ev.counter.lower() == ab.trigger_counter.lower()
        return named and counters_gained(ev, before) >= max(ab.trigger_amount, 1)
    if ev.counter != ab.trigger_counter or counters_gained(ev, before) <= 0:
        return False
    had = before.objects[oid].counters.get(ev.counter, 0) if oid in before.objects else 0
    now = after.objects[oid].counters.get(ev.counter, 0) if oid in after.objects else had
    return had < ab.trigger_amount <= now


def _lost(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """ "When [object] loses [status]": the event takes the status away (7.3.21.a) — readying
    takes Exhausted (7.3.28.a) — from an object that had it (7.3.21.b)."""
    oid, status = ev.object_id, ab.trigger_status
    if oid is None or status is None:
        return False
    loss = ev.kind is ActionKind.LOSE_STATUS and ev.status is status
    loss = loss or (status is Status.EXHAUSTED and ev.kind is ActionKind.READY)
    had = oid in before.objects and before.objects[oid].has(status)
    gone = oid not in after.objects or not after.objects[oid].has(status)
    return loss and had and gone


def last_boost_lost(before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event took the last boosts of an object in play that had some: it has
    none after (2.5.f, 2.5.g, 7.3.11.a) — no longer Boosted (2.4.5.b). The same object still
    in play only: one leaving play loses its counters as it becomes another (2.5.i)."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or oid not in after.objects:
        return False
    if ev.kind not in _BOOST_LOSSES or (ev.counter and ev.counter != BOOST):
        return False
    had = before.objects[oid].counters.get(BOOST, 0)
    return had > 0 and after.objects[oid].counters.get(BOOST, 0) == 0


_BOOST_LOSSES = frozenset(
    {ActionKind.REMOVE_COUNTERS, ActionKind.SPEND_COUNTERS, ActionKind.EXCHANGE_BOOSTS}
)
"""The keyword actions that take counters away from an object in play (2.5.f, 2.5.g,
7.3.11.a)."""


def gain_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When [object] gains [status]", "... gains N or more boosts", "When I gain my third
    [name] counter": activated by the event of that gain (6.3.f) — by whichever keyword
    action gained it (7.3.11.a, 7.3.8.a, 7.3.4.a, 7.3.13.a), that rule cited beside; "it" is
    the object that gained (6.3.i)."""
    gains = [
        ev
        for ev in events
        if ev.object_id is not None
        and (
            status_gained(ev) is not None
            or counters_gained(ev, before) > 0
            or ev.kind in _LOSSES
            or ev.kind in _BOOST_LOSSES
        )
    ]
    out: list[Activation] = []
    if not gains:
        return out
    for src, index, ab in watching_reactions(before, _GAIN_TRIGGERS):
        observer = before.objects[src]
        for ev in gains:
            oid = ev.object_id
            assert oid is not None
            if oid not in before.objects or not _gained(ab, before, after, ev):
                continue
            if not trigger_matches(before, oid, ab, observer.controller, src):
                continue
            it = (oid,)
            if not condition_holds(ab, before, after, observer.controller, src, src, it):
                continue
            becomes = ab.trigger is TriggerKind.BECOMES_STATUS
            rules = why("reaction.becomes") if becomes else why("reaction.other_event")
            rules = (*rules, *(r for r in gain_rule(ev) if r not in rules))
            if ab.trigger is TriggerKind.LOSES_STATUS:
                # Readying is losing Exhausted (7.3.28.a): its rule only where a ready did it.
                ready = ev.kind is ActionKind.READY
                rules = why("reaction.loses_by_ready") if ready else why("reaction.loses")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def created_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you create a token Character": once per token created (6.3.g) by the
    observer's controller — the token's owner (1.1.7.b, 7.3.5.a); "it" is the token."""
    created = [
        ev
        for ev in events
        if ev.kind is ActionKind.CREATE
        and ev.new_object_id is not None
        and ev.new_object_id in after.objects
    ]
    out: list[Activation] = []
    if not created:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        if ab.trigger is TriggerKind.YOU_CREATE_TOKENS:
            out.extend(_tokens_created(before, after, created, src, index, ab))
            continue
        if ab.trigger is not TriggerKind.YOU_CREATE_A_TOKEN:
            continue
        mine = before.objects[src].controller
        theirs = (
            ab.watched_player is TriggerPlayer.OPPONENT
        )  # "When an opponent creates a token" (1.2.1.b)
        for ev in created:
            new = ev.new_object_id
            if new is None or not player_fits(ab.watched_player, mine, after.objects[new].owner):
                continue
            if not trigger_matches(after, new, ab, mine, src):
                continue  # "When you create an Ember Wisp token": of that name (2.2.b, 6.3.b)
            owner = after.objects[new].owner  # "your first token each turn" (4.2.3)
            if not ordinal_holds(ab, before, after, events, TOKEN_CREATED, owner, ev):
                continue
            if condition_holds(ab, before, after, mine, src, src, (new,)):
                rules = why("reaction.token_created")
                if theirs:
                    rules = (*rules, *why("reaction.opponent_creates"))
                out.append(
                    new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules)
                )
    return out


def _tokens_created(
    before: GameState,
    after: GameState,
    created: list[Event],
    src: str,
    index: int,
    ab: Ability,
) -> list[Activation]:
    """ "When you create one or more tokens": once per step that creates tokens (1.2.7.c:
    one event per step; 7.3.5.a) for each player the trigger names who created some (1.2.2);
    "them" / "it" are the tokens that player created."""
    mine = before.objects[src].controller
    named = ab.watched_player
    by_owner: dict[str, list[str]] = {}
    for ev in created:
        new = ev.new_object_id
        if new is None:
            continue
        owner = after.objects[new].owner
        # "When you create one or more Ember Wisp tokens": those the trigger describes
        # (2.2.b, 6.3.b); "them" are those
        if player_fits(named, mine, owner) and trigger_matches(after, new, ab, mine, src):
            by_owner.setdefault(owner, []).append(new)
    out: list[Activation] = []
    for _owner, tokens in sorted(by_owner.items()):
        it = tuple(tokens)
        if not condition_holds(ab, before, after, mine, src, src, it):
            continue
        rules = why("reaction.tokens_created")
        out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


_DRAW_POINTS = {
    ActionKind.DRAW: "reaction.opponent_draws",
    ActionKind.RESUPPLY: "reaction.opponent_resupplies",
    ActionKind.EXHAUSTED_RESUPPLY: "reaction.opponent_exhausted_resupply",
}


def _draw_rules(player: str, events: list[Event]) -> tuple[str, ...]:
    """The rules of what ``player`` did: drew (7.3.9.a), resupplied (7.3.31.a), or did an
    Exhausted Resupply, which is a Resupply (7.3.14.a); once for several (6.3.g)."""
    kinds = dict.fromkeys(ev.kind for ev in events if ev.player == player and ev.kind in _DRAWS)
    rules = tuple(dict.fromkeys(r for kind in kinds for r in why(_DRAW_POINTS[kind])))
    # several cards drawn (or resupplied) in one step: "one or more cards" matches the
    # step's event, not each atomic action — once (6.3.g, 1.2.7.c)
    several = sum(1 for ev in events if ev.player == player and ev.kind in _DRAWS) > 1
    return (*rules, *why("reaction.once_for_the_step")) if several else rules


def player_activations(before: GameState, events: list[Event]) -> list[Activation]:
    """ "When an opponent draws one or more cards or Resupplies" (once per step and
    player: the step is one event, 1.2.7.c) and "When you exhaust a card in Reserve" (once
    per card exhausted, 6.3.g); an Exhausted Resupply is a Resupply that exhausts the
    card (7.3.14.a)."""
    drawers = {
        ev.player
        for ev in events
        if ev.kind in _DRAWS and ev.player is not None and ev.object_id is not None
    }
    exhausted = [
        ev
        for ev in events
        if ev.player is not None
        and ev.object_id is not None
        and (
            ev.kind is ActionKind.EXHAUSTED_RESUPPLY
            or (
                ev.kind is ActionKind.EXHAUST
                and ev.object_id in before.objects
                and z.kind_of(before.objects[ev.object_id].zone) is ZoneKind.RESERVE
            )
        )
    ]
    out: list[Activation] = []
    if not drawers and not exhausted:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        mine = before.objects[src].controller
        if ab.trigger is TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES:
            for player in sorted(p for p in drawers if player_fits(ab.watched_player, mine, p)):
                if condition_holds(ab, before, before, mine, src, src):
                    rules = _draw_rules(player, events)
                    out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
        elif ab.trigger is TriggerKind.YOU_EXHAUST_A_RESERVE_CARD:
            for ev in exhausted:
                if player_fits(ab.watched_player, mine, ev.player or "") and condition_holds(
                    ab, before, before, mine, src, src
                ):
                    it = (ev.new_object_id or ev.object_id,) if ev.object_id else ()
                    rules = why("reaction.exhaust_reserve")
                    card = before.objects.get(ev.object_id) if ev.object_id else None
                    if ev.kind is ActionKind.EXHAUST and card is not None and card.owner != mine:
                        # Another player's card: "you" exhausted it as the effect's
                        # controller (1.4.7.c), not as its owner.
                        rules = (*rules, *why("doer.effect_controller"))
                    out.append(
                        new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
                    )
    return out


def gifts(before: GameState, after: GameState, events: Iterable[Event]) -> list[tuple[str, Event]]:
    """Gifts received during a player's turn (7.3.29.a): by another player drawing a card,
    resupplying, or receiving a token — a token joining their Expeditions, Landmarks or
    Reserve (7.3.30.a), whether it is created there, received, taken control of or moved
    there (:func:`~engine.pipeline.atomic.token_receiver`); each card or token is its own
    Gift (7.3.29.a Remark). The player making the Gift is the one whose turn it is
    (7.3.22.a): a token received during one's own turn, or outside any player's turn, is no
    Gift. Returns (the player making the Gift, the event)."""
    giver = before.turn_player
    if giver is None:
        return []
    out: list[tuple[str, Event]] = []
    for ev in events:
        receiver: str | None = None
        if ev.kind is ActionKind.DRAW or ev.kind in _RESUPPLIES:
            receiver = ev.player if ev.new_object_id else None
        elif ev.new_object_id is not None:
            receiver = token_receiver(before, after, ev)
        if receiver is not None and receiver != giver:
            out.append((giver, ev))
    return out


def gift_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    made = gifts(before, after, events)
    out: list[Activation] = []
    if not made:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_MAKE_A_GIFT:
            continue
        for giver, ev in made:
            it = (ev.new_object_id,) if ev.new_object_id else ()
            if (
                player_fits(ab.watched_player, before.objects[src].controller, giver)
                and ordinal_holds(ab, before, after, events, GIFT_MADE, giver, ev)
                and condition_holds(ab, before, after, giver, src, src, it)
            ):
                token = ev.kind is not ActionKind.DRAW and ev.kind not in _RESUPPLIES
                rules = why("reaction.gift_token") if token else why("reaction.gift")
                out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out


def missed_gifts(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[tuple[str, tuple[str, ...]]]:
    """ "When you make a Gift" Reactions a judge might expect a draw, a Resupply or a token
    received to activate, which do not (7.3.29.a, 7.3.22.a) — ``(why, rule)`` pairs: nobody
    makes a Gift outside a player's turn, nor by receiving something during one's own turn."""
    watchers = [
        src
        for src, _index, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.YOU_MAKE_A_GIFT
    ]
    if not watchers:
        return []
    receivers: set[str] = set()
    for ev in events:
        if ev.kind is ActionKind.DRAW or ev.kind in _RESUPPLIES:
            if ev.new_object_id and ev.player is not None:
                receivers.add(ev.player)
        elif ev.new_object_id is not None:
            got = token_receiver(before, after, ev)
            if got is not None:
                receivers.add(got)
    turn = before.turn_player
    rule = why("reaction.no_gift")
    out: list[tuple[str, tuple[str, ...]]] = []
    for src in watchers:
        name = before.name(src)
        if receivers and turn is None:
            out.append(
                (
                    f"{possessive(name)} Reaction does not activate: no Gift outside a player's "
                    "turn",
                    rule,
                )
            )
        elif turn is not None and turn in receivers and before.objects[src].controller == turn:
            out.append(
                (
                    f"{possessive(name)} Reaction does not activate: what {turn} receives during "
                    "their "
                    "own turn is no Gift",
                    rule,
                )
            )
    return out


def nth_play(state: GameState, ab: Ability, player: str, oid: str) -> bool:
    """Whether the card ``oid`` that ``player`` played is their ``trigger_ordinal``-th card
    of the filter's kind this turn, Day or Afternoon (:func:`period_plays_of_kind`)."""
    card = state.objects[oid].card_id
    mine = period_plays_of_kind(state, ab, player)
    if card not in mine:
        return False
    position = len(mine) - mine[::-1].index(card)  # its latest play
    return position == ab.trigger_ordinal


def period_plays_of_kind(state: GameState, ab: Ability, player: str) -> list[str]:
    """The cards ``player`` played of the filter's types (played from ``trigger_from``,
    5.1.2.d, if it names a zone) this turn (``trigger_per`` "turn", 4.2.3), this Day ("day",
    4.1) or this Day's Afternoon ("afternoon", 4.2.3: a card played by an effect in another
    phase, 5.2.b, is not played during the Afternoon), in the order their resolutions began
    (5.1.2.k: one still resolving counts)."""
    plays = {
        "day": state.plays_this_day,
        "afternoon": state.plays_this_afternoon,
    }.get(ab.trigger_per, state.plays_this_turn)
    types = ab.trigger_filter.types if ab.trigger_filter is not None else frozenset()
    # "your first card from Reserve": the plays from that zone only (5.1.2.d); a play whose
    # zone is not known is not counted as one from there
    origins = play_origins(state, plays) if ab.trigger_from else ("",) * len(plays)
    return [
        c
        for (p, c), origin in zip(plays, origins, strict=True)
        if p == player
        and (not types or state.cards[c].type in types)
        and played_from_fits(ab.trigger_from, origin)
        and _zone_type_fits(state, c, ab)
    ]


def _zone_type_fits(state: GameState, card_id: str | None, ab: Ability) -> bool:
    """Whether a played card has the zone type the trigger names ("a Landmark Permanent",
    2.2.3) — a characteristic of the card wherever it is; any card when none is named."""
    if ab.trigger_zone_type is None:
        return True
    card = state.cards.get(card_id or "")
    return card is not None and card.permanent_zone is ab.trigger_zone_type


def played_from_fits(wanted: str, how: str) -> bool:
    """Whether a card played from ``how`` ("hand", "reserve", or "" when not known) is one
    played from ``wanted`` (none: anywhere; "hand_or_reserve": either zone a card is played
    from, 5.2.a — not another zone an effect plays it from, which 5.2.a's "unless specified
    otherwise" allows)."""
    if not wanted:
        return True
    if wanted == HAND_OR_RESERVE:
        return how in ("hand", "reserve")
    return how == wanted
