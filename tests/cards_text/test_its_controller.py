""" "its controller" (Fair Fox, "You may pay {1} to discard target Permanent with Hand Cost {2}
or less. If you do, its controller [Resupplies]."): who controlled the card the effect just
moved, as it was just before it moved (2.1.h)."""

from __future__ import annotations

from engine import GameBuilder, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

FOX = (
    "{H} #You may pay {1} to discard target Permanent with Hand Cost {2} or less.# If you do, "
    "its controller [Resupplies]."
)


def test_its_controller_is_a_player_subject() -> None:
    (step,) = steps(executed(read(FOX)))
    assert [dict(t) for t in step["then"]] == [{"action": "resupply", "subject": "its_controller"}]
    (step,) = steps(
        executed(read("{J} Send target Character to Reserve, then its controller draws a card."))
    )
    assert [dict(t) for t in step["then"]] == [{"action": "draw", "subject": "its_controller"}]


def test_2_1_h_the_controller_of_the_discarded_permanent_resupplies() -> None:
    b = GameBuilder().in_hand("p1", "Fox", **fields(executed(read(FOX, name="Fox"))))
    lamp = read("", type="Permanent", name="Lamp", hand_cost=2)
    b = b.in_landmarks("p2", "Lamp", **fields(executed(lamp)))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 3), "Fox")
    rules: list[str] = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        pick = ["yes"] if d.kind == "optional_step" else d.option_ids()[: max(1, d.min_choices)]
        state, e = answer(state, d.id, pick)
        state, more = until_decision(state)
        rules += [r for x in (e, *more) for r in x.rules]
    assert names(state, "discard:p2") == ["Lamp"]
    assert len(state.zone("reserve:p2")) == 1 and state.zone("reserve:p1") == ()
    assert "2.1.h" in rules
