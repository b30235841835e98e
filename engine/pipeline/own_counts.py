"""Amounts counted on EACH object or player a step acts on (6.5.i; issue 30, gram73).

"Each other Character you control gains 1 boost per Ember counter it has" gives each of them
as many boosts as it has Ember counters itself; "Each opponent draws a card for each Landmark
they control" has each opponent draw as many cards as they control Landmarks themselves. The
count is not one number for the whole step: it is the subject's own, counted for it as the
step happens — so the step is proposed as one step per object or player, each with its own
amount (a subject whose count is 0 gets none: gaining or drawing 0 is no event, 7.3.15.a).
"""

from __future__ import annotations

from engine.pipeline.action_subjects import subject_objects
from engine.reading.counts import count
from engine.reading.last_known import my_last_known_place
from engine.state.conditions import Counted, Whose
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why


def counted_amount(step: Step, n: int) -> int:
    """The amount of "[N] per / for each [counted]" once ``n`` objects are counted (6.5.i):
    N times the count ("for every two [counted]": the count halved, rounded down; "half …,
    rounded up": rounded up), plus what "X+2" adds, and no more than "…, up to a max of M"
    allows."""
    every = max(step.per_every, 1)
    shared = -(-n // every) if step.per_round_up else n // every
    amount = step.amount * shared + step.per_plus
    return min(amount, step.per_most) if step.per_most else amount


def counts_its_own(step: Step) -> bool:
    """Whether ``step``'s number is counted on each of its objects or players alone."""
    per = step.per
    return per is not None and (
        per.counted == Counted.ITS_OWN_COUNTERS or per.whose == Whose.THEIR_OWN
    )


def each_own_step(state: GameState, step: Step) -> tuple[Step, ...]:
    """``step`` as one step per object (per player) it acts on, each with the amount its own
    count gives (6.5.i), in the order the step names them; the counted amount shaped as the
    step says ("twice", "half …, rounded down", "…, up to a max of N")."""
    per = step.per
    assert per is not None
    out: list[Step] = []
    if per.counted == Counted.ITS_OWN_COUNTERS:
        rules = (*step.rules, *why("count.its_own_counters"))
        for oid in subject_objects(state, step):
            n = state.objects[oid].counters.get(per.counter, 0)
            amount = counted_amount(step, n)
            if amount > 0:
                one = replace(step, objects=(oid,), cards=(), per=None, per_plus=0)
                out.append(replace(one, amount=amount, rules=rules))
        return tuple(out)
    theirs = replace(per, whose="")
    rules = (*step.rules, *why("count.their_own"))
    for player in step.players:
        amount = counted_amount(
            step, count(theirs, state, player, step.me, my_last_known_place(state, step))
        )
        if amount > 0:
            one = replace(step, players=(player,), per=None, per_plus=0)
            out.append(replace(one, amount=amount, rules=rules))
    return tuple(out)
