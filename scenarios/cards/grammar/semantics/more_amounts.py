"""Where an amount said with "more" / "additional" / "extra" is read (6.5.i, 6.1.c).

"1 more boost" adds to what an earlier step of the same effect gave: the step is done with
that number only because the step before already did the rest. The grammar reads the word
in every slot a number stands (``more_number`` / ``more_one``), so that it is never dropped
silently the amount is kept marked (:class:`More`) and, once the effect is known, read only
where it adds to the step just before of the same verb (and counter):

- a part of that step's group ("Each Character you control gains 1 boost. Tokens gain 1
  more boost", :func:`subset_steps.resolve_subsets` marks it :class:`MoreAdded`);
- what that step acted on, said again: "it" after it ("If it is a Plant, it gains 1 more
  boost"), "I" / "you" / no object ("Draw a card. Draw one more card").

Anywhere else — "Up to 2 more target Characters", "the top 3 more cards", "At Dusk — I gain
1 more boost", a new target, a step in between — it says more than nothing said: refused,
naming the word, never read as the bare number.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Tree

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]


class More(int):
    """An amount said with "more" / "additional" ("1 more boost"): the number, marked so a
    step on part of an earlier step's group knows it adds to it (6.5.i)."""


class MoreAdded(More):
    """A "more" amount read where it adds to the step before (the mark is dropped at the
    end of the reading)."""


_SAME_OBJECTS = frozenset({"self", "you", "it"})
"""Subjects that name again what the step before acted on (no new choice, 6.1.c)."""
_RULES = frozenset({"more_number", "more_one"})


def _adds_to(before: Step | None, step: Step, *, under: bool) -> bool:
    """Whether ``step``'s "more" amount adds to ``before`` (the step just before it, or —
    ``under`` — the step whose follow-up it is)."""
    if not before or (before.get("action"), before.get("counter")) != (
        step.get("action"),
        step.get("counter"),
    ):
        return False
    if step.get("filter") or step.get("up_to") or step.get("per"):
        return False
    subject = step.get("subject")
    if subject == "it":
        return under  # "it" names the object of the step it follows (6.3.i)
    return subject == before.get("subject") and (subject is None or subject in _SAME_OBJECTS)


def _mark(steps: list[Any], parent: Step | None) -> None:
    before = parent
    for step in steps:
        if not isinstance(step, dict):
            before = None
            continue
        amount = step.get("amount")
        if type(amount) is More and _adds_to(before, step, under=before is parent):
            step["amount"] = MoreAdded(amount)
        for key, value in step.items():
            if isinstance(value, list):
                _mark(value, step if key == "then" else None)
            elif isinstance(value, dict):
                _walk_marking(value)
        before = step


def _walk_marking(found: Any) -> None:
    if isinstance(found, dict):
        for value in found.values():
            _walk_marking(value)
    elif isinstance(found, list):
        _mark(found, None)  # a list of steps (an effect, a mode's steps …), each after the last


def _unmarked(found: Any, counts: list[int]) -> Any:
    """``found`` with each read "more" amount a plain number; ``counts``: [read, not read]."""
    if isinstance(found, dict):
        return {k: _unmarked(v, counts) for k, v in found.items()}
    if isinstance(found, list):
        return [_unmarked(v, counts) for v in found]
    if isinstance(found, tuple):
        return tuple(_unmarked(v, counts) for v in found)
    if isinstance(found, MoreAdded):
        counts[0] += 1
        return int(found)
    if isinstance(found, More):
        counts[1] += 1
    return found


def _word(text: str) -> str:
    said = re.search(r"\b(?:\d+|[a-z]+) (more|additional|extra)\b", text, re.IGNORECASE)
    return said.group(1) if said else "more"


def no_more_left(found: dict[str, Any], tree: Tree[Any], text: str) -> dict[str, Any]:
    """``found`` with its "more" amounts read where they add to the step before; refused
    where one adds to no such step, or where the word was taken into no amount at all."""
    said = sum(1 for t in tree.iter_subtrees() if t.data in _RULES)
    if not said:
        return found
    _walk_marking(found)
    counts = [0, 0]
    plain = _unmarked(found, counts)
    word = _word(text)
    if counts[1] or counts[0] < said:
        raise NotRead(
            word,
            f"'{word}' adds to no earlier step of the same action on the same objects or "
            "on part of its group",
            "more_number",
        )
    return plain  # type: ignore[no-any-return]
