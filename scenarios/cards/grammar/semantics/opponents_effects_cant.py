"""The semantic functions of "can't" keyed by who controls the effect, said in the active
voice (issue 30): "Effects your opponents control can't send me to Reserve or discard me."
(a set keyword's reminder, as [Heatproof]'s).

"Can't" beats "can" (1.4.1.a): each atomic action named is impossible on the bearer when a
step of an effect an opponent of the ability's controller controls would do it (the step's
controller is the effect's, 7.5.5.c) — the restriction "[verb] by your opponents' effects"
the passive voice reads (``cant_verb_by_opponents``). The object may still be targeted
(6.5.b); the step is ignored for it (6.5.h). The source is said once before every verb of
the list, so it is each verb's (unlike "can't be sent to Reserve or discarded by …", whose
"by" may be the last verb's only). "Them" is read only in a set keyword's reminder: the
objects that have the keyword, each the bearer of the ability (2.2.12.c)."""

from __future__ import annotations

from typing import Any

from lark import Token

from engine.state.restrictions import BY_OPPONENT
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.set_keywords import reading_definition


def _by_opponents(items: list[Any]) -> dict[str, Any]:
    """The bearer's restriction: each verb's action done by an opponent's effect (the
    lexer's "or" between steps, OR_STEP, is a word of the list, not an action)."""
    actions = [a + BY_OPPONENT for a in items if isinstance(a, str) and not isinstance(a, Token)]
    return {"cant_be": {"actions": list(dict.fromkeys(actions))}}


class OpponentsEffectsCantSemantics(SemanticsBase):
    """ "Effects your opponents control can't [verb] me / them" (1.4.1.a, 7.5.5.c)."""

    def opponents_effects_cant(self, items: list[Any]) -> dict[str, Any]:
        return _by_opponents(items)

    def opponents_effects_cant_them(self, items: list[Any]) -> dict[str, Any]:
        """ "… can't send them to Reserve": "them" the objects that have the set keyword
        being defined (2.2.12.c); anywhere else who "them" are is not said."""
        if not reading_definition():
            raise NotRead(
                "them",
                "'can't … them': who 'them' are is said nowhere in this ability — read by hand",
                "opponents_effects_cant",
            )
        return _by_opponents(items)
