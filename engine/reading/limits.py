"""A player's Reserve limit and Landmark limit as working abilities change them, and how far
a zone is over its limit (3.2.10.b, 3.2.7.c).

Read here, beside the conditions that count against them ("If you have as many cards in
Reserve as your Reserve limit"), and by the pipeline's Clean-up (4.2.5.c): the abilities'
own conditions are read through :func:`engine.reading.passives.condition_applies`, so this
module needs no import of the conditions it serves."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.reading.passives import condition_applies, effective_abilities
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.statics import StaticKind

if TYPE_CHECKING:
    from engine.state.abilities import Ability


def _changes(state: GameState, player: str, kind: str) -> Iterator[tuple[str, Ability]]:
    """The working abilities changing ``player``'s limit of ``kind`` (2.2.12.m)."""
    for oid, _, ab in effective_abilities(state):
        if ab.static is None or ab.static.kind != kind:
            continue
        mine = state.objects[oid].controller == player
        applies = ab.condition is None or condition_applies(state, oid, ab)
        whose = ab.static.players
        # "your" (its controller's), "all" / "each player's", "your opponents'" (1.2.1.b)
        if (whose == "all" or (whose == "opponents") != mine) and applies:
            yield oid, ab


def _changed(limit: int, changes: Iterator[tuple[str, Ability]]) -> int:
    """``limit`` as the working abilities change it, in the order they apply (their
    timestamps, 2.3.3): "is N" sets it, "increased / reduced by N" adds to it."""
    for _, ab in changes:
        if ab.static is not None:
            limit = ab.static.amount if ab.static.sets else limit + ab.static.amount
    return limit


def reserve_limit(state: GameState, player: str) -> int:
    """The reserve limit of ``player`` (3.2.10.b): their Hero's, changed by working
    abilities ("Your Reserve limit is increased by one", "All Reserve limits are reduced
    by one", "Your Reserve limit is 4")."""
    changes = _changes(state, player, StaticKind.RESERVE_LIMIT)
    return _changed(state.reserve_limit(player), changes)


def landmark_limit(state: GameState, player: str) -> int:
    """The landmark limit of ``player`` (3.2.7.c): their Hero's, changed by working
    abilities ("Your Landmark limit is increased by one", 2.2.12.m)."""
    changes = _changes(state, player, StaticKind.LANDMARK_LIMIT)
    return _changed(state.landmark_limit(player), changes)


def reserve_limit_changes(state: GameState, player: str) -> tuple[tuple[str, str, str], ...]:
    """The working abilities that change ``player``'s reserve limit (2.2.12.m: a passive
    ability may alter a rule, here 3.2.10.b's limit), as ``(source, change, printed text)``
    — what a judge names beside the limit at the moment it decides (Clean-up, 4.2.5.c)."""
    return limit_changes(state, player, StaticKind.RESERVE_LIMIT)


def limit_changes(state: GameState, player: str, kind: str) -> tuple[tuple[str, str, str], ...]:
    """``(source, change, printed text)`` of each working ability changing ``player``'s
    limit of ``kind`` (``StaticKind.RESERVE_LIMIT`` or ``LANDMARK_LIMIT``, 2.2.12.m), the
    change said "+1", "-2" or "made 4"."""
    out: list[tuple[str, str, str]] = []
    for oid, ab in _changes(state, player, kind):
        if ab.static is None or not (ab.static.amount or ab.static.sets):
            continue
        n = ab.static.amount
        said = f"made {n}" if ab.static.sets else f"{'+' if n > 0 else '-'}{abs(n)}"
        out.append((state.name(oid), said, ab.text.strip()))
    return tuple(out)


def limit_words(state: GameState, player: str, kind: str) -> str:
    """ "2 without a Hero, +1 by Tech Lab Unit's “Your Reserve limit is increased by
    one.”": where ``player``'s limit of ``kind`` comes from when a working ability changes
    it (3.2.10.b, 3.2.7.c: the Hero's, or 2 without one; 2.2.12.m), "" when none does."""
    changes = limit_changes(state, player, kind)
    if not changes:
        return ""
    reserve = kind == StaticKind.RESERVE_LIMIT
    base = state.reserve_limit(player) if reserve else state.landmark_limit(player)
    hero = state.hero_of(player)
    said = f"{base} " + (f"from {state.name(hero)}" if hero is not None else "without a Hero")
    for source, change, text in changes:
        said += f", {change} by {possessive(source)} “{text}”"
    return said


def reserve_limit_words(state: GameState, player: str) -> str:
    """Where ``player``'s reserve limit comes from (:func:`limit_words`, 3.2.10.b)."""
    return limit_words(state, player, StaticKind.RESERVE_LIMIT)


def over_limit(state: GameState, player: str, reserve: bool) -> int:
    """How many more cards ``player`` has in Reserve than their Reserve limit (3.2.10.b, as
    changed by working abilities), or Permanents in Landmarks than their Landmark limit
    (3.2.7.c) — negative when under it."""
    if reserve:
        return len(state.zone(z.personal(ZoneKind.RESERVE, player))) - reserve_limit(state, player)
    return len(state.zone(z.landmarks(player))) - landmark_limit(state, player)
