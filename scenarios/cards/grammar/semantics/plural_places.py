"""The semantic functions of the section "plural places" of ``altered.lark`` (issue 30):
"your Expeditions that are behind / ahead / tied" — the plural of "each of your Expeditions
that's behind", the same filter on the controller's Expeditions as the step happens (7.5.2.a:
ahead, 7.5.2.b: behind, 7.5.2.c: tied). The place and move rules reuse the singular's
functions (semantics/described_expeditions.py, semantics/expedition_wordings.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase


class PluralPlaceSemantics(SemanticsBase):
    """Expeditions said in the plural by their standing."""

    @v_args(meta=True)
    def expeditions_are(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "that are ahead / behind / tied": the filter "that's …" gives (7.5.2.a-c)."""
        standing = self._span(meta).lower().split()[-1]
        if standing == "ahead":
            return {"expedition_ahead": True}  # 7.5.2.a, as expeditions_ahead
        return {"expedition_standing": standing}  # 7.5.2.b-c, as expeditions_standing
