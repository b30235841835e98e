""" "Can't" an effect gives for a time, "moves backward" and "facing me", read by the grammar
alone and played on boards (issue 30): "Target Character can't be sacrificed / can't gain
Asleep this turn" keeps that Character from the atomic action for the turn (1.4.1.a, an
Emblem-Ongoing bound to it, 2.2.2.m) — and only that Character; "loses and can't gain"
takes the status away first (7.3.21); "My Expedition moves backward" moves it one region
back (7.3.24.a); "Target Character facing me" offers only the Characters of the Expedition
facing mine (7.5.2)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, find
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_cr_words_more import (
    CANT_BE_SACRIFICED,
    CANT_GAIN_ASLEEP,
    FACING_ME,
    LOSES_AND_CANT_GAIN,
    ONLY_CHARACTER,
    PUT_AT_BOTTOM,
    SEND_TO_THIRD,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(effect: str, pick: str, **foe: object) -> GameState:
    """p1 plays a Unique printing ``effect`` (p1's Friend beside it, p2's Foe facing),
    picking ``pick`` for every choice: the state at the next turn."""
    b = GameBuilder().in_expedition("p1", "hero", "Friend", **ALLY)
    b = b.in_hand("p1", "Unique", **grammar_fields(effect, "Unique"))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, **foe)
    b = b.in_expedition("p2", "companion", "Other", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, tuple(entries), (pick,))
    return state


def test_1_4_1_a_cant_be_sacrificed_this_turn_keeps_the_target() -> None:
    then = " Sacrifice target Character."
    kept = _played(CANT_BE_SACRIFICED + then, "Friend")
    assert "Friend" in names(kept, "expedition:p1:hero")
    control = _played("{J} Sacrifice target Character.", "Friend")
    assert "Friend" not in names(control, "expedition:p1:hero")


def test_1_4_1_a_cant_gain_asleep_this_turn_binds_the_target_only() -> None:
    state = _played(CANT_GAIN_ASLEEP + " Each Character gains Asleep.", "Foe")
    assert Status.ASLEEP not in state.objects[find(state, "Foe")].statuses
    assert Status.ASLEEP in state.objects[find(state, "Other")].statuses  # not listed
    assert Status.ASLEEP in state.objects[find(state, "Friend")].statuses


def test_7_3_21_loses_and_cant_gain_anchored_this_turn() -> None:
    effect = LOSES_AND_CANT_GAIN + " Target Character gains Anchored."
    state = _played(effect, "Foe", statuses=(Status.ANCHORED,))
    assert Status.ANCHORED not in state.objects[find(state, "Foe")].statuses


def test_7_5_2_target_character_facing_me_is_in_the_expedition_facing_mine() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_ME, "Unique"))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_expedition("p2", "companion", "Other", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique", "hero")
    decision = state.pending
    assert decision is not None and decision.kind != DecisionKind.TURN
    labels = " ".join(o.label for o in decision.options)
    assert "Foe" in labels and "Other" not in labels


def test_3_2_2_put_at_the_bottom_of_its_owners_deck() -> None:
    state = _played(PUT_AT_BOTTOM, "Foe")
    assert names(state, "deck:p2")[-1] == "Foe"  # p2's Deck: its owner's (1.1.3.d)
    assert "Foe" not in names(state, "deck:p1")


def test_3_2_2_c_send_to_the_third_position_from_the_top() -> None:
    state = _played(SEND_TO_THIRD, "Foe")
    assert names(state, "deck:p2")[2] == "Foe"


@pytest.mark.parametrize(("friend", "drawn"), [(False, 1), (True, 0)], ids=["alone", "with-friend"])
def test_7_5_5_b_the_only_character_in_my_expedition(friend: bool, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(ONLY_CHARACTER, "Unique"))
    if friend:
        b = b.in_expedition("p1", "hero", "Friend", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, entries = play(b, "Unique", "hero")
    state, _ = answer_picking(state, tuple(entries), ())
    assert len(state.zone("hand:p1")) == before - 1 + drawn  # the Unique left the hand
