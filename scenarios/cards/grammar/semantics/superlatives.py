"""Superlatives in object descriptions (issue 30): "the Character with the lowest Hand Cost
in the Expedition facing me", "each Character with the highest {V}" — among the objects in
play the rest of the description names (3.1.4.a), those whose Hand Cost (2.2.7) or
statistic as it is now (2.2.11.c) is the lowest / highest; the engine's ``extreme`` filter
(engine/reading/filters.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead


class SuperlativeSemantics:
    """The semantic functions of the superlative qualifiers (one mixin)."""

    def lowest_hand_cost(self, _: list[Any]) -> tuple[str, Any]:
        return ("extreme", ("lowest", "hand_cost"))

    def highest_hand_cost(self, _: list[Any]) -> tuple[str, Any]:
        return ("extreme", ("highest", "hand_cost"))

    def lowest_statistic(self, items: list[Any]) -> tuple[str, Any]:
        return ("extreme", ("lowest", _terrain(items)))

    def highest_statistic(self, items: list[Any]) -> tuple[str, Any]:
        return ("extreme", ("highest", _terrain(items)))

    def most_boosts(self, _: list[Any]) -> tuple[str, Any]:
        """ "with the most boosts": as many boost counters (2.5.1.a) as any other."""
        return ("extreme", ("highest", "boosts"))

    def fewest_boosts(self, _: list[Any]) -> tuple[str, Any]:
        return ("extreme", ("lowest", "boosts"))


def _terrain(items: list[Any]) -> str:
    """The statistic a terrain icon names (2.2.11.b)."""
    icon = next(t for t in items if isinstance(t, Token) and t.type == "TERRAIN")
    return lx.TERRAINS[str(icon).lower()]


def superlatives_in_play_only(found: dict[str, Any]) -> None:
    """A superlative compares the objects in play as they are now (3.1.4.a): a trigger's
    object (one that has left play or is only arriving, 6.3.b) and a group whose statistics
    passives themselves give (2.3.1.a, 2.2.11.c) are not compared that way — refused."""
    trigger = (found.get("reaction") or {}).get("filter") or {}
    if trigger.get("extreme"):
        said = f"with the {trigger['extreme']} {_SAID.get(str(trigger['extreme_of']), 'Hand Cost')}"
        if trigger["extreme_of"] == "boosts":
            said = f"with the {'most' if trigger['extreme'] == 'highest' else 'fewest'} boosts"
        raise NotRead(said, f"'{said}' in a trigger's object {_TRIGGER}", "lowest_hand_cost")
    grant = (found.get("passive") or {}).get("grant") or {}
    to = str(grant.get("to", ""))
    if ("the lowest" in to or "the highest" in to) and "hand cost" not in to:
        said = "with the " + to.split(" the ", 1)[1]
        raise NotRead(said, f"'{said}' in a group {_PASSIVE}", "lowest_statistic")


_TRIGGER = "is not read: it compares the objects in play now, and this one left or is arriving"
_PASSIVE = "given an ability is not read: passives give the statistics it compares (2.2.11.c)"
_SAID = {"forest": "{V}", "mountain": "{M}", "water": "{O}", "boosts": "boosts"}


_YOURS = frozenset(
    {
        "a_character_you_control",
        "a_character_or_permanent_you_control",
        "a_permanent_you_control",
        "characters_you_control",
    }
)
"""Subjects naming the step controller's own objects in play."""


def compared_among_own(step: dict[str, Any]) -> dict[str, Any]:
    """ "Sacrifice a Character with the fewest boosts", "Each opponent sacrifices a
    Character they control with the most boosts": the comparison is among the objects the
    subject names — that player's own (6.1.h, 1.4.7.b) — so the engine's ``extreme`` filter
    (which compares the objects in play its filter lets through) gets "you control" too;
    without it a Character of another player's could hold "the most" and leave none to
    choose. Applied to ``then`` steps as well."""
    flt = step.get("filter") or {}
    if flt.get("extreme") and str(step.get("subject", "")) in _YOURS and "controller" not in flt:
        step = {**step, "filter": {**flt, "controller": "you"}}
    if step.get("then"):
        step = {**step, "then": [compared_among_own(t) for t in step["then"]]}
    return step
