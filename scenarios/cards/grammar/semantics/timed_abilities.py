"""Abilities timed by a phase of the Day or by one of the Night's daily effects (issue 30,
gram77).

"Each Noon, draw a card." is the Noon's Reaction, as "At Noon — Draw a card." is: it
triggers as the phase begins (4.2.a, 7.2.3). The Night's daily effects — Rest, Clean-up and
Check Victory (4.2.5.a-d) — are not moments the engine activates Reactions at: "At the
start of Clean-up —", "During Clean-up, …", "At Rest —" are refused naming the daily effect,
never read as another moment."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

_DAILY_EFFECTS = {
    "rest": ("Rest", "4.2.5.b"),
    "clean-up": ("Clean-up", "4.2.5.c"),
    "cleanup": ("Clean-up", "4.2.5.c"),
    "check": ("Check Victory", "4.2.5.d"),
}


class TimedAbilitySemantics(SemanticsBase):
    """Semantic functions of the gram77 block "abilities timed by a phase of the Day or one
    of the Night's daily effects" of altered.lark."""

    def each_phase_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "Each Noon, …" / "Each Dusk — …": the phase's Reaction, as "At Noon —" (4.2.a,
        7.2.3)."""
        [phase] = [i for i in items if isinstance(i, Token) and i.type == "PHASE"]
        return {"trigger": f"at_{phase.lower()}"}

    @v_args(meta=True)
    def daily_effect_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "At the start of Clean-up —", "During Clean-up, …", "At Rest —": a Reaction at
        one of the Night's daily effects (4.2.5.a), which the engine does not activate."""
        words = self._span(meta).lower().replace(",", " ").split()
        said = next(w for w in reversed(words) if w in _DAILY_EFFECTS)
        name, rule = _DAILY_EFFECTS[said]
        raise NotRead(
            said,
            f"a Reaction at the Night's {name} ({rule}) is not activated by the engine — "
            "resolve by hand",
            "daily_effect_trigger",
        )
