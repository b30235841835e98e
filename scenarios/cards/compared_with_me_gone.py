"""Two readings of an object that left play, refused by name (2.1.h, 6.3.j; review30 of
gram108 × gram106 and gram109).

1. "With fewer / more boosts than me" in a Reaction to my leaving play.

"When I leave play — Sacrifice each Character with fewer boosts than me": as the Reaction
resolves, "I" is a new card in the Reserve or Discard pile (2.1.d) and the rules compare
with the boosts I had just before I left (6.3.j). The engine's comparison
(``engine.reading.compared_boosts``) reads the bearer in an Expedition only, so there it
finds nothing to compare with and no object passes: the step silently does nothing. Rather
than read that, :func:`refuse_compared_with_me_gone` leaves such a Reaction to the judge by
name. Compared with a Character you or an opponent control, or in any other ability, the
comparison is read as before.

2. "When a Character you control leaves play — It and I each gain 1 boost": "it" is the
Character that left; it no longer exists and cannot be altered (6.3.j), so it gains nothing.
The engine reads "it" as the card it became (in a Reserve: 2.5.a lets it hold counters) and
puts the boost there. :func:`refuse_altering_it_gone` leaves a Reaction to another object
leaving play whose first steps give "it" boosts, counters, statuses or a lasting change to
the judge. A step that names the card's new zone ("Put it from your Discard pile in your
Reserve") or one chained on an earlier object (", then exhaust it") is read as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from engine.state.abilities import Ability
from engine.state.conditions import ObjectFilter
from engine.state.kinds import AbilityKind
from scenarios.cards.errors import NotExecutable
from scenarios.cards.i_had import LEFT_PLAY
from scenarios.cards.models import ReactionModel

REASON = (
    "'with fewer / more boosts than me' in a Reaction to my leaving play compares with the "
    "boosts I had just before I left play (6.3.j): compare them by hand"
)


def _filters(value: object) -> Iterator[ObjectFilter]:
    """Every object description inside ``value`` (steps, conditions, their parts)."""
    if isinstance(value, ObjectFilter):
        yield value
    if isinstance(value, (tuple, list, frozenset)):
        for v in value:
            yield from _filters(v)
        return
    if isinstance(value, dict):
        for v in value.values():
            yield from _filters(v)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _filters(getattr(value, f.name))


def compares_with_me(value: object) -> bool:
    """Whether a description inside ``value`` compares boosts with "me" ("fewer:me")."""
    return any(f.boosts_than.split(":")[1:2] == ["me"] for f in _filters(value))


def refuse_compared_with_me_gone(ability: Ability | None) -> None:
    """Refuse a Reaction to my leaving play whose effect compares boosts with "me"."""
    if ability is None or ability.kind is not AbilityKind.REACTION:
        return
    if ability.trigger not in LEFT_PLAY:
        return
    steps = tuple(
        getattr(ability, f.name) for f in dataclasses.fields(ability) if f.name != "condition"
    )
    if compares_with_me(steps):
        raise NotExecutable(REASON)


OTHER_LEFT_PLAY: frozenset[str] = frozenset(
    {"object_leaves_play", "object_leaves_expedition_zone", "object_leaves_landmark_zone"}
)
"""Triggers on another object leaving play (7.3.20.a): "it" names the object that left."""

_ALTERING = frozenset({"give_boost", "gain_status", "gain_counters", "ongoing"})
"""Steps that alter their object: boosts and counters (7.3.15.a), statuses, lasting changes."""

GONE_REASON = (
    "'it' is the object that left play: it no longer exists, so it gains no boosts, "
    "counters or statuses (6.3.j) — not the card it became in its new zone"
)


def refuse_altering_it_gone(model: ReactionModel) -> None:
    """Refuse a Reaction to another object leaving play whose steps, before any step names
    an object of its own, alter "it" (the object that left)."""
    if model.trigger not in OTHER_LEFT_PLAY:
        return
    for step in model.effect:
        if step.subject != "it":
            if step.subject not in (None, "self"):
                return  # an object of its own: a later "it" may be that one
            continue
        if step.action in _ALTERING:
            raise NotExecutable(GONE_REASON)
