"""Who a "When [object] gains ..." trigger watches (6.3.f): "I", or a Character named by its
sub-type or as a Character, with "another" and whose it is — "a Plant you control",
"another Robot you control", "a Character an opponent controls" (7.5.5.a: a player controls
the objects in their Expeditions). ``None`` for anything else, so the trigger is reported."""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed import phrases as ph

_WHO = re.compile(
    r"^(?P<det>an?|another) (?P<noun>[a-z-]+) (?P<whose>you control|an opponent controls)$"
)
_CONTROLLERS = {"you control": "you", "an opponent controls": "opponent"}


def gainer_filter(who: str) -> dict[str, Any] | None:
    """The filter of the objects whose gain activates the trigger; ``who`` is lower case."""
    if who == "i":
        return {"only_me": True}
    m = _WHO.match(who)
    if m is None:
        return None
    flt: dict[str, Any] = {"controller": _CONTROLLERS[m["whose"]], "types": ["Character"]}
    noun = m["noun"]
    if noun in ph.SUBTYPE_WORDS:
        flt["subtypes"] = [ph.SUBTYPE_WORDS[noun]]  # 2.2.2.d
    elif noun != "character":
        return None
    if m["det"] == "another":
        flt["another"] = True  # not the object bearing the ability (7.2.1.a)
    return flt
