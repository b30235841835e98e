"""What an event gives its object — counters (2.5.f) and statuses (2.4.1) — whichever
keyword action performed it.

A Reaction "When I gain a boost", "When [object] gains [status]" or "When I gain my third
[name] counter" watches a *gain*, not one keyword: giving boosts is gaining them
(7.3.17.a), augmenting gains one more of a counter (7.3.4.a), doubling gains as many as the
object had (7.3.8.a), an exchange of boosts has the one with fewer gain the difference
(7.3.11.a), exhausting is gaining the status exhausted (7.3.13.a), and so is paying with a
Mana Orb, which exhausts it (1.2.5.e). Every reader of gains asks this module, so a gain
made by any step kind triggers the same Reactions.

:data:`COUNTER_CHANGES` and :data:`STATUS_CHANGES` classify every atomic action kind that
changes an object's counters or statuses where it is; :data:`NO_CHANGE_WHERE_IT_IS` names
the others with why (a move makes a new object, 2.1.d, whose counters and statuses follow
the zone rules, 2.5.j–l, 2.4.1.d, and whose "becoming" a status is an arrival, 7.5.4.a
Remark). A test holds that every kind is in exactly one of them.
"""

from __future__ import annotations

from typing import Final

from engine.pipeline.keywords import ACTION_RULES
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, Status
from engine.state.events import Event
from engine.state.game_state import GameState

COUNTER_CHANGES: Final = frozenset(
    {
        ActionKind.GAIN_COUNTERS,
        ActionKind.GIVE_BOOST,
        ActionKind.AUGMENT,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.EXCHANGE_BOOSTS,  # a gain for one, a loss for the other
        ActionKind.REMOVE_COUNTERS,
        ActionKind.SPEND_COUNTERS,
    }
)
"""Atomic actions that change an object's counters where it is (each defined by its rule,
:data:`engine.pipeline.keywords.ACTION_RULES`)."""

COUNTER_GAINS: Final = frozenset(
    {
        ActionKind.GAIN_COUNTERS,
        ActionKind.GIVE_BOOST,
        ActionKind.AUGMENT,
        ActionKind.DOUBLE_COUNTERS,
        ActionKind.EXCHANGE_BOOSTS,
    }
)
"""The counter changes that may be gains (an exchange of boosts: for the one with fewer)."""

STATUS_CHANGES: Final = frozenset(
    {
        ActionKind.GAIN_STATUS,
        ActionKind.EXHAUST,
        ActionKind.PAY_MANA,  # the Mana Orb is exhausted
        ActionKind.LOSE_STATUS,
        ActionKind.READY,
    }
)
"""Atomic actions that change an object's statuses where it is."""

STATUS_GAINS: Final = frozenset({ActionKind.GAIN_STATUS, ActionKind.EXHAUST, ActionKind.PAY_MANA})
"""The status changes that are gains."""

_MOVE = "a move makes a new object (2.1.d): its counters and statuses follow the zone rules"
NO_CHANGE_WHERE_IT_IS: Final[dict[ActionKind, str]] = {
    ActionKind.ACTIVATE: "activates Reactions (7.3.1.b)",
    ActionKind.AFTER_YOU: "ends the turn (7.3.2.a)",
    ActionKind.ASCEND: "an Expedition's status (7.3.3.a), not an object's",
    ActionKind.CREATE: "a new object, created with what it has (7.5.4.a Remark)",
    ActionKind.DEFECT: "the same object keeps its counters and statuses (3.2.4.d)",
    ActionKind.DISCARD: _MOVE,
    ActionKind.DRAW: _MOVE,
    ActionKind.ENTER_PLAY: _MOVE,
    ActionKind.EXCHANGE: _MOVE,
    ActionKind.EXHAUSTED_RESUPPLY: _MOVE,
    ActionKind.HAVE_DO: "performed as the action the object is had do (7.3.18.a)",
    ActionKind.IGNORE: "its abilities, not its counters or statuses (7.3.19.a)",
    ActionKind.LEAVE_PLAY: _MOVE,
    ActionKind.MAKE_GIFT: "another player receives (7.3.22.a)",
    ActionKind.MOVE_TERRAIN_MARKER: "a Terrain Marker (7.3.23.a)",
    ActionKind.MOVE_BACKWARDS: "an Expedition (7.3.24.a)",
    ActionKind.MOVE_FORWARD: "an Expedition (7.3.25.a)",
    ActionKind.PLAY_FOR_FREE: "starts the playing process (5.2.b)",
    ActionKind.PUT: _MOVE,
    ActionKind.RECEIVE_GIFT: "becomes the Gift's own step (7.3.29.b)",
    ActionKind.RECEIVE_TOKEN: "a new object (7.3.30.a)",
    ActionKind.RESUPPLY: _MOVE,
    ActionKind.RETURN: _MOVE,
    ActionKind.ROLL_DIE: "a result, no object (7.3.33.a)",
    ActionKind.RUSH: "starts the playing process (7.3.34.a)",
    ActionKind.SABOTAGE: _MOVE,
    ActionKind.SACRIFICE: _MOVE,
    ActionKind.SEND: _MOVE,
    ActionKind.SWITCH_EXPEDITIONS: "the same object keeps its boosts and statuses (7.3.39.b)",
    ActionKind.TAKE_CONTROL: "control, not counters or statuses (7.3.40.a)",
    ActionKind.MOVE: _MOVE,
    ActionKind.CREATE_EMBLEM: "a new Emblem, created with what it has",
    ActionKind.CEASE_TO_EXIST: "the object is no more",
    ActionKind.SHUFFLE: "a Deck's order, no object's counters or statuses",
    ActionKind.BECOME_FIRST_PLAYER: "a player, not an object",
    ActionKind.PASS: "a turn effect of a player (4.2.3.d)",
    ActionKind.CREATE_ONGOING: "a new Emblem (2.2.2.m)",
    ActionKind.PLAY: "starts the playing process (5.2.b)",
    ActionKind.REVEAL: "information only (1.2.7.d)",
    ActionKind.PLACE_TERRAIN_MARKER: "a Terrain Marker (3.2.1.d)",
    ActionKind.CHOOSE_MODES: "a choice (6.5.g)",
    ActionKind.WIN_GAME: "the game ends (1.4.2.a)",
    ActionKind.LOOK: "information only (3.1.3.f)",
}
"""Every other atomic action kind, with why it changes no counter or status of an object
where it is."""


def gains_counters(kind: ActionKind, amount: int) -> bool:
    """Whether an atomic action of ``kind`` (with its ``amount``) has its object gain
    counters — for a "can't gain counters/boosts" (1.4.1.a) as for a Reaction: an exchange
    of boosts only for the one with fewer (7.3.11.a)."""
    return kind in COUNTER_GAINS and (kind is not ActionKind.EXCHANGE_BOOSTS or amount > 0)


def counters_gained(ev: Event, before: GameState) -> int:
    """How many ``ev.counter`` counters the event's object gained (0 when none): the
    amount given (7.3.15.a, 7.3.17.a), one more (7.3.4.a), as many as it had (7.3.8.a), the
    difference for the one with fewer boosts (7.3.11.a)."""
    if ev.kind not in COUNTER_GAINS or ev.object_id is None:
        return 0
    if ev.kind is ActionKind.AUGMENT:
        return 1
    if ev.kind is ActionKind.DOUBLE_COUNTERS:
        o = before.objects.get(ev.object_id)
        return o.counters.get(ev.counter, 0) if o is not None else 0
    return max(ev.amount, 0)


def boosts_gained(ev: Event, before: GameState) -> int:
    """How many boosts the event's object gained (a boost is a counter, 2.5.1.a)."""
    return counters_gained(ev, before) if ev.counter == BOOST else 0


def status_gained(ev: Event) -> Status | None:
    """The status the event's object gained, if any (7.3.16.a; exhausting, 7.3.13.a)."""
    if ev.kind is ActionKind.GAIN_STATUS:
        return ev.status
    if ev.kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        return Status.EXHAUSTED
    return None


def gain_rule(ev: Event) -> tuple[str, ...]:
    """The rule that makes the event a gain when its keyword is not "gain" itself — an
    exchange of boosts (7.3.11.a), a doubling (7.3.8.a), an augment (7.3.4.a), exhausting
    (7.3.13.a), giving boosts (7.3.17.a) — cited on the Reaction it triggers."""
    if ev.kind in (ActionKind.GAIN_COUNTERS, ActionKind.GAIN_STATUS):
        return ()
    if ev.kind in COUNTER_CHANGES or ev.kind in STATUS_CHANGES:
        return (ACTION_RULES[ev.kind],)
    return ()
