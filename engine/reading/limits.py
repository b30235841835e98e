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
        if (ab.static.players == "all" or mine) and applies:
            yield oid, ab


def reserve_limit(state: GameState, player: str) -> int:
    """The reserve limit of ``player`` (3.2.10.b): their Hero's, changed by working
    abilities ("Your Reserve limit is increased by one", "All Reserve limits are reduced
    by one")."""
    changes = _changes(state, player, StaticKind.RESERVE_LIMIT)
    return state.reserve_limit(player) + sum(ab.static.amount for _, ab in changes if ab.static)


def landmark_limit(state: GameState, player: str) -> int:
    """The landmark limit of ``player`` (3.2.7.c): their Hero's, changed by working
    abilities ("Your Landmark limit is increased by one", 2.2.12.m)."""
    changes = _changes(state, player, StaticKind.LANDMARK_LIMIT)
    return state.landmark_limit(player) + sum(ab.static.amount for _, ab in changes if ab.static)


def reserve_limit_changes(state: GameState, player: str) -> tuple[tuple[str, int, str], ...]:
    """The working abilities that change ``player``'s reserve limit (2.2.12.m: a passive
    ability may alter a rule, here 3.2.10.b's limit), as ``(source, amount, printed text)``
    — what a judge names beside the limit at the moment it decides (Clean-up, 4.2.5.c)."""
    return limit_changes(state, player, StaticKind.RESERVE_LIMIT)


def limit_changes(state: GameState, player: str, kind: str) -> tuple[tuple[str, int, str], ...]:
    """``(source, amount, printed text)`` of each working ability changing ``player``'s
    limit of ``kind`` (``StaticKind.RESERVE_LIMIT`` or ``LANDMARK_LIMIT``, 2.2.12.m)."""
    return tuple(
        (state.name(oid), ab.static.amount, ab.text.strip())
        for oid, ab in _changes(state, player, kind)
        if ab.static is not None and ab.static.amount
    )


def reserve_limit_words(state: GameState, player: str) -> str:
    """ "2 without a Hero, +1 by Tech Lab Unit's “Your Reserve limit is increased by
    one.”": where ``player``'s reserve limit comes from when a working ability changes it
    (3.2.10.b: the Hero's, or 2 without one; 2.2.12.m), "" when none does."""
    changes = reserve_limit_changes(state, player)
    if not changes:
        return ""
    base = state.reserve_limit(player)
    hero = state.hero_of(player)
    said = f"{base} " + (f"from {state.name(hero)}" if hero is not None else "without a Hero")
    for source, amount, text in changes:
        sign = "+" if amount > 0 else "-"
        said += f", {sign}{abs(amount)} by {possessive(source)} “{text}”"
    return said


def over_limit(state: GameState, player: str, reserve: bool) -> int:
    """How many more cards ``player`` has in Reserve than their Reserve limit (3.2.10.b, as
    changed by working abilities), or Permanents in Landmarks than their Landmark limit
    (3.2.7.c) — negative when under it."""
    if reserve:
        return len(state.zone(z.personal(ZoneKind.RESERVE, player))) - reserve_limit(state, player)
    return len(state.zone(z.landmarks(player))) - landmark_limit(state, player)
