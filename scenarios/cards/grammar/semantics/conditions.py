"""The semantic functions of the conditions section (session 3) of ``altered.lark``, as the
reader reads them: a condition is kept as its words (the card structures evaluate condition
texts, 6.5.d); :mod:`.evaluate_conditions` gives the engine's reading of the same words,
rule by rule, when :func:`scenarios.cards.condition_texts.condition_of` asks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description, Object

EXPEDITION_STATUSES = frozenset({"Ascended"})
"""The statuses an Expedition can have (2.4.1.b: Ascended, 2.4.3)."""
BECOMING = frozenset({"Anchored", "Asleep", "Fleeting", "Exhausted", "Boosted"})
"""The statuses "becomes" is read for: those an object gains as such (7.5.4.a), Exhausted,
which comes with exhausting (2.4.5, 7.3.13), and Boosted, which comes with a boost gained
when it had none (2.4.4, 2.4.5.a): the engine's "becomes" trigger watches
both."""


_YOUR_PLACES = frozenset({"my_expedition", "your_expeditions", "one_of_your_expeditions"})
"""gdef: the joined places that are the controller's own Expeditions (7.5.5.a), where "you
control" says nothing more of the joining Character (7.5.5.b)."""


class ConditionSemantics(SemanticsBase):
    """Conditions on Expeditions (7.5.2, 2.4.3, 7.5.8, 7.5.9) and on the controller's zones."""

    @v_args(meta=True)
    def expedition_is_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "my Expedition is behind or tied", "one of your Expeditions is Ascended"."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_in_contact_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm In Contact": one of my Expeditions is (7.5.9.b)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def you_have_cards_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have three or more cards in your hand" (3.2)."""
        return Condition(self._span(meta))

    def expedition_positions(self, items: list[Any]) -> str:
        return "position"

    def expedition_status(self, items: list[Token]) -> str:
        status = lx.STATUSES[items[0].lower()]
        if status not in EXPEDITION_STATUSES:  # 2.4.1.b: Boosted and the others are not
            raise NotRead(str(items[0]), f"an Expedition is never {status}", "expedition_status")
        return status

    def expedition_in_contact(self, _: list[Any]) -> str:
        return "in contact"

    def expedition_in_terrain(self, items: list[Token]) -> str:
        return lx.TERRAINS[items[0].lower()]

    def statuses_or_adjective(self, items: list[Token]) -> tuple[str, list[str]]:
        """ "Fleeting, Anchored or Asleep": at least one of these statuses (2.4)."""
        return ("any_statuses", [lx.STATUSES[t.lower()] for t in items])

    @v_args(meta=True)
    def it_is_not_a_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's not a token": what "it" names is not so (6.3.i)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_not_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_was_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def its_cost_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def there_are_placed_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "there are two or more [Boosted] Characters in my Expedition" (7.5.5.b), or in
        any place said of Expeditions (``_counted_expedition``); "your [sub-type]
        Expedition" other than Companion is none ("Companion" is also a sub-type)."""
        words = self._span(meta).split()
        place = words[len(words) - words[::-1].index("in") :]
        if place[0] == "your" and place[1] not in ("hero", "companion", "other", "expeditions"):
            raise NotRead(place[1], f"'your {place[1]} Expedition' is not an Expedition")
        return Condition(self._span(meta))

    def ev_you_roll(self, items: list[Any]) -> dict[str, Any]:
        self.rolled = True
        return dict(super().ev_you_roll(items))  # type: ignore[misc]

    def that_object(self, _: list[Any]) -> Object:
        """ "that Character": what the trigger names (6.3.i), read as "it"."""
        return Object("it")

    # ------------------------------------------------------------- triggers (6.3)
    def ev_i_become_status(self, items: list[Token]) -> dict[str, Any]:
        """ "When I become Asleep" (7.5.4.a)."""
        status = _becoming(items[0], "ev_i_become_status")
        return {"trigger": "becomes_status", "filter": {"only_me": True}, "status": status}

    def ev_becomes_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control becomes Anchored" (7.5.4.a): 'filter'."""
        (another, d), token = items
        status = _becoming(token, "ev_becomes_status")
        if _noun(d) == "card" and d.in_your_reserve and status == "Exhausted" and not another:
            # "When a card in your Reserve becomes exhausted": a card in Reserve may be
            # exhausted (2.4.6.c) — it becomes so when it has the status after an event it
            # did not have it before (7.5.4.a), an Exhausted Resupply's card included
            flt = _filter(d, types=[], where=True)
            return {"trigger": "becomes_status", "filter": flt, "status": status}
        _a_character(another, d, "ev_becomes_status")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "becomes_status", "filter": flt, "status": status}

    def ev_you_sacrifice(self, items: list[Any]) -> dict[str, Any]:
        """ "When you sacrifice [another] [Boosted] [Plant] Character [with …]" (7.3.36.a):
        the Characters the controller sacrifices, narrowed by 'filter' ("another": not me,
        7.2.1.a)."""
        another, d = items[0]
        noun = _noun(d)
        # Objects in play are sacrificed (7.3.36.a): a Character (the trigger's own), or a
        # Permanent named as its type (2.2.1).
        if d.played or noun not in ("Character", "Permanent"):
            raise NotRead("sacrifice", "this sacrifice is not read yet", "ev_you_sacrifice")
        flt = _filter(d, types=[] if noun == "Character" else [noun], where=True)
        if another:
            flt["another"] = True
        fields: dict[str, Any] = {"trigger": "you_sacrifice_a_character"}
        return {**fields, "filter": flt} if flt else fields

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When another Character you control joins my Expedition": "you control" says
        nothing more — my Expedition and your Expeditions are the controller's, and so is
        what is in them (7.5.5.a-b); read as without it. gdef: only there — "When a
        Character you control joins an Expedition" keeps it, as any player's Expedition
        does not say whose Character joins (the filter's controller, 7.5.5.b)."""
        (another, d), place = items
        if d.controller == "you" and place in _YOUR_PLACES:
            d = replace(d, controller=None)  # a new description: the parsed one is kept
        return dict(super().ev_joins([(another, d), place]))  # type: ignore[misc]

    def ev_leaves_your_expeditions(self, items: list[Any]) -> dict[str, Any]:
        """ "When another Character [you control] leaves your Expeditions / my Expedition":
        "another" is not me (7.2.1.a; the engine's filter, checked before the move, 6.3.f);
        "you control" adds nothing there (7.5.5.a-b)."""
        another, d = items[0]
        if d.controller == "you":
            d = replace(d, controller=None)  # a new description: the parsed one is kept
        fields = dict(super().ev_leaves_your_expeditions([("", d)]))  # type: ignore[misc]
        if another:
            fields["filter"] = {**fields.get("filter", {}), "another": True}
        return fields

    def ev_one_of_your_expeditions_forward_any(self, _: list[Any]) -> dict[str, Any]:
        """ "When one of your Expeditions moves forward": once per Expedition (4.2.4.j)."""
        return {"trigger": "one_of_your_expeditions_moves_forward"}

    def its_expedition_place(self, _: list[Any]) -> str:
        """ "in its Expedition": where "it" is, or was before it moved (2.1.h)."""
        return "its_expedition"

    # ------------------------------------------------------------- descriptions (2.1)
    def in_target_expedition(self, _: list[Any]) -> tuple[str, bool]:
        return ("in_target_expedition", True)

    def in_terrain_qualifier(self, items: list[Token]) -> tuple[str, str]:
        return ("in_terrain", lx.TERRAINS[items[0].lower()])

    def total_cost_qualifier(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return ("total", {"of": "hand_cost", "at_most": int(str(items[0]).strip("{}"))})

    def total_stat_qualifier(self, items: list[Token]) -> tuple[str, dict[str, Any]]:
        return ("total", {"of": lx.TERRAINS[items[0].lower()], "at_most": int(items[1])})

    @v_args(meta=True)
    def cost_vs_my_counters(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "with Hand Cost greater than or equal to my number of Heroism counters"."""
        name = next(str(t) for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME")
        side = "min" if "greater" in self._span(meta).split() else "max"
        return (f"hand_cost_{side}_my_counters", name.capitalize())

    def non_subtype_adjective(self, items: list[Token]) -> tuple[str, str]:
        return ("without_subtype", lx.SUBTYPES[items[0].lower()[4:]])


def _becoming(token: Token, rule: str) -> str:
    status = lx.STATUSES[token.lower()]
    if status not in BECOMING:
        raise NotRead(str(token), f"becoming {status} is not read yet", rule)
    return status


def _a_character(another: str, d: Description, rule: str) -> None:
    """The objects these triggers watch: Characters (their statuses, 2.4), not "another"."""
    if another or d.played or _noun(d) != "Character":
        raise NotRead("becomes", "this object becoming a status is not read yet", rule)
