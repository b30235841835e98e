"""The players whose Deck is too short for a step on "the top card(s) of each player's Deck"
(1.4.5.a: one atomic action per player): for a player whose Deck has no card at that
position the atomic action does nothing (3.2.2.d); with fewer cards than N it acts on the
cards there are (3.2.2.e). Said for each such player where the step happens, so that the
player for whom nothing happened is named, not dropped.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.state.subjects import Subject


def each_players_short_decks(
    state: GameState, step: Step
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(no top card, short)``: the players, in initiative order, whose Deck is empty
    (3.2.2.d) and those whose Deck holds fewer cards than ``step`` names (3.2.2.e), for a
    step on the top cards of each player's Deck; ``((), ())`` for any other step."""
    if step.subject is not Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK:
        return (), ()
    empty: list[str] = []
    short: list[str] = []
    for player in state.initiative_order():
        held = len(state.zone(z.personal(ZoneKind.DECK, player)))
        if held == 0:
            empty.append(player)
        elif held < step.amount:
            short.append(player)
    return tuple(empty), tuple(short)


def others_go_on(state: GameState, step: Step, no_top: tuple[str, ...]) -> bool:
    """Whether some player of a step on "the top card(s) of each player's Deck" has a card
    there, so that the step still happens for them though not for ``no_top`` (6.5.h)."""
    return bool(no_top) and len(no_top) < len(state.initiative_order())


def short_decks_words(no_top: tuple[str, ...], short: tuple[str, ...], others: bool = False) -> str:
    """The words for the players :func:`each_players_short_decks` found, or "". ``others``:
    some player's Deck has a top card, so the part of the effect that cannot be done for
    the players in ``no_top`` is ignored and the rest happens as normal (6.5.h) — said."""
    words = ""
    for player in no_top:
        words += f"; {player}'s Deck is empty: there is no top card, nothing happens for {player}"
    if no_top and others:
        words += " (that part is ignored; the rest of the effect happens as normal)"
    for player in short:
        words += f"; {player}'s Deck holds fewer cards: only those there are"
    return words
