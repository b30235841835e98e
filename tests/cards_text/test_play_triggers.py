"""Printed triggers on playing and sacrificing cards (5.1.2.l, 7.3.36.a): "when an opponent
plays a card from Reserve", "when you play another card from Reserve", "when you sacrifice
a non-Illusion Character" — one test per construct with the printed sentence it covers and
a board showing what the text does."""

from __future__ import annotations

from engine import (
    GameBuilder,
    TraceEntry,
    find,
    play_card,
)
from engine.state.game_state import GameState

from ..engine.helpers import choose, until_decision
from .helpers import (
    boosts_of,
    executed,
    fields,
    names,
    pay_mana,
    play,
    reaction_of,
    read,
)


def _p2_plays(b: GameBuilder, name: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 passes; p2 plays ``name`` (from wherever it is) in their hero Expedition."""
    state, _ = until_decision(b.at_afternoon().build())
    state = choose(state, "pass")
    state, first = play_card(state, "p2", find(state, name), "hero")
    state, entries = until_decision(state)
    state = pay_mana(state)
    return state, (first, *entries)


def test_5_1_2_l_when_an_opponent_plays_a_card_from_reserve() -> None:
    text = (
        "When an opponent plays a card from Reserve \u2014 Create an [Ordis Recruit 1/1/1] "
        "Soldier token in my Expedition."
    )
    reaction = reaction_of(text)
    assert reaction["trigger"] == "opponent_plays_a_card" and reaction["played_from"] == "reserve"
    f = fields(executed(read(text, name="Clerk")))
    recruits = {}
    for where in ("hand", "reserve"):
        b = GameBuilder().in_expedition("p1", "hero", "Clerk", **f).mana("p2", 2)
        b = b.in_hand("p2", "Runner") if where == "hand" else b.in_reserve("p2", "Runner")
        state, _ = _p2_plays(b, "Runner")
        recruits[where] = names(state, "expedition:p1:hero").count("Ordis Recruit")
    assert recruits == {"hand": 0, "reserve": 1}


def test_5_1_2_l_when_you_play_another_card_from_reserve() -> None:
    text = (
        "When you play another card from Reserve \u2014 Create an [Ordis Recruit 1/1/1] "
        "Soldier token in my Expedition."
    )
    f = fields(executed(read(text, name="Clerk")))
    b = GameBuilder().in_expedition("p1", "hero", "Clerk", **f).in_reserve("p1", "Runner")
    state, _ = play(b.mana("p1", 2), "Runner")
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == 1
    b = GameBuilder().in_expedition("p1", "hero", "Clerk", **f).in_hand("p1", "Runner")
    state, _ = play(b.mana("p1", 2), "Runner")
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == 0  # from Hand


def test_7_3_36_a_when_you_sacrifice_a_non_illusion_character() -> None:
    text = "When you sacrifice a non-Illusion Character \u2014 I gain 1 boost."
    assert reaction_of(text)["filter"] == {"without_subtypes": ("Illusion",)}
    f = fields(executed(read(text, name="Lantern")))
    spell = fields(executed(read("Sacrifice a Character.", type="Spell", name="Offer")))
    gained = {}
    for subtypes in ((), ("Illusion",)):
        b = GameBuilder().in_expedition("p1", "hero", "Lantern", **f)
        b = b.in_expedition("p1", "companion", "Moth", subtypes=subtypes).in_hand(
            "p1", "Offer", **spell
        )
        state, _ = play(b.mana("p1", 1), "Offer", dest="spell")
        state = choose(state, find(state, "Moth"))
        gained[subtypes] = boosts_of(state, "Lantern")
    assert gained == {(): 1, ("Illusion",): 0}
