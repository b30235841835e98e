"""The writer's words for the steps that compose (issue 30, semantics/composed_steps.py): one
verb with several things gained or lost, said in one sentence as the cards print it —
"Target Character gains Anchored and 1 boost", "I lose Anchored and Asleep", "Tokens you
control gain 1 boost and Anchored" (6.1.c: a step per thing, on the same object)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_GAINS = frozenset({"gain_status", "give_boost", "gain_counters"})
_PLAIN = frozenset({"action", "subject", "filter", "status", "amount", "counter"})


def _thing(step: Step) -> str:
    """What a change gives or takes: a status, "N boost(s)", "N [Name] counter(s)"."""
    if "status" in step:
        return str(step["status"])
    n = int(step["amount"])
    if step["action"] == "gain_counters":
        return f"{n} {step['counter']} counter{'s' if n != 1 else ''}"
    return f"{n} boost{'s' if n != 1 else ''}"


def _family(step: Step) -> str:
    return "gain" if step.get("action") in _GAINS else str(step.get("action"))


def _listed(first: str, things: list[str]) -> str:
    """ "[first clause], [thing], … and [last thing]": the things after the first clause."""
    middle = "".join(f", {t}" for t in things[:-1])
    return f"{first}{middle} and {things[-1]}"


def target_things_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[target] gains X and Y [and Z]": a change of a target whose follow-ups are changes
    of the same verb on "it" (``it_follows``, 6.5.b); ``None`` for any other step."""
    then = step.get("then") or []
    status_first = step.get("action") in ("gain_status", "lose_status")
    if bool(step.get("it_follows")) != status_first or not then:
        return None  # the reader's "it_follows": on a status change only (it may do nothing)
    if step["action"] not in _GAINS | {"lose_status"}:
        return None
    if any(
        t.get("subject") != "it" or set(t) - _PLAIN or _family(t) != _family(step) for t in then
    ):
        return None
    first = {k: v for k, v in step.items() if k not in ("then", "it_follows")}
    return _listed(clause(first), [_thing(t) for t in then])


def joined_runs(effect: list[Step], clause: Callable[[Step], str]) -> list[Step | str]:
    """The effect with each run of plain changes of one verb on the same "I", "it" or group
    said as one sentence ("I gain 1 boost and Anchored"); the other steps as they are."""
    out: list[Step | str] = []
    run: list[Step] = []

    def close() -> None:
        if len(run) > 1:
            out.append(_listed(clause(run[0]), [_thing(s) for s in run[1:]]))
        else:
            out.extend(run)
        run.clear()

    for step in effect:
        plain = not set(step) - _PLAIN and step.get("action") in _GAINS | {"lose_status"}
        same = bool(run) and all(step.get(k) == run[0].get(k) for k in ("subject", "filter"))
        if plain and same and _family(step) == _family(run[0]):
            run.append(step)
            continue
        close()
        if plain:
            run.append(step)
        else:
            out.append(step)
    close()
    return out
