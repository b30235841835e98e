"""gx (issue 30, session 36): a GROUP RELATIVE TO ANOTHER OBJECT'S PLACE — "each other
Character in its Expedition", "Characters in its Expedition", "each Robot in its Expedition"
— where "its" is the object the trigger names (6.3.i) or the one a step before acted on
(6.5.b): every Character of that Expedition (3.2.4.b; a Gigantic one of the player's other
Expedition is there too, 7.4.4.b), found as the step happens.

"other" said of a group in "its Expedition" sets the group apart from the object "its"
names: "When a Character joins your Expedition, each other Character in its Expedition
gains 1 boost" gives a boost to every Character there but the one that joined — the
phrase's own referent (7.2.1.a says "I" is the bearer; the group's "other" is said against
"it", the object the sentence names, not against the bearer, which is in the group when it
is there). A group of a kind other than Characters ("each Permanent in its Expedition") is
refused by :func:`scenarios.cards.grammar.semantics.counted_things.its_own_subject`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.tree import Description


def its_expedition_group(d: Description, its_own_mark: str) -> dict[str, Any]:
    """The step's subject and filter for "[each / all] [other] Characters in its
    Expedition": the Characters there (``characters_in_it``, 6.5.b), narrowed by the
    description's other words; "other" leaves out what "it" is (``other_than_it``)."""
    from scenarios.cards.grammar.semantics.object_filters import _filter

    flt = _filter(replace(d, other=False), types=[])
    if d.other:
        flt["other_than_it"] = True
    return {"subject": "characters_in_it", its_own_mark: True, **({"filter": flt} if flt else {})}
