"""The reader's semantics of the game's countable things said of any object (issue 30,
gram53): the ordinal of a gain of counters ("When a Character you control gains its third
Ember counter"), the event "When I gain my third [name] counter" is, for every object a
trigger's subject names — the engine's ``counter_reaches`` with that subject's filter,
activated by the gain that takes that object's counters of that name from fewer than the
number to the number or more (2.5, 7.3.15.a; engine/pipeline/gain_triggers.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.before_output import _event_filter
from scenarios.cards.grammar.semantics.cr_vocabulary import zone_move
from scenarios.cards.grammar.semantics.object_filters import COST_X
from scenarios.cards.grammar.semantics.referred_parts import ITS_OWN
from scenarios.cards.grammar.semantics.uniques import _ORDINALS
from scenarios.cards.grammar.tree import Description, Object


class CountedThingSemantics(SemanticsBase):
    """Counters said of any object: the Nth one gained (2.5, 2.5.1.a)."""

    @v_args(meta=True)
    def ev_gains_nth_counter(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] gains its Nth [name] counter / boost": each object the subject
        names, as it reaches that number (a boost is a counter, 2.5.1.a)."""
        another, d = items[0]
        m = re.search(r"\bits (\w+) ", self._span(meta).lower())
        assert m is not None
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        counter = names[0].value.capitalize() if names else "boost"
        flt = _event_filter(d, bool(another), "gains", "ev_gains_nth_counter")
        return {
            "trigger": "counter_reaches",
            "amount": _ORDINALS[m[1]],
            "counter": counter,
            "filter": flt,
        }

    # ------------------------------------------------------------- Mana Orbs moved (3.2.9)
    @v_args(meta=True)
    def return_to_hand(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return a Mana Orb you control to your hand": a card of the controller's own Mana
        zone (1.2.3.f, 3.2.9.c) they choose (6.1.g), moved to their hand (7.3.27.a) — as
        "Return a card from your Mana zone to your hand" reads."""
        found = own_orb_move(items[0], "return", "hand")
        if found is not None:
            return found
        return super().return_to_hand(meta, items)  # type: ignore[misc,no-any-return]

    @v_args(meta=True)
    def return_yours_to_your_zone(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return up to two Spells from your discard pile to your Reserve": a card the
        controller chooses in one of their zones moved to another (3.1.2.c, 7.3.27.a;
        :func:`zone_move`) — else the older reading (a target card)."""
        found = zone_move(self._span(meta), items[0])
        if found is not None:
            return found
        return super().return_yours_to_your_zone(meta, items)  # type: ignore[misc,no-any-return]


def own_orb_move(obj: object, verb: str, to: str) -> Step | None:
    """A Mana Orb of the controller's own, chosen (3.2.9.c, 6.1.g), moved ``to`` a zone of
    theirs; ``None`` for any other object."""
    d = obj.description if isinstance(obj, Object) else None
    if not isinstance(obj, Object) or d is None or d.counted_only != "mana orb":
        return None
    plain = Description(counted_only="mana orb", plural=d.plural, words=d.words)
    if obj.kind != "chosen" or obj.another or obj.any_number:
        return None
    if "you" not in (d.controller, d.owner) or replace(d, controller=None, owner=None) != plain:
        return None
    step: Step = {"action": verb, "subject": "a_card_from_your_mana_zone", "to": to}
    return {**step, "up_to": obj.up_to} if obj.up_to else step


class NamedCounterQualifierSemantics(SemanticsBase):
    """Counters of one name describing an object (2.5.c): "with an Ember counter", "with 2
    or more Ember counters", "without Ember counters"."""

    @v_args(meta=True)
    def with_named_counters(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """At least that many counters of the name (one when no number is said)."""
        name = next(t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME")
        m = re.search(r"\b(\w+) or more\b|\bat least (\w+)\b", self._span(meta).lower())
        said = (m[1] or m[2]) if m else "1"
        n = lx.NUMBERS.get(said, int(said) if said.isdigit() else None)
        if n is None or n < 1:
            raise NotRead(said, "this number of counters is not read", "with_named_counters")
        return ("named_counters", (name.value.capitalize(), n, None))

    def without_named_counters(self, items: list[Any]) -> tuple[str, Any]:
        """None of them."""
        name = next(t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME")
        return ("named_counters", (name.value.capitalize(), None, 0))


class ItsExpeditionSemantics(SemanticsBase):
    """ "in its Expedition" describing objects (6.3.i, 3.2.4.b)."""

    def in_its_own_expedition(self, _: list[Any]) -> tuple[str, bool]:
        return ("in_its_own", True)


def its_own_subject(obj: Object, subject: Callable[[Object], Step]) -> Step:
    """ "target Character in its Expedition": a target in the Expedition the object "it"
    names is in (6.5.b, 6.3.i); "each Character in its Expedition": every Character there,
    found as the step happens. "another" / "other" (not the bearer, or not "it"?) and any
    other object there are refused."""
    d = replace(obj.description, in_its_own=False)  # a copy: the phrase's tree is not changed
    places = (d.in_my_expedition, d.in_your_other_expedition, d.facing_me, d.in_target_expedition)
    if obj.another or any(places) or d.in_your_expedition:
        raise NotRead("in its expedition", _ITS_OWN_REFUSED, "in_its_own_expedition")
    if obj.kind == "target" and not obj.up_to and not d.other:
        there = replace(d, in_its_expedition=True)
        return {**subject(replace(obj, description=there)), ITS_OWN: True}
    if obj.kind == "each" and _characters_only(d) and not d.counted_only:
        from scenarios.cards.grammar.semantics.its_place_groups import its_expedition_group

        return its_expedition_group(d, ITS_OWN)
    raise NotRead("in its expedition", _ITS_OWN_REFUSED, "in_its_own_expedition")


def _characters_only(d: Description) -> bool:
    """Whether ``d`` names Characters only: the noun "Character", or a sub-type no
    Permanent prints (2.2.2) — the objects "Characters in its Expedition" holds (3.2.4.b)."""
    from scenarios.cards import vocabulary as v

    if d.types == ["Character"]:
        return True
    named = d.subtypes or d.all_subtypes
    return (
        not d.types
        and not d.token
        and bool(named)
        and all(s in v.CHARACTER_SUBTYPES and s not in v.PERMANENT_SUBTYPES for s in named)
    )


_ITS_OWN_REFUSED = "this object 'in its Expedition' is not read yet"


class CostXLaterSemantics(SemanticsBase):
    """ "with Hand Cost X or less … , where X is the number of [objects] [plus N]": the
    Hand Cost maximum counted as the object is checked (2.2.7, 6.5.i)."""

    def cost_max_x_later(self, _: list[Any]) -> tuple[str, bool]:
        return ("hand_cost_max_x", True)

    def where_x_chain(self, items: list[Any]) -> list[Step]:
        found = _cost_x_said(items[0], items[1], 0)
        if found is not None:
            return found
        return super().where_x_chain(items)  # type: ignore[misc,no-any-return]

    def where_x_plus_chain(self, items: list[Any]) -> list[Step]:
        *head, plus = items
        found = _cost_x_said(head[0], head[1], plus)
        if found is not None:
            return found
        return super().where_x_plus_chain(items)  # type: ignore[misc,no-any-return]


def _cost_x_said(steps: list[Step], counted: object, plus: object) -> list[Step] | None:
    """``steps`` with the last one's "Hand Cost X or less" said as the count, or ``None``
    when its filter has no such X."""
    last = steps[-1] if steps else {}
    flt = last.get("filter")
    if not isinstance(flt, dict) or not flt.get(COST_X):
        return None
    if not isinstance(plus, int) or plus < 0:
        raise NotRead("plus", "this number added to X is not read", "cost_max_x_later")
    words = " ".join(str(counted).split())
    said = {k: v for k, v in flt.items() if k != COST_X}
    said["hand_cost_max_count"] = words
    if plus:
        said["hand_cost_max_plus"] = plus
    return [*steps[:-1], {**last, "filter": said}]


def no_cost_x_left(found: object) -> None:
    """Refuse a "Hand Cost X or less" whose X no "where X is …" after it says."""
    if isinstance(found, list):
        for value in found:
            no_cost_x_left(value)
    elif isinstance(found, dict):
        if found.get(COST_X):
            raise NotRead("x or less", "X is not said", "cost_max_x_later")
        for value in found.values():
            no_cost_x_left(value)
