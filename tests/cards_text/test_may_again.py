""" "Target opponent may [X], then may do it again" (The Snow Maiden): X twice, the opponent
deciding each time anew (6.5.c, 6.1.h, 6.5.i)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

MAIDEN = "{H} Target opponent may [Exhausted Resupply], #then may do it again.#"


def test_then_may_do_it_again_is_read_as_twice() -> None:
    assert steps(executed(read(MAIDEN))) == [
        {"action": "exhausted_resupply", "subject": "target_opponent", "may": True, "times": 2}
    ]
    (step,) = steps(executed(read("{J} Each player may draw a card twice.")))
    assert (step["subject"], step["may"], step["times"]) == ("each_player", True, 2)


def test_6_5_i_the_opponent_decides_each_time() -> None:
    b = GameBuilder().in_hand("p1", "Maiden", **fields(executed(read(MAIDEN, name="Maiden"))))
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 4), "Maiden")
    asked = []
    for choice in ("yes", "no"):
        while state.pending is not None and state.pending.kind == "target":
            state, _ = answer(state, state.pending.id, ["p2"])
            state, _ = until_decision(state)
        d = state.pending
        assert d is not None and d.kind == "optional_step"
        asked.append(d.player)
        state, _ = answer(state, d.id, [choice])
        state, _ = until_decision(state)
    assert asked == ["p2", "p2"]
    reserve = state.zone("reserve:p2")
    assert len(reserve) == 1 and state.objects[reserve[0]].has(Status.EXHAUSTED)
