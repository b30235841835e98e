"""Reactions a play would have activated but for the ordinal their trigger names — "When
you play your second Spell each turn" seeing the first or the third —, said at the moment
they did not activate, with the count that decided: which of the player's cards of that
kind count as played in the period, each from the moment its resolution began, even still
resolving in Limbo (5.1.2.k; 6.3.b: a trigger specifies what must happen in the event).

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`): the
step's activations are found a second time with the ordinals taken as met
(:func:`engine.pipeline.ordinal_taken.ordinals_taken_as_met`), and each activation found
only then is a Reaction whose play was not the one its ordinal names. The second search
runs only when some Reaction in the game names an ordinal of plays.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.pipeline.ordinal_taken import ordinals_taken_as_met
from engine.pipeline.play_triggers import period_plays_of_kind
from engine.reading.passives import abilities_of_object
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.play_counts import ordinal, play_count_words, position_of
from engine.why.printed_words import printed_trigger
from engine.why.table import why

__all__ = ["missed_by_ordinal"]

_PLAY_TRIGGERS = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})
"""The play triggers whose ordinal is counted among the cards played (5.1.2.k)."""


def _names_an_ordinal(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION and ab.trigger_ordinal and ab.trigger in _PLAY_TRIGGERS
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _played(before: GameState, after: GameState, act: Activation) -> tuple[str, str, str] | None:
    """``(player, card id, name)`` of the card whose play the Reaction watched."""
    for state in (after, before):
        for oid in act.it:
            if oid in state.objects and (card := state.objects[oid].card_id) is not None:
                return state.objects[oid].controller, card, state.name(oid)
    return None


def missed_by_ordinal(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the ordinal of its
    play trigger is taken as met: "p1's Arcane Scholar's Reaction does not activate: Vanilla
    1/1/1 is p1's third Character played this turn (after Vanilla 2/2/2 and Vanilla 3/1/0),
    not the second its trigger names (“When you play your second Character each turn”)"
    (6.3.b, 5.1.2.k)."""
    if not _names_an_ordinal(before):
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ab in found_only_when(
        ordinals_taken_as_met(), before, after, tuple(events), found, find
    ):
        if not ab.trigger_ordinal or ab.trigger not in _PLAY_TRIGGERS:
            continue
        played = _played(before, after, act)
        if played is None:
            continue
        player, card, name = played
        mine = period_plays_of_kind(before, ab, player)
        if not position_of(mine, card):
            continue
        trigger = printed_trigger(ab.text) or ab.text
        line = (
            f"{act.controller}'s {possessive(act.source_name)} Reaction does not activate: "
            f"{play_count_words(before, ab, player, card, name, mine)}, not the "
            f"{ordinal(ab.trigger_ordinal)} its trigger names (“{trigger}”); a card counts as "
            "played once its resolution began"
        )
        say_once(out, line, why("reaction.nth_play_missed"))
    return tuple(out)
