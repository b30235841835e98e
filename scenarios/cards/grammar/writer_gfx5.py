"""The writer's words for the grammar's "gfx5 (session 5)" section (issue 30): the readings
``semantics_gfx5.py`` gives, written back in the cards' own style, so the round trip of
``tests/cards_grammar/test_round_trip_gfx5.py`` covers them. ``None`` for a reading that is
not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}
_REGIONS = {"target_region": "target region", "my_region": "my region"}


def _amount(n: int, one: str, many: str) -> str:
    return f"a {one}" if n == 1 else f"{n} {many}"


def _counters(n: int, counter: str) -> str:
    """ "a boost", "2 boosts", "a Kelon counter", "2 Kelon counters" (2.5)."""
    if counter == "boost":
        return _amount(n, "boost", "boosts")
    return _amount(n, f"{counter} counter", f"{counter} counters")


def gfx5_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """The words of one of this section's steps, or ``None``."""
    action = step["action"]
    if step.get("cost_with") or (step.get("distribute") and "up_to" not in step):
        raise ValueError("this reading of the gfx5 section is not written yet")
    if action == "sabotage" and step.get("opponent_does"):
        return "Target opponent sabotages"  # 7.3.35.a, 1.4.7.b
    if action == "move_terrain_marker" and step.get("subject") == "target_terrain_marker":
        return f"Move target Terrain Marker to {_REGIONS[str(step['region'])]}"
    if action == "discard" and step.get("subject") == "top_cards_of_your_deck":
        n = int(step["amount"])
        top = "the top card" if n == 1 else f"the top {_NUMBERS.get(n, n)} cards"
        return f"Discard {top} of your deck"
    if step.get("distribute"):
        return _distributed(step, obj)
    if action == "exchange" and "with" in step:
        return _exchange(step, obj)
    if action == "remove_counters" and _moved(step) is not None:
        return _move(step, obj)
    return None


def _distributed(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Distribute N boosts / [name] counters among up to K target [objects]" (6.5.b)."""
    targets: Step = {k: step[k] for k in ("subject", "filter", "up_to") if k in step}
    if set(step) - {"action", "amount", "counter", "distribute", *targets}:
        return None
    if "up_to" not in targets:
        return None  # exactly N / any number of targets: not written yet
    what = _counters(int(step["amount"]), str(step.get("counter", "boost")))
    return f"Distribute {what} among {obj(targets)}"


def _moved(step: Step) -> Step | None:
    """The object a removal's outcomes give what was removed to, when they are the ranges
    of "Move N … from X to Y" (k removed: Y gains k), else ``None``."""
    outcomes = step.get("removed_outcomes") or []
    n = step.get("amount")
    if not isinstance(n, int) or len(outcomes) != n:
        return None
    gains = [o["effect"][0] for o in outcomes if len(o["effect"]) == 1]
    if len(gains) != n:
        return None
    first = {k: v for k, v in gains[0].items() if k not in ("action", "amount", "counter")}
    for k, (o, g) in enumerate(zip(outcomes, gains, strict=True), start=1):
        same = {k2: v for k2, v in g.items() if k2 not in ("action", "amount", "counter")}
        if (o["low"], o.get("high"), g.get("amount"), same) != (k, k, k, first):
            return None
    return first


def _move(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Move N boosts / [name] counters from [object] to [object / another]" (2.5.g)."""
    second = _moved(step)
    if second is None or set(step) - {
        "action",
        "amount",
        "counter",
        "subject",
        "filter",
        "removed_outcomes",
    }:
        return None
    first: Step = {k: step[k] for k in ("subject", "filter") if k in step}
    what = _counters(int(step["amount"]), str(step.get("counter", "boost")))
    flt = dict(second.get("filter") or {})
    if flt.pop("other_than_it", False):
        if {**second, "filter": flt or None} == {**first, "filter": first.get("filter")}:
            return f"Move {what} from {obj(first)} to another"
        return None
    return f"Move {what} from {obj(first)} to {obj(second)}"


def cost_parts_words(
    step: Step,
    clause: Callable[[Step], str],
    chain: Callable[[list[Step]], str],
    lower: Callable[[str], str],
) -> list[str] | None:
    """ "You may exhaust me and spend 2 of my boosts to [X]" (6.4.a): a cost of several parts
    before "to", or ``None``."""
    parts = step.get("cost_with")
    if not parts:
        return None
    if set(step) - {"action", "subject", "may", "then", "cost_with"} or not step.get("may"):
        return None
    first = {k: v for k, v in step.items() if k not in ("may", "then", "cost_with")}
    said = " and ".join(lower(clause(p)) for p in (first, *parts))
    return [f"You may {said} to {lower(chain(step['then']))}"]


def _exchange(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Exchange [object] with [object]" (7.3.12.a), or ``None`` (other words elsewhere)."""
    if set(step) - {"action", "subject", "filter", "with", "with_filter"}:
        return None
    first: Step = {k: step[k] for k in ("subject", "filter") if k in step}
    second: Step = {"subject": step["with"]}
    if "with_filter" in step:
        second["filter"] = step["with_filter"]
    try:
        return f"Exchange {obj(first)} with {obj(second)}"
    except ValueError:
        return None  # an object the main writer names otherwise ("target card from …")
