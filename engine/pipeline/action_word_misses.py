"""Reactions an event would have activated but for the atomic action it was — "When I'm
sacrificed" seeing its object sent to Reserve at Rest, "When you sacrifice a Character"
seeing a Character discarded by an effect that does not say "sacrifice", "When I'm returned
to your Hand" seeing its object discarded, "When you play a Character" seeing one put into
play, "When you draw a card" seeing a Resupply —, said at the moment they did not activate.

A trigger specifies what must happen in the event (6.3.b); a Reaction other than a
self-move one is activated only by an event its trigger matches (6.3.f). The atomic actions
that move a card are distinct (7.3): to discard is to move to the Discard pile (7.3.7.a), to
sacrifice is to discard an object in play one controls, as an effect or cost says (7.3.36.a),
to put / return / send is to move to the zone named (7.3.27.a, 7.3.32.a, 7.3.37.a), and the
rules move objects themselves (Rest sends Characters to Reserve, 4.2.5.b); a card is played
when it leaves Limbo during its resolution (7.5.12.a), not when it is put into play
(7.3.10.a); to draw takes the top card of the deck to the Hand (7.3.9.a), to Resupply to the
Reserve (7.3.31.a). :data:`_NAMED` is every trigger action word the engine reads for these
changes, with the rule defining it; the other ways of making the same change miss it.

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`): the
step's activations are found a second time with the triggers' action words met by any way of
making the same change (:func:`engine.pipeline.activation.action_taken_as_broader`); each
activation found only then is a Reaction whose event was another action. The second search
runs only when the step made such a change and some Reaction in the game names one.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    action_taken_as_broader,
    enters_play_unplayed,
    leaves_play,
    watching_reactions,
)
from engine.pipeline.condition_misses import Finder, found_only_when
from engine.reading.passives import abilities_of_object
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import rule_of, why

_NAMED: dict[TriggerKind, tuple[str, str]] = {
    TriggerKind.SACRIFICED: ("sacrificed", "reaction.action_word.named.sacrifice"),
    TriggerKind.YOU_SACRIFICE_A_CHARACTER: ("sacrificed", "reaction.action_word.named.sacrifice"),
    TriggerKind.PLAYER_SACRIFICES: ("sacrificed", "reaction.action_word.named.sacrifice"),
    TriggerKind.DISCARDED: ("discarded", "reaction.action_word.named.discard"),
    TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE: (
        "discarded",
        "reaction.action_word.named.discard",
    ),
    TriggerKind.RETURNED_TO_HAND: (
        "returned to a Hand",
        "reaction.action_word.named.return_to_hand",
    ),
    TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE: (
        "sent to Reserve",
        "reaction.action_word.named.to_reserve",
    ),
    TriggerKind.PLAYER_DRAWS_A_CARD: ("drawn", "reaction.action_word.named.draw"),
    TriggerKind.PLAYER_RESUPPLIES: ("resupplied", "reaction.action_word.named.resupply"),
    TriggerKind.YOU_PLAY_A_CARD: ("played", "reaction.action_word.named.play"),
    TriggerKind.OPPONENT_PLAYS_A_CARD: ("played", "reaction.action_word.named.play"),
}
"""Each trigger action word for leaving play, being played, drawing or Resupplying: how a judge
says it, and the decision point of the rule defining it (7.3.36.a, 7.3.7.a, 7.3.32.a, 6.3.d,
7.5.12.a, 7.3.9.a, 7.3.31.a)."""

_OWN = frozenset(
    {
        TriggerKind.SACRIFICED,
        TriggerKind.DISCARDED,
        TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE,
        TriggerKind.RETURNED_TO_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
    }
)
"""The words of an object's own leaving ("When I'm sacrificed"): not self-move Reactions,
looked for before the event (6.3.f)."""

_WHY_NOT: dict[str, str] = {
    "reaction.action_word.named.sacrifice": (
        "a sacrifice is a discard an effect or cost has a player make of an object in play "
        "they control"
    ),
    "reaction.action_word.named.discard": "a discard is a move to the Discard pile",
    "reaction.action_word.named.return_to_hand": "a return to Hand is a move to a Hand",
    "reaction.action_word.named.to_reserve": "it names a move to Reserve",
    "reaction.action_word.named.draw": (
        "to draw is to move the top card of one's deck to one's Hand"
    ),
    "reaction.action_word.named.resupply": (
        "to Resupply is to put the top card of one's deck into one's Reserve"
    ),
    "reaction.action_word.named.play": (
        "a card is played when it leaves Limbo during its resolution"
    ),
}
"""What each action word names, said beside the action that happened instead."""


_FROM_THE_DECK = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
"""The two atomic actions that take the top card of one's deck: a draw, to the Hand (7.3.9.a),
and a Resupply, to the Reserve (7.3.31.a; an Exhausted Resupply is one, 7.3.14.a)."""


def _moved(before: GameState, ev: Event) -> bool:
    """Whether the event is a move a trigger's action word may be asked about: leaving play
    (7.3.20.a), entering it without being played (7.3.10.a, 7.5.12.a), or taking the top
    card of a deck (7.3.9.a, 7.3.31.a)."""
    if ev.kind in _FROM_THE_DECK:
        return ev.object_id is not None
    return leaves_play(before, ev) or enters_play_unplayed(before, ev)


def way_left(before: GameState, ev: Event) -> str:
    """How an object left or entered play, as a judge says it: sacrificed (7.3.36.a),
    discarded (to the Discard pile, 7.3.7.a), sent to Reserve, returned to a Hand, or moved
    to another zone (7.3.27.a), "at Rest" where the rules moved it (4.2.5.b); put in play
    from a zone, not played (7.3.10.a)."""
    to_kind = z.kind_of(ev.to_zone) if ev.to_zone is not None else None
    if ev.kind is ActionKind.DRAW:
        return "drawn"
    if ev.kind in _FROM_THE_DECK:
        return "resupplied"
    if enters_play_unplayed(before, ev) and ev.from_zone is not None:
        return f"put in play from {zone_words(ev.from_zone)}"
    if ev.kind is ActionKind.SACRIFICE:
        words = "sacrificed"
    elif to_kind is ZoneKind.DISCARD:
        words = "discarded"
    elif to_kind is ZoneKind.RESERVE:
        words = "sent to Reserve"
    elif to_kind is ZoneKind.HAND:
        words = "returned to a Hand"
    elif ev.to_zone:
        words = f"moved to {zone_words(ev.to_zone)}"
    else:
        words = "moved"  # no zone said (a token that ceased to exist, 2.1.e)
    if rule_of("night.rest") in ev.rules:
        words += " at Rest"
    return words


def _rule_moves(ev: Event) -> tuple[str, ...]:
    """The rules of the day that made the move themselves (Rest, 4.2.5.b; Clean-up,
    4.2.5.c), where no effect did: what moved the object instead of the named action."""
    return tuple(r for r in ev.rules if r.startswith("4.2."))


def _event_of(
    act: Activation, ability: Ability, events: tuple[Event, ...], before: GameState
) -> Event | None:
    """The event that left (or entered) play which the loosened search found ``act`` for: its
    own object for "When I'm …", the object its "it" is bound to for "When you sacrifice …"
    and "When you play …"."""
    for ev in events:
        if not _moved(before, ev):
            continue
        if ability.trigger in _OWN and ev.object_id == act.source_object:
            return ev
        if ev.object_id in act.it or (ev.new_object_id is not None and ev.new_object_id in act.it):
            return ev
    return None


def _names_an_action(state: GameState) -> bool:
    """Whether some Reaction in the game names one of the actions of :data:`_NAMED`."""
    if any(True for _ in watching_reactions(state, _NAMED)):
        return True
    return any(
        ab.kind is AbilityKind.REACTION and ab.trigger in _OWN
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _trigger_words(text: str) -> str:
    """The trigger of a Reaction's printed text ("When I'm sacrificed"): before its dash,
    without a symbol or a rare's marks."""
    return printed_trigger(text)


def missed_by_action_word(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when its trigger's
    action word is taken as met by any way of leaving or entering play: "p1's Yzmir
    Stargazer's Reaction does not activate: Yzmir Stargazer was sent to Reserve at Rest, not
    sacrificed" (6.3.f, 7.3.36.a, 4.2.5.b); one line per Reaction and way, naming every
    object it missed.
    ``found`` are the activations (and blocked ones) the step really made; ``find`` finds
    them (:func:`engine.pipeline.reactions.split_activations`)."""
    said_events = tuple(events)
    if not any(_moved(before, ev) for ev in said_events):
        return ()
    if not _names_an_action(before):
        return ()
    grouped: dict[tuple[str, str, str, str], tuple[list[str], set[str], Ability]] = {}
    for act, ability in found_only_when(
        action_taken_as_broader(), before, after, said_events, found, find
    ):
        if ability.trigger not in _NAMED:
            continue
        ev = _event_of(act, ability, said_events, before)
        if ev is None or ev.object_id is None:
            continue
        if ability.trigger is TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE and ev.modifiers:
            continue  # a replaced move to Reserve: engine.pipeline.zone_misses says it (6.2.m)
        done = way_left(before, ev)
        key = (act.controller, act.source_name, ability.text, done)
        names, moved_by, _ = grouped.setdefault(key, ([], set(), ability))
        hidden = ev.to_zone is not None and z.kind_of(ev.to_zone) is ZoneKind.HAND
        name = "a card" if hidden else before.name(ev.object_id)  # a Hand is hidden (3.1.3.f)
        if name not in names or hidden:
            names.append(name)
        moved_by.update(_rule_moves(ev))
    out: list[tuple[str, tuple[str, ...]]] = []
    for (controller, source, _text, done), (names, moved_by, ability) in grouped.items():
        assert ability.trigger is not None
        named, point = _NAMED[ability.trigger]
        own = ability.trigger in _OWN
        cards = names.count("a card")
        names = [n for n in names if n != "a card"] + (
            ["a card"] if cards == 1 else [f"{cards} cards"] if cards else []
        )
        who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        verb = "was" if len(names) == 1 else "were"
        line = (
            f"{controller}'s {possessive(source)} Reaction does not activate: {who} {verb} {done}, "
            f"not {named} — “{_trigger_words(ability.text)}” names another atomic action "
            f"({_WHY_NOT[point]})"
        )
        whose = "reaction.action_word.own" if own else "reaction.action_word.sacrifice"
        if point == "reaction.action_word.named.play":
            whose = "reaction.action_word.play"
        if point in ("reaction.action_word.named.draw", "reaction.action_word.named.resupply"):
            whose = "reaction.action_word.deck"
        rules = (
            *why(whose),
            *why(point),
            *sorted(moved_by),
        )
        out.append((line, tuple(dict.fromkeys(rules))))
    return tuple(out)
