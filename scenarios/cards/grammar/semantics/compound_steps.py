"""The compound effect (issue 30, gram109): steps joined inside one sentence and one
predicate said of several things or several subjects.

* "[X], then you may [Y] (to [Z])": X, then the optional Y (6.5.c) — Z only if Y was done
  (6.5.f) — as "[X]. Then, you may [Y] (to [Z])." reads (6.1.c: the steps in order); Y on
  "it" is a follow-up of the X that chose it (6.5.b), as "[X], then [Y it]" reads;
* "[object] gains [keyword] and N boosts" / "… N boosts and [keyword]": a keyword gained as
  long as the object is in play (2.2.15.c, 7.4) and boosts (2.5.1) — two steps of the same
  object (6.1.c, 6.1.e);
* "[object] loses all its boosts, [status] and [status]" (2.5.g, 7.3.21.a): each thing lost
  a step of the same object;
* "[object] and I each [step]": the step done by the object, then by "me" (6.1.c, 6.1.e: an
  atomic action for each) — the object's own words (target, filter) on its step only.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.object_subjects import AND_ME, _subject
from scenarios.cards.grammar.tree import Sentence

_KEEPS_ALONE = frozenset({"self", "it"})
"""Subjects a second step names again with no choice (7.2.1.a "me", 6.5.b "it")."""


def _keyword_step(subject: dict[str, Any], keyword: Any) -> Step:
    """An object gaining a keyword with no duration said: for as long as it is in play
    (2.2.15.c), as "[object] gains [keyword]" reads alone; a set's own keyword (2.2.12.c)
    is refused here."""
    if not isinstance(keyword, str):
        raise NotRead(
            "and", "a set's keyword beside boosts is not read yet", "gain_keyword_and_boosts"
        )
    return {
        "action": "ongoing",
        **subject,
        "ongoing": {"duration": "until it leaves play", "keyword": keyword},
    }


def _on_same(first: Step, second: Step) -> list[Step]:
    """``second`` done by the object ``first`` acted on, after it (6.1.c): "I" and "it"
    again; a single target chosen once, "it" in ``first``'s follow-up (6.5.b); any other
    object refused."""
    subject = str(first.get("subject", ""))
    if subject in _KEEPS_ALONE:
        return [first, {**second, "subject": subject}]
    if subject.startswith("target_") and set(first) <= {
        "action",
        "amount",
        "subject",
        "filter",
        "ongoing",
    }:
        return [{**first, "then": [{**second, "subject": "it"}]}]
    raise NotRead(
        "and", "a keyword and boosts for these objects are not read yet", "gain_keyword_and_boosts"
    )


def split_and_me(steps: list[Step]) -> list[Step]:
    """Each step said of "[object] and I each" made two: the object's, then mine (6.1.c,
    6.1.e) — "me" with none of the object's words (its target, filter, number). id: said of
    "It and I each" after the step that chose "it" ("Sacrifice target Character. It and I
    each gain 1 boost."), the mark was left in the reading: refused by name — whether
    "it" still can gain anything once that step moved it (6.3.j) is read by hand."""
    out: list[Step] = []
    for step in steps:
        then = step.get("then")
        if isinstance(then, list) and any(isinstance(t, dict) and AND_ME in t for t in then):
            raise NotRead(
                "each",
                "'It and I each' after the step that chose it is read by hand: what 'it' is "
                "once that step acted on it is not read yet (6.3.j)",
                "and_me_each",
            )
        if not step.pop(AND_ME, False):
            out.append(step)
            continue
        if set(step) & {"then", "if_not_done", "may", "per", "up_to"}:
            raise NotRead(
                "each", "'[object] and I each' with this step is not read yet", "and_me_each"
            )
        mine = {k: v for k, v in step.items() if k not in ("filter", "count")}
        out.extend([step, {**mine, "subject": "self"}])
    return out


class CompoundStepSemantics:
    """The semantic functions of the compound effect (one mixin)."""

    if False:  # pragma: no cover - provided by the other mixins

        def may_to_clause(self, items: list[Any]) -> Sentence: ...

        def may_clause(self, items: list[Any]) -> Sentence: ...

        def then_chain(self, items: list[Any]) -> list[Step]: ...

    def chain_then_may_to(self, items: list[Any]) -> Sentence:
        """ "[X], then you may [Y] to [Z]": X, then Y the controller may do, Z only if Y
        was done (6.1.c, 6.5.c, 6.5.f)."""
        first, *rest = items
        return Sentence(self.then_chain([first, self.may_to_clause(rest).steps]))

    def chain_then_may(self, items: list[Any]) -> Sentence:
        """ "[X], then you may [Y]": X, then the optional Y (6.1.c, 6.5.c)."""
        first, rest = items
        return Sentence(self.then_chain([first, self.may_clause([rest]).steps]))

    def gain_keyword_and_boosts(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [keyword] and N boosts" (7.4, 2.5.1; 6.1.c)."""
        obj, keyword, amount = items
        subject = _subject(obj)
        return _on_same(_keyword_step(subject, keyword), {"action": "give_boost", "amount": amount})

    def gain_boosts_and_keyword(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and [keyword]" (2.5.1, 7.4; 6.1.c)."""
        obj, amount, keyword = items
        first = {"action": "give_boost", "amount": amount, **_subject(obj)}
        return _on_same(first, _keyword_step({}, keyword))

    def more_all_boosts(self, _: list[Any]) -> Step:
        """ "… and all its boosts" after a status lost: every boost counter (2.5.g)."""
        return {"all_boosts": True}

    def and_me_each(self, items: list[Any]) -> Any:
        """ "[object] and I each": the object, its step said again of "me" (split later)."""
        from dataclasses import replace

        return replace(items[0], and_me=True)
