"""A condition said of ONE Expedition — "my Expedition is behind", "its Expedition is
ahead", "I'm tied", "there is only one Character in my Expedition" — read of a Gigantic
object: its Expedition is both of its controller's Expeditions (7.4.4.f), and both must meet
the condition, the effect resolving once (7.4.4.k). Said on the line that evaluates the
condition — a step's (6.5.d) or a trigger's (6.3.b) — naming the Gigantic object, whoever
it is: the bearer ("my", "I"), or what "it" names ("its Expedition": the Character played,
the target chosen, 6.3.i, 6.5.b).

Only conditions that one Expedition must MEET are so: "I'm in {V}" and "I'm In Contact" are
met by either Expedition (7.5.8.c, 7.5.9.b) and are not said here. A Gigantic object gone
from the Expedition zone is said where it was (6.3.j, :mod:`engine.why.condition_notes`).
"""

from __future__ import annotations

from engine.reading.conditions import EXPEDITION_POSITIONS
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.why.table import why

_MY_EXPEDITION_MET = frozenset(
    {
        *EXPEDITION_POSITIONS,
        ConditionKind.ONLY_CHARACTER,
        ConditionKind.EXPEDITION_EMPTY,
        ConditionKind.MY_EXPEDITION_MOVED_FORWARD_THIS_DAY,
    }
)
"""Conditions "my Expedition" must meet (7.5.2.a-c, 7.3.25.a, …): the bearer's."""


def expedition_of_whom(c: Condition, me: str | None, it: tuple[str, ...]) -> tuple[str, ...]:
    """The objects whose ONE Expedition ``c`` says must meet it: the bearer for "my
    Expedition" / "I'm ahead", the objects "it" names for "its Expedition"; each part of
    "[c1] and / or [c2]"; none for any other condition."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return tuple(dict.fromkeys(o for part in c.parts for o in expedition_of_whom(part, me, it)))
    mine = (me,) if me is not None else ()
    if c.kind in _MY_EXPEDITION_MET:
        return mine
    if c.kind == ConditionKind.ITS_EXPEDITION_BEHIND:
        return it
    if c.kind != ConditionKind.EXPEDITION_STATE:
        return ()
    if c.scope == ExpeditionScope.MY:
        return mine
    if c.scope == ExpeditionScope.ME and c.positions and not c.in_contact:
        return mine  # "I'm behind": my Expedition(s) (7.4.4.k); In Contact by either (7.5.9.b)
    if c.scope == ExpeditionScope.ITS:
        return it
    return ()


def gigantic_condition_note(
    state: GameState, c: Condition, me: str | None, it: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """ "Atlas is Gigantic: its Expedition is both of p1's Expeditions, and each must meet
    the condition" with 7.4.4.k, for each object in the Expedition zone now in both of its
    controller's Expeditions whose Expedition ``c`` reads; ``("", ())`` for none."""
    said: list[str] = []
    for oid in expedition_of_whom(c, me, it):
        o = state.objects.get(oid)
        if o is None or z.kind_of(o.zone) is not ZoneKind.EXPEDITION:
            continue
        if len(expeditions_of(state, oid)) < 2:
            continue
        said.append(
            f"{state.name(oid)} is Gigantic: its Expedition is both of {o.controller}'s "
            "Expeditions, and each must meet the condition"
        )
    if not said:
        return "", ()
    return "; ".join(said), why("effect.condition_gigantic")
