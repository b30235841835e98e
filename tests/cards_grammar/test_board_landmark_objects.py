""" "A Landmark" as an object, read by the grammar alone and played on a board (issue 30): a
Permanent of zone type Landmark, in its controller's Landmarks (2.2.3.b-e, 3.2.7.b) — never an
Expedition Permanent nor a Character, and its controller's where the text says so (1.2.2)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameState, Status, answer, find
from engine.state.enums import CardType, PermanentZone
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..engine.helpers import until_decision
from .sentences_landmark_objects import (
    EACH_LANDMARK_AN_OPPONENT_CONTROLS,
    EXHAUST_A_CHARACTER,
    EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS,
    MAY_SACRIFICE_A_LANDMARK,
    READINGS_LANDMARK_OBJECTS,
    READY_TARGET_EXHAUSTED_LANDMARK,
    REFUSED_LANDMARK_OBJECTS,
)
from .sibling_checks import assert_reading_written_back
from .test_board_composed_descriptions import ALLY, _bearer, _exhausted, _paid, _played

_PERMANENT = {"type": CardType.PERMANENT, "hand_cost": 1, "reserve_cost": 1}


def _board(text: str, *, exhausted: bool = False) -> GameState:
    """Bearer (``text``) in p1's hand; each player with a Landmark Permanent ("Tower" p2's,
    "Mill" p1's), an Expedition Permanent ("Banner" p2's, "Flag" p1's) and a Character."""
    statuses = {Status.EXHAUSTED} if exhausted else set()
    b = _bearer(text)
    for player, landmark, banner, who in (
        ("p1", "Mill", "Flag", "Ally"),
        ("p2", "Tower", "Banner", "Foe"),
    ):
        b = b.in_landmarks(
            player,
            landmark,
            permanent_zone=PermanentZone.LANDMARK,
            statuses=set(statuses),
            **_PERMANENT,
        )
        b = b.in_expedition(
            player,
            "hero",
            banner,
            permanent_zone=PermanentZone.EXPEDITION,
            statuses=set(statuses),
            **_PERMANENT,
        )
        b = b.in_expedition(player, "companion", who, statuses=set(statuses), **ALLY)
    return b.at_afternoon(first="p1").build()


def test_2_2_3_e_each_landmark_an_opponent_controls_is_theirs_in_landmarks() -> None:
    state = _played(_board(EACH_LANDMARK_AN_OPPONENT_CONTROLS))
    assert _exhausted(state, "Tower")
    for name in ("Banner", "Foe", "Mill", "Flag", "Ally"):  # not a Landmark, or p1's
        assert not _exhausted(state, name), name


def test_6_5_b_target_exhausted_landmark_you_control_is_offered_alone() -> None:
    state, _ = _paid(_board(READY_TARGET_EXHAUSTED_LANDMARK, exhausted=True))
    assert state.pending is not None and state.pending.kind != DecisionKind.TURN
    labels = [o.label for o in state.pending.options]
    assert any("Mill" in label for label in labels)
    for name in ("Tower", "Flag", "Banner", "Ally", "Foe"):
        assert not any(name in label for label in labels), (name, labels)
    state = _played(_board(READY_TARGET_EXHAUSTED_LANDMARK, exhausted=True), ("Mill",))
    assert not _exhausted(state, "Mill")
    assert _exhausted(state, "Flag")


def test_6_1_g_you_may_sacrifice_a_landmark_chooses_among_your_landmarks() -> None:
    state = _board(MAY_SACRIFICE_A_LANDMARK)
    hand = len(state.zone("hand:p1"))
    paid, _ = _paid(state)
    assert paid.pending is not None  # "you may" first (6.1.f): "do it"
    paid, _ = answer(paid, paid.pending.id, paid.pending.option_ids()[:1])
    paid, _ = until_decision(paid)
    assert paid.pending is not None
    offered = [o.label for o in paid.pending.options]
    assert offered == ["Mill"], offered  # not p2's Tower, nor an Expedition Permanent
    state = _played(state, ("Mill",))
    assert "Mill" not in [state.name(o) for o in state.zone("landmarks:p1")]
    assert find(state, "Flag") and find(state, "Tower")
    assert len(state.zone("hand:p1")) == hand - 1 + 1  # Bearer played, one card drawn


@pytest.mark.parametrize("text", sorted(REFUSED_LANDMARK_OBJECTS))
def test_2_2_3_e_a_landmark_said_elsewhere_is_refused_naming_it(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED_LANDMARK_OBJECTS[text].lower() in str(refused.value).lower()


def test_the_writer_writes_landmark_objects_back() -> None:
    for text, reading in READINGS_LANDMARK_OBJECTS.items():
        assert read_ability(text) == reading, text
        assert_reading_written_back(reading, text)


def test_6_1_g_exhaust_a_character_chooses_any_character_in_play() -> None:
    state, _ = _paid(_board(EXHAUST_A_CHARACTER))
    assert state.pending is not None and state.pending.kind != DecisionKind.TURN
    labels = " ".join(o.label for o in state.pending.options)
    assert "Ally" in labels and "Foe" in labels  # not a target: any player's (3.1.4.a)
    for name in ("Mill", "Tower", "Flag", "Banner"):  # Permanents, not Characters
        assert name not in labels, (name, labels)
    state = _played(_board(EXHAUST_A_CHARACTER), ("Foe",))
    assert _exhausted(state, "Foe") and not _exhausted(state, "Ally")


def test_6_1_g_a_landmark_an_opponent_controls_is_chosen_among_theirs() -> None:
    state, _ = _paid(_board(EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS))
    assert state.pending is not None
    labels = [o.label for o in state.pending.options]
    assert any("Tower" in label for label in labels), labels
    for name in ("Mill", "Flag", "Banner", "Ally", "Foe"):
        assert not any(name in label for label in labels), (name, labels)


def test_7_3_7_a_discard_a_character_moves_the_one_chosen_to_its_discard_pile() -> None:
    state = _played(_board("{J} Discard a Character."), ("Foe",))
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Foe"]  # p2 owns it
    assert "Ally" in [state.name(o) for o in state.zone("expedition:p1:companion")]
