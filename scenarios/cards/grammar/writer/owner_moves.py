"""The writer's words for an object moved to its owner's zone (gz, session 36): every verb
(put, return, send — synonyms rules-wise, 7.3.27.b, 7.3.32.c, 7.3.37.b) × every zone a move
says by its owner (hand, Reserve, Mana zone; 1.4.3.a, 3.1.2.c) × one object, several, or
"me" — written with the printed verb kept (the reader keeps it: "Put … in its owner's
Reserve", as the real sets print "Put … in Reserve"; never another verb's words) and in
number and person agreement:

* "Put [object] in its owner's [zone]", "Put [objects] in their owners' [zones]", "Put me in
  my owner's [zone]";
* "Return / Send [object] to its owner's [zone]", "… [objects] to their owners' [zones]",
  "… me to my owner's [zone]".

A move to the Discard pile is "Discard [object]" (7.3.7.a, the other writers'). ``None`` for
a step that is not one of these."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_ZONES = {
    "hand": ("hand", "hands"),
    "reserve": ("Reserve", "Reserves"),
    "mana": ("Mana zone", "Mana zones"),
}
_PREPOSITION = {"put": "in", "return": "to", "send": "to"}
_SAID = frozenset({"action", "subject", "filter", "up_to", "to", "to_owner"})


def owner_move_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "[Verb] [object] in / to its owner's [zone]" (see the module doc), or ``None``."""
    action, to = step.get("action"), step.get("to")
    mine = step.get("subject") == "self" and to == "mana" and action in ("return", "send")
    if action not in _PREPOSITION or to not in _ZONES or not (step.get("to_owner") or mine):
        return None  # ("Return / Send me to my owner's Mana zone" is read without the owner)
    if set(step) - _SAID:
        return None
    one, many = _ZONES[str(to)]
    subject = step.get("subject")
    if subject == "self":
        who, whose = "me", f"my owner's {one}"
    else:
        group = str(subject) == "objects_in_play" or str(subject).startswith("characters_")
        several = int(step.get("up_to", 0) or 0) > 1 or group  # "a_character_you_control": one
        who = obj(step)
        whose = f"their owners' {many}" if several else f"its owner's {one}"
    return f"{str(action).capitalize()} {who} {_PREPOSITION[str(action)]} {whose}"
