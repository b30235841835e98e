""" "I lose 1 boost" (boosts are counters, 2.5.1.a: N of them removed, 2.5.g — alike, so
nothing to choose, 2.5.d) and "[X] per [group], then [verb] them all" (Fiore dei Liberi:
"them all" is the group just counted)."""

from __future__ import annotations

from engine import GameBuilder, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

FIORE = "{J} I gain 1 boost per other Character in my Expedition, then send them all to Reserve."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_lose_boosts_and_them_all_are_read() -> None:
    assert steps(executed(read("At Night — I lose 1 boost."))) == [
        {"action": "remove_counters", "subject": "self", "counter": "boost"}
    ]
    assert steps(executed(read("{J} Target Character loses 2 boosts."))) == [
        {
            "action": "remove_counters",
            "subject": "target_character",
            "counter": "boost",
            "amount": 2,
        }
    ]
    assert steps(executed(read(FIORE))) == [
        {"action": "give_boost", "subject": "self", "per": "other character in my expedition"},
        {
            "action": "send",
            "subject": "characters_you_control",
            "to": "reserve",
            "filter": {"another": True, "in_my_expedition": True},
        },
    ]


def _loser(boosts: int) -> GameState:
    card = fields(executed(read("{J} Target Character loses 2 boosts.", name="Drain")))
    b = GameBuilder().in_hand("p1", "Drain", **card)
    b = b.in_expedition("p2", "hero", "Pumped", counters={"boost": boosts}, **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Drain")
    d = state.pending
    assert d is not None and d.kind == "target"
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Pumped"])
    state, _ = until_decision(state)
    return state


def test_2_5_g_two_of_three_boosts_are_removed_without_a_choice() -> None:
    state = _loser(3)
    assert state.pending is not None and state.pending.kind == "turn"  # nothing to choose
    assert state.objects[find(state, "Pumped")].boosts == 1


def test_2_5_g_with_fewer_all_are_removed() -> None:
    state = _loser(1)
    assert state.objects[find(state, "Pumped")].boosts == 0


def test_them_all_are_the_characters_counted() -> None:
    card = fields(executed(read(FIORE, name="Fiore")))
    b = GameBuilder().in_hand("p1", "Fiore", **card)
    for name in ("Left", "Right"):
        b = b.in_expedition("p1", "hero", name, **ALLY)
    b = b.in_expedition("p1", "companion", "Away", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Fiore", "hero")
    assert state.objects[find(state, "Fiore")].boosts == 2
    assert sorted(names(state, "reserve:p1")) == ["Left", "Right"]
    assert names(state, "expedition:p1:companion") == ["Away"]
