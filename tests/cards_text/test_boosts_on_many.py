"""Issue 17: boosts on several objects at once — "Double the number of boosts on each
Character you control and in your Reserve" (each gains as many as it has, 7.3.8.a; none
cannot be doubled, 7.3.8.b) and "Distribute 3 boosts among any Characters in Reserve" (one
boost at a time, each to a Character chosen then, 6.1.g, 6.5.i). Fixtures in the printed
shapes of *Sap Dispersal* and *The Refinery*."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, play, read, steps

DOUBLE = "Double the number of boosts on each Character you control and in your Reserve."
SPREAD = "Distribute 3 boosts among any Characters in Reserve."


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def test_7_3_8_a_each_of_yours_in_play_and_in_reserve_doubles_its_boosts() -> None:
    (step,) = steps(executed(read(DOUBLE, type="Spell")))
    assert step["action"] == "double_counters" and step["counter"] == "boost"
    b = (
        GameBuilder()
        .in_hand("p1", "Doubling", **fields(executed(read(DOUBLE, type="Spell"))))
        .mana("p1", 1)
        .add("p1", "expedition:p1:hero", "Mine in play", counters={BOOST: 2})
        .add("p1", "reserve:p1", "Mine in Reserve", counters={BOOST: 1})
        .add("p1", "expedition:p1:hero", "Mine unboosted")
        .add("p2", "expedition:p2:hero", "Theirs", counters={BOOST: 3})
        .add("p2", "reserve:p2", "Theirs in Reserve", counters={BOOST: 1})
    )
    state, entries = play(b, "Doubling", dest="spell")
    assert _boosts(state, "Mine in play") == 4
    assert _boosts(state, "Mine in Reserve") == 2
    assert _boosts(state, "Mine unboosted") == 0  # 7.3.8.b
    assert (_boosts(state, "Theirs"), _boosts(state, "Theirs in Reserve")) == (3, 1)
    assert {"7.3.8.a", "7.3.8.b"} <= rules_of(entries)


def test_6_5_i_distributed_boosts_are_given_one_at_a_time_to_a_chosen_character() -> None:
    (step,) = steps(executed(read(SPREAD, type="Spell")))
    assert step["times"] == 3 and step["subject"] == "a_card_in_reserve"
    b = (
        GameBuilder()
        .in_hand("p1", "Spread", **fields(executed(read(SPREAD, type="Spell"))))
        .mana("p1", 1)
        .in_reserve("p1", "First")
        .in_reserve("p2", "Second")
        .in_expedition("p1", "hero", "In play")
    )
    state, _ = play(b, "Spread", dest="spell")
    for name in ("First", "First", "Second"):
        d = pending(state)
        assert find(state, "In play") not in d.option_ids()  # a Character in Reserve only
        state = choose(state, find(state, name))
    state, _ = until_decision(state)
    assert (_boosts(state, "First"), _boosts(state, "Second")) == (2, 1)
