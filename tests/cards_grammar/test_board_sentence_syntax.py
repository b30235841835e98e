"""The same steps said in another order, voice or list, played on a board (issue 30): the
engine does what the order the cards print does — a place said first (7.3.5), the passive
of an atomic action (7.3.37), boosts given to the next card played (5.2.d, 7.3.15), any
number of things one verb gives (6.1.c), "and then" between steps (6.1.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, find

from ..cards_text.helpers import executed, fields, names, read
from ..cards_text.test_next_played_filters import _play, _quick_action_used
from .sentences_sentence_syntax import (
    AND_THEN,
    CONTROLLED_BY_OPPONENTS,
    FOUR_GAINED,
    FOUR_GAINED_BY_TARGET,
    GIVE_NEXT_BOOSTS_TAP,
    GIVE_TARGET_CHARACTER_STATUS,
    GIVE_TO_EACH_OF,
    PASSIVE_SENT,
    PLACE_FIRST,
)
from .test_board_effects import _board, _resolved


def test_7_3_5_a_place_said_first_is_where_the_token_is_created() -> None:
    """ "In target Expedition, create a [Brassbug 2/2/2] Robot token": one token, in the
    Expedition chosen (7.3.5.a)."""
    before = _board(PLACE_FIRST).build()
    state = _resolved(_board(PLACE_FIRST))
    made = [
        zone
        for zone in ("expedition:p1:hero", "expedition:p1:companion")
        if names(state, zone).count("Brassbug") > names(before, zone).count("Brassbug")
    ]
    assert len(made) == 1


def test_7_3_37_the_passive_sends_the_target_to_reserve() -> None:
    """ "Target Character is sent to Reserve": the controller of the effect sends it, as
    "Send target Character to Reserve" does (7.3.37)."""
    state = _resolved(_board(PASSIVE_SENT), {"target": "Foe"})
    assert "Foe" in names(state, "reserve:p2")
    assert "Foe" not in names(state, "expedition:p2:hero")


def test_6_1_c_four_things_gained_are_each_gained_by_me() -> None:
    state = _resolved(_board(FOUR_GAINED))
    me = state.objects[find(state, "Unique")]
    assert me.boosts == 1
    assert Status.ANCHORED in me.statuses and Status.ASLEEP in me.statuses
    assert me.counters.get("Kelon") == 1


def test_6_1_c_four_things_gained_by_a_target_all_go_to_that_target() -> None:
    state = _resolved(_board(FOUR_GAINED_BY_TARGET), {"target": "Ally"})
    ally = state.objects[find(state, "Ally")]
    foe = state.objects[find(state, "Foe")]
    assert ally.boosts == 2
    assert {Status.ANCHORED, Status.ASLEEP, Status.FLEETING} <= set(ally.statuses)
    assert foe.boosts == 0 and Status.ANCHORED not in foe.statuses


def test_6_1_c_and_then_does_the_steps_in_order() -> None:
    before = _board(AND_THEN).build()
    state = _resolved(_board(AND_THEN))
    assert len(state.zone("hand:p1")) == len(before.zone("hand:p1"))  # Unique left, one drawn
    assert state.objects[find(state, "Unique")].boosts == 1


def test_5_2_d_boosts_given_to_the_next_character_played_this_turn() -> None:
    """ "Give 2 boosts to the next Character you play this turn": the next Character played
    gains them as it enters play, the one played after it does not (5.2.d, 7.3.15)."""
    giver = fields(executed(read(GIVE_NEXT_BOOSTS_TAP, type="Permanent")))
    b = GameBuilder().in_landmarks("p1", "Giver", **giver)
    for name in ("First", "Second"):
        card = read("", name=name, hand_cost=1)
        b = b.in_hand("p1", name, **fields(executed(card)))
    state = _play(_quick_action_used(b), "First")
    assert state.objects[find(state, "First")].boosts == 2
    state = _play(state, "Second")
    assert state.objects[find(state, "Second")].boosts == 0


def test_6_1_e_boosts_given_to_each_of_up_to_two_targets() -> None:
    """ "Give 1 boost to each of up to two target Characters": each target chosen gains one
    (6.1.e, 7.3.15); a Character not chosen gains none."""
    state = _resolved(_board(GIVE_TO_EACH_OF), {"target": "Ally"})
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Foe")].boosts == 0


def test_1_2_5_characters_controlled_by_your_opponents_are_the_opponents() -> None:
    """ "Each Character controlled by your opponents gains [[Asleep]]": the opponents'
    Characters (1.2.5), as "Each Character your opponents control" — not mine."""
    state = _resolved(_board(CONTROLLED_BY_OPPONENTS))
    assert Status.ASLEEP in state.objects[find(state, "Foe")].statuses
    assert Status.ASLEEP not in state.objects[find(state, "Ally")].statuses


def test_7_3_16_a_status_given_after_the_target_is_gained_by_it() -> None:
    """ "You may give target Character [[Fleeting]]": the target chosen gains it (7.3.16)."""
    state = _resolved(_board(GIVE_TARGET_CHARACTER_STATUS), {"target": "Foe"})
    assert Status.FLEETING in state.objects[find(state, "Foe")].statuses
    assert Status.FLEETING not in state.objects[find(state, "Ally")].statuses
