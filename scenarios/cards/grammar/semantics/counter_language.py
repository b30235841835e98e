"""Counters as one language (gram94, issue 30): what the card grammar reads of boosts
(2.5.1.a: a boost is a counter) read of counters of any name (2.5.a) — a set's own ("Debt
counters") as well as the CR's. Losing counters of a name is removing them (2.5.g); putting
boosts on an object is its gaining them (2.5.f); counters "among" a group are those on each of
its objects, summed (2.5.c, 6.5.i); counters put on an object, as an event, are the object
gaining them (7.3.15.a)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.cant import _words
from scenarios.cards.grammar.semantics.effects import _counter_name
from scenarios.cards.grammar.semantics.from_each import removed_from_each
from scenarios.cards.grammar.semantics.object_subjects import _subject

Step = dict[str, Any]

_LOSERS = ("me", "target", "each", "it")
"""The objects a loss of counters is read of: the bearer, a target, each of a group, "it"."""


class CounterLanguageSemantics(SemanticsBase):
    """Rule by rule (method name = rule or alias name)."""

    def lose_all_named_counters(self, items: list[Any]) -> Step:
        """ "[object] loses all its [name] counters": every counter of that name removed
        (2.5.g), from each object a group lets through."""
        obj = items[0]
        if obj.kind not in _LOSERS or (obj.up_to and obj.kind != "target"):
            raise NotRead("loses", "these objects losing counters is not read yet", "lose_counters")
        step: Step = {
            "action": "remove_counters",
            **_counter_name(items),
            "all_counters": True,
            **_subject(obj),
        }
        return step

    def lose_named_counters(self, items: list[Any]) -> Step:
        """ "[object] loses N [name] counters": N of that name removed (2.5.g; as many as it
        has, if fewer) — from each object a group lets through, N from each (6.1.e)."""
        obj, amount = items[0], items[1]
        if obj.kind not in _LOSERS or (obj.up_to and obj.kind != "target"):
            raise NotRead("loses", "these objects losing counters is not read yet", "lose_counters")
        step: Step = {
            "action": "remove_counters",
            **_counter_name(items),
            "amount": amount,
            **_subject(obj),
        }
        return removed_from_each(obj, step)

    @v_args(meta=True)
    def lose_all_but_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "[object] loses all but N of its boosts / [name] counters": N kept on each
        object, the rest removed (2.5.g)."""
        words = self._span(meta).lower().split()
        kept = _number(words[words.index("but", words.index("all")) + 1])
        return {**self._lose_all(items), "kept": kept}

    @v_args(meta=True)
    def lose_half_counters(self, meta: Meta, items: list[Any]) -> Step:
        """ "[object] loses half of its boosts, rounded up / down": half of each object's,
        counted as the step happens (2.5.g, 6.5.i)."""
        halved = "up" if self._span(meta).lower().rstrip(". ").endswith("up") else "down"
        return {**self._lose_all(items), "halved": halved}

    def _lose_all(self, items: list[Any]) -> Step:
        obj = items[0]
        if obj.kind not in _LOSERS or (obj.up_to and obj.kind != "target"):
            raise NotRead("loses", "these objects losing counters is not read yet", "lose_counters")
        return {
            "action": "remove_counters",
            "counter": _named(items) or "boost",
            "all_counters": True,
            **_subject(obj),
        }

    def move_all_counters(self, items: list[Any]) -> Step:
        """ "Move all boosts / [name] counters from [object] to [object]": every counter of
        that name removed from the first (2.5.g), then the second gains one for each removed
        this way (2.5.f, 6.5.i) — the objects as "Move N boosts …" reads them."""
        moved: Step = self.move_counters([1, *items])  # type: ignore[attr-defined]
        gain = {k: v for k, v in moved["removed_outcomes"][0]["effect"][0].items() if k != "amount"}
        name = _named(items)
        counted = f"{name.lower()} counter" if name else "boost"
        first = {k: v for k, v in moved.items() if k not in ("amount", "removed_outcomes")}
        return {
            **first,
            "all_counters": True,
            "then": [{**gain, "per": f"{counted} removed this way"}],
        }

    def remove_every_counter(self, items: list[Any]) -> Step:
        """ "Remove all counters from [object]": every counter of every name on it (2.5.g),
        boosts among them (2.5.1.a)."""
        obj = items[-1]
        if obj.kind not in _LOSERS or obj.up_to:
            raise NotRead("from", "removing counters from these objects is not read yet", "remove")
        return {"action": "remove_counters", "all_counters": True, **_subject(obj)}

    def create_another_token(self, items: list[Any]) -> Step:
        """ "Create another one in [place]": one more of the token the effect named before
        (7.3.5.a), as "create one in [place]" reads."""
        step: Step = self.create_same_token([1, items[-1]])  # type: ignore[attr-defined]
        return step

    def put_boosts(self, items: list[Any]) -> Step:
        """ "Put N boosts on [object]": the object gains them (2.5.f, 2.5.1.a)."""
        amount, obj = items[0], items[-1]
        step: Step = self.gain_boosts([obj, amount])  # type: ignore[attr-defined]
        return step

    @v_args(meta=True)
    def counters_among_many(self, meta: Meta, _: list[Any]) -> str:
        """ "the number of [name] counters among [group]": the counters on each of them
        (2.5.c), as "[name] counters on [group]" are counted."""
        return _words(_on(self._span(meta)))

    def ev_counters_put_on(self, items: list[Any]) -> dict[str, Any]:
        """ "When one or more [name] counters / boosts are put on [object]": the object
        gaining one or more (7.3.15.a, 2.5.f) — read as "[object] gains a boost" is, of the
        counters of that name."""
        found: dict[str, Any] = self.ev_gains_a_boost([items[-1]])  # type: ignore[attr-defined]
        name = _named(items)
        if name is None:
            return found
        return {**found, "trigger": "gains_counters", "amount": 1, "counter": name}

    def ev_counters_put_on_me(self, items: list[Any]) -> dict[str, Any]:
        """ "When one or more [name] counters / boosts are put on me" (7.3.15.a)."""
        name = _named(items)
        if name is None:
            return {"trigger": "gains_boosts", "amount": 1, "filter": {"only_me": True}}
        return {
            "trigger": "gains_counters",
            "amount": 1,
            "counter": name,
            "filter": {"only_me": True},
        }

    def i_cant_gain_named_counters(self, items: list[Any]) -> dict[str, Any]:
        """ "I can't gain Debt counters" (1.4.1.a, 2.5.a)."""
        return _cant_gain_named(items, group=False, yours=False)

    def group_cant_gain_named_counters(self, items: list[Any]) -> dict[str, Any]:
        return _cant_gain_named(items, group=True, yours=False)

    def your_group_cant_gain_named_counters(self, items: list[Any]) -> dict[str, Any]:
        return _cant_gain_named(items, group=True, yours=True)


def _on(span: str) -> str:
    return re.sub(r"\bamong\b", "on", span, flags=re.IGNORECASE)


def _named(items: list[Any]) -> str | None:
    """The counter's name said among ``items`` (2.5.a), or ``None`` for boosts."""
    names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(names[0]).capitalize() if names else None


def _cant_gain_named(items: list[Any], *, group: bool, yours: bool) -> dict[str, Any]:
    """ "[group] can't gain [name] counters" (1.4.1.a, 2.5.a): "can't gain counters" of that
    name only."""
    from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

    found = cant_be(["gain_counters"], items[0] if group else None, yours=yours)
    return {"cant_be": {**found["cant_be"], "counter": _named(items)}}
