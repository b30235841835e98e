"""A step done once for each object it names (gf, issue 30): "For each Permanent you control,
create a [token] in its Expedition", "For each Character sent this way, its controller draws
a card".

"[Do step] for each [quantity]" is performed that many times, one after the other (6.5.i);
when the step's words name the object counted — "its Expedition", "its controller", "its
owner", "it" — each instance is that object's own. The reading marks the step ``for_each``:
the group ("each [counted]", read as the object phrase "each [counted]" is in any other
slot, found as the step happens, 6.1.g) or ``it``, the objects the step before acted on
("… this way", 6.5.b); the engine does the step once per object, "it" being that one
(engine/steps/each_object.py). A step that names no object of its own keeps the count
reading ("Draw a card for each Character you control": one step, its amount counted).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.each_its_own import _named

FOR_EACH = "for_each"
GROUPS = frozenset({"characters_you_control", "objects_in_play"})
"""The groups a step is done for each object of: objects in play found as the step happens
(3.1.4.a) — the Characters a player controls, or every object in play the filter keeps."""

_NOT_AGAIN = frozenset({"per", "times", "x_is", FOR_EACH})
"""A step already counted or repeated: which repetition comes first is not said (6.5.i)."""


def own_named(step: Step) -> str | None:
    """The words by which ``step`` names its object ("its Expedition"), if it does."""
    return _named({k: v for k, v in step.items() if k not in ("amount", "_acted_many", "then")})


def once_each_of_group(step: Step, counted: str) -> Step | None:
    """ "For each [counted], [step naming it]": ``step`` once per object of the group "each
    [counted]" names (6.5.i); ``None`` when the step names no object of its own."""
    if own_named(step) is None:
        return None
    said = f"for each {counted}"
    if set(step) & _NOT_AGAIN:
        raise NotRead(said, f"'{said}' over a step already counted or repeated is not read")
    group = _group(counted, said)
    return {**step, FOR_EACH: group["subject"], **_filter_of(group)}


def once_each_acted(step: Step) -> Step:
    """ "For each [noun] [participle] this way, [step naming it]": ``step`` once per object
    the step before acted on (6.5.i, 6.5.b), its amount one each time."""
    rest = {k: v for k, v in step.items() if k != "amount"}  # its participle checked later
    if set(rest) & _NOT_AGAIN:  # (acted_costs.acted_costs_joined: of the step's verb)
        said = "for each … this way"
        raise NotRead(said, f"'{said}' over a step already counted or repeated is not read")
    amount = getattr(step.get("amount"), "each", 1)
    return {**rest, "amount": amount, FOR_EACH: "it"}


def _group(counted: str, said: str) -> dict[str, Any]:
    """The subject and filter of the group "each [counted]" — the object phrase read as in
    any other step ("Each Permanent you control gains 1 boost")."""
    from scenarios.cards.grammar.reader import read_spell_effect

    try:
        found = read_spell_effect(f"Each {counted} gains 1 boost.")
    except NotRead:
        raise NotRead(said, f"'{said}': '{counted}' is not a group the reader knows") from None
    subject = found[0].get("subject") if len(found) == 1 else None
    if subject not in GROUPS:
        raise NotRead(
            said,
            f"'{said}' with the step naming each one's own is read for objects in play only "
            "(3.1.4.a, 6.5.i)",
        )
    return dict(found[0])


def _filter_of(group: dict[str, Any]) -> dict[str, Any]:
    return {"for_each_filter": group["filter"]} if group.get("filter") else {}
