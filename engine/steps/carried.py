"""A value decided by one step and used by a later step of the same effect, said where it is
used (issue 31).

"Roll a die. I gain X boosts, where X is the result", "Discard any number of cards to draw
that many cards", "Draw a card for each boost removed this way", "X is the sacrificed
Character's Hand Cost": the number is made by one step (the roll, the discard, the removal,
the sacrifice) and used by the next. The line of the step that uses it says where the number
came from, in the judge's words ("the die p1 rolled showed 2", "that many: 3, what the step
before it (discard) acted on"), and cites the rule that carries it over: the step after a roll
uses its result (7.3.33.b); a step done "that many times" or "for each [quantity]" is done
as many times as counted (6.5.i). The words are plain data on the later step
(:attr:`Step.amount_from <engine.state.steps.Step.amount_from>`), said in brackets on its line
(engine/steps/outcome.py, ``step_result``).

``benchmarks/carried_amount_audit.py`` counts the steps using such a value whose line does
not cite it.
"""

from __future__ import annotations

from engine.state.abilities import DieOutcome
from engine.state.actions import ActionKind
from engine.state.conditions import Condition, Counted
from engine.state.events import Event
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.dice_modify import in_range
from engine.why.step_words import bare
from engine.why.table import why

__all__ = ["counted_before", "die_result_used"]


def _faces(outcome: DieOutcome) -> str:
    """A printed range of results in words: "1-3", "4+", "5"."""
    if outcome.low == outcome.high:
        return str(outcome.low)
    return f"{outcome.low}+" if outcome.high >= 6 else f"{outcome.low}-{outcome.high}"


def _noted(later: Step, words: str, rules: tuple[str, ...]) -> Step:
    said = f"{later.amount_from}; {words}" if later.amount_from else words
    cited = tuple(dict.fromkeys((*later.rules, *rules)))
    return replace(later, amount_from=said, rules=cited)


def die_result_used(roll: Step, events: tuple[Event, ...], later: Step) -> Step:
    """``later``, a step of the outcome a roll led to ("On a 1-3, I gain 3 boosts", "I gain X
    boosts, where X is the result"), saying the result it uses and citing 7.3.33.b: the step
    after a roll uses the result of that roll."""
    for ev in events:
        if ev.kind is not ActionKind.ROLL_DIE or ev.value is None:
            continue
        held = [o for o in roll.outcomes if in_range(ev.value, o.low, o.high)]
        if not held:
            continue
        who = ev.player or roll.controller or "the player"
        words = f"the die {who} rolled showed {ev.value}"
        if held[0].low != held[0].high:
            words += f", one of {_faces(held[0])}"
        return _noted(later, words, why("dice.result_used"))
    return later


_COUNTED_BEFORE = frozenset({Counted.THAT_MANY, Counted.COUNTERS_THIS_WAY})
"""Counts of what the step before did: "that many", "for each [object] … this way", "for
each boost removed / counter spent this way" (6.5.i)."""

_COSTS = {Counted.ITS_HAND_COST: "Hand Cost", Counted.ITS_RESERVE_COST: "Reserve Cost"}
"""Counts of a cost of what "it" names (2.2.7, 2.2.8): "X is the sacrificed Character's
Hand Cost"."""


def _carried_count(later: Step) -> Condition | None:
    """The count of ``later`` made by the step before it, if its amount is one."""
    for c in (later.per, later.x_count):
        if c is not None and (c.counted in _COUNTED_BEFORE or c.counted in _COSTS):
            return c
    return None


def counted_before(before: Step, later: Step) -> Step:
    """``later``, a step whose amount the step ``before`` made ("draw that many cards",
    "… for each boost removed this way", "X is the sacrificed Character's Hand Cost"),
    saying what it counts and where from, and citing 6.5.i (a step done for each of a
    quantity, as many times as counted). ``later`` unchanged when its amount is its own."""
    c = _carried_count(later)
    if c is None:
        return later
    what = bare(before.kind)
    if c.counted in _COSTS:
        words = f"X is the {_COSTS[c.counted]} of what the step before it ({what}) acted on"
        return _noted(later, words, why("count.carried"))
    if c.counted == Counted.COUNTERS_THIS_WAY:
        n = c.result or 0
        counters = f"{c.counter} counters" if c.counter else "counters"
        words = f"{n} {counters} taken off this way by the step before it ({what})"
        return _noted(later, words, why("count.carried"))
    noted = c.filter is not None or bool(c.counter)
    n = (c.result or 0) if noted else len(later.it)
    words = f"that many: {n}, counted from what the step before it ({what}) acted on"
    return _noted(later, words, why("count.carried"))
