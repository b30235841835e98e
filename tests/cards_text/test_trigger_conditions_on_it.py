"""Printed Reactions whose condition or effect speaks of "it" / "that Character", the object
of the event (7.5.2.b, 7.5.8.c, 7.4.4.j, 6.5.d), and their filters (2.2.2, 6.3.f) — one test
per construct with the printed sentence it covers and a board showing what the text does."""

from __future__ import annotations

from engine import (
    GameBuilder,
    Terrain,
    find,
    play_card,
)

from ..engine.helpers import choose, pending, until_decision
from .helpers import (
    boosts_of,
    counters_of,
    executed,
    fields,
    pay_mana,
    play,
    reaction_of,
    read,
)


def test_7_5_2_b_when_you_play_a_character_if_its_expedition_is_behind() -> None:
    text = "When you play a Character \u2014 If its Expedition is behind, I gain 1 Trial counter."
    f = fields(executed(read(text, type="Permanent", name="Trials")))
    trials = {}
    for facing in (0, 2):  # p2's hero Expedition faces p1's hero Expedition
        b = GameBuilder().in_landmarks("p1", "Trials", **f).in_hand("p1", "Runner")
        state, _ = play(b.position("p2:hero", facing).mana("p1", 1), "Runner")
        trials[facing] = counters_of(state, "Trials", "Trial")
    assert trials == {0: 0, 2: 1}  # tied: no; the facing Expedition ahead: behind


def test_7_5_8_c_if_its_in_a_terrain_where_its_base_statistic_is_0() -> None:
    text = (
        "When you play a Character \u2014 If it's in a terrain where its base statistic is 0, "
        "I gain 1 Trial counter."
    )
    f = fields(executed(read(text, type="Permanent", name="Trials")))
    trials = {}
    for terrain in (Terrain.FOREST, Terrain.WATER):
        b = GameBuilder().region(0, terrain).in_landmarks("p1", "Trials", **f)
        b = b.in_hand("p1", "Runner", forest=0, mountain=2, water=2)
        state, _ = play(b.mana("p1", 1), "Runner")
        trials[terrain] = counters_of(state, "Trials", "Trial")
    assert trials == {Terrain.FOREST: 1, Terrain.WATER: 0}


def test_6_3_f_when_a_character_in_your_reserve_gains_one_or_more_boosts() -> None:
    text = "When a Character in your Reserve gains 1 or more boosts \u2014 I gain 1 boost."
    assert reaction_of(text)["filter"] == {"types": ("Character",), "in_your_reserve": True}
    f = fields(executed(read(text, name="Keeper")))
    feed = fields(
        executed(
            read("Target Character in play or in Reserve gains 1 boost.", type="Spell", name="Feed")
        )
    )
    gained = {}
    for where in ("reserve", "hero"):
        b = GameBuilder().in_expedition("p1", "hero", "Keeper", **f).in_hand("p1", "Feed", **feed)
        b = (
            b.in_reserve("p1", "Sleeper")
            if where == "reserve"
            else b.in_expedition("p1", "companion", "Sleeper")
        )
        state, _ = play(b.mana("p1", 1), "Feed", dest="spell")
        d = pending(state)
        state = choose(state, next(o.id for o in d.options if o.label == "Sleeper"))
        gained[where] = boosts_of(state, "Keeper")
    assert gained == {"reserve": 1, "hero": 0}  # in play it is not "in your Reserve"


def test_7_4_4_j_when_another_character_leaves_my_expedition() -> None:
    text = "When another Character leaves my Expedition \u2014 I gain 1 boost."
    assert reaction_of(text) == {
        "trigger": "character_leaves_my_expedition",
        "filter": {"another": True},
        "effect": ({"action": "give_boost", "subject": "self"},),
    }
    f = fields(executed(read(text, name="Captain")))
    back = fields(executed(read("Send target Character to Reserve.", type="Spell", name="Back")))
    gained = {}
    for where in ("hero", "companion"):
        b = GameBuilder().in_expedition("p1", "hero", "Captain", **f).in_hand("p1", "Back", **back)
        b = b.in_expedition("p1", where, "Guard").mana("p1", 1)
        state, _ = play(b, "Back", dest="spell")
        gained[where] = boosts_of(choose(state, find(state, "Guard")), "Captain")
    assert gained == {"hero": 1, "companion": 0}  # only my Expedition


def test_2_2_2_when_you_play_a_song_or_artist() -> None:
    text = "When you play a Song or Artist \u2014 I gain 1 Performance counter."
    assert reaction_of(text)["filter"] == {"subtypes": ("Song", "Artist")}


def test_6_5_d_when_an_opponent_plays_a_character_that_character_switches() -> None:
    text = (
        "When an opponent plays a Character \u2014 If there are no Characters in the "
        "Expedition facing me, that Character switches Expeditions."
    )
    f = fields(executed(read(text, name="Ariadne")))
    where = {}
    for guarded in (False, True):
        b = GameBuilder().in_expedition("p1", "hero", "Ariadne", **f).in_hand("p2", "Runner")
        b = b.in_expedition("p2", "hero", "Guard") if guarded else b
        state, _ = until_decision(b.mana("p2", 1).at_afternoon().build())
        state = choose(state, "pass")
        state, _ = play_card(state, "p2", find(state, "Runner"), "companion")
        state, _ = until_decision(state)
        state = pay_mana(state)
        where[guarded] = state.objects[find(state, "Runner")].zone
    # Played in p2's companion Expedition; with nothing facing Ariadne (p2's hero
    # Expedition), it switches there (7.3.39.a); a Guard facing her: it stays.
    assert where == {False: "expedition:p2:hero", True: "expedition:p2:companion"}
