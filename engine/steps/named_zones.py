"""The zones a target's description names, and the rule that excludes an object from them.

"Target card in play or in Reserve", "target card in your Reserve": when the text names its
zones, "a [type]" no longer means an object in play by default (2.2.1.h) — the zones named
decide, each by its own rule. An object outside all of them is refused by the rule that
makes its zone none of them (6.5.b beside it):

- "in play" is the Expedition zone and the Landmark zone (3.1.4.a): a Hero (in its Hero
  zone), a card in Hand or in Limbo is not in play;
- "your Reserve", "your Discard pile": a personal zone — each player has their own
  (3.1.2.b), so another player's Reserve is not yours;
- any other zone named: the rule that defines that zone (3.2.10.a the Reserve, 3.2.3.a the
  Discard pile).
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import IN_PLAY_ZONES, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.steps.your_zone_targets import your_zone_kinds
from engine.why.table import why

IN_PLAY = "in play"
"""Stands, among the zones a description names, for both zones in play (3.1.4.a)."""

NAMED_ZONES: dict[Subject, tuple[tuple[ZoneKind | str, bool], ...]] = {
    Subject.TARGET_CARD_IN_PLAY_OR_RESERVE: ((IN_PLAY, False), (ZoneKind.RESERVE, False)),
    Subject.TARGET_RESERVE_CARD: ((ZoneKind.RESERVE, False),),
    Subject.TARGET_CARD_IN_YOUR_RESERVE: ((ZoneKind.RESERVE, True),),
    Subject.TARGET_CARD_IN_YOUR_DISCARD_PILE: ((ZoneKind.DISCARD, True),),
    Subject.TARGET_DISCARD_CARD: ((ZoneKind.DISCARD, False),),
}
"""A target subject whose description names its zones -> each zone named, and whether the
text says "your" (the zone of the effect's controller only)."""


def named_zones(step: Step) -> tuple[tuple[ZoneKind | str, bool], ...]:
    """The zones ``step``'s target description names, each with whether "your" is said:
    :data:`NAMED_ZONES`, or for "target card in your Reserve or discard pile" (ic40) the
    controller's own zones its filter names (3.1.2.b); ``()`` when it names none."""
    if step.target is Subject.TARGET_CARD_IN_YOUR_ZONES:
        return tuple((kind, True) for kind in your_zone_kinds(step))
    return NAMED_ZONES.get(step.target, ()) if step.target is not None else ()


_ZONE_POINTS: dict[ZoneKind | str, str] = {
    IN_PLAY: "target.zone.in_play",
    ZoneKind.RESERVE: "target.zone.reserve",
    ZoneKind.DISCARD: "target.zone.discard",
}
"""A zone named -> the decision point of the rule that defines it."""

_ZONE_NAMES: dict[ZoneKind | str, str] = {
    IN_PLAY: "in play",
    ZoneKind.RESERVE: "in Reserve",
    ZoneKind.DISCARD: "in a Discard pile",
}


def refused_for_its_zone(state: GameState, step: Step, chosen: str) -> tuple[str, tuple[str, ...]]:
    """``(why, rules)`` for ``chosen``, refused as a target of ``step`` whose description
    names its zones (:data:`NAMED_ZONES`) and which is in none of them: another player's
    zone of a kind named with "your" is excluded by 3.1.2.b, any other zone by the rule
    defining the zone named ("in play", 3.1.4.a, first when named) — 6.5.b beside it."""
    named = named_zones(step)
    o = state.objects[chosen]
    kind = z.kind_of(o.zone)
    where = zone_words(o.zone)
    general = why("target.choose")[:1]
    if not named:
        return (
            f"it is in {where}, not in the zone the text names",
            (*why("target.in_play"), *general),
        )
    for zone, yours in named:
        if yours and kind is zone:
            return (
                f"it is in {where}: “your” names the effect's controller's own zone, and each "
                "player has their own",
                (*why("choice.own_zone"), *general),
            )
    said = " or ".join(_ZONE_NAMES[zone] for zone, _ in named)
    in_play_named = any(zone == IN_PLAY for zone, _ in named)
    if in_play_named and kind not in IN_PLAY_ZONES:
        return (
            f"it is in {where}, not {said}: in play means the Expedition zone or the Landmark zone",
            (*why("target.zone.in_play"), *general),
        )
    first = named[0][0]
    return (
        f"it is in {where}, not {said}",
        (*why(_ZONE_POINTS[first]), *general),
    )
