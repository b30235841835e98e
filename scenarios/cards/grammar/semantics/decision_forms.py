"""The reader's semantics of the grammar section "who decides and what follows a decision"
(gram33, issue 30) of ``altered.lark``: the Unique's optional cost "You may [cost]: [effect]"
(6.5.f, 1.2.5.c) and "[X] if / unless [c], otherwise [Y]" (6.5.d, 6.5.e)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Sentence

COLON_COST = "_may_colon"
"""Marks the step of "You may [cost]: [effect]" until the effect is whole (``colon_cost_last``)."""


class DecisionFormSemantics(SemanticsBase):
    """ "You may [cost]: [effect]", "[X] if / unless [c], otherwise [Y]"."""

    if (
        TYPE_CHECKING
    ):  # the rules these build on (step_clauses.py, uniques.py, trailing_conditions.py)

        def may_to_clause(self, items: list[Any]) -> Sentence: ...

        def may_pay_clause(self, items: list[Any]) -> Sentence: ...

        def may_pay_and_clause(self, items: list[Any]) -> Sentence: ...

        def chain_if_clause(self, items: list[Any]) -> Sentence: ...

        def chain_unless_clause(self, items: list[Any]) -> Sentence: ...

    def may_colon_clause(self, items: list[Any]) -> Sentence:
        """ "You may [cost]: [effect]": the effect only if the cost was paid (6.5.f), as
        "You may [cost] to [effect]" reads."""
        return _colon(self.may_to_clause(items))

    def may_pay_colon_clause(self, items: list[Any]) -> Sentence:
        """ "You may pay {N}: [effect]": the effect only if {N} is paid (1.2.5.c)."""
        return _colon(self.may_pay_clause(items))

    def may_pay_and_colon_clause(self, items: list[Any]) -> Sentence:
        """ "You may pay {N} and [X]: [effect]": {N} and X one cost (1.2.5.c, 6.5.f)."""
        return _colon(self.may_pay_and_clause(items))

    def chain_if_otherwise(self, items: list[Any]) -> Sentence:
        """ "[X] if [c], otherwise [Y]": Y when the condition fails (6.5.d, 6.5.e)."""
        steps, condition, otherwise = items
        return _otherwise(self.chain_if_clause([steps, condition]), otherwise)

    def chain_unless_otherwise(self, items: list[Any]) -> Sentence:
        """ "[X] unless [c], otherwise [Y]": Y when the condition holds (6.5.d, 6.5.e)."""
        steps, condition, otherwise = items
        return _otherwise(self.chain_unless_clause([steps, condition]), otherwise)

    def unless_player_does(self, items: list[Any]) -> Sentence:
        """ "[Y] unless [player] [step]": the player may do the step; if they don't, Y
        (6.5.d, 6.1.h, 6.5.c)."""
        steps, theirs = items
        return _unless_theirs(theirs, steps)

    def unless_player_does_first(self, items: list[Any]) -> Sentence:
        """ "Unless [player] [step], [Y]": as "[Y] unless [player] [step]"."""
        theirs, steps = items
        return _unless_theirs(theirs, steps)


def _unless_theirs(theirs: Any, steps: list[Step]) -> Sentence:
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.decisions import (
        another_players,
        not_in_turn,
        several_decide,
    )

    done = theirs if isinstance(theirs, list) else [theirs]
    if len(done) != 1 or not isinstance(done[0], dict):
        raise NotRead("unless", "a tax of several steps is not read yet", "unless_player_does")
    step = done[0]
    if set(step) & {"may", "then", "if_not_done", "if", "otherwise"} or not another_players(step):
        raise NotRead("unless", "this player's step after 'unless' is not read yet")
    not_in_turn(step, steps)  # "you" in Y would be theirs (1.4.7.b)
    if several_decide(step):
        raise NotRead(
            "unless",
            "'unless each player …': whether one player's step or all of theirs prevents it "
            "is not read (each decides in turn, 6.1.h)",
            "unless_player_does",
        )
    return Sentence([{**step, "may": True, "if_not_done": steps}])


def _colon(read: Sentence) -> Sentence:
    return Sentence([{**read.steps[0], COLON_COST: True}, *read.steps[1:]], read.join, read.rule)


def _otherwise(read: Sentence, otherwise: list[Step]) -> Sentence:
    step = read.steps[0]
    if step.get("otherwise"):  # pragma: no cover - a trailing condition has no otherwise yet
        from scenarios.cards.grammar.parser import NotRead

        raise NotRead("otherwise", "two 'otherwise' for one condition", "chain_if_otherwise")
    return Sentence([{**step, "otherwise": otherwise}, *read.steps[1:]], read.join, read.rule)


def colon_cost_last(steps: list[Step]) -> list[Step]:
    """ "You may [cost]: [effect]" must end the ability: a sentence after it could be part of
    the effect paid for or not (not said), so it is refused; the mark is then dropped."""
    from scenarios.cards.grammar.parser import NotRead

    for i, step in enumerate(steps):
        if COLON_COST in step and i != len(steps) - 1:
            raise NotRead(
                ":",
                "a sentence after 'You may [cost]: [effect]': whether it depends on the cost "
                "is not read",
                "may_colon_clause",
            )
    return [{k: v for k, v in s.items() if k != COLON_COST} for s in steps]
