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
        raise NotRead(said, f"'{said}' in a trigger's object {_TRIGGER}", "lowest_hand_cost")
    grant = (found.get("passive") or {}).get("grant") or {}
    to = str(grant.get("to", ""))
    if ("the lowest" in to or "the highest" in to) and "hand cost" not in to:
        said = "with the " + to.split(" the ", 1)[1]
        raise NotRead(said, f"'{said}' in a group {_PASSIVE}", "lowest_statistic")


_TRIGGER = "is not read: it compares the objects in play now, and this one left or is arriving"
_PASSIVE = "given an ability is not read: passives give the statistics it compares (2.2.11.c)"
_SAID = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
