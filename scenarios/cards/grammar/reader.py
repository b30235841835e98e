"""``read_ability``: one cleaned printed ability -> the card structures, by the grammar.

:class:`NotRead` (with the words not read and the grammar rule) when the grammar does not
read it; the printed reader (:mod:`scenarios.cards.printed`) then tries its patterns.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.semantics.all_rules import transform

__all__ = ["NotRead", "read_ability", "read_spell_effect"]


def read_ability(text: str) -> dict[str, Any]:
    """The ability (``AbilityModel`` dict, without ``text``) or keyword list
    (``{"keywords": [...]}``) that ``text`` is."""
    return transform(parse(text), text)


def read_spell_effect(text: str, *, it_trigger: str | None = None) -> list[dict[str, Any]]:
    """A Spell's effect (5.1.2.j) as its steps; with ``it_trigger``, an effect read apart
    from that trigger (a Unique's output), whose "it" names what the trigger names (6.3.i)."""
    parsed = transform(parse(text, spell=True), text, it_trigger=it_trigger)
    effect: list[dict[str, Any]] = parsed["effect"]
    return effect
