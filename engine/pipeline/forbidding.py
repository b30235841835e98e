"""Which passive ability's "can't" makes an atomic action impossible (1.4.1.a), named with
its words: where an effect's atomic action is ignored (1.4.1.c, 6.5.h,
:mod:`engine.pipeline.resolve`) and where a choice leaves out an option it makes impossible
(6.1.g, :mod:`engine.steps.cant_options`) — so the line can say who "you" is in it
(7.2.3.a, :mod:`engine.why.second_person`).
"""

from __future__ import annotations

from engine.pipeline.defender_moves import defender_stop_words
from engine.pipeline.gains import gains_counters
from engine.pipeline.objects_cant import cant_be_by
from engine.pipeline.statics import (
    cant_gain_counters_by,
    cant_move_forward_by,
    move_forbidden_by,
    only_due_to_by,
    stays_exhausted,
    stays_exhausted_by,
)
from engine.pipeline.zone_moves_cant import zone_move_cant_by
from engine.state.actions import ActionKind
from engine.state.cards import Ability
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.steps import AtomicAction
from engine.why.printed_words import ability_words
from engine.why.table import rule_of

Found = tuple[str, Ability] | None
"""The forbidding passive ability found (its bearer, itself), if any."""


def _said_by(state: GameState, action: AtomicAction, reason: str) -> tuple[str, Found]:
    """Which passive ability's "can't" (1.4.1.a) makes ``action`` impossible, in its words:
    ": Guard's “I can't be exhausted by your opponents' effects” says it can't be"."""
    if reason != rule_of("impossible.passive_cant"):  # the "can't" rule, 1.4.1.a
        return "", None
    found = cant_be_by(state, action)
    if found is None and action.expedition is not None:
        backward = action.kind is ActionKind.MOVE_BACKWARDS
        moved = move_forbidden_by(state, action.expedition, backward, action.controller)
        if moved is not None:
            src, ab = moved
            said = f": {possessive(state.name(src))} “{ability_words(ab.text)}” says it can't move"
            return said, moved
    if found is None:
        return "", None
    src, ab = found
    return f": {possessive(state.name(src))} “{ability_words(ab.text)}” says it can't be", found


def cant_by(state: GameState, action: AtomicAction, reason: str) -> tuple[str, Found]:
    """Which passive ability makes ``action`` impossible (1.4.1.a), named with its words
    beside the rule: its "can't be" (:func:`_said_by`), or another object's: ": The Snow
    Queen's passive ability “Exhausted Characters in Reserve remain exhausted during
    Morning” forbids it"; ``("", None)`` when no ability does. Several reasons share the
    golden rule's number, so the action's kind says which ability to look for."""
    said = _said_by(state, action, reason)
    if said[0]:
        return said
    found: Found = None
    oid, expedition, kind = action.object_id, action.expedition, action.kind
    if reason == rule_of("impossible.forward_defender") and expedition is not None:
        return defender_stop_words(state, expedition), None  # 7.4.2.c: which Defender
    if reason == rule_of("impossible.forward_only_due_to") and expedition is not None:
        found = only_due_to_by(state, expedition)
    elif reason != rule_of("impossible.passive_cant"):
        return "", None
    elif kind is ActionKind.READY and oid is not None and stays_exhausted(state, oid):
        found = stays_exhausted_by(state)
    elif gains_counters(kind, action.amount) and oid is not None and oid in state.objects:
        found = cant_gain_counters_by(state, oid)
    elif kind is ActionKind.MOVE_FORWARD and expedition is not None:
        found = cant_move_forward_by(state, expedition, action.controller)
    elif kind is ActionKind.MOVE_BACKWARDS and expedition is not None:
        found = move_forbidden_by(state, expedition, True, action.controller)
    if found is None:
        found = zone_move_cant_by(state, action)  # "Cards can't go from … to …"
    if found is None:
        return "", None
    src, ab = found
    said_by = (
        f": {possessive(state.name(src))} passive ability “{ability_words(ab.text)}” forbids it"
    )
    return said_by, found
