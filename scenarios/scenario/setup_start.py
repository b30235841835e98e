"""A scenario that starts with the game's set-up (``setup: true``, CR 5.0 4.1).

The board before set-up is every zone empty but the Decks and the Hero zones (4.1.a): the
file lists each player's ``hero`` and ``deck`` only, and the engine then builds the
Adventure (4.1.b-d), determines the first player (4.1.f), shuffles the Decks (4.1.g), draws
six cards each (4.1.h) and asks each player for three cards to make ready Mana Orbs
(4.1.i) before the first day begins at Noon (4.1.j). ``seed`` decides what is random.
"""

from __future__ import annotations

from typing import Any

from engine import CardDef, GameState, new_game
from scenarios.scenario.models import ScenarioModel
from scenarios.yamlio import format_loc, line_of

SETUP_ONLY = ("hero", "deck")
"""The fields of a player's side a game before set-up has (4.1.a)."""

_PLAYER_FIELDS = (
    "hand",
    "reserve",
    "discard",
    "mana",
    "landmarks",
    "hero_expedition",
    "companion_expedition",
    "hero_position",
    "companion_position",
    "ascended",
)
_MOMENT_FIELDS = ("day", "phase", "first_player", "adventure", "face_down", "state_file")


def setup_errors(model: ScenarioModel, data: Any, where: str) -> list[str]:
    """What a ``setup: true`` file gives that a game before its set-up cannot have, each
    ``file:line: field: problem``."""
    if not model.setup:
        return []
    found: list[str] = []

    def say(loc: tuple[int | str, ...], problem: str) -> None:
        found.append(f"{where}:{line_of(data, loc)}: {format_loc(loc)}: {problem}")

    for name in _MOMENT_FIELDS:
        if name in model.model_fields_set:
            say(
                (name,),
                "a game that starts with its set-up (setup: true) has no "
                f"{name.replace('_', ' ')} yet: the set-up decides it (4.1.b-j)",
            )
    for player, side in model.players.items():
        for name in _PLAYER_FIELDS:
            if name in side.model_fields_set:
                say(
                    ("players", player, name),
                    "before the set-up (setup: true) the cards are only in the Decks and "
                    "the Hero zones (4.1.a); the set-up draws the Hands and makes the Mana "
                    "Orbs (4.1.h-i)",
                )
        for i, entry in enumerate(side.deck):
            if entry.statuses or entry.counters or entry.boosts or entry.timestamp:
                say(
                    ("players", player, "deck", i),
                    "a card in a Deck has no statuses, counters or timestamp (2.4.1.c, 2.5.b)",
                )
    return found


def setup_state(model: ScenarioModel, card_fields: Any) -> tuple[GameState, dict[str, str]]:
    """The game before its set-up (Heroes in Hero zones, cards in Decks, 1.3.1.c) with the
    set-up next on its agenda, and the card id of every ``ref``. ``card_fields(name)``:
    the card's name and its :class:`~engine.CardDef` fields."""
    refs: dict[str, str] = {}
    decks: dict[str, list[CardDef]] = {}
    heroes: dict[str, CardDef | None] = {}
    n = 0

    def define(player: str, card: str, ref: str | None) -> CardDef:
        nonlocal n
        n += 1
        name, fields = card_fields(card)
        definition = CardDef(card_id=f"{player}-c{n}", owner=player, name=name, **fields)
        if ref:
            refs[ref] = definition.card_id
        return definition

    for player, side in model.players.items():
        hero = side.hero
        heroes[player] = define(player, hero.card, hero.ref) if hero is not None else None
        decks[player] = [define(player, e.card, e.ref) for e in side.deck]
    return new_game(decks, heroes=heroes, seed=model.seed), refs
