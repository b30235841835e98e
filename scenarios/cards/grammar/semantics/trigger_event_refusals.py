"""Trigger events the engine does not emit, refused by name (issue 30, gram86).

"When I gain [Defender] —", "When a Character you control loses [Tough 1] —": an ability given
to an object or taken from it changes its characteristics (2.3.1.a); it is no atomic action of
7.3 and the engine emits no event for it, so no Reaction could ever be created in Limbo by it
(6.3). A reading that never triggers would be wrong without a word: the judge resolves it."""

from __future__ import annotations

from typing import Any, NoReturn

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

KEYWORD_EVENT_REFUSED = (
    "a keyword ability gained or lost changes characteristics (2.3.1.a); it is not an "
    "atomic action (7.3) the engine watches for a trigger (6.3)"
)
"""The reason a trigger on a keyword gained or lost is refused with."""


class TriggerEventRefusalSemantics(SemanticsBase):
    """Trigger events named and refused (6.3): a keyword ability gained or lost."""

    @v_args(meta=True)
    def ev_keyword_gained_or_lost(self, meta: Meta, _: list[Any]) -> NoReturn:
        """ "When I gain / [object] loses [keyword] —": refused, named (2.3.1.a)."""
        raise NotRead(self._printed(meta), KEYWORD_EVENT_REFUSED, "ev_keyword_gained_or_lost")
