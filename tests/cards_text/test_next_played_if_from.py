"""Issue 17: "{T} : The next Spell you play this turn is free. If you play it from your hand,
it loses [[Fleeting]]." (*The Kadigir*, Rare): one Emblem-Ongoing for the next Spell, free
whatever it is played from (7.3.26.a), the status change only for one played from the Hand
(5.1.2.d) — so a [[Fleeting]] Spell from the Hand goes to Reserve after it resolves, one
played from Reserve (Fleeting there, 2.4.7.a) to the Discard pile (5.2.4.a)."""

from __future__ import annotations

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, read, steps
from .test_next_played_filters import _orbs_used, _play

BASTION = (
    "{T} : The next Spell you play this turn is free. If you play it from your hand, it loses "
    "[[Fleeting]]."
)
FLASH = "[[Fleeting]].  Draw a card."


def _after(where: str) -> GameState:
    b = GameBuilder().in_landmarks(
        "p1", "Bastion", **fields(executed(read(BASTION, type="Permanent")))
    )
    spell = fields(executed(read(FLASH, type="Spell", name="Flash", hand_cost=3, reserve_cost=3)))
    b = (
        b.in_hand("p1", "Flash", **spell)
        if where == "hand"
        else b.in_reserve("p1", "Flash", **spell)
    )
    b = b.mana("p1", 1).deck_of("p1", 3).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    d = state.pending
    assert d is not None
    (quick,) = [o.id for o in d.options if o.id.startswith("quick:")]
    state, _ = answer(state, d.id, [quick])
    state, _ = until_decision(state)
    return _play(state, "Flash", "spell")


def test_the_reading_is_one_next_spell_with_a_change_only_from_the_hand() -> None:
    (step,) = steps(executed(read(BASTION, type="Permanent")))
    assert step["ongoing"]["next_played"] == {
        "card_type": "Spell",
        "free": True,
        "lose_status": "Fleeting",
        "changes_from": "hand",
    }


def test_5_1_2_d_from_the_hand_it_is_free_and_loses_fleeting() -> None:
    state = _after("hand")
    assert _orbs_used(state) == 0
    assert "Flash" in names(state, "reserve:p1") and "Flash" not in names(state, "discard:p1")


def test_5_1_2_d_from_reserve_it_is_free_and_keeps_fleeting() -> None:
    state = _after("reserve")
    assert _orbs_used(state) == 0
    assert "Flash" in names(state, "discard:p1")
