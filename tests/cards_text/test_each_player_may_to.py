"""Issue 17: "{J} Each player may put a card from their hand in Reserve to draw a card."
(*Repotter Otter*, Rare): each player decides and chooses one of their own cards (6.1.h,
6.5.c); each player who put one draws — the owner of the card put (6.5.f, 1.1.3.c)."""

from __future__ import annotations

from engine import GameBuilder

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, names, play, read, steps

OTTER = "{J} Each player may put a card from their hand in Reserve to draw a card."


def test_the_reading_is_each_player_s_choice_then_its_owner_draws() -> None:
    (step,) = steps(executed(read(OTTER, name="Otter")))
    assert step["subject"] == "a_card_from_each_players_hand" and step["may"] is True
    assert step["then"] == ({"action": "draw", "subject": "its_owner"},)


def test_6_5_f_only_a_player_who_put_a_card_draws() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Otter", **fields(executed(read(OTTER, name="Otter"))))
        .mana("p1", 1)
        .in_hand("p1", "Mine")
        .in_hand("p2", "Theirs")
        .in_deck("p1", "My draw")
        .in_deck("p2", "Their draw")
    )
    state, _ = play(b, "Otter")
    answers = {"p1": "yes", "p2": "no"}
    while state.pending is not None and state.pending.kind != "turn":
        d = pending(state)
        if d.kind == "optional_step":
            state = choose(state, answers[d.player])
        else:
            state = choose(state, *d.option_ids()[: max(d.min_choices, 1)])
    state, _ = until_decision(state)
    assert names(state, "reserve:p1") == ["Mine"] and names(state, "hand:p1") == ["My draw"]
    assert names(state, "hand:p2") == ["Theirs"] and names(state, "deck:p2") == ["Their draw"]
