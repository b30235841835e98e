"""Printed effects on groups found as the step happens (6.1.e): each test holds the printed
sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, Status, Terrain, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, rules_of
from .helpers import executed, fields, names, not_executed, play, read, steps


def test_exhaust_all_cards_in_reserve_is_every_players_reserve() -> None:
    r = executed(read("{H} Exhaust all cards in Reserve.", name="Kuraokami"))
    assert steps(r) == [{"action": "exhaust", "subject": "cards_in_reserve"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Kuraokami", **fields(r))
        .mana("p1", 1)
        .in_reserve("p1", "Mine")
        .in_reserve("p2", "Theirs")
        .in_reserve("p2", "Tired", statuses=(Status.EXHAUSTED,))
        .in_expedition("p2", "hero", "Walker")
    )
    state, _ = play(b, "Kuraokami")
    for name in ("Mine", "Theirs", "Tired"):
        assert state.objects[find(state, name)].has(Status.EXHAUSTED), name
    assert not state.objects[find(state, "Walker")].has(Status.EXHAUSTED)  # in play


def test_2_1_e_discard_all_other_cards_in_play_and_in_reserve() -> None:
    r = executed(read("{H} Discard all other cards in play and in Reserve.", name="Hunger"))
    assert steps(r) == [
        {"action": "discard", "subject": "cards_in_play_and_reserve", "filter": {"another": True}}
    ]
    b = (
        GameBuilder()
        .hero("p2", "Their Hero")
        .in_hand("p1", "Hunger", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "companion", "Friend")
        .in_landmarks("p2", "Tower")
        .in_reserve("p2", "Stored")
        .in_expedition("p2", "hero", "Bug", is_token=True)
        .in_hand("p2", "Held")
    )
    state, _ = play(b, "Hunger")
    assert sorted(names(state, "discard:p1")) == ["Friend"]
    assert sorted(names(state, "discard:p2")) == ["Stored", "Tower"]  # the token ceased
    assert names(state, "expedition:p1:hero") == ["Hunger"]  # "other": not me
    assert names(state, "hand:p2") == ["Held"] and names(state, "hero:p2") == ["Their Hero"]


def test_1_2_3_c_your_opponents_expedition_facing_me_moves_backwards() -> None:
    text = "{H} Your opponent's Expedition facing me moves backwards one region."
    r = executed(read(text, name="Sakarabru"))
    assert steps(r) == [{"action": "move_backwards", "subject": "the_expedition_facing_me"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Sakarabru", **fields(r))
        .mana("p1", 1)
        .position("p2:hero", 2)
        .position("p2:companion", 2)
    )
    state, entries = play(b, "Sakarabru", "companion")
    assert (state.positions["p2:companion"], state.positions["p2:hero"]) == (3, 2)
    assert "1.2.3.c" in rules_of(entries)  # the Expedition across from mine


_MOUSE = (
    "{H} [Sabotage]. If you discarded a card this way, its owner [Exhausted Resupplies]. "
    "(They put the top card of their deck in Reserve, then they exhaust it {T}.)"
)


def _mouse(discard: bool) -> GameState:
    r = executed(read(_MOUSE, name="Mouse"))
    b = (
        GameBuilder()
        .in_hand("p1", "Mouse", **fields(r))
        .mana("p1", 1)
        .in_reserve("p2", "Stored")
        .in_deck("p2", "Top")
        .in_deck("p1", "Mine")
    )
    state, _ = play(b, "Mouse")
    # "up to one" (7.3.35.a): the target, or none
    return choose(state, find(state, "Stored")) if discard else choose(state)


def test_1_1_3_c_if_you_discarded_a_card_its_owner_exhausted_resupplies() -> None:
    assert steps(executed(read(_MOUSE))) == [
        {"action": "sabotage", "then": ({"action": "exhausted_resupply", "subject": "its_owner"},)}
    ]
    state = _mouse(discard=True)
    assert names(state, "discard:p2") == ["Stored"]
    assert names(state, "reserve:p2") == ["Top"]  # the owner of the discarded card
    assert state.objects[find(state, "Top")].has(Status.EXHAUSTED)
    assert names(state, "reserve:p1") == []


def test_6_5_f_nothing_discarded_no_exhausted_resupply() -> None:
    state = _mouse(discard=False)
    assert names(state, "reserve:p2") == ["Stored"] and names(state, "deck:p2") == ["Top"]


def test_its_owner_with_nothing_named_before_is_not_understood() -> None:
    assert "'it'" in not_executed(read("{J} Its owner draws a card."))


def test_7_5_8_b_one_boost_per_expedition_in_forest() -> None:
    r = executed(read("{J} I gain 1 boost per Expedition in {V}.", name="Leshy"))
    assert steps(r) == [{"action": "give_boost", "subject": "self", "per": "expedition in {v}"}]
    b = (
        GameBuilder()
        .region(0, Terrain.FOREST)  # both hero Expeditions
        .region(3, Terrain.FOREST, Terrain.WATER)
        .region(7, Terrain.WATER)
        .position("p2:companion", 3)
        .in_hand("p1", "Leshy", **fields(r))
        .mana("p1", 1)
    )
    state, _ = play(b, "Leshy")
    assert state.objects[find(state, "Leshy")].counters == {"boost": 3}  # every player's


_METAMORPHOSIS = (
    "Discard target Character with Hand Cost {5} or less, then create a [Mana Moth 2/2/2] "
    "Illusion token in its Expedition."
)


def test_2_1_h_a_token_in_the_expedition_the_discarded_character_was_in() -> None:
    r = executed(read(_METAMORPHOSIS, type="Spell", name="Metamorphosis"))
    assert steps(r)[0]["then"] == (
        {"action": "create", "subject": "its_expedition", "token": "Mana Moth 2/2/2 Illusion"},
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Metamorphosis", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "companion", "Victim", hand_cost=4)
    )
    state, _ = play(b, "Metamorphosis", dest="spell")
    state = choose(state, find(state, "Victim"))
    assert names(state, "discard:p2") == ["Victim"]
    assert names(state, "expedition:p2:companion") == ["Mana Moth"]  # where it was (2.1.h)
    assert names(state, "expedition:p1:companion") == []


_HOARDER = (
    "{J} If you have two or more cards in Reserve, I gain 1 boost and [[Fleeting]]. "
    "(If I would be sent to Reserve, discard me instead.)"
)


def _hoarder(stored: int) -> GameState:
    r = executed(read(_HOARDER, name="Hoarder"))
    b = GameBuilder().in_hand("p1", "Hoarder", **fields(r)).mana("p1", 1)
    for i in range(stored):
        b = b.in_reserve("p1", f"Stored {i}")
    state, _ = play(b, "Hoarder")
    return state


def test_6_5_d_one_condition_over_i_gain_a_boost_and_fleeting() -> None:
    (step,) = steps(executed(read(_HOARDER)))
    assert step["if"] == "you have 2 or more cards in reserve"
    assert step["then"] == ({"action": "gain_status", "subject": "self", "status": "Fleeting"},)
    state = _hoarder(2)
    me = state.objects[find(state, "Hoarder")]
    assert me.counters == {"boost": 1} and me.has(Status.FLEETING)
    state = _hoarder(1)
    me = state.objects[find(state, "Hoarder")]
    assert me.counters == {} and not me.has(Status.FLEETING)  # neither step
