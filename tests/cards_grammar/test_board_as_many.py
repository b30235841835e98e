""" "as many [things] as the number of / as there are [objects]", read by the grammar alone
and played on a board (issue 30): the amount is that count as the step happens (6.5.i) —
the same reading as "equal to the number of"."""

from __future__ import annotations

from engine import find
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names
from .sentences_as_many import EACH_PLAYER_DRAWS_AS_MANY, GAINS_AS_MANY_THERE_ARE
from .test_board_acted_costs import _board
from .test_board_numbers_and_distribution import _resolved


def test_6_5_i_i_gain_as_many_boosts_as_there_are_characters_in_my_expedition() -> None:
    state, _ = _resolved(_board(GAINS_AS_MANY_THERE_ARE), lambda d: list(d.option_ids()[:1]))
    assert state.objects[find(state, "Unique")].boosts == 3  # Big, Ally and me (hero)


def test_6_5_i_each_player_draws_as_many_cards_as_characters_you_control() -> None:
    state, _ = _resolved(_board(EACH_PLAYER_DRAWS_AS_MANY), lambda d: list(d.option_ids()[:1]))
    assert len(names(state, "deck:p1")) == 6 - 3  # Big, Ally and me: three each
    assert len(names(state, "deck:p2")) == 6 - 3


def test_as_many_reads_as_equal_to_the_number_of() -> None:
    said = "{J} I gain boosts equal to the number of Characters in my Expedition."
    assert read_ability(GAINS_AS_MANY_THERE_ARE) == read_ability(said)
