"""The semantic functions of the grammar block "ie (session 38): a limit said as a
permission" of ``altered.lark`` (issue 30).

"You may keep one more card in Reserve during Night" (and "two more cards in your Reserve",
"one more Landmark / Permanent in your Landmarks during Night"): at Night's Clean-up each
player keeps as many objects in their Reserve as their reserve limit and as many in their
Landmarks as their landmark limit, the rest discarded or sacrificed (4.2.5.c) — keeping N
more is the limit (3.2.10.b Reserve, 3.2.7.c Landmarks) raised by N, a passive changing a
rule for its controller (2.2.12.m): the card format's ``limit``, as "Your Reserve limit
increases by one" reads (limit_changes.py). Said of a phase other than Night, where no limit
is checked (4.2.5.c), it is refused by name."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

_ONE = ("a", "an", "one")


class IeLimitsSaidSemantics(SemanticsBase):
    """ "You may keep N more [cards] in [zone] during Night" (4.2.5.c, 2.2.12.m)."""

    @v_args(meta=True)
    def ie_keep_more(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        words = self._span(meta).split()
        said = words[3]  # "you may keep [N] more …"
        amount = 1 if said in _ONE else _number(said)
        zone = "reserve" if "reserve" in words else "landmarks"
        phase = str(items[-1])
        if phase.lower() != "night":
            raise NotRead(
                phase,
                f"keeping more cards during {phase.capitalize()} is not read: the limits are "
                "only checked at Night's Clean-up (4.2.5.c)",
                "ie_keep_more",
            )
        if amount < 1:
            raise NotRead(said, "keeping no more cards is not read", "ie_keep_more")
        return {"limit": {"zone": zone, "by": amount, "players": "you"}}
