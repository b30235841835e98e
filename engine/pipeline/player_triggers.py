"""Reactions to what a player does (6.3.f): passing (4.2.3.d), drawing (7.3.9.a),
Resupplying (7.3.31.a; an Exhausted Resupply is one, 7.3.14.a), discarding (7.3.7.a) and
shuffling a Deck (3.2.2.b; :mod:`engine.pipeline.shuffle_events`) —
"When a player passes", "When you draw a card", "When an opponent draws one or more cards",
"When you Resupply", "When you discard a card", "When a card in your Reserve is discarded".

Whose event a Reaction watches is its ``trigger_player`` (1.2.2): "you" (the Reaction's
controller), "opponent", or any player. Who did the action is the player of the event, found
by 1.4.7 as the atomic action was proposed (the effect's named player, else its controller,
else the object's controller). "A card" drawn or discarded activates the Reaction once per
card (one atomic action each, 6.3.g); "one or more cards" once per step and player (a step is
one event, 1.2.7.c). Sabotaging and sacrificing are discarding (7.3.35.a, 7.3.36.a); "from
your hand" is the Reaction's controller's own zone. These are not self-move Reactions: they
must exist and work before the event (6.3.f); "it" is the card drawn, put in Reserve or
discarded, where it went (6.3.i).
"""

from __future__ import annotations

from engine.pipeline.activation import (
    action_words_loosened,
    condition_holds,
    new_activation,
    player_fits,
    sacrifice_fits,
    token_counted_as_character,
    trigger_matches,
    watching_reactions,
    zone_owners,
)
from engine.pipeline.counted_events import (
    CARD_DISCARDED,
    CARD_DRAWN,
    discarded_cards,
    ordinal_holds,
)
from engine.pipeline.shuffle_events import deck_shuffles
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import CardType, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.triggers import PLAYER_TRIGGERS
from engine.why.table import why

_DISCARDING = frozenset({ActionKind.DISCARD, ActionKind.SABOTAGE, ActionKind.SACRIFICE})
_RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
_RESUPPLY_POINTS = {
    ActionKind.RESUPPLY: "reaction.player_resupplies",
    ActionKind.EXHAUSTED_RESUPPLY: "reaction.player_exhausted_resupply",
}
_DISCARD_POINTS = {
    ActionKind.DISCARD: "reaction.card_discarded",
    ActionKind.SABOTAGE: "reaction.card_sabotaged",
    ActionKind.SACRIFICE: "reaction.card_sacrificed",
}


_COUNTED: dict[TriggerKind, str] = {
    TriggerKind.PLAYER_DRAWS_A_CARD: CARD_DRAWN,
    TriggerKind.CARD_DISCARDED: CARD_DISCARDED,
}
"""The players' triggers whose Nth event of a period the engine counts."""


_SACRIFICED = frozenset({CardType.CHARACTER, CardType.PERMANENT})
"""What can be sacrificed: objects in play (7.3.36.a) — Characters and Permanents."""


def _sacrificed_types(ab: Ability) -> frozenset[CardType]:
    """The types a "When [player] sacrifices [object]" Reaction watches: "a Character"
    unless its filter names others ("a Permanent", "a Landmark", 2.2.1)."""
    flt = ab.trigger_filter
    return flt.types if flt is not None and flt.types else frozenset({CardType.CHARACTER})


def watched_player(ab: Ability, controller: str, player: str) -> bool:
    """Whether ``player``'s action is one the Reaction (controlled by ``controller``)
    watches: its controller's ("you"), an opponent's, or any player's (1.2.2)."""
    return player_fits(ab.watched_player, controller, player)


def _doer_rules(ev: Event) -> tuple[str, ...]:
    """The rules saying who did the atomic action (1.4.7), as the event records them — or,
    for a player's action an effect made another player than its controller do ("Target
    opponent Resupplies"), the first criterion that matched: the effect says which player
    does it (7.5.6.b), not its controller (7.5.6.c) — so a Reaction watching that player's
    action cites why it was theirs (blind batch 37, 17; cite16)."""
    found = tuple(r for r in ev.rules if r.startswith(("1.4.7.", "7.5.6.")))
    if found or ev.player is None or ev.controller is None or ev.player == ev.controller:
        return found
    return why("doer.named_player")


def _discarder_rules(ev: Event) -> tuple[str, ...]:
    """Who discarded the card, by the criterion of 7.5.6 that matched — not only the list's
    introduction (7.5.6.a, cited by "reaction.card_discarded"): the criterion the event
    records, else the player the effect names (7.5.6.b), else the effect's controller
    (7.5.6.c) — or, moved by the rules with no effect's controller (Clean-up's discard,
    4.2.5.c), the controller of the discarded object (7.5.6.d) (cite18)."""
    found = _doer_rules(ev)
    if found or ev.player is None:
        return found
    return why("doer.object_controller" if ev.controller is None else "doer.effect_controller")


def _drawn(events: list[Event]) -> list[Event]:
    """The draws that moved a card (an empty Deck draws nothing, 3.2.2.e)."""
    return [
        ev
        for ev in events
        if ev.kind is ActionKind.DRAW and ev.player is not None and ev.object_id is not None
    ]


def _it(ev: Event) -> tuple[str, ...]:
    new = ev.new_object_id or ev.object_id
    return (new,) if new else ()


def _once(drawn: list[Event], first: Event) -> tuple[str, ...]:
    """Why "draws one or more cards" activates once though the player drew several cards
    in this step: it matches the step's event, not each draw (6.3.g, 1.2.7.c)."""
    several = sum(1 for ev in drawn if ev.player == first.player) > 1
    return why("reaction.once_for_the_step") if several else ()


_ZONES_OF_PLAY = {"expedition_zone": ZoneKind.EXPEDITION, "landmark_zone": ZoneKind.LANDMARK}
"""A zone of play said "the Expedition zone" / "the Landmark zone": any player's (3.2.4, 3.2.7)."""


def _own_zone(state: GameState, object_id: str, kind: str, player: str) -> bool:
    """Whether the object is in ``player``'s personal zone of that kind ("from your hand"),
    in a zone of play of that kind ("from the Expedition zone", any player's), or in a
    Reserve — any player's ("from a Reserve") or another player's ("from an opponent's
    Reserve", 1.2.2)."""
    zone = state.objects[object_id].zone
    if kind in _ZONES_OF_PLAY:
        return z.kind_of(zone) is _ZONES_OF_PLAY[kind]
    if kind in ("any_reserve", "opponents_reserve"):  # "from a / an opponent's Reserve" (3.2.10)
        theirs = kind == "any_reserve" or z.player_of(zone) != player
        return z.kind_of(zone) is ZoneKind.RESERVE and theirs
    # "from your hand": the Reaction controller's (7.2.3.a), any player's only while the
    # misses of those words are searched (engine.pipeline.control_misses)
    owners = zone_owners(state, player)
    return z.kind_of(zone).value == kind and z.player_of(zone) in owners


def player_event_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """The activations of players' events in one step (6.3.f, 6.3.g)."""
    passes = [ev for ev in events if ev.kind is ActionKind.PASS and ev.player is not None]
    drawn = _drawn(events)
    discarded = discarded_cards(before, events)
    # a Resupply that put a card in Reserve; an Exhausted Resupply is one (7.3.14.a)
    resupplies = [
        ev
        for ev in events
        if ev.kind in _RESUPPLIES and ev.player is not None and ev.object_id is not None
    ]
    if action_words_loosened():  # a draw's words met by a Resupply and back (7.3.9.a, 7.3.31.a)
        drawn, resupplies = [*drawn, *resupplies], [*resupplies, *drawn]
    # a sacrificed Character or Permanent, a token one too (it is discarded, then ceases to
    # exist, 7.3.36.a); which of them a Reaction watches, its filter says
    sacrificed = [
        ev
        for ev in events
        if sacrifice_fits(before, ev)
        and ev.player is not None
        and ev.object_id is not None
        and ev.object_id in before.objects
        and before.type_of(ev.object_id) in _SACRIFICED
    ]
    shuffles = deck_shuffles(before, events)  # a Deck put in a random order (3.2.2.b)
    out: list[Activation] = []
    if not (passes or drawn or discarded or resupplies or sacrificed or shuffles):
        return out
    for src, index, ab in watching_reactions(before, PLAYER_TRIGGERS):
        mine = before.objects[src].controller
        # (the event, what "it" is, the rules) for each time the Reaction activates
        hits: list[tuple[Event, tuple[str, ...], tuple[str, ...]]] = []
        if ab.trigger is TriggerKind.PLAYER_PASSES:
            hits = [(ev, (), why("reaction.player_passes")) for ev in passes]
        elif ab.trigger is TriggerKind.PLAYER_DRAWS_A_CARD:
            # who drew, as the event records it (1.4.7): "each player draws" names them
            hits = [
                (ev, _it(ev), (*why("reaction.draws_a_card"), *_doer_rules(ev))) for ev in drawn
            ]
        elif ab.trigger is TriggerKind.PLAYER_DRAWS_CARDS:
            first = {ev.player: ev for ev in reversed(drawn)}  # once per player (1.2.7.c)
            hits = [
                (ev, (), (*why("reaction.draws_cards"), *_once(drawn, ev), *_doer_rules(ev)))
                for ev in first.values()
            ]
        elif ab.trigger is TriggerKind.PLAYER_RESUPPLIES:
            hits = [
                (
                    ev,
                    _it(ev),
                    (
                        *why(_RESUPPLY_POINTS.get(ev.kind, "reaction.player_resupplies")),
                        *_doer_rules(ev),
                    ),
                )
                for ev in resupplies
            ]
        elif ab.trigger is TriggerKind.PLAYER_SHUFFLES_DECK:
            # "When you shuffle your deck": once per shuffle, the player whose Deck it is
            hits = [(ev, (), (*rules, *_doer_rules(ev))) for ev, rules in shuffles]
        elif ab.trigger is TriggerKind.PLAYER_SACRIFICES:
            types = _sacrificed_types(ab)
            for ev in sacrificed:
                assert ev.object_id is not None
                if before.type_of(ev.object_id) not in types:
                    continue
                if trigger_matches(before, ev.object_id, ab, mine, src):
                    token = token_counted_as_character(before, ev.object_id, types)  # 2.2.1.d
                    rules = (*why("reaction.player_sacrifices"), *_doer_rules(ev), *token)
                    hits.append((ev, _it(ev), rules))
        elif ab.trigger is TriggerKind.CARD_DISCARDED:
            for ev in discarded:
                oid = ev.object_id
                assert oid is not None
                if ab.trigger_from and not _own_zone(before, oid, ab.trigger_from, mine):
                    continue  # "from your hand": the zone it was discarded from
                if not trigger_matches(before, oid, ab, mine, src):
                    continue
                point = _DISCARD_POINTS.get(ev.kind, "reaction.card_discarded_instead")
                rules = (*why(point), *_discarder_rules(ev))
                hits.append((ev, _it(ev), rules))
        for ev, it, rules in hits:
            assert ev.player is not None
            if not watched_player(ab, mine, ev.player):
                continue
            kind = _COUNTED.get(ab.trigger) if ab.trigger and ab.trigger_ordinal else None
            if kind and not ordinal_holds(ab, before, after, events, kind, ev.player, ev):
                continue  # "When you draw your second card each turn" (4.2.3, 7.3.9.a)
            if not condition_holds(ab, before, after, mine, src, src, it):
                continue  # a trigger condition (6.3.k)
            if ab.trigger_during is not None:  # "When you Resupply during the Afternoon"
                rules = (*rules, *why("reaction.during"))
            out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out
