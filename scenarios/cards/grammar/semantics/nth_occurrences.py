"""The Nth time an event happens in a period as a trigger, said of any event the trigger
grammar reads (issue 30): "When I gain [[Anchored]] for the first time this turn —", "When I
become exhausted for the second time this Day —" (a Day 4.2.a, a turn 4.2.3.b).

Three cases, by the trigger's subject and event, once the counts by player or Expedition
(``time_past.nth_time_event``: cards played, drawn, discarded, dice, Gifts, keyword
actions, an Expedition's moves) have not read it:

- the bearer ("I", filter ``only_me``) and an event that leaves it the same object
  (engine.pipeline.nth_occurrences ``OWN_STATE_EVENTS``): read — the engine counts the
  Reaction's own matches in the period, which are all of them: an object that changes zones
  is a new object (2.1.d), so no event of "I" happened before the Reaction existed;
- the bearer moving between zones ("I leave play", "I go to Reserve", "I am sacrificed",
  "I return to your hand"): refused — the move ends the object (2.1.d), and whether the
  card's earlier objects' moves count is not said (:func:`bearer_move_nth_reason`);
- a group ("a Character you control", "a token", "an opponent"): refused — whether each
  object's (or player's) events are counted apart or all together is not said, and events
  before the card was in play would count (4.2.a) (:func:`group_nth_reason`).
"""

from __future__ import annotations

from typing import Any

from engine.pipeline.nth_occurrences import OWN_STATE_EVENTS
from engine.state.triggers import PLAYER_TRIGGERS, SELF_MOVE_TRIGGERS, TriggerKind
from scenarios.cards.grammar.parser import NotRead

__all__ = ["bearer_move_nth_reason", "group_nth_reason", "nth_occurrence_read"]

_OWN = frozenset(t.value for t in OWN_STATE_EVENTS)

_BEARER_MOVES = frozenset(
    {t.value for t in SELF_MOVE_TRIGGERS}
    | {
        TriggerKind.LEAVES_EXPEDITION_ZONE.value,
        TriggerKind.LEAVES_LANDMARK_ZONE.value,
        TriggerKind.LEAVES_PLAY.value,
        TriggerKind.SACRIFICED.value,
        TriggerKind.DISCARDED.value,
        TriggerKind.RETURNED_TO_HAND.value,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE.value,
        TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE.value,
        TriggerKind.OBJECT_LEAVES_PLAY.value,
        TriggerKind.OBJECT_LEAVES_EXPEDITION_ZONE.value,
        TriggerKind.OBJECT_LEAVES_LANDMARK_ZONE.value,
        TriggerKind.OBJECT_GOES_TO_RESERVE.value,
        TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND.value,
    }
)
"""Triggers whose subject is the bearer moving between zones: said with no filter, or of an
object the filter makes the bearer."""

_OBJECT_SUBJECTS = ("character_", "another_character_", "card_", "object_", "permanent_")
"""The stems of triggers whose subject is any of several objects ("a Character joins your
Expeditions", "a card leaves your Reserve"): a group, whatever the filter."""

_PLAYER_TRIGGERS = frozenset(t.value for t in PLAYER_TRIGGERS)


def _group(trigger: str, player: object) -> bool:
    """Whether the trigger's subject is a group: of objects by its kind, or of players —
    an opponent, any player (a player trigger said of no "you")."""
    if trigger.startswith(_OBJECT_SUBJECTS):
        return True
    return trigger in _PLAYER_TRIGGERS and player != "you"


def bearer_move_nth_reason(said: str) -> str:
    """Why "[the bearer's move] for the Nth time [said]" is refused (2.1.d)."""
    return (
        f"'for the first / Nth time {said}' said of the card itself moving between zones — "
        "the move makes it a new object (2.1.d), and whether its earlier objects' moves "
        "count is not said — resolve by hand"
    )


def group_nth_reason(said: str) -> str:
    """Why "[a group's event] for the Nth time [said]" is refused (6.3.g, 4.2.a)."""
    return (
        f"'for the first / Nth time {said}' said of a group — each object or player counted "
        "apart or all of them together is not said (6.3.g), and events before the card was "
        "in play would count (4.2.a) — resolve by hand"
    )


def nth_occurrence_read(event: dict[str, Any], said: str) -> bool:
    """Whether "[event] for the Nth time [period]" is read by counting the Reaction's own
    matches (the bearer's events that leave it the same object); refused (NotRead, naming
    the period as ``said``) for the bearer's moves between zones and for a group subject;
    ``False`` for any other (the caller says the engine counts no such event by period)."""
    trigger = event.get("trigger")
    flt = event.get("filter")
    me = isinstance(flt, dict) and bool(flt.get("only_me"))
    if me and trigger in _OWN and flt == {"only_me": True}:
        return True
    if trigger in _BEARER_MOVES and (me or not flt):
        raise NotRead(f"time {said}", bearer_move_nth_reason(said), "nth_occurrences")
    if me:
        return False
    if isinstance(flt, dict) or _group(str(trigger), event.get("player")):
        raise NotRead(f"time {said}", group_nth_reason(said), "nth_occurrences")
    return False
