"""id39: whether the card "it" names is the Nth of its kind a player played in a period —
"If it's your second Spell this turn", "If it's the first Character you played this Day"
(the triggering card counted: 5.1.2.k counts a card once its play has started, even while it
is still resolving in Limbo; the turn 4.2.3, the Day 4.1). Read from the records the state
keeps of the cards played (``plays_this_turn``, ``plays_this_day``)."""

from __future__ import annotations

from engine.reading.counts import card_fits
from engine.state.cards import Condition
from engine.state.game_state import GameState


def it_is_nth_played(
    look: GameState, state: GameState, condition: Condition, player: str, it: tuple[str, ...]
) -> bool:
    """Whether one of ``it`` is, among the cards ``player`` played in the period that fit the
    condition's filter, the ``condition.at_least``-th — its last play counted (a card played
    again is counted again, 5.1.2.k). An object whose card was not played in the period (a
    token created, a card put into play) is no Nth card played."""
    day = condition.counted == "day"
    record = look.plays_this_day if day else look.plays_this_turn
    if not day and look.turn_player is None:
        return False  # outside an Afternoon turn there is no "this turn" (4.2.3)
    flt = condition.filter
    mine = [card for who, card in record if who == player and card_fits(look, card, flt)]
    for oid in it:
        found = look.objects.get(oid) or state.objects.get(oid)
        card = found.card_id if found is not None else None
        if card is None or card not in mine:
            continue
        position = len(mine) - mine[::-1].index(card)  # 1-based, its last play
        if position == condition.at_least:
            return True
    return False
