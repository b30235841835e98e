"""A token leaving an Expedition: "When a token leaves my Expedition / your Expeditions / an
opponent's Expedition / the Expedition facing me" (6.3.b, 7.5.11.a).

A token in an Expedition is a token Character (7.3.5.a: creating one puts it in the
Expedition zone; a Landmark Permanent token joins Landmarks, 2.2.3.e), so the event is the
leaving of a token Character — as "When a token joins my Expedition" reads its join
(:mod:`.token_joins`). A token that would move from the Expedition zone to another zone
ceases to exist instead, and still leaves the Expedition zone (2.1.e, 7.5.11.b): the
Reaction activates for it like for any Character leaving (the engine's
``flow_triggers._left`` counts a token that ceased). "It" is then no object anywhere: a
step on "it" does nothing (2.1.h speaks only of information about it).

Where the token would go is never a zone it joins (2.1.e: it does not join its new zone):
"When a token goes to Reserve / is put in your Reserve / joins your discard pile / is
returned to your hand" describes an event that never happens to a token from an Expedition
(2.1.e speaks of the Expedition zone; a Landmark Permanent token, 2.2.3.e, is not said to
cease) — refused with that reason, never read as the leaving (a judge decides what the card
meant)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description


def _token_only(d: Any) -> bool:
    """Whether ``d`` says "a token" and nothing of its kind ("a token", "another token",
    "a token you control"): a kind said ("a Character token") is read as it was."""
    return isinstance(d, Description) and d.token and not d.types and not d.subtypes


def _as_token_character(d: Description) -> Description:
    """ "a token" in an Expedition: a token Character (7.3.5.a), tokens only (2.1.e)."""
    return replace(d, token=True, types=["Character"])


def _tokens_only(found: dict[str, Any]) -> dict[str, Any]:
    """The reading with its filter kept to tokens (2.1.e): "a token" said."""
    return {**found, "filter": {**found.get("filter", {}), "tokens": True}}


NEVER_JOINS = (
    "a token leaving the Expedition zone never joins {zone}: it ceases to exist instead, "
    "though it still leaves (2.1.e, 7.5.11.b); only a Landmark Permanent token might — read "
    "by hand"
)


def _never_joins(items: list[Any], zone: str, rule: str) -> None:
    """Refuses a token's arrival in ``zone``, naming 2.1.e (see the module's words)."""
    _, d = items[0]
    if isinstance(d, Description) and d.token:
        raise NotRead("token", NEVER_JOINS.format(zone=zone), rule)


class TokenLeaveSemantics(SemanticsBase):
    """A token leaving an Expedition: a token Character leaving it (7.3.5.a, 7.5.11.b)."""

    def ev_leaves_your_expeditions(self, items: list[Any]) -> dict[str, Any]:
        """ "When a token leaves your Expeditions / my Expedition" (7.5.11.a-b)."""
        another, d = items[0]
        if not _token_only(d):
            return dict(super().ev_leaves_your_expeditions(items))  # type: ignore[misc]
        found = super().ev_leaves_your_expeditions(  # type: ignore[misc]
            [(another, _as_token_character(d)), *items[1:]]
        )
        return _tokens_only(dict(found))

    def ev_leaves_an_opponents_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "When a token leaves an opponent's Expedition" (7.5.11.a-b, 1.2.2)."""
        another, d = items[0]
        if not _token_only(d):
            return dict(super().ev_leaves_an_opponents_expedition(items))  # type: ignore[misc]
        found = super().ev_leaves_an_opponents_expedition(  # type: ignore[misc]
            [(another, _as_token_character(d)), *items[1:]]
        )
        return _tokens_only(dict(found))

    def ga_ev_leaves_facing_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "When a token leaves the Expedition facing me" (1.2.3.c, 7.5.11.a-b)."""
        another, d = items[0]
        if not _token_only(d):
            return dict(super().ga_ev_leaves_facing_expedition(items))  # type: ignore[misc]
        found = super().ga_ev_leaves_facing_expedition(  # type: ignore[misc]
            [(another, _as_token_character(d)), *items[1:]]
        )
        return _tokens_only(dict(found))

    # ------------------------------------------------ where a token never arrives (2.1.e)
    def ev_card_joins_your_reserve(self, items: list[Any]) -> dict[str, Any]:
        _never_joins(items, "a Reserve", "ev_card_joins_your_reserve")
        return dict(super().ev_card_joins_your_reserve(items))  # type: ignore[misc]

    def ev_object_goes_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        _never_joins(items, "a Reserve", "ev_object_goes_to_reserve")
        return dict(super().ev_object_goes_to_reserve(items))  # type: ignore[misc]

    def ev_joins_your_discard_pile(self, items: list[Any]) -> dict[str, Any]:
        _never_joins(items, "a discard pile", "ev_joins_your_discard_pile")
        return dict(super().ev_joins_your_discard_pile(items))  # type: ignore[misc]

    def ev_object_returned_to_your_hand(self, items: list[Any]) -> dict[str, Any]:
        _never_joins(items, "a hand", "ev_object_returned_to_your_hand")
        return dict(super().ev_object_returned_to_your_hand(items))  # type: ignore[misc]
