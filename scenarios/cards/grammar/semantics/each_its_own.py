"""A step done for each object counted whose words name THAT object (prec32, issue 30):
"For each Character sacrificed this way, create a [Gull] token in its Expedition", "Its
owner draws a card for each Character sent this way", "Create that many tokens in their
Expeditions".

"[Do step] for each [quantity]" is the step once per item, one after the other (6.5.i), so
"its Expedition / its controller / its owner / it" there is the counted object's own, one
object at a time: two Characters in two Expeditions make one token in each. The reader's
count ("that many", joined to the step before) does the step that many times for ALL the
objects "it" names at once — in every Expedition, for every player they name — which
multiplies them. Such a sentence is refused with a judge's reason instead.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.players_acting import counts_objects

NAMES_IT = {
    "it": "it",
    "its_expedition": "its Expedition",
    "its_controller": "its controller",
    "its_owner": "its owner",
    "characters_in_it": "the Characters in its Expedition",
}
"""The subjects naming what "it" is (engine/state/subjects.py), as a judge reads them."""

EACH_ITS_OWN = "each_its_own"
"""The refusal's rule: a judgement on what the card means, kept by the printed reader rather
than left to its sentence patterns (joined_targets.judged_refusal)."""

_ACTED_MANY = "_acted_many"
"""Where a step keeps the noun and participle of "for each [noun] [participle] this way"
(acted_costs.py) until it is joined."""


def _named(found: Any) -> str | None:
    """The words by which ``found`` (a step, its parts) names "it", if it does."""
    if isinstance(found, str):
        return NAMES_IT.get(found)
    if isinstance(found, dict):
        if found.get("in_its_expedition"):  # "target Character in its Expedition"
            return "its Expedition"
        for value in found.values():
            named = _named(value)
            if named:
                return named
    elif isinstance(found, (list, tuple)):
        for value in found:
            named = _named(value)
            if named:
                return named
    return None


def no_counted_its(before: Step, step: Step, said: str) -> None:
    """Refuse ``step`` counted "``said``" over the objects ``before`` acted on (6.5.i)
    when its words name one of those objects ("its Expedition", "its owner", "it"): each
    object's own place or player, once per object, is not what the count reads."""
    if not counts_objects(before):
        return  # one object ("for each boost it had"), or counters, or cards drawn
    # a set's keyword action: the "it" of its definition's own "then" names what its first
    # step acted on (2.2.12.c, 6.3.i), not an object counted
    own = ("then",) if step.get("keyword_action") else ()
    named = _named({k: v for k, v in step.items() if k not in ("amount", _ACTED_MANY, *own)})
    if named is None or (named == "it" and not step.get(_ACTED_MANY)):
        # "They gain that many boosts": each of the objects acted on gains the whole count,
        # what the count reads; "it … for each [noun] [participle] this way" is one each
        return
    if step.get(_ACTED_MANY):  # "for each Character sacrificed this way" (acted_costs.py)
        said = f"for each … {step[_ACTED_MANY]} this way"
    raise NotRead(
        said,
        f"'{said}' with '{named}' is read by hand: the step is done once for each object "
        f"counted, '{named}' being that object's own each time, one after the other (6.5.i)",
        EACH_ITS_OWN,
    )
