"""Cost changes composed of where a card is played into and from, and which one it is
(gram101, issue 30), played on boards: the Expedition a Character is played into is chosen
in the declaration of intent, before its cost is computed (5.1.2.c, 5.2.1.a); "from hand or
Reserve" is either zone (5.1.2.d); "the first … in my Expedition each turn" counts only the
cards played there (5.1.2.k). The declaration says the alteration that applied, and the one
that did not and why."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.play.cost_misses import cost_misses
from engine.play.costs import play_cost
from engine.state.cards import CardType
from engine.state.enums import PermanentZone
from engine.state.game_state import GameState
from engine.state.records import replace

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 3, "reserve_cost": 2, "forest": 1, "mountain": 1, "water": 1}
IN_MY_EXPEDITION = "Characters you play in my Expedition cost 1 less."
FACING_ME = "Characters your opponents play in the Expedition facing me cost 1 more."
FIRST_IN_MINE = "The first Character you play in my Expedition each turn costs 1 less."
LANDMARKS = "Landmark Permanents you play cost 1 less."
EITHER_ZONE = "I cost 1 less to play from hand or Reserve for each Landmark Permanent you control."


def _board(text: str, player: str = "p1") -> GameBuilder:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text, "Bearer"))
    return b.in_hand(player, "Ally", **ALLY).mana("p1", 5).deck_of("p1", 3).deck_of("p2", 3)


def _said(entries: object) -> str:
    return " ".join(str(getattr(e, "text", "")) for e in entries)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("dest", "paid"), [("hero", 2), ("companion", 3)])
def test_5_1_2_c_a_character_played_in_my_expedition_costs_less(dest: str, paid: int) -> None:
    """ "Characters you play in my Expedition cost 1 less": the Bearer is in p1's Hero
    Expedition; Ally {3} played there costs {2}, played in the Companion one {3}."""
    state, entries = play(_board(IN_MY_EXPEDITION), "Ally", dest)
    assert "Ally" in names(state, f"expedition:p1:{dest}")
    ready = sum(1 for o in state.zone("mana:p1") if not state.objects[o].statuses)
    assert ready == 5 - paid
    assert state.play_destinations[-1] == f"p1:{dest}"  # recorded as it resolves (5.1.2.k)
    missed = "Bearer's “costs 1 less” does not apply: Ally is not played in Bearer's Expedition"
    assert (missed in _said(entries)) == (dest == "companion")
    assert ("Bearer: -1" in _said(entries)) == (dest == "hero")


def test_5_1_2_c_the_change_that_did_not_apply_is_said_with_its_reason() -> None:
    state = _board(IN_MY_EXPEDITION).at_afternoon().build()
    notes, rules = cost_misses(state, find(state, "Ally"), "p1", "p1:companion")
    assert notes == (
        "Bearer's “costs 1 less” does not apply: Ally is not played in Bearer's Expedition",
    )
    assert rules == ("5.1.2.c",)
    assert cost_misses(state, find(state, "Ally"), "p1", "p1:hero") == ((), ())


@pytest.mark.parametrize(("dest", "cost"), [("hero", 4), ("companion", 3)])
def test_5_1_2_c_an_opponents_character_facing_me_costs_more(dest: str, cost: int) -> None:
    """ "Characters your opponents play in the Expedition facing me cost 1 more": p2's
    Hero Expedition faces the Bearer's (1.2.3.c); its Companion one does not."""
    state = _board(FACING_ME, "p2").build()
    assert play_cost(state, find(state, "Ally"), 0, False, dest=dest).amount == cost


def test_5_1_2_c_my_own_characters_are_not_an_opponents() -> None:
    state = _board(FACING_ME).build()
    assert play_cost(state, find(state, "Ally"), 0, False, dest="hero").amount == 3


def _after_one_play(text: str, where: str) -> GameState:
    """p1 played Earlier this turn into ``where`` ("p1:hero" / "p1:companion")."""
    b = _board(text).in_expedition("p1", where.split(":")[1], "Earlier", **ALLY)
    state = b.at_afternoon().build()
    earlier = state.objects[find(state, "Earlier")].card_id
    plays = (("p1", earlier),)
    return replace(
        state,
        plays_this_turn=plays,
        plays_this_afternoon=plays,
        plays_this_day=plays,
        play_origins=("hand",),
        play_destinations=(where,),
    )


@pytest.mark.parametrize(("earlier", "cost"), [("p1:hero", 3), ("p1:companion", 2)])
def test_5_1_2_k_the_first_character_played_in_my_expedition(earlier: str, cost: int) -> None:
    """ "The first Character you play in my Expedition each turn costs 1 less": a Character
    played earlier in the Bearer's Expedition makes Ally the second there (no change); one
    played in the other Expedition does not count, so Ally is the first there."""
    state = _after_one_play(FIRST_IN_MINE, earlier)
    assert play_cost(state, find(state, "Ally"), 0, False, dest="hero").amount == cost


def test_5_1_2_k_the_second_character_is_told_why_it_costs_its_printed_cost() -> None:
    state = _after_one_play(FIRST_IN_MINE, "p1:hero")
    notes, rules = cost_misses(state, find(state, "Ally"), "p1", "p1:hero")
    assert notes == (
        "Bearer's “costs 1 less” does not apply: Ally is the second of its kind this turn",
    )
    assert rules == ("5.1.2.k",)


def test_5_1_2_k_the_first_character_played_there_on_a_board() -> None:
    """Played on the board, the first Character in the Bearer's Expedition costs {2}."""
    state, entries = play(_board(FIRST_IN_MINE), "Ally", "hero")
    ready = sum(1 for o in state.zone("mana:p1") if not state.objects[o].statuses)
    assert ready == 5 - 2
    assert "Bearer: -1" in _said(entries)


@pytest.mark.parametrize(
    ("zone", "cost"), [(PermanentZone.LANDMARK, 1), (PermanentZone.EXPEDITION, 2)]
)
def test_2_2_3_b_landmark_permanents_you_play_cost_less(zone: PermanentZone, cost: int) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(LANDMARKS, "Bearer"))
    perm = {"type": CardType.PERMANENT, "hand_cost": 2, "permanent_zone": zone}
    state = b.in_hand("p1", "Tower", **perm).build()
    dest = "landmark" if zone is PermanentZone.LANDMARK else "hero"
    assert play_cost(state, find(state, "Tower"), 0, False, dest=dest).amount == cost


@pytest.mark.parametrize("where", ["hand", "reserve"])
def test_5_1_2_d_from_hand_or_reserve_is_either(where: str) -> None:
    """ "I cost 1 less to play from hand or Reserve for each Landmark Permanent you
    control": two Landmarks, from Hand {4} -> {2}, from Reserve {3} -> {1}."""
    card = {**grammar_fields(EITHER_ZONE, "Colossus"), "hand_cost": 4, "reserve_cost": 3}
    b = GameBuilder().in_landmarks("p1", "Mine").in_landmarks("p1", "Shaft")
    b = (
        b.in_hand("p1", "Colossus", **card)
        if where == "hand"
        else b.in_reserve("p1", "Colossus", **card)
    )
    state = b.build()
    cost = play_cost(state, find(state, "Colossus"), 0, False, dest="hero").amount
    assert cost == (2 if where == "hand" else 1)
