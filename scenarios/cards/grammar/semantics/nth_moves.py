"""An Expedition's Nth move of a period as a trigger (issue 30): "When my Expedition moves
forward for the second time this Day —" (7.3.25.a, 7.3.24.a; a Day 4.2.a, a turn 4.2.3.b).

Read when the trigger names ONE Expedition — the bearer's, the one facing it, the
controller's other, Hero or Companion one: that Expedition's own moves are counted
(engine.pipeline.counted_events, ``EXPEDITION_MOVED``). Said of a group ("one of your
Expeditions", "your Expedition", "an opponent's Expedition", "an Expedition") the words do
not say whether each Expedition's moves are counted apart or all of them together: refused
by name, the reason in :data:`GROUP_NTH_MOVE_REASON`.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead

ONE_EXPEDITION_MOVES = frozenset(
    f"{whose}_moves_{way}"
    for whose in (
        "my_expedition",
        "the_expedition_facing_me",
        "your_other_expedition",
        "your_hero_expedition",
        "your_companion_expedition",
    )
    for way in ("forward", "backward")
)
"""Move triggers naming one Expedition (engine.pipeline.expedition_move_triggers)."""

GROUP_MOVES = frozenset(
    f"{whose}_moves_{way}"
    for whose in ("one_of_your_expeditions", "an_opponents_expedition", "an_expedition")
    for way in ("forward", "backward")
)
"""Move triggers naming a group of Expeditions, each moving one activation (6.3.g)."""

GROUP_NTH_MOVE_REASON = (
    "the Nth move of a period said of several Expeditions — whether each one's moves are "
    "counted apart or all of them together is not said (6.3.g, 7.3.25.a) — resolve by hand"
)


def nth_move_read(event: dict[str, Any]) -> bool:
    """Whether ``event`` is a move of one Expedition the engine counts by period; refused
    (NotRead) for a group of Expeditions."""
    trigger = event.get("trigger")
    if trigger in GROUP_MOVES:
        raise NotRead("for the Nth time", GROUP_NTH_MOVE_REASON, "nth_moves")
    return trigger in ONE_EXPEDITION_MOVES and set(event) == {"trigger"}


__all__ = ["GROUP_NTH_MOVE_REASON", "ONE_EXPEDITION_MOVES", "nth_move_read"]
