"""A zone's limit changed by a passive ability, as typed data (issue 30, gram54).

"Your Landmark limit is increased by one." (3.2.7.c), "Your Reserve limit is decreased by
two." / "All Reserve limits are reduced by one." (3.2.10.b): a passive ability alters a
rule of the game (2.2.12.m) — the limit of its controller ("your") or of every player
("all"), by any amount, either way. The reading is the card format's ``limit`` (zone,
``by``, players), which the engine adds to the Hero's limit where the limit decides
(``engine.reading.limits``: Clean-up 4.2.5.c, taking control 3.2.7.c).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.static import XAmount

Passive = dict[str, Any]


class LimitChangeSemantics(SemanticsBase):
    """Semantic functions of the rules ``limit_changed`` / ``limit_is`` (whose limit composed
    with the change, gram59)."""

    def reserve_limit_zone(self, _: list[Any]) -> str:
        return "reserve"

    def landmark_limit_zone(self, _: list[Any]) -> str:
        return "landmarks"

    def limit_increased(self, _: list[Any]) -> int:
        return 1

    def limit_reduced(self, _: list[Any]) -> int:
        return -1

    @v_args(meta=True)
    def limit_changed(self, meta: Meta, items: list[Any]) -> Passive:
        """ "[Your / All / Each player's / Your opponents'] [Reserve / Landmark] limit(s)
        is / are increased / reduced by N" (2.2.12.m)."""
        zone, way, amount = [i for i in items if i not in _PLAYERS_SAID]
        return {"limit": _change([zone, way, amount], _whose(self._span(meta)))}

    @v_args(meta=True)
    def limit_is(self, meta: Meta, items: list[Any]) -> Passive:
        """ "[whose] [Reserve / Landmark] limit(s) is / are N": the limit is that number
        (2.2.12.m)."""
        zone, amount = [i for i in items if i not in _PLAYERS_SAID]
        if not _said_number(amount):
            said = _said(amount)
            raise NotRead(said, f"a limit of '{said}' is not read", "limit_is")
        return {"limit": {"zone": zone, "to": amount, "players": _whose(self._span(meta))}}


_PLAYERS_SAID = ("each player plays", "your opponents play")
"""What ``others_played`` reads "each player's" / "your opponents'" as."""


def _whose(words: str) -> str:
    """Whose limit the words begin with: the controller's, every player's, the opponents'."""
    said = words.split()
    if said[0] == "all" or said[:2] == ["each", "player's"]:
        return "all"
    if said[:2] in (["your", "opponents"], ["your", "opponents'"], ["each", "opponent's"]):
        return "opponents"
    return "you"


def _change(items: list[Any], players: str) -> dict[str, Any]:
    zone, way, amount = items[0], items[1], items[-1]
    if not _said_number(amount):
        said = _said(amount)
        raise NotRead(said, f"a limit changed by '{said}' is not read", "limit_changed")
    if amount < 1:
        raise NotRead(str(amount), "a limit changed by nothing is not read", "limit_changed")
    return {"zone": zone, "by": way * amount, "players": players}


def _said_number(amount: object) -> bool:
    """Whether ``amount`` is a number printed as such: not "X", which no "where X is …"
    can say of a passive ability's limit (an X multiplied into a change would be 1)."""
    return isinstance(amount, int) and not isinstance(amount, XAmount)


def _said(amount: object) -> str:
    return "X" if isinstance(amount, XAmount) else str(amount)
