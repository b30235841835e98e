"""The count a "your second [card] each turn" trigger decided by, in a judge's words: which
cards of that kind the player played in the period, each counted from the moment its
resolution began — one still resolving in Limbo counts (5.1.2.k). Said where the Reaction
activates (:mod:`engine.pipeline.play_triggers`) and where it does not
(:mod:`engine.pipeline.ordinal_misses`).
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.cards import Ability
from engine.state.enums import CardType, ZoneKind
from engine.state.game_state import GameState

__all__ = ["kind_words", "ordinal", "play_count_words", "position_of"]

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")

_PERIODS = {"day": "this Day", "afternoon": "this Afternoon"}
"""A trigger's period ("each Day", "each Afternoon"); "each turn" otherwise."""

_KINDS = {CardType.CHARACTER: "Character", CardType.PERMANENT: "Permanent", CardType.SPELL: "Spell"}


def ordinal(n: int) -> str:
    """ "first", "second" … "number 7"."""
    return _ORDINALS[n - 1] if 0 < n <= len(_ORDINALS) else f"number {n}"


def kind_words(ab: Ability) -> str:
    """ "Spell", "Character from Reserve", "card": what the trigger counts."""
    types = ab.trigger_filter.types if ab.trigger_filter is not None else frozenset()
    only = next(iter(types)) if len(types) == 1 else None
    kind = _KINDS.get(only, "card") if only is not None else "card"
    return kind + (" from Reserve" if ab.trigger_from == "reserve" else "")


def position_of(mine: list[str], card_id: str) -> int:
    """The place of the card's latest play among ``mine`` (1 for the first), 0 if absent."""
    if card_id not in mine:
        return 0
    return len(mine) - mine[::-1].index(card_id)


def _earlier(state: GameState, card_id: str) -> str:
    """An earlier card by name, "still resolving in Limbo" when it is (5.1.2.k)."""
    name = state.cards[card_id].name
    oid = state.object_of_card(card_id)
    if oid is not None and z.kind_of(state.objects[oid].zone) is ZoneKind.LIMBO:
        return f"{name}, still resolving in Limbo"
    return name


def play_count_words(
    state: GameState, ab: Ability, player: str, card_id: str, name: str, mine: list[str]
) -> str:
    """ "Vanilla 2/2/2 is p1's second card played this turn (after Quick Call, still
    resolving in Limbo)": the played card's place among ``mine``, the player's cards of the
    trigger's kind in its period, in the order their resolutions began (5.1.2.k)."""
    position = position_of(mine, card_id)
    earlier = [_earlier(state, c) for c in mine[: position - 1]] if position else []
    listed = (
        earlier[0]
        if len(earlier) == 1
        else ", ".join(earlier[:-1]) + f" and {earlier[-1]}"
        if earlier
        else ""
    )
    period = _PERIODS.get(ab.trigger_per, "this turn")
    after = f" (after {listed})" if listed else ""
    return f"{name} is {player}'s {ordinal(position)} {kind_words(ab)} played {period}{after}"
