"""Expedition and player phrases of printed text ("my Expedition", "each opponent") and the
engine subjects they name; re-exported by :mod:`scenarios.cards.printed.phrases`."""

from __future__ import annotations

EXPEDITIONS = {
    "my expedition": "my_expedition",
    "target expedition": "target_expedition",
    "each of your expeditions": "each_my_expedition",
    "each of your expeditions that's behind or tied": "each_my_expedition_behind_or_tied",
    "the expedition facing me": "the_expedition_facing_me",
    "its expedition": "its_expedition",
    "your opponent's expedition facing me": "the_expedition_facing_me",
    "each of your expeditions that is behind or tied": "each_my_expedition_behind_or_tied",
    "your companion expedition": "your_companion_expedition",
    "your hero expedition": "your_hero_expedition",
    "your other expedition": "your_other_expedition",
    # 7.3.29.b's Example (Woolly Woolly Field): a Gift's Expedition, chosen by the target
    "target opponent's companion expedition": "target_opponent_companion_expedition",
    "one of your expeditions": "one_of_your_expeditions",
}
"""Expedition phrases (3.2.3): "my Expedition" is the bearer's (both for a Gigantic "I",
7.4.4.f)."""

PLAYERS = {
    "you": "controller",
    "each player": "each_player",
    "target opponent": "target_opponent",
    "your opponent": "opponent",
    "each opponent": "opponent",
    "its owner": "its_owner",
    "its controller": "its_controller",
}
"""Player phrases (1.2.2, 7.2.3.a): "you" is the controller of the effect."""


def expedition(text: str) -> str | None:
    """An Expedition phrase's subject."""
    return EXPEDITIONS.get(" ".join(text.strip().lower().split()))


def player(text: str) -> str | None:
    """A player phrase's subject."""
    return PLAYERS.get(" ".join(text.strip().lower().split()))
