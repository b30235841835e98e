"""One function per grammar rule: the tree of ``altered.lark`` -> the card structures.

The result is the same plain dict a hand-written library card's ability is (see
``docs/cards.md``) and the pattern reader (:mod:`scenarios.cards.printed`) gives, validated
and compiled by the same models. A rule whose words are read but whose meaning the card
structures cannot say exactly raises :class:`NotRead` naming those words and the rule: a
reading that runs but does other than the text is worse than "resolve by hand".
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree, v_args
from lark.exceptions import VisitError
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.acted_costs import (
    ActedCostSemantics,
    ActedManySemantics,
    acted_costs_joined,
)
from scenarios.cards.grammar.semantics.additional_costs import AdditionalCostSemantics
from scenarios.cards.grammar.semantics.amounts_and_deck import (
    AmountSemantics,
    resolve_rest_of_seen,
)
from scenarios.cards.grammar.semantics.as_many import AsManySemantics
from scenarios.cards.grammar.semantics.base import Step, _number
from scenarios.cards.grammar.semantics.cant import CantSemantics
from scenarios.cards.grammar.semantics.cant_move_and_gain import CantMoveAndGainSemantics
from scenarios.cards.grammar.semantics.cant_statuses import CantStatusesSemantics
from scenarios.cards.grammar.semantics.compared_with_each import ComparedWithEachSemantics
from scenarios.cards.grammar.semantics.composed_descriptions import ComposedDescriptionSemantics
from scenarios.cards.grammar.semantics.composed_steps import (
    ComposedStepSemantics,
    is_instead,
    resolve_instead,
)
from scenarios.cards.grammar.semantics.condition_it import (
    boosts_then_status,
    each_conditioned,
    named_by_object_condition,
)
from scenarios.cards.grammar.semantics.conditions import ConditionSemantics
from scenarios.cards.grammar.semantics.conditions_and_choices import ConditionsAndChoicesSemantics
from scenarios.cards.grammar.semantics.control_for_a_time import ControlForATimeSemantics
from scenarios.cards.grammar.semantics.cost_alterations_and_modes import CostAlterationModeSemantics
from scenarios.cards.grammar.semantics.costs_and_choosers import (
    CostsAndChoosersSemantics,
    attach_removed,
    cost_of_parts,
)
from scenarios.cards.grammar.semantics.counted_amounts import CountedAmountSemantics
from scenarios.cards.grammar.semantics.counted_events import CountedEventSemantics
from scenarios.cards.grammar.semantics.cr_examples import CrExampleSemantics
from scenarios.cards.grammar.semantics.cr_vocabulary import CrVocabularySemantics
from scenarios.cards.grammar.semantics.cr_words_more import CrWordsMoreSemantics
from scenarios.cards.grammar.semantics.described_expeditions import DescribedExpeditionSemantics
from scenarios.cards.grammar.semantics.descriptions import DescriptionSemantics
from scenarios.cards.grammar.semantics.dice_tables import DiceTableSemantics, other_results
from scenarios.cards.grammar.semantics.durations_zones_triggers import (
    DurationsZonesTriggersSemantics,
)
from scenarios.cards.grammar.semantics.effect_phrases import THIS_WAY, EffectPhraseSemantics
from scenarios.cards.grammar.semantics.effects import EffectSemantics, conditioned_follow_up
from scenarios.cards.grammar.semantics.either_events import (
    EitherEventSemantics,
    both_conditions,
    expedition_it_conditions,
)
from scenarios.cards.grammar.semantics.expedition_event_it import expedition_it_placed
from scenarios.cards.grammar.semantics.expedition_it import (
    named_by_condition,
    no_expedition_it_left,
)
from scenarios.cards.grammar.semantics.expedition_moves import ExpeditionMoveSemantics
from scenarios.cards.grammar.semantics.first_time_triggers import (
    FirstTimeTriggerSemantics,
    GainsAStatusSemantics,
    ReturnedToHandSemantics,
    TokenEntersPlaySemantics,
)
from scenarios.cards.grammar.semantics.hand_cost_max import HandCostMaxSemantics
from scenarios.cards.grammar.semantics.ignore import IgnoreSemantics
from scenarios.cards.grammar.semantics.in_play_conditions import InPlayConditionSemantics
from scenarios.cards.grammar.semantics.keyword_actions import KeywordActionSemantics
from scenarios.cards.grammar.semantics.leaving_hero_zone import LeavingHeroZoneSemantics
from scenarios.cards.grammar.semantics.leaving_play import LeavingPlaySemantics
from scenarios.cards.grammar.semantics.mana_orbs_objects import ManaOrbObjectSemantics
from scenarios.cards.grammar.semantics.numbers_and_distribution import (
    NumbersAndDistributionSemantics,
    no_that_many_left,
    otherwise_back,
    resolve_draw_it,
    resolve_that_many,
)
from scenarios.cards.grammar.semantics.object_phrases import ObjectPhraseSemantics
from scenarios.cards.grammar.semantics.objects import ObjectSemantics
from scenarios.cards.grammar.semantics.outputs_compose import OutputsComposeSemantics
from scenarios.cards.grammar.semantics.per_day import (
    PerDaySemantics,
    no_per_day_left,
    per_day_of,
)
from scenarios.cards.grammar.semantics.phase_slots import (
    TRIGGERS_PER_DAY,
    DelayedStepSemantics,
    PhaseSlotSemantics,
    TriggersPerDaySemantics,
    delayed_moment_passed,
    no_triggers_per_day_left,
    played_zone_type_out,
    triggers_per_day_of,
)
from scenarios.cards.grammar.semantics.play_as_effect import PlayAsEffectSemantics
from scenarios.cards.grammar.semantics.player_events import PlayerEventSemantics
from scenarios.cards.grammar.semantics.players_in_turn import (
    PlayersInTurnSemantics,
    no_follow_up_of_players,
)
from scenarios.cards.grammar.semantics.players_named import (
    PlayersNamedSemantics,
    chosen_then_acted,
    resolve_same_token,
    where_i_was,
)
from scenarios.cards.grammar.semantics.received_events import ReceivedEventSemantics
from scenarios.cards.grammar.semantics.referred_parts import (
    ReferredPartSemantics,
    expedition_it_steps,
)
from scenarios.cards.grammar.semantics.replace import ReplaceSemantics
from scenarios.cards.grammar.semantics.static import StaticSemantics, no_x_left
from scenarios.cards.grammar.semantics.subjects_and_filters import (
    _chooses,
    _it_named,
    _no_only_if,
    names_it,
)
from scenarios.cards.grammar.semantics.superlatives import (
    SuperlativeSemantics,
    superlatives_in_play_only,
)
from scenarios.cards.grammar.semantics.them_objects import check_them, may_over_choice
from scenarios.cards.grammar.semantics.unique_composition import (
    UniqueCompositionSemantics,
    results_as_outcomes,
)
from scenarios.cards.grammar.semantics.uniques import UniqueSemantics, merge_targets
from scenarios.cards.grammar.tree import Condition, Object, Sentence


class Semantics(
    ReferredPartSemantics,  # first: it narrows what the chosen-object rules return
    OutputsComposeSemantics,
    EitherEventSemantics,
    InPlayConditionSemantics,
    ComposedStepSemantics,
    UniqueCompositionSemantics,
    PlayersNamedSemantics,
    AmountSemantics,
    TriggersPerDaySemantics,
    DelayedStepSemantics,
    PhaseSlotSemantics,
    PlayersInTurnSemantics,
    ManaOrbObjectSemantics,
    AdditionalCostSemantics,
    AsManySemantics,
    ReturnedToHandSemantics,
    TokenEntersPlaySemantics,
    DiceTableSemantics,
    GainsAStatusSemantics,
    FirstTimeTriggerSemantics,
    CantStatusesSemantics,
    ComposedDescriptionSemantics,
    ObjectPhraseSemantics,
    PerDaySemantics,
    ActedCostSemantics,
    ActedManySemantics,
    CountedEventSemantics,
    LeavingHeroZoneSemantics,
    ControlForATimeSemantics,
    CantMoveAndGainSemantics,
    DurationsZonesTriggersSemantics,
    DescriptionSemantics,
    ObjectSemantics,
    LeavingPlaySemantics,
    CostsAndChoosersSemantics,
    CrVocabularySemantics,
    NumbersAndDistributionSemantics,
    PlayerEventSemantics,
    KeywordActionSemantics,
    HandCostMaxSemantics,
    EffectPhraseSemantics,
    EffectSemantics,
    ExpeditionMoveSemantics,
    ConditionSemantics,
    CantSemantics,
    UniqueSemantics,
    StaticSemantics,
    ReplaceSemantics,
    CrExampleSemantics,
    PlayAsEffectSemantics,
    IgnoreSemantics,
    CountedAmountSemantics,
    CostAlterationModeSemantics,
    ConditionsAndChoicesSemantics,
    ReceivedEventSemantics,
    ComparedWithEachSemantics,
    CrWordsMoreSemantics,
    SuperlativeSemantics,
    DescribedExpeditionSemantics,
):
    """The semantic functions, rule by rule (method name = rule or alias name): the
    triggers' in :mod:`.semantics_triggers`, the steps' in :mod:`.semantics_steps`, those
    of the Uniques' parts section in :mod:`.semantics_uniques`, the players', objects' and
    numbers' in :mod:`.semantics_objects`, the abilities', effects' and conditions' here."""

    # ------------------------------------------------------------- ability (2.2.12)
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
            raise NotRead(str(items[0]), f"'{items[0]}' is a status, not a keyword", "keyword")
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
        delayed_moment_passed(str(trigger["trigger"]), effect)  # "At Dusk — … next Dusk"
        effect = expedition_it_placed(effect, trigger["trigger"])
        _it_named(effect, trigger["trigger"])
        _no_only_if(effect)
        if per_day is not None:
            return {"reaction": {**trigger, "effect": effect, "per_day": per_day}}
        return {"reaction": {**trigger, "effect": effect}}

    def quick_action(self, items: list[Any]) -> dict[str, Any]:
        *costs, effect = items
        cost: dict[str, Any] = {"mana": 0}
        only_if = [s["_only_if"] for s in effect if "_only_if" in s]
        effect, per_day = per_day_of([s for s in effect if "_only_if" not in s])
        for kind, n in costs:
            if kind == "mana":
                cost["mana"] += n
            elif kind == "spend" and "spend" not in cost:  # 7.3.38.a
                cost["spend"], cost["counter"] = n
            elif kind == "steps":  # an object moved as a cost, chosen in the declaration (1.2.5.a)
                cost.setdefault("steps", []).append(n)
            elif kind in cost:
                raise NotRead(kind, "the same cost is printed twice", "quick_action")
            else:
                cost[kind] = True
        effect = where_i_was(resolve_same_token(effect), None)
        _it_named(effect, None)
        ability: dict[str, Any] = {"quick_action": {"cost": cost, "effect": effect}}
        if only_if:  # "You can only activate this if [c]" (5.1.2.g)
            ability["quick_action"]["if"] = only_if[0]
        if per_day is not None:  # "Use this ability only once each Day" (semantics/per_day.py)
            ability["quick_action"]["per_day"] = per_day
        if cost.get("discard_me_from_reserve"):
            ability["support"] = True  # {D} can only be paid from Reserve (2.2.12.d)
        return ability

    def tap_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("exhaust_me", 1)  # 7.1.4.a

    def discard_me_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("discard_me_from_reserve", 1)  # 7.1.4.b

    def mana_cost(self, items: list[Token]) -> tuple[str, int]:
        return ("mana", _number(items[0]))  # 1.2.5.e

    def spend_cost(self, items: list[tuple[int, str]]) -> tuple[str, tuple[int, str]]:
        return ("spend", items[0])

    def sacrifice_cost(self, items: list[Object]) -> tuple[str, Any]:
        step = self.sacrifice(items)  # "Sacrifice me": the bearer itself (7.3.36.a)
        return (
            ("sacrifice_me", 1)
            if step == {"action": "sacrifice", "subject": "self"}
            else ("steps", step)
        )

    def discard_cost(self, items: list[Object]) -> tuple[str, Step]:
        step = self.discard(items)
        if not str(step.get("subject", "")).startswith("a_"):
            raise NotRead("discard", "this discard as a cost is not read yet", "discard_cost")
        return ("steps", step)

    def spent(self, items: list[Any]) -> tuple[int, str]:
        """ "Spend N of my boosts / [name] counters" (7.3.38.a)."""
        n = items[0]
        return n, (str(items[1]).capitalize() if len(items) > 1 else "boost")

    def spend_step(self, items: list[tuple[int, str]]) -> Step:
        n, counter = items[0]
        return {"action": "spend_counters", "amount": n, "counter": counter}

    # ------------------------------------------------------------- outputs and effects
    def output(self, items: list[list[Step]]) -> list[Step]:
        if any("_otherwise_pending" in s for s in items[0]):
            raise NotRead("otherwise", "'otherwise' follows no condition", "otherwise_tail")
        return items[0]

    def conditioned_output(self, items: list[Any]) -> list[Step]:
        """ "[condition]: [output]" (a Unique's form): the condition governs the output as
        "If [condition], [output]" does (6.5.d) — over several steps, evaluated once
        (:func:`governed`). "This ability triggers only once per Day" after it is the
        Reaction's limit (1.4.6.c), not a step the condition governs: kept after it, for the
        Reaction to take (``triggers_per_day_of``)."""
        (condition, unless), steps = items
        said = condition.card_text(unless)
        limits = [s for s in steps if TRIGGERS_PER_DAY in s]
        steps = [s for s in steps if TRIGGERS_PER_DAY not in s] or steps
        found = named_by_object_condition(governed(steps, said, "conditioned_output"), said)
        return [*found, *(s for s in limits if s not in steps)]

    def if_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], False

    def unless_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], True

    def effect(self, items: list[Sentence]) -> list[Step]:
        steps: list[Step] = []
        rolls_by_x: set[int] = set()  # the rolls whose results "where X is the result" gave
        for sentence in items:
            if sentence.join == "":
                first = sentence.steps[0] if sentence.steps else {}
                if steps and names_it(first) and _chooses(steps[-1]) and not is_instead(first):
                    # "Target Character gains Asleep. You may give it 2 boosts.": "it" is
                    # what the step before chose, a step following it (6.5.f)
                    if steps[-1].get("then"):
                        raise NotRead(
                            "it", "'it' after a step that has a follow-up is not read yet"
                        )
                    steps[-1] = {**steps[-1], "then": sentence.steps}
                    continue
                steps.extend(sentence.steps)
                continue
            if not steps:
                raise NotRead(
                    sentence.rule, f"'{_said(sentence.join)}' follows no step", sentence.rule
                )
            last = steps[-1]
            if sentence.join == "only_if":
                steps.extend(sentence.steps)
                continue
            if sentence.join == "removed":  # "Then, depending on the number … removed"
                attach_removed(last, sentence.steps)
                continue
            if sentence.join == "outcome":  # "On a [range], [X]" (7.3.33.b)
                if last.get("action") != "roll_die":
                    raise NotRead("on a", "a die result follows no die roll", "die_outcome")
                by_x = sentence.rule == "where_x_is_the_result"
                if last["outcomes"] and (by_x or id(last) in rolls_by_x):
                    raise NotRead("where x", _TWO_RESULT_STEPS, "where_x_result")
                if by_x:
                    rolls_by_x.add(id(last))
                if sentence.rule == "die_parity_outcome" and last["outcomes"]:
                    raise NotRead(
                        "result",
                        "'If the result is …' after other results of the roll is not read",
                        "die_parity_outcome",
                    )
                last["outcomes"].extend(sentence.steps)
                continue
            if sentence.join == "if_you_do":  # 6.5.f: "[you may] do X; if you did, do Y"
                verbs = THIS_WAY.get(sentence.rule)
                if verbs is not None and last.get("action") not in verbs:
                    # "If you discarded a card this way" after a step that discards none
                    raise NotRead("this way", "'this way' names no step before", sentence.rule)
                if last.get("then") and (parts := cost_of_parts(last)) is not None:
                    last.clear()  # "You may X and Y. If you do, Z": X and Y one cost
                    last.update(parts)
                if last.get("then"):
                    raise NotRead("if you do", "'if you do' after a step with a follow-up")
                its = sentence.steps[0].get("subject") == "it"
                if not last.get("may") and its and verbs is None:  # "this way": "it" is named
                    # "X target. If you do, [Y it]" would read as "X, then Y it" (6.1.c)
                    raise NotRead(
                        "if you do", "'if you do, [it]' after a step that is not optional"
                    )
                last["then"] = sentence.steps
            elif sentence.join == "if_you_dont":
                # "You may [X]. If you don't, [Y]": Y when X is declined or nothing of it
                # is done (6.5.c, 6.5.f)
                if not last.get("may") or last.get("if_not_done"):
                    raise NotRead(
                        "if you don't",
                        "'if you don't' after a step that is not optional",
                        "if_you_dont",
                    )
                last["if_not_done"] = sentence.steps
            elif sentence.join == "if_you_cant":  # 6.1.g
                if last.get("may") or last.get("if_cant"):
                    raise NotRead(
                        "if you can't", "'if you can't' after an optional step", "if_you_cant"
                    )
                last["if_cant"] = sentence.steps
            elif (
                sentence.join == "otherwise"
                and last.get("action") == "roll_die"
                and last["outcomes"]
            ):
                # "Otherwise, [Y]." after a roll's results: the faces none names (7.3.33.b)
                last["outcomes"].extend(other_results(last["outcomes"], sentence.steps))
            else:  # "Otherwise, [Y]." after "If [c], [X]." (6.5.e)
                last = conditioned_follow_up(last)
                back = otherwise_back(steps, sentence.steps)  # after several sentences
                if back is not None and ("if" not in last or last.get("otherwise")):
                    steps[:] = back
                    continue
                if "if" not in last or last.get("otherwise"):
                    raise NotRead(
                        "otherwise", "'otherwise' follows no condition", "otherwise_clause"
                    )
                last["otherwise"] = sentence.steps
        steps = results_as_outcomes(steps)  # "Roll a die. If the result is 4 or more, …"
        # "[you may] target [X]. It [Y]." (semantics_uniques); "that many" (6.5.i)
        steps = resolve_instead(steps)  # "If [c], [X with another amount] instead" (6.2.b)
        steps = resolve_same_token(steps)  # "otherwise create one in my Expedition"
        steps = chosen_then_acted(steps)  # "Target opponent chooses X. Send it to Reserve."
        steps = resolve_rest_of_seen(steps)  # "and the rest at the bottom of your deck"
        steps = no_follow_up_of_players(resolve_draw_it(resolve_that_many(merge_targets(steps))))
        return check_them(steps)  # "them" after a step acting on one object or none: refused

    def sentence(self, items: list[Any]) -> Sentence:
        item = items[0]
        return item if isinstance(item, Sentence) else Sentence(item)

    def chain(self, items: list[Step]) -> list[Step]:
        return [items[0]] if isinstance(items[0], dict) else list(items[0])

    def then_chain(self, items: list[Any]) -> list[Step]:
        """ "[X], then [Y]": two steps in order (6.1.c); "[X target], then [Y it]": Y acts
        on what X chose, a step following X (6.5.f)."""
        first, step = items
        steps = step if isinstance(step, list) else [step]
        last = first[-1]
        if names_it(steps[0]) and _chooses(last):
            if last.get("then"):
                raise NotRead("it", "'it' after a step that has a follow-up is not read yet")
            return [*first[:-1], {**last, "then": steps}]
        return [*first, *steps]

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

    def if_you_cant(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_cant", "if_you_cant")

    def die_outcome(self, items: list[Any]) -> Sentence:
        """ "On a 4+, [X]" after "Roll a die" (7.3.33.b)."""
        (low, high), steps = items
        return Sentence([{"low": low, "high": high, "effect": steps}], "outcome", "die_outcome")

    def die_range(self, items: list[Token]) -> tuple[int, int]:
        word = str(items[0])
        if word.endswith("+"):
            return int(word[:-1]), 6
        if "-" in word:
            low, high = word.split("-")
            return int(low), int(high)
        return int(word), int(word)

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
        may_over_choice(steps[0])  # "You may [X] or I gain …": refused (6.5.c, 6.1.g)
        return Sentence([{**steps[0], "may": True}])

    @v_args(meta=True)
    def mode(self, meta: Meta, items: list[Sentence]) -> dict[str, Any]:
        text = self._printed(meta).lstrip("\u2022 ").strip()
        return {"text": text, "effect": self.effect(items)}

    # ------------------------------------------------------------- conditions (6.5.d)
    @v_args(meta=True)
    def you_dont_control_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you don't control [X]": the negation of "you control [X]" (6.5.d)."""
        return Condition(self._span(meta).replace("you don't control", "you control", 1), True)


for _name in (
    "you_control_cond",
    "opponent_controls_cond",
    "i_status_cond",
    "i_in_terrain_cond",
    "i_have_boosts_cond",
    "my_expedition_cond",
    "zone_empty_cond",
    "no_cards_cond",
    "first_player_cond",
    "only_one_cond",
):
    setattr(
        Semantics,
        _name,
        v_args(meta=True)(lambda self, meta, _items: Condition(self._span(meta))),
    )


_TWO_RESULT_STEPS = (
    "this die roll has both 'On a …' results and 'where X is the result': a roll has one "
    "subsequent step that uses its result (7.3.33.b), and which one applies here is not read"
)


def _if_it_is(step: Step) -> bool:
    """ "If it's a [kind], [X]": a step whose condition names "it" (2.2.1.i)."""
    return str(step.get("if", "")).startswith(("it's ", "it is "))


def _said(join: str) -> str:
    if join == "outcome":  # "On a 4+, …" / "If you roll 4 or more, …" (7.3.33.b)
        return "a die's result"
    return join.replace("_", " ").replace("dont", "don't").replace("cant", "can't")


def conditioned(step: Step, condition: str, rule: str) -> Step:
    if "if" in step:
        joined = both_conditions(step, condition)  # "[c1]: If [c2], [X]" (either_events.py)
        if joined is None:
            raise NotRead("if", "two conditions on one step are not read yet", rule)
        return joined
    pending = step.pop("_otherwise_pending", None)
    step = named_by_condition({**step, "if": condition}, condition)  # "it" an Expedition
    if pending is not None:
        step["otherwise"] = pending
    return step


def governed(steps: list[Step], condition: str, rule: str) -> list[Step]:
    """A Unique's "[condition]: [output]": the condition on the output's first step, and
    the output's other steps as its ``also`` — one evaluation governs them all, which
    follow in order whether or not the first did anything (6.5.d, 6.5.e, 6.1.c)."""
    first, *rest = steps
    if any("_otherwise_pending" in s or "_only_if" in s for s in rest):
        raise NotRead("otherwise", "'otherwise' after several steps is not read yet", rule)
    step = conditioned(dict(first), condition, rule)
    if rest and step.get("if") != condition:
        # the first step's own condition joined to the colon's would govern the rest too
        raise NotRead("if", "two conditions on one step are not read yet", rule)
    if rest:
        step["also"] = rest
    return [step]


def _one(steps: list[Step], condition: str, rule: str) -> Step:
    if len(steps) != 1:
        raise NotRead("if", "a condition over several steps is not read yet", rule)
    return conditioned(steps[0], condition, rule)


def transform(tree: Tree[Token], text: str, *, it_trigger: str | None = None) -> dict[str, Any]:
    """The card structures of one parsed ability (``text``: what was parsed); an effect
    read apart from its trigger (a Unique's output, unique.py) with ``it_trigger``, the
    trigger whose objects "it" names (6.3.i)."""
    try:
        semantics = Semantics(text)
        semantics.it_trigger = it_trigger
        found: dict[str, Any] = semantics.transform(tree)
        no_x_left(found)
        no_that_many_left(found)
        acted_costs_joined(found)
        no_per_day_left(found)
        no_triggers_per_day_left(found)
        no_expedition_it_left(found)
        expedition_it_steps(found)  # "Characters in it" after a target Expedition's move
        superlatives_in_play_only(found)
        return found
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotRead):
            raise exc.orig_exc from None
        raise
