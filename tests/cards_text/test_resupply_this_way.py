""" "Resupply. If you put a Character in Reserve this way, you may then put it in your hand."
(Merry Reunion): "it" is the card the Resupply put in Reserve; the step happens only if it
is a Character (6.5.d) and the player wants (6.5.c)."""

from __future__ import annotations

from engine import GameBuilder, answer

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, play, read, steps

REUNION = "Resupply. If you put a Character in Reserve this way, you may then put it in your hand."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_if_you_put_a_character_in_reserve_this_way_is_read() -> None:
    (resupply,) = steps(executed(read(REUNION, type="Spell")))
    assert [dict(t) for t in resupply["then"]] == [
        {"action": "put", "subject": "it", "to": "hand", "may": True, "if": "it's a character"}
    ]
    play_it = REUNION.replace("then put it in your hand", "immediately play it for {2} less")
    (resupply,) = steps(executed(read(play_it, type="Spell")))
    assert [dict(t) for t in resupply["then"]] == [
        {
            "action": "play",
            "subject": "it",
            "may": True,
            "if": "it's a character",
            "cost_change": -2,
        }
    ]


def _reunion(top_is_character: bool) -> tuple[list[str], list[str]]:
    b = GameBuilder().in_hand(
        "p1", "Reunion", **fields(executed(read(REUNION, type="Spell", name="Reunion")))
    )
    top = (
        read("", name="Top") if top_is_character else read("Draw a card.", type="Spell", name="Top")
    )
    b = b.in_deck("p1", "Top", **fields(executed(top))).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = play(b.mana("p1", 2), "Reunion", "spell")
    while state.pending is not None and state.pending.kind == "optional_step":
        state, _ = answer(state, state.pending.id, ["yes"])
        state, _ = until_decision(state)
    return names(state, "hand:p1"), names(state, "reserve:p1")


def test_6_5_d_a_character_put_in_reserve_may_go_to_the_hand() -> None:
    hand, reserve = _reunion(top_is_character=True)
    assert "Top" in hand and "Top" not in reserve


def test_6_5_d_a_spell_put_in_reserve_stays_there() -> None:
    hand, reserve = _reunion(top_is_character=False)
    assert "Top" in reserve and "Top" not in hand
