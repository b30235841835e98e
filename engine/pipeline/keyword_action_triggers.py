"""Reactions to a keyword action carried out (ha, session 37): "When you [Kindle] —",
"When an opponent [Sabotages] —", "When a player [Kindles] —".

A keyword action (7.3) is done by a step; the step is one event (1.2.7.c), whatever number
of atomic actions it has (6.1.e), so such a Reaction activates once per step and player who
did it (6.3.f: it must exist and work before the event), never once per atomic action.

- A SET's keyword action is known by its definition (the reminder text, 2.2.12.c): the
  step that is its whole definition carries its name (``Step.keyword_action``), and each
  atomic action of that step done AS ITSELF carries the name on its event (:func:`named`).
- ia: a SET's keyword action of SEVERAL steps (or of one step with "If you do, …" after it)
  is carried out once its FIRST step is: a player "did" it once they started doing it
  (6.5.f); a later step conditional and not done, or impossible, does not undo it (1.4.1.c:
  the rest resolves normally). So its first step carries the name, and the Reaction
  activates once, after that step (6.3.h); a first step that acts on nothing (1.2.7.d) or is
  declined ("You may …") is no action done, whatever its later steps do.
- "The first time you [X] each turn": the Nth such step of the player's in the period
  (``counted_events.KEYWORD_ACTION_DONE``, 4.2.3.b; one per step, 1.2.7.c).
- A RULES' keyword action is known by its own atomic actions: "Sabotage" is the atomic
  actions of kind ``sabotage`` (7.3.35.a).

Not carried out, no event to match (6.3.b: the trigger says what must HAPPEN in the event):
a step with nothing to act on performs no atomic action (an event that changes nothing,
1.2.7.d, is not the action done); an atomic action a replacing modifier changed into another
kind (6.2.b, "instead") is not the keyword action; an action made impossible (1.4.1.b) is
not performed.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    player_fits,
    watching_reactions,
)
from engine.pipeline.counted_events import keyword_action_kind, ordinal_holds
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, TriggerKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why

RULES_ACTIONS = frozenset({ActionKind.SABOTAGE})
"""The rules' keyword actions a trigger names by their atomic actions (7.3.35.a); the others
a player does have triggers of their own ("When you Resupply", 7.3.31.a; "When you roll a
die", 7.3.33.a; engine.pipeline.player_triggers, dice_triggers)."""

_TRIGGERS = frozenset({TriggerKind.PLAYER_DOES_KEYWORD_ACTION})


def named(
    events: Sequence[Event], spans: Sequence[tuple[Step, int, int, frozenset[ActionKind]]]
) -> tuple[Event, ...]:
    """``events`` (one per atomic action performed, in order) with the set's keyword action
    named on those of a step that is its whole definition: ``spans`` gives each such step,
    the slice of its atomic actions, and the kinds it proposed before any modifier — an
    atomic action a replacing modifier made another kind is not the action (6.2.b)."""
    out = list(events)
    for step, start, end, own in spans:
        for i in range(start, min(end, len(out))):
            ev = out[i]
            if ev.kind in own:
                doer = ev.player or step.controller  # who does the step (1.4.7)
                out[i] = replace(ev, keyword_action=step.keyword_action, keyword_doer=doer)
    return tuple(out)


def _is_action(watched: str, ev: Event) -> str | None:
    """The player who did the keyword action ``watched`` in this atomic action, if it is
    one: a set's by the name its event carries ("Kindle" matches "Kindle 2", its number the
    definition's X), a rules' by its kind (7.3)."""
    if ev.keyword_action:
        said = ev.keyword_action.lower()
        name = watched.lower()
        if said == name or (said.startswith(name + " ") and said[len(name) + 1 :].isdigit()):
            return ev.keyword_doer
        return None
    if watched in RULES_ACTIONS and ev.kind.value == watched:
        return ev.player
    return None


def _doers(ab: Ability, events: Sequence[Event]) -> list[tuple[str, Event]]:
    """Each player who did the watched keyword action in this step, once (1.2.7.c), with
    the first event of theirs that is it."""
    found: list[tuple[str, Event]] = []
    for ev in events:
        doer = _is_action(ab.trigger_action, ev)
        if doer is not None and doer not in (d for d, _ in found):
            found.append((doer, ev))
    return found


def keyword_action_activations(
    before: GameState, after: GameState, events: Sequence[Event]
) -> list[Activation]:
    """ "When [player] [X]": once per player who carried out X in this step (1.2.7.c,
    6.3.f), that player the one its player word names (1.2.2)."""
    out: list[Activation] = []
    if not any(ev.keyword_action or ev.kind in RULES_ACTIONS for ev in events):
        return out
    for src, index, ab in watching_reactions(before, _TRIGGERS):
        mine = before.objects[src].controller
        for doer, ev in _doers(ab, events):
            if not player_fits(ab.watched_player, mine, doer):
                continue  # "When you [X]": another player's X is no such event (7.2.3.a)
            kind = keyword_action_kind(ab.trigger_action)
            if ab.trigger_ordinal and (
                ab.trigger_action in RULES_ACTIONS
                or not ordinal_holds(ab, before, after, events, kind, doer, ev)
            ):
                continue  # ia: "The first time you [X] each turn": the Nth of the period
            if not condition_holds(ab, before, after, mine, src, src):
                continue
            rules = why("reaction.keyword_action")
            if ab.trigger_action in RULES_ACTIONS:
                rules = (*rules, *why(f"reaction.keyword_action_{ab.trigger_action}"))
            else:
                rules = (*rules, *why("reaction.set_keyword_action"))
            if ab.trigger_ordinal:
                rules = (*rules, *why("reaction.keyword_action_nth"))
            out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
    return out
