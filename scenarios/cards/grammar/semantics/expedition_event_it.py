""" "It" the Expedition a trigger's event is: "When my Expedition fails to move forward —
Create a [token] in it", "When your Hero Expedition Ascends — Create … in it".

The event of these triggers is one named Expedition's (4.2.4.i, 7.5.2, 7.3.3.a, 7.5.9.a), so
"it" in the effect names that Expedition (6.3.i) — the same one whichever way the effect is
read (whole, or a Unique's output read apart from its trigger). A token created "in it" is
created in that Expedition (7.3.5). Triggers naming one of several Expeditions ("When one of
your Expeditions moves forward") leave "it" unresolved: which one moved is not a place the
reading can name, and the ability stays by hand (precision first).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.semantics.base import Step

EXPEDITION_OF_TRIGGER: dict[str, str] = {
    "my_expedition_moves_forward": "my_expedition",
    "my_expedition_moves_backward": "my_expedition",
    "my_expedition_fails_to_move_forward": "my_expedition",
    "my_expedition_ascends": "my_expedition",
    "my_expedition_becomes_in_contact": "my_expedition",
    "your_hero_expedition_fails_to_move_forward": "your_hero_expedition",
    "your_companion_expedition_fails_to_move_forward": "your_companion_expedition",
    "your_hero_expedition_moves_forward": "your_hero_expedition",  # gram81
    "your_hero_expedition_moves_backward": "your_hero_expedition",
    "your_companion_expedition_moves_forward": "your_companion_expedition",
    "your_companion_expedition_moves_backward": "your_companion_expedition",
}
"""Triggers whose event is one named Expedition's, and the place that Expedition is."""

_NESTED = ("then", "otherwise", "if_cant", "if_not_done", "also")


def expedition_it_placed(effect: list[Step], trigger: str | None) -> list[Step]:
    """``effect`` with each token created "in it" placed in the Expedition ``trigger``
    names (7.3.5, 6.3.i), and "it" that Expedition in the conditions of the steps the
    trigger starts ("If it's in {V}", "If it's behind": said of the Expedition by its name,
    the words the condition evaluator reads, 6.5.d); unchanged when the trigger names no
    one Expedition."""
    place = EXPEDITION_OF_TRIGGER.get(trigger or "")
    if place is None:
        return effect
    return [_said_of(_placed(step, place), place) for step in effect]


def _placed(step: Step, place: str) -> Step:
    out: dict[str, Any] = dict(step)
    if out.get("action") == "create" and out.get("subject") == "it":
        out["subject"] = place
    for key in _NESTED:
        if isinstance(out.get(key), list):
            out[key] = [_placed(s, place) for s in out[key]]
    return out


_IT_IS = re.compile(r"^(?P<unless>unless )?it(?:'s| is) (?P<rest>.+)$")
"""A condition on what "it" is ("it's in {v}", "unless it's behind")."""


def _said_of(step: Step, place: str) -> Step:
    """``step`` with its condition on "it" said of the Expedition ``place`` names — only the
    steps the trigger starts and those they govern (``also``, ``otherwise``): "it" in a
    step's follow-up names what that step acted on (6.5.b)."""
    out = dict(step)
    m = _IT_IS.match(str(out.get("if", "")))
    if m is not None:
        name = place.replace("_", " ")
        out["if"] = f"{m['unless'] or ''}{name} is {m['rest']}"
    for key in ("also", "otherwise"):
        if isinstance(out.get(key), list):
            out[key] = [_said_of(s, place) for s in out[key]]
    return out
