""" "Can't" effects that last longer than their resolution, read as clauses: "Expeditions
can't move forward this Day" creates an Emblem-Ongoing (2.2.2.m) whose passive ability says
so until the end of its duration (2.2.15.a, 2.2.15.c); "Target Expedition can't move forward
this Day" binds it to the Expedition the step targets (6.5.b). Registered with
:func:`scenarios.cards.printed.clauses.clause` when this module is imported (by
:mod:`scenarios.cards.printed.statics`)."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause

_DURATIONS = {"turn": "this turn", "afternoon": "this Afternoon", "day": "this Day"}


@clause(
    r"(?P<target>target expedition|expeditions) can't move forward this (?P<dur>turn|afternoon|day)"
)
def _expeditions_cant_move(m: re.Match[str], c: str) -> Step:
    # "Target Expedition can't ...": the Expedition targeted (6.5.b), the only one it binds.
    step: Step = {
        "action": "ongoing",
        "ongoing": {"duration": _DURATIONS[m["dur"]], "cant": "Expeditions can't move forward"},
    }
    return {**step, "subject": "target_expedition"} if m["target"] != "expeditions" else step
