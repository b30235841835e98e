"""An effect as its sentences (6.1): each sentence joined to the step before it — "if you do"
(6.5.f), "otherwise" (6.5.e), a die's results (7.3.33.b), "then" (6.1.c) — and a Unique's
"[condition]: [output]" (6.5.d)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import (
    one_of_several,
    reach_back,
    referred_players,
    resolve_references,
    two_antecedents,
)
from scenarios.cards.grammar.revealed_hand_words import (  # ib39
    revealed_hand_conditions,
)
from scenarios.cards.grammar.semantics.actors import bind_their
from scenarios.cards.grammar.semantics.again_steps import resolve_again, resolve_already_had
from scenarios.cards.grammar.semantics.amounts_and_deck import (
    REST_OF_SEEN,
    resolve_rest_of_seen,
)
from scenarios.cards.grammar.semantics.another_token import resolve_another_one
from scenarios.cards.grammar.semantics.any_counters import resolve_had_elided  # gs
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.chained_plays_counts import (  # gw
    nested_after_same_object,
    no_permission_on_the_deck,
)
from scenarios.cards.grammar.semantics.composed_steps import (
    is_instead,
    resolve_instead,
)
from scenarios.cards.grammar.semantics.compound_steps import split_and_me
from scenarios.cards.grammar.semantics.condition_it import (
    named_by_counted_groups,
    named_by_object_condition,
)
from scenarios.cards.grammar.semantics.costs_and_choosers import (
    attach_removed,
    cost_of_parts,
    joined_before_if_you_do,
)
from scenarios.cards.grammar.semantics.decided_follow_ups import they_who_decided
from scenarios.cards.grammar.semantics.decision_forms import colon_cost_last
from scenarios.cards.grammar.semantics.decisions import (
    another_players,
    check_decider,
    decided_step,
    not_optional,
    otherwise_after_may,
)
from scenarios.cards.grammar.semantics.deck_top import resolve_seen_group, seen_group_follows
from scenarios.cards.grammar.semantics.dice_tables import other_results
from scenarios.cards.grammar.semantics.die_results import DICE
from scenarios.cards.grammar.semantics.done_the_same import resolve_done_the_same
from scenarios.cards.grammar.semantics.each_player_decides import each_player_decided
from scenarios.cards.grammar.semantics.effect_phrases import THIS_WAY
from scenarios.cards.grammar.semantics.effects import conditioned_follow_up
from scenarios.cards.grammar.semantics.governing_conditions import governed
from scenarios.cards.grammar.semantics.it_references import _chooses, names_it
from scenarios.cards.grammar.semantics.joined_targets import split_joined
from scenarios.cards.grammar.semantics.named_values import resolve_named  # gt
from scenarios.cards.grammar.semantics.numbers_and_distribution import (
    otherwise_back,
    resolve_draw_it,
    resolve_that_many,
)
from scenarios.cards.grammar.semantics.opponent_chooses import (  # ib39
    revealed_hand_chosen,
)
from scenarios.cards.grammar.semantics.phase_slots import (
    TRIGGERS_PER_DAY,
)
from scenarios.cards.grammar.semantics.players_in_turn import (
    no_follow_up_of_players,
)
from scenarios.cards.grammar.semantics.players_named import (
    chosen_then_acted,
    resolve_same_token,
)
from scenarios.cards.grammar.semantics.players_who_cant import in_turn, their_own_after
from scenarios.cards.grammar.semantics.results_after_steps import (
    fold_between,
    names_every_face,
    roll_before,
)
from scenarios.cards.grammar.semantics.revealed_this_way import resolve_revealed_way  # gt
from scenarios.cards.grammar.semantics.roll_results_as_numbers import results_as_numbers
from scenarios.cards.grammar.semantics.seen_cards_choices import resolve_chosen_seen
from scenarios.cards.grammar.semantics.set_mechanics import check_target_limit
from scenarios.cards.grammar.semantics.subset_steps import resolve_subsets
from scenarios.cards.grammar.semantics.superlatives import compared_among_own
from scenarios.cards.grammar.semantics.them_objects import check_them
from scenarios.cards.grammar.semantics.unique_composition import (
    results_as_outcomes,
)
from scenarios.cards.grammar.semantics.uniques import merge_targets
from scenarios.cards.grammar.tree import Condition, Sentence


class EffectSentenceSemantics(SemanticsBase):
    """The effect's sentences put in order, each join applied to the step it follows."""

    def output(self, items: list[list[Step]]) -> list[Step]:
        if any("_otherwise_pending" in s for s in items[0]):  # the step said last before it
            raise NotRead("otherwise", not_optional(items[0][-1]), "otherwise_tail")
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
        found = governed(steps, said, "conditioned_output")
        # the output opens the ability: "them" may be the group the condition counts
        found = named_by_object_condition(found, said, groups=True)
        return [*found, *(s for s in limits if s not in steps)]

    def if_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], False

    def unless_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], True

    def effect(self, items: list[Sentence]) -> list[Step]:
        steps: list[Step] = []
        rolls_by_x: set[int] = set()  # the rolls whose results "where X is the result" gave
        said_before: list[Step] = []  # the steps of the sentence before (references.py)
        said_rule = ""  # the rule of the sentence before ("if_you_do": gram109)
        for sentence in items:
            previous, said_before = said_before, sentence.steps
            prior_rule, said_rule = said_rule, sentence.rule
            if sentence.join == "":
                first = sentence.steps[0] if sentence.steps else {}
                if steps and names_it(first) and _chooses(steps[-1]) and not is_instead(first):
                    # "Target Character gains Asleep. You may give it 2 boosts.": "it" is
                    # what the step before chose, a step following it (6.5.f)
                    if steps[-1].get("then") and seen_group_follows(steps[-1], sentence.steps):
                        # "Look at …. Put one of them in your hand. Put the rest …" (gram98)
                        then = [*steps[-1]["then"], *sentence.steps]
                        steps[-1] = {**steps[-1], "then": then}
                        continue
                    if steps[-1].get("then"):
                        # gw: "Target Character gains 2 Frost counters and 1 boost. [X it]"
                        nested = nested_after_same_object(steps[-1], sentence.steps)
                        if nested is None:
                            raise NotRead(
                                "it", "'it' after a step that has a follow-up is not read yet"
                            )
                        steps[-1] = nested
                        continue
                    if two := two_antecedents(previous):  # "X target and Y target. It …"
                        raise NotRead("it", two, "reference_back")
                    if several := one_of_several(steps[-1], first):  # "Up to two …. It …"
                        raise NotRead("it", several, "reference_back")
                    steps[-1] = {**steps[-1], "then": sentence.steps}
                    continue
                steps.extend(sentence.steps)
                continue
            if not steps:
                raise NotRead(
                    sentence.rule, f"'{_said(sentence.join)}' follows no step", sentence.rule
                )
            last = steps[-1]
            if sentence.join == "cost_restated":  # a reminder's "[cost] to do this." (gram54)
                continue
            if sentence.join == "target_limit":  # "This can't target Hero cards." (gram50)
                check_target_limit(last)
                continue
            if sentence.join == "only_if":
                steps.extend(sentence.steps)
                continue
            if sentence.join == "removed":  # "Then, depending on the number … removed"
                attach_removed(last, sentence.steps)
                continue
            if sentence.join == "outcome":  # "On a [range], [X]" (7.3.33.b)
                if last.get("action") != "roll_die":
                    k = roll_before(steps)  # "Roll a die. I gain 1 boost. On a 6, …" (gram82)
                    if k is None:
                        raise NotRead("on a", "a die result follows no die roll", "die_outcome")
                    fold_between(steps, k, sentence.steps)
                    continue
                if DICE in last:  # "Roll two dice. On a 4+, …": which die's (7.3.33.b)
                    raise NotRead("dice", "one result of several dice rolled", "die_outcome")
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
                if names_every_face(last):  # nothing left for this result to name (gram82)
                    raise NotRead(
                        "on a", "the results before name every face of a die", "die_outcome"
                    )
                last["outcomes"].extend(sentence.steps)
                continue
            each = each_player_decided(last, sentence.rule, sentence.steps)
            if each is not None:
                # "Each player may X. If they do, [Y]": each one's own answer (gram91, 6.1.h)
                last = steps[-1] = each
            elif sentence.join in ("if_you_do", "if_you_dont"):  # whose decision (gram33)
                if sentence.rule in ("if_they_do", "if_they_dont") and their_own_after(
                    last, sentence.steps
                ):
                    # "Each opponent may sacrifice a Character. If they do, they draw a
                    # card": each acting player's own decision and step (eng83)
                    last = steps[-1] = in_turn(last)
                last = decided_step(last)
                check_decider(last, sentence.rule, sentence.steps)
            if sentence.join == "if_you_do":  # 6.5.f: "[you may] do X; if you did, do Y"
                verbs = THIS_WAY.get(sentence.rule)
                if verbs is not None and last.get("action") not in verbs:
                    # "If you discarded a card this way" after a step that discards none
                    raise NotRead("this way", "'this way' names no step before", sentence.rule)
                joined = joined_before_if_you_do(previous, steps)
                if sentence.rule == "if_you_do" and joined is not None:
                    # "Exhaust me and spend 2 of my boosts. If you do, [Z]": Z follows both
                    # parts, each done as far as it can be (6.5.h, 6.5.f)
                    del steps[-len(previous) :]
                    steps.append(joined)
                    last = joined
                if last.get("then") and (parts := cost_of_parts(last)) is not None:
                    last.clear()  # "You may X and Y. If you do, Z": X and Y one cost
                    last.update(parts)
                if last.get("then"):
                    raise NotRead("if you do", "'if you do' after a step with a follow-up")
                its = sentence.steps[0].get("subject") == "it"
                # ia39: after "up to one target", "it" is the one chosen, if any: none chosen,
                # nothing done and nothing for Y (6.5.f, 6.5.h) — as "If you do" says
                one = last.get("up_to") == 1 and str(last.get("subject", "")).startswith("target_")
                if not last.get("may") and its and verbs is None and not one:  # "this way"
                    # "X target. If you do, [Y it]" would read as "X, then Y it" (6.1.c)
                    raise NotRead(
                        "if you do", "'if you do, [it]' after a step that is not optional"
                    )
                if last.get("pay") and not last.get("cost_with"):
                    # "You may pay {N} to [X]. If you do, [Y]": {N} paid for X (6.1.d)
                    last["pays_for_step"] = True
                last["then"] = sentence.steps
                _other_branch(last, sentence)
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
                _other_branch(last, sentence)
            elif sentence.join == "if_you_cant":  # 6.1.g
                if sentence.rule == "if_they_cant":  # each acting player's own (eng83)
                    last = in_turn(last)
                    steps[-1] = last
                if last.get("may") or last.get("if_cant"):
                    raise NotRead(
                        "if you can't", "'if you can't' after an optional step", "if_you_cant"
                    )
                if last.get("then"):  # review29: "Look at … Put a Character from among them
                    # in your hand. If you can't, …" is said of the follow-up, not the look
                    raise NotRead(
                        "if you can't",
                        "'if you can't' after a step with a follow-up",
                        "if_you_cant",
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
                if prior_rule == "if_you_do" and last.get("then") is previous and not_decided(last):
                    # gram109: "[Do X]. If you do, [Y]. Otherwise, [Z]." — Z if X could
                    # not be started (6.5.f, 6.5.e), as in one sentence
                    last["if_not_done"] = sentence.steps
                    continue
                last = conditioned_follow_up(last)
                if otherwise_after_may(decided_step(last), sentence.steps):
                    continue  # "[player] may X. [If they do, …] Otherwise, Y" (gram33)
                back = otherwise_back(steps, sentence.steps)  # after several sentences
                if back is not None and ("if" not in last or last.get("otherwise")):
                    steps[:] = back
                    continue
                if "if" not in last or last.get("otherwise"):
                    raise NotRead("otherwise", not_optional(last), "otherwise_clause")
                last["otherwise"] = sentence.steps
        steps = resolve_again(steps)  # "[step] again": an earlier step of its verb (gram52)
        steps = resolve_already_had(steps)  # "If it already had one or more" (gram52)
        steps = resolve_had_elided(steps)  # gs: "If it had two or more" after a removal
        steps = resolve_subsets(steps)  # "Tokens gain 2 boosts instead" of a group (gram52)
        steps = named_by_counted_groups(steps)  # "If you control 2+ Robots, they gain 1 boost"
        steps = reach_back(steps)  # "… Then, target opponent may pay {1}. If they do, that …"
        steps = resolve_references(steps)  # "that Landmark" after a target Character: refused
        steps = colon_cost_last(steps)  # "You may [cost]: [effect]" ends it (gram33)
        steps = results_as_outcomes(steps)  # "Roll a die. If the result is 4 or more, …"
        steps = results_as_numbers(steps)  # "Roll a die. Draw that many cards." (7.3.33.b)
        # "[you may] target [X]. It [Y]." (semantics_uniques); "that many" (6.5.i)
        steps = resolve_another_one(steps)  # "If [c], create another one" (7.3.5.a)
        steps = resolve_instead(steps)  # "If [c], [X with another amount] instead" (6.2.b)
        steps = resolve_same_token(steps)  # "otherwise create one in my Expedition"
        steps = revealed_hand_conditions(steps)  # ib39: "Reveal your hand. If it has no …"
        steps = revealed_hand_chosen(steps)  # ib39: "… their hand. Choose X from it. They …"
        steps = chosen_then_acted(steps)  # "Target opponent chooses X. Send it to Reserve."
        steps = resolve_seen_group(steps)  # "Put them back in any order" (gram98)
        steps = resolve_revealed_way(steps)  # gt: "Put a Character revealed this way …"
        steps = resolve_chosen_seen(steps)  # gy: "Choose one of them and put it …" (6.1.g)
        steps = no_permission_on_the_deck(steps)  # gw: "Reveal …. You may play it … this turn"
        steps = resolve_rest_of_seen(steps)  # "and the rest at the bottom of your deck"
        steps = resolve_done_the_same(steps)  # "Then, each opponent may do the same"
        steps = they_who_decided(steps)  # "Target opponent may pay {1}. If they don't, they …"
        steps = no_follow_up_of_players(resolve_draw_it(resolve_that_many(merge_targets(steps))))
        steps = bind_their(steps)  # "If they don't, … they control": the decider's (gram43)
        steps = split_and_me(steps)  # "It and I each gain …": its step, then mine (gram109)
        steps = split_joined(steps)  # g2: "target X and target Y each …" (6.5.b, 6.1.e)
        steps = referred_players(steps)  # "Target opponent draws a card. They discard …"
        steps = [compared_among_own(s) for s in steps]  # "with the most boosts": theirs
        steps = resolve_named(steps)  # gt: "Name a card type. … the named type" (6.1.g)
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
        # gy: "[put one of them …], then put the rest …": the rest is no "it" (6.1.c)
        if names_it(steps[0]) and _chooses(last) and REST_OF_SEEN not in steps[0]:
            if last.get("then"):
                nested = nested_after_same_object(last, steps)  # gw: a conjunction, then "it"
                if nested is None:
                    raise NotRead("it", "'it' after a step that has a follow-up is not read yet")
                return [*first[:-1], nested]
            return [*first[:-1], {**last, "then": steps}]
        return [*first, *steps]


_TWO_RESULT_STEPS = (
    "this die roll has both 'On a …' results and 'where X is the result': a roll has one "
    "subsequent step that uses its result (7.3.33.b), and which one applies here is not read"
)


def _other_branch(decided: Step, sentence: Sentence) -> None:
    """ "If you do / they don't, [X], otherwise [Y]" (gram55): Y on the branch of the
    decision ``decided`` that X's sentence does not take (6.5.e, 6.5.f) — refused where
    ``decided`` is no optional step (no decision has two branches)."""
    if sentence.otherwise and sentence.rule == "if_you_do" and not_decided(decided):
        # gram109: "[Do X]. If you do, [Y], otherwise [Z]" — X not optional: Y if X was
        # started, Z if it could not be (6.5.f, 6.5.e)
        decided["if_not_done"] = sentence.otherwise
        return
    if sentence.otherwise and not otherwise_after_may(decided, sentence.otherwise):
        raise NotRead(
            "otherwise",
            f"'otherwise' after '{_said(sentence.rule)}' follows no optional step",
            sentence.rule,
        )


def not_decided(step: Step) -> bool:
    """Whether ``step`` is a step no player decides to do (no "may", no payment) with no
    other branch yet: its "if you do" is whether it was started (6.5.f)."""
    if another_players(step):  # "Each opponent discards …. If you do": not yours (6.1.h)
        return False
    return not set(step) & {"may", "pay", "if", "otherwise", "if_not_done", "if_cant"}


def _said(join: str) -> str:
    if join == "outcome":  # "On a 4+, …" / "If you roll 4 or more, …" (7.3.33.b)
        return "a die's result"
    return join.replace("_", " ").replace("dont", "don't").replace("cant", "can't")
