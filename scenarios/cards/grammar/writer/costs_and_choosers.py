"""The writer's words for the grammar's "costs and choosers" section (issue 30): the readings
``semantics/costs_and_choosers.py`` gives, written back in the cards' own style, so the round trip
of
``tests/cards_grammar/test_round_trip_costs_and_choosers.py`` covers them. ``None`` for a reading
that is
not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable, _description

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


def costs_and_choosers_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """The words of one of this section's steps, or ``None``."""
    action = step["action"]
    if step.get("cost_with"):
        raise ValueError("this reading of the costs-and-choosers section is not written yet")
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
    many = {k: step[k] for k in ("targets", "any_number") if k in step}
    if set(step) - {"action", "amount", "counter", "distribute", *targets, *many}:
        return None
    what = _counters(int(step["amount"]), str(step.get("counter", "boost")))
    if "up_to" in targets:
        return f"Distribute {what} among {obj(targets)}"
    # "two target Characters" / "any number of target Characters": the plural words of
    # "up to two target Characters" after "up to two" (6.5.b)
    plural = obj({**targets, "up_to": 2}).removeprefix("up to two ")
    if many.get("any_number") and "targets" not in many:
        return f"Distribute {what} among any number of {plural}"
    n = many.get("targets")
    if isinstance(n, int) and n > 1 and not many.get("any_number"):
        return f"Distribute {what} among {_NUMBERS.get(n, str(n))} {plural}"
    raise ValueError("this distribution is not written yet")


def _moved(step: Step) -> Step | None:
    """The object a removal's outcomes give what was removed to, when they are the ranges
    of "Move N … from X to Y" (k removed: Y gains k), else ``None``."""
    outcomes = step.get("removed_outcomes") or []
    n = step.get("amount")
    if n == "X" and step.get("amounts") == list(range(len(outcomes) + 1)):
        n = len(outcomes)  # ia39: "Move up to N …", 0 to N chosen (6.1.g)
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
        "amounts",
        "counter",
        "subject",
        "filter",
        "removed_outcomes",
    }:
        return None
    first: Step = {k: step[k] for k in ("subject", "filter") if k in step}
    up_to = step.get("amount") == "X"  # ia39: "Move up to N …" (6.1.g)
    n = len(step["removed_outcomes"])
    what = _counters(n, str(step.get("counter", "boost")))
    if up_to:
        what = "up to " + what.replace("a ", "one ", 1) if n == 1 else f"up to {what}"
    flt = dict(second.get("filter") or {})
    if flt.pop("other_than_it", False):
        if {**second, "filter": flt or None} == {**first, "filter": first.get("filter")}:
            return f"Move {what} from {obj(first)} to another"
        both = str(first.get("subject", "")).startswith("target_") and str(
            second.get("subject", "")
        ).startswith("target_")
        if first.get("subject") == "self" and str(second.get("subject", "")).startswith(
            "target_"
        ):  # ia39: "from me to another target Character" — other than me (7.2.1.a)
            return f"Move {what} from me to another {obj({**second, 'filter': flt or None})}"
        if not both:
            return None
        # ia39: two targets of one step are two objects (6.5.b): "to target …" says it
        return f"Move {what} from {obj(first)} to {obj({**second, 'filter': flt or None})}"
    if str(first.get("subject", "")).startswith("target_") and str(
        second.get("subject", "")
    ).startswith("target_"):
        # ia39: "from target X to target Y" reads as two objects (6.5.b); a reading that lets
        # the second be the first has no words
        raise Unwritable("a move whose second target may be its first (6.5.b)")
    return f"Move {what} from {obj(first)} to {obj(second)}"


def cost_parts_words(
    step: Step,
    clause: Callable[[Step], str],
    chain: Callable[[list[Step]], str],
    lower: Callable[[str], str],
) -> list[str] | None:
    """ "You may exhaust me and spend 2 of my boosts to [X]" (6.4.a): a cost of several parts
    before "to" — or, printed so (``said_if_you_do``), "You may exhaust me and spend 2 of my
    boosts. If you do, [X]" (6.5.f) — or ``None``."""
    parts = step.get("cost_with")
    if not parts:
        return None
    keys = {"action", "subject", "may", "then", "cost_with", "said_if_you_do"}
    if set(step) - keys or not (step.get("may") or step.get("said_if_you_do")):
        return None
    first = {k: v for k, v in step.items() if k not in keys - {"action", "subject"}}
    said = " and ".join(lower(clause(p)) for p in (first, *parts))
    if step.get("said_if_you_do"):
        # "[You may] exhaust me and spend 2 of my boosts. If you do, [Z]" (6.5.h, 6.5.f)
        opening = f"You may {said}" if step.get("may") else said[:1].upper() + said[1:]
        return [opening, f"If you do, {lower(chain(step['then']))}"]
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
        return f"Exchange {obj(first)} with {_filtered(second) or obj(second)}"
    except ValueError:
        return None  # an object the main writer names otherwise ("target card from …")


_ZONES = {"a_card_from_your_reserve": "in your Reserve", "a_card_from_your_hand": "from your hand"}


def _filtered(second: Step) -> str | None:
    """ "a Character in your Reserve", "a Permanent from your hand": the other object of an
    exchange narrowed by its own words (``with_filter``), or ``None``."""
    flt = dict(second.get("filter") or {})
    types = flt.pop("types", None)
    where = _ZONES.get(str(second["subject"]))
    if where is None or not types or len(types) != 1:
        return None
    desc = _description(flt, str(getattr(types[0], "value", types[0])), plural=False)
    return f"{'an' if desc[:1].lower() in 'aeiou' else 'a'} {desc} {where}"


def this_way_words(step: Step, sentence: Callable[[Step], str]) -> list[str] | None:
    """ "Resupply. If you put a Character in Reserve this way, [X]" (6.5.f): the step after
    the Resupply, done only if the card it put in Reserve ("it") is of the kind said."""
    follow = step.get("then") or []
    if step.get("action") != "resupply" or set(step) != {"action", "then"} or len(follow) != 1:
        return None
    kind = str(follow[0].get("if", ""))
    if not kind.startswith("it's a"):
        return None
    article, *words = kind.removeprefix("it's ").split()
    said = " ".join([article, *(w.capitalize() for w in words)])
    rest = sentence({k: v for k, v in follow[0].items() if k != "if"})
    return ["Resupply", f"If you put {said} in Reserve this way, {rest[:1].lower()}{rest[1:]}"]


def removed_words(
    step: Step, obj: Callable[[Step], str], sentences: Callable[[list[Step]], str]
) -> list[str] | None:
    """ "Remove all boosts from [object]. Then, depending on the number of boosts removed
    this way: • 1-2: [X] • 3+: [Y]" (2.5.g, 6.5.d): each range's sentences, or ``None``."""
    outcomes = step.get("removed_outcomes")
    if not outcomes or _moved(step) is not None or not step.get("all_counters"):
        return None
    if set(step) - {"action", "counter", "all_counters", "subject", "filter", "removed_outcomes"}:
        return None
    counter = str(step["counter"])
    counted = "boosts" if counter == "boost" else f"{counter} counters"
    removal: Step = {k: step[k] for k in ("subject", "filter") if k in step}
    ranges = []
    for o in outcomes:
        high = o.get("high")
        said = (
            f"{o['low']}+"
            if high is None
            else str(o["low"])
            if high == o["low"]
            else f"{o['low']}-{high}"
        )
        ranges.append(f"\u2022 {said}: {sentences(o['effect'])}")
    head = f"Then, depending on the number of {counted} removed this way"
    return [f"Remove all {counted} from {obj(removal)}", f"{head}: {' '.join(ranges)}".rstrip(".")]
