"""Printed effects on groups found as the step happens (6.1.e): each test holds the printed
sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, Status, find

from .helpers import executed, fields, names, play, read, steps


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
