"""gf: a step done once for each object it names, written back in card style (6.5.i):
"For each Permanent you control, create a [token] in its Expedition" (``for_each`` a group),
"[X]. For each Character sent this way, its controller draws a card" (``for_each: it``, the
follow-up of the step that acted on them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.acted_costs import PARTICIPLES
from scenarios.cards.grammar.writer.objects import Unwritable, _description, _object

Step = dict[str, Any]


def once_each_sentences(
    step: Step, sentence: Callable[[Step], str], lower: Callable[[str], str]
) -> list[str] | None:
    """The sentences of ``step`` when it (or its one follow-up) is done for each object;
    ``None`` otherwise."""
    group = step.get("for_each")
    if group is not None and set(step) & _MORE:
        raise Unwritable("a condition on a step done for each object")
    cost = _COSTS.get(str(step.get("per")))
    if group is not None and group != "it" and cost and step.get("subject") == "it":
        # "Each Character you control gains boosts equal to its Hand Cost" (2.2.7, 6.5.i)
        if step.get("action") != "give_boost" or set(step) - _COST_KEYS:
            raise Unwritable("'equal to its … Cost' on this step for each object")
        each = _group(group, step.get("for_each_filter"))
        return [f"Each {each} gains boosts equal to its {cost}"]
    if group is not None and group != "it":
        own = {k: v for k, v in step.items() if k not in ("for_each", "for_each_filter")}
        return [f"For each {_group(group, step.get('for_each_filter'))}, {lower(sentence(own))}"]
    follow = step.get("then") or []
    if len(follow) != 1 or follow[0].get("for_each") != "it":
        return None
    verb = PARTICIPLES.get(str(step.get("action")))
    subject = str(step.get("subject", ""))
    types = (step.get("filter") or {}).get("types") or (
        ["Character"] if "character" in subject else []
    )
    if verb is None or len(types) != 1 or set(step) & {"may", "if", "otherwise"}:
        raise Unwritable("'for each … this way' after this step")
    first = sentence({k: v for k, v in step.items() if k != "then"})
    own = {k: v for k, v in follow[0].items() if k != "for_each"}
    return [first, f"For each {types[0]} {verb} this way, {lower(sentence(own))}"]


_MORE = frozenset({"if", "otherwise", "also", "if_cant", "if_not_done"})
"""What the writer does not say around "For each …, [step]" (the reader reads no "If [c], for
each …"): refused rather than left out."""
_COSTS = {"its hand cost": "Hand Cost", "its reserve cost": "Reserve Cost"}
_COST_KEYS = frozenset({"action", "amount", "subject", "per", "for_each", "for_each_filter"})


def _group(subject: str, flt: dict[str, Any] | None) -> str:
    """ "Permanent you control", "Character you control": the group's one object."""
    if subject == "characters_you_control":
        own = dict(flt or {})
        other = "other " if own.pop("another", False) else ""
        return other + _description({**own, "controller": "you"}, "Character", False)
    said = _object({"subject": subject, "filter": flt or {}})
    if not said.startswith("each "):
        raise Unwritable("'for each' over this group")
    return said.removeprefix("each ")
