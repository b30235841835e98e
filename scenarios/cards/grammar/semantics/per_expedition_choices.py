"""One object chosen in each Expedition (gram55, issue 30): "Sacrifice a Character you
control in each of your Expeditions", "Target opponent chooses a Character they control in
each of their Expeditions and sacrifices them".

Said of ONE object, "in each of your Expeditions" is a choice made once per Expedition of
the chooser's (6.1.g; the player the effect names, 1.4.7.b, 6.1.h) — the step acting on
all the objects chosen at once (6.1.e, 6.1.f) — not "a Character in your Expeditions"
(which would drop a quantity: read as something else). Said of a group ("Characters in
each of your Expeditions") it is where they are, read by the description as before. A
target in each Expedition, several in each, or one in each of every player's Expeditions
("in each Expedition": whose choice of which is not said) is refused, naming the words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Object

_WORDS = {"yours": "in each of your Expeditions", "any": "in each Expedition"}


def per_expedition_subject(
    obj: Object, subject_of: Callable[[Object], dict[str, Any]]
) -> dict[str, Any]:
    """The step's subject for ``obj`` said "in each of your Expeditions": a choice of one
    Character per Expedition (``per_expedition``); any other form refused."""
    d = obj.description
    said = _WORDS.get(d.each_expedition, "in each Expedition")
    if d.each_expedition != "yours" or obj.kind not in ("chosen", "another"):
        raise NotRead(
            said,
            f"'{said}' said of {'a target' if obj.kind == 'target' else 'this object'}: "
            "one in each Expedition is not read yet (resolve it by hand)",
            "object_desc",
        )
    if obj.up_to or obj.count or obj.any_number:
        raise NotRead(said, f"several objects '{said}' are not read yet", "object_desc")
    plain = replace(obj, description=replace(d, each_expedition=""))
    found = subject_of(plain)
    if set(found) - {"subject", "filter"} or not str(found["subject"]).startswith("a_character"):
        raise NotRead(said, f"'{said}' is read of a Character chosen only", "object_desc")
    return {**found, "per_expedition": True}
