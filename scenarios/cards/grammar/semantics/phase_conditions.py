"""The reader's semantics of conditions on the phase (4.2) — the grammar block "conditions,
amounts and choices: the phase" of ``altered.lark``: "if it's Dusk" (the Day's current
phase, 4.2.a), "[static] during Morning" / "During Dusk, [static]" (as long as it is that
phase, 2.3.2.f) and "Use this only during [phase]" (a restriction on declaring the quick
action, 5.1.2.g). A condition is kept as its words, "it's [phase]", which the engine reads
back (:mod:`.evaluate_game_state_conditions`)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition, Sentence


def _phase_words(items: list[Any]) -> str:
    """ "it's [phase]": the phase named in ``items`` (4.2.a), lower case as conditions are."""
    phase = next(i for i in items if isinstance(i, Token) and i.type == "PHASE")
    return f"it's {lx.PHASES[str(phase).lower()].lower()}"


class PhaseConditionSemantics(SemanticsBase):
    """ "it's [phase]", "during [phase]", "Use this only during [phase]"."""

    @v_args(meta=True)
    def phase_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it's [the] Dusk": the Day's current phase is that one (4.2.a)."""
        return Condition(_phase_words(items))

    def passive_during_phase(self, items: list[Any]) -> dict[str, Any]:
        """ "[static] during Morning": as long as it is that phase (2.3.2.f)."""
        from scenarios.cards.grammar.semantics.static import _conditioned

        return {"passive": _conditioned(items[0], _phase_words(items))}

    def during_phase_passive(self, items: list[Any]) -> dict[str, Any]:
        """ "During Dusk, [static]"."""
        from scenarios.cards.grammar.semantics.static import _conditioned

        return {"passive": _conditioned(items[-1], _phase_words(items))}

    def only_during_clause(self, items: list[Any]) -> Sentence:
        """ "Use this only during Dusk": "You can only activate this if it's Dusk" (5.1.2.g:
        a declaration breaking it is not legal)."""
        return Sentence([{"_only_if": _phase_words(items)}], "only_if", "only_during_clause")
