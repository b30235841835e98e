"""ic (issue 30, session 38): counts of removed things in more words.

"Remove all Kelon counters from target Character. Draw a card for each counter removed." —
"removed" with no "this way" is still the counters the step before removed (6.5.i; 2.5.g),
read as gram60's "for each counter removed this way" (semantics/again_steps.py: joined to the
step before by ``numbers_and_distribution.resolve_that_many``, which must remove or spend
counters of that name). "Target Character loses all its boosts. Draw a card for each boost it
lost": those the one object the step before acted on lost — the same count, the step before
acting on one object (a target, a chosen object, me or "it"); after a group, which "it" would
be is not said (refused, :func:`it_acted_counted`). The number is noted as the removal ends
(engine/steps/afterwards.py), as gram60's is."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta
from lark.visitors import v_args

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

IT_ACTED = (" it lost", " it spent")
"""How a count of what "it" lost / spent ends, before it is joined to the step before."""

_ONE_OBJECT = ("a_", "target_")
"""Subjects naming one object chosen (6.1.g) or targeted (6.5.b)."""


def _noun(word: str) -> str:
    """ "boost", "counter" (any name) or "[name] counter" as gram60 says it."""
    if word.startswith("boost"):
        return "boost"
    return "counter" if word.startswith("counter") else f"{word} counter"


class RemovedCountSemantics(SemanticsBase):
    """Rule by rule (method name = rule alias)."""

    @v_args(meta=True)
    def ic_counters_acted_unsaid(self, meta: Meta, _: list[Any]) -> str:
        """ "counter(s) removed" with no "this way": gram60's count."""
        words = self._span(meta).lower().split()
        return f"{_noun(words[0])} {words[-1]} this way"

    @v_args(meta=True)
    def ic_counters_it_acted(self, meta: Meta, _: list[Any]) -> str:
        """ "boost(s) it lost / [name] counter(s) it spent": checked against the step before
        by :func:`it_acted_counted`."""
        words = self._span(meta).lower().split()
        return f"{_noun(words[0])} it {words[-1]}"


def it_acted_counted(before: Any, counted: str) -> str | None:
    """gram60's words for a count of what "it" lost or spent (``"boost lost this way"``), or
    ``None`` for any other count; refused when the step before acts on no one object."""
    if not counted.endswith(IT_ACTED):
        return None
    subject = str(before.get("subject", "")) if isinstance(before, dict) else ""
    if not (subject.startswith(_ONE_OBJECT) or subject in ("self", "it")) or before.get("up_to"):
        raise NotRead(
            "it",
            "'for each boost it lost' after a step on no one object: which one 'it' is is not said",
            "ic_counters_it_acted",
        )
    noun, _, verb = counted.rpartition(" it ")
    return f"{noun} {'lost' if verb == 'lost' else 'spent'} this way"
