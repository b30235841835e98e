"""The reader's semantics of counted amounts said after a step (6.5.i) — the grammar
section "conditions and choices" of ``altered.lark``: "Resupply three times", "Draw a card
two times", read as "[step], N times" (``repeated_chain``, :mod:`.semantics_play_as_effect`)
reads them; "[step] for each [counted]" after any step whose number counts what it makes."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number


class RepeatedStepSemantics(SemanticsBase):
    """ "[step] N times"."""

    def times_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] N times" as "[step], N times" (``repeated_chain``): the step done N
        times, one after another, its choices made anew each time (6.5.i)."""
        from scenarios.cards.grammar.semantics.play_as_effect import repeated
        from scenarios.cards.grammar.semantics.set_actions import repeated_whole

        steps, count = items[0], items[-1]
        n = _number(count) if isinstance(count, Token) else int(count)
        whole = repeated_whole(steps, n)  # "[Stoke] three times": the keyword action whole
        if whole is not None:
            return whole
        return [*steps[:-1], repeated(steps[-1], n)]

    @v_args(meta=True)
    def per_chain(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "[step] for each [counted]": the step's number times the count (6.5.i). "[step]
        once for each [counted]" on a target says the step is done again, each time with
        its own target (6.5.i and its Example): done X times (``times`` 0, ``x_is``)."""
        from scenarios.cards.grammar.semantics.set_actions import no_count_of_whole

        steps, counted = items[0], items[-1]
        no_count_of_whole(steps, "for each")
        step = per_step(steps[-1], counted)
        targeted = str(step.get("subject", "")).startswith("target_")
        once = f" {self._span(meta)}".rsplit(" for each ", 1)[0].endswith(" once")
        if targeted and "per" in step and once:
            step = {k: v for k, v in step.items() if k != "per"}
            step = {**step, "times": 0, "x_is": counted}
        return [*steps[:-1], step]


_COUNTED_BY_AMOUNT = frozenset({"draw", "give_boost", "gain_counters", "create", "remove_counters"})
"""The steps whose ``amount`` is how many things they draw, give, create or remove ("loses 1
boost for each …", gram63): "for each" multiplies it (the engine counts as the step
happens, ``engine.pipeline.numbers_counted``)."""


_DONE_PER_OBJECT = frozenset({"resupply", "exhausted_resupply", "sabotage"})
"""The controller's keyword actions that "for each" repeats: done once per object counted
(6.5.i), each with its own choices (a Sabotage's target chosen anew, 7.3.35.a)."""


_ONE_CHOSEN_ACTIONS = frozenset({"discard", "sacrifice", "exhaust", "send", "return"})
"""Steps on one object chosen (6.1.g) that "for each" repeats (6.5.i)."""
_ONE_CHOSEN_KEYS = frozenset({"action", "subject", "filter", "to", "to_owner"})


def _one_chosen(step: Step) -> bool:
    """Whether ``step`` acts on one object a player chooses ("a card from your hand", "a
    Character target opponent controls"), with nothing else said — not a step players do in
    turn, whose "you" in the count would be each of them (1.4.7.b)."""
    return (
        step.get("action") in _ONE_CHOSEN_ACTIONS
        and str(step.get("subject", "")).startswith("a_")
        and set(step) <= _ONE_CHOSEN_KEYS
    )


def per_step(step: Step, counted: str) -> Step:
    """``step`` done ``amount`` times per object ``counted`` (6.5.i); a step whose number is
    no ``amount`` (a choice of N objects), or already counted, conditioned or optional, is
    not read (which count would come first is not said)."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.counted_statistics import counted_stats_for_a_time

    timed = counted_stats_for_a_time(step, counted)  # g3: "+1 {V} this turn for each …"
    if timed is not None:
        return timed
    if step.get("action") == "have_do" and set(step) == {"action", "do"}:
        # ia39: "[You may] have target Character gain 1 boost for each …": the object doing
        # the step is the step (7.3.18.a), counted as it reads alone (6.5.i)
        return {**step, "do": per_step(step["do"], counted)}
    if step.get("action") in _DONE_PER_OBJECT and set(step) == {"action"}:
        # "Resupply for each Plant you control": done X times, X counted as it begins
        return {**step, "times": 0, "x_is": counted}
    if _one_chosen(step):
        # "Discard a card from your hand for each Character you control", "Target opponent
        # sacrifices a Character for each …": the step on one object chosen, done X times,
        # one after the other, each choosing anew (6.5.i; X counted as it begins)
        return {**step, "times": 0, "x_is": counted}
    # "up to N target Characters gain 1 boost for each …": "up to" chooses the objects, not
    # the amount, of boosts and counters (as their own rules read it before gram42 folded them)
    objects_up_to = step.get("action") in ("give_boost", "gain_counters")
    if step.get("action") not in _COUNTED_BY_AMOUNT or set(step) & {
        "per",
        "times",
        "if",
        "may",
        "then",
        "otherwise",
        "choose_count",
        *(() if objects_up_to else ("up_to",)),
    }:
        raise NotRead("for each", "'for each' after this step is not read yet", "per_chain")
    if step == {"action": "draw", "amount": 1}:  # "Draw a card for each …": one per object
        return {"action": "draw", "per": counted}
    return {**step, "amount": step.get("amount", 1), "per": counted}


_DECLINED_OR_DONE = frozenset({"then", "otherwise", "if_not_done"})
"""What an optional step says happens once it is done or declined ("If you do", "Otherwise"):
one answer, which a step asked anew each time would not give."""
_PAID = frozenset({"pay", "cost_with", "to_pay"})
"""A "may" that is a payment ("You may pay {1} to have me gain 1 boost for each …"): asked
once, as the cost is paid once — left as read."""


def optional_steps_repeated(found: Any) -> None:
    """ "You may draw a card for each Landmark you control": a step done for each thing
    counted is done that many times, one after the other, and a choice in it is made anew
    each time (6.5.i; its Example: "may … twice" is done once, twice or not at all) — so a
    "may" on such a step is asked at each instance (``times`` counted as it begins, ``x_is``),
    not once for all of them (read in place, after the sentences are read, wherever the
    "may" was put). Where the count is the step before's ("that many", "… this way") or an
    answer to the choice follows ("If you do", "Otherwise"), it is refused naming it."""
    from scenarios.cards.grammar.parser import NotRead

    if isinstance(found, list):
        for item in found:
            optional_steps_repeated(item)
        return
    if not isinstance(found, dict):
        return
    done = found.get("do") if found.get("action") == "have_do" else None
    if isinstance(done, dict) and found.get("may") is True and isinstance(done.get("per"), str):
        # ia39: "You may have [object] gain 1 boost for each …" (7.3.18.a): the "may" asked
        # at each time, as "You may give [object] 1 boost for each …" (6.5.i)
        inner = {**done, "may": True}
        optional_steps_repeated(inner)
        if "times" in inner:  # the object doing it is the step itself (7.3.18.a)
            found.clear()
            found.update(inner)
    per = found.get("per")
    counted = found.get("action") in _COUNTED_BY_AMOUNT and isinstance(per, str)
    paid = bool(set(found) & _PAID)
    if counted and found.get("may") is True and "times" not in found and not paid:
        before = per == "that many" or str(per).endswith(" this way")
        if before or set(found) & _DECLINED_OR_DONE:
            raise NotRead(
                "may",
                "'you may' on a step done for each thing counted, asked at each time "
                "(6.5.i), with a count of the step before or an answer to the choice "
                "after it, is not read yet",
                "per_chain",
            )
        del found["per"]
        found.update({"times": 0, "x_is": per})
    for value in found.values():
        optional_steps_repeated(value)
