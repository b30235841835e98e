"""Counters a Hero begins the game with (2.5.e) and a trigger comparing with them: Atsadi &
Surge, "I begin the game with 5 Heroism counters. When you play a Character with Hand Cost
greater than or equal to my number of Heroism counters — Draw a card and I gain 1 Heroism
counter." """

from __future__ import annotations

from engine import CardDef, GameBuilder, find, new_game
from engine.state import zones as z
from engine.state.enums import ZoneKind

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

BEGINS = "I begin the game with 5 Heroism counters."
TRIGGER = (
    "When you play a Character with Hand Cost greater than or equal to my number of Heroism "
    "counters — Draw a card and I gain 1 Heroism counter."
)


def test_2_5_e_begins_the_game_with_counters_is_read_as_a_static() -> None:
    r = executed(read(f"{BEGINS}  {TRIGGER}", type="Hero", name="Atsadi & Surge"))
    (passive, reaction) = r.model.abilities
    assert passive.passive is not None and passive.passive.static == BEGINS.lower().rstrip(".")
    assert reaction.reaction is not None and reaction.reaction.filter is not None
    assert reaction.reaction.filter.hand_cost_min_my_counters == "Heroism"
    assert steps(read(TRIGGER, type="Hero")) == [
        {"action": "draw"},
        {"action": "gain_counters", "subject": "self", "counter": "Heroism"},
    ]


def test_variants_other_numbers_names_and_start() -> None:
    for text, name, n in (
        ("I begin the game with 3 Glory counters.", "Glory", 3),
        ("I start the game with two Kelon counters.", "Kelon", 2),
        ("I begin the game with 1 Scrap counter.", "Scrap", 1),
    ):
        card = fields(executed(read(text, type="Hero")))
        (ability,) = card["abilities"]
        assert (ability.static.counter, ability.static.amount) == (name, n), text
    trigger = TRIGGER.replace("Heroism", "Glory").replace("a Character", "a Spell")
    flt = executed(read(trigger, type="Hero")).model.abilities[0].reaction.filter
    assert (flt.types, flt.hand_cost_min_my_counters) == (("Spell",), "Glory")


def test_2_5_e_the_hero_has_its_counters_from_the_start_of_the_game() -> None:
    hero = CardDef("h1", "p1", "Atsadi & Surge", **fields(executed(read(BEGINS, type="Hero"))))
    filler = fields(executed(read("", name="Filler")))
    deck = [CardDef(f"p{p}-{i}", f"p{p}", "Filler", **filler) for p in (1, 2) for i in range(12)]
    state = new_game(
        {"p1": [c for c in deck if c.owner == "p1"], "p2": [c for c in deck if c.owner == "p2"]},
        heroes={"p1": hero, "p2": None},
    )
    state, entries = until_decision(state)
    (mine,) = state.zone(z.personal(ZoneKind.HERO, "p1"))
    assert state.objects[mine].counters == {"Heroism": 5}
    assert any("2.5.e" in e.rules and "5 Heroism counters" in e.text for e in entries)


def _atsadi(counters: int, cost: int) -> tuple[int, int]:
    hero = fields(executed(read(TRIGGER, type="Hero", name="Atsadi & Surge")))
    ally = {"hand_cost": cost, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().hero("p1", "Atsadi & Surge", counters={"Heroism": counters}, **hero)
    b = b.in_hand("p1", "Ally", **ally).mana("p1", 6).deck_of("p1", 3).deck_of("p2", 2)
    state, _ = play(b, "Ally")
    return len(state.zone("hand:p1")), state.objects[find(state, "Atsadi & Surge")].counters.get(
        "Heroism", 0
    )


def test_hand_cost_equal_to_my_counters_activates_the_reaction() -> None:
    assert _atsadi(counters=3, cost=3) == (1, 4)  # drew a card, one more Heroism counter


def test_hand_cost_below_my_counters_does_not_activate_it() -> None:
    assert _atsadi(counters=5, cost=3) == (0, 5)


def test_hand_cost_above_my_counters_activates_it() -> None:
    assert _atsadi(counters=1, cost=4) == (1, 2)
