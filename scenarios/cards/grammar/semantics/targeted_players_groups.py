"""gx (issue 30, session 36): GROUPS OWNED / CONTROLLED BY A TARGETED PLAYER — "Target
opponent's Characters with no boosts lose all their boosts", "Exhaust all of target
opponent's Characters", "Exhaust all cards in target opponent's Reserve".

The player is targeted (1.2.6.c: a player may be a target; 6.5.b: chosen as the step
resolves), then the objects of theirs the group names are found as the step happens (6.1.g):
the Characters (or the objects in play of the types said, 3.1.4.a) they control, as
"Characters target opponent controls" reads; the cards of their Reserve (3.2.10, 3.1.2.c:
a player's Reserve holds the cards they own there). "target player's Characters": either
player (1.2.6.c), as "Characters target player controls" reads. A group said with a
controller of its own ("target opponent's Characters you control") is refused."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS
from scenarios.cards.grammar.tree import Description, Object

_OPPONENTS_RESERVE = "in an opponent's reserve"  # gu's words for a target there


class TargetedPlayerGroupSemantics(SemanticsBase):
    """ "[all of] target opponent's / player's [objects]"; "in target opponent's Reserve"."""

    @v_args(meta=True)
    def gx_target_players_group(self, meta: Meta, items: list[Any]) -> Object:
        d: Description = items[-1]
        player = "player" if "player's" in self._span(meta).lower() else "opponent"
        if d.controller or d.owner or d.of_target_player or d.counted_only:
            raise NotRead(
                f"target {player}'s",
                f"a group of target {player}'s said with another player is not read",
                "gx_target_players_group",
            )
        if player == "player":  # either player (1.2.6.c), as "… target player controls"
            return Object("each", replace(d, of_target_player=True), plural=True)
        return Object("each", replace(d, counted_only="target opponent controls"), plural=True)

    def gu_in_target_opponents_reserve(self, items: list[Any]) -> tuple[str, Any]:
        """ "in target opponent's Reserve": gu's words for a target there, marked as the
        targeted opponent's Reserve for a group (:func:`targeted_reserve_subject`)."""
        found = super().gu_in_target_opponents_reserve(items)  # type: ignore[misc]
        return (ALL_OF_PARTS, [found, ("in_target_players_reserve", True)])


def targeted_reserve_subject(obj: Object, subject: Callable[[Object], Any]) -> dict[str, Any]:
    """ "each card in target opponent's Reserve": the opponent targeted (6.5.b), every card
    of their Reserve the description names (3.2.10); any other object "in target opponent's
    Reserve" (a target card there) is read as gu reads it."""
    from scenarios.cards.grammar.semantics.object_filters import _filter

    d = replace(obj.description, in_target_players_reserve=False)
    if obj.kind != "each":
        return subject(replace(obj, description=d))  # type: ignore[no-any-return]
    d = replace(d, counted_only="")
    if d.controller or d.owner or d.in_reserve or d.in_your_reserve or d.other:
        raise NotRead(
            "target opponent's reserve",
            "these cards of target opponent's Reserve are not read yet",
            "gx_target_players_group",
        )
    types = [t for t in d.types if t != "card"]
    flt = _filter(replace(d, types=[]), types=types)
    return {
        "subject": "characters_of_target_opponent",
        "filter": {**flt, "in_targeted_players_reserve": True},
    }
