"""Events: what performing an atomic action did (1.2.7.a, 6.2.m).

The rules have one event per step (1.2.7.c); the engine records one :class:`Event` per
atomic action, and all atomic actions of a step share the same ``seq`` — the group with
one ``seq`` is the rules' event.
"""

from __future__ import annotations

from enum import StrEnum

from engine.state.actions import ActionKind
from engine.state.cards import TokenSpec, TriggerKind
from engine.state.enums import Status
from engine.state.records import record


class DeckEnd(StrEnum):
    """An end of a Deck a card is put at (3.2.2.b-c)."""

    TOP = "top"
    BOTTOM = "bottom"


@record
class DeckPlace:
    """Where in its Deck a card the effect gave a position went (3.2.2.b-c): an end, or
    its ``position`` from the top (1 is the top card); ``wanted``: the position the effect
    named when the Deck had too few cards for it, so it went to the bottom (3.2.2.f)."""

    end: DeckEnd | None = None
    position: int = 0
    wanted: int = 0


@record
class Event:
    """A performed atomic action. ``object_id`` is the object acted on (before the event);
    ``new_object_id`` the object it became in its new zone (2.1.d), if any."""

    seq: int
    kind: ActionKind
    object_id: str | None = None
    new_object_id: str | None = None
    card_id: str | None = None
    player: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    status: Status | None = None
    counter: str = ""
    amount: int = 0
    expedition: str | None = None
    value: int | None = None
    ceased: bool = False
    played_from: str | None = None
    # gh: the controller of the step that moved the object (6.2.h) — of the effect, 7.5.5.c;
    # None for a move the rules make (Rest, 4.2.5.b)
    controller: str | None = None
    modifiers: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    trigger: TriggerKind | None = None  # "activate" (7.3.1.b)
    token: TokenSpec | None = None  # the token a "create" made (7.3.29.b)
    # The counters a move took away, by kind and number (2.5.b, 2.5.j, 2.5.l): said on the
    # move's line, so "it comes back with its boosts" is answered where it happened.
    counters_lost: tuple[tuple[str, int], ...] = ()
    # The statuses a move took away (2.4.1.d: a new object has none until specified
    # otherwise; 2.4.1.c: none at all in a Discard pile, Deck or Hand), said on the move's line
    # beside the counters: "it comes back Anchored" is answered where it happened.
    statuses_lost: tuple[str, ...] = ()
    # The boosts a Seasoned object kept moving from the Expedition zone to the Reserve
    # (7.4.6.b), said on the line beside what it lost.
    boosts_kept: int = 0
    # Where in a Deck a move the effect gave a position put the card (3.2.2.b-c), said on
    # the move's line; ``None`` for a move to a Deck that names no position, or to another
    # zone.
    deck_at: DeckPlace | None = None
    # ha: the set's keyword action (its name as printed, "Kindle 2") whose definition's step
    # this atomic action carried out, as itself (2.2.12.c, 7.3), and the player who did it
    # (1.4.7): what "When you [Kindle]" watches (engine.pipeline.keyword_action_triggers)
    keyword_action: str = ""
    keyword_doer: str | None = None
    # cite17: the zone a token was going to when it ceased to exist instead of joining it
    # (2.1.e; it still leaves the Expedition zone, 7.5.11.b), said on its line.
    ceased_instead_of: str | None = None
