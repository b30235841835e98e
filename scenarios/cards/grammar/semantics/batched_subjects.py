"""An event's subject in the plural, counted (issue 30, gram48): "When one or more Characters
join your Expeditions", "Whenever two or more of your Characters are sacrificed", "When one
or more Characters you control leave play".

The subject is read by ``many_joiner`` as the singular subject ("a Character") is, marked as
a batch (:class:`ManyJoiner`, a ``joiner`` pair the event's semantic function reads as it
reads any other); the mark is then put on the event the function returns, whichever event it
is (:meth:`BatchedSubjectSemantics._call_userfunc`): ``once_per_event`` — the Reaction is
activated once by the event however many of its atomic actions match (a step is one event,
1.2.7.c; not once per atomic action, 6.3.g) — and ``at_least`` N for "N or more": only when
the event matches N or more. The verb's number (join / joins) carries no meaning of its own
(grammar/verbs.py).
"""

from __future__ import annotations

import copy
import re
from typing import Any

from lark import Token, Tree

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.descriptions import _whose
from scenarios.cards.grammar.tree import Description


class ManyJoiner(tuple[str, Description]):
    """ "[N] or more [objects]" as an event's subject: the ``("", description)`` pair a
    singular subject is, with ``at_least`` the N."""

    at_least: int

    def __new__(cls, d: Description, at_least: int) -> ManyJoiner:
        made = super().__new__(cls, ("", d))
        made.at_least = at_least
        return made


class BatchedSubjectSemantics(SemanticsBase):
    """ "one or more / N or more [objects]" as an event's subject (1.2.7.c, 6.3.g)."""

    def batch_size(self, items: list[Token]) -> int:
        """ "one or more" (1), "two or more" / "2 or more" (N)."""
        word = str(items[0]).lower() if items else "one"
        return 1 if word == "one" else _number(word)

    def many_joiner(self, items: list[Any]) -> ManyJoiner:
        return ManyJoiner(_each(items[-1]), items[0])

    def many_of_yours_joiner(self, items: list[Any]) -> ManyJoiner:
        """ "N or more of your [objects]": those you control (7.5.5.b)."""
        return ManyJoiner(_whose(_each(items[-1]), "you"), items[0])

    def _call_userfunc(self, tree: Tree[Token], new_children: list[Any] | None = None) -> Any:
        """The event a batched subject is the subject of, marked once per event (1.2.7.c);
        an event read into anything but a trigger is refused (the batch would be lost)."""
        found = super()._call_userfunc(tree, new_children)  # type: ignore[no-untyped-call]
        children = new_children if new_children is not None else tree.children
        many = next((c for c in children if isinstance(c, ManyJoiner)), None)
        if many is None:
            return found
        if not isinstance(found, dict) or "trigger" not in found:
            raise NotRead("or more", "'one or more' is read as an event's subject only", "batch")
        batch: dict[str, Any] = {"once_per_event": True}
        if many.at_least > 1:
            batch["at_least"] = many.at_least
        return {**found, **batch}


_SINGULAR = frozenset({"it", "its", "it's", "itself"})
_PLURAL = frozenset({"they", "them", "their", "themselves"})


def they_name_the_batch(text: str) -> bool:
    """Whether the effect of a Reaction on "one or more [objects]" names them with a plural
    pronoun only ("— They gain [[Asleep]]"): each "it" the reading holds is then "they",
    the objects of the event (6.3.i); a singular "it" anywhere in the effect is not (it
    would be one object of several)."""
    effect = re.split(r"[\u2014\u2013]|--", text, maxsplit=1)[-1].lower()
    words = set(re.findall(r"[a-z']+", effect.replace("\u2019", "'")))
    return bool(words & _PLURAL) and not words & _SINGULAR


def _each(d: Description) -> Description:
    """A plural description read as what each of its objects is (the filter of one)."""
    one = copy.copy(d)
    one.plural = False
    return one
