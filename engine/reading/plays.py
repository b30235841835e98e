"""What the game keeps of the cards played (5.1.2.k): where each was played from (5.1.2.d)."""

from __future__ import annotations

from engine.state.game_state import GameState


def play_origins(state: GameState, plays: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """The zone each of ``plays`` was played from (5.1.2.d): the plays of a turn or an
    Afternoon are the last plays of the Day (each play is recorded in all of them at
    once); "" where that is not so (unknown: the play counts whatever its origin)."""
    n = len(plays)
    day = state.plays_this_day
    known = len(state.play_origins) == len(day) and 0 < n <= len(day)
    if not known or day[len(day) - n :] != plays:
        return ("",) * n
    return state.play_origins[len(day) - n :]


def play_destinations(state: GameState, plays: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """The Expedition each of ``plays`` was played into (5.1.2.c; "" for none), as
    :func:`play_origins` finds their origins; "?" for each where that is not known."""
    n = len(plays)
    day = state.plays_this_day
    known = len(state.play_destinations) == len(day) and 0 < n <= len(day)
    if not known or day[len(day) - n :] != plays:
        return ("?",) * n
    return state.play_destinations[len(day) - n :]
