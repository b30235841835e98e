"""Why an exception printed on a card gives no permission now: the static passive abilities
that would lift a refusal (2.4.6.d: "You may play exhausted cards from your Reserve", an
exception to 2.4.6.c) but are not in effect — on a card exhausted in Reserve (it has no
support abilities, 2.4.6.e), a support ability of a card outside Reserve (2.2.12.i), an
ability of a card outside play (2.2.12.g; a Hero's outside the Hero zone, 2.2.12.h), lost to a
passive ability (2.3.1.d) or ignored (7.3.19.b), or its controller's only (7.2.3.a).

A refusal by the general rule then names the exception the board seems to offer and the rule
that keeps it from applying — what the table argues about — beside the rule that refuses.
Only cards in visible zones are looked at (a card in a Hand or a deck is hidden, 3.1.3.f).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.reading.passives import effective_abilities, is_ignored, lost_abilities
from engine.reading.working import abilities_of_object, ability_works
from engine.state import zones as z
from engine.state.cards import Ability
from engine.state.enums import IN_PLAY_ZONES, CardType, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why

_VISIBLE = frozenset({ZoneKind.RESERVE, ZoneKind.HERO, *IN_PLAY_ZONES})
"""Where a card granting an exception is looked for: the visible zones it may work from."""


def _why_idle(state: GameState, oid: str, index: int, ab: Ability) -> tuple[str, str] | None:
    """``(words, decision point)`` for why ``ab`` of ``oid`` is not in effect, or None if
    it is."""
    o = state.objects[oid]
    kind = z.kind_of(o.zone)
    name = state.name(oid)
    card = state.card(oid)
    if not ability_works(state, oid, ab):
        if ab.support and kind is ZoneKind.RESERVE and Status.EXHAUSTED in o.statuses:
            return f"{name} is itself exhausted in Reserve: it has no support abilities", (
                "exception.idle.exhausted_support"
            )
        if ab.support:
            return f"{name} is not in Reserve: a support ability works only there", (
                "exception.idle.support_outside_reserve"
            )
        if card is not None and card.type is CardType.HERO:
            return f"{name} is not in the Hero zone", "exception.idle.hero_outside"
        return f"{name} is not in play: its abilities work only there", (
            "exception.idle.outside_play"
        )
    if lost_abilities(state, oid):
        return f"{name} lost its abilities", "exception.idle.lost"
    if is_ignored(state, oid, index):
        return f"{possessive(name)} abilities are ignored", "exception.idle.ignored"
    return None


def _granting(state: GameState, static_kind: str) -> Iterator[tuple[str, int, Ability]]:
    """Every ability of ``static_kind`` on an object in a visible zone, working or not."""
    for oid, o in state.objects.items():
        if z.kind_of(o.zone) not in _VISIBLE:
            continue
        for index, ab in enumerate(abilities_of_object(state, oid)):
            if ab.static is not None and ab.static.kind == static_kind:
                yield oid, index, ab


def idle_exceptions(
    state: GameState, player: str, static_kind: str
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each ability of ``static_kind`` that would give ``player`` an
    exception and gives none now: "Icarus is itself exhausted in Reserve: it has no support
    abilities, so its “You may play exhausted cards from your Reserve” gives no permission"
    (2.4.6.e). An ability in effect but another player's says whose it is (7.2.3.a)."""
    effective = {(oid, index) for oid, index, _ in effective_abilities(state)}
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, index, ab in _granting(state, static_kind):
        text = " ".join(ab.text.split()).strip("#").strip() or "its ability"
        text = text.split("} ", 1)[1] if text.startswith("{") and "} " in text else text
        if (oid, index) in effective:
            controller = state.objects[oid].controller
            if controller == player:
                continue  # in effect for this player: no idle exception to say
            words = f"{state.name(oid)} is {controller}'s: “you” in it is {controller}"
            point = "exception.idle.another_player"
        else:
            idle = _why_idle(state, oid, index, ab)
            if idle is None:
                continue
            words, point = idle
        out.append((f"{words}, so its “{text.rstrip('.')}” gives no permission", why(point)))
    return tuple(out)
