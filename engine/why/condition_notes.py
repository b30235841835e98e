"""What the trace says of a step's condition (6.5.d): the condition as the card words it
(:func:`condition_words`), and conditions on "my Expedition" or "I am in [terrain]" of an
"I" that has left the Expedition zone — a Reaction "When I go to Reserve from the
Expedition zone – If there is only one Character in my Expedition, ..." — evaluated where it
was when it stopped existing (6.3.j), and said so in the trace.

A Gigantic "I" was in both of its controller's Expeditions (7.4.4.b, 7.4.4.f): a condition
that must be met by "my Expedition" must be met by both (7.4.4.k); "I am in {V}" is true if
either of them is in that terrain (7.5.8.c). "If my Expedition is behind" is evaluated by
:mod:`engine.steps.resolution` itself.
"""

from __future__ import annotations

import re

from engine.reading.conditions import EXPEDITION_POSITIONS, holds
from engine.reading.gigantic_presence import last_known_mine
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Condition, ConditionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.why.icon_words import icons_said
from engine.why.last_known_words import gone_me_point
from engine.why.table import why


def condition_words(c: Condition, printed: str = "") -> str:
    """ " “my Expedition is behind”": the condition as the card words it (with "I", and the
    terrain symbols in words: “I'm in [Water]”), or nothing when it is not known. ``printed``: the
    ability's printed text — where the condition stands in it, its words are quoted as
    printed there (“you control two or more Landmarks”, not the reader's lower case)."""
    if not c.text:
        return ""
    plain = printed.replace("[", "").replace("]", "")
    at = plain.lower().find(c.text.lower())
    if at >= 0 and "{" not in c.text:
        return " “" + plain[at : at + len(c.text)] + "”"
    text = re.sub(r"\bi(?=\b|')", "I", c.text)
    return " “" + icons_said(text) + "”"


Gone = tuple[bool, tuple[str, ...], str]

_MY_EXPEDITION = frozenset({ConditionKind.ONLY_CHARACTER, *EXPEDITION_POSITIONS})
"""Conditions that "my Expedition" must meet (7.4.4.k)."""
"""Whether the condition holds, the rules that say so, and the note that says where."""


def _left(state: GameState, step: Step) -> bool:
    """Whether "I" is no longer in the Expedition zone, while the effect knows which
    Expedition it was in (6.3.j)."""
    me = state.objects.get(step.me) if step.me is not None else None
    gone = me is None or z.kind_of(me.zone) is not ZoneKind.EXPEDITION
    return gone and step.my_expedition is not None


def _name(state: GameState, step: Step) -> str:
    if step.me is not None and step.me in state.objects:
        return state.name(step.me)
    card = state.cards.get(step.me_card) if step.me_card is not None else None
    return card.name if card is not None else "it"


def gone_condition(state: GameState, step: Step, c: Condition, controller: str) -> Gone | None:
    """The condition ``c`` of ``step`` when it reads where an "I" that left the Expedition
    zone was; ``None`` for any other condition or "I"."""
    if c.kind not in _MY_EXPEDITION and c.kind != ConditionKind.I_AM_IN_TERRAIN:
        return None
    if not _left(state, step):
        return None
    mine = sorted(last_known_mine(state, None, step.my_expedition, step.me_was_gigantic))
    giant = step.me_was_gigantic and len(mine) > 1
    where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in mine)
    said = f"{_name(state, step)} left the Expedition zone from {where}"
    if giant:
        said += " (Gigantic: in both)"
    if c.kind in _MY_EXPEDITION:
        # 6.3.j: "my Expedition" is where it was; 7.4.4.k: both must meet the condition.
        result = all(holds(c, state, controller, None, step.it, e) for e in mine)
        rules = why(gone_me_point(state, step, "effect.my_expedition_gone"))
        if giant:
            gigantic = gone_me_point(state, step, "effect.my_expedition_gone_gigantic")
            rules = (*why(gigantic), *why("effect.condition_gigantic"))
            said += ", both of which must meet it"
        return result, rules, f"“my Expedition”: {said}"
    # "If I am in {V}": where it was when it stopped existing (6.3.j), in that terrain if
    # one of its Expeditions was (7.5.8.c).
    assert c.terrain is not None
    there = any(c.terrain in expedition_terrains(state, e) for e in mine)
    rules = why(gone_me_point(state, step, "effect.i_was_in_terrain"))
    if giant:
        rules = (*rules, *why("effect.in_terrain_gigantic"))
    return there != c.negated, rules, f"“I”: {said}"
