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


def _group(subject: str, flt: dict[str, Any] | None) -> str:
    """ "Permanent you control", "Character you control": the group's one object."""
    if subject == "characters_you_control":
        return _description({**(flt or {}), "controller": "you"}, "Character", False)
    said = _object({"subject": subject, "filter": flt or {}})
    if not said.startswith("each "):
        raise Unwritable("'for each' over this group")
    return said.removeprefix("each ")
