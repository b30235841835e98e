"""ib (issue 30, session 38): A STEP REPEATED PER OBJECT THE STEP BEFORE ACTED ON, whoever does
it — "Sacrifice any number of Characters. For each Character sacrificed this way, target
opponent discards a card from their Reserve." / "… an opponent chooses a card from their
Reserve and discards it" / "Target opponent sacrifices a Character for each card discarded
this way".

The step is performed that many times, one after the other (6.5.i: "[Do step] for each
[quantity]"), each time with its own choices — the card the discarding player chooses (6.1.g:
the player the step names decides, 1.4.7.b) and, for "target opponent", the target chosen
anew each time (the Example of 6.5.i). That many is counted once, from what the step before
acted on (the engine's ``Counted.THAT_MANY``). A step whose amount is a count of things
(cards drawn, boosts given, tokens made) keeps the older reading (one step, N per object:
:mod:`.amounts_and_deck`'s ``per_acted_chain``); any step already repeated, conditioned,
optional or followed by another is refused, as is a step outside ``_REPEATED``.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.acted_costs import _one_per
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_COUNTED_AMOUNT = frozenset({"create", "draw", "give_boost", "gain_counters"})
"""Steps the older reading counts by their amount (N things per object acted on, 6.5.i)."""
_REPEATED = frozenset({"discard", "sacrifice", "resupply", "exhausted_resupply", "sabotage"})
"""Steps done once each time, a player's own choice each time (7.3.13, 7.3.36, 7.3.32, 7.3.35):
the steps this reading repeats (6.5.i)."""
_ALREADY = frozenset({"per", "times", "if", "may", "then", "x_is", "x_chooses", "amounts"})
"""A step with one of these is already counted, conditioned, optional or followed (refused)."""


class ActedRepeatSemantics(SemanticsBase):
    """ "For each [noun] [participle] this way, [player step]" and "[player step] for each
    [noun] [participle] this way": the step that many times (6.5.i)."""

    def per_acted_chain(self, items: list[Any]) -> list[Step]:
        steps, verb = items[0], items[-1]
        last = steps[-1] if steps else {}
        if len(steps) == 1 and last.get("keyword_action") and _whole_keyword_action(last):
            # a set's keyword action, its definition whole (2.2.12.c), even one that draws:
            # done once each time, as "[Dredge] twice" is (6.5.i) — "… then exhaust it" each
            # time of the card that time put (6.3.i)
            return [{**_one_per(1, last, verb), REPEATED: True}]
        if len(steps) != 1 or last.get("action") in _COUNTED_AMOUNT:
            older: list[Step] = super().per_acted_chain(items)  # type: ignore[misc]
            return older
        if last.get("action") not in _REPEATED or set(last) & _ALREADY:
            raise NotRead(
                "this way",
                "'for each … this way' over this step is read by hand: only a discard, a "
                "sacrifice, a Resupply or a Sabotage is repeated once per object (6.5.i)",
                "ib_acted_repeat",
            )
        if last.get("choose_count", 1) != 1 or last.get("amount", 1) != 1:
            raise NotRead(
                "this way",
                "'for each … this way' over a step of several objects is read by hand: "
                "whether the count multiplies them is not said (6.5.i)",
                "ib_acted_repeat",
            )
        # joined to the step it counts by ``resolve_that_many`` (``repeated_that_many``):
        # done that many times, counted once as the first begins (6.5.i)
        return [{**_one_per(1, last, verb), REPEATED: True}]


def _whole_keyword_action(step: Step) -> bool:
    """Whether ``step`` is a set's keyword action as its definition reads (2.2.12.c): its own
    "then" steps are the definition's, nothing around it already counts, conditions or makes
    it optional (``_ALREADY`` but its "then")."""
    return not (set(step) & (_ALREADY - {"then"})) and all(
        not (set(t) & _ALREADY) for t in step.get("then", []) if isinstance(t, dict)
    )


REPEATED = "_ib_repeated"
"""The key that marks a step to be done once per object the step before acted on (6.5.i),
until ``resolve_that_many`` joins it (:func:`repeated_that_many`)."""


def repeated_that_many(step: Step) -> Step | None:
    """The joined form of a step marked :data:`REPEATED`: the step ``times`` X, X "that
    many" (6.5.i) — ``None`` for any other step."""
    if not step.pop(REPEATED, False):
        return None
    rest = {k: v for k, v in step.items() if k != "amount"}
    return {**rest, "times": 0, "x_is": "that many"}
