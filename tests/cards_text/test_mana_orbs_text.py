"""Cards put in the Mana zone "as a ready Mana Orb" (Swift Jinn): they enter ready — a card
enters the Mana zone exhausted "unless specified otherwise" (3.2.9.b)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

JINN = "{J} You may put a card from your Reserve in your Mana zone as a #ready# Mana Orb."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_as_a_ready_mana_orb_is_read() -> None:
    assert steps(executed(read(JINN))) == [
        {
            "action": "put",
            "subject": "a_card_from_your_reserve",
            "to": "mana",
            "may": True,
            "ready_orb": True,
        }
    ]
    (step,) = steps(
        executed(read("{H} Put a card from your hand in your Mana zone as an exhausted Mana Orb."))
    )
    assert "ready_orb" not in step and step["to"] == "mana"


def _jinn(text: str) -> tuple[bool, list[str]]:
    b = GameBuilder().in_hand("p1", "Jinn", **fields(executed(read(text, name="Jinn"))))
    b = b.in_reserve("p1", "Spare", **ALLY).mana("p1", 1).deck_of("p1", 2).deck_of("p2", 2)
    state, entries = play(b, "Jinn")
    rules = [r for e in entries for r in e.rules]
    while state.pending is not None and state.pending.kind in ("optional_step", "choose"):
        d = state.pending
        state, e = answer(state, d.id, ["yes"] if d.kind == "optional_step" else d.option_ids()[:1])
        state, more = until_decision(state)
        rules += [r for x in (e, *more) for r in x.rules]
    (orb,) = [o for o in state.zone("mana:p1") if state.name(o) == "Spare"]
    return state.objects[orb].has(Status.EXHAUSTED), rules


def test_3_2_9_b_as_a_ready_mana_orb_it_enters_ready() -> None:
    exhausted, rules = _jinn(JINN)
    assert not exhausted and "3.2.9.b" in rules


def test_3_2_9_b_otherwise_it_enters_exhausted() -> None:
    exhausted, _ = _jinn("{J} You may put a card from your Reserve in your Mana zone.")
    assert exhausted
