"""The clauses one sentence of an effect is made of: "If [c], [X]" and "Unless [c], [X]"
(6.5.d), "otherwise" (6.5.e), "if you do / don't / can't" (6.5.f, 6.1.g), "On a [range]"
(7.3.33.b), "You may" (6.5.c), "then" (6.1.c), modes (6.5.g)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.condition_it import (
    boosts_then_status,
    each_conditioned,
    named_by_object_condition,
)
from scenarios.cards.grammar.semantics.governing_conditions import _one, governed
from scenarios.cards.grammar.semantics.play_permissions import is_play_permission  # gj
from scenarios.cards.grammar.semantics.them_objects import may_over_choice
from scenarios.cards.grammar.tree import Condition, Sentence


class StepClauseSemantics(SemanticsBase):
    """One function per clause of a sentence, kept as a :class:`Sentence` with its join."""

    if TYPE_CHECKING:  # the rules this one builds on (costs_and_choosers.py, effect_sentences.py)

        def may_cost_of_parts(self, first: list[Step], then: list[Step]) -> Sentence: ...

        def effect(self, items: list[Sentence]) -> list[Step]: ...

    def if_clause(self, items: list[Any]) -> Sentence:
        condition, steps = items
        said, steps = condition.card_text(), boosts_then_status(steps)
        each = each_conditioned(steps, said)  # semantics/condition_it.py
        found = each or governed(steps, said, "if_clause")
        return Sentence(named_by_object_condition(found, said))

    def unless_clause(self, items: list[Any]) -> Sentence:
        condition, steps = items
        steps = boosts_then_status(steps)
        return Sentence(
            named_by_object_condition(
                governed(steps, condition.card_text(True), "unless_clause"),
                condition.card_text(True),
            )
        )

    def if_otherwise(self, items: list[Any]) -> Sentence:
        """ "If [c], [X], otherwise [Y]": Y when the condition fails (6.5.e)."""
        condition, steps, otherwise = items
        step = _one(steps, condition.card_text(), "if_otherwise")
        step["otherwise"] = otherwise
        return Sentence([step])

    def unless_otherwise(self, items: list[Any]) -> Sentence:
        """ "Unless [c], [X], otherwise [Y]": Y when the condition holds (6.5.d-e)."""
        condition, steps, otherwise = items
        step = _one(steps, condition.card_text(True), "unless_otherwise")
        step["otherwise"] = otherwise
        return Sentence([step])

    def otherwise_tail(self, items: list[Any]) -> Sentence:
        """ "[X], otherwise [Y]" after "[condition]:" — the colon's condition is X's; "[X],
        then [W], otherwise [Y]": it governs W too, Y replacing both (``governed``, 6.5.e)."""
        steps, otherwise = items
        return Sentence([{**steps[0], "_otherwise_pending": otherwise}, *steps[1:]])

    def otherwise_clause(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "otherwise", "otherwise_clause")

    def if_you_do(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_do", "if_you_do")

    def if_you_dont(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_dont", "if_you_dont")

    # gram55: "If you do / they do / you don't / they don't, [X], otherwise [Y]" — the
    # decision's two branches in one sentence (6.5.f, 6.5.e), joined as "[X]. Otherwise, [Y]."
    def if_you_do_otherwise(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_do", "if_you_do", otherwise=items[1])

    def if_you_dont_otherwise(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_dont", "if_you_dont", otherwise=items[1])

    def if_they_do_otherwise(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_do", "if_they_do", otherwise=items[1])

    def if_they_dont_otherwise(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_dont", "if_they_dont", otherwise=items[1])

    def if_you_cant(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_cant", "if_you_cant")

    def die_outcome(self, items: list[Any]) -> Sentence:
        """ "On a 4+, [X]" after "Roll a die" (7.3.33.b)."""
        (low, high), steps = items
        return Sentence([{"low": low, "high": high, "effect": steps}], "outcome", "die_outcome")

    def may_to_clause(self, items: list[Any]) -> Sentence:
        """ "You may [X] to [Y]": Y only if X was done (6.5.f)."""
        first, then = items
        if len(first) > 1:  # "You may [X] and [Y] to [Z]": a cost of two parts
            return self.may_cost_of_parts(first, then)
        if len(first) != 1 or "then" in first[0]:
            raise NotRead("to", "'you may [X] to [Y]' over several steps is not read yet")
        return Sentence([{**first[0], "may": True, "then": then, "to_pay": True}])

    def may_pay_clause(self, items: list[Any]) -> Sentence:
        """ "You may pay {N} to [X]": X only if {N} is paid (6.1.d, 1.2.5.c)."""
        mana, steps = items
        if len(steps) != 1 or "pay" in steps[0]:
            raise NotRead("pay", "'you may pay' over several steps is not read yet")
        return Sentence([{**steps[0], "pay": _number(mana), "may": True}])

    def then_sentence(self, items: list[Any]) -> Sentence:
        """ "[X]. Then, [Y].": Y after X (6.1.c)."""
        return Sentence(items[0])

    @v_args(meta=True)
    def only_if_clause(self, meta: Meta, items: list[Condition]) -> Sentence:
        return Sentence([{"_only_if": items[0].card_text()}], "only_if", "only_if_clause")

    def may_otherwise_tail(self, items: list[Any]) -> Sentence:
        """ "You may [X], otherwise [Y]" (gram57): Y when X is declined (6.5.c), as "You may
        [X]. Otherwise, [Y]." reads."""
        from scenarios.cards.grammar.semantics.decisions import (
            COMMA_DECLINED,
            otherwise_after_may,
        )

        steps, otherwise = items
        sentence = self.may_clause([steps])
        if len(sentence.steps) != 1 or not otherwise_after_may(sentence.steps[0], otherwise):
            raise NotRead("otherwise", "'otherwise' follows no optional step", "may_otherwise_tail")
        sentence.steps[0][COMMA_DECLINED] = True
        return sentence

    def then_may_sentence(self, items: list[Any]) -> Sentence:
        return self.may_clause(items)

    def may_clause(self, items: list[Any]) -> Sentence:
        """ "You may [X]": the controller decides whether X happens (6.5.c)."""
        steps = items[0]
        if len(steps) == 2 and not set(steps[0]) & {"then", "may", "if", "pay"}:
            # "You may [X] and [Y]": Y is part of what may be done — only if X is (6.5.c, 6.5.f)
            return Sentence([{**steps[0], "may": True, "then": [steps[1]]}])
        if len(steps) != 1:
            raise NotRead("you may", "'you may' over several steps is not read yet", "may_clause")
        if is_play_permission(steps[0]):  # gj: the "may" is the later play's (5.2.a)
            return Sentence([steps[0]])
        may_over_choice(steps[0])  # "You may [X] or I gain …": refused (6.5.c, 6.1.g)
        return Sentence([{**steps[0], "may": True}])

    @v_args(meta=True)
    def mode(self, meta: Meta, items: list[Sentence]) -> dict[str, Any]:
        text = self._printed(meta).lstrip("\u2022 ").strip()
        return {"text": text, "effect": self.effect(items)}
