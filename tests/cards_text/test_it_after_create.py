""" "Create a token ..., then it gains [[Anchored]]" (Icebound Taiga): "it" is the token the
step made (7.3.5.a) — a step done after the creation, on the tokens it made."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

BRASSBUG = "{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. It gains 1 boost."
SHADE = (
    "{J} Sacrifice a Character. If you do, create a [Dragon Shade 5/5/5] Illusion token in "
    "target Expedition, then it gains [[Anchored]]."
)
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_it_after_creating_a_token_is_the_token() -> None:
    assert steps(executed(read(BRASSBUG))) == [
        {
            "action": "create",
            "subject": "my_expedition",
            "token": "Brassbug 2/2/2 Robot",
            "then": ({"action": "give_boost", "subject": "it"},),
        }
    ]
    (sacrifice,) = steps(executed(read(SHADE)))
    (create,) = sacrifice["then"]
    assert create["then"] == ({"action": "gain_status", "subject": "it", "status": "Anchored"},)


def test_7_3_5_a_the_token_made_gains_the_boost() -> None:
    b = GameBuilder().in_hand("p1", "Maker", **fields(executed(read(BRASSBUG, name="Maker"))))
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Maker", "hero")
    assert state.objects[find(state, "Brassbug")].boosts == 1
    assert state.objects[find(state, "Maker")].boosts == 0


def test_7_3_5_a_if_you_do_then_the_token_gains_anchored() -> None:
    b = GameBuilder().in_hand("p1", "Caller", **fields(executed(read(SHADE, name="Caller"))))
    b = b.in_expedition("p1", "hero", "Fodder", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Caller", "hero")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        pick = [o.id for o in d.options if o.label in ("Fodder", "p2's hero Expedition")]
        state, _ = answer(state, d.id, pick or d.option_ids()[:1])
        state, _ = until_decision(state)
    shade = find(state, "Dragon Shade")
    assert state.objects[shade].has(Status.ANCHORED)
    assert state.objects[shade].zone == "expedition:p2:hero"
