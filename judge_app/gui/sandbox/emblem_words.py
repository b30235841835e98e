"""What an Emblem's tile says: its effect, in words (no Qt).

An Emblem-Reaction is created in Limbo when a Reaction triggers (2.2.2.m) and carries the
Reaction's effect only: the Comprehensive Rules' own example is Aloe Vera's "At Noon –
Resupply", whose Emblem-Reaction has "the text 'Resupply'" (2.2.2.m, Example). The trigger
has happened; what tells two Emblems in Limbo apart is their source (the tile's name line)
and their effect. So a tile shows the effect, with the card data's icon codes said in words
as everywhere else in the app (``{T}`` "[exhaust me]", ``{1}`` "1", a status by its name,
:func:`~scenarios.pool.icons.icons_as_words`); the tooltip and the decision panel keep the
whole ability, its trigger said in words too ("[When I enter play] I gain 1 boost.").

The trigger is the ability's leading icons — ``{J}`` When I enter play (1.1.6.e), ``{H}``
When I am played from Hand (1.1.6.f), ``{R}`` When I am played from Reserve (1.1.6.g) — or,
for a trigger in words ("At Noon – Resupply", "When I leave your Landmark zone — …"), what
comes before the first dash; a support ability's ``{I}`` (1.1.6.j) goes with it. An
Emblem-Ongoing holds passive abilities, not a triggered one (2.2.15): its text is shown whole.
"""

from __future__ import annotations

import re

from scenarios.pool.icons import icons_as_words

REACTION = "Emblem-Reaction"
_TRIGGER_ICONS = re.compile(r"^\s*((?:\{[JjHhRrIi]\}\s*)+)")
_TRIGGER_WORDS = re.compile(r"^(?P<trigger>[^–—]+?)\s+[–—]\s+(?P<effect>\S.*)$", re.DOTALL)


def emblem_effect(kind: str, text: str) -> str:
    """The effect an Emblem of ``kind`` ("Emblem-Reaction", "Emblem-Ongoing") carries, from
    the printed ability ``text`` it was created from, in a judge's words."""
    if kind != REACTION:
        return icons_as_words(text)
    effect = text.strip()
    icons = _TRIGGER_ICONS.match(effect)
    if icons is not None:
        effect = effect[icons.end() :]
    if icons is None or not re.search(r"\{[JjHhRr]\}", icons.group(1)):
        words = _TRIGGER_WORDS.match(effect)
        if words is not None:
            effect = words.group("effect")
    shown = icons_as_words(effect)
    return shown if shown else icons_as_words(text)
