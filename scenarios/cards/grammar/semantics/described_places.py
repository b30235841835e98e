"""Where an object is, said of its Expedition by a clause (7.5): "in an Expedition In
Contact" / "in an Expedition that is In Contact" (7.5.9.a) — the filter's
``expedition_in_contact``, as "in one of your Expeditions In Contact" reads
(:mod:`.expedition_it`). The other clauses of that block of ``altered.lark`` ("in the
Expedition that is ahead", 7.5.2; "in an Expedition with no other Characters", 3.2.4.b) are
read by the rules they name (standing_places.py, described_expeditions.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase


class DescribedPlaceSemantics(SemanticsBase):
    """An object's Expedition said by a clause (7.5.9.a)."""

    def in_an_expedition_in_contact(self, _: list[Any]) -> tuple[str, Any]:
        """ "in an Expedition [that is] In Contact": in one of the Expeditions In Contact
        (7.5.9.a) — its controller's or another player's (7.5.5.b says nothing more)."""
        return ("in_expedition_in_contact", True)
