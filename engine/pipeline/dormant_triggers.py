"""Reactions of cards outside play that a player might expect an event to activate, and why
they do not: abilities of non-Hero objects work only in play (1.2.4.d).

"When you play a Spell — draw a card" on a Character in its owner's Reserve does nothing
when they play a Spell; a judge asked "why didn't it trigger?" reads it in the trace. The
Reactions looked at are those whose trigger is about the player or their zones, about "my
Expedition" (a card outside play is in no Expedition: "When my Expedition moves forward"
on a card in Reserve does nothing as its player's Expedition moves forward) and about the
card itself where it can happen outside play ("When I gain a status", "When I have 3
counters"), on cards in a Hand, a Deck, a Reserve (not a working support ability) or a
Discard pile that the event leaves where they are. Whether the event would have activated
the Reaction is found by asking the ordinary triggers on views of the board where that card
is in play — in either of its controller's Expeditions, for "my Expedition" —, the event
unchanged (a view is never a state the game goes on from).

A card in a Hand or a Deck is told about in the judge's view only: its name and Reaction
would tell the table what it is (3.1.3.f).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import trigger_matches
from engine.pipeline.condition_misses import played_card_leaving_limbo
from engine.pipeline.dormant import EXPECTED_IN, hidden_kinds
from engine.pipeline.gains import COUNTER_GAINS, STATUS_GAINS
from engine.pipeline.reactions import split_activations
from engine.pipeline.resolution_moves import played_in_limbo, sent_out_of_play_by_resolution
from engine.reading.passives import ability_works
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import CardType, ExpeditionKind, PermanentZone, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import possessive, zone_words
from engine.why.table import rule_of, why

_ABOUT_THE_PLAYER = frozenset(
    {
        TriggerKind.YOU_PLAY_A_CARD,
        TriggerKind.OPPONENT_PLAYS_A_CARD,
        TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES,
        TriggerKind.YOU_EXHAUST_A_RESERVE_CARD,
        TriggerKind.YOU_CREATE_A_TOKEN,
        TriggerKind.YOU_CREATE_TOKENS,
        TriggerKind.YOU_TAKE_CONTROL,
        TriggerKind.YOU_MAKE_A_GIFT,
        TriggerKind.YOU_SACRIFICE_A_CHARACTER,
        TriggerKind.YOU_ROLL_DICE,
        TriggerKind.YOU_ROLL_A_DIE,
        TriggerKind.CARD_LEAVES_YOUR_RESERVE,
        TriggerKind.CARD_LEAVES_YOUR_DISCARD_PILE,
        TriggerKind.CARD_LEAVES_YOUR_HERO_ZONE,
        TriggerKind.CARD_JOINS_A_DISCARD_PILE,
        TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE,
        TriggerKind.CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND,
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_AN_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS,
        TriggerKind.OBJECT_LEAVES_PLAY,
        TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE,
        TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE,
        TriggerKind.OBJECT_GOES_TO_RESERVE,
        TriggerKind.PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS,
        TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.CARD_JOINS_YOUR_RESERVE,
        TriggerKind.CARD_JOINS_YOUR_MANA_ZONE,
        TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND,
        TriggerKind.PERMANENT_JOINS_YOUR_LANDMARKS,
        TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_BACKWARD,
        TriggerKind.YOUR_HERO_EXPEDITION_MOVES_FORWARD,
        TriggerKind.YOUR_HERO_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.YOUR_COMPANION_EXPEDITION_MOVES_FORWARD,
        TriggerKind.YOUR_COMPANION_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.AN_OPPONENTS_EXPEDITION_MOVES_FORWARD,
        TriggerKind.AN_OPPONENTS_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.AN_EXPEDITION_MOVES_FORWARD,
        TriggerKind.AN_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.YOUR_EXPEDITION_ASCENDS,
        TriggerKind.PLAYER_DRAWS_A_CARD,
        TriggerKind.PLAYER_DRAWS_CARDS,
        TriggerKind.PLAYER_RESUPPLIES,
        TriggerKind.PLAYER_SACRIFICES,
        TriggerKind.CARD_DISCARDED,
        TriggerKind.YOU_RECEIVE_A_TOKEN,
    }
)
"""Triggers about the player or their zones, which do not depend on where the card is (a
card's own moves are self-move triggers, 6.3.c–e; an attempt that fails is no event,
7.5.3.a: neither is looked at)."""

_ABOUT_MY_EXPEDITION = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME,  # faces mine (1.2.3.c)
        TriggerKind.MY_EXPEDITION_MOVES_FORWARD,
        TriggerKind.MY_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_FORWARD,  # faces mine (1.2.3.c)
        TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_BACKWARD,
        TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_FORWARD,  # the one mine is not
        TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.MY_EXPEDITION_ASCENDS,
    }
)
"""Triggers about "my Expedition": the Expedition the card is in — none outside play. (A
failed move forward or an attempt to Ascend is no event, 4.2.4.i, 7.5.3.a: not looked at.)"""

_ABOUT_ME = frozenset(
    {
        TriggerKind.GAINS_STATUS,
        TriggerKind.GAINS_A_STATUS,
        TriggerKind.LOSES_STATUS,
        TriggerKind.BECOMES_STATUS,
        TriggerKind.GAINS_BOOSTS,
        TriggerKind.GAINS_COUNTERS,
        TriggerKind.COUNTER_REACHES,
    }
)
"""Triggers about the card itself that an event may meet outside play (a card exhausted in
Reserve; its own moves are self-move triggers, 6.3.c–e, and not looked at here)."""

MissedNote = tuple[str, tuple[str, ...], tuple[str, ...]]
"""``(note, rules, hidden zone kinds)``: a Reaction outside play the events would have
activated in play, the rules saying why not (2.2.12.g; 5.1.2.l before it, for "when a card is
played"), and the hidden zones it is in (its note is then the judge's only, 3.1.3.f)."""

_WATCHED = _ABOUT_THE_PLAYER | _ABOUT_MY_EXPEDITION | _ABOUT_ME

_PRINTED: list[tuple[object, frozenset[str], frozenset[TriggerKind]]] = []
"""The cards of a ``cards`` mapping that print such a Reaction, and their triggers, by the
mapping's identity (a cache of a fact about immutable values, never part of a state)."""


def _watched(ab: Ability) -> bool:
    return ab.kind is AbilityKind.REACTION and ab.trigger in _WATCHED


def _cards_with_them(state: GameState) -> tuple[frozenset[str], frozenset[TriggerKind]]:
    cards = state.cards
    for mapping, ids, triggers in _PRINTED:
        if mapping is cards:
            return ids, triggers
    watched = [(cid, ab.trigger) for cid, c in cards.items() for ab in c.abilities if _watched(ab)]
    ids = frozenset(cid for cid, _ in watched)
    kinds = frozenset(t for _, t in watched if t is not None)
    _PRINTED.insert(0, (cards, ids, kinds))
    del _PRINTED[4:]
    return ids, kinds


def _in_play(
    state: GameState, object_id: str, where: ExpeditionKind = ExpeditionKind.HERO
) -> GameState:
    """A view of ``state`` with the object in play: a Character or Expedition Permanent
    in its controller's Expedition ``where``, a Landmark Permanent in their Landmarks."""
    o = state.objects[object_id]
    card = state.card(object_id)
    landmark = (
        card is not None
        and card.type is CardType.PERMANENT
        and card.permanent_zone is PermanentZone.LANDMARK
    )
    to = (
        z.personal(ZoneKind.LANDMARK, o.controller)
        if landmark
        else z.zone_of_expedition(z.expedition_id(o.controller, where))
    )
    objects = dict(state.objects)
    objects[object_id] = replace(
        o, zone=to, timestamp=state.next_timestamp, statuses=frozenset(), status_origins=()
    )
    zones = dict(state.zones)
    zones[o.zone] = tuple(x for x in zones.get(o.zone, ()) if x != object_id)
    zones[to] = (*zones.get(to, ()), object_id)
    return evolve(state, objects=objects, zones=zones)


def missed_outside_play(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[MissedNote, ...]:
    """``(note, rules, hidden zone kinds)`` for each Reaction of a card outside play that
    the events would have activated were the card in play (1.2.4.d). Only Reactions whose
    trigger looks at one of the events' kinds are asked about, all of them on one view of
    the board (two, when one is about "my Expedition": the card in either Expedition)."""
    printing, printed = _cards_with_them(before)
    evs = tuple(events)
    if not printing or not evs:
        return ()
    own = tuple(_own_support_in_limbo(before, evs))
    live = frozenset(t for t in printed if any(_looks_at(t, ev) for ev in evs))
    if not live:
        return own
    idle: dict[str, list[int]] = {}
    for oid, o in before.objects.items():
        if o.card_id not in printing or z.kind_of(o.zone) not in EXPECTED_IN:
            continue
        if oid not in after.objects or after.objects[oid].zone != o.zone:
            continue  # moved by the event: its own move is a self-move trigger's (6.3.c)
        card = before.card(oid)
        if card is None or card.type not in (CardType.CHARACTER, CardType.PERMANENT):
            continue
        found = [
            i
            for i, ab in enumerate(card.abilities)
            if ab.kind is AbilityKind.REACTION
            and ab.trigger in live
            and not ability_works(before, oid, ab)
            and not (ab.support and z.kind_of(o.zone) is ZoneKind.RESERVE)  # 2.4.6.e's
        ]
        if found:
            idle[oid] = found
    if not idle:
        return own
    kinds = [ExpeditionKind.HERO]
    if live & _ABOUT_MY_EXPEDITION:
        kinds.append(ExpeditionKind.COMPANION)  # "my Expedition": either may be the one
    fired: dict[tuple[str, int], None] = {}
    for kind in kinds:
        view_before, view_after = before, after
        for oid in idle:
            view_before = _in_play(view_before, oid, kind)
            view_after = _in_play(view_after, oid, kind)
        kept, blocked = split_activations(view_before, view_after, evs)
        fired.update(
            dict.fromkeys(
                (a.source_object, a.ability_index)
                for a in (*kept, *blocked)
                if a.source_object in idle
            )
        )
    out: list[MissedNote] = list(own)
    for oid, index in fired:
        card = before.card(oid)
        if card is None or index not in idle[oid]:
            continue
        text = card.abilities[index].text.rstrip(".")
        where = zone_words(before.objects[oid].zone)
        trigger = card.abilities[index].trigger
        mine = trigger in _ABOUT_MY_EXPEDITION
        when, rules = _when_checked(before, trigger, evs, oid)
        left = _left_play(before, oid)
        earlier = before.objects[oid].left_play_on
        if not left and earlier and earlier < before.day:
            # gone from the Day's last-known information (2.1.h), still said (2.1.d, 6.3.f)
            left, said = True, f"left play on Day {earlier} and "
        else:
            said = "left play before the event and " if left else ""
        out.append(
            (
                f"{possessive(before.name(oid))} “{text}” does not activate: {when}it "
                + said
                + f"is in {where}"
                + (", in no Expedition" if mine else "")
                + ", and its abilities work only in play"
                + (
                    ": a Reaction is activated only if it exists and works before the event"
                    if left
                    else ""
                ),
                (
                    *rules,
                    rule_of("ability.outside_play"),
                    *(why("reaction.must_work_before") if left else ()),
                ),
                hidden_kinds(before, oid),
            )
        )
    return tuple(out)


def _left_play(state: GameState, object_id: str) -> bool:
    """Whether the card ``object_id`` is was in play earlier this Day and left it: the
    object it became is known (2.1.h). Its Reaction in play no longer exists (2.1.d), so an
    event after it left does not activate it (7.3.1.a, 6.3.f) — the non-event a player who
    saw it in play asks about."""
    return any(known.became == object_id for known in state.last_known.values())


def _own_support_in_limbo(before: GameState, events: tuple[Event, ...]) -> list[MissedNote]:
    """For a card leaving Limbo at the end of its resolution (5.1.2.l), each support
    Reaction of its own that a "when a card is played" event looks at: it does not activate —
    the card is in Limbo, and support abilities work only in Reserve (2.2.12.i, 1.2.4.d);
    "another" Spell would not be this one either (7.2.1.a)."""
    out: list[MissedNote] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or ev.from_zone != z.LIMBO or ev.played_from is None:
            continue
        if oid not in before.objects or before.objects[oid].zone != z.LIMBO:
            continue
        card = before.card(oid)
        if card is None:
            continue
        for ab in card.abilities:
            if not (ab.support and ab.kind is AbilityKind.REACTION and ab.trigger is not None):
                continue
            if ab.trigger is not TriggerKind.YOU_PLAY_A_CARD:
                continue  # played by its own controller: "you" (7.2.3.a)
            wanted = ab.trigger_filter
            other = wanted is not None and wanted.another
            if wanted is not None:  # the card itself is of the kind the trigger names
                ab_kind = replace(ab, trigger_filter=replace(wanted, another=False))
                if not trigger_matches(before, oid, ab_kind, before.objects[oid].controller, None):
                    continue
            name = before.name(oid)
            nor = f"; and the card played is {name} itself, not “another”" if other else ""
            out.append(
                (
                    f"{possessive(name)} support ability “{ab.text.rstrip('.')}” does not "
                    f"activate: {name} is in Limbo as it is played, and a support ability "
                    f"works only in Reserve{nor}",
                    (*why("reaction.support_in_limbo"), *why("reaction.must_work_before")),
                    (),
                )
            )
    return out


def _when_checked(
    state: GameState, trigger: TriggerKind | None, events: tuple[Event, ...], watcher: str
) -> tuple[str, tuple[str, ...]]:
    """For a "when a card is played" trigger whose card ``watcher`` the card's resolution
    sent out of play, the moment it is checked, in words, and the rule that sets it: the
    step where the card leaves Limbo at the end of its resolution, after its effect
    (5.1.2.l); ``("", ())`` otherwise — another trigger is checked at its event, and a card
    that was not in play when the card was played is idle by 1.2.4.d alone."""
    name = played_card_leaving_limbo(state, trigger, events)
    limbo = played_in_limbo(events)
    if name is None or limbo is None:
        return "", ()
    if not sent_out_of_play_by_resolution(state, watcher, limbo):
        return "", ()
    return (
        "a Reaction to a card played is checked as that card leaves Limbo at the end of its "
        f"resolution, after its effect — as {name} leaves Limbo, ",
        why("reaction.played_checked_leaving_limbo"),
    )


_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def _looks_at(t: TriggerKind, ev: Event) -> bool:
    """Whether an event of this kind may activate a Reaction with trigger ``t`` at all: a
    cheap test before asking the triggers themselves."""
    if t in (TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD):
        return ev.played_from is not None and ev.from_zone == z.LIMBO  # 5.1.2.l
    if t is TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES:
        return ev.kind in _DRAWS
    if t is TriggerKind.YOU_EXHAUST_A_RESERVE_CARD:
        return ev.kind in (ActionKind.EXHAUST, ActionKind.EXHAUSTED_RESUPPLY)
    if t in (TriggerKind.YOU_CREATE_A_TOKEN, TriggerKind.YOU_CREATE_TOKENS):
        return ev.kind is ActionKind.CREATE
    if t is TriggerKind.YOU_TAKE_CONTROL:
        return ev.kind is ActionKind.TAKE_CONTROL
    if t is TriggerKind.YOU_MAKE_A_GIFT:
        return ev.kind in _DRAWS or ev.kind in (ActionKind.CREATE, ActionKind.RECEIVE_TOKEN)
    if t is TriggerKind.YOU_SACRIFICE_A_CHARACTER:
        return ev.kind is ActionKind.SACRIFICE
    if t in (TriggerKind.YOU_ROLL_DICE, TriggerKind.YOU_ROLL_A_DIE):
        return ev.kind is ActionKind.ROLL_DIE
    if t.value.endswith("_moves_forward"):  # 7.3.25.a
        return ev.kind is ActionKind.MOVE_FORWARD
    if t.value.endswith("_moves_backward"):  # 7.3.24.a
        return ev.kind is ActionKind.MOVE_BACKWARDS
    if t in (TriggerKind.MY_EXPEDITION_ASCENDS, TriggerKind.YOUR_EXPEDITION_ASCENDS):
        return ev.kind is ActionKind.ASCEND  # 7.3.3.a
    if t in (TriggerKind.PLAYER_DRAWS_A_CARD, TriggerKind.PLAYER_DRAWS_CARDS):
        return ev.kind is ActionKind.DRAW  # 7.3.9.a
    if t is TriggerKind.PLAYER_RESUPPLIES:
        return ev.kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY)  # 7.3.31.a
    if t is TriggerKind.PLAYER_SACRIFICES:
        return ev.kind is ActionKind.SACRIFICE  # 7.3.36.a
    if t is TriggerKind.YOU_RECEIVE_A_TOKEN:
        return ev.kind in (ActionKind.CREATE, ActionKind.RECEIVE_TOKEN)  # 7.3.30.a
    if t is TriggerKind.BECOMES_STATUS:  # exhausted by exhausting; Boosted by a boost
        return ev.kind in STATUS_GAINS or ev.kind in COUNTER_GAINS
    if t in (TriggerKind.GAINS_STATUS, TriggerKind.GAINS_A_STATUS):
        return ev.kind in STATUS_GAINS  # exhausting is gaining exhausted (7.3.13.a)
    if t in (TriggerKind.GAINS_BOOSTS, TriggerKind.GAINS_COUNTERS, TriggerKind.COUNTER_REACHES):
        return ev.kind in COUNTER_GAINS  # any keyword action that gains counters
    if t is TriggerKind.LOSES_STATUS:  # readying is losing Exhausted (7.3.28.a)
        return ev.kind in (ActionKind.LOSE_STATUS, ActionKind.READY)
    return ev.from_zone is not None or ev.to_zone is not None  # cards moving among zones


ABOUT_THE_PLAYER_OR_MY_EXPEDITION = _ABOUT_THE_PLAYER | _ABOUT_MY_EXPEDITION
"""The triggers an event may match whatever the card's own place (not "about me")."""
looks_at = _looks_at
