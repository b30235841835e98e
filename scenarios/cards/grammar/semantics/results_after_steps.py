"""A die's result used after other steps (issue 30, gram82): "Roll a die. Draw a card. If you
rolled a 4 or more, draw another card.", "Roll a die. I gain 1 boost. On a 6, draw a card."

An effect with "roll a die" as one of its steps has a subsequent step that uses the result of
that roll (7.3.33.b) — not always the very next one. The steps between the roll and the step
using its result happen on every result, in the printed order (6.1.c), so the roll is read
with one outcome per run of results: the steps between, then what that result adds (nothing
on a result no sentence names; "Otherwise, [Y]" on the results not named, 6.5.e). The
engine asks the judge for the result just before the roll (7.3.33.a; a saved scenario gives
it as ``rolls:``) and does the outcome whose range holds it (engine/steps/dice.py).

Refused: a roll made around a target or by another player (the steps between would be done
by, or act on, someone else), several dice, and a result said after results that already
name every face (it could never be done).
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

FACES = range(1, 7)
"""A die shows 1 to 6 (7.3.33.a)."""


def names_every_face(roll: Step) -> bool:
    """Whether the outcomes of ``roll`` already name every result of a die."""
    named = {n for o in roll.get("outcomes", ()) for n in range(int(o["low"]), int(o["high"]) + 1)}
    return named >= set(FACES)


def roll_before(steps: list[Step]) -> int | None:
    """The index of the roll a result said now uses when steps stand between them: the last
    step rolling a die, with steps after it none of which rolls; ``None`` when there is
    none, or when the roll is the last step (the result follows it directly)."""
    from scenarios.cards.grammar.semantics.die_results import DICE

    for k in range(len(steps) - 1, -1, -1):
        if steps[k].get("action") != "roll_die":
            continue
        if k == len(steps) - 1 or steps[k].get("outcomes") or DICE in steps[k]:
            return None
        return k
    return None


def fold_between(steps: list[Step], k: int, outcomes: list[Step]) -> None:
    """Make the roll ``steps[k]`` take ``outcomes`` (each {low, high, effect}), the steps
    after it done first on every result (7.3.33.b, 6.1.c): ``steps`` is changed in place."""
    roll, between = steps[k], steps[k + 1 :]
    if "subject" in roll or "players_do" in roll:
        raise NotRead(
            "result",
            "a result said after other steps, of a roll made around a target or by another "
            "player, is not read yet",
            "results_after_steps",
        )
    named = {n for o in outcomes for n in range(int(o["low"]), int(o["high"]) + 1)}
    made: list[Step] = [{**o, "effect": [*deepcopy(between), *o["effect"]]} for o in outcomes]
    run: list[int] = []
    for face in [*FACES, 0]:
        if face in named or face == 0:
            if run:
                made.append({"low": run[0], "high": run[-1], "effect": deepcopy(between)})
            run = []
        else:
            run.append(face)
    made.sort(key=lambda o: int(o["low"]))
    steps[k:] = [{**roll, "outcomes": made}]
