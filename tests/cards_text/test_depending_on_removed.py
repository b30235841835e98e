"""Steps depending on how many counters a step removed (6.5.d, 2.5.g): Man in the Maze,
"Remove all boosts from Characters in play and in Reserve. Then, depending on the number of
boosts removed this way: ● 1-4: I gain 2 boosts. ● 5-8: Play a card with Hand Cost {3} or
less for free. ● 9+: My Expedition moves forward one region." — and its Rare, whose "1+ /
5+ / 9+" ranges add up."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

HEAD = (
    "{H} Remove all boosts from Characters in play and in Reserve. Then, depending on the "
    "number of boosts removed this way:  "
)
MAZE = HEAD + (
    "• 1-4: I gain 2 boosts.  • 5-8: Draw a card.  • 9+: My Expedition moves forward one region."
)
RARE = HEAD + "• #1+#: I gain 2 boosts.  • #5+#: Draw a card.  • #9+#: Draw a card."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_remove_all_boosts_then_ranges_are_read() -> None:
    (step,) = steps(executed(read(MAZE, name="Man in the Maze")))
    assert step["action"] == "remove_counters" and step["all_counters"] is True
    assert (step["subject"], step["counter"]) == ("cards_in_play_and_reserve", "boost")
    assert step["filter"] == {"types": ("Character",)}
    ranges = [(o["low"], o.get("high")) for o in step["removed_outcomes"]]
    assert ranges == [(1, 4), (5, 8), (9, None)]
    (rare,) = steps(executed(read(RARE)))
    assert [(o["low"], o.get("high")) for o in rare["removed_outcomes"]] == [
        (1, None),
        (5, None),
        (9, None),
    ]
    (each,) = steps(executed(read("{J} Remove all boosts from each Character you control.")))
    assert (each["subject"], each["all_counters"]) == ("characters_you_control", True)
    real = HEAD + "• 1-4: I gain 2 boosts.  • 5-8: Play a card with Hand Cost {3} or less for free."
    assert executed(read(real))


def _maze(text: str, in_play: int, in_reserve: int) -> GameState:
    b = GameBuilder().in_hand("p1", "Man in the Maze", **fields(executed(read(text))))
    b = b.in_expedition("p2", "hero", "Pumped", counters={"boost": in_play}, **ALLY)
    b = b.in_reserve("p1", "Resting", counters={"boost": in_reserve}, **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 3).deck_of("p2", 2), "Man in the Maze")
    state, _ = until_decision(state)
    return state


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def test_2_5_g_every_boost_in_play_and_in_reserve_is_removed() -> None:
    state = _maze(MAZE, in_play=2, in_reserve=1)
    assert _boosts(state, "Pumped") == 0 and _boosts(state, "Resting") == 0


def test_6_5_d_three_removed_is_the_one_to_four_range() -> None:
    state = _maze(MAZE, in_play=2, in_reserve=1)
    assert _boosts(state, "Man in the Maze") == 2
    assert state.zone("hand:p1") == ()


def test_6_5_d_six_removed_is_the_five_to_eight_range_only() -> None:
    state = _maze(MAZE, in_play=4, in_reserve=2)
    assert _boosts(state, "Man in the Maze") == 0
    assert len(state.zone("hand:p1")) == 1


def test_6_5_d_nothing_removed_nothing_follows() -> None:
    state = _maze(MAZE, in_play=0, in_reserve=0)
    assert _boosts(state, "Man in the Maze") == 0 and state.zone("hand:p1") == ()


def test_overlapping_ranges_add_up() -> None:
    state = _maze(RARE, in_play=4, in_reserve=2)  # 6: "1+" and "5+", not "9+"
    assert _boosts(state, "Man in the Maze") == 2
    assert len(state.zone("hand:p1")) == 1
