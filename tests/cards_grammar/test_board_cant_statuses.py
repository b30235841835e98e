""" "Can't" said of a move to Reserve in other words and of any status, read by the grammar
alone and played on boards (issue 30): "I can't be sent to Reserve" keeps the bearer where it
is when an effect sends it there (7.3.32.c, 1.4.1.a); "Characters you control can't gain a
status" stops a status given to them, exhausting too (2.4.1.a, 7.3.13.a), and not to an
opponent's Character; "can't gain [[Tough]]" is resolved by hand with the reason."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_cant_statuses import (
    CANT_GAIN_EXHAUSTED,
    GROUP_CANT_GAIN_A_STATUS,
    I_CANT_BE_SENT,
    NOT_READ_CANT_STATUSES,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(bearer: str, effect: str, pick: str) -> GameState:
    """p1's Bearer printing ``bearer`` in play; p1 plays a Unique printing ``effect``,
    picking the option labelled ``pick``: the state at the next turn."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(bearer, "Bearer"))
    b = b.in_hand("p1", "Unique", **grammar_fields(effect, "Unique"))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, tuple(entries), (pick,))
    return state


@pytest.mark.parametrize(
    ("effect", "pick", "stays"),
    [
        ("{J} Send target Character to Reserve.", "Bearer", True),
        ("{J} Return target Character to its owner's Reserve.", "Bearer", True),
        ("{J} Send target Character to Reserve.", "Foe", False),
    ],
    ids=["sent", "returned", "not-the-bearer"],
)
def test_1_4_1_a_i_cant_be_sent_to_reserve(effect: str, pick: str, stays: bool) -> None:
    state = _played(I_CANT_BE_SENT, effect, pick)
    moved = "Bearer" if pick == "Bearer" else "Foe"
    whose = "p1" if moved == "Bearer" else "p2"
    assert (moved in names(state, f"reserve:{whose}")) is not stays
    assert "Foe" not in names(state, "reserve:p2") or pick == "Foe"  # the target picked


@pytest.mark.parametrize(
    ("effect", "pick", "status", "gained"),
    [
        ("{J} Target Character gains Asleep.", "Bearer", Status.ASLEEP, False),
        ("{J} Target Character gains Anchored.", "Bearer", Status.ANCHORED, False),
        ("{J} Exhaust target Character.", "Bearer", Status.EXHAUSTED, False),
        ("{J} Target Character gains Asleep.", "Foe", Status.ASLEEP, True),
    ],
    ids=["asleep", "anchored", "exhausted", "an-opponents-character"],
)
def test_2_4_1_a_characters_you_control_cant_gain_a_status(
    effect: str, pick: str, status: Status, gained: bool
) -> None:
    state = _played(GROUP_CANT_GAIN_A_STATUS, effect, pick)
    assert (status in state.objects[find(state, pick)].statuses) is gained
    if pick == "Bearer":  # the target picked was the bearer, not the opponent's Character
        assert status not in state.objects[find(state, "Foe")].statuses


@pytest.mark.parametrize("text", sorted(NOT_READ_CANT_STATUSES))
def test_7_4_cant_gain_a_keyword_is_resolved_by_hand(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert NOT_READ_CANT_STATUSES[text] in str(refused.value)
    assert "7.4" in str(refused.value)


def test_7_3_13_a_cant_gain_exhausted_is_cant_be_exhausted() -> None:
    state = _played(CANT_GAIN_EXHAUSTED, "{J} Exhaust target Character.", "Bearer")
    assert Status.EXHAUSTED not in state.objects[find(state, "Bearer")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Foe")].statuses  # Bearer picked
