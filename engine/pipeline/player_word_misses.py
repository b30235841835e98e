"""Reactions an event would have activated but for the player who did it — "When you
sacrifice a Character" seeing an opponent sacrifice one, "When an opponent plays a card"
seeing its controller play one —, said at the moment they did not activate, with the player
the trigger's word names: "you" is the Reaction's controller (7.2.3.a), "an opponent" another
player (1.2.1.b).

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`) and
the control words (:mod:`engine.pipeline.control_misses`): the step's activations are found
a second time with the triggers' player words taken as met
(:func:`engine.pipeline.activation.player_taken_as_any`, read by
:func:`engine.pipeline.activation.player_fits`), and each activation found only then is a
Reaction whose event was done by another player than the one its trigger names. The second
search runs only when some Reaction in the game names the player of its event.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import player_taken_as_any
from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.reading.passives import abilities_of_object
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, TriggerPlayer
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.triggers import PLAYER_WORD_TRIGGERS
from engine.why.printed_words import printed_trigger
from engine.why.step_words import bare
from engine.why.table import why


def _names_a_player(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION and ab.trigger in PLAYER_WORD_TRIGGERS
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _doer(events: tuple[Event, ...], act: Activation) -> str:
    """Who did the event the Reaction was found for: the player of the event whose object
    (where it went, or where it was) is the Reaction's "it"."""
    for ev in events:
        if ev.player and (ev.new_object_id in act.it or ev.object_id in act.it):
            return ev.player
    # an event with no object the Reaction is bound to (a die rolled, 7.3.33.a): its one doer
    doers = {ev.player for ev in events if ev.player}
    return doers.pop() if len(doers) == 1 else ""


def _event_words(
    before: GameState, after: GameState, events: tuple[Event, ...], act: Activation, doer: str
) -> str:
    """Which event of the step the line is about, when it acted on an object: " for the
    sacrifice of Vanilla 1/1/1" — a step of several atomic actions (6.1.e: "Each player
    sacrifices a Character") may activate the Reaction for another of them, so the line
    names its own, never reading as the whole step's; "" for an event on no object."""
    for ev in events:
        for oid, state in ((ev.new_object_id, after), (ev.object_id, before)):
            if oid and oid in act.it and oid in state.objects:
                return f" for the {_noun(ev.kind)} of {state.name(oid)}"
    # bound to no object of the step ("When an opponent draws"): the event of the player who
    # did it, when the step has others — a draw named by its player, the card being hidden
    doers = {ev.player for ev in events if ev.player}
    if len(doers) < 2 or doer not in doers:
        return ""
    kinds = {ev.kind for ev in events if ev.player == doer}
    if len(kinds) != 1:
        return ""
    return f" for {doer}'s {_noun(kinds.pop())}"


_NOUNS = {
    ActionKind.PLAY: "playing",
    ActionKind.DRAW: "draw",
    ActionKind.SEND: "sending",
    ActionKind.PUT: "putting",
    ActionKind.RETURN: "return",
    ActionKind.CREATE: "creation",
    ActionKind.EXHAUST: "exhausting",
    ActionKind.EXHAUSTED_RESUPPLY: "resupply",
    ActionKind.TAKE_CONTROL: "taking of control",
    ActionKind.RECEIVE_TOKEN: "receiving",
    ActionKind.ROLL_DIE: "roll",
    ActionKind.MAKE_GIFT: "Gift",
    ActionKind.RECEIVE_GIFT: "Gift received",
}
"""The noun of an action where its verb is none ("the playing of", "the creation of", "the
exhausting of", "p1's roll"), the actions a player-word trigger watches (PLAYER_WORD_TRIGGERS)
among them; others are their own noun ("the sacrifice of", "the discard of")."""


def _noun(kind: ActionKind) -> str:
    return _NOUNS.get(kind, bare(kind))


def _activated_for(
    before: GameState,
    after: GameState,
    events: tuple[Event, ...],
    found: tuple[Activation, ...],
    act: Activation,
) -> str:
    """ " — it activates only for the sacrifice of Vanilla 2/2/2" when the same Reaction did
    activate for another atomic action of the step (6.1.e, 6.3.g): the line about the one it
    missed stands just before that activation and must not read as the whole step's; "" when
    it activated for nothing else."""
    others = [
        f
        for f in found
        if f.source_object == act.source_object
        and f.ability_index == act.ability_index
        and f.it != act.it
    ]
    said = [_event_words(before, after, events, f, f.controller) for f in others]
    said = list(dict.fromkeys(w for w in said if w))
    return f" — it activates only{' and'.join(said)}" if said else ""


def _trigger_words(text: str) -> str:
    """The trigger as printed, before the dash and without its symbol."""
    trigger = printed_trigger(text)
    return f"“{trigger}”" if trigger and trigger != text.strip().strip("#") else "its trigger"


def missed_by_player_word(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
    who_did: tuple[str, ...] = (),
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the triggers'
    player words are taken as met: "p1's Maw's Reaction does not activate: p2 did it, and
    “you” in “When you sacrifice a Character” is p1, the Reaction's controller" (7.2.3.a).
    ``found`` are the activations (and blocked ones) the step really made; ``find`` finds
    them (:func:`engine.pipeline.reactions.split_activations`); ``who_did``: the rules
    saying who did the step's atomic actions (1.4.7: the player the effect names, else the
    effect's controller, else the object's), cited where the line says who did it."""
    if not (_names_a_player(before) or _names_a_player(after)):
        return ()
    said_events, found = tuple(events), tuple(found)
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        player_taken_as_any(), before, after, said_events, found, find
    ):
        doer = _doer(said_events, act)
        opponent = ability.watched_player is TriggerPlayer.OPPONENT
        # missed for "an opponent", the event was its controller's own
        doer = doer or (act.controller if opponent else "")
        who = f"{doer} did it" if doer else "another player did it"
        which = _event_words(before, after, said_events, act, doer)
        also = _activated_for(before, after, said_events, found, act)
        if opponent:
            line = (
                f"{act.controller}'s {possessive(act.source_name)} Reaction does not "
                f"activate{which}: "
                f"{who}, and {_trigger_words(ability.text)} watches an opponent of "
                f"{act.controller}, the Reaction's controller{also}"
            )
            say_once(out, line, why("reaction.opponent_word"))
            continue
        line = (
            f"{act.controller}'s {possessive(act.source_name)} Reaction does not activate{which}: "
            f"{who}, "
            f"and “you” in {_trigger_words(ability.text)} is {act.controller}, the Reaction's "
            f"controller{also}"
        )
        doer_said = who_did if doer else ()
        say_once(out, line, (*why("reaction.player_word"), *doer_said))
    return tuple(out)
