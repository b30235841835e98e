"""gram91 (issue 30): "Then, each opponent may do the same", "Target opponent does the same"
— the step just before, said for "you", done again by the players named, each as their own
(1.4.7.b; each player in turn, 6.1.h), each deciding their own "may" (6.5.c). "The same" is
read again from that step's own words, as "[players] [may] [step]" reads them
(:func:`players_in_turn.players_acting`); a step before that another player did, that
targets, acts on "it", or carries a condition or a follow-up of its own is refused: which
part "the same" repeats is not said."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.players_in_turn import players_acting

SAME = "_done_the_same"
"""A placeholder step's key: the players who do the step before again (resolved by
:func:`resolve_done_the_same` once the sentences are joined; never left in a reading)."""

_OWN_PARTS = frozenset(
    {"if", "otherwise", "then", "if_not_done", "if_cant", "also", "players_do", "you_decide"}
)
"""Keys of a step that are not the step itself: a condition, a follow-up, another actor."""

_SAID = "do the same"


class DoneTheSameSemantics(SemanticsBase):
    """ "[players] (may) do(es) the same": a placeholder for the step before."""

    def players_may_do_same(self, items: list[Any]) -> Step:
        return {SAME: str(items[0]), "may": True}

    def players_do_same(self, items: list[Any]) -> Step:
        return {SAME: str(items[0])}


def resolve_done_the_same(steps: list[Step]) -> list[Step]:
    """``steps`` with each "do the same" made the step just before it, done by the players
    it names (1.4.7.b, 6.1.h); refused, naming the words, when that step is not one step
    of "you" read on its own."""
    out: list[Step] = []
    for step in steps:
        if SAME not in step:
            out.append(step)
            continue
        before = out[-1] if out else None
        if before is None or set(before) & _OWN_PARTS or SAME in before:
            raise NotRead(_SAID, f"'{_SAID}': which step it repeats is not read here", "same")
        subject = str(before.get("subject", ""))
        if subject.startswith("target") or subject in ("it", "them", "self"):
            raise NotRead(
                _SAID, f"'{_SAID}' after a step on a target or on 'it' is not read yet", "same"
            )
        own = {k: v for k, v in before.items() if k != "may"}
        out.append(players_acting(_SAID, step[SAME], own, may=bool(step.get("may"))))
    return out


def no_done_the_same_left(found: Any) -> None:
    """Refuse a "do the same" left anywhere (nested where no step before it is read)."""
    if isinstance(found, dict):
        if SAME in found:
            raise NotRead(_SAID, f"'{_SAID}': which step it repeats is not read here", "same")
        for value in found.values():
            no_done_the_same_left(value)
    elif isinstance(found, list):
        for value in found:
            no_done_the_same_left(value)
