"""Hypothesis strategies for conditions said of Expeditions, shared by the writer's round-trip
tests: an Expedition's position against the one facing it (ahead / behind / tied, 7.5.2),
Ascended (2.4.3), its region's terrain (7.5.8.b) or In Contact (7.5.9) — and what a
condition means, to compare a condition read back with the one written."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from engine import Status, Terrain
from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope

POSITIONS = [
    ConditionKind.EXPEDITION_AHEAD,
    ConditionKind.EXPEDITION_BEHIND,
    ConditionKind.EXPEDITION_TIED,
]
"""An Expedition's positions against the one facing it (7.5.2)."""


@st.composite
def expedition_states(draw: st.DrawFn, scope: str, negatable: bool = True) -> Condition:
    """A condition on the state of the Expedition(s) ``scope`` (an :class:`ExpeditionScope`)
    names: its positions, Ascended, a terrain, or In Contact — the only one said of "me";
    negated ("is not …") only where ``negatable`` and of one position at most."""
    part = (
        "contact"
        if scope == ExpeditionScope.ME
        else draw(st.sampled_from(["positions", "ascended", "terrain", "contact"]))
    )
    fields: dict[str, Any] = {"scope": scope, "negated": negatable and draw(st.booleans())}
    if part == "positions":
        fields["positions"] = tuple(
            draw(st.lists(st.sampled_from(POSITIONS), min_size=1, max_size=2, unique=True))
        )
        fields["negated"] = fields["negated"] and len(fields["positions"]) == 1
    elif part == "ascended":
        fields["status"] = Status.ASCENDED
    elif part == "terrain":
        fields["terrain"] = draw(st.sampled_from(list(Terrain)))
    else:
        fields["in_contact"] = True
    return Condition(ConditionKind.EXPEDITION_STATE, **fields)


def meaning(c: Condition) -> tuple[object, ...]:
    """What ``c`` says, however it is said: "my Expedition is ahead" as read before
    Expedition states had a scope (7.5.2), and "not ahead" as "behind or tied"."""
    if c.kind in POSITIONS:
        c = Condition(
            ConditionKind.EXPEDITION_STATE, scope="my", positions=(c.kind,), negated=c.negated
        )
    positions = frozenset(c.positions)
    negated = c.negated
    if negated and positions:
        positions, negated = frozenset(POSITIONS) - positions, False
    return (
        c.kind,
        c.scope,
        positions,
        c.status,
        c.terrain,
        c.in_contact,
        negated,
        c.counted,
        c.at_least,
    )
