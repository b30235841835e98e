"""Counts in a named Expedition (issue 30, session 38): a count in the Expedition a target
Expedition's step named, played on boards — "If there are 2 or more Characters in it, they each gain
1 boost": the Characters in that Expedition counted as the step happens (6.5.d; 6.5.b the Expedition
targeted), "they" every Character there, one atomic action each (6.1.e); fewer: nothing."""

from __future__ import annotations

from engine import find

from .test_board_compared_stats import STATS, _bearer, _boosts, _played, _rules

IN_IT = (
    "{J} Target Expedition moves forward one region. If there are 2 or more Characters in "
    "it, they each gain 1 boost."
)
THREE_IN_THAT = (
    "{J} Target Expedition moves forward one region. If there are 3 or more Characters in "
    "that Expedition, they gain 1 boost."
)


def test_6_5_d_two_characters_in_the_targeted_expedition_each_gain_a_boost() -> None:
    b = _bearer(IN_IT).in_expedition("p1", "hero", "Ally", **STATS, hand_cost=1)
    b = b.in_expedition("p1", "companion", "Alone", **STATS, hand_cost=1)
    b = b.in_expedition("p2", "hero", "Rival", **STATS, hand_cost=1)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("p1's hero",))
    assert any("hero" in o for o in asked[0]), asked
    # Bearer joined p1's Hero Expedition with Ally: two there, each gains one (6.1.e)
    assert _boosts(state, "Ally") == 1 and _boosts(state, "Bearer") == 1
    assert _boosts(state, "Alone") == 0 and _boosts(state, "Rival") == 0
    assert {"6.5.d", "6.1.e"} & _rules(trace), _rules(trace)


def test_6_5_d_one_character_in_the_targeted_expedition_nothing_follows() -> None:
    b = _bearer(IN_IT).in_expedition("p1", "hero", "Ally", **STATS, hand_cost=1)
    b = b.in_expedition("p1", "companion", "Alone", **STATS, hand_cost=1)
    state, _, _ = _played(b.at_afternoon(first="p1").build(), ("p1's companion",))
    assert _boosts(state, "Alone") == 0
    assert _boosts(state, "Ally") == 0 and _boosts(state, "Bearer") == 0


def test_6_5_d_three_or_more_in_that_expedition_both_sides() -> None:
    b = _bearer(THREE_IN_THAT).in_expedition("p1", "hero", "Ally", **STATS, hand_cost=1)
    b = b.in_expedition("p1", "hero", "Friend", **STATS, hand_cost=1)
    state, _, _ = _played(b.at_afternoon(first="p1").build(), ("p1's hero",))
    assert all(_boosts(state, n) == 1 for n in ("Ally", "Friend", "Bearer"))
    b = _bearer(THREE_IN_THAT).in_expedition("p1", "hero", "Ally", **STATS, hand_cost=1)
    state, _, _ = _played(b.at_afternoon(first="p1").build(), ("p1's hero",))
    assert _boosts(state, "Ally") == 0 and _boosts(state, "Bearer") == 0
    assert find(state, "Ally")
