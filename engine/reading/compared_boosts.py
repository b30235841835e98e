"""An object's boosts compared with another object's: "target Character with fewer boosts
than a Character you control", "a Character with more boosts than me" (2.5.1; gram108).

The filter's ``boosts_than`` (plain data on the step, :class:`~engine.state.cards.
ObjectFilter`) says the direction and whose boosts: ``"fewer:me"`` / ``"more:me"`` — the
bearer's; ``"fewer:you"`` / ``"more:you"`` — those of one Character the effect's controller
controls; ``"…:opponent"`` — one Character another player controls. "A Character you
control" is one of them, any one: fewer than one of them is fewer than the most any has,
more than one is more than the fewest. The comparison is strict, so an object is never
compared "fewer than" itself. It is read against the state as it is now, so a target is
checked as it is chosen and again as the step resolves (6.5.b)."""

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
    direction, _, whose = said.partition(":")
    rivals = _rivals(state, whose, controller, me)
    if not rivals or direction not in DIRECTIONS:
        return False
    theirs = state.objects[object_id].boosts
    if direction == "fewer":
        return theirs < max(rivals)
    return theirs > min(rivals)


def _rivals(state: GameState, whose: str, controller: str, me: str | None) -> list[int]:
    """The boosts of the objects compared with: the bearer in an Expedition (a card out of
    play has none, 2.5.1), or each Character in an Expedition of the players said
    (7.5.5.a-b; a Gigantic one counted once)."""
    if whose == "me":
        bearer = state.objects.get(me) if me is not None else None
        if bearer is None or z.kind_of(bearer.zone) is not ZoneKind.EXPEDITION:
            return []
        return [bearer.boosts]
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
    return [state.objects[oid].boosts for oid in ids]
