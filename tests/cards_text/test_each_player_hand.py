""" "Each player discards their hand [and their Reserve], then draws three cards." (Loki):
every card of every player's Hand (and Reserve), each player discarding their own (1.4.7.b),
then each player draws — the later clause is done by the player the first one names."""

from __future__ import annotations

from engine import GameBuilder

from .helpers import executed, fields, names, play, read, steps

LOKI = "{H} Each player discards their hand #and their Reserve#, then draws three cards."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_each_player_discards_their_hand_then_draws_is_read() -> None:
    assert steps(executed(read(LOKI))) == [
        {"action": "discard", "subject": "cards_in_each_players_hand_and_reserve"},
        {"action": "draw", "subject": "each_player", "amount": 3},
    ]
    (discard, draw) = steps(
        executed(read("{H} Each player discards their hand, then draws two cards."))
    )
    assert discard["subject"] == "cards_in_each_players_hand"
    assert (draw["subject"], draw["amount"]) == ("each_player", 2)


def test_1_4_7_b_every_hand_and_reserve_is_discarded_then_three_cards_each() -> None:
    b = GameBuilder().in_hand("p1", "Loki", **fields(executed(read(LOKI, name="Loki"))))
    b = b.in_hand("p1", "Kept", **ALLY).in_reserve("p1", "Rested", **ALLY)
    b = b.in_hand("p2", "Theirs", **ALLY).in_reserve("p2", "Theirs too", **ALLY)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4), "Loki")
    assert sorted(names(state, "discard:p1")) == ["Kept", "Rested"]
    assert sorted(names(state, "discard:p2")) == ["Theirs", "Theirs too"]
    assert len(state.zone("hand:p1")) == 3 and len(state.zone("hand:p2")) == 3
    assert "7.5.6.b" in [r for e in entries for r in e.rules]
