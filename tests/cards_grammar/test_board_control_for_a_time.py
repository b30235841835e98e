"""Control taken for a time (section "triggers, permissions and control"), read by the
grammar alone and played on a board: "Take control of target Character until end of turn"
moves it to the taker's Expedition (7.3.40.a); when the turn is over its Emblem-Ongoing
ceases to exist (2.2.15.c) and the player who controlled it takes it back, into the
Expedition of the kind it was taken from. Without a duration, control stays taken."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find

from ..cards_text.helpers import play
from ..engine.helpers import texts
from .grammar_cards import answer_picking, grammar_fields
from .sentences_counted_events import TAKE_CONTROL_UNTIL_END_OF_TURN


@pytest.mark.parametrize(
    ("text", "back"),
    [
        (TAKE_CONTROL_UNTIL_END_OF_TURN, True),
        ("{H} Take control of target Character.", False),
    ],
    ids=["until-end-of-turn", "for-good"],
)
def test_7_3_40_a_control_taken_until_end_of_turn(text: str, back: bool) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p2", "companion", "Victim")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = answer_picking(state, entries, ("Victim",))  # until p2's turn
    lines = texts(entries)
    assert any("control of Victim is taken to p1's" in t for t in lines)
    victim = state.objects[find(state, "Victim")]
    assert state.turn_player == "p2"  # p1's turn is over
    if back:
        assert (victim.controller, victim.zone) == ("p2", "expedition:p2:companion")
        returned = [e for e in entries if "control of Victim is taken to p2's" in e.text]
        assert returned and "2.2.15.c" in returned[0].rules
    else:
        assert victim.controller == "p1"


def test_7_3_40_b_a_landmark_taken_until_end_of_turn_goes_back_to_its_landmarks() -> None:
    """A Landmark Permanent taken joins the taker's Landmarks (7.3.40.b) and goes back to
    its former controller's when the turn is over (2.2.15.c)."""
    text = "{H} Take control of target Permanent until end of turn."
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_landmarks("p2", "Tower")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = answer_picking(state, entries, ("Tower",))
    taken = [e for e in entries if "control of Tower is taken to p1's" in e.text]
    assert taken and "2.2.15.a" in taken[0].rules  # the Emblem-Ongoing's duration
    tower = state.objects[find(state, "Tower")]
    assert (tower.controller, tower.zone) == ("p2", "landmark:p2")
