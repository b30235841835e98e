"""What a player did earlier in a period, counted for a condition in the past tense (6.5.d):
"if you discarded a card this Day", "if an opponent played a Spell this turn", "if no
token was created this Afternoon", "for each card you drew this turn".

Each action is read from the plain-data history the game state keeps, cleared by the rule
that ends its period: the cards played (5.1.2.k: ``plays_this_turn``, ``plays_this_day``,
``plays_this_afternoon``) and the counted events of the turn and of the Day
(``counted_this_turn`` from the start of each Afternoon turn, 4.2.3; ``counted_this_day`` from
the start of each Day, 4.1; engine.pipeline.counted_events notes them): a card drawn
(7.3.9.a), discarded (7.3.7.a), an object sacrificed (7.3.36.a), a token created (7.3.5.a).
A card done with is no longer the object it was: its printed type, sub-types, Hand Cost and
whether it is a token are what the condition's filter asks (``_card_fits``)."""

from __future__ import annotations

from collections.abc import Callable

from engine.reading.past_events import OBJECT_SACRIFICED, counted_in
from engine.state.cards import Condition, ObjectFilter
from engine.state.enums import Phase
from engine.state.game_state import GameState

EVENTS: dict[str, str] = {
    "sacrificed": OBJECT_SACRIFICED,  # 7.3.36.a
    "discarded": "card_discarded",  # 7.3.7.a (engine.pipeline.counted_events.CARD_DISCARDED)
    "drawn": "card_drawn",  # 7.3.9.a (CARD_DRAWN)
    "created": "token_created",  # 7.3.5.a (TOKEN_CREATED)
    "joined": "character_joined",  # 7.5.10.a (CHARACTER_JOINED: the Expeditions' controller)
}
"""The counted event each past-tense verb names (``played`` is read from the plays)."""

PERIODS = ("turn", "day", "afternoon")
"""The periods the history keeps: an Afternoon turn (4.2.3), the Day (4.1), its Afternoon."""

_AFTERNOON_BEGUN = frozenset({Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT})


def _plays(state: GameState, period: str) -> list[tuple[str, str]]:
    """(player, card id) of each card played in the period (5.1.2.k)."""
    if period == "turn":
        return list(state.plays_this_turn)
    if period == "day":
        return list(state.plays_this_day)
    # before this Day's Afternoon began, the plays kept are an earlier Day's (4.1, 4.2.a)
    return list(state.plays_this_afternoon) if state.phase in _AFTERNOON_BEGUN else []


def done(state: GameState, event: str, period: str) -> list[tuple[str, str]]:
    """(player, card id) of each ``event`` of the ``period``, in order."""
    if event == "played":
        return _plays(state, period)
    return counted_in(state, EVENTS[event], period)


def happened_count(
    state: GameState,
    condition: Condition,
    controller: str,
    card_fits: Callable[[GameState, str, ObjectFilter | None], bool],
) -> int:
    """How many ``condition.event`` the player ``condition.by`` names did this
    ``condition.period`` whose card fits the condition's filter: "" the controller (1.2.2),
    "opponent" another player (1.2.1.b), "any" whoever did it."""
    by = condition.by
    return sum(
        1
        for who, card in done(state, condition.event, condition.period)
        if (by == "any" or (who == controller) == (by == ""))
        and card_fits(state, card, condition.filter)
    )
