"""ia40 (issue 30, session 40): the writer's words for a description of one of two
descriptions wherever a writer describes an object — a trigger's subject ("When a Character
you control or a token you control leaves play", 6.3.b) as a step's object (ic39): each
description in full with the whose / where words said after each (the reader takes the
same words after both as said once of both, semantics/object_unions.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.object_unions import Describe, _an, _side

_WHERE = {
    ("controller", "you"): " you control",
    ("controller", "opponent"): " an opponent controls",
    ("in_my_expedition", True): " in my Expedition",
}
_IN_PLAY = ({"Character", "Permanent"}, {"Character"}, {"Permanent"})


def union_words(flt: dict[str, Any], plural: bool, describe: Describe) -> str | None:
    """ "[X] [where] or a [Y] [where]" (the caller says the first's article), or ``None``
    when ``flt`` is no union of two descriptions the words here can say."""
    flt = dict(flt)
    members = flt.pop("any_of", None)
    if not members or len(members) not in (2, 3) or plural:
        return None
    types = set(flt.pop("types", ()))
    if types and types not in _IN_PLAY:
        return None
    where = ""
    for key, value in list(flt.items()):
        said = _WHERE.get((key, value))
        if said is None:
            return None
        where += said
    if len(members) == 3:  # "a Robot, a Plant or a token you control": said once, at the end
        first, second, third = (_side(m, describe) for m in members)
        return f"{first}, {_an('a ' + second)} or {_an('a ' + third)}{where}"
    first, second = (_side(m, describe) + where for m in members)
    return first + " or " + _an("a " + second)
