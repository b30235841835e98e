"""A group of objects a passive ability gives abilities to, read by the card grammar's
object language (issue 30): "Characters with Hand Cost {3} or less you control have
Defender", "Your Tough Characters have …", "Characters in {V} you control are …" — every
description the grammar reads (2.3.1.a-b), when the older group words
(:func:`scenarios.cards.compile_passives.group_filter`) have no reading."""

from __future__ import annotations

from dataclasses import replace

from pydantic import ValidationError

from engine.state.cards import ObjectFilter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability


def grammar_group(words: str) -> ObjectFilter | None:
    """The objects in play ``words`` describe (a group: "[other] [Boosted] Characters you
    control with …"), as the grammar reads "each / all [words]" (3.1.4.a); ``None`` when it
    does not read them as such a group."""
    from scenarios.cards.compile_steps import _object_filter
    from scenarios.cards.models_steps import FilterModel

    said = words if words.split()[:1] == ["each"] else f"all {words}"  # "each [one]"
    try:
        effect = read_ability(f"{{J}} Exhaust {said}.")["reaction"]["effect"]
    except (NotRead, KeyError, TypeError):
        return None
    if len(effect) != 1 or set(effect[0]) - {"action", "subject", "filter"}:
        return None
    step = effect[0]
    flt = dict(step.get("filter") or {})
    if step["subject"] == "characters_you_control":  # the controller's Characters (1.2.2)
        flt.setdefault("types", ["Character"])
        if not flt.get("in_my_expedition"):
            flt["controller"] = "you"
    elif step["subject"] != "objects_in_play":
        return None
    try:
        model = FilterModel(**flt)
    except ValidationError:
        return None
    return replace(_object_filter(model), text=words)
