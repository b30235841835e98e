"""The reader and writer for a "can't" on a card's move between zones (1.4.1.a): "Cards can't
go from a Discard pile to a Reserve", "Characters can't leave your opponents' Discard piles"
— read as the engine's restriction, written back in the cards' style and read the same; the
near-misses refused by their words."""

from __future__ import annotations

import pytest

from engine.state.cards import RestrictionKind
from engine.state.restrictions import MoveWhose
from scenarios.cards.compile_abilities import cant_move_restriction
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.models import CantMoveModel

from .sentences_zone_moves_cant import READINGS_ZONE_MOVES_CANT, REFUSED_ZONE_MOVES_CANT
from .sibling_checks import assert_reading_written_back


@pytest.mark.parametrize("text", sorted(READINGS_ZONE_MOVES_CANT))
def test_1_4_1_a_a_zone_moves_cant_is_read_and_written_back(text: str) -> None:
    reading = read_ability(text)
    assert reading == READINGS_ZONE_MOVES_CANT[text]
    assert_reading_written_back(reading)


@pytest.mark.parametrize("text", sorted(REFUSED_ZONE_MOVES_CANT))
def test_1_4_1_a_a_zone_moves_cant_near_miss_is_refused_by_its_words(text: str) -> None:
    with pytest.raises(NotRead, match=REFUSED_ZONE_MOVES_CANT[text]):
        read_ability(text)


def test_1_4_1_a_a_passive_names_no_target_opponents_zone() -> None:
    # a passive ability chooses nothing: a target is a step's choice (6.5.b)
    with pytest.raises(NotRead, match="target opponent's Discard pile"):
        read_ability("Cards can't go from target opponent's Discard pile to a Reserve.")


def test_7_2_3_a_your_opponents_discard_piles_compile_to_the_engines_restriction() -> None:
    text = "Characters can't go from your opponents' Discard piles to your hand."
    model = CantMoveModel.model_validate(read_ability(text)["passive"]["cant_move"])
    r = cant_move_restriction(model)
    assert r.kind == RestrictionKind.ZONE_MOVE_CANT
    assert (r.from_zone, r.from_whose, r.to_zone, r.to_whose) == (
        "discard",
        MoveWhose.OPPONENTS,
        "hand",
        MoveWhose.YOURS,
    )
    assert r.group is not None and r.group.types
