"""A die's result used as a number by the steps after the roll (issue 30, session 43).

"To roll a die is to roll a fair six-sided die and to note the result" (7.3.33.a), and an
effect that rolls "has a subsequent step that uses the result of that roll" (7.3.33.b). The
result is used as a table ("On a 4+, [X]. On a 1-3, [Y].") or as a NUMBER:

- "Roll a die. Target Character gains that many boosts." / "Draw that many cards." / "I gain
  that many Ember counters, up to a max of 3." / "Sacrifice that many Characters." / "Create
  twice that many [token] tokens": "that many" after a roll is the result — in every slot
  "that many" takes (an amount given, drawn, made, lost; a number of objects chosen);
- "Roll two dice and choose one result. [a step with that many]": two dice rolled, the
  roller keeping one result once both are seen (7.3.33.c), which the step uses;
- "If the result is [range], [X]" among such steps: X on those results only.

Each reading is one outcome per face, 1 to 6, the number that face (7.3.33.b): the roll step
keeps the outcomes (``{low: n, high: n, effect}``), so the engine notes the result as plain
data, picks the outcome and says on the later step's line "the die p1 rolled showed 4",
citing 7.3.33.b (engine/steps/carried.py). A number the words do not tie to one roll is
refused, naming it: "that many" after several dice rolled with no result kept (which die's,
or their total?), after a roll another player makes, or after a roll with other steps
between (which step's number?: numbers_and_distribution._one_candidate).
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

Step = dict[str, Any]

FACES = range(1, 7)
"""A die shows 1 to 6 (7.3.33.a, 1.1.7.d)."""

KEPT_OF = "dice_count"
"""The roll step's key for "Roll N dice and choose one result": N dice, one result kept
(7.3.33.c) — the engine's ``dice_count`` of the step."""

_ALTERNATIVES = ("otherwise", "if_cant", "if_not_done")
"""The keys of a step holding steps done INSTEAD of it: said where the step is, "that many" in
them counts what the step itself would (the roll before it). A step's ``then`` / ``also``
come after it: "that many" there counts that step (numbers_and_distribution), not the roll."""

_SAME_NUMBER = frozenset({"give_boost", "gain_counters", "create"})
"""Steps whose "that many" gives exactly the number they used, so a "that many" after them is
the same number ("I gain that many boosts and that many Spark counters"); after any other
step using the result (a choice of that many, all if fewer, 6.5.h) it is not said which."""


class RollKeptSemantics(SemanticsBase):
    """Semantic functions of "Roll N dice and choose / keep one result" (7.3.33.c)."""

    roll_said: bool

    def roll_dice_keep_one(self, items: list[Any]) -> Step:
        """ "Roll two dice and choose one result": N dice rolled, the roller keeping the
        result of one once all are seen (7.3.33.c) — one roll whose result is used after."""
        n = next((i for i in items if isinstance(i, int)), None)
        if n is None or n < 2:
            raise NotRead("dice", "'roll … dice' of fewer than two dice", "roll_dice_keep_one")
        self.roll_said = True
        return {"action": "roll_die", "outcomes": [], KEPT_OF: n}


def uses_result(step: Any) -> bool:
    """Whether a step says a plain "that many" as its own amount (or in what is done instead
    of it): the number the step before yields — here a roll's result."""
    if not isinstance(step, dict):
        return False
    if isinstance(step.get("amount"), ThatMany) and not step["amount"].counted:
        return True
    return any(
        isinstance(step.get(k), list) and bool(step[k]) and uses_result(step[k][0])
        for k in _ALTERNATIVES
    )


def leading_users(steps: list[Step]) -> int:
    """How many of ``steps``, from the first, use the roll's result: those saying "that
    many" one after the other, the roll just before them (7.3.33.b). A step between that says
    none, or a "that many" after a step whose number may differ from the result, ends them —
    "that many" after it counts that step (6.5.i), or is refused naming the two numbers."""
    k = 0
    while k < len(steps) and uses_result(steps[k]):
        if k and steps[k - 1].get("action") not in _SAME_NUMBER:
            raise NotRead(
                "that many",
                "'that many' after a step that used the die's result ("
                + str(steps[k - 1].get("action", "step")).replace("_", " ")
                + "): whether it is the result (7.3.33.b) or what that step did (6.5.i) is not"
                " said",
                "roll_results_as_numbers",
            )
        k += 1
    return k


def with_face(step: Step, n: int) -> Step:
    """``step`` with its plain "that many" made the result ``n`` (twice that many: 2n): an
    amount given, drawn, made or lost is that number; a number of objects chosen ("sacrifice
    that many Characters") is that many chosen, all of them if fewer (6.5.h). What is done
    instead of it takes the same number; its follow-ups (``then``) keep their own."""
    out = dict(step)
    amount = out.get("amount")
    if isinstance(amount, ThatMany) and not amount.counted:
        value = n * amount.each
        if out.pop("x_chooses", False):
            out.pop("amount")
            if value > 1:
                out["choose_count"] = value
        else:
            out["amount"] = value
    for k in _ALTERNATIVES:
        if isinstance(out.get(k), list) and out[k]:
            first, *rest = out[k]
            out[k] = [with_face(first, n) if uses_result(first) else first, *rest]
    return out


def _with_faces(steps: list[Step], n: int) -> list[Step]:
    """``steps`` of one result ``n``: the leading ones using it take the number."""
    k = leading_users(steps)
    return [with_face(s, n) for s in steps[:k]] + deepcopy(steps[k:])


def _one_roll(roll: Step, said: str) -> None:
    """Refuse a roll whose result is not one number the controller's steps can use."""
    if "_dice" in roll:
        raise NotRead(
            said,
            f"'{said}' after {roll['_dice']} dice rolled: which die's result, or their total,"
            " is not said (7.3.33.b)",
            "roll_results_as_numbers",
        )
    if "players_do" in roll or "subject" in roll:
        raise NotRead(
            said,
            f"'{said}' after a roll made by another player or around a target is not read yet",
            "roll_results_as_numbers",
        )


def _faces_of(outcomes: list[Step]) -> list[Step]:
    """Outcomes of ranges made one per face where the range's steps use the number."""
    out: list[Step] = []
    for o in outcomes:
        if not leading_users(o["effect"]):
            out.append(o)  # "On a 4+, draw a card": the range as it is
            continue
        for n in range(int(o["low"]), int(o["high"]) + 1):
            out.append({"low": n, "high": n, "effect": _with_faces(o["effect"], n)})
    return out


def results_as_numbers(steps: list[Step]) -> list[Step]:
    """ "Roll a die. [steps with 'that many']": the steps right after the roll that say
    "that many" — and those between them — done on every result, the number that result
    (7.3.33.b): one outcome per face. A roll whose outcomes ("If the result is 6, …" folded
    after such steps) say "that many" has each range made one per face. Other steps are
    left as they are."""
    out: list[Step] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        if step.get("action") != "roll_die":
            _not_past_other_steps(out, step)
            out.append(step)
            i += 1
            continue
        roll = dict(step)
        if any(leading_users(o["effect"]) for o in roll.get("outcomes") or ()):
            _one_roll(roll, "that many")
            roll["outcomes"] = _faces_of(roll["outcomes"])
        j = i + 1
        if not roll.get("outcomes") and j < len(steps) and uses_result(steps[j]):
            _one_roll(roll, "that many")
            k = leading_users(steps[j:])
            run, j = steps[j : j + k], j + k
            roll["outcomes"] = [{"low": n, "high": n, "effect": _with_faces(run, n)} for n in FACES]
        out.append(roll)
        i = j
    return out


def _not_past_other_steps(out: list[Step], step: Step) -> None:
    """Refuse "that many" said after a roll whose result nothing used, with other steps
    between ("Roll a die. Draw a card. I gain that many boosts."): it may be the die's result
    (7.3.33.b) or what the step between yielded (6.5.i) — which one is not said."""
    if not uses_result(step):
        return
    for k in range(len(out) - 1, -1, -1):
        if out[k].get("action") == "roll_die":
            if out[k].get("outcomes") or k == len(out) - 1:
                return
            between = ", ".join(
                str(s.get("action", "step")).replace("_", " ") for s in out[k + 1 :]
            )
            raise NotRead(
                "that many",
                "'that many' after a roll and another step (" + between + "): whether it is "
                "the die's result (7.3.33.b) or what that step yielded (6.5.i) is not said",
                "roll_results_as_numbers",
            )
