"""A play trigger by terrain (session 37): a play trigger filtered by where the card is played, read
by the grammar alone and played on boards — "When you play a Character in {V} —", "When an opponent
plays a Character in {O} —".

"In {V}" of a Character is where it is: one of its Expeditions is in a region that has that
terrain (7.5.8.a-c). A card played is in Limbo until its resolution ends and it goes where it
is played (5.1.2.l): the words are asked of the Character where it went, once (6.3.f). A Spell
or a Landmark Permanent is in no terrain (7.5.8.c names Characters and Gear): refused."""

from __future__ import annotations

from engine import GameBuilder, GameState, Terrain

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(watcher: str, start: Terrain, *, owner: str = "p1") -> tuple[GameState, set[str]]:
    """``owner`` has "Watcher" printing ``watcher`` in play; p1's Expeditions start in a
    region of ``start`` alone; p1 plays the Character "Newcomer" into its Hero Expedition."""
    b = GameBuilder().region(0, start)
    b = b.in_expedition(owner, "hero", "Watcher", **grammar_fields(watcher, "Watcher"))
    b = b.in_hand("p1", "Newcomer", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Newcomer")
    state, entries = answer_picking(state, tuple(entries), ())
    return state, rules_of(entries)


def _hand(state: GameState, player: str) -> int:
    return len(state.zone(f"hand:{player}"))


def test_7_5_8_c_a_character_played_into_a_forest_region_is_played_in_forest() -> None:
    state, cited = _played("When you play a Character in {V} \u2014 Draw a card.", Terrain.FOREST)
    assert _hand(state, "p1") == 1
    assert {"5.1.2.l", "6.3.f", "7.5.8.c"} <= cited


def test_7_5_8_b_a_character_played_into_a_mountain_region_is_not_in_forest() -> None:
    state, _ = _played("When you play a Character in {V} \u2014 Draw a card.", Terrain.MOUNTAIN)
    assert _hand(state, "p1") == 0
    state, _ = _played("When you play a Character in {M} \u2014 Draw a card.", Terrain.MOUNTAIN)
    assert _hand(state, "p1") == 1


def test_1_2_1_b_when_an_opponent_plays_a_character_in_water() -> None:
    text = "When an opponent plays a Character in {O} \u2014 Draw a card."
    state, _ = _played(text, Terrain.WATER, owner="p2")
    assert _hand(state, "p2") == 1
    state, _ = _played(text, Terrain.FOREST, owner="p2")
    assert _hand(state, "p2") == 0
    state, _ = _played(text, Terrain.WATER)  # its controller's own play: not an opponent's
    assert _hand(state, "p1") == 0


def test_a_sub_type_played_in_a_terrain() -> None:
    text = "When you play a Plant in {V} \u2014 Draw a card."
    b = GameBuilder().region(0, Terrain.FOREST)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    b = b.in_hand("p1", "Sprout", subtypes=("Plant",), **ALLY)
    b = b.in_hand("p1", "Bolt", subtypes=("Robot",), **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Bolt")
    state, _ = answer_picking(state, tuple(entries), ())
    assert _hand(state, "p1") == 1  # Sprout only: a Robot is no Plant


def test_a_sub_type_played_in_its_terrain_activates() -> None:
    text = "When you play a Plant in {V} \u2014 Draw a card."
    b = GameBuilder().region(0, Terrain.FOREST)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    b = b.in_hand("p1", "Sprout", subtypes=("Plant",), **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Sprout")
    state, _ = answer_picking(state, tuple(entries), ())
    assert _hand(state, "p1") == 1  # the card drawn
