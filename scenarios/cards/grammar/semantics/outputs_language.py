"""What an effect does, as composed language (issue 30): the slots of an output step —
its atomic action (7.3), its object, its amount, its duration, a delayed step — each read
from the words of its kind.

- A delayed step as its own sentence: "At Dusk, send them to Reserve." (2.2.2.m): the phase
  next reached, read as "At the start of the next Dusk, …" (``phase_slots``).
- The amount slot "X, where X is [a count] plus N" (6.5.i): the count, N added; "equal to my
  Hand Cost" / "where X is my Reserve Cost": the cost printed on my card (2.2.7, 2.2.8).
- "in your Mana zone exhausted": as a card enters it unless specified otherwise (3.2.9.b).
- What a created token has beyond its token card: "with [[Eternal]]", "that gains 1 boost".
- The counter slot said as every counter ("Double the counters of [object]", 7.3.8.a) and
  the status slot as every status ("[object] loses all its statuses", 7.3.21.a): one atomic
  action per name or status the object has (``engine.pipeline.each_kind``).
"""

from __future__ import annotations

from typing import Any, cast

from lark import Discard, Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.effects import EffectSemantics
from scenarios.cards.grammar.semantics.numbers_and_distribution import (
    NumbersAndDistributionSemantics,
)
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.phase_slots import DelayedStepSemantics
from scenarios.cards.grammar.semantics.static import StaticSemantics, XAmount
from scenarios.cards.grammar.semantics.steps import StepSemantics
from scenarios.cards.grammar.tree import Description, Object

_STATUS_WORDS = frozenset({"fleeting", "anchored", "asleep"})
"""Statuses printed in keyword brackets after a created token ("with [[Fleeting]]", 2.4.1.a):
not keyword abilities — the token has the status (2.4.7, 2.4.2, 2.4.3)."""


def _created_with_statuses(made: Step, statuses: list[str]) -> Step:
    """The token created, then the statuses it is created with given to it — "Create … It gains
    [[Fleeting]]." as the grammar reads it (6.1.e, 2.4.1.e); several tokens each gaining one
    are not read yet (refused, never given to one of them)."""
    if made.get("amount", 1) != 1:
        raise NotRead(
            "with", "a status several created tokens are created with is not read yet", "create"
        )
    gained: list[Step] = [
        {"action": "gain_status", "status": k.capitalize(), "subject": "it"} for k in statuses
    ]
    return {**made, "then": [*made.get("then", []), *gained]}


class OutputLanguageSemantics(SemanticsBase):
    """The output slots of this section (see the module doc)."""

    @v_args(meta=True)
    def delayed_at_phase(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "At Dusk, [steps]", "At the next Night, [steps]" in an effect: at the start of
        that phase next reached (2.2.2.m, 4.2.a) — Dusk or Night within this Day; the
        Morning, Noon or Afternoon only on another Day, past any duration (2.2.15.a)."""
        me = cast(DelayedStepSemantics, self)
        steps: list[Step] = DelayedStepSemantics.delayed_at_next_phase(me, meta, items)
        return steps

    def create_token_with(self, items: list[Any]) -> Step:
        """ "Create [token] in [place] with [[Eternal]]": the token created with those keyword
        abilities besides its token card's (7.3.5.a, 2.1.e, 7.4) — the keywords are the
        words of their kind after "with", the token's own read as ``create_token`` does."""
        head = 3 if isinstance(items[2], Token) else 2  # amount, name[, sub-type]
        keywords = [str(k) for k in items[head + 1 :]]  # after the place
        made = StepSemantics.create_token(cast(StepSemantics, self), items[: head + 1])
        statuses = [k for k in keywords if k.lower() in _STATUS_WORDS]
        if statuses:
            made = _created_with_statuses(made, statuses)
            keywords = [k for k in keywords if k not in statuses]
            if not keywords:
                return made
        had = list(made.get("token_keywords", ()))
        return {**made, "token_keywords": [*had, *(k for k in keywords if k not in had)]}

    def create_token_with_first(self, items: list[Any]) -> Step:
        """ "Create [token] with [[Fleeting]] in [place]": the keywords said before the place
        are the same abilities the token is created with (7.3.5.a, 7.4) — read as
        :meth:`create_token_with` reads them after it."""
        head = 3 if isinstance(items[2], Token) else 2  # amount, name[, sub-type]
        return self.create_token_with([*items[:head], items[-1], *items[head:-1]])

    def create_token_that_gains(self, items: list[Any]) -> Step:
        """ "Create [token] in [place] that gains N boosts": the token is created, then it
        gains the boosts (7.3.5.a, 7.3.17.a) — "it" the token just created (6.1.e)."""
        *made, gained = items
        step = StepSemantics.create_token(cast(StepSemantics, self), made)
        if step.get("amount", 1) != 1:
            raise NotRead("that", "'that gains' after several tokens is not read yet", "create")
        boost: Step = {"action": "give_boost", "subject": "it", "amount": gained}
        return {**step, "then": [*step.get("then", []), boost]}

    @v_args(meta=True)
    def double_every_counter(self, meta: Meta, items: list[Any]) -> Step:
        """ "Double the counters of [object]": each counter name it has doubled (7.3.8.a);
        a name it does not have is not doubled (7.3.8.b) — the objects as ``double_counters``
        reads them."""
        step = EffectSemantics.double_counters(cast(EffectSemantics, self), meta, [items[-1]])
        return {**{k: v for k, v in step.items() if k != "counter"}, "all_counters": True}

    @v_args(meta=True)
    def double_my_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "Double my boosts / my [name] counters": "my" is "me" (7.3.8.a)."""
        step = EffectSemantics.double_counters(
            cast(EffectSemantics, self), meta, [*items, Object("me", Description())]
        )
        return {**step, "subject": "self"}

    def all_its(self, _: list[Any]) -> Any:
        return Discard

    def lose_all_statuses(self, items: list[Any]) -> Step:
        """ "[object] loses all its statuses": each status it has (7.3.21.a, 2.4.1.h)."""
        return {"action": "lose_status", "all_statuses": True, **_subject(items[0])}

    def lose_all_statuses_and_boosts(self, items: list[Any]) -> list[Step]:
        """ "[object] loses all its statuses and all its boosts": both on the same object, as
        "[object] loses X and Y" reads (6.1.c, ``and_verb_chain``)."""
        boosts: Step = {"action": "remove_counters", "counter": "boost", "all_counters": True}
        # the object's second verb as "[object] loses X and Y" reads it (semantics/effects.py)
        me = cast(EffectSemantics, self)
        return EffectSemantics.and_verb_chain(me, [[self.lose_all_statuses(items[:1])], boosts])

    def mana_entered_status(self, items: list[Token]) -> Any:
        """ "in your Mana zone exhausted": how a card put there enters unless specified
        otherwise (3.2.9.b), so the step is the same; a card entering it with another
        status is not read."""
        if str(items[0]).lower() != "exhausted":
            raise NotRead(
                str(items[0]), "a card put in a Mana zone with this status is not read", "put"
            )
        return Discard

    def where_x_plus_chain(self, items: list[Any]) -> list[Step]:
        """ "[step with X], where X is the number of [objects] plus N": that count taken as
        the step happens (6.5.i), N added — "X+N, where X is …" said the other way."""
        *head, plus = items
        steps: list[Step] = StaticSemantics.where_x_chain(cast(StaticSemantics, self), head)
        counted = [s for s in steps if "per" in s]
        if len(counted) != 1 or not isinstance(plus, int) or plus < 1:
            raise NotRead("plus", "'plus' names no single count here", "where_x_chain")
        step = counted[0]
        added = {**step, "per_plus": int(step.get("per_plus", 0)) + plus}
        return [added if s is step else s for s in steps]

    def draw_equal_my_cost(self, items: list[Any]) -> Step:
        """ "Draw cards equal to my Hand Cost" (7.3.9.a, 2.2.7)."""
        return _my_cost({"action": "draw", "amount": 1}, items[-1])

    def gain_boosts_equal_my_cost(self, items: list[Any]) -> Step:
        """ "[object] gains boosts equal to my Hand Cost" (7.3.17.a)."""
        return _my_cost({"action": "give_boost", "amount": 1, **_subject(items[0])}, items[-1])

    def gain_counters_equal_my_cost(self, items: list[Any]) -> Step:
        """ "[object] gains [name] counters equal to my Reserve Cost" (7.3.15.a)."""
        obj, name, kind = items[0], items[1], items[-1]
        step = {"action": "gain_counters", "amount": 1, "counter": str(name).capitalize()}
        return _my_cost({**step, **_subject(obj)}, kind)

    def where_x_my_cost_chain(self, items: list[Any]) -> list[Step]:
        """ "[step with X], where X is my Hand Cost": X counted as the step happens (6.5.i)."""
        steps, kind = items
        found = [i for i, s in enumerate(steps) if isinstance(s.get("amount"), XAmount)]
        if len(found) != 1:
            raise NotRead("where x", "'where X is' names no single amount X", "where_x_chain")
        i = found[0]
        plus = steps[i]["amount"].plus
        step = _my_cost({**steps[i], "amount": 1}, kind)
        return [*steps[:i], {**step, **({"per_plus": plus} if plus else {})}, *steps[i + 1 :]]

    def each_of_them(self, _: list[Any]) -> Object:
        """ "Each of them": the objects the step before acted on, one by one (6.1.e) — as
        "they" / "them" reads (semantics/effects.py ``they_object``), plural."""
        return Object("it", plural=True)

    def objects_exchange_boosts(self, items: list[Any]) -> Step:
        """ "[object] and [object] exchange their boosts" (7.3.11.a): the same exchange as
        "Exchange the boosts of [object] and [object]" (``exchange_boosts_between``)."""
        me = cast(NumbersAndDistributionSemantics, self)
        step: Step = NumbersAndDistributionSemantics.exchange_boosts_between(me, items[:2])
        return step

    def put_up_to_of_them(self, items: list[Any]) -> Step:
        """ "Put up to N of them in [zone]": none to N of the cards a step revealed or
        looked at, the player's choice (6.1.g, 7.3.27), as "Put one of them in …" reads."""
        amount, zone = items
        if not isinstance(amount, int) or amount < 1:
            raise NotRead("up to", "'up to' names no number of them", "put_one")
        return {"action": "put", "subject": "a_card_among_them", "to": zone, "up_to": amount}

    def amount_up_to(self, items: list[Any]) -> list[int]:
        """ "up to N": 0 to N, the player's choice (6.1.g)."""
        return list(range(int(items[0]) + 1))

    def draw_chosen_amount(self, items: list[Any]) -> Step:
        """ "Draw up to two cards" (7.3.9.a, 6.1.g)."""
        return {"action": "draw", "amount": "X", "amounts": items[0]}

    def gain_boosts_chosen_amount(self, items: list[Any]) -> Step:
        """ "[object] gains up to two boosts" (7.3.17.a, 6.1.g)."""
        obj, amounts = items[0], items[-1]
        return {"action": "give_boost", **_subject(obj), "amount": "X", "amounts": amounts}

    def gain_counters_chosen_amount(self, items: list[Any]) -> Step:
        """ "[object] gains up to two [name] counters" (7.3.15.a, 6.1.g)."""
        obj, amounts, name = items[0], items[1], items[2]
        step: Step = {"action": "gain_counters", **_subject(obj), "counter": str(name).capitalize()}
        return {**step, "amount": "X", "amounts": amounts}


_COUNTED_BY_COST = frozenset({"draw", "give_boost", "gain_counters", "create"})


def _my_cost(step: Step, kind: str) -> Step:
    """``step`` counting the cost printed on my card, one per point (6.5.i, 2.2.7, 2.2.8)."""
    if step.get("action") not in _COUNTED_BY_COST or "per" in step:
        raise NotRead("my", "this amount of my cost is not read yet", "acted_cost")
    return {**step, "per": f"my {kind} cost"}
