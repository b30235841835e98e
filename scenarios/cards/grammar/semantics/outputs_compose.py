"""Semantics of the grammar's "outputs that compose" section (issue 30).

* A duration said first — "Until the end of the turn, target Character gains Tough 1",
  "This Day, Characters your opponents play cost {1} more" — is the same duration said
  after the step (2.2.15.a): each fronted rule is read by the rule that takes the duration
  last, with the duration moved there (:data:`FRONTED`), so both word orders give one
  reading and the writer prints the order the cards print most.
* A tax, "[X] unless [player] pays {N}" / "Unless [player] pays {N}, [X]" (6.5.d): the
  player named may pay N Mana (6.1.h; a cost may be declined, 6.4.b; in full or not at all,
  1.2.5.c) and X happens only if they don't — read as "[player] may pay {N}. If they
  don't, [X]" for a player the effect names (a target opponent or player, each opponent),
  and as X's own ``unless_paid`` for "its controller": the controller of the one object X
  acts on, asked once X chose it (``engine.steps.after_chosen``).
* "A, otherwise B" with B its amount alone — "I gain 2 boosts, otherwise 1 boost", "Draw two
  cards, otherwise one": B is A's own step with that amount (6.5.e), the noun, when said,
  the one A counts.
* Mana Orbs as the objects of a step, said as the cards print it without "of your" ("Ready
  up to two Mana Orbs", "Exhaust a Mana Orb"): a player's Mana Orbs are those of their own
  Mana zone (3.2.9), chosen by them as the step happens (6.1.g) — as "… of your Mana Orbs"
  reads; a target Mana Orb (any player's) or one described further is refused.
* "[cards] you play / your opponents play / each player plays cost {N} more / less [for a
  time]": an Emblem-Ongoing (2.2.2.m) altering the cost of the cards that group names as
  they are played (5.1.2.f) until it ends (2.2.15.a) — the passive's group (who plays the
  cards said in the group), for a time.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.cost_alterations_and_modes import _for_a_time
from scenarios.cards.grammar.tree import Description, Object, Sentence

FRONTED: dict[str, str] = {
    "played_cost_for_a_time_first": "played_cost_for_a_time",
    "your_cards_cost_for_a_time_first": "your_cards_cost_for_a_time",
    "others_cards_cost_for_a_time_first": "others_cards_cost_for_a_time",
    "ignore_abilities_first": "ignore_abilities",
    "take_control_for_a_time_first": "take_control_for_a_time",
    "gain_keyword_for_a_time_first": "gain_keyword_for_a_time",
    "lose_keyword_for_a_time_first": "lose_keyword_for_a_time",
    "object_cant_be_for_first": "object_cant_be_for",
    "object_cant_gain_for_first": "object_cant_gain_for",
    "object_loses_cant_gain_for_first": "object_loses_cant_gain_for",
    "lose_cant_gain_for_first": "lose_cant_gain_for",
    "opponents_cant_target_for_first": "opponents_cant_target_for",
}
"""Each rule with its duration said first, and the rule that reads it said last."""

_OBJECT_WORDS = frozenset({"it", "its", "they", "them", "their", "that", "those"})
"""Words with which a condition speaks of the objects a step acts on ("if it's a Mage", "if
that Expedition is ahead"): checked only after the step chose them (6.5.b)."""


def names_the_objects(condition: str) -> bool:
    """Whether ``condition`` speaks of an object a step before it acts on (6.3.i)."""
    return bool(set(condition.lower().replace("'", " ").split()) & _OBJECT_WORDS)


_WHO_PLAYS = (" you play", " your opponents play", " an opponent plays", " each player plays")


def _duration_last(rule: str) -> Any:
    """The semantic function of the fronted ``rule``: the duration (its first item) moved
    last, then read by the rule that says it there (2.2.15.a: one duration, either order)."""

    def read(self: SemanticsBase, items: list[Any]) -> Any:
        duration, *rest = items
        return getattr(self, rule)([*rest, duration])

    read.__name__ = rule + "_first"
    read.__doc__ = f'The duration said first, read as "{rule}" reads it said last (2.2.15.a).'
    return read


class OutputsComposeSemantics(SemanticsBase):
    """The "outputs that compose" section's rules (method name = rule or alias name)."""

    if False:  # pragma: no cover - provided by the other mixins

        def otherwise_tail(self, items: list[Any]) -> Sentence: ...
        def if_otherwise(self, items: list[Any]) -> Sentence: ...
        def unless_otherwise(self, items: list[Any]) -> Sentence: ...

    def opponents_cant_target_for(self, items: list[Any]) -> Step:
        """ "Opponents can't target it this turn": "it can't be targeted by opponents this
        turn" said actively (6.5.b, 1.4.1.a, 2.2.15.a)."""
        from scenarios.cards.grammar.semantics.cr_words_more import _cant_for_a_time

        obj, duration = items
        rule = "opponents_cant_target_for"
        return _cant_for_a_time(obj, ["target_by_opponent"], duration, rule)

    def ready(self, items: list[Any]) -> Step:
        return _orbs("ready", items[0]) or super().ready(items)  # type: ignore[misc]

    def exhaust(self, items: list[Any]) -> Step:
        return _orbs("exhaust", items[0]) or super().exhaust(items)  # type: ignore[misc]

    def discard(self, items: list[Any]) -> Step:
        return _orbs("discard", items[0]) or super().discard(items)  # type: ignore[misc]

    @v_args(meta=True)
    def or_verb_chain(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "Target Character gains 1 boost or loses Fleeting": one change of two of the
        object the step chooses — chosen first (6.5.b), then the controller's choice of the
        change on it as the step resolves (6.1.g, 6.5.g; ``chosen_instead``: the choice
        replaces the first change, done on "it"). Other subjects — and "have [target] gain
        … or lose …", printed after a cost ("You may pay {1} to have …") the engine does not
        pay around such a choice yet — as the costs-and-choosers rule reads."""
        from scenarios.cards.grammar.semantics.costs_and_choosers import _CHANGES

        steps, verb = items
        first = steps[-1] if len(steps) == 1 else {}
        one = one_chosen_object(first)
        if (
            not one
            or first.get("action") not in _CHANGES
            or set(first) - {"action", "subject", "amount", "status", "counter", "filter"}
        ):
            return super().or_verb_chain(meta, items)  # type: ignore[misc, no-any-return]
        said, _, second = " ".join(self._printed(meta).split()).rpartition(" or ")
        verb_said = re.search(r" (gains|loses) (.+)$", said)
        if verb_said is None:
            return super().or_verb_chain(meta, items)  # type: ignore[misc, no-any-return]
        on_it = {k: v for k, v in first.items() if k not in ("subject", "filter")}
        modes = [
            {"text": f"It {verb_said[1]} {verb_said[2]}", "effect": [{**on_it, "subject": "it"}]},
            {"text": f"It {_third_person(second)}", "effect": [{**verb, "subject": "it"}]},
        ]
        choice = {"action": "choose", "modes": modes, "choose": 1}
        return [{**first, "chosen_instead": [choice]}]

    @v_args(meta=True)
    def elided_amount(self, meta: Meta, _: list[Any]) -> tuple[int, str]:
        """ "2 boosts", "one": the amount, and the noun when said ("" when not)."""
        words = self._span(meta).split()
        n = 1 if words[0] == "one" else int(lx.NUMBERS.get(words[0], words[0]))
        return n, (words[1].rstrip("s") if len(words) > 1 else "")

    def otherwise_amount_tail(self, items: list[Any]) -> Sentence:
        """ "[X], otherwise [amount]" after "[condition]:" (6.5.e), as ``otherwise_tail``."""
        steps, amount = items
        return self.otherwise_tail([steps, [_same_step(steps, amount, "otherwise_amount_tail")]])

    def if_otherwise_amount(self, items: list[Any]) -> Sentence:
        """ "If [c], [X], otherwise [amount]" (6.5.e)."""
        condition, steps, amount = items
        return self.if_otherwise(
            [condition, steps, [_same_step(steps, amount, "if_otherwise_amount")]]
        )

    def unless_otherwise_amount(self, items: list[Any]) -> Sentence:
        """ "Unless [c], [X], otherwise [amount]" (6.5.d-e)."""
        condition, steps, amount = items
        return self.unless_otherwise(
            [condition, steps, [_same_step(steps, amount, "unless_otherwise_amount")]]
        )

    def unless_player_pays(self, items: list[Any]) -> Sentence:
        """ "[X] unless [player] pays {N}" (6.5.d): see the module doc."""
        steps, who, mana = items
        return Sentence(_taxed(list(steps), str(who), int(str(mana).strip("{}"))))

    def unless_player_pays_first(self, items: list[Any]) -> Sentence:
        """ "Unless [player] pays {N}, [X]": the same tax said first (6.5.d)."""
        who, mana, steps = items
        return self.unless_player_pays([steps, who, mana])

    def played_cost_for_a_time(self, items: list[Any]) -> Step:
        """ "Characters your opponents play cost {1} more this turn": the group names who
        plays the cards (5.1.2.f; only a card's owner plays it); a group that does not —
        "Characters cost {1} more this turn" — is refused (whose cards is not said)."""
        group, mana, direction, duration = items
        said = f" {group.words} " if isinstance(group, Description) else ""
        if not any(f"{who} " in said for who in _WHO_PLAYS):
            raise NotRead(
                "cost",
                "whose cards cost more or less for a time is not said",
                "played_cost_for_a_time",
            )
        return _for_a_time(group, mana, direction, duration)


_ONE_CHOSEN = tuple(
    f"target_{noun}" for noun in ("character", "permanent", "card", "token", "spell", "landmark")
)
"""Subjects of a step on objects it targets (6.5.b) — cards and tokens, not a player or an
Expedition (those the engine does not hold as the step's objects)."""


def one_chosen_object(step: Step) -> bool:
    """Whether ``step`` acts on one object it targets ("target Character in my Expedition",
    "target token"): what "it" and "its controller" after it name (6.3.i)."""
    subject = str(step.get("subject", ""))
    return subject.startswith(_ONE_CHOSEN) and not (
        step.get("up_to") or step.get("any_number") or step.get("targets")
    )


def several_chosen_targets(step: Step) -> bool:
    """Whether ``step`` targets several objects ("up to two target Characters", "two target
    Characters"): what "one [of them]" ranges over (6.5.b)."""
    subject = str(step.get("subject", ""))
    many = int(step.get("up_to", 0) or 0) >= 2 or int(step.get("targets", 0) or 0) >= 2
    return subject.startswith("target_") and many


_NAMES_ITS_OBJECT = (
    "'instead' under a condition on the object the step chooses is not read yet (resolve "
    "it by hand)"
)


def chosen_instead(before: Step, step: Step, condition: str) -> Step:
    """ "[X on target]. If [it …], it [X'] instead": the condition speaks of the object X
    chooses, so it is checked once X chose it, just before X would happen (6.1.g, 6.5.d):
    X' on it if it holds, X on it if not (6.2.b: the replaced step does not happen, 6.5.e).
    X must choose one object ("target …", not "up to two") and X' act on "it"; otherwise
    refused, naming "instead"."""
    from scenarios.cards.grammar.semantics.composed_steps import ONE_OF_SEVERAL

    said = {k: v for k, v in step.items() if k not in ("_them", ONE_OF_SEVERAL)}
    # "If one [of them] is …, it …" of several targets: each one chosen is checked (gram58)
    several = bool(step.get(ONE_OF_SEVERAL))
    one = several_chosen_targets(before) if several else one_chosen_object(before)
    kept = {"targets"} if several else set()
    if (
        not one
        or step.get("_them")
        or said.get("subject") != "it"
        or set(before)
        & ({"if", "then", "may", "per", "otherwise", "targets", "chosen_instead"} - kept)
        or set(said) & {"then", "may", "otherwise"}
    ):
        raise NotRead("instead", _NAMES_ITS_OBJECT, "if_instead_clause")
    on_it = {k: v for k, v in before.items() if k not in ("subject", "filter", "up_to", "targets")}
    on_it["subject"] = "it"
    replacing = {**on_it, **said} if said.get("action") == before.get("action") else said
    return {**before, "chosen_instead": [{**replacing, "if": condition, "otherwise": [on_it]}]}


def _orbs(verb: str, obj: object) -> Step | None:
    """ "[verb] a Mana Orb / up to N Mana Orbs": the controller's own, chosen (3.2.9, 6.1.g);
    ``None`` for any other object."""
    d = obj.description if isinstance(obj, Object) else None
    if not isinstance(obj, Object) or d is None or d.counted_only != "mana orb":
        return None
    plain = Description(counted_only="mana orb", plural=d.plural, words=d.words)
    # "a Mana Orb you control / you own": your own — a Mana zone is personal and holds only
    # its owner's cards (1.2.3.f, 3.1.2.c), the objects there Mana Orbs (3.2.9.c)
    own = replace(d, controller=None, owner=None) if "you" in (d.controller, d.owner) else d
    if obj.kind == "each" and own == plain and own != d and not (obj.another or obj.up_to):
        # "Ready all Mana Orbs you control": every one of yours (3.2.9.c), not one (gram79)
        return {"action": verb, "subject": "your_mana_orbs"}
    if obj.kind == "target" or obj.kind == "each" or obj.another or obj.any_number or own != plain:
        raise NotRead(
            obj.words or "mana orb",
            "a Mana Orb targeted or described so is not read yet (only your own, chosen)",
            verb,
        )
    n = obj.up_to or 1
    step: Step = {"action": verb, "subject": "mana_orbs_you_choose", "amount": n}
    return {**step, "up_to": n} if obj.up_to else step


def _third_person(words: str) -> str:
    """ "lose Fleeting" -> "loses Fleeting": a change said of "it"."""
    verb, _, rest = words.partition(" ")
    if verb in ("lose", "gain"):
        verb += "s"
    return f"{verb} {rest}".strip()


_COUNTED_BY = {"boost": ("give_boost",), "card": ("draw",), "counter": ("gain_counters",)}
"""The steps whose amount a noun said after "otherwise" counts."""


def _same_step(steps: list[Step], amount: tuple[int, str], rule: str) -> Step:
    """The step "otherwise [amount]" names: the one step before with that amount — a step
    with an amount of its own, of the noun said (a boost is given, a card drawn)."""
    n, noun = amount
    step = steps[-1] if len(steps) == 1 else {}
    action = step.get("action")
    if (
        not isinstance(step.get("amount"), int)
        or set(step) & {"if", "then", "otherwise", "per", "may", "up_to"}
        or (noun and action not in _COUNTED_BY.get(noun, ()))
    ):
        raise NotRead(
            "otherwise",
            "'otherwise' with an amount alone names no amount of the step before it",
            rule,
        )
    return {**step, "amount": n}


_PAYERS = {
    "target_opponent": "target_opponent",
    "target_player": "target_player",
    "opponent_each": "opponent",
}
"""The players a tax names who are not the controller of X's object: one player (the one
opponent of a two-player game for "each opponent", 1.2.1.b), as "[player] may pay" reads."""


def _taxed(steps: list[Step], who: str, amount: int) -> list[Step]:
    """The steps of "[X] unless [who] pays {N}" (6.5.d)."""
    if who == "its_controller":
        if len(steps) != 1 or not _on_one_object(steps[0]):
            raise NotRead(
                "its controller",
                "'its controller' names no one object the step acts on",
                "unless_player_pays",
            )
        return [{**steps[0], "unless_paid": amount}]
    if who not in _PAYERS:
        raise NotRead(who, "this player's payment is not read yet", "unless_player_pays")
    payment = {"action": "pay_mana", "subject": _PAYERS[who], "amount": amount, "may": True}
    return [{**payment, "if_not_done": steps}]


def _on_one_object(step: Step) -> bool:
    """Whether ``step`` acts on one object it chooses, nothing around it (6.5.b)."""
    said = set(step) - {"action", "subject", "to", "amount", "status", "counter", "filter"}
    return one_chosen_object(step) and not said


for _fronted, _last in FRONTED.items():
    setattr(OutputsComposeSemantics, _fronted, _duration_last(_last))
