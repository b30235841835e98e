"""How far a replaced move went, said on its line (cite17, issue 31).

A replacing modifier may change how many regions an Expedition moves ("it moves forward
one more region instead", 6.2.b): the Expedition makes one move of that many regions
(7.3.25.a), and "moves forward" alone hides what the replacement did. The line says the
number of regions and where the Expedition went, counted from its own side's start of the
Adventure (the Hero region for the hero Expedition, the Companion region for the
companion Expedition): "moves forward two regions (0 → 2)".
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.enums import ExpeditionKind
from engine.state.events import Event
from engine.state.game_state import GameState

_MOVES = frozenset({ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS})
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def replaced_distance_words(state: GameState, ev: Event) -> str:
    """``" two regions (0 → 2)"`` for a move of an Expedition that a passive ability's
    replacing modifier changed (``state`` is after the move); "" for any other event, or
    when the track cut the move short (its line says so, 7.3.25.d, 7.3.24.c)."""
    if ev.kind not in _MOVES or ev.expedition is None or ev.expedition not in state.positions:
        return ""
    if not any(not m.startswith("rule:") for m in ev.modifiers):
        return ""
    last = len(state.adventure) - 1
    at = state.positions[ev.expedition]
    own = at if ev.expedition.endswith(ExpeditionKind.HERO.value) else last - at
    forward = ev.kind is ActionKind.MOVE_FORWARD
    before = own - ev.amount if forward else own + ev.amount
    if before < 0 or before > last or ev.amount <= 0:
        return ""  # cut short at the track's end: said by its own rule
    n = _NUMBERS[ev.amount] if ev.amount < len(_NUMBERS) else str(ev.amount)
    regions = "region" if ev.amount == 1 else "regions"
    return f" {n} {regions} ({before} → {own})"
