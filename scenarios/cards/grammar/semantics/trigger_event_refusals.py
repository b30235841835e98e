"""Trigger events the engine does not emit, refused by name (issue 30, gram86).

"When an opponent's Expedition fails to move forward —" (the engine watches the controller's
own, 4.2.4.i) and "When a Character you control goes to Reserve from an Expedition —" (where
another object went from is not watched with where it goes, 6.3.f) are refused likewise.

"When I gain [Defender] —", "When a Character you control loses [Tough 1] —": an ability given
to an object or taken from it changes its characteristics (2.3.1.a); it is no atomic action of
7.3 and the engine emits no event for it, so no Reaction could ever be created in Limbo by it
(6.3). A reading that never triggers would be wrong without a word: the judge resolves it."""

from __future__ import annotations

import re
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

OPPONENTS_EXPEDITION_FAILS_REFUSED = (
    "an opponent's Expedition failing to move forward (4.2.4.i) is not an event the engine "
    "watches: only its controller's own Expeditions' are ('When my Expedition fails to move "
    "forward' is read)"
)
"""The reason "When an opponent's Expedition fails to move forward" is refused with."""

FROM_ZONE_REFUSED = (
    "where another object went from as well as where it goes is not an event the engine "
    "watches (6.3.f): 'When I go to Reserve from an Expedition' (6.3.d), '[object] goes "
    "to Reserve' and '[object] goes to Reserve from your hand / deck / discard pile / an "
    "Expedition / after it resolves' are read"
)
"""The reason "When [object] goes to [zone] from [zone]" is refused with."""


class TriggerEventRefusalSemantics(SemanticsBase):
    """Trigger events named and refused (6.3): a keyword ability gained or lost, an
    opponent's Expedition failing to move forward, an object going from a zone to a zone."""

    @v_args(meta=True)
    def ev_keyword_gained_or_lost(self, meta: Meta, _: list[Any]) -> NoReturn:
        """ "When I gain / [object] loses [keyword] —": refused, named (2.3.1.a)."""
        raise NotRead(self._printed(meta), KEYWORD_EVENT_REFUSED, "ev_keyword_gained_or_lost")

    @v_args(meta=True)
    def ev_opponents_expedition_fails(self, meta: Meta, _: list[Any]) -> NoReturn:
        """ "When an opponent's Expedition fails to move forward —": refused (4.2.4.i)."""
        raise NotRead(
            self._printed(meta), OPPONENTS_EXPEDITION_FAILS_REFUSED, "ev_opponents_expedition_fails"
        )

    @v_args(meta=True)
    def ev_goes_from_zone_refused(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] goes to [zone] from [zone] —": the moves the engine watches read
        (semantics/move_origins.py: to a Reserve, to your Discard pile from Limbo, to your
        hand from your Reserve); any other refused (6.3.f)."""
        from scenarios.cards.grammar.semantics.move_origins import move_read

        said = " ".join(self._span(meta).lower().split())
        zones = re.search(r"\bto (.+) from (.+)$", said)
        if zones is not None:
            found = move_read(self, items[0], zones[2], zones[1])
            if found is not None:
                return found
        raise NotRead(self._printed(meta), FROM_ZONE_REFUSED, "ev_goes_from_zone_refused")
