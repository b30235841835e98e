"""The reader's semantics of a condition said after its step (6.5.d) — the grammar section
"conditions and choices" of ``altered.lark``: "Draw a card if you control a Plant", "It
gains [[Asleep]] unless it's [[Boosted]]" read as "If / Unless [c], [step]". One step only:
after several ("X, then Y if [c]") which of them the condition governs is not said. "It" in
the condition after a step on objects it chooses or finds is that step's object, the
nearest the sentence names ("Send target Character to Reserve unless it has [[Tough]]",
"Exhaust each Character unless it's a Plant"): judged of each object once chosen, the step
ignored for those it excludes (``object_if``; 6.5.d, 6.5.b, 6.1.e). "It's your turn", "it's [phase]"
name no object: "it" there is the moment (4.2.3.b, 4.2.a; gram31)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Sentence


class TrailingConditionSemantics(SemanticsBase):
    """ "[step] if / unless [condition]"."""

    def chain_if_clause(self, items: list[Any]) -> Sentence:
        """ "[step] if [c]": the step only if the condition holds (6.5.d)."""
        return _before(items, unless=False, rule="chain_if_clause")

    def chain_unless_clause(self, items: list[Any]) -> Sentence:
        """ "[step] unless [c]": the step only if the condition does not hold (6.5.d)."""
        return _before(items, unless=True, rule="chain_unless_clause")


_PRONOUNS = frozenset({"it", "it's", "its", "they", "them", "their"})
_MOMENTS = frozenset({"your_turn", "phase"})
"""Conditions on the moment — whose turn it is (4.2.3.b), which phase (4.2.a) — whose "it"
names no object."""


def _names_an_object(said: str) -> bool:
    """Whether a condition's pronoun may name an object ("it's a Plant"), not the moment
    ("it's your turn")."""
    from scenarios.cards.condition_texts import condition_of

    if not _PRONOUNS & set(said.split()):
        return False
    found = condition_of(said.removeprefix("unless "))
    return found is None or found.kind not in _MOMENTS


_NAMES_NOTHING = frozenset({"self", "controller"})
"""A step's subject that introduces no object a pronoun could name: I (the card itself), the
effect's controller (7.2.3.a) — "Draw a card if it's in contact", "I gain 1 boost if it has
2 or more counters": the step names nothing "it" could be, so "it" names what the trigger
named wherever the condition is printed (6.3.i; gram38)."""


def _names_objects(step: dict[str, Any]) -> bool:
    """Whether ``step`` names or chooses an object (a target, a described object, a
    token it creates, a step after it) that a pronoun after it might name."""
    subject = step.get("subject")
    if subject is not None and subject not in _NAMES_NOTHING:
        return True
    return any(k in step for k in ("then", "otherwise", "also", "token", "filter", "may"))


def _before(items: list[Any], *, unless: bool, rule: str) -> Sentence:
    """The condition moved before its step. A condition speaking of "it" after a step that
    chooses (a target) may mean what the step chose, and before it what the trigger named
    (6.3.i, 6.5.f): then it is not read — unless the step itself acts on "it" (the same
    object either way)."""
    from scenarios.cards.grammar.semantics.governing_conditions import _one

    steps, condition = items
    said = condition.card_text(unless)
    same = len(steps) == 1 and steps[0].get("subject") == "it"
    if _names_an_object(said) and not same and any(_names_objects(s) for s in steps):
        if len(steps) == 1 and _acts_on_objects(steps[0]) and _said_of_the_object(said):
            # "Send target Character to Reserve unless it has [[Tough]]", "Exhaust each
            # Character unless it's a Plant": "it" is the object the step acts on, the
            # nearest one the sentence names — judged of each once chosen (6.5.d, 6.1.e)
            return Sentence([{**steps[0], "object_if": said}])
        raise NotRead("if", "what 'it' names in a condition after its step is not read", rule)
    return Sentence([_one(steps, said, rule)])


_DECIDED_ON_OBJECTS = frozenset({"if", "chosen_instead", "unless_paid", "object_if", "then"})
"""What a step may already decide on its objects, or do after them: a second condition on
them, a step replaced on them, a tax, a step that follows — the trailing condition would
be read beside them in an order the sentence does not say."""


_OBJECT_SUBJECTS = frozenset({"it", "it's", "its", "they", "they're", "their"})
"""The words a condition on the step's own objects opens with: "unless it has …", "if it's a
Plant", "unless its controller …", "unless they have …"."""


def _said_of_the_object(said: str) -> bool:
    """Whether the condition ``said`` ("unless it has [[Tough]]") is said of the step's own
    object — its subject a pronoun naming it — and names no target of its own: "unless target
    opponent has 3 or more cards in their Reserve" speaks of a player the step never chose
    (6.5.b), whatever "their" after it names."""
    words = said.split()
    if words and words[0] in ("if", "unless"):
        words = words[1:]
    return bool(words) and words[0] in _OBJECT_SUBJECTS and "target" not in words


def _acts_on_objects(step: dict[str, Any]) -> bool:
    """Whether ``step`` acts on objects it chooses or finds ("target Character", "each
    Character", "a Character you control"), with nothing already decided on them; whether the
    subject is a card or token at all is the compiler's to say (a player, an Expedition,
    "I" take no condition on "it")."""
    subject = step.get("subject")
    return (
        isinstance(subject, str)
        and subject not in _NAMES_NOTHING
        and not _DECIDED_ON_OBJECTS & set(step)
    )
