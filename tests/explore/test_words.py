"""Differences between two boards in a judge's words (engine/explore/words.py)."""

from __future__ import annotations

from dataclasses import replace

from engine.explore.board import Board, ExpeditionSight, Sight
from engine.explore.words import differences, zone_words

_KUWAT = Sight("Kuwat, the Dissenter", "expedition:p1:hero", "p1", stats=(3, 2, 1))
_BOARD = Board(
    cards=(_KUWAT,),
    mana=(("p1", 3, 2),),
    expeditions=(ExpeditionSight("p1:hero", 2, False),),
    regions=(("forest", "mountain", "water"),),
    day=2,
    phase="Afternoon",
    first_player="p1",
    turn_player="p1",
    passed=(),
    winner=None,
    game_over=False,
)


def test_the_same_board_has_no_differences() -> None:
    assert differences(_BOARD, _BOARD) == ()


def test_a_card_that_moved_and_lost_its_boost_and_status() -> None:
    boosted = replace(_KUWAT, counters=(("boost", 1),), statuses=("Fleeting",), stats=(4, 3, 2))
    gone = replace(_KUWAT, zone="discard:p1", stats=(3, 2, 1))
    lines = differences(replace(_BOARD, cards=(boosted,)), replace(_BOARD, cards=(gone,)))
    assert lines == (
        "Kuwat, the Dissenter: p1's Hero Expedition → p1's Discard pile",
        "Kuwat, the Dissenter: 1 boost → none",
        "Kuwat, the Dissenter: Fleeting → none",
    )


def test_statistics_changed_in_place_and_a_card_only_on_one_board() -> None:
    stronger = replace(_KUWAT, stats=(5, 2, 1))
    token = Sight("Booda", "expedition:p1:companion", "p1", token=True)
    lines = differences(_BOARD, replace(_BOARD, cards=(stronger, token)))
    assert (
        "Kuwat, the Dissenter: forest 3, mountain 2, water 1 → forest 5, mountain 2, water 1"
        in lines
    )
    assert "Booda: not on the table → p1's Companion Expedition" in lines


def test_mana_expeditions_moment_and_winner() -> None:
    other = replace(
        _BOARD,
        mana=(("p1", 1, 4),),
        expeditions=(ExpeditionSight("p1:hero", 3, True),),
        phase="Dusk",
        winner="p1",
        game_over=True,
    )
    assert differences(_BOARD, other) == (
        "p1's Mana: 3 ready, 2 exhausted → 1 ready, 4 exhausted",
        "p1's Hero Expedition: region 2 → region 3",
        "p1's Hero Expedition: not Ascended → Ascended",
        "moment: day 2, Afternoon → day 2, Dusk",
        "winner: none yet → p1",
    )


def test_a_deck_keeps_its_order_and_copies_are_paired_first() -> None:
    top = Sight("Vanilla 1/1/1", "deck:p1", "p1", place=0)
    second = Sight("Vanilla 1/1/1", "deck:p1", "p1", place=1)
    in_reserve = Sight("Vanilla 1/1/1", "reserve:p1", "p1")
    lines = differences(
        replace(_BOARD, cards=(top, second)), replace(_BOARD, cards=(top, in_reserve))
    )
    assert lines == ("Vanilla 1/1/1: p1's Deck (card 2 from the top) → p1's Reserve",)


def test_zone_words() -> None:
    assert zone_words("limbo") == "Limbo"
    assert zone_words("landmark:p2") == "p2's Landmarks"
    assert zone_words("expedition:p2:companion") == "p2's Companion Expedition"
