"""The actor slot (gram43, issue 30): the players a card names as doing, choosing or being
kept from something — the rules of ``altered.lark`` that take an actor where the grammar
read only "you" (1.4.7, 6.1.h) or only an object (the passive voice).

"Your opponents can't target Illusions", "Your opponents' effects can't target me": the
restriction's subject is a player; it says what "[objects] can't be targeted by your
opponents" says — those objects are no suitable target for an opponent's choices (6.5.b,
1.4.1.a) — and is read as that passive is (``cant_be``, action ``target_by_opponent``)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be


class ActorSemantics(SemanticsBase):
    """Restrictions whose subject is the players kept from acting (1.4.1.a, 6.5.b)."""

    def opponents_cant_target_group(self, items: list[Any]) -> dict[str, Any]:
        """ "Your opponents can't target Characters you control"."""
        return cant_be(["target_by_opponent"], items[-1], yours=False)

    def opponents_cant_target_me(self, _: list[Any]) -> dict[str, Any]:
        """ "Your opponents can't target me": "I can't be targeted by your opponents"."""
        return cant_be(["target_by_opponent"], None, yours=False)
