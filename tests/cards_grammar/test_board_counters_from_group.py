""" "N counters from [objects]" said without "each" (issue 30, session 35) played on
boards: one in all is taken from the one Character its controller chooses (6.1.g; 2.5.g),
the other Characters keeping theirs — while "from each" takes N from every one (6.1.e)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.enums import BOOST

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields, rules_of


def _board(text: str, pick: str) -> tuple[dict[str, int], set[str]]:
    """p1 plays a Character printing ``text`` (a {H} ability) with two boosted Characters
    of theirs (Goat 2 boosts, Ram 3) and an opponent's Yak (2): the boosts each has after,
    answering a choice with ``pick``, and the rules the trace cites."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Goat", counters={BOOST: 2})
    b = b.in_expedition("p1", "companion", "Ram", counters={BOOST: 3})
    b = b.in_expedition("p2", "hero", "Yak", counters={BOOST: 2})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = answer_picking(state, entries, (pick,))
    left = {n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in ("Goat", "Ram", "Yak")}
    return left, rules_of(entries)


def test_6_1_g_one_boost_in_all_from_the_character_chosen() -> None:
    left, rules = _board("{H} Remove 1 boost from Characters you control.", "Ram")
    assert left == {"Goat": 2, "Ram": 2, "Yak": 2}
    assert {"6.1.g", "2.5.g"} <= rules  # the Character chosen (6.1.g), its boost removed


def test_6_1_g_one_boost_in_all_the_other_choice() -> None:
    left, _ = _board("{H} Remove 1 boost from Characters you control.", "Goat")
    assert left == {"Goat": 1, "Ram": 3, "Yak": 2}


def test_6_1_e_from_each_takes_that_many_from_every_one() -> None:
    left, rules = _board("{H} Remove 2 boosts from each Character you control.", "Ram")
    assert left == {"Goat": 0, "Ram": 1, "Yak": 2}
    assert "2.5.g" in rules


def test_2_5_h_one_boost_spent_in_all() -> None:
    text = "{H} You may spend 1 boost from Characters you control. If you do, draw a card."
    left, rules = _board(text, "Goat")
    assert sum(left.values()) == 6  # one boost spent in all, from one of p1's Characters
    assert left["Yak"] == 2 and (left["Goat"], left["Ram"]) in ((1, 3), (2, 2))
    assert {"6.1.g", "2.5.h"} <= rules
