"""Semantics of the grammar's "CR example texts (session 3)" section (issue 31): phrase
classes the CR 5.0 Examples print, each read as a class, not as the one sentence.

* Triggers that don't activate (7.3.1.e): "The {J}, {H} and {R} triggers of Characters
  facing me don't activate" — any list of trigger icons, kept as the card language's
  ``cant:`` text in its one written form (the engine reads the icons from it,
  :func:`scenarios.cards.ongoing.restriction`).
* A plural group's verb in the singular ("All other characters loses their abilities",
  the CR's slip in 2.3.2.d) is the same static ability (2.3.2.d).
* "also receive it" (7.3.29.b): the controller receives the Gift the trigger speaks of.
* A die's results after a colon, separated by slashes ("Then roll a die: On a 4+, [X] / On
  a 1-3, [Y]", 7.4.5.e's Example), and "we both gain [N] boosts" (I and "it", 7.3.33.b).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.tree import Description, Sentence

Passive = dict[str, Any]

_ICON_ORDER = ("J", "H", "R")
"""The trigger icons in the order the card language writes them (7.1.1.a-c)."""


def trigger_ban_text(icons: list[str]) -> str:
    """The card language's ``cant:`` text for triggers of Characters facing me that don't
    activate: the icons in their written order, "{J}, {H} and {R}"."""
    ordered = [f"{{{i}}}" for i in _ICON_ORDER if i in icons]
    said = ordered[0] if len(ordered) == 1 else ", ".join(ordered[:-1]) + " and " + ordered[-1]
    return f"The {said} triggers of Characters facing me don't activate"


class CrExampleSemantics(SemanticsBase):
    """The CR example texts' rules (method name = rule or alias name)."""

    def trigger_icons(self, items: list[Token]) -> list[str]:
        return [str(t).strip("{}").upper() for t in items if isinstance(t, Token)]

    def triggers_dont_activate(self, items: list[Any]) -> Passive:
        """ "The [icons] triggers / abilities of Characters facing me don't / can't
        activate" (7.3.1.e): Reactions with those triggers of Characters in the Expedition
        facing the bearer do not activate, naturally or by another effect."""
        icons, group = items[0], items[1]
        facing = isinstance(group, Description) and group.words == "characters facing me"
        if not isinstance(group, Description) or (group.words != "characters" and not facing):
            words = group.words if isinstance(group, Description) else str(group)
            raise NotRead(words, "only Characters facing me are read", "triggers_dont_activate")
        if any(i not in _ICON_ORDER for i in icons):
            raise NotRead(" ".join(icons), "only trigger icons are read", "trigger_icons")
        return {"cant": trigger_ban_text(icons)}

    @v_args(meta=True)
    def cr_lose_abilities(self, meta: Meta, _: list[Any]) -> Passive:
        """ "All other characters loses their abilities": "lose" (2.3.2.d), the group as
        printed."""
        printed = self._printed(meta).rstrip(".").split()
        return {"lose_abilities": " ".join(printed[: printed.index("loses")])}

    def also_receive_gift(self, _: list[Any]) -> Step:
        """ "[You may exhaust me to] also receive it" (7.3.29.b): the controller receives
        the Gift the trigger made (7.3.29.a)."""
        return {"action": "receive_gift", "subject": "controller"}

    def die_slash(self, items: list[Any]) -> Step:
        (low, high), steps = items
        return {"low": low, "high": high, "effect": steps}

    def roll_die_results(self, items: list[Any]) -> Sentence:
        """ "[Then] roll a die: On a 4+, [X] / On a 1-3, [Y]" (7.3.33.b). When a result
        acts on "it", the roll is made around what a step before chose ("Target [object].
        Then roll a die: …"): the target is chosen before the roll (6.5.b), so the roll is
        a step on "it", which the target step then names (``merge_targets``)."""
        outcomes = [i for i in items if isinstance(i, dict)]
        step: Step = {"action": "roll_die", "outcomes": outcomes}
        if any(names_it(s) for o in outcomes for s in o["effect"]):
            step["subject"] = "it"
        return Sentence([step])

    def we_both_gain_boosts(self, items: list[Any]) -> list[Step]:
        """ "we both gain [N] boost(s)": I gain them and so does "it" (7.3.33.b)."""
        amount = next(i for i in items if isinstance(i, int))
        return [
            {"action": "give_boost", "subject": "self", "amount": amount},
            {"action": "give_boost", "subject": "it", "amount": amount},
        ]

    def pass_step(self, _: list[Any]) -> Step:
        """ "Pass." as an effect: its controller passes (4.2.3.d)."""
        return {"action": "pass"}

    @v_args(meta=True)
    def expeditions_cant_move_forward(self, meta: Meta, _: list[Any]) -> Passive:
        """ "Expeditions can't move forward" (1.4.1.a): a "can't" passive, its words in
        lower case as the printed reader keeps "can't" texts."""
        return {"cant": self._span(meta).rstrip(".")}

    def expeditions_said(self, _: list[Any]) -> None:
        return None

    def place_terrain_marker(self, items: list[Any]) -> Step:
        """ "Place a [terrain] Terrain Marker on target region" (7.3.23.a, 3.2.1.d)."""
        return {"action": "place_terrain_marker", "subject": "target_region", "terrains": items[0]}

    def would_draw_whole_step(self, _: list[Any]) -> dict[str, Any]:
        """ "If you would draw one or more cards, …": the whole drawing step (6.2.j)."""
        return {"kind": "you", "action": "draw", "whole_step": True}

    def would_be_put_in_expedition(self, _: list[Any]) -> dict[str, Any]:
        """ "would be put in an Expedition" (6.2.c): the object is put there (7.3.27)."""
        return {"kind": "i", "action": "put"}

    def yours_would_also_boosts(self, items: list[Any]) -> dict[str, Any]:
        """ "If a Character you control would [event], it also gains N boosts" (6.2.c)."""
        from scenarios.cards.grammar.semantics.replace import _watched

        watcher = items[0]
        action, amount = _yours_event(items)
        also = _watched(watcher, {"kind": "i", "action": action})  # any watcher's (gram78)
        if "watched" not in also:
            raise NotRead("it", "'it' here is not the object that would be acted on", "passive")
        return {"passive": {"also": {**also, "add": "give_boost", "amount": amount}}}


def _yours_event(items: list[Any]) -> tuple[str, int]:
    """The action a Character one controls would undergo, and the boosts it gains."""
    event = next(i for i in items if isinstance(i, dict))
    amount = next(i for i in items if isinstance(i, int) and not isinstance(i, bool))
    if event.get("kind") != "i" or set(event) - {"kind", "action"}:
        raise NotRead("would", "this event of a Character you control is not read yet", "passive")
    return str(event["action"]), amount
