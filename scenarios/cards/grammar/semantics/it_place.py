"""The semantic function of the grammar's place "it" / "that Expedition" after a condition
naming one Expedition (ie, session 38, issue 30).

"At Dusk — If my Expedition is behind, create a [token] in it": "it" is the Expedition the
condition before it speaks of (6.5.d; the subject of the comparison, 7.5.2) — "my
Expedition", "your Hero / Companion Expedition", "your other Expedition" (7.5, 1.2.3) — the
place the token is put in as it is created (7.3.5.a), as "… in my Expedition" reads. With
no condition naming one Expedition (a step before that targeted one: "Target an Expedition.
Create … in it") the place stays "it", merged with the target as before (``it_place``)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.expedition_it import expedition_before

_PLACES = {
    "my_expedition": "my_expedition",
    "your_hero_expedition": "your_hero_expedition",
    "your_companion_expedition": "your_companion_expedition",
    "your_other_expedition": "your_other_expedition",
}
"""The Expedition a condition names (expedition_it.py) and the place a step says it with."""


class IeItPlaceSemantics(SemanticsBase):
    """ "in it" / "in that Expedition" as a step's place (7.3.5.a, 6.5.d)."""

    @v_args(meta=True)
    def it_place(self, meta: Meta, items: list[Any]) -> str:
        named = expedition_before(self.text, meta.start_pos)
        if named in _PLACES:
            return _PLACES[named]
        return super().it_place(items)  # type: ignore[misc, no-any-return]


class IeCountedGainedSemantics(SemanticsBase):
    """ "for each [noun] that gained [status] this way" (6.5.i; 7.3.13)."""

    def ie_counted_gained(self, items: list[Any]) -> str:
        from scenarios.cards.grammar import lexicon as lx
        from scenarios.cards.grammar.semantics.composed_steps import ActedVerb

        status = lx.STATUSES[str(items[-1]).lower()]
        verb = ActedVerb(f"{GAINED}{status}")
        noun = items[-2] if len(items) > 1 else None
        verb.noun = str(noun[1]) if isinstance(noun, tuple) and noun[0] == "type" else "?"
        verb.narrowed = len(items) > 2
        return verb


GAINED = "gained "
"""How "that gained [status] this way" is kept until the step before is checked (the status
named: acted_costs.py's ``acted_costs_joined``)."""


class IeThenGainedSemantics(SemanticsBase):
    """ "[object] gains X, then Y": the verb said once (6.1.c, 6.1.e)."""

    def ie_then_gained_chain(self, items: list[Any]) -> Any:
        """As "[object] gains X and Y" (``and_gained_chain``): each thing a step of the same
        verb on the same object, in the order said."""
        return self.and_gained_chain(items)  # type: ignore[attr-defined]
