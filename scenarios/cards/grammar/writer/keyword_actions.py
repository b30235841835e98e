"""The writer's words for the grammar's "keyword actions" section (issue 30): the readings
``semantics/keyword_actions.py`` gives, written back in the cards' own style, so the round trip of
``tests/cards_grammar/test_round_trip_keyword_actions.py`` covers them. Each function gives ``None``
for a reading that is not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_EXPEDITIONS = {
    "your_other_expedition": ("Your other Expedition", False),
    "its_expedition": ("Its Expedition", False),
    "your_hero_expedition": ("Your Hero Expedition", False),
    "each_my_expedition": ("Both of your Expeditions", True),
}
"""The Expedition phrases of an Expedition action (7.5), and whether the verb is plural."""

_ASCENDING = {**_EXPEDITIONS, "the_expedition_facing_me": ("The Expedition facing me", False)}

_ZONES = {"hand": "hand", "reserve": "Reserve", "mana": "Mana zone"}
_NUMBERS = {2: "two", 3: "three"}


def expedition_words(step: Step) -> str | None:
    """ "Your other Expedition moves forward one region", "Both of your Expeditions ascend"
    (7.3.3, 7.3.24, 7.3.25), or ``None``."""
    action, subject = step["action"], str(step.get("subject"))
    if set(step) != {"action", "subject"}:
        return None
    if action in ("move_forward", "move_backwards") and subject in _EXPEDITIONS:
        who, plural = _EXPEDITIONS[subject]
        direction = action.removeprefix("move_")
        return f"{who} {'move' if plural else 'moves'} {direction} one region"
    if action == "ascend" and subject in _ASCENDING:
        who, plural = _ASCENDING[subject]
        return f"{who} {'ascend' if plural else 'ascends'}"
    return None


def moved_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "Return / Send [object] to its owner's [zone]", "… to their owners' [zone]" (7.3.27.b),
    or ``None``."""
    action, to = step["action"], step.get("to")
    if action not in ("return", "send") or to not in _ZONES or not step.get("to_owner"):
        return None
    if (action, to) == ("return", "hand"):
        return None  # the main writer's own words ("to its owner's hand")
    several = step.get("up_to", 0) > 1 or step.get("subject") == "objects_in_play"
    owner = "their owners'" if several else "its owner's"
    return f"{action.capitalize()} {obj(step)} to {owner} {_ZONES[to]}"


def in_play_words(step: Step, description: Callable[[dict[str, Any], str, bool], str]) -> str:
    """ "each [other] [statuses] Character / Permanent [you control / an opponent controls]
    [in my Expedition]": every object in play of that kind (3.1.4.a)."""
    flt = dict(step.get("filter") or {})
    types = flt.pop("types", [])
    noun = {("Character",): "Character", ("Permanent",): "Permanent"}.get(tuple(types))
    if noun is None:
        noun = "Character or Permanent"
    other = "other " if flt.pop("another", False) else ""
    where = " in my Expedition" if flt.pop("in_my_expedition", False) else ""
    return f"each {other}{description(flt, noun, False)}{where}"
