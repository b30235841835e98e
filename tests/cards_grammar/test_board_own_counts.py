"""Amounts counted on EACH object or player a step acts on (issue 30, gram73;
:mod:`.sentences_own_counts`), played on boards: "Each other Character you control gains 1
boost per Ember counter it has" gives each Character its own count (6.5.i, 2.5.c) — not one
count for all; "Each player draws a card for each Landmark they control" has each player draw
their own count (6.5.i, 1.4.7.b)."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.builder import find
from engine.state import zones as z
from engine.state.enums import BOOST, CardType, ExpeditionKind, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields, roll_watched
from .sentences_own_counts import (
    _ARITH_MINUS,
    _DRAW_TWICE,
    EACH_PLAYER_THEIR_LANDMARKS,
    EACH_PLAYER_THEIR_RESERVE,
    EMBER_EACH_OTHER,
    HALF_ROUNDED_UP,
    OWNERS_RESERVES_FIRST,
    ROLL_HALF_UP,
    ROLL_MINUS_TWO,
    TARGET_OWN_BOOSTS,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _resolved(b: GameBuilder, picks: tuple[str, ...] = ()) -> tuple[GameState, tuple[str, ...]]:
    state, entries = play(b, "Unique")
    state, trace = answer_picking(state, entries, picks)
    return state, tuple(r for e in trace for r in getattr(e, "rules", ()))


def test_6_5_i_each_character_gains_boosts_per_its_own_ember_counters() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EMBER_EACH_OTHER))
    b = b.in_expedition("p1", "hero", "Three", **ALLY, counters={"Ember": 3})
    b = b.in_expedition("p1", "companion", "One", **ALLY, counters={"Ember": 1, BOOST: 2})
    b = b.in_expedition("p1", "companion", "None", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": 2})
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4))
    boosts = {
        n: state.objects[find(state, n)].counters.get(BOOST, 0)
        for n in ("Three", "One", "None", "Foe", "Unique")
    }
    # each its own: 3, 1 (+2 it had), none; the opponent's and "me" (not "other") get none
    assert boosts == {"Three": 3, "One": 3, "None": 0, "Foe": 0, "Unique": 0}


def test_6_5_i_target_character_gains_a_boost_per_boost_it_has() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TARGET_OWN_BOOSTS))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={BOOST: 2})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={BOOST: 1})
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), ("Ally",))
    assert state.objects[find(state, "Ally")].counters.get(BOOST, 0) == 4
    assert state.objects[find(state, "Foe")].counters.get(BOOST, 0) == 1


def test_6_5_i_each_player_draws_for_the_landmarks_they_control() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EACH_PLAYER_THEIR_LANDMARKS))
    land = {"type": CardType.PERMANENT, "hand_cost": 1, "reserve_cost": 1}
    b = b.in_landmarks("p1", "Tower", **land)
    for i in range(3):
        b = b.in_landmarks("p2", f"Keep {i}", **land)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    hands = {p: len(names(state, z.personal(ZoneKind.HAND, p))) for p in ("p1", "p2")}
    assert hands == {"p1": 1, "p2": 3}  # each their own: one Landmark, three Landmarks


def test_6_5_i_half_a_count_rounded_up() -> None:
    """Three Characters (two allies and me): half is 1.5, rounded up 2; four: 2."""
    for allies, drawn in ((2, 2), (3, 2), (0, 1)):
        b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(HALF_ROUNDED_UP))
        for i in range(allies):
            b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
        b = b.in_expedition("p2", "hero", "Foe", **ALLY)
        state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
        assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == drawn, allies


def _draws(text: str, allies: int) -> int:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).in_landmarks(
        "p1", "Tower", type=CardType.PERMANENT, hand_cost=1, reserve_cost=1
    )
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 8).deck_of("p2", 6))
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def test_6_5_i_a_count_minus_n_never_below_none() -> None:
    """ "equal to the number of Characters you control minus 1": me alone, none; four, 3."""
    assert _draws(_ARITH_MINUS, 0) == 0
    assert _draws(_ARITH_MINUS, 3) == 3


def test_6_5_i_twice_the_count() -> None:
    """One Landmark (the Tower): twice the count, two cards."""
    assert _draws(_DRAW_TWICE, 0) == 2


@pytest.mark.parametrize(("result", "boosts"), [(1, 0), (2, 0), (3, 1), (6, 4)])
def test_7_3_33_b_the_result_minus_two(result: int, boosts: int) -> None:
    state, _, _ = roll_watched("Fleeting.", "p1", result, roller=ROLL_MINUS_TWO)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(("result", "boosts"), [(1, 1), (2, 1), (3, 2), (6, 3)])
def test_7_3_33_b_a_number_of_boosts_equal_to_half_the_result(result: int, boosts: int) -> None:
    state, _, _ = roll_watched("Fleeting.", "p1", result, roller=ROLL_HALF_UP)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts


def test_3_1_2_c_sent_to_their_owners_reserves_said_first() -> None:
    """ "Send to their owners' Reserves all Characters with Hand Cost 2 or less": each
    Character so — whoever controls it — goes to its OWNER's Reserve (3.1.2.c, 7.3.37);
    a Character p1 controls but p2 owns goes to p2's."""
    spell = grammar_fields(OWNERS_RESERVES_FIRST, "Kit", type="Spell", hand_cost=1)
    b = GameBuilder().in_hand("p1", "Kit", **spell)
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.add("p2", z.expedition("p1", ExpeditionKind.HERO), "Borrowed", **ALLY)
    b = b.in_expedition("p2", "hero", "Costly", **{**ALLY, "hand_cost": 3})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Kit", "spell")
    state, _ = answer_picking(state, entries, ())
    assert "Mine" in names(state, z.personal(ZoneKind.RESERVE, "p1"))
    assert "Borrowed" in names(state, z.personal(ZoneKind.RESERVE, "p2"))
    assert "Costly" in names(state, z.expedition("p2", ExpeditionKind.HERO))


def test_6_5_i_each_player_draws_for_the_cards_in_their_reserve() -> None:
    """Each player draws as "you" in turn (1.4.7.b): p1's one card, p2's three."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EACH_PLAYER_THEIR_RESERVE))
    b = b.in_reserve("p1", "Kept", **ALLY)
    for i in range(3):
        b = b.in_reserve("p2", f"Stored {i}", **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    hands = {p: len(names(state, z.personal(ZoneKind.HAND, p))) for p in ("p1", "p2")}
    assert hands == {"p1": 1, "p2": 3}
