"""'Up to N [cards / Characters / sub-types] [where]' without "target": a choice of between
none and N objects (6.1.g), the plural of a choice phrase the reader knows — "Exhaust up
to two cards in Reserve", "Discard up to two cards from your hand", "Ready up to two
Characters you control". (With "target" it is a target step, 6.5.b, read by
:func:`scenarios.cards.printed.phrases.object_phrase` itself.)"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph

_UP_TO = re.compile(r"up to (?P<n>\w+) (?P<noun>[a-z]+)s(?: (?P<rest>.+))?")


def up_to_choice(text: str, choice_controlled: bool) -> ph.Obj | None:
    """The choice ``text`` is, or ``None`` when it is not "up to N [plural choice]"."""
    m = _UP_TO.fullmatch(text)
    if m is None or m["noun"] == "target":
        return None
    n = ph.number(m["n"])
    if n is None or n < 1:
        return None
    one = ph.object_phrase(
        f"a {m['noun']} {m['rest'] or ''}".strip(), choice_controlled=choice_controlled
    )
    if one is None or not one.subject.startswith("a_") or one.up_to:
        return None
    return ph.Obj(one.subject, one.filter, n > 1, up_to=n)
