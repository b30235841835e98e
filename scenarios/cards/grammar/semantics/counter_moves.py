"""ia39 (issue 30, session 39): counters moved between objects, and "it also" after a
condition on the place of "it".

The CR has no "move" action for counters: a move is read as the CR would do it, one step
that removes N counters of a name from the first object (2.5.g: all of them if it has N or
fewer) and has the second gain as many as were removed (2.5.f, 7.3.15.a) — both objects
chosen before the step (6.5.b: targets; 6.1.g: "a Character you control"), and the engine
does both as one move (engine/steps/moving_counters.py). The second object *gains* the
counters (7.3.15.a: they are put on it), so "When I gain a boost / a counter" triggers
watch it; the first *loses* them (2.5.g), so "When a counter is removed from me" watches it.

- "Move up to N [boosts / name counters] from [object] to [object]": the player chooses how
  many, 0 to N, just before the step (6.1.g) — a plain-data choice (``amounts``);
- "Move N / up to N / all (of) my [counters] to [object]": from me (7.2.1.a);
- "from target X to target Y": two targets of one step are two different objects (6.5.b),
  as "to another target Y" says;
- "If it's in an Expedition that's ahead / behind / tied [or …]" (7.5.2.a-c): its
  Expedition so standing — read as "if its Expedition is …" (the engine's condition), so
  "it also gains …" after it composes as after any condition on "it" (6.1.c, 6.5.d).
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number
from scenarios.cards.grammar.tree import Condition, Description, Object

_ME = Object("me", Description())
_RULE = "ia39_move_counters"


def _two_targets(step: Step) -> Step:
    """``step`` (a move's removal) with its receiving object other than the first: one step's
    two targets are two objects (6.5.b) — in each outcome, and in "then" (a move of all)."""
    out = deepcopy(step)
    gains = [g for o in out.get("removed_outcomes", []) for g in o["effect"]]
    gains += list(out.get("then", []))
    for gain in gains:
        flt = {k: v for k, v in (gain.get("filter") or {}).items() if k != "another"}
        gain["filter"] = {**flt, "other_than_it": True}
    return out


class Ia39MoveSemantics(SemanticsBase):
    """Rule by rule (method name = rule alias)."""

    def move_counters(self, items: list[Any]) -> Step:
        """ "Move N … from target X to target Y": as before (costs_and_choosers.py), the
        second target never the first (6.5.b: each object chosen once per step as a target)."""
        source, dest = items[-2], items[-1]
        if type(items[0]) is not int:  # "X", "that many": a count the move does not make
            raise NotRead(
                "move",
                "moving a number of counters that is counted (X, that many) is read by hand: "
                "which count, and when, is not said (6.5.i, 2.5.g)",
                _RULE,
            )
        if isinstance(dest, Object) and dest.kind == "each":
            raise NotRead(
                "to each",
                "counters moved to each of a group are read by hand: what one object loses "
                "goes to one object (2.5.g, 7.3.15.a)",
                _RULE,
            )
        step: Step = super().move_counters(items)  # type: ignore[misc]
        both = isinstance(dest, Object) and getattr(source, "kind", "") == "target"
        return _two_targets(step) if both and dest.kind == "target" else step

    def ia39_move_up_to_counters(self, items: list[Any]) -> Step:
        """ "Move up to N [counters] from [object] to [object]": 0 to N, the player's choice
        just before the step (6.1.g); that many removed (2.5.g) and gained (7.3.15.a)."""
        amount, *rest = items
        most = fixed_number(amount, _RULE)
        if most < 1:
            raise NotRead("up to", "moving up to this number is not read yet", _RULE)
        step: Step = self.move_counters([most, *rest])
        return {**step, "amount": "X", "amounts": list(range(most + 1))}

    def ia39_move_my_counters(self, items: list[Any]) -> Step:
        """ "Move N of my [counters] to [object]": from me (7.2.1.a), as "from me" reads."""
        amount, *named, dest = items
        return self.move_counters([amount, *named, deepcopy(_ME), dest])

    def ia39_move_up_to_my_counters(self, items: list[Any]) -> Step:
        """ "Move up to N of my [counters] to [object]" (6.1.g, 7.2.1.a)."""
        amount, *named, dest = items
        return self.ia39_move_up_to_counters([amount, *named, deepcopy(_ME), dest])

    def ia39_move_all_my_counters(self, items: list[Any]) -> Step:
        """ "Move all (of) my [counters] to [object]": every one of that name I have
        removed (2.5.g), the object gaining one for each removed this way (7.3.15.a)."""
        *named, dest = items
        step: Step = self.move_all_counters([*named, deepcopy(_ME), dest])  # type: ignore[attr-defined]
        return step

    @v_args(meta=True)
    def ia39_it_in_standing_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's in an Expedition that's ahead [or tied]": the Expedition it is in so
        standing (7.5.2.a-c) — "its Expedition is ahead [or tied]" (6.5.d)."""
        return Condition("its expedition is " + _standing(self._span(meta)))

    @v_args(meta=True)
    def ia39_i_in_standing_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm in an Expedition that's behind": my Expedition so standing (7.2.1.a,
        7.5.2.a-c) — "my Expedition is behind" (6.5.d)."""
        if self._span(meta).lower().split()[:2] == ["i", "was"]:  # where I was: not built
            raise NotRead("was", "where I was, ahead or behind, is not read yet", _RULE)
        return Condition("my expedition is " + _standing(self._span(meta)))


def _standing(span: str) -> str:
    """ "ahead", "behind or tied": the words after "that's" / "that is" (7.5.2.a-c)."""
    words = span.lower().split()
    if "that's" in words:
        return " ".join(words[words.index("that's") + 1 :])
    return " ".join(words[words.index("is", words.index("expedition")) + 1 :])
