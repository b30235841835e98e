""" "[X] and [Y]" as two steps in order (6.1.c) when each side is a whole clause: Amarok,
"When another Character joins my Expedition — Sacrifice it and I gain 1 boost" — and not
when a side is no clause ("Characters in play and in Reserve" stays one phrase)."""

from __future__ import annotations

from engine import GameBuilder, find

from .helpers import executed, fields, names, play, read, steps

AMAROK = "When another Character joins my Expedition — Sacrifice it #and I gain 1 boost.#"
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_two_whole_clauses_joined_by_and_are_two_steps() -> None:
    assert steps(executed(read(AMAROK))) == [
        {"action": "sacrifice", "subject": "it"},
        {"action": "give_boost", "subject": "self"},
    ]
    assert steps(executed(read("{J} Draw a card and I gain 1 Kelon counter."))) == [
        {"action": "draw"},
        {"action": "gain_counters", "subject": "self", "counter": "Kelon"},
    ]
    (step,) = steps(executed(read("{H} Exhaust all cards in play and in Reserve.")))
    assert step["subject"] == "cards_in_play_and_reserve"


def test_6_1_c_the_joining_character_is_sacrificed_then_i_gain_a_boost() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Amarok", **fields(executed(read(AMAROK))))
    b = b.in_hand("p1", "Pup", **ALLY).mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = play(b, "Pup", "hero")
    assert names(state, "discard:p1") == ["Pup"]
    assert state.objects[find(state, "Amarok")].boosts == 1
