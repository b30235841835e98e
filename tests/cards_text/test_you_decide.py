"""'You may' before a step another player does (6.5.c): "You may target an opponent, they
draw a card. If you do, I gain Anchored." — the controller of the effect decides, not the
opponent who draws (6.1.h is for "target opponent may ..."); "If you do" follows the draw
(6.5.f)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

GRAN_BWA = (
    "{J} You may target an opponent, they draw a card. If you do, I gain [[Anchored]]. "
    "(During Rest, I don't go to Reserve and I lose Anchored.)"
)


def test_you_may_target_an_opponent_they_draw_is_read_as_decided_by_you() -> None:
    (step,) = steps(executed(read(GRAN_BWA, name="Gran Bwa")))
    assert step["action"] == "draw"
    assert step["subject"] == "target_opponent"
    assert step["may"] is True and step["you_decide"] is True
    assert [dict(t) for t in step["then"]] == [
        {"action": "gain_status", "subject": "self", "status": "Anchored"}
    ]


def test_variants_you_decide_other_numbers_triggers_and_players() -> None:
    for text in (
        "{J} You may target an opponent, they draw two cards. If you do, I gain 2 boosts.",
        "{R} You may target an opponent, they draw a card.",
        "At Noon — You may target an opponent, they draw a card. If you do, draw a card.",
    ):
        (step,) = steps(executed(read(text)))
        assert step["you_decide"] is True, text
    (step,) = steps(executed(read("{J} Target opponent may draw a card.")))
    assert "you_decide" not in step  # "target opponent may": that player decides (6.1.h)


def _gran_bwa(choice: str) -> tuple[GameState, list[str]]:
    card = fields(executed(read(GRAN_BWA, name="Gran Bwa")))
    b = GameBuilder().in_hand("p1", "Gran Bwa", **card).mana("p1", 4)
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Gran Bwa")
    deciders = []
    while state.pending is not None and state.pending.kind in ("target", "optional_step"):
        d = state.pending
        if d.kind == "target":
            assert d.option_ids() == ("p2",)  # the opponent, targeted (1.2.6.c)
            picked = ["p2"]
        else:
            deciders.append(d.player)
            assert "6.5.c" in d.rules
            picked = [o.id for o in d.options if o.label == choice]
        state, _ = answer(state, d.id, picked)
        state, _ = until_decision(state)
    return state, deciders


def test_6_5_c_the_controller_decides_and_the_opponent_draws() -> None:
    state, deciders = _gran_bwa("do it")
    assert deciders == ["p1"]  # you decide, not the opponent who draws
    assert len(state.zone("hand:p2")) == 1
    assert Status.ANCHORED in state.objects[find(state, "Gran Bwa")].statuses


def test_6_5_f_declining_draws_nothing_and_gains_nothing() -> None:
    state, deciders = _gran_bwa("do not")
    assert deciders == ["p1"]
    assert len(state.zone("hand:p2")) == 0
    assert Status.ANCHORED not in state.objects[find(state, "Gran Bwa")].statuses
