"""The writer's words for g1's delayed steps (``semantics/next_moments.py``,
``semantics/phase_slots.py``): "At the next Noon, draw a card", "At the end of your next turn,
ready it" — an Emblem-Ongoing's Reaction at that moment (2.2.2.m, 4.2.b, 4.2.3.e), written
in the cards' own style so the round trip of ``tests/cards_grammar/test_round_trip_next_moments.py``
covers them. ``None`` for another reading; a delayed step the reader would word otherwise
(several steps, a condition, printed words other than these) is :class:`Unwritable`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable

Step = dict[str, Any]

_MOMENTS = {
    "end of the turn": "At the end of the turn",
    "end of the Afternoon": "At the end of the Afternoon",
    "end of your next turn": "At the end of your next turn",
    # gr: a new turn's start (4.2.3.e)
    "start of your next turn": "At the start of your next turn",
    "start of your opponent's next turn": "At the start of your opponent's next turn",
}


def delayed_step_words(
    step: Step, clause: Callable[[Step], str], lower: Callable[[str], str]
) -> str | None:
    """ "At the next [phase] / At the end of your next turn, [step]"."""
    ongoing = step.get("ongoing")
    if step.get("action") != "ongoing" or not isinstance(ongoing, dict):
        return None
    if "delayed" not in ongoing:
        return None
    at = str(ongoing["at"])
    delayed = ongoing["delayed"]
    if len(delayed) == 1 and set(delayed[0]) & {"if", "then", "otherwise"} == {"if"}:
        return _conditioned(at, delayed[0], clause, lower)
    if len(delayed) != 1 or {"if", "then", "otherwise"} & set(delayed[0]):
        raise Unwritable("a delayed step of several steps or with a condition")
    only = delayed[0]
    if step.get("subject") == "self" and only.get("subject") == "it":
        # "At the end of the turn, send me to Reserve": the Emblem's "it" is its creator, said
        # "I" (7.2.1.d; grammar/semantics/delayed_me.py)
        only = {**only, "subject": "self"}
    # gr: "At the next Dusk, you may draw a card": the step asked as it would happen (6.5.c)
    may = "you may " if only.get("may") is True else ""
    body = lower(clause({k: v for k, v in only.items() if k != "may"} if may else only))
    words = f"{_MOMENTS.get(at, f'At the next {at}')}, {may}{body}"
    # gd: "At the end of this turn / this Afternoon" names the same moment (4.2.3.e)
    this = words.replace("At the end of the ", "At the end of this ", 1)
    if at in ("end of the turn", "end of the Afternoon") and step.get("text") == this:
        return this
    # gr: "At the start of the next Day" is the next Morning's beginning (4.2.a, 4.2.b)
    day = words.replace("At the next Morning,", "At the start of the next Day,", 1)
    if at == "Morning" and step.get("text") == day:
        return day
    if step.get("text") != words:
        raise Unwritable("a delayed step printed in other words")
    return words


_STILL = "it's in "
"""The conditions a delayed step is written with: "it's in play", "it's in your Reserve",
"it's in a hand" (6.5.d), in the cards' words "if it's still in …" ("still": the object "it"
names has not moved since, 1.4.4.a)."""


def _conditioned(
    at: str, only: Step, clause: Callable[[Step], str], lower: Callable[[str], str]
) -> str:
    """ "At [moment], if it's still in play, [step]" (2.2.2.m, 6.5.d): the moment in the
    cards' words — the end of the turn or of the Afternoon (4.2.3.e), the start of the next
    Day for its Morning (4.2.a), the next [phase] otherwise (4.2.b) — whatever the printed
    words were ("At end of turn", "At Noon": one moment, one reading)."""
    said = str(only["if"])
    if only.get("may") or not (said.startswith(_STILL) or said == "I'm still in play"):
        raise Unwritable("a delayed step with this condition")
    condition = (
        "if I'm still in play"
        if said == "I'm still in play"
        else f"if it's still in {said[len(_STILL) :]}"
    )
    moment = _MOMENTS.get(at, f"At the next {at}")
    if at == "Morning":
        moment = "At the start of the next Day"
    body = lower(clause({k: v for k, v in only.items() if k != "if"}))
    return f"{moment}, {condition}, {body}"


def delayed_steps_after(step: Step, popped: Any) -> list[Step]:
    """The delayed steps ending ``step``'s "then" (not already taken as "If you do, …"):
    taken out of ``step`` (changed in place) to be written as sentences of their own."""
    follow = step.get("then")
    if popped is not None or not isinstance(follow, list):
        return []
    n = 0
    while n < len(follow) and _is_delayed(follow[len(follow) - 1 - n]):
        n += 1
    if n == 0:
        return []
    kept, taken = follow[: len(follow) - n], follow[len(follow) - n :]
    if kept:
        step["then"] = kept
    else:
        del step["then"]
    return list(taken)


def _is_delayed(step: Any) -> bool:
    ongoing = step.get("ongoing") if isinstance(step, dict) else None
    return isinstance(ongoing, dict) and "delayed" in ongoing
