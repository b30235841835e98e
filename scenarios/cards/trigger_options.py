"""Which event triggers take which narrowing options, so a reaction written with an option
its trigger does not read is reported instead of silently running wider than its text.

``filter`` narrows the objects a trigger watches ("When you play a Spell", 5.1.2.l; "When
a Robot joins your Expeditions"); ``during`` the phase its event must happen in ("during
the Afternoon"); ``terrain`` the terrain an Expedition moved forward due to (4.2.4.j);
``played_from`` how the card was played ("from Reserve", 5.1.2.l); ``player`` whose event a
player's trigger watches (1.2.2); ``discarded_from`` the zone a discarded card left (7.3.7.a).
"""

from __future__ import annotations

from engine import TriggerKind
from engine.pipeline.flow_triggers import FLOW_TRIGGERS
from engine.pipeline.nth_occurrences import OWN_STATE_EVENTS
from engine.state.triggers import PLAYER_TRIGGERS
from scenarios.cards.errors import NotExecutable
from scenarios.cards.grammar.semantics.nth_moves import ONE_EXPEDITION_MOVES
from scenarios.cards.models import ReactionModel

FILTERED_TRIGGERS = frozenset(
    {
        TriggerKind.YOU_PLAY_A_CARD,
        TriggerKind.OPPONENT_PLAYS_A_CARD,
        TriggerKind.GAINS_STATUS,
        TriggerKind.GAINS_A_STATUS,  # "When [object] gains a status"
        TriggerKind.LOSES_STATUS,  # 7.3.21.a
        TriggerKind.BECOMES_STATUS,
        TriggerKind.GAINS_BOOSTS,
        TriggerKind.LOSES_LAST_BOOST,  # 2.5.f, 2.4.5.b
        TriggerKind.GAINS_COUNTERS,
        TriggerKind.COUNTER_REACHES,
        TriggerKind.COUNTERS_REMOVED,  # gi: 2.5.g, 7.3.38.a
        TriggerKind.COUNTERS_SPENT,  # gi: 2.5.h
        TriggerKind.SPENDS_LAST_COUNTER,  # gy: 2.5.h, 7.3.38.a
        TriggerKind.ANY_COUNTERS_REMOVED,  # gy: 2.5.g, any name (2.5.c)
        TriggerKind.ANY_COUNTERS_SPENT,  # gy: 2.5.h, any name (2.5.c)
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_AN_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION,
        TriggerKind.YOU_SACRIFICE_A_CHARACTER,
        TriggerKind.CARD_DISCARDED,  # "When you discard a Character"
        TriggerKind.PLAYER_SACRIFICES,
        TriggerKind.OBJECT_SWITCHES_EXPEDITIONS,  # 7.3.39.a: "I" / "a Character you control"
        TriggerKind.OBJECT_DEFECTS,  # 7.3.6.a: "I" / "a Character you control"
        TriggerKind.OBJECT_CHANGES_CONTROLLER,  # 7.5.5.b: "I" / "a Character"
        TriggerKind.PERMANENT_JOINS_YOUR_LANDMARKS,  # "another" only (receive_triggers)
        TriggerKind.YOU_TAKE_CONTROL,  # "take control of a Character" (7.3.40)
        TriggerKind.YOU_CREATE_A_TOKEN,  # "When you create an Ember Wisp token" (2.2.b)
        TriggerKind.YOU_CREATE_TOKENS,  # "When you create one or more Ember Wisp tokens"
        *FLOW_TRIGGERS,
    }
)
"""Triggers whose watched objects a filter narrows."""

# "When [event] during [the] [Phase]" (4.2.a): the engine keeps any event trigger's
# activations to that phase (engine.pipeline.reactions, ``Activation.during``); a phase's
# own trigger ("At Noon") and a delayed effect's ("after Rest") are no event's.
DURING_TRIGGERS = frozenset(TriggerKind) - {
    TriggerKind.AT_PHASE,
    TriggerKind.AT_END_OF_AFTERNOON,
    TriggerKind.AT_END_OF_TURN,
    TriggerKind.AFTER_REST,
}
_TERRAIN = frozenset(
    {TriggerKind.MY_EXPEDITION_MOVES_FORWARD, TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD}
)
_ROLLS = frozenset(
    {
        TriggerKind.YOU_ROLL_DICE,
        TriggerKind.YOU_ROLL_A_DIE,
        TriggerKind.YOU_CREATE_A_TOKEN,
        TriggerKind.YOU_CREATE_TOKENS,
        TriggerKind.YOU_TAKE_CONTROL,
    }
)
"""Rolls and tokens created, said of "you" (the default) or "an opponent"
(engine.pipeline.dice_triggers, event_triggers)."""
_RECEIVED = frozenset({TriggerKind.YOU_RECEIVE_A_GIFT, TriggerKind.YOU_RECEIVE_A_TOKEN})
COUNTED_EACH_TURN = frozenset(
    {
        TriggerKind.YOU_MAKE_A_GIFT,
        TriggerKind.YOU_RECEIVE_A_GIFT,
        TriggerKind.YOU_SACRIFICE_A_CHARACTER,
        TriggerKind.YOU_ROLL_A_DIE,  # each die rolled (7.3.33.a)
        TriggerKind.YOU_CREATE_A_TOKEN,  # each token created (7.3.5.a)
    }
)
_COUNTED_OF_A_PLAYER = frozenset({TriggerKind.PLAYER_DRAWS_A_CARD, TriggerKind.CARD_DISCARDED})
"""Players' triggers whose Nth event of the watched player the engine counts: each card
drawn (7.3.9.a) or discarded (7.3.7.a; engine.pipeline.counted_events)."""
"""Triggers whose Nth event each turn, Day or Afternoon the engine counts
(engine.pipeline.counted_events)."""
_PLAYED_FROM = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})
_REST_MOVES = frozenset(
    {TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE, TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE}
)
"""The triggers on a move the daily effect Rest makes (4.2.5.b: Characters from the
Expedition zone to Reserve)."""
_TO_RESERVE = frozenset({TriggerKind.OBJECT_GOES_TO_RESERVE, TriggerKind.CARD_JOINS_YOUR_RESERVE})
"""ia: the Reserve triggers a ``joined_from`` narrows to the zone the card came from (3.2.10)."""
_JOINED_FROM = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS,
        TriggerKind.CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS,  # gn: "joins your Expedition"
        TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE,  # "from your deck / hand / Reserve" (g6)
    }
)
"""Joins "from your Reserve / hand" (7.5.10.a: from another zone); the Discard pile also
"from your deck" (3.2.2, 3.2.3)."""


def check_trigger_options(kind: TriggerKind, model: ReactionModel) -> None:
    """:class:`NotExecutable` if the reaction narrows ``kind`` in a way the engine does not
    read for that trigger."""
    name = kind.value
    if model.filter is not None and kind not in FILTERED_TRIGGERS:
        raise NotExecutable(f"trigger '{name}' takes no filter")
    if model.during is not None and kind not in DURING_TRIGGERS:
        raise NotExecutable(f"trigger '{name}' takes no 'during'")
    if model.terrain is not None and kind not in _TERRAIN:
        raise NotExecutable(f"trigger '{name}' takes no 'terrain'")
    if model.or_terrains and model.terrain is None:
        raise NotExecutable(f"trigger '{name}' takes 'or_terrains' only after a 'terrain'")
    if model.during == "Rest" and kind not in _REST_MOVES:
        raise NotExecutable(f"trigger '{name}' takes no 'during' Rest (4.2.5.b)")
    if model.by_opponent_effect and kind is not TriggerKind.CARD_JOINS_YOUR_RESERVE:
        raise NotExecutable(f"trigger '{name}' takes no 'by_opponent_effect'")  # gh
    if model.played_from is not None and kind not in _PLAYED_FROM:
        raise NotExecutable(f"trigger '{name}' takes no 'played_from'")
    if model.zone_type is not None and kind not in _PLAYED_FROM:
        raise NotExecutable(f"trigger '{name}' takes no 'zone_type'")
    any_plays = model.player == "any" and kind is TriggerKind.YOU_PLAY_A_CARD
    any_plays = any_plays or (kind in _RECEIVED and model.player in ("opponent", "any"))  # 1.2.2
    any_plays = any_plays or kind is TriggerKind.AT_END_OF_TURN  # whose turn ends (4.2.3.e)
    # ha: "When you / an opponent / a player [X]": a keyword action (1.2.2, 7.3)
    any_plays = any_plays or kind is TriggerKind.PLAYER_DOES_KEYWORD_ACTION
    if bool(model.keyword_action) != (kind is TriggerKind.PLAYER_DOES_KEYWORD_ACTION):
        raise NotExecutable(f"trigger '{name}' and 'keyword_action' go together only")
    if model.player is not None and kind not in PLAYER_TRIGGERS | _ROLLS and not any_plays:
        raise NotExecutable(f"trigger '{name}' takes no 'player'")
    check_ordinal(kind, model)
    if model.at_least is not None and not model.once_per_event:
        raise NotExecutable(f"trigger '{name}' takes 'at_least' only once per event")
    if model.discarded_from is not None and kind is not TriggerKind.CARD_DISCARDED:
        raise NotExecutable(f"trigger '{name}' takes no 'discarded_from'")
    if model.joined_from is not None and kind in _TO_RESERVE:  # ia: "… to Reserve from …"
        if model.joined_from == "reserve":
            raise NotExecutable(f"trigger '{name}' takes no 'joined_from' reserve")
    elif kind is TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND and model.joined_from is not None:
        if model.joined_from != "reserve":  # a card put in your hand from your Reserve
            raise NotExecutable(f"trigger '{name}' takes no 'joined_from' {model.joined_from}")
    elif model.joined_from is not None and kind not in _JOINED_FROM:
        raise NotExecutable(f"trigger '{name}' takes no 'joined_from'")
    elif model.joined_from == "limbo" and kind is TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE:
        pass  # a Spell leaving Limbo at the end of its resolution (3.2.8, 5.2.4.b)
    elif model.joined_from in ("discard", "expedition", "limbo"):
        raise NotExecutable(f"trigger '{name}' takes no 'joined_from' {model.joined_from}")
    elif model.joined_from == "deck" and kind is not TriggerKind.CARD_JOINS_YOUR_DISCARD_PILE:
        raise NotExecutable(f"trigger '{name}' takes no 'joined_from' deck")


def check_ordinal(kind: TriggerKind, model: ReactionModel) -> None:
    """ "When you play your second Spell [from Reserve] each turn / Day / Afternoon": the Nth
    play in the period, of a card of the filter's types only (plays are counted by card type
    and by the zone played from, 4.2.3, 4.1, 5.1.2.d); "When you sacrifice your second
    Character each Day": the Nth counted event in the period (engine.pipeline.counted_events)."""
    if not model.ordinal and model.per is None:
        return
    if kind in _COUNTED_OF_A_PLAYER:  # "When you draw your second card each turn"
        every = model.filter is None and model.discarded_from is None
        if not model.ordinal or model.per is None or not every or model.player != "you":
            raise NotExecutable(f"trigger '{kind.value}' is counted each period, of every card")
        return
    if kind is TriggerKind.PLAYER_DOES_KEYWORD_ACTION:  # ia: each one its doer carried out
        if not model.ordinal or model.per is None or model.filter is not None:
            raise NotExecutable(f"trigger '{kind.value}' is counted each period, of every one")
        return
    if kind.value in ONE_EXPEDITION_MOVES:  # that one Expedition's Nth move (7.3.25.a)
        if not model.ordinal or model.per is None or model.filter is not None or model.terrain:
            raise NotExecutable(f"trigger '{kind.value}' is counted each period, of every move")
        return
    if kind in OWN_STATE_EVENTS:  # the bearer's own events (engine.pipeline.nth_occurrences)
        flt = model.filter.model_dump(exclude_defaults=True) if model.filter is not None else {}
        if not model.ordinal or model.per not in ("turn", "day") or flt != {"only_me": True}:
            raise NotExecutable(f"trigger '{kind.value}' is counted each period, of mine only")
        return
    if kind in COUNTED_EACH_TURN:  # engine.pipeline.counted_events: every one, each period
        if not model.ordinal or model.per is None or model.filter is not None or model.player:
            raise NotExecutable(f"trigger '{kind.value}' is counted each period, of every event")
        return
    # "your first card from Reserve each Afternoon": the plays from that zone (5.1.2.d)
    if kind is not TriggerKind.YOU_PLAY_A_CARD or model.player:
        raise NotExecutable(f"trigger '{kind.value}' takes no 'ordinal'")
    if not model.ordinal or model.per is None:
        raise NotExecutable("an 'ordinal' play needs 'ordinal' and 'per'")
    flt = model.filter.model_dump(exclude_defaults=True) if model.filter is not None else {}
    if set(flt) - {"types"}:
        raise NotExecutable("the Nth card played is counted by card type only")
