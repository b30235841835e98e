"""Removed counts (issue 30, session 38): counts of removed things, played on boards — "Draw a card
for each counter removed", "I gain 1 boost for each boost it lost", "… for each counter removed this
way": the number is what the removal took off, noted as it happened (6.5.i; 2.5.g — a removal of
more than there are takes what there is), each way: some and none."""

from __future__ import annotations

from engine.state.game_state import GameState

from .test_board_compared_stats import STATS, _bearer, _boosts, _played, _rules

DRAW_PER_REMOVED = (
    "{J} Remove all Kelon counters from target Character. Draw a card for each counter removed."
)
BOOSTS_PER_LOST = (
    "{J} Target Character loses all its boosts. I gain 1 boost for each boost it lost."
)
UP_TO_TWO = (
    "{J} Remove up to 2 Kelon counters from target Character. Draw a card for each counter "
    "removed this way."
)


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _board(text: str, counters: dict[str, int]) -> GameState:
    b = _bearer(text).in_expedition("p2", "hero", "Rival", counters=counters, **STATS)
    return b.at_afternoon(first="p1").build()


def test_6_5_i_a_card_for_each_counter_removed() -> None:
    state = _board(DRAW_PER_REMOVED, {"Kelon": 3, "boost": 1})
    hand = _hand(state)
    state, _, trace = _played(state, ("Rival",))
    rival = state.objects[next(o for o in state.objects if state.name(o) == "Rival")]
    assert rival.counters.get("Kelon", 0) == 0 and rival.boosts == 1  # Kelon ones only
    assert _hand(state) == hand - 1 + 3  # Bearer left the hand; three drawn
    assert "6.5.i" in _rules(trace), _rules(trace)


def test_6_5_i_none_removed_none_drawn() -> None:
    state = _board(DRAW_PER_REMOVED, {"boost": 2})
    hand = _hand(state)
    state, _, _ = _played(state, ("Rival",))
    assert _hand(state) == hand - 1


def test_6_5_i_a_boost_for_each_boost_it_lost() -> None:
    state = _board(BOOSTS_PER_LOST, {"boost": 2})
    state, _, trace = _played(state, ("Rival",))
    assert _boosts(state, "Rival") == 0 and _boosts(state, "Bearer") == 2
    assert "6.5.i" in _rules(trace), _rules(trace)


def test_2_5_g_up_to_two_removed_from_one_counts_one() -> None:
    """p1 chooses to remove 2: only one is there to remove (2.5.g), one card drawn."""
    state = _board(UP_TO_TWO, {"Kelon": 1})
    hand = _hand(state)
    state, asked, trace = _played(state, ("Rival", "2"))
    assert asked[-1] == ["0", "1", "2"], asked
    assert _hand(state) == hand - 1 + 1
    assert "6.5.i" in _rules(trace), _rules(trace)
