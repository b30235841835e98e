"""Steps that refer back to an earlier step (gram52, issue 30): a step said once more —
"[step] again" / "[step] once more" —, a count among the objects it acted on or of what they
had — "[step] for each [noun] among them", "… for each [name] counter it had" — and what it
already had — "If it already had one or more" (the noun the step's own).

A designer writes a step, then the same step again, often under a condition: "Resupply,
then Resupply again", "[Kindle]. If you control three or more Characters, [Kindle] again",
"Target Character gains 1 boost. Then it gains 1 boost again". The word adds nothing to what
the step does: the step is said whole and happens once more where it stands, its choices
and targets made anew (6.5.i: "that choice can be different in two successive instances").
What it does say is that an earlier step of the same effect did the same thing: a step
"again" with no earlier step of its verb before it ("Draw a card. Sabotage again.") repeats
nothing, and is refused rather than read as a step of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

Step = dict[str, Any]

_ALREADY = "it already had "
"""A condition whose noun is the step's own ("If it already had one or more")."""

_COUNTED_STEPS = frozenset({"create", "draw", "give_boost", "gain_counters"})
"""Steps counted by their amount, which "for each" multiplies (6.5.i)."""

AGAIN = "_again"
"""The mark a step said "again" carries until :func:`resolve_again` checks it."""


class AgainStepSemantics(SemanticsBase):
    """Semantic functions of "[step] again" (altered.lark, ``again_chain``) and of "[step]
    for each [noun] among them" (``per_among_chain``)."""

    @v_args(meta=True)
    def counted_among(self, meta: Meta, _: list[Any]) -> str:
        """ "[noun] among them": the noun's words, what is counted."""
        words = " ".join(self._span(meta).lower().split())
        return words.rsplit(" among ", 1)[0]

    def per_among_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each [noun] among them": the step's things (one, or N) made once per
        object the step before acted on that is such an object (6.5.i), counted as they
        were before that step (6.3.j: a token sent to Reserve is gone) — "that many",
        narrowed; joined to the step before by ``resolve_that_many``."""
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        steps, among = items[0], items[-1]
        last = _counted_last(steps, "among them", "'for each … among them'")
        amount = ThatMany(last.get("amount", 1), f"{among} among them")
        return [*steps[:-1], {**last, "amount": amount}]

    @v_args(meta=True)
    def counted_had(self, meta: Meta, _: list[Any]) -> str:
        """ "[name] counter(s) / boost(s) it had": the counter's name, singular."""
        words = self._span(meta).lower().split()[:-2]  # before "it had"
        return "boost" if words[0].startswith("boost") else f"{words[0]} counter"

    def per_had_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each [name] counter it had": the step's things made once per counter
        the object the step before acted on had just before it (6.5.i, 6.3.j: a Character
        sacrificed is a new object without counters, 2.5.b) — "that many", counted so."""
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        steps, noun = items[0], items[-1]
        last = _counted_last(steps, "it had", "'for each … it had'")
        amount = ThatMany(last.get("amount", 1), f"{noun} it had")
        return [*steps[:-1], {**last, "amount": amount}]

    @v_args(meta=True)
    def counters_acted(self, meta: Meta, _: list[Any]) -> str:
        """ "boost(s) / [name] counter(s) / counter(s) removed / lost / spent this way": the
        counter's name, singular ("counter": any), and the verb."""
        words = self._span(meta).lower().split()[:-2]  # before "this way"
        verb = words[-1]
        noun = (
            "boost"
            if words[0].startswith("boost")
            else ("counter" if words[0].startswith("counter") else f"{words[0]} counter")
        )
        return f"{noun} {verb} this way"

    def per_counters_acted_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each boost removed this way": the step's things made once per counter
        the step before removed or spent (6.5.i) — "that many", joined to that step (which
        must remove or spend counters of that name) by ``resolve_that_many``."""
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        steps, counted = items[0], items[-1]
        # "[X], then [Y] for each boost lost this way": what is counted is X's result, so
        # "for each" is Y's alone (X cannot count its own result)
        last = _counted_last(steps[-1:], "this way", "'for each … this way'")
        return [*steps[:-1], {**last, "amount": ThatMany(last.get("amount", 1), counted)}]

    @v_args(meta=True)
    def it_already_had_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it already had one or more [counters]": "it had …" (6.3.k) — the noun left out
        ("If it already had one or more") kept open for :func:`resolve_already_had`."""
        words = self._span(meta).lower().split()
        named = any(w.startswith(("boost", "counter")) for w in words)
        if not named and words[-1] in ("a", "an"):
            raise NotRead("already had", "'it already had a' names nothing", "it_already_had_cond")
        return Condition(" ".join(w for w in words if w != "already") if named else " ".join(words))

    def again_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] again": the last step of the chain, marked for :func:`resolve_again` —
        each step of a set's keyword action of several ("[Stoke] again"), all of which an
        earlier step must have done."""
        from scenarios.cards.grammar.semantics.set_actions import SetActionEnd

        steps: list[Step] = list(items[0])
        n = steps[-1].size if isinstance(steps[-1], SetActionEnd) else 1
        return [*steps[:-n], *({**s, AGAIN: True} for s in steps[-n:])]


_NOT_COUNTED_AGAIN = frozenset({"per", "times", "if", "may", "then"})
"""Keys of a step whose amount "for each" may not multiply: already counted, repeated,
conditional, optional or followed."""


def _counted_last(steps: list[Step], words: str, said: str) -> Step:
    """The one step "[step] for each …" counts (``said``, naming ``words``): a step counted
    by its amount (6.5.i), said alone; refused otherwise."""
    last = steps[-1]
    if len(steps) > 1:  # "Draw a card and create … for each …": which steps it counts
        raise NotRead("for each", "'for each' after several steps is not read yet")
    if last.get("action") not in _COUNTED_STEPS or set(last) & _NOT_COUNTED_AGAIN:
        raise NotRead(words, f"{said} after this step is not read yet")
    return last


def _in_order(steps: list[Step]) -> Iterator[Step]:
    """Every step of ``steps`` in the order they are said: each, then the steps inside it
    (its follow-ups, its condition's "otherwise", the modes of a choice)."""
    for step in steps:
        yield step
        for value in step.values():
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                if all("effect" in v and "action" not in v for v in value):  # modes
                    for mode in value:
                        yield from _in_order(list(mode["effect"]))
                else:
                    yield from _in_order(value)


def resolve_again(steps: list[Step]) -> list[Step]:
    """``steps`` with each "again" mark checked and taken off: an earlier step of the effect
    does the same action (the step said again). Refused otherwise: 'again' repeats no step."""
    seen: list[str] = []
    for step in _in_order(steps):
        if step.pop(AGAIN, False) and step.get("action") not in seen:
            raise NotRead("again", "'again' repeats no step said before it", "again_chain")
        seen.append(str(step.get("action")))
    return steps


def resolve_already_had(steps: list[Step]) -> list[Step]:
    """Each "if it already had [N or more]" whose noun is left out completed with the noun of
    the step it follows — the boosts or counters that step gives "it" (2.5): "Target Character
    gains 2 Ember counters. If it already had one or more, draw a card." Refused where the
    step before gives none."""
    for step in steps:
        for follow in step.get("then") or []:
            said = str(follow.get("if", ""))
            if not said.startswith(_ALREADY):
                continue
            noun = _given(step)
            if noun is None:
                raise NotRead(
                    "already had",
                    "'it already had' names no boosts or counters the step before gives",
                    "it_already_had_cond",
                )
            follow["if"] = f"it had {said[len(_ALREADY) :]} {noun}"
        resolve_already_had(list(step.get("then") or []))
    for step in _in_order(steps):
        if str(step.get("if", "")).startswith(_ALREADY):
            raise NotRead(
                "already had",
                "'it already had' names no boosts or counters the step before gives",
                "it_already_had_cond",
            )
    return steps


def _given(step: Step) -> str | None:
    """The noun of what ``step`` gives its object: "boosts", "[name] counters"."""
    if step.get("action") == "give_boost":
        return "boosts"
    if step.get("action") == "gain_counters" and step.get("counter"):
        return f"{str(step['counter']).lower()} counters"
    return None
