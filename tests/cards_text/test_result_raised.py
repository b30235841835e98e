"""Issue 17: "Roll a die. You may discard a card from your Reserve to increase the result by 2.
Target Character gains X boosts, where X is the final result." (*All In!*, Rare): for each
result, the optional cost (6.5.c) and then X = the result + 2; declined, or with nothing to
discard, X = the result (6.5.f)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, play, read, steps

ALL_IN = (
    "Roll a die. You may discard a card from your Reserve to increase the result by 2. "
    "Target Character gains X boosts, where X is the final result."
)


def test_the_reading_per_result_raised_or_not() -> None:
    (roll,) = steps(executed(read(ALL_IN, type="Spell")))
    third = roll["outcomes"][2]["effect"][0]
    assert third["may"] is True and third["action"] == "discard"
    assert third["then"][0]["amount"] == 5 and third["if_not_done"][0]["amount"] == 3


def _boosts(discard: str, reserve: bool) -> GameState:
    spell = fields(executed(read(ALL_IN, type="Spell", name="Gamble")))
    b = GameBuilder().in_hand("p1", "Gamble", **spell).mana("p1", 1)
    if reserve:
        b = b.in_reserve("p1", "Spare")
    b = b.in_expedition("p1", "hero", "Bettor")
    state, _ = play(b, "Gamble", dest="spell")
    state = choose(state, "3")  # the die shows 3
    while state.pending is not None and state.pending.kind != "turn":
        d = pending(state)
        if d.kind == "optional_step":
            state = choose(state, discard)
        elif d.kind == "target":
            state = choose(state, find(state, "Bettor"))
        else:
            state = choose(state, *d.option_ids()[:1])
    state, _ = until_decision(state)
    return state


def test_6_5_c_discarding_raises_the_result() -> None:
    state = _boosts("yes", reserve=True)
    assert state.objects[find(state, "Bettor")].counters.get(BOOST) == 5


def test_6_5_f_declined_the_result_stays() -> None:
    state = _boosts("no", reserve=True)
    assert state.objects[find(state, "Bettor")].counters.get(BOOST) == 3
    assert find(state, "Spare") in state.zone("reserve:p1")


def test_6_5_f_nothing_to_discard_the_result_stays() -> None:
    state = _boosts("yes", reserve=False)
    assert state.objects[find(state, "Bettor")].counters.get(BOOST) == 3
