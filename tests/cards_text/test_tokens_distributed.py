""" "Create three [Mana Moth 2/2/2] Illusion tokens, distributed as you choose among any
number of target Expeditions." (Flutter of Moths, Open the Gates): the controller chooses
the Expedition of each token among all of them (6.5.b, 7.3.5.a); a token in an opponent's
Expedition is controlled by that player (7.5.5.b)."""

from __future__ import annotations

from engine import GameBuilder, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

FLUTTER = (
    "Create three [Mana Moth 2/2/2] Illusion tokens, distributed as you choose among any "
    "number of target Expeditions."
)


def test_distributed_among_target_expeditions_is_read() -> None:
    assert steps(executed(read(FLUTTER, type="Spell"))) == [
        {
            "action": "create",
            "subject": "target_expeditions_distributed",
            "amount": 3,
            "token": "Mana Moth 2/2/2 Illusion",
        }
    ]
    gates = FLUTTER.replace(
        "three [Mana Moth 2/2/2] Illusion", "four [Ordis Recruit 1/1/1] Soldier"
    )
    (step,) = steps(executed(read(gates, type="Spell")))
    assert (step["amount"], step["token"]) == (4, "Ordis Recruit 1/1/1 Soldier")


def test_6_5_b_each_token_goes_where_its_controller_chooses() -> None:
    b = GameBuilder().in_hand(
        "p1", "Flutter", **fields(executed(read(FLUTTER, type="Spell", name="Flutter")))
    )
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Flutter", "spell")
    chosen = ["p1:hero", "p1:hero", "p2:companion"]
    for where in chosen:
        d = state.pending
        assert d is not None and d.kind == "place" and d.player == "p1"
        assert len(d.options) == 4  # every Expedition
        state, _ = answer(state, d.id, [where])
        state, _ = until_decision(state)
    assert names(state, "expedition:p1:hero") == ["Mana Moth", "Mana Moth"]
    (moth,) = state.zone("expedition:p2:companion")
    assert state.objects[moth].controller == "p2"
