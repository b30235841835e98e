"""An object's boosts compared with another object's: "target Character with fewer boosts
than a Character you control", "a Character with more boosts than me" (2.5.1; gram108).

The filter's ``boosts_than`` (plain data on the step, :class:`~engine.state.cards.
ObjectFilter`) says the direction and whose boosts: ``"fewer:me"`` / ``"more:me"`` — the
bearer's; ``"fewer:you"`` / ``"more:you"`` — those of one Character the effect's controller
controls; ``"…:opponent"`` — one Character another player controls. "A Character you
control" is one of them, any one: fewer than one of them is fewer than the most any has,
more than one is more than the fewest. The comparison is strict, so an object is never
compared "fewer than" itself. It is read against the state as it is now, so a target is
checked as it is chosen and again as the step resolves (6.5.b).

he (session 37): counters of a name compared the same way — "target Character with fewer
Anchored counters than a Character you control" — a third part names them (``"fewer:you:
Anchored"``, 2.5.c: counters of a name, each object's own); without it, boosts (2.5.1)."""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import CardType, ZoneKind
from engine.state.game_state import GameState

DIRECTIONS = ("fewer", "more")
WHOSE = ("me", "you", "opponent")


def boosts_compared(
    state: GameState, object_id: str, said: str, controller: str, me: str | None
) -> bool:
    """Whether ``object_id`` has fewer / more boosts (2.5.1) than ``said`` names, for an
    effect controlled by ``controller`` and borne by ``me``. With nothing to compare with
    (the bearer out of play, no such Character) no object passes: "fewer than a Character
    you control" says there is one."""
    direction, _, rest = said.partition(":")
    whose, _, name = rest.partition(":")
    rivals = _rivals(state, whose, controller, me, name)
    if not rivals or direction not in DIRECTIONS:
        return False
    theirs = _held(state, object_id, name)
    if direction == "fewer":
        return theirs < max(rivals)
    return theirs > min(rivals)


def _held(state: GameState, object_id: str, name: str) -> int:
    """The boosts on an object (2.5.1), or its counters of ``name`` (2.5.c)."""
    held = state.objects[object_id]
    return held.counters.get(name, 0) if name else held.boosts


def _rivals(
    state: GameState, whose: str, controller: str, me: str | None, name: str = ""
) -> list[int]:
    """The boosts of the objects compared with: the bearer in an Expedition (a card out of
    play has none, 2.5.1), or each Character in an Expedition of the players said
    (7.5.5.a-b; a Gigantic one counted once)."""
    if whose == "me":
        bearer = state.objects.get(me) if me is not None else None
        if bearer is None or z.kind_of(bearer.zone) is not ZoneKind.EXPEDITION:
            return []
        return [_held(state, bearer.id, name)]
    if whose not in WHOSE:
        return []
    ids = dict.fromkeys(
        oid
        for key in state.zones
        if z.kind_of(key) is ZoneKind.EXPEDITION
        for oid in state.zones[key]
        if state.type_of(oid) is CardType.CHARACTER
        and (state.objects[oid].controller == controller) == (whose == "you")
    )
    return [_held(state, oid, name) for oid in ids]
