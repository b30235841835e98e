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
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, TriggerPlayer
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.kinds import PLAYER_WORD_TRIGGERS
from engine.why.printed_words import printed_trigger
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
    said_events = tuple(events)
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        player_taken_as_any(), before, after, said_events, found, find
    ):
        doer = _doer(said_events, act)
        opponent = ability.watched_player is TriggerPlayer.OPPONENT
        # missed for "an opponent", the event was its controller's own
        doer = doer or (act.controller if opponent else "")
        who = f"{doer} did it" if doer else "another player did it"
        if opponent:
            line = (
                f"{act.controller}'s {act.source_name}'s Reaction does not activate: {who}, "
                f"and {_trigger_words(ability.text)} watches an opponent of {act.controller}, "
                "the Reaction's controller"
            )
            say_once(out, line, why("reaction.opponent_word"))
            continue
        line = (
            f"{act.controller}'s {act.source_name}'s Reaction does not activate: {who}, and "
            f"“you” in {_trigger_words(ability.text)} is {act.controller}, the Reaction's "
            "controller"
        )
        doer_said = who_did if doer else ()
        say_once(out, line, (*why("reaction.player_word"), *doer_said))
    return tuple(out)
