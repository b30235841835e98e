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


RACE_SUBJECTS = [
    ExpeditionScope.MY,
    ExpeditionScope.ME,
    ExpeditionScope.ONE_OF_YOURS,
    ExpeditionScope.EACH_YOURS,
    ExpeditionScope.YOUR_OTHER,
    ExpeditionScope.FACING_ME,
]
"""The Expeditions a race condition is said of ("my Expedition", "I'm", … — gram83)."""
RACE_OBJECTS = [
    (ExpeditionScope.OPPONENTS, False),
    (ExpeditionScope.OPPONENTS, True),
    (ExpeditionScope.EACH_YOURS, True),
    (ExpeditionScope.ONE_OF_YOURS, False),
    (ExpeditionScope.MY, True),
    (ExpeditionScope.YOUR_OTHER, True),
    (ExpeditionScope.YOUR_HERO, True),
    (ExpeditionScope.YOUR_COMPANION, True),
]
"""The Expeditions a race relation is said against, and whether with each of them."""


@st.composite
def race_relations(draw: st.DrawFn) -> dict[str, Any]:
    """A relation of the Expedition race (7.5.2.a-c, 7.5.9.a) and the Expeditions it is
    said against, as ``Condition`` / ``ObjectFilter`` fields; "the furthest ahead / behind"
    against every other Expedition."""
    if draw(st.integers(0, 5)) == 0:
        end = draw(st.sampled_from(POSITIONS[:2]))
        positions = (end, ConditionKind.EXPEDITION_TIED)
        return {"positions": positions, "in_contact": False, "against": "others", "each": True}
    against, each = draw(st.sampled_from(RACE_OBJECTS))
    contact = draw(st.booleans())
    positions = () if contact else (draw(st.sampled_from(POSITIONS)),)
    return {"positions": positions, "in_contact": contact, "against": against, "each": each}


@st.composite
def race_states(draw: st.DrawFn) -> Condition:
    """ "[my Expedition / I / one of your Expeditions …] [not] ahead of each opponent's
    Expedition" (gram83): negated only of one Expedition ("my", "I")."""
    scope = draw(st.sampled_from(RACE_SUBJECTS))
    r = draw(race_relations())
    if r["against"] == ExpeditionScope.MY and scope in (ExpeditionScope.MY, ExpeditionScope.ME):
        r = {**r, "against": ExpeditionScope.OPPONENTS}  # an Expedition said against itself
    negated = scope in (ExpeditionScope.MY, ExpeditionScope.ME) and draw(st.booleans())
    return Condition(
        ConditionKind.EXPEDITION_STATE,
        scope=scope,
        positions=r["positions"],
        in_contact=r["in_contact"],
        against=r["against"],
        against_each=r["each"],
        negated=negated,
    )


@st.composite
def terrain_pairs(draw: st.DrawFn) -> Condition:
    """ "my Expedition is in {V} or {M}" / "in a region with {V} and {M}" (7.5.8.b)."""
    pair = tuple(
        draw(st.lists(st.sampled_from(list(Terrain)), min_size=2, max_size=2, unique=True))
    )
    return Condition(
        ConditionKind.EXPEDITION_STATE,
        scope=ExpeditionScope.MY,
        terrains=pair,
        every_terrain=draw(st.booleans()),
    )


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
        c.against,
        c.against_each,
        frozenset(c.terrains),
        c.every_terrain,
    )
