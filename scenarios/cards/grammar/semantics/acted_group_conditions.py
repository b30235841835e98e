"""The semantic functions of the grammar's block "gm" of ``altered.lark`` (issue 30, session
34): conditions said of the members of a group a step acted on.

"Up to two target Characters gain 1 boost. If either of them is a Plant, draw a card": the
condition is said of the objects the step before acted on (6.5.b), evaluated just before the
step it governs (6.5.d) — "one / either / any of them": at least one fits; "both / all of
them": each fits (both: two of them at least); "neither / none of them": none fits. A member
that left its zone is read as it was just before it left (2.1.h) by the condition's "it"
(scenarios/cards/them_conditions.py). The words are kept as printed: the engine condition
is read from them; "them" after a step acting on one object or none is refused
(semantics/them_objects.py)."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

_EACH_NOT = re.compile(r"\b(?:one|either|any|both|all) of them (?:is|are) not\b", re.IGNORECASE)
"""A "not" said of each member ("either of them is not a Plant": one at least is not one;
"both of them are not Plants": none is one) — review34: refused, see gm_of_them_cond."""

_PUT_FROM = re.compile(r"\bput\b[^.]*\bfrom your (?:hand|reserve|discard pile) $")
"""The words before "in your Expedition" when a card is put there from a zone (gm)."""


class GroupMembersSemantics(SemanticsBase):
    """ "If either / both / neither of them is …" (6.5.b, 6.5.d, 2.1.h)."""

    @v_args(meta=True)
    def gm_of_them_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """The condition on the members, kept as printed (them_conditions.py reads it).

        "Either / both of them is / are not …" is refused: the engine says its condition of
        the members as a group ("it" of several: one at least fits), then "not" of that — so
        "either of them is not a Plant" would hold only when none is one, and "both of them
        are not Plants" whenever one is not; a "not" said of each member is judged by hand
        (6.5.b, 6.5.d)."""
        said = self._span(meta)
        if _EACH_NOT.search(said):
            raise NotRead(
                said,
                f"'{said}' is read by hand: 'not' is said of each of the objects the step "
                "before acted on (6.5.b), one at a time, and the engine says it of them as a "
                "group (6.5.d)",
                "gm_of_them_cond",
            )
        return Condition(said)


class PutInExpeditionSemantics(SemanticsBase):
    """ "in your Expedition" / "in one of your Expeditions" after a card put from a zone."""

    @v_args(meta=True)
    def gm_in_your_expedition(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """Where a card put from a zone goes (cr_vocabulary.put_in_expedition reads the
        words); after any other words refused here: a player has two Expeditions (3.2.4.b),
        and which one "your Expedition" names is not said."""
        said = self._span(meta)
        before = self.text[: meta.start_pos].lower() if not getattr(meta, "empty", True) else ""
        if not _PUT_FROM.search(before):
            raise NotRead(
                said,
                f"'{said}' is not read here: which of your two Expeditions is not said (3.2.4.b)",
                "gm_in_your_expedition",
            )
        return ("counted_only", said)
