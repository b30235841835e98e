"""Reactions to cards moving among the zones of a player (6.3.f), once per card moved
(6.3.g): "When a card leaves your Reserve [during the Afternoon]", "When a card joins the
discard pile" / "When a Spell joins your discard pile" (3.2.3), "When a card goes from your
deck or hand to Reserve", "When a [non-token] Character leaves your Expeditions / my
Expedition".

These are not self-move Reactions: they must exist and work before the event (6.3.f).
"It" is the card where it went (6.3.i), when it is still an object there (a token leaving
play ceases to exist, 2.1.e).
"""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    in_trigger_phase,
    new_activation,
    trigger_matches,
    watching_reactions,
    zone_owners,
)
from engine.reading.passives import expeditions_of, is_gigantic
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import CardType, ExpeditionKind, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

FLOW_TRIGGERS = frozenset(
    {
        TriggerKind.CARD_LEAVES_YOUR_RESERVE,
        TriggerKind.CARD_LEAVES_YOUR_DISCARD_PILE,
        TriggerKind.CARD_LEAVES_YOUR_HERO_ZONE,
        TriggerKind.CARD_JOINS_A_DISCARD_PILE,
        TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE,
        TriggerKind.CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND,
        TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME,
        TriggerKind.PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS,
        TriggerKind.OBJECT_LEAVES_PLAY,
        TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE,
        TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE,
        TriggerKind.OBJECT_GOES_TO_RESERVE,
        TriggerKind.CARD_JOINS_YOUR_RESERVE,
        TriggerKind.CARD_JOINS_YOUR_MANA_ZONE,
        TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND,
    }
)
"""The triggers on cards moving among a player's zones, which "during [phase]" narrows."""

YOUR_ZONE_TRIGGERS: dict[TriggerKind, str] = {
    TriggerKind.CARD_LEAVES_YOUR_RESERVE: "left",
    TriggerKind.CARD_LEAVES_YOUR_DISCARD_PILE: "left",
    TriggerKind.CARD_LEAVES_YOUR_HERO_ZONE: "left",
    TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS: "left",
    TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE: "joined",
    TriggerKind.CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND: "joined",
    TriggerKind.CARD_JOINS_YOUR_RESERVE: "joined",
    TriggerKind.CARD_JOINS_YOUR_MANA_ZONE: "joined",
    TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND: "joined",
    TriggerKind.PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS: "joined",
}
"""The flow triggers whose event names a zone of "yours" — the Reaction's controller's,
"your" being that player (7.2.3.a) — and which side of the move it is: the zone the card
"left" or the one it "joined". :mod:`engine.pipeline.control_misses` says the Reactions
these miss only because the zone was another player's."""

_IN_PLAY = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
_LEFT_ZONE = {
    TriggerKind.OBJECT_LEAVES_PLAY: _IN_PLAY,
    TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE: (ZoneKind.EXPEDITION,),
    TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE: (ZoneKind.LANDMARK,),
}
"""The zones an object leaves for each of the objects' leaving triggers (7.3.20.a, 3.2.4,
3.2.7): moving within them is no leaving (switching Expeditions, 7.3.39.b)."""
_LEFT_RULES = {
    TriggerKind.OBJECT_LEAVES_PLAY: "reaction.object_leaves_play",
    TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE: "reaction.object_leaves_zone",
    TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE: "reaction.object_leaves_zone",
    TriggerKind.OBJECT_GOES_TO_RESERVE: "reaction.object_goes_to_reserve",
    TriggerKind.CARD_JOINS_YOUR_RESERVE: "reaction.card_joins_your_reserve",
    TriggerKind.CARD_JOINS_YOUR_MANA_ZONE: "reaction.card_joins_your_mana_zone",
    TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND: "reaction.object_returned_to_your_hand",
}

_LEFT_ZONE_DEFINED = frozenset(
    {TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE, TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE}
)
"""The objects' leaving triggers whose "leaves" is 7.5.11.a's (leaving play is 7.3.20.a's)."""

_CARD_LEAVES = frozenset(
    {
        TriggerKind.CARD_LEAVES_YOUR_RESERVE,
        TriggerKind.CARD_LEAVES_YOUR_DISCARD_PILE,
        TriggerKind.CARD_LEAVES_YOUR_HERO_ZONE,
    }
)
"""Reactions to a card leaving one of your zones: "leaves" as 7.5.11.a defines it."""

_LEAVING = frozenset(
    {
        TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME,
    }
)


def _moved_card(before: GameState, ev: Event) -> bool:
    """Whether ``ev`` moved a card (not a token or an Emblem) from one zone to another."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or not ev.from_zone or not ev.to_zone:
        return False
    if ev.from_zone == ev.to_zone:
        return False
    card = before.card(oid)
    return card is not None and not card.is_token and before.objects[oid].emblem is None


def _your_expeditions(player: str) -> frozenset[str]:
    return frozenset(z.expedition_id(player, k) for k in ExpeditionKind)


def _left(before: GameState, after: GameState, ev: Event, watched: frozenset[str]) -> bool:
    """A Character was in one of the ``watched`` Expeditions and is in none of them after
    the move: switching between two of them is no leaving (7.3.39.b); a Gigantic one is in
    both of its controller's Expeditions wherever its card is (7.4.4.b), and a Gigantic card
    switching Expeditions leaves neither (7.4.4.n); a token that ceased to exist instead of
    moving still left (7.5.11.b, 2.1.e)."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or not (ev.to_zone or ev.ceased):
        return False
    if before.type_of(oid) is not CardType.CHARACTER:
        return False
    if not expeditions_of(before, oid) & watched:
        return False
    now = ev.new_object_id or oid
    return ev.ceased or now not in after.objects or not expeditions_of(after, now) & watched


def _left_zones(zones: tuple[ZoneKind, ...], before: GameState, ev: Event) -> bool:
    """An object left ``zones`` — in play, the union of the Expedition and Landmark zones
    (7.3.20.a): switching Expeditions is no leaving (7.3.39.b); a token ceasing to exist
    instead of moving still left (2.1.e); a card or token, any controller (the filter says
    whose)."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or not ev.from_zone:
        return False
    if before.objects[oid].emblem is not None or z.kind_of(ev.from_zone) not in zones:
        return False
    if ev.ceased:
        return True
    return ev.to_zone is not None and z.kind_of(ev.to_zone) not in zones


def _to_reserve(before: GameState, ev: Event) -> bool:
    """A card arrived in a Reserve from another zone (3.2.10); a token never does (2.1.e)."""
    if not _moved_card(before, ev):
        return False
    assert ev.from_zone is not None and ev.to_zone is not None
    to, came = z.kind_of(ev.to_zone), z.kind_of(ev.from_zone)
    return to is ZoneKind.RESERVE and came is not ZoneKind.RESERVE


def _to_mana_zone(before: GameState, ev: Event, you: str) -> bool:
    """A card arrived in the Mana zone of ``you`` from another zone (3.2.9.a: put there by
    Expand, 4.2.1.e, or by an effect); a token never does (2.1.e)."""
    if not _moved_card(before, ev):
        return False
    assert ev.from_zone is not None
    return ev.to_zone == z.personal(ZoneKind.MANA, you) and ev.from_zone != ev.to_zone


def _returned_to_hand(before: GameState, ev: Event, you: str) -> bool:
    """An object moved from play (the Expedition or Landmark zone) to the Hand of ``you``
    (7.3.32.a); a token ceases to exist instead (2.1.e) and is returned nowhere."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or not ev.from_zone or not ev.to_zone:
        return False
    if before.objects[oid].emblem is not None or z.kind_of(ev.from_zone) not in _IN_PLAY:
        return False
    return ev.to_zone == z.personal(ZoneKind.HAND, you)


def _hit(ab: Ability, before: GameState, after: GameState, ev: Event, you: str, src: str) -> bool:
    """Whether the move ``ev`` is the one the Reaction of ``src`` watches, for its
    controller ``you``."""
    trigger = ab.trigger
    if trigger is TriggerKind.CHARACTER_LEAVES_YOUR_EXPEDITIONS:
        # "your Expeditions" are several Expeditions, each considered on its own (7.4.4.j
        # takes them as one subset only for a trigger naming one Expedition): switching
        # leaves the former one (7.5.11.c, 7.3.39.b).
        return any(_left(before, after, ev, frozenset({e})) for e in _your_expeditions(you))
    if trigger is TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION:
        # A Gigantic bearer's Expeditions are one subset (7.4.4.j).
        return _left(before, after, ev, expeditions_of(before, src))
    if trigger is TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME:
        # The Expedition facing mine (1.2.3.c); a Gigantic bearer's are both of the other
        # player's, one subset (7.4.4.g, 7.4.4.j): switching between them is no leaving.
        facing = frozenset(before.facing(e) for e in expeditions_of(before, src))
        return _left(before, after, ev, facing)
    if trigger in _LEFT_ZONE:
        return _left_zones(_LEFT_ZONE[trigger], before, ev)
    if trigger is TriggerKind.OBJECT_GOES_TO_RESERVE:
        return _to_reserve(before, ev) and _came_from_zone(ab, ev, you)
    if trigger is TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND:  # from play, to your Hand
        if ab.trigger_from == "reserve":  # a card of your Reserve put in your hand (3.2.10)
            return _moved_card(before, ev) and (ev.from_zone, ev.to_zone) == (
                z.personal(ZoneKind.RESERVE, you),
                z.personal(ZoneKind.HAND, you),
            )
        return _returned_to_hand(before, ev, you)
    if trigger is TriggerKind.CARD_JOINS_YOUR_RESERVE:  # the controller's own (7.5.10.a)
        if ab.trigger_by_opponent_effect and ev.controller in (None, you):
            return False  # gh: "by an opponent's effect" (7.5.5.c, 1.4.7.c)
        mine = _to_reserve(before, ev) and z.player_of(ev.to_zone or "") == you
        return mine and _came_from_zone(ab, ev, you)
    if trigger is TriggerKind.CARD_JOINS_YOUR_MANA_ZONE:  # the controller's own (3.2.9.a)
        return _to_mana_zone(before, ev, you)
    if trigger is TriggerKind.PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS:
        # A Permanent entering play on your side (5.2.2.c, 5.2.3.a), from outside it.
        oid = ev.object_id
        if oid is None or oid not in before.objects or not ev.to_zone:
            return False
        yours = frozenset(z.zone_of_expedition(e) for e in _your_expeditions(you))
        yours |= {z.landmarks(you)}
        return (
            before.type_of(oid) is CardType.PERMANENT
            and ev.to_zone in yours
            and before.objects[oid].zone not in yours
        )
    if not _moved_card(before, ev):
        return False
    assert ev.from_zone is not None and ev.to_zone is not None
    if trigger is TriggerKind.CARD_LEAVES_YOUR_RESERVE:
        return ev.from_zone == z.personal(ZoneKind.RESERVE, you)
    if trigger is TriggerKind.CARD_LEAVES_YOUR_DISCARD_PILE:
        return ev.from_zone == z.personal(ZoneKind.DISCARD, you)
    if trigger is TriggerKind.CARD_LEAVES_YOUR_HERO_ZONE:
        return ev.from_zone == z.personal(ZoneKind.HERO, you)  # 3.2.6
    if trigger is TriggerKind.CARD_JOINS_A_DISCARD_PILE:
        return z.kind_of(ev.to_zone) is ZoneKind.DISCARD
    if trigger is TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE:  # the controller's own (3.2.3)
        joined = ev.to_zone == z.personal(ZoneKind.DISCARD, you)
        # "… from your deck / hand / Reserve": from that zone of the controller's (3.2.2,
        # 3.2.5, 3.2.10)
        if ab.trigger_from == "limbo":  # a Spell's resolution done (3.2.8, 5.2.4.b)
            return joined and z.kind_of(ev.from_zone) is ZoneKind.LIMBO
        return joined and (not ab.trigger_from or ev.from_zone == _came_from(ab, you))
    if trigger is TriggerKind.CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND:
        origins = (z.personal(ZoneKind.DECK, you), z.personal(ZoneKind.HAND, you))
        return ev.to_zone == z.personal(ZoneKind.RESERVE, you) and ev.from_zone in origins
    return False


_CAME_FROM = {"deck": ZoneKind.DECK, "hand": ZoneKind.HAND, "reserve": ZoneKind.RESERVE}


_TO_RESERVE = frozenset({TriggerKind.OBJECT_GOES_TO_RESERVE, TriggerKind.CARD_JOINS_YOUR_RESERVE})
_OWN_ORIGINS = {"hand": ZoneKind.HAND, "deck": ZoneKind.DECK, "discard": ZoneKind.DISCARD}
"""ia: the origins of a move to Reserve said as the controller's own zone ("from your hand",
3.2.5; "from your deck", 3.2.2; "from your discard pile", 3.2.3)."""
_SHARED_ORIGINS = {"expedition": ZoneKind.EXPEDITION, "limbo": ZoneKind.LIMBO}
"""ia: the origins said as a zone of any player ("from an Expedition", 3.2.4) or shared
("after it resolves": Limbo, its resolution done, 5.2.4.b, 3.2.8)."""


def _came_from_zone(ab: Ability, ev: Event, you: str) -> bool:
    """ia: whether the card arriving in a Reserve came from the zone the Reaction names
    (``trigger_from``; any zone when it names none)."""
    if not ab.trigger_from:
        return True
    came = ev.from_zone or ""
    if ab.trigger_from in _OWN_ORIGINS:
        return came == z.personal(_OWN_ORIGINS[ab.trigger_from], you)
    return bool(came) and z.kind_of(came) is _SHARED_ORIGINS[ab.trigger_from]


def _came_from(ab: Ability, you: str) -> str:
    """The zone of ``you`` a card joining their Discard pile must come from (g6)."""
    return z.personal(_CAME_FROM[ab.trigger_from], you)


def flow_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """The activations of the Reactions watching cards move among a player's zones: one
    per card moved (6.3.g), by Reactions that existed before the event (6.3.f); "during
    the Afternoon" only in that phase."""
    out: list[Activation] = []
    # A token leaving the Expedition zone ceases to exist instead of joining a zone (2.1.e)
    # but it still leaves (7.5.11.b): its event has no destination.
    moves = [ev for ev in events if ev.from_zone and (ev.to_zone or ev.ceased)]
    if not moves:
        return out
    for src, index, ab in watching_reactions(before, FLOW_TRIGGERS):
        if not in_trigger_phase(ab, before):
            continue
        you = before.objects[src].controller
        # "your Reserve" is the controller's (7.2.3.a): any player's only while the misses
        # of those words are searched (engine.pipeline.control_misses)
        owners = zone_owners(before, you) if ab.trigger in YOUR_ZONE_TRIGGERS else (you,)
        for ev in moves:
            if not any(_hit(ab, before, after, ev, p, src) for p in owners):
                continue
            assert ev.object_id is not None
            if not trigger_matches(before, ev.object_id, ab, you, src):
                continue
            new = ev.new_object_id
            it = (new,) if new is not None and new in after.objects else ()
            if not condition_holds(ab, before, after, you, src, src, it):
                continue
            rules = why("reaction.card_moves")
            if ab.trigger in _CARD_LEAVES:
                rules = why("reaction.card_leaves_zone")
            if ab.trigger in _LEAVING:
                rules = why("reaction.leaves_your_expeditions")
                if ab.trigger is TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME:
                    rules = why("reaction.leaves_facing_expedition")
                if ev.kind is ActionKind.SWITCH_EXPEDITIONS:
                    # it left "my Expedition" by switching, not the Expedition zone (7.5.11.c)
                    rules = (*rules, *why("reaction.leaves_switched"))
                if ev.ceased:
                    rules = (*rules, *why("reaction.token_left"))
                if is_gigantic(before, ev.object_id):
                    # In both Expeditions, but one object moved by one atomic action: the
                    # Reaction activates once (6.3.g, 7.4.4.b).
                    rules = (*rules, *why("reaction.gigantic_leaves_once"))
            if ab.trigger in _LEFT_RULES:
                rules = why(_LEFT_RULES[ab.trigger])
                if ev.ceased:
                    rules = (*rules, *why("reaction.token_left"))
                elif ab.trigger in _LEFT_ZONE_DEFINED:
                    # in that zone before the event, somewhere else after (7.5.11.a)
                    rules = (*rules, *why("reaction.object_left_zone"))
            if ab.trigger_during is not None:
                rules = (*rules, *why("reaction.during"))
            if ab.trigger_from and ab.trigger in _TO_RESERVE:  # ia: the zone it came from
                rules = (*rules, *why(f"reaction.to_reserve_from_{ab.trigger_from}"))
            if ab.trigger_by_opponent_effect:  # gh: the effect's controller (7.5.5.c)
                rules = (*rules, *why("reaction.by_opponents_effect"))
            # "one or more": made one for the whole event by engine.pipeline.batched (1.2.7.c)
            out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out
