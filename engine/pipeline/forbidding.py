"""Which passive ability's "can't" makes an atomic action impossible (1.4.1.a), named with
its words: where an effect's atomic action is ignored (1.4.1.c, 6.5.h,
:mod:`engine.pipeline.resolve`) and where a choice leaves out an option it makes impossible
(6.1.g, :mod:`engine.steps.cant_options`) — so the line can say who "you" is in it
(7.2.3.a, :mod:`engine.why.second_person`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.defender_moves import defender_stop_words
from engine.pipeline.gains import gains_counters
from engine.pipeline.objects_cant import cant_be_each
from engine.pipeline.statics import (
    cant_gain_counters_each,
    cant_move_forward_each,
    move_forbidden_each,
    only_due_to_each,
    stays_exhausted,
    stays_exhausted_each,
)
from engine.pipeline.zone_moves_cant import zone_move_cant_each
from engine.state.actions import ActionKind
from engine.state.cards import Ability
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.steps import AtomicAction
from engine.why.printed_words import ability_words
from engine.why.table import rule_of

Found = tuple[str, Ability] | None
"""The forbidding passive ability found (its bearer, itself), if any."""

Forbidding = tuple[tuple[str, Ability], ...]
"""Every forbidding passive ability found (its bearer, itself), in the order found: when
several "can't" make the same action impossible, each is named, not only the first."""


def _distinct(found: Iterable[tuple[str, Ability]]) -> Forbidding:
    """``found`` without repeats: one ability found by two of its readings is named once."""
    seen: dict[tuple[str, str], tuple[str, Ability]] = {}
    for src, ab in found:
        seen.setdefault((src, ab.text), (src, ab))
    return tuple(seen.values())


def _quoted(state: GameState, found: Forbidding) -> str:
    """ "Guard's “I can't be exhausted”" — and, for several, each joined by "and"."""
    return " and ".join(
        f"{possessive(state.name(src))} “{ability_words(ab.text)}”" for src, ab in found
    )


def _passive_quoted(state: GameState, found: Forbidding) -> str:
    """ "The Snow Queen's passive ability “…”" — and, for several, each joined by "and"."""
    return " and ".join(
        f"{possessive(state.name(src))} passive ability “{ability_words(ab.text)}”"
        for src, ab in found
    )


def _kind_each(state: GameState, action: AtomicAction) -> Forbidding:
    """The passive abilities other objects hold that make ``action`` impossible by its kind
    (1.4.1.a): keeping a Character exhausted, no counters, no move forward or backwards, no
    move from one zone to another ("Cards can't go from … to …")."""
    oid, expedition, kind = action.object_id, action.expedition, action.kind
    found: list[tuple[str, Ability]] = []
    if kind is ActionKind.READY and oid is not None and stays_exhausted(state, oid):
        found.extend(stays_exhausted_each(state))
    elif gains_counters(kind, action.amount) and oid is not None and oid in state.objects:
        found.extend(cant_gain_counters_each(state, oid))
    elif kind is ActionKind.MOVE_FORWARD and expedition is not None:
        found.extend(cant_move_forward_each(state, expedition, action.controller))
    elif kind is ActionKind.MOVE_BACKWARDS and expedition is not None:
        found.extend(move_forbidden_each(state, expedition, True, action.controller))
    found.extend(zone_move_cant_each(state, action))
    return _distinct(found)


def cant_by_each(state: GameState, action: AtomicAction, reason: str) -> tuple[str, Forbidding]:
    """Which passive abilities make ``action`` impossible (1.4.1.a), each named with its
    words beside the rule: ": Guard's “I can't be exhausted by your opponents' effects” says
    it can't be", ": Frozen Path's “Expeditions can't move forward” says it can't move", or
    other objects': ": The Snow Queen's passive ability “Exhausted Characters in Reserve
    remain exhausted during Morning” forbids it"; ``("", ())`` when no ability does.
    Several reasons share the golden rule's number, so the action's kind says which
    abilities to look for; any one "can't" is enough, so when several forbid it each is
    named ("… and …'s passive ability “…” forbid it"), not only the first."""
    expedition = action.expedition
    if reason == rule_of("impossible.forward_defender") and expedition is not None:
        return defender_stop_words(state, expedition), ()  # 7.4.2.c: which Defender
    if reason == rule_of("impossible.forward_only_due_to") and expedition is not None:
        found = _distinct(only_due_to_each(state, expedition))
        return _forbid_words(state, found), found
    if reason != rule_of("impossible.passive_cant"):
        return "", ()
    own = _distinct(cant_be_each(state, action))  # "I can't be …", "[group] can't be …"
    moved: Forbidding = ()
    if not own and expedition is not None:  # "Expeditions can't move forward / backwards"
        backward = action.kind is ActionKind.MOVE_BACKWARDS
        moved = _distinct(move_forbidden_each(state, expedition, backward, action.controller))
    found = _distinct((*own, *moved, *_kind_each(state, action)))
    if found and found == own:
        verb = "says" if len(own) == 1 else "say"
        return f": {_quoted(state, own)} {verb} it can't be", own
    if found and found == moved:
        verb = "says" if len(moved) == 1 else "say"
        return f": {_quoted(state, moved)} {verb} it can't move", moved
    return _forbid_words(state, found), found


def _forbid_words(state: GameState, found: Forbidding) -> str:
    """ ": X's passive ability “…” forbids it" (each named when several); "" for none."""
    if not found:
        return ""
    verb = "forbids" if len(found) == 1 else "forbid"
    return f": {_passive_quoted(state, found)} {verb} it"


def cant_by(state: GameState, action: AtomicAction, reason: str) -> tuple[str, Found]:
    """Which passive abilities make ``action`` impossible (1.4.1.a), named with their words
    (:func:`cant_by_each`), with the first found — ``("", None)`` when no ability does."""
    said, found = cant_by_each(state, action, reason)
    return said, (found[0] if found else None)
