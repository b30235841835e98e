"""The ability forms (2.2.12): a Spell's effect, a Reaction, a quick action, keywords; the
sentence the reader reads alone (a trigger, a condition) for a Unique's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.batched_subjects import they_name_the_batch
from scenarios.cards.grammar.semantics.either_events import (
    expedition_it_conditions,
)
from scenarios.cards.grammar.semantics.expedition_event_it import expedition_it_placed
from scenarios.cards.grammar.semantics.it_references import _it_named, _no_only_if, names_it
from scenarios.cards.grammar.semantics.per_day import (
    per_day_of,
    per_turn_of,
)
from scenarios.cards.grammar.semantics.phase_slots import (
    delayed_moment_passed,
    played_zone_type_out,
    triggers_per_day_of,
)
from scenarios.cards.grammar.semantics.players_named import (
    resolve_same_token,
    where_i_was,
)
from scenarios.cards.grammar.semantics.reaction_turn_limits import (  # gy (session 36)
    no_two_limits,
    triggers_per_turn_of,
)
from scenarios.cards.grammar.semantics.trigger_cost_parts import up_to_spent, x_paid_effect
from scenarios.cards.grammar.tree import Condition


class AbilitySemantics(SemanticsBase):
    """One function per ability form: what an ability is made of, put together (2.2.12)."""

    if TYPE_CHECKING:  # the rules this one builds on (effect_sentences.py, either_events.py)

        def output(self, items: list[list[Step]]) -> list[Step]: ...

        def either_reaction(self, trigger: dict[str, Any], effect: list[Any]) -> dict[str, Any]: ...

    def spell_effect(self, items: list[list[Step]]) -> dict[str, Any]:
        effect = where_i_was(resolve_same_token(self.output(items)), self.it_trigger)
        _no_only_if(effect)
        # a Unique's output read alone names what its trigger names (6.3.i): ``it_trigger``
        effect = expedition_it_placed(effect, self.it_trigger)
        _it_named(effect, self.it_trigger)
        return {"effect": effect}

    def trigger_only(self, items: list[Any]) -> dict[str, Any]:
        support = isinstance(items[0], Token) and items[0].type == "SUPPORT"
        return {"trigger": items[-1], "support": support}

    def condition_only(self, items: list[tuple[Condition, bool]]) -> dict[str, Any]:
        return {"condition": items[0]}

    def start(self, items: list[Any]) -> dict[str, Any]:
        support = bool(items) and isinstance(items[0], Token) and items[0].type == "SUPPORT"
        body = items[-1]
        if isinstance(body, list):  # keywords
            return {"keywords": body}
        return {**({"support": True} if support else {}), **body}

    def keyword_list(self, items: list[str]) -> list[str]:
        return items

    def plain_keyword(self, items: list[Token]) -> str:
        return lx.KEYWORDS[items[0].lower()]

    def status_keyword(self, items: list[Token]) -> str:
        if items[0].lower() != "fleeting":  # 2.4.7.b: Fleeting is the only one printed alone
            from scenarios.cards.grammar.semantics.status_passives import status_had_reason

            raise NotRead(str(items[0]), status_had_reason(str(items[0])), "keyword")
        return "Fleeting"

    def numbered_keyword(self, items: list[Token]) -> str:
        return f"{lx.NUMBERED_KEYWORDS[items[0].lower()]} {_number(items[1])}"

    def reaction(self, items: list[Any]) -> dict[str, Any]:
        trigger, effect = items
        if "_either" in trigger:  # "When [event] or [event] —" (semantics/either_events.py)
            return self.either_reaction(trigger, effect)
        expedition_it_conditions(trigger, effect)  # "if it is ahead of both your Expeditions"
        effect = where_i_was(resolve_same_token(effect), trigger["trigger"])
        trigger = played_zone_type_out(trigger)  # "When you play a Landmark Permanent"
        effect, per_day = triggers_per_day_of(effect)  # "This ability triggers only once …"
        effect, per_turn = triggers_per_turn_of(effect, trigger)  # gy: "… once per turn"
        no_two_limits(per_day, per_turn)
        delayed_moment_passed(str(trigger["trigger"]), effect)  # "At Dusk — … next Dusk"
        effect = expedition_it_placed(effect, trigger["trigger"])
        # gdef: "the first one you created" after "When you create a token Character"
        from scenarios.cards.grammar.semantics.created_kinds import first_one_of_kind

        effect = first_one_of_kind(trigger, effect)
        # "When one or more [objects] leave play": one event for all of them (1.2.7.c) — "it"
        # would name one object of several, so it names nothing (precision first); "they" /
        # "them" name them all (6.3.i), when the effect says no "it" (batched_subjects.py)
        batch = bool(trigger.get("once_per_event"))
        plural = batch and they_name_the_batch(self.text)
        if batch and not plural and any(names_it(s) for s in effect):
            raise NotRead("it", "'it' after 'one or more' names no one object", "it")
        _it_named(effect, None if batch and not plural else trigger["trigger"])
        _no_only_if(effect)
        if per_day is not None:
            return {"reaction": {**trigger, "effect": effect, "per_day": per_day}}
        if per_turn is not None:  # gy: its activations in one turn (4.2.3.e)
            return {"reaction": {**trigger, "effect": effect, "per_turn": per_turn}}
        return {"reaction": {**trigger, "effect": effect}}

    def quick_action(self, items: list[Any]) -> dict[str, Any]:
        *costs, effect = items
        cost: dict[str, Any] = {"mana": 0}
        only_if = [s["_only_if"] for s in effect if "_only_if" in s]
        effect, per_day = per_day_of([s for s in effect if "_only_if" not in s])
        effect, per_turn = per_turn_of(effect)
        for kind, n in costs:
            if kind == "mana":
                cost["mana"] += n
            elif kind == "spend" and "spend" not in cost:  # 7.3.38.a
                up_to_spent(cost, n)  # "up to N": at most N (5.1.2.c)
            elif kind == "steps":  # an object moved as a cost, chosen in the declaration (1.2.5.a)
                cost.setdefault("steps", []).append(n)
            elif kind in cost:
                raise NotRead(kind, "the same cost is printed twice", "quick_action")
            else:
                cost[kind] = True
        if cost.get("spend") == "X":  # "Spend X of my counters: Draw X cards" (2.5.h)
            effect = x_paid_effect(effect)
        effect = where_i_was(resolve_same_token(effect), None)
        _it_named(effect, None)
        ability: dict[str, Any] = {"quick_action": {"cost": cost, "effect": effect}}
        if only_if:  # "You can only activate this if [c]" (5.1.2.g)
            ability["quick_action"]["if"] = only_if[0]
        if per_day is not None:  # "Use this ability only once each Day" (semantics/per_day.py)
            ability["quick_action"]["per_day"] = per_day
        if per_turn is not None:  # "Activate only once per turn" (4.2.3.e, 5.1.2.g)
            ability["quick_action"]["per_turn"] = per_turn
        if cost.get("discard_me_from_reserve"):
            ability["support"] = True  # {D} can only be paid from Reserve (2.2.12.d)
        return ability
